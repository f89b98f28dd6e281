import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createLogClient, fetchLogTransport, type LogTransport } from '../../src/api/log-client';
import { LOG_CLIENT_ID, type LogEntry } from '../../src/domain/log-entry';
import { logBatchSchema } from '../../src/domain/log-entry-schema';
import { REDACTED } from '../../src/domain/log-redaction';

let sent: LogEntry[][];
let transport: ReturnType<typeof vi.fn<LogTransport>>;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00.000Z') });
  sent = [];
  transport = vi.fn<LogTransport>(async (batch) => {
    sent.push([...batch]);
  });
});
afterEach(() => {
  vi.useRealTimers();
});

function client(overrides: Partial<Parameters<typeof createLogClient>[0]> = {}) {
  return createLogClient({ transport, version: '0.1.0', deviceInfo: () => ({ userAgent: 'test', screen: '360x740', online: true }), ...overrides });
}

describe('batching', () => {
  test('entries are sent together 10 s after the last one, not before', async () => {
    const log = client();
    log.info('one');
    await vi.advanceTimersByTimeAsync(9_000);
    log.info('two');
    await vi.advanceTimersByTimeAsync(9_999);
    expect(transport).not.toHaveBeenCalled();
    expect(log.queued()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((b) => b.map((e) => e.message))).toEqual([['one', 'two']]);
    expect(log.queued()).toBe(0);
  });

  test('the 20th queued entry sends the batch at once', async () => {
    const log = client();
    for (let i = 1; i <= 19; i++) log.info(`entry ${i}`);
    await vi.advanceTimersByTimeAsync(0);
    expect(transport).not.toHaveBeenCalled();
    log.warn('entry 20');
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(20);
    expect(sent[0]?.[19]?.logLevel).toBe('WARN');
    // Nothing left for the debounce to send.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sent).toHaveLength(1);
  });

  test('flush sends what is queued now (the page is being hidden) and cancels the pending timer', async () => {
    const log = client();
    log.error('crashed');
    await log.flush();
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(sent).toHaveLength(1);
    await log.flush();
    expect(sent).toHaveLength(1);
  });

  test('a batch that fails goes back to the queue and leaves with the next one', async () => {
    transport.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const log = client();
    log.info('first');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(log.queued()).toBe(1);
    log.info('second');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent.map((b) => b.map((e) => e.message))).toEqual([['first', 'second']]);
  });

  test('offline for long, the backlog keeps only the newest 200 entries', async () => {
    transport.mockRejectedValue(new TypeError('Failed to fetch'));
    const log = client();
    for (let i = 0; i < 500; i++) log.info(`entry ${i}`);
    await vi.advanceTimersByTimeAsync(0);
    expect(log.queued()).toBe(200);
    // One attempt for the first full queue, then nothing until the debounce: no request per entry.
    expect(transport).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(transport).toHaveBeenCalledTimes(2);
  });
});

describe('entries', () => {
  test('carry level, message, params (client id, version, timestamp) and device info, in the shape the server accepts', async () => {
    const log = client();
    log.info('screen opened');
    await log.flush();
    const [entry] = sent[0] ?? [];
    expect(entry).toEqual({
      logLevel: 'INFO',
      message: 'screen opened',
      params: { client: LOG_CLIENT_ID, version: '0.1.0', timestamp: '2026-11-21T10:00:00.000Z' },
      deviceInfo: { userAgent: 'test', screen: '360x740', online: true },
    });
    expect(logBatchSchema.safeParse(sent[0]).success).toBe(true);
  });

  test('an exception gives its name, message and at most 5 stack frames', async () => {
    const log = client();
    const error = new RangeError('index 9 out of range');
    error.stack = ['RangeError: index 9 out of range', ...Array.from({ length: 9 }, (_, i) => `    at frame${i} (app.js:${i}:1)`)].join('\n');
    log.error('render failed', error);
    await log.flush();
    const [entry] = sent[0] ?? [];
    expect(entry?.exceptionName).toBe('RangeError');
    expect(entry?.exceptionMessage).toBe('index 9 out of range');
    expect(entry?.stack).toEqual(['at frame0 (app.js:0:1)', 'at frame1 (app.js:1:1)', 'at frame2 (app.js:2:1)', 'at frame3 (app.js:3:1)', 'at frame4 (app.js:4:1)']);
    expect(logBatchSchema.safeParse(sent[0]).success).toBe(true);
  });

  test('never carry tokens, passwords or a full Aadhaar number', async () => {
    const log = client({ deviceInfo: () => ({ userAgent: 'test', accessToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl' }) });
    log.warn('login with password=Demo@1234 for aadhaar 2345 6789 0123', new Error('token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl rejected'));
    log.error('rejected', { password: 'x', aadhaar: '234567890123' });
    await log.flush();
    const text = JSON.stringify(sent);
    expect(text).not.toContain('Demo@1234');
    expect(text).not.toContain('eyJ');
    expect(text).not.toContain('234567890123');
    expect(text).not.toContain('2345 6789');
    expect(text).toContain('XXXXXXXX0123');
    expect(sent[0]?.[0]?.deviceInfo.accessToken).toBe(REDACTED);
  });
});

describe('fetchLogTransport', () => {
  test('posts the batch as a JSON array with the Bearer token; drops a refused batch, retries server failures', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    let status = 204;
    const fetchFn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init: init ?? {} });
      return new Response(null, { status });
    });
    const send = fetchLogTransport({ url: '/logs', fetch: fetchFn, accessToken: () => 'tok' });
    const batch: LogEntry[] = [
      { logLevel: 'INFO', message: 'x', params: { client: 'c', version: '1', timestamp: '2026-11-21T10:00:00.000Z' }, deviceInfo: {} },
    ];
    await send(batch);
    expect(calls[0]?.url).toBe('/logs');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.keepalive).toBe(true);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual(batch);
    expect((calls[0]?.init.headers as Record<string, string>).authorization).toBe('Bearer tok');
    status = 400;
    await expect(send(batch)).resolves.toBeUndefined();
    status = 503;
    await expect(send(batch)).rejects.toThrow('503');
  });
});
