import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LeadListDocument } from '../../generated/graphql';
import { createApiClient } from '../../src/api/client';
import { createSessionStore, memoryCookieJar } from '../../src/api/session';
import { signIn } from '../../src/api/sign-in';
import { DAY_MS, dataOf, expectCatalogueError } from './call';
import { demoAgent, ORIGIN, signInAs, startHarness, type Harness } from './harness';
import { sessionCalls } from './session-calls';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

const asha = demoAgent('EMP1001');

const { refresh, leadList, expectWorks } = sessionCalls(() => harness, asha);

describe('refresh token rotation', () => {
  test('each refresh gives a new refresh token, and the one it replaced no longer refreshes', async () => {
    const first = await signInAs(harness, asha.email);
    const second = dataOf(await refresh(first.refreshToken)).ssoLoginInternal;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const third = dataOf(await refresh(second.refreshToken)).ssoLoginInternal;
    expect(third.refreshToken).not.toBe(second.refreshToken);
    await expectWorks(third.accessToken);

    expectCatalogueError(await refresh(first.refreshToken), 'UNAUTHORIZED_ERROR');
  });

  test('reusing a replaced refresh token revokes the whole session: its newest tokens stop working too', async () => {
    const stolen = await signInAs(harness, asha.email);
    const otherDevice = await signInAs(harness, asha.email);
    // The rightful device refreshes first; the copy of the old refresh token is then presented again.
    const rightful = dataOf(await refresh(stolen.refreshToken)).ssoLoginInternal;
    await expectWorks(rightful.accessToken);

    const reuse = await refresh(stolen.refreshToken);
    expect(reuse.data).toBeNull();
    expectCatalogueError(reuse, 'UNAUTHORIZED_ERROR');

    expectCatalogueError(await leadList(rightful.accessToken), 'UNAUTHORIZED_ERROR');
    expectCatalogueError(await leadList(stolen.accessToken), 'UNAUTHORIZED_ERROR');
    expectCatalogueError(await refresh(rightful.refreshToken), 'UNAUTHORIZED_ERROR');
    // The agent's other sessions are theirs alone and carry on.
    await expectWorks(otherDevice.accessToken);
    dataOf(await refresh(otherDevice.refreshToken));
  });

  test('two refreshes racing with one token: one wins, and the session is revoked as reused', async () => {
    const tokens = await signInAs(harness, asha.email);
    const results = await Promise.all([refresh(tokens.refreshToken), refresh(tokens.refreshToken)]);
    const won = results.flatMap((r) => (r.data?.ssoLoginInternal ? [r.data.ssoLoginInternal] : []));
    expect(won).toHaveLength(1);
    const [winner] = won;
    if (!winner) throw new Error('no refresh won');
    expectCatalogueError(await leadList(winner.accessToken), 'UNAUTHORIZED_ERROR');
  });

  test("the app's client keeps the rotated refresh token, so its next refresh works", async () => {
    const clock = { now: new Date() };
    const session = createSessionStore(memoryCookieJar(), () => clock.now);
    const client = createApiClient({ url: `${ORIGIN}/graphql`, session, fetch: harness.fetch });
    expect(await signIn({ email: asha.email, password: asha.password }, client, session, { baseUrl: ORIGIN, fetchFn: harness.fetch })).toEqual({
      kind: 'signedIn',
    });
    const before = session.get();
    if (!before) throw new Error('no session');
    clock.now = new Date(before.issuedAt * 1000);

    const start = harness.clock.now;
    try {
      harness.clock.set(new Date(start.getTime() + 16 * DAY_MS));
      const result = await client.query(LeadListDocument, { input: { size: 1 } }).toPromise();
      expect(result.error).toBeUndefined();
      const after = session.get();
      expect(after?.refreshToken).toBeTruthy();
      expect(after?.refreshToken).not.toBe(before.refreshToken);
      // The stored refresh token is the session's current one: the server refreshes with it.
      dataOf(await refresh(after?.refreshToken ?? ''));
    } finally {
      harness.clock.set(start);
    }
  });
});
