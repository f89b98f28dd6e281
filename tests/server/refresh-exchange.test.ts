import type { Client } from '@urql/core';
import { persistedOperationIds } from '../../generated/persisted-operation-ids';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { LeadListDocument } from '../../generated/graphql';
import { createApiClient } from '../../src/api/client';
import { createSessionStore, memoryCookieJar, type SessionStore } from '../../src/api/session';
import { signIn } from '../../src/api/sign-in';
import { DAY_MS, dataOf, send } from './call';
import { demoAgent, ORIGIN, startHarness, type Harness } from './harness';

let harness: Harness;
let serverStart: Date;
beforeAll(async () => {
  harness = await startHarness();
  serverStart = harness.clock.now;
});
afterAll(() => harness.close());
beforeEach(() => harness.clock.set(serverStart));

interface Device {
  client: Client;
  session: SessionStore;
  /** Bodies of every request the client sent to /graphql. */
  bodies: string[];
  /** How often the app was told that the session expired. */
  expired: { count: number };
  /** The calls the client put off, each with the delay it asked for; run() runs them. */
  later: { callback: () => void; ms: number }[];
  /** The device's own clock, kept on the day the session was issued. */
  clock: { now: Date };
}

function device(): Device {
  const clock = { now: new Date() };
  const session = createSessionStore(memoryCookieJar(), () => clock.now);
  const bodies: string[] = [];
  const expired = { count: 0 };
  const later: Device['later'] = [];
  const countingFetch: typeof fetch = (input, init) => {
    if (typeof init?.body === 'string') bodies.push(init.body);
    return harness.fetch(input, init);
  };
  const client = createApiClient({
    url: `${ORIGIN}/graphql`,
    session,
    fetch: countingFetch,
    onSessionExpired: () => void expired.count++,
    later: (callback, ms) => void later.push({ callback, ms }),
  });
  return { client, session, bodies, expired, later, clock };
}

async function signedInDevice(): Promise<Device> {
  const d = device();
  const agent = demoAgent('EMP1001');
  const outcome = await signIn({ email: agent.email, password: agent.password }, d.client, d.session, {
    baseUrl: ORIGIN,
    fetchFn: harness.fetch,
  });
  expect(outcome).toEqual({ kind: 'signedIn' });
  const session = d.session.get();
  if (!session) throw new Error('no session after sign-in');
  // Keep the device on the calendar day the session was issued, whatever the server clock does.
  d.clock.now = new Date(session.issuedAt * 1000);
  d.bodies.length = 0;
  return d;
}

// The app sends operations by hash: a refresh is a call of SsoLoginInternal's hash.
const refreshCalls = (d: Device) => d.bodies.filter((body) => body.includes(persistedOperationIds.SsoLoginInternal ?? 'SsoLoginInternal')).length;

function tenLeadLists(d: Device) {
  // Different variables, so the client does not merge them into one request.
  return Promise.all(
    Array.from({ length: 10 }, (_, i) => d.client.query(LeadListDocument, { input: { page: i, size: 3 } }).toPromise()),
  );
}

describe('the client against the real server', () => {
  test('10 calls with an expired access token share one refresh and all succeed', async () => {
    const d = await signedInDevice();
    const before = d.session.get();
    if (!before) throw new Error('no session');

    harness.clock.set(new Date(serverStart.getTime() + 16 * DAY_MS));
    // The old access token really is expired for the server now.
    const direct = await send(harness, LeadListDocument, { input: {} }, { token: before.accessToken });
    expect(direct.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED_ERROR');

    const results = await tenLeadLists(d);

    expect(refreshCalls(d)).toBe(1);
    results.forEach((result, i) => {
      expect(result.error, `call ${i}`).toBeUndefined();
      expect(result.data?.leadList.pageInfo.page).toBe(i);
      expect(result.data?.leadList.leads).toHaveLength(3);
    });
    // Each call went out once expired and once retried, plus the one refresh.
    expect(d.bodies).toHaveLength(21);

    const after = d.session.get();
    expect(after?.accessToken).toBeTruthy();
    expect(after?.accessToken).not.toBe(before.accessToken);
    expect(after?.employeeId).toBe('EMP1001');
    expect(after?.issuedAt).toBe(before.issuedAt);
    expect(d.expired.count).toBe(0);
    // The stored token is the one the server accepts now.
    const check = await send(harness, LeadListDocument, { input: { size: 1 } }, { token: after?.accessToken });
    expect(dataOf(check).leadList.pageInfo.totalElements).toBe(220);
  });

  test('a later call after the refresh needs no second refresh', async () => {
    const d = await signedInDevice();
    harness.clock.set(new Date(serverStart.getTime() + 16 * DAY_MS));
    await tenLeadLists(d);
    const again = await d.client.query(LeadListDocument, { input: { page: 0, size: 5 } }).toPromise();
    expect(again.error).toBeUndefined();
    expect(refreshCalls(d)).toBe(1);
  });

  test('when the refresh fails, every call ends in an error, the session is cleared, and the app is told about 1 s later', async () => {
    const d = await signedInDevice();
    harness.clock.set(new Date(serverStart.getTime() + 31 * DAY_MS));

    const results = await tenLeadLists(d);

    expect(refreshCalls(d)).toBe(1);
    for (const result of results) {
      expect(result.data ?? null).toBeNull();
      expect(result.error?.graphQLErrors[0]?.extensions?.code).toBe('UNAUTHORIZED_ERROR');
    }
    expect(d.session.get()).toBeNull();
    // Not at once: the alert is read first, then the app is told, 1000 ms after the failure.
    expect(d.expired.count).toBe(0);
    expect(d.later.map((call) => call.ms)).toEqual([1000]);
    for (const call of d.later) call.callback();
    // Told once only, not once per failed call.
    expect(d.expired.count).toBe(1);
  });
});
