import type { SignatoryFacts } from '../../domain/signatories';
import { evaluateCondition } from '../../engine/conditions';
import type { StepContext } from '../../engine/definition';
import type { ServerForms } from './server-forms';

/** What the server has stored for one onboarding, as the definitions' completeWhen conditions read it. */
export interface StoredOnboarding {
  lead: Record<string, unknown> | null;
  opportunity: Record<string, unknown> | null;
  /** What the merchant account's partners or directors add up to; null before the journey has an account. */
  signatories: SignatoryFacts | null;
  /** How many documents the opportunity has of each sub-type it has any of ('documents.SELFIE'). */
  documents: Record<string, number>;
  /** Whether the merchant's own KYC passed (its document's name matched the PAN name); null before the journey has an opportunity. */
  kyc: { completed: boolean } | null;
  /** Whether a signed mandate (submitted or active) is stored, and whether the merchant needs one; null before the journey has an opportunity. */
  mandate: { signed: boolean; required: boolean } | null;
  /** Whether the opportunity's line items are stored (createOLI); null before the journey has an opportunity. */
  products: { stored: boolean } | null;
  /** Whether its pricing is approved or auto-approved; null before the journey has an opportunity. */
  pricing: { agreed: boolean } | null;
  /** Whether the merchant has accepted the purchase order; null before there is one. */
  purchaseOrder: { completed: boolean } | null;
  /** Whether the payment the PO's payment type asks for is made; null before the journey has an opportunity. */
  payment: { completed: boolean } | null;
}

/** What the onboarding's state row marks on its steps: the ones the agent skipped, the ones a move to a later release asks again. */
export interface StepMarks {
  skipped: ReadonlySet<string>;
  reopened: ReadonlySet<string>;
}

/**
 * Whether a step is complete: its definition's completeWhen holds for what is stored (and the
 * journey's context the server derived), unless a move to this release found its stored values
 * refused and it has not been saved since; or the agent skipped it and it may be skipped. What a
 * client says about completion is never taken as such.
 */
export function isStepComplete(forms: ServerForms, step: { type: string; skippable: boolean }, stored: StoredOnboarding, context: StepContext, marks: StepMarks): boolean {
  if (stepSkippable(forms, step, context) && marks.skipped.has(step.type)) return true;
  if (marks.reopened.has(step.type)) return false;
  const condition = forms.steps.get(step.type)?.completeWhen;
  if (!condition) return false;
  return evaluateCondition(condition, { values: stored, context, rules: forms.rules });
}

/**
 * Whether a step is part of a journey with this context: its definition's appliesWhen holds (a
 * step without one is part of every journey of its flow).
 */
export function stepApplies(forms: ServerForms, stepType: string, context: StepContext): boolean {
  const condition = forms.steps.get(stepType)?.appliesWhen;
  return !condition || evaluateCondition(condition, { values: {}, context, rules: forms.rules });
}

/**
 * Whether the agent may skip a step in a journey with this context: its flow marks it skippable and
 * its definition's skippableWhen, if any, holds (a business document step is not skipped when the
 * merchant's MCC needs a licence).
 */
export function stepSkippable(forms: ServerForms, step: { type: string; skippable: boolean }, context: StepContext): boolean {
  if (!step.skippable) return false;
  const condition = forms.steps.get(step.type)?.skippableWhen;
  return !condition || evaluateCondition(condition, { values: {}, context, rules: forms.rules });
}
