import type { CombinedError } from '@urql/core';
import { GENERIC_MESSAGE, GENERIC_RETRY_MESSAGE, OOPS_TITLE, sessionErrors } from '../domain/session-errors';

export interface ErrorMessage {
  /** The catalogue's code, or NETWORK_ERROR when no answer came. */
  code: string;
  /** Title for a dialog: the error type. */
  title: string;
  message: string;
}

const INVALID_REQUEST = 'MOS-1001';

/**
 * The spec's mapping: INTERNAL_SERVER_ERROR is the generic 'Oops!'; MOS-1001 is the catalogue's
 * 'Invalid request' (the server's detail of a refused request is graphql-js's wording, for
 * developers); any other error shows the type and message the server gave it from the catalogue.
 * The server puts code, type and message on every error it answers, so the app needs no copy of the
 * catalogue to show one. An answer without them was not worded for an agent (a raw GraphQL or
 * transport error): it shows the generic message, never its text.
 */
export function describeError(error: CombinedError): ErrorMessage {
  const first = error.graphQLErrors[0];
  if (!first) {
    return { code: 'NETWORK_ERROR', title: OOPS_TITLE, message: GENERIC_RETRY_MESSAGE };
  }
  const code = typeof first.extensions?.code === 'string' ? first.extensions.code : 'UNKNOWN';
  if (code === 'INTERNAL_SERVER_ERROR') return { code, title: OOPS_TITLE, message: GENERIC_MESSAGE };
  if (code === INVALID_REQUEST) {
    const entry = sessionErrors[INVALID_REQUEST];
    return { code, title: entry.type, message: entry.message };
  }
  const type = typeof first.extensions?.type === 'string' ? first.extensions.type : '';
  const message = typeof first.extensions?.message === 'string' ? first.extensions.message : '';
  // Only the catalogue's errors carry a type: without one, the message is nobody's words for an agent.
  if (!type || !message) return { code, title: OOPS_TITLE, message: GENERIC_MESSAGE };
  return { code, title: type, message };
}
