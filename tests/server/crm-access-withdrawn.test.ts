import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { LeadListDocument, SsoLoginInternalDocument } from '../../generated/graphql';
import { agents } from '../../src/server/db/schema';
import { dataOf, expectCatalogueError, send } from './call';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

const asha = demoAgent('EMP1001');
const rohit = demoAgent('EMP1002');

function setCrmAccess(employeeId: string, crmAccess: boolean) {
  return harness.database.db.update(agents).set({ crmAccess }).where(eq(agents.employeeId, employeeId));
}

function leadList(token: string) {
  return send(harness, LeadListDocument, { input: { size: 1 } }, { token });
}

test('withdrawn CRM access stops the very next call with a still-valid access token, and the refresh too', async () => {
  const tokens = await signInAs(harness, asha.email);
  const other = await signInAs(harness, rohit.email);
  expect(dataOf(await leadList(tokens.accessToken)).leadList.pageInfo.totalElements).toBe(asha.leadCount);

  await setCrmAccess(asha.employeeId, false);
  try {
    const next = await leadList(tokens.accessToken);
    expect(next.data).toBeNull();
    expectCatalogueError(next, 'UNAUTHORIZED_ERROR');
    expectCatalogueError(await send(harness, SsoLoginInternalDocument, { input: { refreshToken: tokens.refreshToken } }), 'ACCESS_RESTRICTED');
    // Another agent is not affected.
    expect(dataOf(await leadList(other.accessToken)).leadList.pageInfo.totalElements).toBe(rohit.leadCount);
  } finally {
    await setCrmAccess(asha.employeeId, true);
  }
  // Access given back: the session (never revoked) works again.
  expect(dataOf(await leadList(tokens.accessToken)).leadList.pageInfo.totalElements).toBe(asha.leadCount);
});
