import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { LOG_CLIENT_ID, LOG_MAX_BODY_BYTES, type LogEntry } from '../../src/domain/log-entry';
import { clientLogs } from '../../src/server/db/schema';
import { LOG_MAX_ENTRY_BYTES } from '../../src/server/features/client-logs/client-logs';
import { ANONYMOUS_ALLOWANCE, SIGNED_IN_ALLOWANCE } from '../../src/server/features/client-logs/log-allowance';
import { demoAgent, ORIGIN, signInAs, startHarness, type Harness } from './harness';
import { listening, type Listening } from './node-listener';

let harness: Harness;
let token: string;
let otherToken: string;
let start: Date;
beforeAll(async () => {
  harness = await startHarness();
  start = harness.clock.now;
  token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  otherToken = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
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

function post(body: unknown, headers: Record<string, string> = {}) {
  return harness.fetch('/logs', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function stored() {
  return harness.database.db.select().from(clientLogs).orderBy(desc(clientLogs.clientTimestamp));
}

describe('POST /logs', () => {
  test('stores a batch of errors and answers 204; without a token no agent is recorded', async () => {
    const response = await post([entry(), entry({ message: 'sign-in failed', params: { ...entry().params, timestamp: '2026-11-21T10:14:00.000Z' } })]);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const rows = await stored();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      employeeId: null,
      logLevel: 'ERROR',
      message: 'Call LeadList failed: NETWORK_ERROR',
      client: LOG_CLIENT_ID,
      version: '0.1.0',
      deviceInfo: { screen: '360x740', online: true },
      exceptionName: null,
      stack: null,
    });
    expect(rows[0]?.clientTimestamp.toISOString()).toBe('2026-11-21T10:15:00.000Z');
  });

  test("records the signed-in agent's id when a valid Bearer token comes with the batch, at any level", async () => {
    const levels = (['DEBUG', 'INFO', 'WARN', 'ERROR'] as const).map((logLevel) => entry({ logLevel }));
    expect((await post(levels, { authorization: `Bearer ${token}` })).status).toBe(204);
    const rows = await stored();
    expect(rows.map((row) => row.employeeId)).toEqual(['EMP1001', 'EMP1001', 'EMP1001', 'EMP1001']);
  });

  test('before sign-in only errors are taken', async () => {
    const response = await post([entry(), entry({ logLevel: 'INFO', message: 'screen opened' })]);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toBe('only errors may be logged before sign-in');
    expect(await stored()).toHaveLength(0);
  });

  test('an entry over the size limit is refused with 413, though the batch is small', async () => {
    const wide = 'अ'.repeat(4000);
    const response = await post([entry(), entry({ message: wide, exceptionMessage: wide })]);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe(`log entry 2 is larger than ${LOG_MAX_ENTRY_BYTES} bytes`);
    expect(await stored()).toHaveLength(0);
  });

  test('an invalid token does not lose the logs: they are stored without an agent', async () => {
    expect((await post([entry()], { authorization: 'Bearer a.b.c' })).status).toBe(204);
    expect((await stored())[0]?.employeeId).toBeNull();
  });

  test('keeps the exception name, message and up to 5 stack frames', async () => {
    const frames = ['at a (app.js:1:1)', 'at b (app.js:2:1)', 'at c (app.js:3:1)', 'at d (app.js:4:1)', 'at e (app.js:5:1)'];
    expect((await post([entry({ exceptionName: 'TypeError', exceptionMessage: 'x is undefined', stack: frames })])).status).toBe(204);
    expect((await stored())[0]).toMatchObject({ exceptionName: 'TypeError', exceptionMessage: 'x is undefined', stack: frames });
  });

  describe("a timestamp the client's clock cannot have got right", () => {
    // The server's clock for these: 2026-11-28T12:00:00Z.
    const received = new Date('2026-11-28T12:00:00.000Z');
    const at = (timestamp: string) => entry({ params: { ...entry().params, timestamp } });

    test.each([
      ['year 0, which PostgreSQL cannot store', '0000-01-01T00:00:00Z'],
      ['a reset clock', '1970-01-01T00:00:00.000Z'],
      ['just before 2000', '1999-12-31T23:59:59.999Z'],
      ['a year ahead', '2027-11-28T12:00:00.000Z'],
      ['the last instant of year 9999', '9999-12-31T23:59:59.999Z'],
      ['a day and a second ahead, in India’s offset', '2026-11-29T17:30:01+05:30'],
    ])('%s (%s) is stored, signed in, at the time the server received it, keeping what the clock said', async (_why, timestamp) => {
      harness.clock.set(received);
      const response = await post([at(timestamp), entry()], { authorization: `Bearer ${token}` });
      expect(response.status).toBe(204);
      const rows = await stored();
      expect(rows).toHaveLength(2);
      const wrongClock = rows.find((row) => row.clientTimestamp.getTime() === received.getTime());
      expect(wrongClock?.employeeId).toBe('EMP1001');
      expect(wrongClock?.deviceInfo).toEqual({ ...entry().deviceInfo, reportedTimestamp: timestamp });
      // The other entry of the batch keeps its own (right) time and device details.
      expect(rows.find((row) => row !== wrongClock)).toMatchObject({ deviceInfo: entry().deviceInfo });
      expect(rows.find((row) => row !== wrongClock)?.clientTimestamp.toISOString()).toBe('2026-11-21T10:15:00.000Z');
    });

    test.each([
      ['2000-01-01T00:00:00.000Z', '2000-01-01T00:00:00.000Z'],
      ['2026-11-29T12:00:00.000Z', '2026-11-29T12:00:00.000Z'],
      ['2026-11-29T17:30:00+05:30', '2026-11-29T12:00:00.000Z'],
    ])('%s, within 2000 to a day ahead of the server, is stored as the client sent it', async (timestamp, kept) => {
      harness.clock.set(received);
      expect((await post([at(timestamp)])).status).toBe(204);
      const [row] = await stored();
      expect(row?.clientTimestamp.toISOString()).toBe(kept);
      expect(row?.deviceInfo).toEqual(entry().deviceInfo);
    });

    test('a timestamp in no ISO 8601 form is still refused with 400 naming the field', async () => {
      for (const timestamp of ['+275760-09-13T00:00:00.000Z', '-000001-01-01T00:00:00.000Z', '2026-02-30T00:00:00Z']) {
        const response = await post([at(timestamp)], { authorization: `Bearer ${token}` });
        expect(response.status, timestamp).toBe(400);
        expect(((await response.json()) as { message: string }).message).toBe('log entry 1, params.timestamp: params.timestamp must be an ISO 8601 date-time');
      }
      expect(await stored()).toHaveLength(0);
    });
  });

  test('redacts again on arrival: no token, password or full Aadhaar number is stored', async () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJFTVAxMDAxIn0.c2lnbmF0dXJlLXBhcnQ';
    const response = await post([
      entry({
        message: `refresh with ${jwt} failed; password=Demo@1234; aadhaar 2345 6789 0123`,
        deviceInfo: { userAgent: 'x', accessToken: jwt },
        exceptionMessage: `Bearer ${jwt}`,
        stack: [`at f (https://x/?token=${jwt})`],
      }),
    ]);
    expect(response.status).toBe(204);
    const text = JSON.stringify(await stored());
    expect(text).not.toContain('eyJ');
    expect(text).not.toContain('Demo@1234');
    expect(text).not.toContain('2345 6789 0123');
    expect(text).toContain('XXXXXXXX0123');
  });

  test.each([
    ['not JSON', '{oops', 'the body is not valid JSON'],
    ['an object, not an array', { logLevel: 'INFO' }, 'the body must be a JSON array of log entries'],
    ['an empty array', [], 'the batch is empty'],
    ['an unknown level', [entry({ logLevel: 'FATAL' as LogEntry['logLevel'] })], 'log entry 1, logLevel: logLevel must be one of DEBUG, INFO, WARN, ERROR'],
    ['a bad timestamp', [entry(), entry({ params: { ...entry().params, timestamp: 'yesterday' } })], 'log entry 2, params.timestamp: params.timestamp must be an ISO 8601 date-time'],
    ['six stack frames', [entry({ stack: ['1', '2', '3', '4', '5', '6'] })], 'log entry 1, stack: stack may have at most 5 frames'],
    ['an unknown field', [{ ...entry(), token: 'x' }], 'log entry 1'],
    ['too many entries', Array.from({ length: 101 }, () => entry()), 'a batch may carry at most 100 entries'],
  ])('%s is refused with 400 and a clear message, and nothing is stored', async (_name, body, message) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { message: string };
    expect(answer.message).toContain(message);
    expect(await stored()).toHaveLength(0);
  });

  test('a body over the size limit is refused with 413', async () => {
    const huge = JSON.stringify([entry({ message: 'x'.repeat(LOG_MAX_BODY_BYTES) })]);
    const response = await post(huge);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toContain('larger than');
  });

  test('only POST', async () => {
    const response = await harness.fetch('/logs', { method: 'GET' });
    expect(response.status).toBe(405);
  });
});

describe('allowances', () => {
  function postFrom(address: string, batch: LogEntry[], authorization?: string) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (authorization) headers.authorization = `Bearer ${authorization}`;
    return harness.app.fetch(new Request(`${ORIGIN}/logs`, { method: 'POST', headers, body: JSON.stringify(batch) }), { address });
  }
  const errors = (count: number) => Array.from({ length: count }, () => entry());

  test('before sign-in, each network address has a small allowance of errors; then 429 until the window ends', async () => {
    expect((await postFrom('198.51.100.7', errors(ANONYMOUS_ALLOWANCE.limit))).status).toBe(204);
    const refused = await postFrom('198.51.100.7', errors(1));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^too many log entries; try again in \d+ seconds$/);
    expect(await stored()).toHaveLength(ANONYMOUS_ALLOWANCE.limit);

    expect((await postFrom('198.51.100.8', errors(1))).status, 'another address').toBe(204);
    expect((await postFrom('198.51.100.7', errors(1), token)).status, 'a signed-in agent at the same address').toBe(204);

    harness.clock.set(new Date(start.getTime() + ANONYMOUS_ALLOWANCE.windowMs));
    expect((await postFrom('198.51.100.7', errors(1))).status, 'the next window').toBe(204);
  });

  test('refused requests use the allowance up too', async () => {
    for (let i = 0; i < ANONYMOUS_ALLOWANCE.limit; i += 1) {
      expect((await postFrom('198.51.100.9', [{ ...entry(), logLevel: 'FATAL' as LogEntry['logLevel'] }])).status).toBe(400);
    }
    expect((await postFrom('198.51.100.9', errors(1))).status).toBe(429);
  });

  test('a signed-in agent has a larger allowance of their own, wherever they post from', async () => {
    for (let sent = 0; sent < SIGNED_IN_ALLOWANCE.limit; sent += 100) {
      expect((await postFrom(`203.0.113.${sent / 100}`, errors(100), otherToken)).status).toBe(204);
    }
    expect((await postFrom('203.0.113.99', errors(1), otherToken)).status).toBe(429);
    expect((await postFrom('203.0.113.99', errors(1), token)).status, 'another agent').toBe(204);
    expect(await stored()).toHaveLength(SIGNED_IN_ALLOWANCE.limit + 1);
  });
});

describe('POST /logs over HTTP', () => {
  let server: Listening;
  let url: string;
  beforeAll(async () => {
    server = await listening(harness.app);
    url = server.url;
  });
  afterAll(() => server.close());

  test('stores a batch through the Node entry point', async () => {
    const response = await fetch(`${url}/logs`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify([entry()]) });
    expect(response.status).toBe(204);
    expect(await stored()).toHaveLength(1);
  });

  test('stops reading a streamed body past the limit and answers 413', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > LOG_MAX_BODY_BYTES * 2) controller.close();
        else {
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        }
      },
    });
    const response = await fetch(`${url}/logs`, { method: 'POST', body, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
  });

  test('serves the training videos placeholder clip, with byte ranges for the video element', async () => {
    const whole = await fetch(`${url}/media/training-placeholder.webm`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect(Array.from(bytes.slice(0, 4))).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    const part = await fetch(`${url}/media/training-placeholder.webm`, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    expect((await fetch(`${url}/media/nothing.webm`)).status).toBe(404);
  });
});
