import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { FaqScreen_ListDocument } from '../../generated/graphql';
import { createApiClient } from '../../src/api/client';
import type { FailedCall } from '../../src/api/failed-call-exchange';
import { createLogClient, type LogTransport } from '../../src/api/log-client';
import { createSessionStore, memoryCookieJar } from '../../src/api/session';
import { logFailedCall } from '../../src/app/logging/log-failed-call';
import type { LogEntry } from '../../src/domain/log-entry';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function answering(body: unknown): typeof fetch {
  return async () => Response.json(body);
}

async function failedCallsFor(fetchFn: typeof fetch) {
  const failures: FailedCall[] = [];
  const alerts: string[] = [];
  const client = createApiClient({
    url: 'http://test.local/graphql',
    session: createSessionStore(memoryCookieJar()),
    fetch: fetchFn,
    onCallFailed: (failure) => failures.push(failure),
    showAlert: (alert) => alerts.push(`${alert.title}: ${alert.message}`),
  });
  await client.query(FaqScreen_ListDocument, { input: { search: 'aadhaar 2345 6789 0123' } }).toPromise();
  return { failures, alerts };
}

async function logged(failures: FailedCall[]) {
  const sent: LogEntry[] = [];
  const transport: LogTransport = async (batch) => void sent.push(...batch);
  const logger = createLogClient({ transport, version: '0.1.0', deviceInfo: () => ({}) });
  await Promise.all(failures.map((failure) => logFailedCall(logger, failure)));
  await logger.flush();
  return sent;
}

test('a failed call is reported by operation name, after the client is done with it, and logged without its variables', async () => {
  const { failures, alerts } = await failedCallsFor(
    answering({ data: null, errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR', type: 'Oops!', message: 'Something went wrong. Please try again later.' } }] }),
  );
  expect(failures.map((f) => [f.operationName, f.kind])).toEqual([['FaqScreen_List', 'query']]);
  expect(alerts).toEqual([]);
  const entries = await logged(failures);
  expect(entries.map((e) => [e.logLevel, e.message, e.exceptionName, e.exceptionMessage])).toEqual([
    ['ERROR', 'Call FaqScreen_List failed: INTERNAL_SERVER_ERROR', 'INTERNAL_SERVER_ERROR', 'Something went wrong. Please try again later.'],
  ]);
  expect(JSON.stringify(entries)).not.toContain('2345');
});

test('a network failure is logged as an error', async () => {
  const { failures } = await failedCallsFor(async () => {
    throw new TypeError('Failed to fetch');
  });
  const entries = await logged(failures);
  expect(entries.map((e) => e.message)).toEqual(['Call FaqScreen_List failed: NETWORK_ERROR']);
});

test('an error code the app has no text for is a missing translation key: logged as a warning', async () => {
  const { failures } = await failedCallsFor(
    answering({ data: null, errors: [{ message: 'new', extensions: { code: 'XYZ-9999', type: 'New Error', message: 'Something new' } }] }),
  );
  const entries = await logged(failures);
  expect(entries.map((e) => [e.logLevel, e.message])).toEqual([
    ['ERROR', 'Call FaqScreen_List failed: XYZ-9999'],
    ['WARN', 'Missing text for error code XYZ-9999 (call FaqScreen_List)'],
  ]);
});

test('an expected code (a form to correct, an operation not built yet) is only a warning', async () => {
  const { failures } = await failedCallsFor(
    answering({ data: null, errors: [{ message: 'n/a', extensions: { code: 'NOT_IMPLEMENTED', type: 'Not Available', message: 'later' } }] }),
  );
  expect((await logged(failures)).map((e) => e.logLevel)).toEqual(['WARN']);
});

test('an error no screen can put right opens the global alert through the API layer', async () => {
  const { alerts } = await failedCallsFor(
    answering({ data: null, errors: [{ message: 'x', extensions: { code: 'MOS-2002', type: 'Session Error', message: 'Due to security issue, please logout and login' } }] }),
  );
  expect(alerts).toEqual(['Session Error: Due to security issue, please logout and login']);
});
