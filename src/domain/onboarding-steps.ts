// Step display status and navigation (spec section 4, 'Step display status' and 'Step navigation'),
// and which steps an opportunity's status leaves editable.

import { isDeployable } from './deployment';

export type StepDisplayStatus = 'disabled' | 'completed' | 'inprogress' | 'pending';

export interface StepState {
  type: string;
  isComplete: boolean;
  editable: boolean;
}

/** Delay between a drawer click and the navigation it causes. */
export const STEP_NAVIGATION_DELAY_MS = 100;
const FALLBACK_STEP = 'PanDetail';
/** Steps a lead without a stored opportunity id may open from the drawer. */
const LEAD_ONLY_STEPS: readonly string[] = ['CreateLead', 'PanDetail'];

/**
 * Not editable: disabled. Editable and complete: completed. The first editable incomplete step:
 * inprogress. Every later editable incomplete step: pending.
 */
export function displayStatuses(steps: readonly StepState[]): StepDisplayStatus[] {
  let inProgressGiven = false;
  return steps.map((step) => {
    if (!step.editable) return 'disabled';
    if (step.isComplete) return 'completed';
    if (!inProgressGiven) {
      inProgressGiven = true;
      return 'inprogress';
    }
    return 'pending';
  });
}

/** Only completed and inprogress steps react to a click. */
export function reactsToClick(status: StepDisplayStatus): boolean {
  return status === 'completed' || status === 'inprogress';
}

/**
 * What the agent is told of a step the navigation rules do not open yet (a pending step): the step
 * screen's notice, opened by its address, and the server's refusal of its save (STEP_NOT_OPEN).
 */
export const stepOrderTexts = {
  title: 'Complete the earlier steps first',
  refused: 'Please complete the earlier steps first.',
  notice: (inProgressLabel: string) => `This step opens once the steps before it are complete. ${inProgressLabel} is in progress.`,
  goTo: (inProgressLabel: string) => `Go to ${inProgressLabel}`,
} as const;

/**
 * Whether the navigation rules open a step yet: a pending step (an earlier editable step is still
 * incomplete) is not. A disabled step is locked rather than not yet open: the step's lock says so.
 */
export function stepOpen(status: StepDisplayStatus): boolean {
  return status !== 'pending';
}

export interface NextStep {
  type: string | undefined;
  /** Set when the current step was not in the list (the caller logs it). */
  error?: string;
}

/** The step after the current one; when the current step is not found, the first step, with an error. */
export function nextStep(steps: readonly StepState[], current: string): NextStep {
  const index = steps.findIndex((s) => s.type === current);
  if (index === -1) return { type: steps[0]?.type, error: `step ${current} is not in the step list` };
  return { type: steps[index + 1]?.type };
}

/** Where editing starts: the first editable step, or PanDetail when none is. */
export function editStart(steps: readonly StepState[]): string {
  return steps.find((s) => s.editable)?.type ?? FALLBACK_STEP;
}

/** The last step before review: the second-to-last step, or PanDetail when there is none. */
export function lastBeforeReview(steps: readonly StepState[]): string {
  return steps.at(-2)?.type ?? FALLBACK_STEP;
}

/**
 * Whether a drawer click on a step navigates. Without a stored opportunity id only CreateLead and
 * PanDetail do; with one, only editable steps do; and in both cases only completed and inprogress steps.
 */
export function drawerNavigates(step: StepState, status: StepDisplayStatus, hasStoredOpportunityId: boolean): boolean {
  if (!reactsToClick(status)) return false;
  return hasStoredOpportunityId ? step.editable : LEAD_ONLY_STEPS.includes(step.type);
}

const REJECTED_STATUSES: readonly string[] = ['PRICING_REJECTED', 'PO_ACTIVATION_REJECTED', 'DEPLOYMENT_REJECTED', 'CSE_REJECTED'];
/** Statuses in which the opportunity is with reviewers: nothing can be edited. */
const IN_REVIEW_STATUSES: readonly string[] = ['PO_APPROVAL_SUBMITTED', 'DEPLOYMENT_REQUESTED', 'PO_ACTIVATION_REQUESTED'];

const DEPLOYMENT_STEP = 'Deployment';

/**
 * Which steps are editable for an opportunity: rejected statuses only the first steps (create lead,
 * PAN); submitted for review none; otherwise all. A lead without an opportunity edits every step.
 */
export function isStepEditable(stepType: string, opportunity: { status: string; submitted: boolean } | null): boolean {
  if (!opportunity) return true;
  // Deployment follows the approval of a submitted onboarding: its records (test transaction
  // proofs) change while the opportunity is being deployed, and only then.
  if (stepType === DEPLOYMENT_STEP) return isDeployable(opportunity.status);
  if (opportunity.submitted || IN_REVIEW_STATUSES.includes(opportunity.status)) return false;
  // A rejected PO activation is answered by rectifying the PO (spec section 4, PO freeze).
  if (opportunity.status === 'PO_ACTIVATION_REJECTED' && stepType === stepAnsweringRejection(opportunity.status)) return true;
  if (REJECTED_STATUSES.includes(opportunity.status)) return LEAD_ONLY_STEPS.includes(stepType);
  return true;
}

/**
 * Where the agent answers a rejection: a rejected pricing is revised on Pricing (revising reopens it),
 * a rejected PO activation rectified on the purchase order. Other rejections have no step of their own.
 */
const REJECTION_ANSWERED_ON: Readonly<Record<string, string>> = { PRICING_REJECTED: 'PricingPlan', PO_ACTIVATION_REJECTED: 'PurchaseOrder' };

export function stepAnsweringRejection(status: string): string | undefined {
  return Object.hasOwn(REJECTION_ANSWERED_ON, status) ? REJECTION_ANSWERED_ON[status] : undefined;
}

/** The flow a lead or opportunity follows: partners and StandardMini owners take the mini flow. */
export function usesMiniFlow(ownerType: string | null | undefined, isPartnerAgent: boolean): boolean {
  return isPartnerAgent || ownerType === 'StandardMini';
}

/** The step on which each kind of merchant record is entered (spec section 6, editable ids). */
const STEP_OF_RECORD = {
  ACCOUNT: 'BusinessDetails',
  CONTACT: 'BusinessDetails',
  MCC: 'BusinessDetails',
  BILLING_ENTITY: 'BusinessDetails',
  BANK_ACCOUNT: 'BankAccount',
  STORE: 'MultiStores',
  SIGNATORY: 'PartnershipKyc',
} as const;

export type EditableRecordKind = keyof typeof STEP_OF_RECORD;

/**
 * A merchant record's isEditable: the step it is entered on must be editable for the account's
 * latest opportunity (isStepEditable). An account with no opportunity yet is being onboarded: editable.
 */
export function isRecordEditable(kind: EditableRecordKind, opportunity: { status: string; submitted: boolean } | null): boolean {
  return isStepEditable(STEP_OF_RECORD[kind], opportunity);
}
