import type { CombinedError } from '@urql/core';
import { GENERIC_MESSAGE, GENERIC_RETRY_MESSAGE, OOPS_TITLE } from '../domain/session-errors';

export interface ErrorMessage {
  /** The catalogue's code, or NETWORK_ERROR when no answer came. */
  code: string;
  /** Title for a dialog: the error type. */
  title: string;
  message: string;
}

/**
 * The spec's mapping: INTERNAL_SERVER_ERROR is the generic 'Oops!'; any other error shows the type
 * and message the server gave it from the catalogue, falling back to the generic ones. The server
 * puts both on every error it answers, so the app needs no copy of the catalogue to show one.
 */
export function describeError(error: CombinedError): ErrorMessage {
  const first = error.graphQLErrors[0];
  if (!first) {
    return { code: 'NETWORK_ERROR', title: OOPS_TITLE, message: GENERIC_RETRY_MESSAGE };
  }
  const code = typeof first.extensions?.code === 'string' ? first.extensions.code : 'UNKNOWN';
  if (code === 'INTERNAL_SERVER_ERROR') return { code, title: OOPS_TITLE, message: GENERIC_MESSAGE };
  const serverMessage = typeof first.extensions?.message === 'string' ? first.extensions.message : first.message;
  const type = typeof first.extensions?.type === 'string' ? first.extensions.type : null;
  return { code, title: type || OOPS_TITLE, message: serverMessage || GENERIC_MESSAGE };
}
