import { compileStep, type OperationVariables } from '../../engine/compile';
import type { StepContext } from '../../engine/definition';
import type { GraphQLContext } from '../context';
import { appError } from '../errors';
import { validateInput } from '../resolvers/validate-input';

/**
 * Validates a mutation's variables with the step definition the app rendered them from: the same
 * required fields, validators and conditions, so the client is never trusted. The first problem
 * becomes a VALIDATION_ERROR naming the bind path.
 */
export function validateStepVariables(context: GraphQLContext, step: string, variables: unknown, stepContext: StepContext): OperationVariables {
  const definition = context.forms.steps.get(step);
  if (!definition) throw appError('INTERNAL_SERVER_ERROR');
  return validateInput(compileStep(definition, { context: stepContext, rules: context.forms.rules }), variables);
}
