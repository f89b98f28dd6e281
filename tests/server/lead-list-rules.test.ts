import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CreateLeadDocument,
  LeadDocument,
  LeadListDocument,
  UpdateLeadDocument,
  type CreateLeadInput,
  type LeadListInput,
  type LeadListQuery,
  type LeadLostReason,
  type LeadProduct,
  type LeadRating,
  type UpdateLeadInput,
} from '../../generated/graphql';
import { dataOf, expectCatalogueError, send } from './call';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';

type ListedLead = LeadListQuery['leadList']['leads'][number];

const PARTNER_MESSAGE = 'Partners can create leads only for SQR Mini and DQR Mini.';
const OPEN = ['NEW', 'OPEN_CONTACTED', 'OPEN_NOT_CONTACTED'] as const;

let harness: Harness;
let token: string;
let partnerToken: string;
beforeAll(async () => {
  harness = await startHarness();
  token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  partnerToken = (await signInAs(harness, demoAgent('EMP3001').email)).accessToken;
});
afterAll(() => harness.close());

let shops = 0;
function input(overrides: Partial<CreateLeadInput> = {}): CreateLeadInput {
  return {
    shop: { name: `Lead Rules Stores ${Date.now().toString(36)}r${++shops}` },
    contact: { name: 'Asif Ali', number: '9000012345' },
    leadSource: 'REFERRAL',
    product: ['POS_DEVICE'],
    ...overrides,
  };
}
const createLead = (value: CreateLeadInput, as = token) => send(harness, CreateLeadDocument, { input: value }, { token: as, idempotencyId: randomUUID() });
const updateLead = (value: UpdateLeadInput, as = token) => send(harness, UpdateLeadDocument, { input: value }, { token: as, idempotencyId: randomUUID() });
const readLead = async (id: string, as = token) => dataOf(await send(harness, LeadDocument, { input: { id } }, { token: as })).lead.lead;
const list = async (value: LeadListInput, as = token) => dataOf(await send(harness, LeadListDocument, { input: value }, { token: as })).leadList;
const allLeads = async (as = token) => (await list({ size: 1000 }, as)).leads;
const rank = (rating: LeadRating | null) => (rating === 'HOT' ? 3 : rating === 'WARM' ? 2 : rating === 'COLD' ? 1 : 0);

describe('the partner product rule, on the server', () => {
  test.each<LeadProduct>(['POS_DEVICE', 'VOICE_POD', 'VOICE_POD_PRO'])('a partner cannot create a %s lead', async (product) => {
    const value = input({ product: [product] });
    const result = await createLead(value, partnerToken);
    expect(result.data).toBeNull();
    expect(expectCatalogueError(result, 'VALIDATION_ERROR', PARTNER_MESSAGE).field).toBe('input.product');
    expect((await list({ search: value.shop.name }, partnerToken)).pageInfo.totalElements).toBe(0);
  });

  test.each<LeadProduct>(['POS_DEVICE', 'VOICE_POD', 'VOICE_POD_PRO'])('a partner cannot add %s to a lead', async (product) => {
    const id = dataOf(await createLead(input({ product: ['SQR_MINI'] }), partnerToken)).createLead.id;
    const result = await updateLead({ id, product: ['SQR_MINI', product] }, partnerToken);
    expect(expectCatalogueError(result, 'VALIDATION_ERROR', PARTNER_MESSAGE).field).toBe('input.product');
    expect((await readLead(id, partnerToken)).product).toEqual(['SQR_MINI']);
  });

  test('a partner may create SQR Mini and DQR Mini leads', async () => {
    const id = dataOf(await createLead(input({ product: ['SQR_MINI', 'DQR_MINI'] }), partnerToken)).createLead.id;
    expect((await readLead(id, partnerToken)).product).toEqual(['SQR_MINI', 'DQR_MINI']);
  });

  test('a normal agent may choose all five products', async () => {
    const all: LeadProduct[] = ['POS_DEVICE', 'VOICE_POD', 'SQR_MINI', 'DQR_MINI', 'VOICE_POD_PRO'];
    const id = dataOf(await createLead(input({ product: all }))).createLead.id;
    expect((await readLead(id)).product).toEqual(all);
  });

  test("the seeded partner's leads are all mini products", async () => {
    const leads = await allLeads(partnerToken);
    expect(leads.length).toBeGreaterThan(0);
    expect(leads.every((l) => l.product.every((p) => p === 'SQR_MINI' || p === 'DQR_MINI'))).toBe(true);
  });
});

describe('mark a lead lost or not converted', () => {
  test.each<LeadLostReason>(['HIGH_COMMERCIALS', 'MERCHANT_NOT_REACHABLE', 'INSTANT_SETTLEMENT_REQUIRED', 'ON_HOLD', 'NOT_INTERESTED'])(
    'lost with %s: it leaves the open leads and is listed as LOST',
    async (reason) => {
      const id = dataOf(await createLead(input())).createLead.id;
      expect((await list({ leadStatuses: [...OPEN], size: 1000 })).leads.map((l) => l.id)).toContain(id);
      dataOf(await updateLead({ id, status: 'LOST', lostReason: reason }));
      expect(await readLead(id)).toMatchObject({ status: 'LOST', lostReason: reason });
      expect((await list({ leadStatuses: [...OPEN], size: 1000 })).leads.map((l) => l.id)).not.toContain(id);
      expect((await list({ status: 'LOST', size: 1000 })).leads.map((l) => l.id)).toContain(id);
    },
  );

  test('not converted: no reason needed, none kept', async () => {
    const id = dataOf(await createLead(input())).createLead.id;
    dataOf(await updateLead({ id, status: 'NOT_CONVERTED', lostReason: 'ON_HOLD' }));
    expect(await readLead(id)).toMatchObject({ status: 'NOT_CONVERTED', lostReason: null });
    expect((await list({ status: 'NOT_CONVERTED', size: 1000 })).leads.map((l) => l.id)).toContain(id);
    expect((await list({ leadStatuses: [...OPEN], size: 1000 })).leads.map((l) => l.id)).not.toContain(id);
  });
});

describe('leadList order', () => {
  test.each(['createdAt', 'rating'] as const)('by %s, ASC is exactly DESC reversed (a total order)', async (field) => {
    const asc = (await list({ sort: { field, direction: 'ASC' }, size: 1000 })).leads.map((l) => l.id);
    const desc = (await list({ sort: { field, direction: 'DESC' }, size: 1000 })).leads.map((l) => l.id);
    expect(asc.length).toBeGreaterThan(200);
    expect(asc).toEqual([...desc].reverse());
  });

  test('by rating, ties newest first when descending', async () => {
    const leads = (await list({ sort: { field: 'rating', direction: 'DESC' }, size: 1000 })).leads;
    for (let i = 1; i < leads.length; i++) {
      const [a, b] = [leads[i - 1] as ListedLead, leads[i] as ListedLead];
      if (rank(a.rating) === rank(b.rating)) expect(Date.parse(a.createdAt)).toBeGreaterThanOrEqual(Date.parse(b.createdAt));
    }
  });

  test('by scheduledFollowUp: the scheduled part reverses, unscheduled leads last either way', async () => {
    const asc = (await list({ sort: { field: 'scheduledFollowUp', direction: 'ASC' }, size: 1000 })).leads;
    const desc = (await list({ sort: { field: 'scheduledFollowUp', direction: 'DESC' }, size: 1000 })).leads;
    const scheduled = (leads: ListedLead[]) => leads.filter((l) => l.scheduledFollowUp !== null).map((l) => l.id);
    expect(scheduled(asc)).toEqual([...scheduled(desc)].reverse());
    for (const leads of [asc, desc]) {
      const firstNull = leads.findIndex((l) => l.scheduledFollowUp === null);
      expect(leads.slice(firstNull).every((l) => l.scheduledFollowUp === null)).toBe(true);
    }
  });
});

describe('leadList search, filter and sort together', () => {
  const matches = (text: string) => (lead: ListedLead) =>
    [lead.shop.name, lead.contact.name, lead.contact.number].some((v) => v.toLowerCase().includes(text.toLowerCase()));

  test.each(['a', 'ra', '9', '98', 'ma', 'store'])('search %j (short ones cannot use the trigram index) finds the same leads', async (text) => {
    const expected = (await allLeads()).filter(matches(text)).map((l) => l.id).sort();
    expect(expected.length).toBeGreaterThan(0);
    const page = await list({ search: text, size: 1000 });
    expect(page.leads.map((l) => l.id).sort()).toEqual(expected);
  });

  test('search + statuses + assigned + product, sorted by rating, paged', async () => {
    const all = await allLeads();
    const wanted = (l: ListedLead) =>
      matches('ar')(l) && OPEN.includes(l.status as (typeof OPEN)[number]) && !l.isAssigned && l.product.some((p) => p === 'POS_DEVICE' || p === 'VOICE_POD');
    const expected = all
      .filter(wanted)
      .sort((a, b) => rank(b.rating) - rank(a.rating) || Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? 1 : -1));
    expect(expected.length).toBeGreaterThan(10);
    const filter: LeadListInput = {
      search: 'AR',
      leadStatuses: [...OPEN],
      isAssigned: false,
      product: ['POS_DEVICE', 'VOICE_POD'],
      sort: { field: 'rating', direction: 'DESC' },
    };
    const first = await list({ ...filter, page: 0, size: 5 });
    const second = await list({ ...filter, page: 1, size: 5 });
    expect(first.pageInfo.totalElements).toBe(expected.length);
    expect([...first.leads, ...second.leads].map((l) => l.id)).toEqual(expected.slice(0, 10).map((l) => l.id));
  });
});
