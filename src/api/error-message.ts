import type { CombinedError } from '@urql/core';
import { GENERIC_MESSAGE, GENERIC_RETRY_MESSAGE, OOPS_TITLE, catalogueEntry } from '../domain/error-catalogue';

export interface ErrorMessage {
  /** The catalogue's code, or NETWORK_ERROR when no answer came. */
  code: string;
  /** Title for a dialog: the error type. */
  title: string;
  message: string;
}

/**
 * The spec's mapping: INTERNAL_SERVER_ERROR is the generic 'Oops!'; a catalogued code gets its
 * message; other errors use the server's message, falling back to the generic one.
 */
export function describeError(error: CombinedError): ErrorMessage {
  const first = error.graphQLErrors[0];
  if (!first) {
    return { code: 'NETWORK_ERROR', title: OOPS_TITLE, message: GENERIC_RETRY_MESSAGE };
  }
  const code = typeof first.extensions?.code === 'string' ? first.extensions.code : 'UNKNOWN';
  if (code === 'INTERNAL_SERVER_ERROR') return { code, title: OOPS_TITLE, message: GENERIC_MESSAGE };
  const entry = catalogueEntry(code);
  const serverMessage = typeof first.extensions?.message === 'string' ? first.extensions.message : first.message;
  const type = typeof first.extensions?.type === 'string' ? first.extensions.type : entry?.type;
  return {
    code,
    title: type ?? OOPS_TITLE,
    message: serverMessage || entry?.message || GENERIC_MESSAGE,
  };
}
