import { makeOperation, type Exchange, type Operation } from '@urql/core';
import { operationName } from './failed-call-exchange';
import { operationRewriteExchange } from './operation-rewrite-exchange';

export type OperationIds = { readonly [operationName: string]: string | undefined };

/**
 * The hash an operation goes as: a production build's document carries its own
 * (generated/persisted-documents.ts); the full documents of development and tests are looked up by name.
 */
function hashOf(operation: Operation, ids: OperationIds): string | undefined {
  const meta = (operation.query as { __meta__?: { hash?: unknown } }).__meta__;
  return typeof meta?.hash === 'string' ? meta.hash : ids[operationName(operation)];
}

/**
 * Sends each operation as the sha256 of its text (`extensions.persistedQuery`), as the server's
 * manifest of schema/operations/ knows it; with that extension the fetch exchange leaves the text out.
 * An operation the manifest does not know goes as it is, and the production server refuses it.
 */
export function persistedOperationExchange(ids: OperationIds = {}): Exchange {
  return operationRewriteExchange((operation) => {
    const sha256Hash = hashOf(operation, ids);
    if (!sha256Hash) return operation;
    return makeOperation(
      operation.kind,
      { ...operation, extensions: { ...operation.extensions, persistedQuery: { version: 1, sha256Hash } } },
      operation.context,
    );
  });
}
