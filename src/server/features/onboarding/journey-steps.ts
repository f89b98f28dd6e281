import { and, count, eq } from 'drizzle-orm';
import type { MerchantOnboardingState, OnboardingIdType, StepType } from '../../../../generated/resolvers';
import { displayStatuses, usesMiniFlow } from '../../../domain/onboarding-steps';
import { isUuid } from '../../../domain/record-ids';
import type { StepContext } from '../../../engine/definition';
import type { AgentIdentity, GraphQLContext } from '../../context';
import { leads, merchantAccounts, onboardingStates, opportunities, opportunityDocuments } from '../../db/schema';
import { isStepComplete, stepApplies, stepSkippable, type StoredOnboarding } from '../../forms/step-completion';
import type { Release } from '../../forms/form-releases';
import { stateRelease } from '../../forms/journey-release';
import type { FlowStep, ServerForms } from '../../forms/server-forms';
import { appError } from '../../errors';
import { suggestedOwnershipType } from '../../sandbox/registry-provider';
import { requiredLicence } from '../../journey/required-licence';
import { ownLead } from '../../records/leads';
import { findOwnOpportunityRow, leadOpportunityRow, ownOpportunityRow } from '../../records/opportunity-rows';
import { storedKycFacts, storedSignatoryFacts } from '../kyc';
import { storedMandateFacts } from '../mandate';
import { storedPurchaseOrderFacts } from '../purchase-order';
import { storedPricingFacts, storedProductFacts } from '../pricing';
import { canSaveStep, stepEditable } from '../../journey/step-saving';

// A journey's onboarding state (spec section 7): the lead or opportunity it belongs to, the flow's
// steps that apply to it and each step's completion from what is stored. The onboarding operations
// answer it; the step order (./step-order.ts) and the review read its step list.

export interface Journey {
  /** How the caller named the journey; the answer names it the same way. */
  idType: OnboardingIdType;
  stateDataId: string;
  /**
   * Where the journey's state is kept: under its lead when it has one, else under its opportunity,
   * so the LEAD and OPPORTUNITY views of one journey read and write one record.
   */
  key: { idType: OnboardingIdType; stateDataId: string };
  ownerType: string;
  lead: typeof leads.$inferSelect | null;
  opportunity: typeof opportunities.$inferSelect | null;
  /** The opportunity's documents by sub-type, as completeWhen conditions read them. */
  documents: Record<string, number>;
}

async function documentCounts(context: GraphQLContext, agent: AgentIdentity, opportunity: typeof opportunities.$inferSelect | null) {
  if (!opportunity) return {};
  const rows = await context.db
    .select({ subType: opportunityDocuments.documentSubType, documents: count() })
    .from(opportunityDocuments)
    .where(and(eq(opportunityDocuments.opportunityId, opportunity.id), eq(opportunityDocuments.ownerEmployeeId, agent.employeeId)))
    .groupBy(opportunityDocuments.documentSubType);
  return Object.fromEntries(rows.map((row) => [row.subType, row.documents]));
}

/** The lead or opportunity a state belongs to, checked to be the agent's own. */
export async function journey(
  context: GraphQLContext,
  agent: AgentIdentity,
  input: { idType: OnboardingIdType; stateDataId: string; opportunityId?: number | null },
): Promise<Journey> {
  if (input.idType === 'OPPORTUNITY') {
    const opportunity = await ownOpportunityRow(context.db, agent, String(input.opportunityId ?? input.stateDataId));
    const lead = opportunity.leadId ? await ownLead(context.db, agent, opportunity.leadId) : null;
    return {
      idType: 'OPPORTUNITY',
      stateDataId: String(opportunity.id),
      key: lead ? { idType: 'LEAD', stateDataId: lead.id } : { idType: 'OPPORTUNITY', stateDataId: String(opportunity.id) },
      ownerType: opportunity.ownerType,
      lead,
      opportunity,
      documents: await documentCounts(context, agent, opportunity),
    };
  }
  const lead = await ownLead(context.db, agent, input.stateDataId);
  let opportunity: typeof opportunities.$inferSelect | null;
  if (input.opportunityId) {
    opportunity = await ownOpportunityRow(context.db, agent, String(input.opportunityId));
    // An opportunity of another lead is a stale selection, not this lead's state.
    if (opportunity.leadId !== lead.id) throw appError('ODS-101');
  } else {
    opportunity = await leadOpportunityRow(context.db, agent, lead.id);
  }
  return {
    idType: 'LEAD',
    stateDataId: lead.id,
    key: { idType: 'LEAD', stateDataId: lead.id },
    ownerType: lead.ownerType,
    lead,
    opportunity,
    documents: await documentCounts(context, agent, opportunity),
  };
}

export async function storedState(context: GraphQLContext, agent: AgentIdentity, j: Journey) {
  const [row] = await context.db
    .select()
    .from(onboardingStates)
    .where(
      and(
        eq(onboardingStates.ownerEmployeeId, agent.employeeId),
        eq(onboardingStates.idType, j.key.idType),
        eq(onboardingStates.stateDataId, j.key.stateDataId),
      ),
    );
  return row;
}

type StoredState = Awaited<ReturnType<typeof storedState>>;

function flowOf(forms: ServerForms, agent: AgentIdentity, j: Journey) {
  return forms.flows[usesMiniFlow(j.ownerType, agent.isPartner) ? 'MINI' : 'STANDARD'];
}

/** The journey's flow, its steps those that apply to it, and what is stored for it. */
interface JourneySteps {
  /** The release of forms/ the onboarding keeps. */
  release: Release;
  flow: ReturnType<typeof flowOf>;
  steps: FlowStep[];
  /** The journey's context, which appliesWhen and completeWhen conditions read. */
  context: StepContext;
  stored: StoredOnboarding;
}

/**
 * The flow's steps that apply to the journey (a step's appliesWhen, read with the merchant's
 * ownership type: its account's once saved, before that the one its PAN suggests), and what is
 * stored for it, as the steps' completeWhen conditions read it.
 */
export async function journeySteps(context: GraphQLContext, agent: AgentIdentity, j: Journey, state: StoredState | undefined): Promise<JourneySteps> {
  const release = await stateRelease(context, state);
  const { forms } = release;
  const flow = flowOf(forms, agent, j);
  const accountId = j.opportunity?.accountId ?? null;
  const [account] = accountId
    ? await context.db
        .select({ id: merchantAccounts.id, ownershipType: merchantAccounts.ownershipType })
        .from(merchantAccounts)
        .where(and(eq(merchantAccounts.id, accountId), eq(merchantAccounts.ownerEmployeeId, agent.employeeId)))
    : [];
  const pan = !account && j.lead?.panNumber ? await context.registries.panDetails(j.lead.panNumber) : null;
  const journeyContext: StepContext = {
    ownershipType: account?.ownershipType ?? (pan ? suggestedOwnershipType(pan.holderType) : null),
    isMiniFlow: flow.flow === 'MINI',
    isPartner: agent.isPartner,
    isExistingMerchant: j.opportunity?.isExistingMerchant ?? false,
    requiredLicence: await requiredLicence(context, agent, j.opportunity, forms.rules),
  };
  return {
    release,
    flow,
    steps: flow.steps.filter((s) => stepApplies(forms, s.type, journeyContext)),
    context: journeyContext,
    stored: {
      lead: j.lead,
      opportunity: j.opportunity,
      documents: j.documents,
      signatories: account ? await storedSignatoryFacts(context.db, agent, account.id) : null,
      kyc: j.opportunity ? await storedKycFacts(context.db, agent, j.opportunity.id) : null,
      mandate: j.opportunity ? await storedMandateFacts(context.db, agent, j.opportunity) : null,
      products: j.opportunity ? await storedProductFacts(context.db, agent, j.opportunity.id) : null,
      pricing: j.opportunity ? await storedPricingFacts(context.db, j.opportunity.id) : null,
      ...(await storedPurchaseOrderFacts(context.db, agent, j.opportunity)),
    },
  };
}

/** The ordered step list of spec section 7, built from the flow in forms/flows. */
export function buildState(
  j: Journey,
  { release, flow, steps: flowSteps, context: journeyContext, stored }: JourneySteps,
  row: Pick<NonNullable<StoredState>, 'skippedSteps' | 'reopenedSteps'> | undefined,
): Omit<MerchantOnboardingState, '__typename'> {
  const { forms } = release;
  const marks = { skipped: new Set(row?.skippedSteps), reopened: new Set(row?.reopenedSteps) };
  const states = flowSteps.map((s) => ({
    type: s.type,
    isComplete: isStepComplete(forms, s, stored, journeyContext, marks),
    editable: stepEditable(s.type, j.opportunity),
  }));
  const statuses = displayStatuses(states);
  const steps = flowSteps.map((s, index) => ({
    id: `${j.idType}:${j.stateDataId}:${s.type}`,
    name: s.type,
    label: s.label,
    type: s.type as StepType,
    skippable: stepSkippable(forms, s, journeyContext),
    hitAllNachApi: s.hitAllNachApi,
    isComplete: states[index]?.isComplete ?? false,
    editableConfig: { editable: states[index]?.editable ?? false },
    order: index + 1,
    displayStatus: statuses[index] ?? 'disabled',
    canSave: canSaveStep(forms, s.type),
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

/** The opportunity's step list as merchantOnboardingStateV2 gives it: each step with its stored completion. */
export async function opportunitySteps(context: GraphQLContext, agent: AgentIdentity, opportunityId: number) {
  const j = await journey(context, agent, { idType: 'OPPORTUNITY', stateDataId: String(opportunityId) });
  const row = await storedState(context, agent, j);
  return buildState(j, await journeySteps(context, agent, j, row), row).steps;
}

/**
 * The step list, as merchantOnboardingStateV2 gives it, of the journey an agent's opportunity is part
 * of, or, before the lead has one, of the agent's lead; null when neither names the agent's own
 * record (the operation's resolver then answers that it is not found).
 */
export async function journeyStepList(context: GraphQLContext, agent: AgentIdentity, of: { opportunityId: number | null; leadId: string | null }) {
  if (of.opportunityId !== null) {
    if (!(await findOwnOpportunityRow(context.db, agent, String(of.opportunityId)))) return null;
    return opportunitySteps(context, agent, of.opportunityId);
  }
  if (!of.leadId || !isUuid(of.leadId)) return null;
  const [lead] = await context.db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.id, of.leadId), eq(leads.ownerEmployeeId, agent.employeeId)));
  if (!lead) return null;
  const j = await journey(context, agent, { idType: 'LEAD', stateDataId: lead.id });
  const row = await storedState(context, agent, j);
  return buildState(j, await journeySteps(context, agent, j, row), row).steps;
}
