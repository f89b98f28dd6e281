import type { ServerForms } from '../forms/server-forms';
import { NOT_BUILT, operationInputs, type OperationName } from '../input/operation-inputs';
import { stepSubmissionsOf } from '../input/step-submissions';

/**
 * Whether an agent can save the step now: its definition is ready (not a draft the product owner is
 * still completing) and the mutation it submits is built (operations not built yet are marked so in
 * the input registry, which a test keeps equal to the resolvers that exist).
 */
export function canSaveStep(forms: ServerForms, stepType: string): boolean {
  const submission = stepSubmissionsOf(forms.steps).byStep.get(stepType);
  if (!submission || submission.definition.status === 'draft') return false;
  const entry = operationInputs[submission.rootField as OperationName] as (typeof operationInputs)[OperationName] | undefined;
  return entry !== undefined && entry !== NOT_BUILT;
}
