import { CombinedError, type OperationContext } from '@urql/core';
import { IDEMPOTENCY_HEADER } from '../../api/idempotency';
import type { ProgressFetch } from '../../api/progress-fetch';
import type { StoredDocument } from './opportunity-documents';

/** Waits between the automatic attempts of an upload: three more attempts, each after a longer wait. */
export const UPLOAD_RETRY_DELAYS_MS = [1_000, 3_000, 9_000] as const;

/** Of an upload's progress bar, the part compression fills; sending fills the rest. */
export const COMPRESSION_SHARE = 0.3;

/** Where an upload is: compressed on the phone, then sent until the server has stored it. */
export type UploadStage = 'compressing' | 'uploading' | 'retrying' | 'failed';

/** One attempt's outcome: the document as stored, or why not. */
export type Sent = { document: StoredDocument } | { error: CombinedError };

/**
 * Whether trying again may help: no answer came (the network), the server failed unexpectedly, or
 * the same upload is still being stored. A catalogued refusal (a file of the wrong type, a locked
 * step) would be refused again.
 */
export function isRetryable(error: CombinedError): boolean {
  if (error.networkError || error.graphQLErrors.length === 0) return true;
  return error.graphQLErrors.every((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR' || e.extensions?.code === 'REQUEST_IN_PROGRESS');
}

/** A mutation's document, or its error; one that ended with neither counts as no answer. */
export function sentOf(document: StoredDocument | null | undefined, error: CombinedError | undefined): Sent {
  return document ? { document } : { error: error ?? new CombinedError({ networkError: new Error('no answer') }) };
}

/**
 * How every attempt of one upload is sent: with the progress of its sending (after compression's
 * share), and one idempotency id for them all, so that an attempt whose answer was lost is not
 * stored twice.
 */
export function uploadContext(progressFetch: ProgressFetch, onProgress: (progress: number) => void, id: string = crypto.randomUUID()): Partial<OperationContext> {
  return {
    fetch: progressFetch((sentPart) => onProgress(COMPRESSION_SHARE + sentPart * (1 - COMPRESSION_SHARE))),
    fetchOptions: { headers: { [IDEMPOTENCY_HEADER]: id } },
  };
}

export interface UploadEvents {
  stage(stage: 'uploading' | 'retrying'): void;
  stored(document: StoredDocument): void | Promise<void>;
  /** The automatic attempts gave up; `retry` sends it once more, the same way. */
  failed(retry: () => void): void;
  /** Refused (a locked step, a file of no accepted type): sending it again would be refused again. */
  refused(error: CombinedError): void;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends until stored, waiting longer between attempts; gives up on a refusal, or after the last wait. */
export async function sendUntilStored(attempt: () => Promise<Sent>, events: UploadEvents): Promise<void> {
  for (let tries = 0; ; tries++) {
    events.stage('uploading');
    const sent = await attempt();
    if ('document' in sent) {
      await events.stored(sent.document);
      return;
    }
    const delay = UPLOAD_RETRY_DELAYS_MS[tries];
    if (isRetryable(sent.error) && delay !== undefined) {
      events.stage('retrying');
      await wait(delay);
      continue;
    }
    if (isRetryable(sent.error)) events.failed(() => void sendUntilStored(attempt, events));
    else events.refused(sent.error);
    return;
  }
}
