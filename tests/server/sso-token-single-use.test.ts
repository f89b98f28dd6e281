import { afterAll, beforeAll, expect, test } from 'vitest';
import { LeadListDocument, SsoLoginInternalDocument } from '../../generated/graphql';
import { dataOf, expectCatalogueError, send } from './call';
import { demoAgent, startHarness, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

const rohit = demoAgent('EMP1002');

async function ssoToken(): Promise<string> {
  const response = await harness.fetch('/sso/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: rohit.email, password: rohit.password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { refreshToken: string }).refreshToken;
}

function exchange(refreshToken: string) {
  return send(harness, SsoLoginInternalDocument, { input: { refreshToken } });
}

test('an SSO token opens one session; exchanging it again is refused and the first session carries on', async () => {
  const token = await ssoToken();
  const first = dataOf(await exchange(token)).ssoLoginInternal;

  const again = await exchange(token);
  expect(again.data).toBeNull();
  expectCatalogueError(again, 'UNAUTHORIZED_ERROR');

  const list = await send(harness, LeadListDocument, { input: { size: 1 } }, { token: first.accessToken });
  expect(dataOf(list).leadList.pageInfo.totalElements).toBe(rohit.leadCount);
});

test('two exchanges of one SSO token at once open exactly one session', async () => {
  const token = await ssoToken();
  const results = await Promise.all([exchange(token), exchange(token), exchange(token)]);
  expect(results.filter((r) => r.data?.ssoLoginInternal)).toHaveLength(1);
  for (const failed of results.filter((r) => !r.data?.ssoLoginInternal)) expectCatalogueError(failed, 'UNAUTHORIZED_ERROR');
});

test('each company sign-in gives a new SSO token that works once', async () => {
  const [a, b] = [await ssoToken(), await ssoToken()];
  expect(a).not.toBe(b);
  dataOf(await exchange(a));
  dataOf(await exchange(b));
});
