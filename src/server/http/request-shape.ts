import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { appError } from '../errors';
import { variablesShapeProblem } from '../input/variable-shapes';

/** The only extension a caller sends: the hash of a persisted operation (persisted-operations.ts). */
const PERSISTED_QUERY = 'persistedQuery';
/** Longer than any operation name of schema/operations/. */
const MAX_OPERATION_NAME_LENGTH = 128;

export const REQUEST_SHAPE_MESSAGES = {
  extensions: 'The request carries extensions the server does not read.',
  operationName: 'The operation name is too long.',
} as const;

function extensionsProblem(extensions: unknown): boolean {
  if (extensions === undefined || extensions === null) return false;
  if (typeof extensions !== 'object' || Array.isArray(extensions)) return true;
  for (const key in extensions) if (key !== PERSISTED_QUERY) return true;
  return false;
}

/**
 * Refuses, before any other work, what no operation reads (extensions other than the persisted
 * operation's hash, an operation name longer than any), and then, before graphql-js coerces them,
 * variables of the wrong shape (variable-shapes.ts): each with the catalogue's request error naming
 * the field, at a cost linear in the body, so that no request holds the server for others.
 * It comes before every plugin that reads the variables (the cost limit, idempotency).
 */
export function useRequestShape(): Plugin {
  return {
    onParams({ params, setResult }) {
      if (extensionsProblem(params.extensions)) {
        setResult({ errors: [appError('MOS-1001', { message: REQUEST_SHAPE_MESSAGES.extensions })] });
      } else if (typeof params.operationName === 'string' && params.operationName.length > MAX_OPERATION_NAME_LENGTH) {
        setResult({ errors: [appError('MOS-1001', { message: REQUEST_SHAPE_MESSAGES.operationName })] });
      }
    },
    onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (!operation) return;
      const problem = variablesShapeProblem(args.schema, operation, args.variableValues);
      if (problem) setResultAndStopExecution({ errors: [appError('MOS-1001', problem)] });
    },
  };
}
