import { makeOperation, type Exchange } from '@urql/core';
import { operationRewriteExchange } from './operation-rewrite-exchange';

export const IDEMPOTENCY_HEADER = 'x-idempotency-id';

type HeaderMap = Record<string, string>;

function headersOf(init: RequestInit | (() => RequestInit) | undefined): HeaderMap {
  const options = typeof init === 'function' ? init() : init;
  return { ...(options?.headers as HeaderMap | undefined) };
}

/**
 * Gives every call its own idempotency id. The id stays with the operation, so a call retried after a
 * token refresh is recognised by the server as the same call.
 */
export function idempotencyExchange(newId: () => string = () => crypto.randomUUID()): Exchange {
  return operationRewriteExchange((operation) => {
    const current = operation.context.fetchOptions;
    const headers = headersOf(current);
    if (headers[IDEMPOTENCY_HEADER]) return operation;
    const options = typeof current === 'function' ? current() : current;
    return makeOperation(operation.kind, operation, {
      ...operation.context,
      fetchOptions: { ...options, headers: { ...headers, [IDEMPOTENCY_HEADER]: newId() } },
    });
  });
}
