import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { MasterMccListDocument } from '../../generated/graphql';
import { mccMaster } from '../../src/server/db/schema';
import { dataOf, send } from './call';
import { signedInHarness, type Harness } from './harness';

// The blocked MCCs of spec section 9 live once, in forms/rules/blocked-mccs.json: the server reads
// that table, so a product owner's edit there is what the agents are offered.

let harness: Harness;
let token: string;
beforeAll(async () => {
  ({ harness, token } = await signedInHarness('EMP1001'));
});
afterAll(() => harness.close());

const blockedTable = JSON.parse(readFileSync(join(import.meta.dirname, '../../forms/rules/blocked-mccs.json'), 'utf8')) as { values: Record<string, string> };
const blocked = Object.keys(blockedTable.values);

test("the spec's examples are in the table", () => {
  expect(blocked).toEqual(expect.arrayContaining(['1409', '4511', '6010', '7995']));
  expect(blocked.length).toBeGreaterThanOrEqual(60);
});

test('the MCC list offers no blocked category, and every other code of the master list', async () => {
  const master = (await harness.database.db.select({ mccCode: mccMaster.mccCode }).from(mccMaster)).map((r) => r.mccCode);
  const blockedInMaster = master.filter((code) => blocked.includes(code));
  expect(blockedInMaster).toEqual(expect.arrayContaining(['4511', '6010', '7995']));

  const offered = dataOf(await send(harness, MasterMccListDocument, { input: {} }, { token })).masterMccList.mccList.map((m) => m.mccCode);
  expect(offered.filter((code) => blocked.includes(code))).toEqual([]);
  expect(offered.sort()).toEqual(master.filter((code) => !blocked.includes(code)).sort());
});
