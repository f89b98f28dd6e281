import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { SsoLogoutInternalDocument } from '../../generated/graphql';
import { DAY_MS, dataOf, expectCatalogueError, jwtPayload, send } from './call';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';
import { sessionCalls } from './session-calls';

let harness: Harness;
let start: Date;
beforeAll(async () => {
  harness = await startHarness();
  start = harness.clock.now;
});
afterAll(() => harness.close());
beforeEach(() => harness.clock.set(start));

const asha = demoAgent('EMP1001');

function daysLater(days: number): Date {
  return new Date(start.getTime() + days * DAY_MS);
}

const { refresh, leadList, expectWorks } = sessionCalls(() => harness, asha);

describe('refresh', () => {
  test('the refresh token gives a new, working access token for the same session user', async () => {
    const first = await signInAs(harness, asha.email);
    harness.clock.set(new Date(start.getTime() + 60_000));
    const refreshed = dataOf(await refresh(first.refreshToken)).ssoLoginInternal;
    expect(refreshed.accessToken).not.toBe(first.accessToken);
    expect(refreshed.user.employeeId).toBe('EMP1001');
    expect(jwtPayload(refreshed.accessToken).sub).toBe('EMP1001');
    await expectWorks(refreshed.accessToken);
  });

  test('after 16 days the access token is refused but the refresh token still works', async () => {
    const tokens = await signInAs(harness, asha.email);
    await expectWorks(tokens.accessToken);

    harness.clock.set(daysLater(16));
    expectCatalogueError(await leadList(tokens.accessToken), 'UNAUTHORIZED_ERROR');

    const refreshed = dataOf(await refresh(tokens.refreshToken)).ssoLoginInternal;
    await expectWorks(refreshed.accessToken);
    // The session keeps the day it was issued, and the refresh does not outlive the session.
    expect(refreshed.user.issuedAt).toBe(jwtPayload(tokens.refreshToken).sessionIssuedAt);
    expect(refreshed.refreshTokenExpiresAt).toBe(jwtPayload(tokens.refreshToken).exp);
    expect(refreshed.accessTokenExpiresAt).toBeLessThanOrEqual(refreshed.refreshTokenExpiresAt);
  });

  test('after 31 days the refresh token is refused with UNAUTHORIZED_ERROR', async () => {
    const tokens = await signInAs(harness, asha.email);
    harness.clock.set(daysLater(31));
    const result = await refresh(tokens.refreshToken);
    expect(result.data).toBeNull();
    expectCatalogueError(result, 'UNAUTHORIZED_ERROR');
    expectCatalogueError(await leadList(tokens.accessToken), 'UNAUTHORIZED_ERROR');
  });

  test('an access token refreshed on day 20 stops at the session end on day 30', async () => {
    const tokens = await signInAs(harness, asha.email);
    harness.clock.set(daysLater(20));
    const refreshed = dataOf(await refresh(tokens.refreshToken)).ssoLoginInternal;
    harness.clock.set(daysLater(29));
    await expectWorks(refreshed.accessToken);
    harness.clock.set(daysLater(30.01));
    expectCatalogueError(await leadList(refreshed.accessToken), 'UNAUTHORIZED_ERROR');
  });
});

describe('ssoLogoutInternal', () => {
  test('logs out; afterwards that access token and that refresh token are refused', async () => {
    const tokens = await signInAs(harness, asha.email);
    const logout = await send(harness, SsoLogoutInternalDocument, { input: {} }, { token: tokens.accessToken });
    expect(dataOf(logout).ssoLogoutInternal.isLoggedOut).toBe(true);

    expectCatalogueError(await leadList(tokens.accessToken), 'UNAUTHORIZED_ERROR');
    expectCatalogueError(await refresh(tokens.refreshToken), 'UNAUTHORIZED_ERROR');
  });

  test('an access token issued by a refresh before the logout is refused too', async () => {
    const tokens = await signInAs(harness, asha.email);
    const refreshed = dataOf(await refresh(tokens.refreshToken)).ssoLoginInternal;
    await send(harness, SsoLogoutInternalDocument, { input: {} }, { token: tokens.accessToken });
    expectCatalogueError(await leadList(refreshed.accessToken), 'UNAUTHORIZED_ERROR');
    expectCatalogueError(await refresh(refreshed.refreshToken), 'UNAUTHORIZED_ERROR');
  });

  test('logging out one device leaves the agent signed in on another', async () => {
    const phone = await signInAs(harness, asha.email);
    const tablet = await signInAs(harness, asha.email);
    await send(harness, SsoLogoutInternalDocument, { input: { allDevices: false } }, { token: phone.accessToken });
    expectCatalogueError(await leadList(phone.accessToken), 'UNAUTHORIZED_ERROR');
    await expectWorks(tablet.accessToken);
    dataOf(await refresh(tablet.refreshToken));
  });

  test('allDevices: true revokes every session of that agent and no other agent', async () => {
    const phone = await signInAs(harness, asha.email);
    const tablet = await signInAs(harness, asha.email);
    const other = await signInAs(harness, demoAgent('EMP1002').email);

    const logout = await send(harness, SsoLogoutInternalDocument, { input: { allDevices: true } }, { token: phone.accessToken });
    expect(dataOf(logout).ssoLogoutInternal.isLoggedOut).toBe(true);

    for (const tokens of [phone, tablet]) {
      expectCatalogueError(await leadList(tokens.accessToken), 'UNAUTHORIZED_ERROR');
      expectCatalogueError(await refresh(tokens.refreshToken), 'UNAUTHORIZED_ERROR');
    }
    expect(dataOf(await leadList(other.accessToken)).leadList.pageInfo.totalElements).toBe(40);

    // A fresh sign-in afterwards works again.
    await expectWorks((await signInAs(harness, asha.email)).accessToken);
  });

  test('logging out without a token is refused with UNAUTHORIZED_ERROR', async () => {
    expectCatalogueError(await send(harness, SsoLogoutInternalDocument, { input: {} }), 'UNAUTHORIZED_ERROR');
  });
});
