import { evaluateCondition } from '../../engine/conditions';
import type { ServerForms } from './server-forms';

/** What the server has stored for one onboarding, as the definitions' completeWhen conditions read it. */
export interface StoredOnboarding {
  lead: Record<string, unknown> | null;
  opportunity: Record<string, unknown> | null;
  /** How many documents the opportunity has of each sub-type it has any of ('documents.SELFIE'). */
  documents: Record<string, number>;
}

/**
 * Whether a step is complete: its definition's completeWhen holds for what is stored, or the agent
 * skipped it and it may be skipped. What a client says about completion is never taken as such.
 */
export function isStepComplete(
  forms: ServerForms,
  step: { type: string; skippable: boolean },
  stored: StoredOnboarding,
  skipped: ReadonlySet<string>,
): boolean {
  if (step.skippable && skipped.has(step.type)) return true;
  const condition = forms.steps.get(step.type)?.completeWhen;
  if (!condition) return false;
  return evaluateCondition(condition, { values: stored, context: {}, rules: forms.rules });
}
