import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import * as documents from '../../../generated/graphql';

type AnyDocument = TypedDocumentNode<Record<string, unknown>, Record<string, unknown>>;

function operationName(document: unknown): string | null {
  if (!document || typeof document !== 'object' || !('definitions' in document) || !Array.isArray(document.definitions)) return null;
  const [definition] = document.definitions as { kind?: string; name?: { value?: string } }[];
  return definition?.kind === 'OperationDefinition' ? (definition.name?.value ?? null) : null;
}

// Indexed by the operation's own name, as definitions write it: codegen's export names change its
// case (GstinsFromPAN is exported as GstinsFromPanDocument), so they cannot be derived from it.
const byOperationName = new Map<string, AnyDocument>(
  Object.values(documents).flatMap((document): [string, AnyDocument][] => {
    const name = operationName(document);
    return name ? [[name, document as AnyDocument]] : [];
  }),
);

/** The typed document of a named operation in schema/operations/, as step definitions name them. */
export function operationDocument(name: string): AnyDocument | null {
  return byOperationName.get(name) ?? null;
}
