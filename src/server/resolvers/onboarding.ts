import { and, desc, eq } from 'drizzle-orm';
import type {
  MerchantOnboardingState,
  MutationResolvers,
  OnboardingIdType,
  QueryResolvers,
  StepType,
} from '../../../generated/resolvers';
import { displayStatuses, isStepEditable, usesMiniFlow } from '../../domain/onboarding-steps';
import type { AgentIdentity, GraphQLContext } from '../context';
import { leads, onboardingStates, opportunities } from '../db/schema';
import { appError } from '../errors';
import { requireAgent } from './require-agent';
import { canSaveStep } from './step-saving';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Opportunity ids are PostgreSQL integers; a larger number is no opportunity, not a database error. */
const MAX_OPPORTUNITY_ID = 2_147_483_647;

interface Journey {
  idType: OnboardingIdType;
  stateDataId: string;
  ownerType: string;
  leadExists: boolean;
  opportunity: typeof opportunities.$inferSelect | null;
}

async function ownOpportunity(context: GraphQLContext, agent: AgentIdentity, id: number) {
  const [row] = await context.db
    .select()
    .from(opportunities)
    .where(and(eq(opportunities.id, id), eq(opportunities.ownerEmployeeId, agent.employeeId)));
  if (!row) throw appError('ODS-101');
  return row;
}

/** The lead or opportunity a state belongs to, checked to be the agent's own. */
async function journey(
  context: GraphQLContext,
  agent: AgentIdentity,
  input: { idType: OnboardingIdType; stateDataId: string; opportunityId?: number | null },
): Promise<Journey> {
  if (input.idType === 'OPPORTUNITY') {
    const id = input.opportunityId ?? Number(input.stateDataId);
    if (!Number.isInteger(id) || id < 1 || id > MAX_OPPORTUNITY_ID) throw appError('ODS-101');
    const opportunity = await ownOpportunity(context, agent, id);
    return { idType: 'OPPORTUNITY', stateDataId: String(opportunity.id), ownerType: opportunity.ownerType, leadExists: opportunity.leadId !== null, opportunity };
  }
  if (!UUID.test(input.stateDataId)) throw appError('LMS-101');
  const [lead] = await context.db
    .select({ id: leads.id, ownerType: leads.ownerType })
    .from(leads)
    .where(and(eq(leads.id, input.stateDataId), eq(leads.ownerEmployeeId, agent.employeeId)));
  if (!lead) throw appError('LMS-101');
  if (input.opportunityId) {
    const opportunity = await ownOpportunity(context, agent, input.opportunityId);
    // An opportunity of another lead is a stale selection, not this lead's state.
    if (opportunity.leadId !== lead.id) throw appError('ODS-101');
    return { idType: 'LEAD', stateDataId: lead.id, ownerType: lead.ownerType, leadExists: true, opportunity };
  }
  const [linked] = await context.db
    .select()
    .from(opportunities)
    .where(and(eq(opportunities.leadId, lead.id), eq(opportunities.ownerEmployeeId, agent.employeeId)))
    .orderBy(desc(opportunities.id))
    .limit(1);
  return { idType: 'LEAD', stateDataId: lead.id, ownerType: lead.ownerType, leadExists: true, opportunity: linked ?? null };
}

async function storedState(context: GraphQLContext, agent: AgentIdentity, j: Journey) {
  const [row] = await context.db
    .select()
    .from(onboardingStates)
    .where(
      and(
        eq(onboardingStates.ownerEmployeeId, agent.employeeId),
        eq(onboardingStates.idType, j.idType),
        eq(onboardingStates.stateDataId, j.stateDataId),
      ),
    );
  return row;
}

/** The ordered step list of spec section 7, built from the flow in forms/flows. */
function buildState(context: GraphQLContext, agent: AgentIdentity, j: Journey, completed: readonly string[]): Omit<MerchantOnboardingState, '__typename'> {
  const flow = context.forms.flows[usesMiniFlow(j.ownerType, agent.isPartner) ? 'MINI' : 'STANDARD'];
  const opportunity = j.opportunity ? { status: j.opportunity.status, submitted: j.opportunity.opportunitySubmitted } : null;
  const states = flow.steps.map((s) => ({
    type: s.type,
    isComplete: completed.includes(s.type) || (s.type === 'CreateLead' && j.leadExists),
    editable: isStepEditable(s.type, opportunity),
  }));
  const statuses = displayStatuses(states);
  const steps = flow.steps.map((s, index) => ({
    id: `${j.idType}:${j.stateDataId}:${s.type}`,
    name: s.type,
    label: s.label,
    type: s.type as StepType,
    skippable: s.skippable,
    hitAllNachApi: s.hitAllNachApi,
    isComplete: states[index]?.isComplete ?? false,
    editableConfig: { editable: states[index]?.editable ?? false },
    order: index + 1,
    displayStatus: statuses[index] ?? 'disabled',
    canSave: canSaveStep(context.forms, s.type),
  }));
  return {
    stateDataId: j.stateDataId,
    idType: j.idType,
    configVersion: flow.configVersion,
    flow: flow.flow,
    opportunityId: j.opportunity?.id ?? null,
    steps,
    stepsCount: steps.filter((s) => s.isComplete).length,
    totalSteps: steps.length,
  };
}

async function ensureState(context: GraphQLContext, agent: AgentIdentity, j: Journey, isExistingMerchant: boolean) {
  await context.db
    .insert(onboardingStates)
    .values({
      ownerEmployeeId: agent.employeeId,
      idType: j.idType,
      stateDataId: j.stateDataId,
      opportunityId: j.opportunity?.id ?? null,
      isExistingMerchant,
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
    return buildState(context, agent, j, row?.completedSteps ?? []);
  },
};

export const onboardingMutations: MutationResolvers<GraphQLContext> = {
  createMerchantOnboardingState: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const j = await journey(context, agent, input);
    const row = await ensureState(context, agent, j, input.isExistingMerchant ?? false);
    return { merchantOnboardingState: buildState(context, agent, j, row.completedSteps) };
  },
  updateMerchantOnboardingState: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const j = await journey(context, agent, input);
    const current = buildState(context, agent, j, (await storedState(context, agent, j))?.completedSteps ?? []);
    const target = current.steps.find((s) => s.type === input.stepType);
    if (!target || !target.editableConfig.editable) throw appError('MOS-1007');
    const row = await ensureState(context, agent, j, false);
    const completed = new Set(row.completedSteps);
    if (input.isComplete) completed.add(input.stepType);
    else completed.delete(input.stepType);
    await context.db
      .update(onboardingStates)
      .set({ completedSteps: [...completed], updatedAt: context.now() })
      .where(eq(onboardingStates.id, row.id));
    return { merchantOnboardingState: buildState(context, agent, j, [...completed]) };
  },
};
