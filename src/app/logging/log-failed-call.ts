import type { FailedCall } from '../../api/failed-call-exchange';
import { describeError } from '../../api/error-message';
import type { LogClient } from '../../api/log-client';

// Codes that are part of normal use (a form the agent must correct, an operation not built yet):
// worth a warning, not an error.
const EXPECTED_CODES: ReadonlySet<string> = new Set(['VALIDATION_ERROR', 'NOT_IMPLEMENTED', 'UNAUTHORIZED_ERROR', 'ACCESS_RESTRICTED']);

/**
 * Logs a failed call by operation name and error code. A code the app has no text for is a missing
 * translation key (spec section 8): it is logged as a warning of its own, once the catalogue, which
 * /login and Home do not load, has arrived.
 */
export async function logFailedCall(logger: LogClient, failure: FailedCall): Promise<void> {
  const { code, message } = describeError(failure.error);
  const level = EXPECTED_CODES.has(code) ? 'WARN' : 'ERROR';
  logger.log(level, `Call ${failure.operationName} failed: ${code}`, { name: code, message });
  if (code === 'NETWORK_ERROR' || code === 'UNKNOWN') return;
  const catalogue = await import('../../domain/error-catalogue').catch(() => null);
  if (catalogue && !catalogue.isErrorCode(code)) {
    logger.warn(`Missing text for error code ${code} (call ${failure.operationName})`);
  }
}
