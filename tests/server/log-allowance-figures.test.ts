import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { LOG_CLIENT_ID, type LogEntry } from '../../src/domain/log-entry';
import { clientLogs } from '../../src/server/db/schema';
import { demoAgent, ORIGIN, signInAs, startHarness, type Harness } from './harness';

// The figures docs/operations.md gives the log intake, written out: 600 entries per signed-in agent
// and 30 per network address without a valid token, in 10 minutes; an entry of at most 16 KB, a batch
// of at most 100 entries and 256 KB. The set-up is tests/server/client-logs.test.ts's.

const MINUTE_MS = 60_000;
const KB = 1024;

let harness: Harness;
let token: string;
let start: Date;
beforeAll(async () => {
  harness = await startHarness();
  start = harness.clock.now;
  token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
});
afterAll(() => harness.close());
beforeEach(async () => {
  harness.clock.set(start);
  await harness.database.db.delete(clientLogs);
});

function entry(overrides: Partial<LogEntry> = {}): LogEntry {
  return {
    logLevel: 'ERROR',
    message: 'Call LeadList failed: NETWORK_ERROR',
    params: { client: LOG_CLIENT_ID, version: '0.1.0', timestamp: '2026-11-21T10:15:00.000Z' },
    deviceInfo: { userAgent: 'Mozilla/5.0 (Linux; Android 13)', screen: '360x740', online: true },
    ...overrides,
  };
}
const errors = (count: number) => Array.from({ length: count }, () => entry());

function postFrom(address: string, batch: unknown, authorization?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (authorization) headers.authorization = `Bearer ${authorization}`;
  return harness.app.fetch(new Request(`${ORIGIN}/logs`, { method: 'POST', headers, body: typeof batch === 'string' ? batch : JSON.stringify(batch) }), { address });
}

describe('allowances', () => {
  test('without a token, 30 entries per network address in 10 minutes', async () => {
    expect((await postFrom('198.51.100.20', errors(30))).status).toBe(204);
    const refused = await postFrom('198.51.100.20', errors(1));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(10 * 60);
    harness.clock.set(new Date(start.getTime() + 10 * MINUTE_MS - 1000));
    expect((await postFrom('198.51.100.20', errors(1))).status).toBe(429);
    harness.clock.set(new Date(start.getTime() + 10 * MINUTE_MS));
    expect((await postFrom('198.51.100.20', errors(1))).status).toBe(204);
  });

  test('a signed-in agent, 600 entries in 10 minutes', async () => {
    for (let batch = 0; batch < 6; batch += 1) expect((await postFrom(`203.0.113.${batch + 20}`, errors(100), token)).status).toBe(204);
    expect((await postFrom('203.0.113.40', errors(1), token)).status).toBe(429);
    expect(await harness.database.db.select().from(clientLogs)).toHaveLength(600);
    harness.clock.set(new Date(start.getTime() + 10 * MINUTE_MS));
    expect((await postFrom('203.0.113.40', errors(1), token)).status).toBe(204);
  });
});

describe('sizes', () => {
  test('a batch of 100 entries is taken, one of 101 refused', async () => {
    expect((await postFrom('198.51.100.30', errors(100), token)).status).toBe(204);
    const refused = await postFrom('198.51.100.30', errors(101), token);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toContain('at most 100 entries');
  });

  test('an entry of 16 KB is taken, one byte more is refused with 413', async () => {
    // The contract's longest texts (message, exception message, 5 stack frames) can make an entry that large.
    const sized = (bytes: number) => {
      const base = entry({ message: 'अ'.repeat(4000), stack: Array.from({ length: 5 }, () => 'x'.repeat(500)), exceptionMessage: '' });
      return { ...base, exceptionMessage: 'x'.repeat(bytes - Buffer.byteLength(JSON.stringify(base))) };
    };
    expect(Buffer.byteLength(JSON.stringify(sized(16 * KB)))).toBe(16 * KB);
    expect((await postFrom('198.51.100.31', [sized(16 * KB)], token)).status).toBe(204);
    const response = await postFrom('198.51.100.31', [sized(16 * KB + 1)], token);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe(`log entry 1 is larger than ${16 * KB} bytes`);
  });

  test('a body of 256 KB is taken, one byte more is refused with 413', async () => {
    const body = (bytes: number) => JSON.stringify(errors(1)).padEnd(bytes, ' ');
    expect((await postFrom('198.51.100.32', body(256 * KB), token)).status).toBe(204);
    expect((await postFrom('198.51.100.32', body(256 * KB + 1), token)).status).toBe(413);
  });
});
