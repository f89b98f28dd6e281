import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LeadDocument, LeadListDocument, UpdateLeadDocument, type LeadListQuery } from '../../generated/graphql';
import { dataOf, expectCatalogueError, send } from './call';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';

type ListedLead = LeadListQuery['leadList']['leads'][number];

let harness: Harness;
let tokenA: string;
let tokenB: string;
let leadsOfA: ListedLead[];
let leadOfA: ListedLead;

beforeAll(async () => {
  harness = await startHarness();
  tokenA = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  tokenB = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
  leadsOfA = dataOf(await send(harness, LeadListDocument, { input: { size: 1000 } }, { token: tokenA })).leadList.leads;
  const [first] = leadsOfA;
  if (!first) throw new Error('agent A has no leads');
  leadOfA = first;
});
afterAll(() => harness.close());

function readAsA(id: string) {
  return send(harness, LeadDocument, { input: { id } }, { token: tokenA });
}

describe('another agent cannot reach a lead', () => {
  test('the owner reads their lead', async () => {
    expect(leadsOfA).toHaveLength(220);
    expect(dataOf(await readAsA(leadOfA.id)).lead.lead).toEqual(leadOfA);
  });

  test("agent B reading agent A's lead gets LMS-101 'Lead ID not found'", async () => {
    const result = await send(harness, LeadDocument, { input: { id: leadOfA.id } }, { token: tokenB });
    expect(result.data).toBeNull();
    expectCatalogueError(result, 'LMS-101', 'Lead ID not found');
  });

  test("agent B updating agent A's lead gets LMS-101 and the lead is unchanged", async () => {
    const result = await send(
      harness,
      UpdateLeadDocument,
      {
        input: {
          id: leadOfA.id,
          notes: 'changed by B',
          rating: leadOfA.rating === 'HOT' ? 'COLD' : 'HOT',
          status: 'LOST',
          lostReason: 'ON_HOLD',
          product: ['VOICE_POD'],
        },
      },
      { token: tokenB },
    );
    expect(result.data).toBeNull();
    expectCatalogueError(result, 'LMS-101', 'Lead ID not found');
    expect(dataOf(await readAsA(leadOfA.id)).lead.lead).toEqual(leadOfA);
  });

  test("agent B's lead list never contains agent A's leads, whatever the filters", async () => {
    const idsOfA = new Set(leadsOfA.map((lead) => lead.id));
    for (const input of [
      { size: 1000 },
      { size: 1000, search: leadOfA.shop.name },
      { size: 1000, search: leadOfA.contact.number },
      { size: 1000, isAssigned: leadOfA.isAssigned, leadStatuses: [leadOfA.status] },
    ]) {
      const list = dataOf(await send(harness, LeadListDocument, { input }, { token: tokenB })).leadList;
      for (const lead of list.leads) expect(idsOfA.has(lead.id), `B sees A's lead ${lead.id}`).toBe(false);
      if (input.search === undefined && input.isAssigned === undefined) {
        expect(list.pageInfo.totalElements).toBe(40);
        expect(list.leads).toHaveLength(40);
      }
    }
  });

  test('an agent searching for their own phone number finds it, so the search itself works', async () => {
    const list = dataOf(
      await send(harness, LeadListDocument, { input: { size: 1000, search: leadOfA.contact.number } }, { token: tokenA }),
    ).leadList;
    expect(list.leads.map((lead) => lead.id)).toContain(leadOfA.id);
  });
});

describe('malformed ids', () => {
  test.each(['not-a-uuid', '', '123', "' or 1=1 --", '00000000-0000-0000-0000-00000000000g'])(
    'reading lead %j gives LMS-101, not a crash',
    async (id) => {
      expectCatalogueError(await send(harness, LeadDocument, { input: { id } }, { token: tokenA }), 'LMS-101');
    },
  );

  test('a well-formed id that does not exist gives LMS-101', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expectCatalogueError(await send(harness, LeadDocument, { input: { id } }, { token: tokenA }), 'LMS-101');
  });

  test('updating a malformed id gives LMS-101', async () => {
    const result = await send(harness, UpdateLeadDocument, { input: { id: 'nope', notes: 'x' } }, { token: tokenA });
    expectCatalogueError(result, 'LMS-101');
  });
});
