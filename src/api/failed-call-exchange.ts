import type { CombinedError, Exchange, Operation } from '@urql/core';
import { pipe, tap } from 'wonka';

export interface FailedCall {
  /** The operation's name as written in schema/operations (e.g. FaqScreen_List). */
  operationName: string;
  kind: Operation['kind'];
  error: CombinedError;
}

export function operationName(operation: Operation): string {
  for (const definition of operation.query.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value ?? 'anonymous';
  }
  return 'anonymous';
}

/**
 * Reports every call that ends in an error, after the auth exchange has had its chance to refresh
 * and retry (so a call rescued by a refresh is not reported). Only the operation's name and the
 * error go out: variables can carry a merchant's personal data.
 */
export function failedCallExchange(onFailure: (failure: FailedCall) => void): Exchange {
  return ({ forward }) =>
    (operations$) =>
      pipe(
        forward(operations$),
        tap((result) => {
          if (result.error) onFailure({ operationName: operationName(result.operation), kind: result.operation.kind, error: result.error });
        }),
      );
}
