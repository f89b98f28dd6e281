import type { CombinedError } from '@urql/core';

/** Waits between the automatic attempts of an upload: three more attempts, each after a longer wait. */
export const UPLOAD_RETRY_DELAYS_MS = [1_000, 3_000, 9_000] as const;

/**
 * Whether trying again may help: no answer came (the network), the server failed unexpectedly, or
 * the same upload is still being stored. A catalogued refusal (a file of the wrong type, a locked
 * step) would be refused again.
 */
export function isRetryable(error: CombinedError): boolean {
  if (error.networkError || error.graphQLErrors.length === 0) return true;
  return error.graphQLErrors.every((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR' || e.extensions?.code === 'REQUEST_IN_PROGRESS');
}
