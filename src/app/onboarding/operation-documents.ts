import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import * as documents from '../../../generated/graphql';

/** The typed document of a named operation in schema/operations/, as step definitions name them. */
export function operationDocument(name: string): TypedDocumentNode<Record<string, unknown>, Record<string, unknown>> | null {
  const found: unknown = (documents as Record<string, unknown>)[`${name}Document`];
  return found && typeof found === 'object' && 'kind' in found ? (found as TypedDocumentNode<Record<string, unknown>, Record<string, unknown>>) : null;
}
