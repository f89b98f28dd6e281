import { compileStep, type OperationVariables } from '../../engine/compile';
import type { StepContext } from '../../engine/definition';
import type { ServerForms } from './server-forms';
import { appError } from '../errors';
import { validateInput } from '../graphql/validate-input';

/**
 * Validates a mutation's variables with the step definition of the onboarding's release of forms/:
 * its required fields, validators and conditions, so the client is never trusted. The first problem
 * becomes a VALIDATION_ERROR naming the bind path.
 */
export function validateStepVariables(forms: ServerForms, step: string, variables: unknown, stepContext: StepContext): OperationVariables {
  const definition = forms.steps.get(step);
  // A step a later release added is not part of an onboarding that keeps an earlier one.
  if (!definition) throw appError('MOS-1007');
  return validateInput(compileStep(definition, { context: stepContext, rules: forms.rules, clockJudgedElsewhere: true }), variables);
}
