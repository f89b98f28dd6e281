import type { GraphQLResolveInfo, GraphQLSchema } from 'graphql';
import type { z } from 'zod';
import type { GraphQLContext } from '../context';
import { appError } from '../errors';
import { validateStepVariables } from '../forms/validate-step';
import { requireStepOpen, stepTargetOf } from '../features/onboarding/step-order';
import { answerReopenedStep, checkStepSave } from '../journey/step-saving';
import { contractBounds } from '../input/contract-bounds';
import { mayCall } from '../input/callers';
import { NOT_BUILT, operationInputs, type OperationInputEntry, type OperationName } from '../input/operation-inputs';
import { stepSubmissionsOf } from '../input/step-submissions';

function firstIssue(result: z.ZodSafeParseResult<unknown>, fieldPaths: Readonly<Record<string, string>> = {}) {
  if (result.success) return null;
  const issue = result.error.issues[0];
  const path = issue?.path.map(String).join('.') ?? '';
  return { message: issue?.message, field: fieldPaths[path] ?? (path ? `input.${path}` : 'input') };
}

function isOperationName(name: string): name is OperationName {
  return Object.hasOwn(operationInputs, name);
}

export type InputGuard = (fieldName: string, input: unknown, context: GraphQLContext, info: GraphQLResolveInfo) => Promise<void>;

/**
 * The one place every operation's input is checked before its resolver runs: who may call it
 * (UNAUTHORIZED_ERROR without a session, MOS-2001 for the wrong kind of user), the contract's bounds
 * (MOS-1001 naming the field), then, for a step's save, the step's edit lock (MOS-1007), the step
 * order (STEP_NOT_OPEN for a step the navigation rules do not open yet, as for every other mutation
 * of a step) and the step definition the app rendered, then the operation's rules from src/domain
 * (both VALIDATION_ERROR with the field's own message).
 */
export function createInputGuard(schema: GraphQLSchema): InputGuard {
  const bounds = contractBounds(schema);

  return async (fieldName, input, context, info) => {
    const bound = bounds.get(fieldName);
    if (!bound || !isOperationName(fieldName)) throw appError('MOS-1001');
    const entry: OperationInputEntry = operationInputs[fieldName];
    // Who may call comes before what they sent: a caller without a session learns nothing more.
    if (!context.agent && (entry === NOT_BUILT || !entry.public)) throw appError('UNAUTHORIZED_ERROR');
    if (context.agent && !mayCall(entry === NOT_BUILT ? {} : entry, context.agent)) throw appError('MOS-2001');
    const outOfBounds = firstIssue(bound.safeParse(input));
    if (outOfBounds) throw appError('MOS-1001', outOfBounds);
    const submission = info.operation.name ? stepSubmissionsOf(context.forms.steps).byOperation.get(info.operation.name.value) : undefined;
    if (submission && submission.rootField === fieldName && context.agent) {
      // A step that may no longer change is refused whatever was sent, before what was sent is judged;
      // so is one the navigation rules do not open yet.
      const save = await checkStepSave(context, context.agent, submission, input);
      // The save is its step's; what it carries may be another step's too (a partner's KYC).
      const carried = await stepTargetOf(context, context.agent, fieldName, input);
      await requireStepOpen(context, context.agent, {
        opportunityId: typeof save.context.opportunityId === 'number' ? save.context.opportunityId : null,
        leadId: typeof save.context.leadId === 'string' ? save.context.leadId : null,
        steps: [[submission.definition.step], ...(carried?.steps ?? [])],
      });
      validateStepVariables(save.forms, submission.definition.step, { input }, save.context);
      await answerReopenedStep(context, context.agent, save, submission.definition.step);
    } else if (context.agent && info.operation.operation === 'mutation') {
      // A step's action (a photo, a mandate, a KYC check...) waits for its step to open, like its save.
      const target = await stepTargetOf(context, context.agent, fieldName, input);
      if (target) await requireStepOpen(context, context.agent, target);
    }
    if (entry !== NOT_BUILT && entry.schema) {
      const problem = firstIssue(await entry.schema(context.agent).safeParseAsync(input), entry.fieldPaths);
      if (problem) throw appError('VALIDATION_ERROR', problem);
    }
  };
}
