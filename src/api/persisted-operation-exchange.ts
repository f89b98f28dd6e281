import { makeOperation, type Exchange } from '@urql/core';
import { persistedOperationIds } from '../../generated/persisted-operation-ids';
import { operationName } from './failed-call-exchange';
import { operationRewriteExchange } from './operation-rewrite-exchange';

/**
 * Sends each operation as the sha256 of its text (`extensions.persistedQuery`), as the server's
 * manifest of schema/operations/ knows it; with that extension the fetch exchange leaves the text out.
 * An operation the manifest does not know goes as it is, and the production server refuses it.
 */
export function persistedOperationExchange(ids: { readonly [operationName: string]: string | undefined } = persistedOperationIds): Exchange {
  return operationRewriteExchange((operation) => {
    const sha256Hash = ids[operationName(operation)];
    if (!sha256Hash) return operation;
    return makeOperation(
      operation.kind,
      { ...operation, extensions: { ...operation.extensions, persistedQuery: { version: 1, sha256Hash } } },
      operation.context,
    );
  });
}
