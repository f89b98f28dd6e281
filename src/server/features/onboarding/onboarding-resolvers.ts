import { eq } from 'drizzle-orm';
import type { MutationResolvers, QueryResolvers } from '../../../../generated/resolvers';
import { stepOpen } from '../../../domain/onboarding-steps';
import type { AgentIdentity, GraphQLContext } from '../../context';
import { onboardingStates } from '../../db/schema';
import { stepSkippable } from '../../forms/step-completion';
import { appError } from '../../errors';
import { requireAgent } from '../../graphql/require-agent';
import { stepEditable } from '../../journey/step-saving';
import { buildState, journey, journeySteps, storedState, type Journey } from './journey-steps';

async function ensureState(context: GraphQLContext, agent: AgentIdentity, j: Journey, isExistingMerchant: boolean) {
  await context.db
    .insert(onboardingStates)
    .values({
      ownerEmployeeId: agent.employeeId,
      idType: j.key.idType,
      stateDataId: j.key.stateDataId,
      opportunityId: j.opportunity?.id ?? null,
      isExistingMerchant,
      // An onboarding starts on the latest release and keeps it.
      formVersion: context.formVersion,
    })
    .onConflictDoNothing();
  const row = await storedState(context, agent, j);
  if (!row) throw appError('INTERNAL_SERVER_ERROR');
  return row;
}

export const onboardingQueries: QueryResolvers<GraphQLContext> = {
  merchantOnboardingStateV2: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const j = await journey(context, agent, input);
    const row = await storedState(context, agent, j);
    return buildState(j, await journeySteps(context, agent, j, row), row);
  },
};

export const onboardingMutations: MutationResolvers<GraphQLContext> = {
  createMerchantOnboardingState: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const j = await journey(context, agent, input);
    const row = await ensureState(context, agent, j, input.isExistingMerchant ?? false);
    return { merchantOnboardingState: buildState(j, await journeySteps(context, agent, j, row), row) };
  },
  updateMerchantOnboardingState: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const j = await journey(context, agent, input);
    const state = await storedState(context, agent, j);
    const steps = await journeySteps(context, agent, j, state);
    const target = steps.steps.find((s) => s.type === input.stepType);
    if (!target || !stepEditable(target.type, j.opportunity)) throw appError('MOS-1007');
    // A client can only skip a skippable step (or take the skip back): every other step's
    // completion comes from what is stored, so the state is answered as it stands.
    const current = buildState(j, steps, state);
    if (!stepSkippable(steps.release.forms, target, steps.context)) {
      return { merchantOnboardingState: current };
    }
    // A skip is the step's own way on: like its save, only once the navigation rules open the step.
    const status = current.steps.find((s) => s.type === target.type)?.displayStatus;
    if (status && !stepOpen(status)) throw appError('STEP_NOT_OPEN');
    const row = await ensureState(context, agent, j, false);
    const skipped = new Set(row.skippedSteps);
    if (input.isComplete) skipped.add(input.stepType);
    else skipped.delete(input.stepType);
    await context.db
      .update(onboardingStates)
      .set({ skippedSteps: [...skipped], updatedAt: context.now() })
      .where(eq(onboardingStates.id, row.id));
    return { merchantOnboardingState: buildState(j, steps, { ...row, skippedSteps: [...skipped] }) };
  },
};
