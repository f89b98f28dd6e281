import { prefetchLaterStyles, screenStyles } from '../styles/screen-styles';
import type { ScreenLoader } from './route-table';

/** A screen's chunk that has not arrived after this long counts as failed (spec section 9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeoutError extends Error {
  override name = 'ChunkLoadTimeoutError';
}

/**
 * Loads a screen's chunk and the styles it needs, so that it never renders unstyled, failing after
 * the timeout instead of waiting for ever on a dead network.
 */
export function loadChunk(load: ScreenLoader, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): ReturnType<ScreenLoader> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(`the screen did not load within ${timeoutMs} ms`)), timeoutMs);
    Promise.all([load(), screenStyles(load)]).then(
      ([module]) => {
        clearTimeout(timer);
        resolve(module);
        prefetchLaterStyles();
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
