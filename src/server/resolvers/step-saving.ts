import { isStepEditable } from '../../domain/onboarding-steps';
import type { AgentIdentity, GraphQLContext } from '../context';
import type { Database } from '../db/connection';
import type { opportunities } from '../db/schema';
import { appError } from '../errors';
import type { ServerForms } from '../forms/server-forms';
import { NOT_BUILT, operationInputs, type OperationName } from '../input/operation-inputs';
import { stepSubmissionsOf, type StepSubmission } from '../input/step-submissions';
import { findOwnOpportunityRow, leadOpportunityRow } from './opportunity';

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
  createMerchant: (db, agent, input) =>
    idOf(input, 'opportunityId') ? findOwnOpportunityRow(db, agent, idOf(input, 'opportunityId')) : leadOpportunityRow(db, agent, idOf(input, 'leadId')),
  // A bank account is saved for the journey's opportunity; without one, its merchant's latest
  // opportunity decides, in the resolver (isEditable).
  createBankAccount: (db, agent, input) => (idOf(input, 'opportunityId') ? findOwnOpportunityRow(db, agent, idOf(input, 'opportunityId')) : Promise.resolve(null)),
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
 * Refuses a step's save with MOS-1007 when the step may no longer change: once its opportunity is
 * submitted for review nothing may, and a rejected one leaves only the first steps open (spec
 * section 4). The app shows such a step read-only; the server does not take the app's word for it.
 */
export async function refuseLockedStepSave(context: GraphQLContext, agent: AgentIdentity, submission: StepSubmission, input: unknown): Promise<void> {
  const find = savedOpportunity[submission.rootField as OperationName];
  if (!find) {
    // A built mutation whose opportunity is not known here could change a locked step.
    if (isBuilt(submission.rootField)) throw appError('MOS-1007');
    return;
  }
  if (!stepEditable(submission.definition.step, await find(context.db, agent, input))) throw appError('MOS-1007');
}
