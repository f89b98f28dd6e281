import { and, eq, sql } from 'drizzle-orm';
import { isStepEditable, usesMiniFlow } from '../../domain/onboarding-steps';
import { isUuid } from '../../domain/record-ids';
import type { StepContext } from '../../engine/definition';
import type { AgentIdentity, GraphQLContext } from '../context';
import type { Database } from '../db/connection';
import { leads, onboardingStates, type opportunities } from '../db/schema';
import { appError } from '../errors';
import { journeyRelease, type JourneyKey } from '../forms/journey-release';
import type { ServerForms } from '../forms/server-forms';
import { NOT_BUILT, operationInputs, type OperationName } from '../input/operation-inputs';
import { stepSubmissionsOf, type StepSubmission } from '../input/step-submissions';
import { suggestedOwnershipType } from '../sandbox/registry-provider';
import { requiredLicence } from './required-licence';
import { findOwnOpportunityRow, leadOpportunityRow } from '../records/opportunity-rows';

type OpportunityRow = typeof opportunities.$inferSelect;

/** Whether the opportunity's status still leaves the step editable; the rule is isStepEditable's. */
export function stepEditable(stepType: string, opportunity: OpportunityRow | null): boolean {
  return isStepEditable(stepType, opportunity && { status: opportunity.status, submitted: opportunity.opportunitySubmitted });
}

/** The id the input names at `key`; the contract's bounds have already checked the input's shape. */
function idOf(input: unknown, key = 'id'): string {
  const id = typeof input === 'object' && input !== null && key in input ? (input as Record<string, unknown>)[key] : undefined;
  return typeof id === 'string' ? id : '';
}

type SavedOpportunity = (db: Database, agent: AgentIdentity, input: unknown) => Promise<OpportunityRow | null>;

/** The opportunity the input names, or else the latest of the lead it names. */
const opportunityOrLeads: SavedOpportunity = (db, agent, input) =>
  idOf(input, 'opportunityId') ? findOwnOpportunityRow(db, agent, idOf(input, 'opportunityId')) : leadOpportunityRow(db, agent, idOf(input, 'leadId'));

/**
 * For each mutation a step's save may call, the opportunity whose status decides whether the step may
 * still change. A record that is unknown or another agent's gives none here: the resolver then
 * reports it as not found, as for any other call.
 */
const savedOpportunity: Partial<Record<OperationName, SavedOpportunity>> = {
  // A new lead has no opportunity yet.
  createLead: () => Promise.resolve(null),
  updateLead: (db, agent, input) => leadOpportunityRow(db, agent, idOf(input)),
  updateOpportunity: (db, agent, input) => findOwnOpportunityRow(db, agent, idOf(input)),
  // The account is made for the journey's opportunity, or for the lead's when only the lead is named.
  createMerchant: opportunityOrLeads,
  saveBusinessDetails: opportunityOrLeads,
  saveDeploymentStores: (db, agent, input) => findOwnOpportunityRow(db, agent, idOf(input, 'opportunityId')),
  saveMerchantSignatories: (db, agent, input) => findOwnOpportunityRow(db, agent, idOf(input, 'opportunityId')),
  saveKycDetails: (db, agent, input) => findOwnOpportunityRow(db, agent, idOf(input, 'opportunityId')),
  // A bank account is saved for the journey's opportunity; without one, its merchant's latest
  // opportunity decides, in the resolver (isEditable).
  createBankAccount: (db, agent, input) => (idOf(input, 'opportunityId') ? findOwnOpportunityRow(db, agent, idOf(input, 'opportunityId')) : Promise.resolve(null)),
  saveOpportunityDocuments: (db, agent, input) => findOwnOpportunityRow(db, agent, idOf(input, 'opportunityId')),
  reviewOpportunity: (db, agent, input) => findOwnOpportunityRow(db, agent, idOf(input)),
  createEMandate: (db, agent, input) => findOwnOpportunityRow(db, agent, idOf(input, 'opportunityId')),
  createOLI: (db, agent, input) => findOwnOpportunityRow(db, agent, idOf(input, 'opportunityId')),
  submitPricing: (db, agent, input) => findOwnOpportunityRow(db, agent, idOf(input, 'opportunityId')),
  savePurchaseOrder: (db, agent, input) => findOwnOpportunityRow(db, agent, idOf(input, 'opportunityId')),
  savePoPayment: (db, agent, input) => findOwnOpportunityRow(db, agent, idOf(input, 'opportunityId')),
  // Deployment is no onboarding step: processDeployment judges the opportunity's status itself, so
  // that a refusal says why (DEPLOYMENT_NOT_APPROVED) rather than that the step is locked.
  processDeployment: () => Promise.resolve(null),
};

/** For a save that names its journey's lead rather than an opportunity, where in its input the lead's id is. */
const savedLeadId: Partial<Record<OperationName, (input: unknown) => string>> = {
  updateLead: (input) => idOf(input),
  createMerchant: (input) => idOf(input, 'leadId'),
  saveBusinessDetails: (input) => idOf(input, 'leadId'),
};

function isBuilt(rootField: string): boolean {
  const entry = operationInputs[rootField as OperationName] as (typeof operationInputs)[OperationName] | undefined;
  return entry !== undefined && entry !== NOT_BUILT;
}

/**
 * Whether an agent can save the step now: its definition is ready (not a draft the product owner is
 * still completing), the mutation it submits is built (operations not built yet are marked so in
 * the input registry, which a test keeps equal to the resolvers that exist), and the server knows
 * which opportunity that mutation changes, so that it can hold the step's edit lock.
 */
export function canSaveStep(forms: ServerForms, stepType: string): boolean {
  const submission = stepSubmissionsOf(forms.steps).byStep.get(stepType);
  if (!submission || submission.definition.status === 'draft') return false;
  return isBuilt(submission.rootField) && Object.hasOwn(savedOpportunity, submission.rootField);
}

/**
 * What the server knows of the journey a step's save is for, as the step context the definition's
 * conditions and rule tables read (mini flow, the lead's PAN and GSTIN, the ownership its PAN
 * suggests, the merchant account and the licence its MCC needs): the server judges a save with what it has stored, not with what
 * the app says of the journey.
 */
async function journeyContext(context: GraphQLContext, agent: AgentIdentity, opportunity: OpportunityRow | null, leadId: string): Promise<StepSave> {
  const id = opportunity?.leadId ?? leadId;
  const [lead] = isUuid(id) ? await context.db.select().from(leads).where(and(eq(leads.id, id), eq(leads.ownerEmployeeId, agent.employeeId))) : [];
  const panNumber = lead?.panNumber ?? opportunity?.panNumber ?? null;
  const pan = panNumber ? await context.registries.panDetails(panNumber) : null;
  const key: JourneyKey | null = lead ? { idType: 'LEAD', stateDataId: lead.id } : opportunity ? { idType: 'OPPORTUNITY', stateDataId: String(opportunity.id) } : null;
  const { forms } = await journeyRelease(context, agent, key);
  const stepContext: StepContext = {
    isPartner: agent.isPartner,
    isMiniFlow: usesMiniFlow(opportunity?.ownerType ?? lead?.ownerType, agent.isPartner),
    isExistingMerchant: opportunity?.isExistingMerchant ?? false,
    leadId: lead?.id ?? null,
    opportunityId: opportunity?.id ?? null,
    accountId: opportunity?.accountId ?? null,
    panNumber,
    gstin: lead?.gstin ?? null,
    ownershipType: pan ? suggestedOwnershipType(pan.holderType) : null,
    requiredLicence: await requiredLicence(context, agent, opportunity, forms.rules),
  };
  return { context: stepContext, forms, key };
}

/** What a step's save is judged with: the journey as the server knows it, and the release of forms/ the onboarding keeps. */
export interface StepSave {
  context: StepContext;
  forms: ServerForms;
  /** Where the journey's state is kept; null for a save that starts one (a new lead). */
  key: JourneyKey | null;
}

/** What a save of any step of the journey kept under `key` is judged with, as checkStepSave gives it. */
export async function journeyStepSave(context: GraphQLContext, agent: AgentIdentity, key: JourneyKey): Promise<StepSave> {
  const byLead = key.idType === 'LEAD';
  const opportunity = byLead ? await leadOpportunityRow(context.db, agent, key.stateDataId) : await findOwnOpportunityRow(context.db, agent, key.stateDataId);
  return journeyContext(context, agent, opportunity, byLead ? key.stateDataId : '');
}

/**
 * A step's save that its release's definition accepted answers what a move to that release asked
 * again of the step. Written in the save's transaction: a save that fails leaves the step asked.
 */
export async function answerReopenedStep(context: GraphQLContext, agent: AgentIdentity, save: StepSave, step: string): Promise<void> {
  if (!save.key) return;
  await context.db
    .update(onboardingStates)
    .set({ reopenedSteps: sql`array_remove(${onboardingStates.reopenedSteps}, ${step})` })
    .where(
      and(
        eq(onboardingStates.ownerEmployeeId, agent.employeeId),
        eq(onboardingStates.idType, save.key.idType),
        eq(onboardingStates.stateDataId, save.key.stateDataId),
        sql`${step} = any(${onboardingStates.reopenedSteps})`,
      ),
    );
}

/**
 * Checks that a step's save may happen and gives the journey's context to judge it with. Refuses it
 * with MOS-1007 when the step may no longer change: once its opportunity is submitted for review
 * nothing may, and a rejected one leaves only the first steps open (spec section 4). The app shows
 * such a step read-only; the server does not take the app's word for it.
 */
export async function checkStepSave(context: GraphQLContext, agent: AgentIdentity, submission: StepSubmission, input: unknown): Promise<StepSave> {
  const rootField = submission.rootField as OperationName;
  const find = savedOpportunity[rootField];
  if (!find) {
    // A built mutation whose opportunity is not known here could change a locked step.
    if (isBuilt(submission.rootField)) throw appError('MOS-1007');
    return { context: { isPartner: agent.isPartner }, forms: context.forms, key: null };
  }
  const opportunity = await find(context.db, agent, input);
  if (!stepEditable(submission.definition.step, opportunity)) throw appError('MOS-1007');
  return journeyContext(context, agent, opportunity, savedLeadId[rootField]?.(input) ?? '');
}
