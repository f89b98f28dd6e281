import { readOperations } from '../forms/forms-on-disk';
import type { ServerForms } from '../forms/server-forms';
import { NOT_BUILT, operationInputs, type OperationName } from '../input/operation-inputs';
import { stepSubmissions, type StepSubmission } from '../input/step-submissions';

// The client operations and the step definitions are fixed for the life of the process.
let submissions: { steps: ServerForms['steps']; byStep: Map<string, StepSubmission> } | undefined;

function submissionOf(forms: ServerForms, stepType: string): StepSubmission | undefined {
  if (submissions?.steps !== forms.steps) {
    const byOperation = stepSubmissions(forms.steps, readOperations());
    submissions = { steps: forms.steps, byStep: new Map([...byOperation.values()].map((s) => [s.definition.step, s])) };
  }
  return submissions.byStep.get(stepType);
}

/**
 * Whether an agent can save the step now: its definition is ready (not a draft the product owner is
 * still completing) and the mutation it submits is built (operations not built yet are marked so in
 * the input registry, which a test keeps equal to the resolvers that exist).
 */
export function canSaveStep(forms: ServerForms, stepType: string): boolean {
  const submission = submissionOf(forms, stepType);
  if (!submission || submission.definition.status === 'draft') return false;
  const entry = operationInputs[submission.rootField as OperationName] as (typeof operationInputs)[OperationName] | undefined;
  return entry !== undefined && entry !== NOT_BUILT;
}
