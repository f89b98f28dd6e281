import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import {
  CreateLeadDocument,
  CreateOpportunityDocument,
  DashboardCountsDocument,
  LeadDocument,
  LeadListDocument,
  MerchantOnboardingStateV2Document,
  OpportunityDocument,
  OpportunityListDocument,
  UpdateOpportunityDocument,
  type CreateLeadInput,
  type CreateOpportunityInput,
  type DashboardBucket,
  type HomePlace,
  type LeadLostReason,
  type OpportunityListInput,
  type OpportunityStatus,
  type UpdateOpportunityInput,
} from '../../generated/graphql';
import { opportunityMessages } from '../../src/domain/opportunity-input';
import { hashPassword } from '../../src/server/auth/passwords';
import { agents, merchantAccounts, opportunities } from '../../src/server/db/schema';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-agents';
import { sandboxPanRecord } from '../../src/server/sandbox/sandbox-registry';
import { DAY_MS, dataOf, expectCatalogueError, onlyError, send } from './call';
import { ALL_STATUSES, HOME_PLACES, SPEC_BUCKETS } from './spec-opportunity-statuses';

/** The statuses the seed's journeys reach: every one but the two no operation gives (CSE_APPROVED, CSE_REJECTED). */
const JOURNEY_STATUSES = ALL_STATUSES.filter((status) => status !== 'CSE_APPROVED' && status !== 'CSE_REJECTED');
import { demoAgent, gql, signInAs, startHarness, type Harness } from './harness';

type Row = typeof opportunities.$inferSelect;

const LOST_REASONS: LeadLostReason[] = ['HIGH_COMMERCIALS', 'MERCHANT_NOT_REACHABLE', 'INSTANT_SETTLEMENT_REQUIRED', 'ON_HOLD', 'NOT_INTERESTED'];

let harness: Harness;
let start: Date;
let token: string;
let otherToken: string;
let partnerToken: string;
beforeAll(async () => {
  harness = await startHarness();
  start = harness.clock.now;
  token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  otherToken = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
  partnerToken = (await signInAs(harness, demoAgent('EMP3001').email)).accessToken;
});
afterAll(() => harness.close());
afterEach(() => harness.clock.set(start));

/** The agent's opportunities as the database holds them, the ground truth the answers are checked against. */
async function rowsOf(employeeId: string, which: 'open' | 'all' = 'open'): Promise<Row[]> {
  const owner = eq(opportunities.ownerEmployeeId, employeeId);
  return harness.database.db
    .select()
    .from(opportunities)
    .where(which === 'open' ? and(owner, isNull(opportunities.closedAs)) : owner);
}

async function list(input: OpportunityListInput, as = token) {
  return dataOf(await send(harness, OpportunityListDocument, { input }, { token: as })).opportunityList;
}

async function read(id: string, as = token) {
  return dataOf(await send(harness, OpportunityDocument, { input: { id } }, { token: as })).opportunity.opportunity;
}

function update(input: UpdateOpportunityInput, as = token) {
  return send(harness, UpdateOpportunityDocument, { input }, { token: as, idempotencyId: randomUUID() });
}

function create(input: CreateOpportunityInput, as = token) {
  return send(harness, CreateOpportunityDocument, { input }, { token: as, idempotencyId: randomUUID() });
}

async function counts(as = token) {
  return dataOf(await send(harness, DashboardCountsDocument, { input: {} }, { token: as })).dashboardCounts;
}

const idsOf = (items: readonly { id: string | number }[]) => items.map((item) => String(item.id)).sort();

/** The filter answers exactly the expected rows (and at least one). */
async function expectList(input: OpportunityListInput, expected: readonly Row[], as = token) {
  expect(expected.length, `the seed should give ${JSON.stringify(input)} something to find`).toBeGreaterThan(0);
  const page = await list({ ...input, size: 1000 }, as);
  expect(idsOf(page.opportunities)).toEqual(idsOf(expected));
  expect(page.pageInfo.totalElements).toBe(expected.length);
  return page.opportunities;
}

let shops = 0;
async function newLead(as = token, overrides: Partial<CreateLeadInput> = {}) {
  const input: CreateLeadInput = {
    shop: { name: `Opportunity Test Traders ${Date.now().toString(36)}q${++shops}` },
    contact: { name: 'Kiran Shah', number: `9${String(Date.now() % 1e7).padStart(7, '0')}${String(shops % 100).padStart(2, '0')}` },
    leadSource: 'SALES_APP',
    product: ['POS_DEVICE'],
    ...overrides,
  };
  const id = dataOf(await send(harness, CreateLeadDocument, { input }, { token: as, idempotencyId: randomUUID() })).createLead.id;
  return { id, input };
}

/** A fresh open opportunity of EMP1001, taken forward from a new lead. */
async function newOpportunity(as = token) {
  const { id: leadId } = await newLead(as, as === partnerToken ? { product: ['SQR_MINI'] } : {});
  return dataOf(await create({ isExistingMerchant: false, leadId }, as)).createOpportunity.opportunity;
}

describe('the seed', () => {
  // CSE_APPROVED and CSE_REJECTED are not seeded: no operation gives or takes them, so no journey stands in them (README, 'Demo data').
  test('gives EMP1001 open opportunities in the 12 of the 14 statuses a journey reaches, and every bucket content', async () => {
    const open = await rowsOf('EMP1001');
    expect(new Set(open.map((r) => r.status))).toEqual(new Set(JOURNEY_STATUSES));
    expect(JOURNEY_STATUSES).toHaveLength(12);
    for (const statuses of Object.values(SPEC_BUCKETS)) expect(open.some((r) => statuses.includes(r.status as OpportunityStatus))).toBe(true);
  });

  test('closes some as lost, with every lost reason, and some as not converted', async () => {
    const closed = (await rowsOf('EMP1001', 'all')).filter((r) => r.closedAs);
    expect(new Set(closed.filter((r) => r.closedAs === 'LOST').map((r) => r.lostReason))).toEqual(new Set(LOST_REASONS));
    expect(closed.some((r) => r.closedAs === 'NOT_CONVERTED')).toBe(true);
  });

  test('has submitted ones, existing-merchant ones, and ones linked to the agent\'s own leads', async () => {
    const all = await rowsOf('EMP1001', 'all');
    expect(all.some((r) => r.opportunitySubmitted)).toBe(true);
    expect(all.some((r) => !r.opportunitySubmitted)).toBe(true);
    const existing = all.filter((r) => r.isExistingMerchant);
    expect(existing.length).toBeGreaterThan(0);
    expect(existing.every((r) => r.accountId && r.leadId === null)).toBe(true);
    const linked = all.filter((r) => r.leadId);
    expect(linked.length).toBeGreaterThan(10);
    expect(new Set(linked.map((r) => r.leadId)).size).toBe(linked.length);
    for (const row of linked.slice(0, 3)) {
      const lead = dataOf(await send(harness, LeadDocument, { input: { id: row.leadId ?? '' } }, { token })).lead.lead;
      expect(lead.status).toBe('CONVERTED');
      expect(row.name).toBe(lead.shop.name);
    }
  });

  test('gives the second agent and the partner their own, the partner\'s as StandardMini', async () => {
    expect((await rowsOf('EMP1002')).length).toBeGreaterThan(0);
    const partner = await rowsOf('EMP3001', 'all');
    expect(partner.length).toBeGreaterThan(0);
    expect(partner.every((r) => r.ownerType === 'StandardMini')).toBe(true);
  });
});

describe('opportunityList', () => {
  test('without filters lists the open opportunities, newest first', async () => {
    const open = await rowsOf('EMP1001');
    const listed = await expectList({}, open);
    const times = listed.map((o) => Date.parse(o.createdOn));
    for (let i = 1; i < times.length; i++) expect(times[i - 1]).toBeGreaterThanOrEqual(times[i] ?? 0);
    expect(listed.every((o) => o.closedAs === null)).toBe(true);
  });

  test.each(JOURNEY_STATUSES)('status %s', async (status) => {
    const open = await rowsOf('EMP1001');
    const listed = await expectList({ status: [status] }, open.filter((r) => r.status === status));
    expect(listed.every((o) => o.status === status)).toBe(true);
  });

  test.each(['CSE_APPROVED', 'CSE_REJECTED'] as const)('status %s: none seeded, none listed', async (status) => {
    expect((await list({ status: [status], size: 1000 })).pageInfo.totalElements).toBe(0);
  });

  test('several statuses', async () => {
    const statuses: OpportunityStatus[] = ['CSE_APPROVED', 'CSE_REJECTED', 'PO_APPROVAL_SUBMITTED'];
    await expectList({ status: statuses }, (await rowsOf('EMP1001')).filter((r) => statuses.includes(r.status as OpportunityStatus)));
  });

  test.each(Object.entries(SPEC_BUCKETS))('bucket %s holds exactly the statuses of the spec table', async (bucket, statuses) => {
    const open = await rowsOf('EMP1001');
    const listed = await expectList({ bucket: bucket as DashboardBucket }, open.filter((r) => statuses.includes(r.status as OpportunityStatus)));
    // The seed has every status, so every status of the bucket shows up in it.
    expect(new Set(listed.map((o) => o.status))).toEqual(new Set(statuses));
  });

  test('PO_APPROVAL_SUBMITTED, CSE_APPROVED and CSE_REJECTED are in no bucket', async () => {
    for (const bucket of Object.keys(SPEC_BUCKETS) as DashboardBucket[]) {
      const listed = (await list({ bucket, size: 1000 })).opportunities;
      expect(listed.filter((o) => ['PO_APPROVAL_SUBMITTED', 'CSE_APPROVED', 'CSE_REJECTED'].includes(o.status))).toEqual([]);
    }
  });

  test('bucket and status together must both match', async () => {
    const open = await rowsOf('EMP1001');
    await expectList({ bucket: 'NEW', status: ['INITIATED', 'DEPLOYMENT_REQUESTED'] }, open.filter((r) => r.status === 'INITIATED'));
    expect((await list({ bucket: 'REJECTED', status: ['INITIATED'] })).pageInfo.totalElements).toBe(0);
  });

  test('closedAs LOST lists the lost ones (the Lost category), each with its reason', async () => {
    const lost = (await rowsOf('EMP1001', 'all')).filter((r) => r.closedAs === 'LOST');
    const listed = await expectList({ closedAs: 'LOST' }, lost);
    expect(listed.every((o) => o.closedAs === 'LOST' && o.lostReason !== null)).toBe(true);
  });

  test('closedAs NOT_CONVERTED lists the ones not converted', async () => {
    await expectList({ closedAs: 'NOT_CONVERTED' }, (await rowsOf('EMP1001', 'all')).filter((r) => r.closedAs === 'NOT_CONVERTED'));
  });

  test('closedAs combines with the other filters', async () => {
    const lost = (await rowsOf('EMP1001', 'all')).filter((r) => r.closedAs === 'LOST' && r.status === 'INITIATED');
    await expectList({ closedAs: 'LOST', bucket: 'NEW', status: ['INITIATED'] }, lost);
  });

  test('isExistingMerchant', async () => {
    const open = await rowsOf('EMP1001');
    await expectList({ isExistingMerchant: true }, open.filter((r) => r.isExistingMerchant));
    await expectList({ isExistingMerchant: false }, open.filter((r) => !r.isExistingMerchant));
  });

  test('createdOn range: from inclusive, to exclusive', async () => {
    const open = await rowsOf('EMP1001');
    const from = new Date(Date.now() - 30 * DAY_MS);
    const to = new Date(Date.now() - 5 * DAY_MS);
    await expectList(
      { createdOn: { from: from.toISOString(), to: to.toISOString() } },
      open.filter((r) => r.createdOn >= from && r.createdOn < to),
    );
    const [sample] = open;
    if (!sample) throw new Error('no opportunity');
    const at = sample.createdOn.toISOString();
    expect(idsOf((await list({ createdOn: { from: at, to: new Date(sample.createdOn.getTime() + 1).toISOString() } })).opportunities)).toContain(String(sample.id));
    expect(idsOf((await list({ createdOn: { to: at }, size: 1000 })).opportunities)).not.toContain(String(sample.id));
  });

  test('a createdOn bound that is not a date is refused as invalid input', async () => {
    const result = await send(harness, OpportunityListDocument, { input: { createdOn: { from: 'last week' } } }, { token });
    const error = expectCatalogueError(result, 'MOS-1001', 'Please enter a valid date and time.');
    expect(error.field).toBe('input.createdOn.from');
  });

  test('search over the name, ignoring case', async () => {
    const open = await rowsOf('EMP1001');
    const word = (open.find((r) => !r.isExistingMerchant)?.name ?? '').split(' ')[0] ?? '';
    expect(word.length).toBeGreaterThan(2);
    await expectList({ search: word.toUpperCase() }, open.filter((r) => r.name.toLowerCase().includes(word.toLowerCase())));
  });

  test('search over the PAN and the contact number', async () => {
    const open = await rowsOf('EMP1001');
    const withPan = open.find((r) => r.panNumber);
    if (!withPan?.panNumber) throw new Error('no opportunity with a PAN');
    expect(idsOf((await list({ search: withPan.panNumber.toLowerCase() })).opportunities)).toContain(String(withPan.id));
    const withPhone = open.find((r) => r.contactNumber);
    if (!withPhone?.contactNumber) throw new Error('no opportunity with a contact number');
    const digits = withPhone.contactNumber.slice(2, 8);
    await expectList(
      { search: digits },
      open.filter((r) => [r.name, r.panNumber, r.contactNumber].some((v) => v?.toLowerCase().includes(digits))),
    );
  });

  test('% and _ in a search are literal, and a blank search is no filter', async () => {
    expect((await list({ search: '%' })).pageInfo.totalElements).toBe(0);
    expect((await list({ search: '_' })).pageInfo.totalElements).toBe(0);
    expect((await list({ search: '   ' })).pageInfo.totalElements).toBe((await rowsOf('EMP1001')).length);
  });

  test('sorted by createdOn or modifiedOn, either direction, ASC the reverse of DESC', async () => {
    for (const sortField of ['createdOn', 'modifiedOn'] as const) {
      const desc = (await list({ sortField, sortDirection: 'DESC', size: 1000 })).opportunities;
      const asc = (await list({ sortField, sortDirection: 'ASC', size: 1000 })).opportunities;
      expect(asc.map((o) => o.id)).toEqual([...desc].reverse().map((o) => o.id));
      const times = asc.map((o) => Date.parse(o[sortField]));
      for (let i = 1; i < times.length; i++) expect(times[i - 1]).toBeLessThanOrEqual(times[i] ?? 0);
    }
  });

  test('pages cover every opportunity once, with consistent page info; a size over 1000 is refused', async () => {
    const total = (await rowsOf('EMP1001')).length;
    const size = 7;
    const seen: string[] = [];
    for (let page = 0; ; page++) {
      const result = await list({ page, size });
      expect(result.pageInfo).toEqual({ page, size, totalElements: total, hasMore: (page + 1) * size < total });
      seen.push(...result.opportunities.map((o) => o.id));
      if (!result.pageInfo.hasMore) break;
      expect(page).toBeLessThan(50);
    }
    expect(new Set(seen).size).toBe(total);
    expect(seen).toHaveLength(total);
    const first = await list({});
    expect(first.pageInfo).toMatchObject({ page: 0, size: 20 });
    const tooLarge = await gql(harness, 'query($input: OpportunityListInput!) { opportunityList(input: $input) { pageInfo { totalElements } } }', { input: { size: 5000 } }, { token });
    expect(expectCatalogueError(tooLarge, 'MOS-1001', 'Please enter 1000 or less.').field).toBe('input.size');
    expect((await list({ page: 99 })).opportunities).toEqual([]);
  });
});

describe('opportunity', () => {
  test('reads an own opportunity with the fields the list shows', async () => {
    const [listed] = (await list({ size: 1 })).opportunities;
    if (!listed) throw new Error('no opportunity');
    expect(await read(listed.id)).toEqual(listed);
  });

  test('reads a closed one too', async () => {
    const [lost] = (await list({ closedAs: 'LOST', size: 1 })).opportunities;
    if (!lost) throw new Error('no lost opportunity');
    expect((await read(lost.id)).closedAs).toBe('LOST');
  });

  test.each(['abc', '', '0', '-1', '1.5', '99999999999', "1' or 1=1 --", '2000000000'])('id %j gives ODS-101, not a crash', async (id) => {
    expectCatalogueError(await send(harness, OpportunityDocument, { input: { id } }, { token }), 'ODS-101', 'Opportunity not found');
  });
});

describe("opportunityList by Home's places (issue 42)", () => {
  // An agent of these tests alone, with one open opportunity in each of the 14 statuses and some
  // closed ones, so that every place has content whatever the seed holds.
  const PLACES_AGENT = 'EMP9102';
  const EVERYWHERE = [...Object.keys(HOME_PLACES), 'LOST', 'NOT_CONVERTED'] as HomePlace[];
  let placesToken: string;
  let rows: Row[];
  beforeAll(async () => {
    const db = harness.database.db;
    await db.insert(agents).values({
      employeeId: PLACES_AGENT,
      email: 'fresh.places@demo.example',
      name: 'Fresh Places',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      userType: 'SalesAgent',
      locationId: 'LOC-TEST',
    });
    placesToken = (await signInAs(harness, 'fresh.places@demo.example')).accessToken;
    const row = (status: OpportunityStatus, closedAs: 'LOST' | 'NOT_CONVERTED' | null = null) => ({
      ownerEmployeeId: PLACES_AGENT,
      name: `Places ${status} ${closedAs ?? 'open'} Traders`,
      status,
      ownerType: 'SalesApp' as const,
      closedAs,
      lostReason: closedAs === 'LOST' ? ('ON_HOLD' as const) : null,
    });
    await db.insert(opportunities).values([
      ...ALL_STATUSES.map((status) => row(status)),
      row('PRICING_APPROVED', 'LOST'),
      row('DEPLOYMENT_COMPLETED', 'LOST'),
      row('PO_APPROVAL_SUBMITTED', 'NOT_CONVERTED'),
      row('INITIATED', 'NOT_CONVERTED'),
    ]);
    rows = await rowsOf(PLACES_AGENT, 'all');
  });
  test.each(Object.entries(HOME_PLACES))('place %s lists the open opportunities of its statuses, and only those', async (place, statuses) => {
    const listed = await expectList({ places: [place as HomePlace] }, rows.filter((r) => r.closedAs === null && (statuses as readonly string[]).includes(r.status)), placesToken);
    expect(new Set(listed.map((o) => o.status))).toEqual(new Set(statuses));
  });

  test('places LOST and NOT_CONVERTED list the closed ones, whatever their status', async () => {
    await expectList({ places: ['LOST'] }, rows.filter((r) => r.closedAs === 'LOST'), placesToken);
    await expectList({ places: ['NOT_CONVERTED'] }, rows.filter((r) => r.closedAs === 'NOT_CONVERTED'), placesToken);
  });

  test('each of the 14 statuses, open or closed, is in exactly one place, and every place together lists them all', async () => {
    const seen = new Map<string, number>();
    for (const place of EVERYWHERE) {
      for (const o of (await list({ places: [place], size: 1000 }, placesToken)).opportunities) seen.set(o.id, (seen.get(o.id) ?? 0) + 1);
    }
    expect([...seen.keys()].sort()).toEqual(idsOf(rows));
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    expect(rows).toHaveLength(14 + 4);
    await expectList({ places: EVERYWHERE }, rows, placesToken);
  });

  test('a search over every place finds an opportunity submitted for review; over the others it does not', async () => {
    const name = 'Places PO_APPROVAL_SUBMITTED open Traders';
    const found = await list({ places: EVERYWHERE, search: name, size: 1000 }, placesToken);
    expect(found.opportunities.map((o) => [o.name, o.status, o.closedAs])).toEqual([[name, 'PO_APPROVAL_SUBMITTED', null]]);
    // Searched by a part of its name, with the one closed not converted in the same status beside it.
    const partial = await list({ places: EVERYWHERE, search: 'po_approval_submitted', size: 1000 }, placesToken);
    expect(partial.opportunities.map((o) => o.closedAs ?? 'open').sort()).toEqual(['NOT_CONVERTED', 'open']);
    const elsewhere = EVERYWHERE.filter((p) => p !== 'IN_REVIEW');
    expect((await list({ places: elsewhere, search: name, size: 1000 }, placesToken)).pageInfo.totalElements).toBe(0);
  });

  test('places combine with the other filters', async () => {
    expect((await list({ places: ['IN_REVIEW'], status: ['INITIATED'] }, placesToken)).pageInfo.totalElements).toBe(0);
    await expectList({ places: ['IN_REVIEW'], status: ['CSE_APPROVED'] }, rows.filter((r) => r.status === 'CSE_APPROVED' && !r.closedAs), placesToken);
    await expectList({ places: ['LOST', 'NOT_CONVERTED'], closedAs: 'LOST' }, rows.filter((r) => r.closedAs === 'LOST'), placesToken);
    await expectList({ places: ['NEW', 'LOST'], bucket: 'NEW' }, rows.filter((r) => SPEC_BUCKETS.NEW.includes(r.status as OpportunityStatus) && r.closedAs !== 'NOT_CONVERTED'), placesToken);
  });

  test("another agent's opportunities are in none of this agent's places", async () => {
    const mine = new Set(rows.map((r) => String(r.id)));
    for (const o of (await list({ places: EVERYWHERE, size: 1000 })).opportunities) expect(mine.has(o.id)).toBe(false);
    expect((await list({ places: EVERYWHERE, size: 1000 }, placesToken)).pageInfo.totalElements).toBe(rows.length);
  });
});

describe('agent scoping', () => {
  test("EMP1002 never sees EMP1001's opportunities, whatever the filters", async () => {
    const ofA = await rowsOf('EMP1001', 'all');
    const idsOfA = new Set(ofA.map((r) => String(r.id)));
    const sample = ofA.find((r) => r.contactNumber);
    const inputs: OpportunityListInput[] = [
      {},
      { closedAs: 'LOST' },
      { closedAs: 'NOT_CONVERTED' },
      { isExistingMerchant: true },
      { status: [...ALL_STATUSES] },
      ...(Object.keys(SPEC_BUCKETS) as DashboardBucket[]).map((bucket) => ({ bucket })),
      { places: [...Object.keys(HOME_PLACES), 'LOST', 'NOT_CONVERTED'] as HomePlace[] },
      { search: sample?.name ?? '' },
      { search: sample?.contactNumber ?? '' },
    ];
    for (const input of inputs) {
      const page = await list({ ...input, size: 1000 }, otherToken);
      for (const o of page.opportunities) expect(idsOfA.has(o.id), `EMP1002 sees ${o.id} with ${JSON.stringify(input)}`).toBe(false);
    }
    expect((await list({ size: 1000 }, otherToken)).pageInfo.totalElements).toBe((await rowsOf('EMP1002')).length);
  });

  test("EMP1002 cannot read EMP1001's opportunity: ODS-101", async () => {
    const [row] = await rowsOf('EMP1001');
    if (!row) throw new Error('no opportunity');
    const result = await send(harness, OpportunityDocument, { input: { id: String(row.id) } }, { token: otherToken });
    expect(result.data).toBeNull();
    expectCatalogueError(result, 'ODS-101', 'Opportunity not found');
  });

  test("EMP1002 cannot close EMP1001's opportunity: ODS-101, and it stays open", async () => {
    const [row] = await rowsOf('EMP1001');
    if (!row) throw new Error('no opportunity');
    const before = await read(String(row.id));
    expectCatalogueError(await update({ id: String(row.id), closedAs: 'LOST', lostReason: 'ON_HOLD' }, otherToken), 'ODS-101');
    expect(await read(String(row.id))).toEqual(before);
  });

  test("EMP1002 cannot take EMP1001's lead forward: LMS-101", async () => {
    const { id } = await newLead(token);
    const result = await create({ isExistingMerchant: false, leadId: id }, otherToken);
    expectCatalogueError(result, 'LMS-101');
    expect(dataOf(await send(harness, LeadDocument, { input: { id } }, { token })).lead.lead.status).toBe('NEW');
  });
});

describe('mark lost or not converted (updateOpportunity)', () => {
  test('LOST needs a reason; refused, nothing changes', async () => {
    const opportunity = await newOpportunity();
    const result = await update({ id: opportunity.id, closedAs: 'LOST' });
    expect(result.data).toBeNull();
    const error = expectCatalogueError(result, 'VALIDATION_ERROR', 'Please choose why the opportunity was lost.');
    expect(error.field).toBe('input.lostReason');
    expect(await read(opportunity.id)).toEqual(opportunity);
  });

  test.each(LOST_REASONS)('lost with %s: it leaves the open list, its bucket and the New count, and is listed and counted as lost', async (reason) => {
    const opportunity = await newOpportunity();
    expect(opportunity.status).toBe('INITIATED');
    const before = await counts();
    expect(idsOf((await list({ bucket: 'NEW', size: 1000 })).opportunities)).toContain(opportunity.id);

    harness.clock.set(new Date(start.getTime() + 60_000));
    const updated = dataOf(await update({ id: opportunity.id, closedAs: 'LOST', lostReason: reason, closureRemarks: '  Merchant went with a competitor.  ' }))
      .updateOpportunity;
    expect(updated.isUpdated).toBe(true);
    expect(updated.opportunity).toEqual({
      ...opportunity,
      closedAs: 'LOST',
      lostReason: reason,
      closureRemarks: 'Merchant went with a competitor.',
      modifiedOn: harness.clock.now.toISOString(),
    });
    expect(await read(opportunity.id)).toEqual(updated.opportunity);

    expect(idsOf((await list({ size: 1000 })).opportunities)).not.toContain(opportunity.id);
    expect(idsOf((await list({ bucket: 'NEW', size: 1000 })).opportunities)).not.toContain(opportunity.id);
    expect(idsOf((await list({ status: ['INITIATED'], size: 1000 })).opportunities)).not.toContain(opportunity.id);
    expect(idsOf((await list({ closedAs: 'LOST', size: 1000 })).opportunities)).toContain(opportunity.id);
    expect(idsOf((await list({ closedAs: 'NOT_CONVERTED', size: 1000 })).opportunities)).not.toContain(opportunity.id);
    expect(await counts()).toEqual({ ...before, new: before.new - 1, lost: before.lost + 1 });
  });

  test('not converted, with optional remarks; a lost reason is not kept', async () => {
    const opportunity = await newOpportunity();
    const plain = dataOf(await update({ id: opportunity.id, closedAs: 'NOT_CONVERTED' })).updateOpportunity.opportunity;
    expect(plain).toMatchObject({ closedAs: 'NOT_CONVERTED', lostReason: null, closureRemarks: null });
    expect(idsOf((await list({ closedAs: 'NOT_CONVERTED', size: 1000 })).opportunities)).toContain(opportunity.id);
    expect(idsOf((await list({ size: 1000 })).opportunities)).not.toContain(opportunity.id);

    const other = await newOpportunity();
    const withRemarks = dataOf(
      await update({ id: other.id, closedAs: 'NOT_CONVERTED', lostReason: 'ON_HOLD', closureRemarks: 'Shop closing for renovation.' }),
    ).updateOpportunity.opportunity;
    expect(withRemarks).toMatchObject({ closedAs: 'NOT_CONVERTED', lostReason: null, closureRemarks: 'Shop closing for renovation.' });
  });

  test('a closed opportunity can change its reason, and reopen with closedAs null', async () => {
    const opportunity = await newOpportunity();
    dataOf(await update({ id: opportunity.id, closedAs: 'LOST', lostReason: 'ON_HOLD', closureRemarks: 'Call after Diwali.' }));
    const changed = dataOf(await update({ id: opportunity.id, lostReason: 'NOT_INTERESTED' })).updateOpportunity.opportunity;
    expect(changed).toMatchObject({ closedAs: 'LOST', lostReason: 'NOT_INTERESTED', closureRemarks: 'Call after Diwali.' });

    const reopened = dataOf(await update({ id: opportunity.id, closedAs: null })).updateOpportunity.opportunity;
    expect(reopened).toMatchObject({ closedAs: null, lostReason: null, closureRemarks: null, status: 'INITIATED' });
    expect(idsOf((await list({ bucket: 'NEW', size: 1000 })).opportunities)).toContain(opportunity.id);
  });

  test('a lost reason or remarks on an open opportunity are refused', async () => {
    const opportunity = await newOpportunity();
    const reason = await update({ id: opportunity.id, lostReason: 'ON_HOLD' });
    expect(expectCatalogueError(reason, 'VALIDATION_ERROR', opportunityMessages.notClosed).field).toBe('input.lostReason');
    const remarks = await update({ id: opportunity.id, closureRemarks: 'Some remark' });
    expect(onlyError(remarks).field).toBe('input.closureRemarks');
    expect(await read(opportunity.id)).toEqual(opportunity);
  });

  test('remarks that are not free text are refused', async () => {
    const opportunity = await newOpportunity();
    const result = await update({ id: opportunity.id, closedAs: 'NOT_CONVERTED', closureRemarks: '<script>' });
    expect(onlyError(result)).toMatchObject({ code: 'VALIDATION_ERROR', field: 'input.closureRemarks' });
    expect((await read(opportunity.id)).closedAs).toBeNull();
  });

  test('the status is not the agent\'s to change: MOS-1007, nothing changes', async () => {
    const opportunity = await newOpportunity();
    const result = await update({ id: opportunity.id, status: 'DEPLOYMENT_COMPLETED', closedAs: 'NOT_CONVERTED' });
    expect(expectCatalogueError(result, 'MOS-1007').field).toBe('input.status');
    expect(await read(opportunity.id)).toEqual(opportunity);
  });

  test('a submitted opportunity can still be marked lost', async () => {
    const [submitted] = (await rowsOf('EMP1001')).filter((r) => r.opportunitySubmitted);
    if (!submitted) throw new Error('no submitted opportunity');
    const closed = dataOf(await update({ id: String(submitted.id), closedAs: 'LOST', lostReason: 'HIGH_COMMERCIALS' })).updateOpportunity.opportunity;
    expect(closed).toMatchObject({ closedAs: 'LOST', opportunitySubmitted: true, status: submitted.status });
  });

  test('an unknown id gives ODS-101', async () => {
    expectCatalogueError(await update({ id: '2000000000', closedAs: 'NOT_CONVERTED' }), 'ODS-101');
    expectCatalogueError(await update({ id: 'x', closedAs: 'NOT_CONVERTED' }), 'ODS-101');
  });
});

/** A merchant account the agent sees: the account of one of their existing-merchant opportunities. */
async function accountOf(employeeId: string): Promise<string> {
  const account = (await rowsOf(employeeId, 'all')).find((r) => r.isExistingMerchant && r.accountId)?.accountId;
  if (!account) throw new Error(`the seed gives ${employeeId} no existing merchant`);
  return account;
}

describe('createOpportunity for an existing merchant', () => {
  test('creates an INITIATED opportunity with the account id and name, in the New bucket', async () => {
    harness.clock.set(new Date(start.getTime() + 5 * 60_000));
    const account = await accountOf('EMP1001');
    const created = dataOf(
      await create({ isExistingMerchant: true, accountId: ` ${account} `, name: ' Shree Balaji Traders ', annualturnoverpreviousfinancialyr: 1850000 }),
    ).createOpportunity;
    expect(created.id).toMatch(/^[0-9]+$/);
    expect(created.opportunity).toMatchObject({
      id: created.id,
      leadId: null,
      accountId: account,
      name: 'Shree Balaji Traders',
      status: 'INITIATED',
      ownerType: 'SalesApp',
      isExistingMerchant: true,
      opportunitySubmitted: false,
      nachSubmitted: false,
      annualturnoverpreviousfinancialyr: 1850000,
      closedAs: null,
      createdOn: harness.clock.now.toISOString(),
      modifiedOn: harness.clock.now.toISOString(),
    });
    expect(await read(created.id)).toEqual(created.opportunity);
    expect(idsOf((await list({ bucket: 'NEW', isExistingMerchant: true, size: 1000 })).opportunities)).toContain(created.id);
    expect(idsOf((await list({ search: 'balaji traders' })).opportunities)).toContain(created.id);
  });

  test('a partner\'s is owned as StandardMini', async () => {
    // The seed gives the partner an already registered merchant (src/server/seed/demo-merchants.ts).
    const partnerAccount = sandboxPanRecord('KLMPB0036F')?.existingMerchant?.accountId ?? '';
    const created = dataOf(await create({ isExistingMerchant: true, accountId: partnerAccount, name: 'Partner Kirana' }, partnerToken)).createOpportunity;
    expect(created.opportunity.ownerType).toBe('StandardMini');
    expect(idsOf((await list({ size: 1000 }, token)).opportunities)).not.toContain(created.id);
  });

  test('without an account id: MOS-1009 Invalid Account ID', async () => {
    for (const accountId of [undefined, '', '   ']) {
      const result = await create({ isExistingMerchant: true, accountId, name: 'No Account Stores' });
      expect(expectCatalogueError(result, 'MOS-1009', 'Invalid Account ID').field).toBe('input.accountId');
    }
    expect((await list({ search: 'No Account Stores' })).pageInfo.totalElements).toBe(0);
  });

  test('an account the agent does not see: MOS-1012 naming the field, and nothing is created', async () => {
    const others = await accountOf('EMP1002');
    for (const accountId of ['ACC-7781', '00000000-0000-5000-8000-000000000000', others]) {
      const result = await create({ isExistingMerchant: true, accountId, name: 'Unknown Account Stores' });
      expect(expectCatalogueError(result, 'MOS-1012', 'Merchant Account not found').field).toBe('input.accountId');
    }
    expect((await list({ search: 'Unknown Account Stores', size: 1000 })).pageInfo.totalElements).toBe(0);
    expect((await rowsOf('EMP1001', 'all')).some((r) => r.accountId === others)).toBe(false);
  });

  test('without a name: named after the merchant account', async () => {
    const account = await accountOf('EMP1001');
    const [row] = await harness.database.db.select({ name: merchantAccounts.name }).from(merchantAccounts).where(eq(merchantAccounts.id, account));
    const created = dataOf(await create({ isExistingMerchant: true, accountId: account })).createOpportunity;
    expect(created.opportunity.name).toBe(row?.name);
  });

  test('a negative turnover: MOS-1004', async () => {
    const result = await create({ isExistingMerchant: true, accountId: 'ACC-2', name: 'Turnover Test', annualturnoverpreviousfinancialyr: -5 });
    expectCatalogueError(result, 'MOS-1004', 'Please enter a valid Annual Revenue value');
  });
});

describe('createOpportunity from a lead', () => {
  test("named after the lead's shop, INITIATED, linked, searchable by the lead's phone; the lead is converted", async () => {
    const { id: leadId, input } = await newLead(token, { panNumber: 'AAACR5055K' });
    const created = dataOf(await create({ isExistingMerchant: false, leadId })).createOpportunity;
    expect(created.opportunity).toMatchObject({
      leadId,
      name: input.shop.name,
      status: 'INITIATED',
      ownerType: 'SalesApp',
      isExistingMerchant: false,
      accountId: null,
    });
    const lead = dataOf(await send(harness, LeadDocument, { input: { id: leadId } }, { token })).lead.lead;
    expect(lead.status).toBe('CONVERTED');
    expect(idsOf((await list({ search: input.contact.number })).opportunities)).toEqual([created.id]);
    expect(idsOf((await list({ search: 'aaacr5055k', size: 1000 })).opportunities)).toContain(created.id);
    // The lead's onboarding journey now follows the opportunity.
    const state = dataOf(
      await send(harness, MerchantOnboardingStateV2Document, { input: { idType: 'LEAD', isExistingMerchant: false, stateDataId: leadId } }, { token }),
    ).merchantOnboardingStateV2;
    expect(state.opportunityId).toBe(Number(created.id));
  });

  test('a name given overrides the shop name', async () => {
    const { id: leadId } = await newLead();
    const created = dataOf(await create({ isExistingMerchant: false, leadId, name: 'Renamed Enterprises' })).createOpportunity;
    expect(created.opportunity.name).toBe('Renamed Enterprises');
  });

  test('taking the same lead forward again gives the same open opportunity', async () => {
    const { id: leadId } = await newLead();
    const first = dataOf(await create({ isExistingMerchant: false, leadId })).createOpportunity;
    const second = dataOf(await create({ isExistingMerchant: false, leadId })).createOpportunity;
    expect(second.id).toBe(first.id);
    expect((await rowsOf('EMP1001', 'all')).filter((r) => r.leadId === leadId)).toHaveLength(1);
  });

  test('the same idempotency id twice creates one opportunity', async () => {
    const idempotencyId = randomUUID();
    const input = { isExistingMerchant: true, accountId: await accountOf('EMP1001'), name: 'Idempotent Stores' };
    const first = dataOf(await send(harness, CreateOpportunityDocument, { input }, { token, idempotencyId }));
    const second = dataOf(await send(harness, CreateOpportunityDocument, { input }, { token, idempotencyId }));
    expect(second).toEqual(first);
    expect((await list({ search: 'Idempotent Stores' })).pageInfo.totalElements).toBe(1);
  });

  test("the lead's owner type carries over: a KycMerchantApp lead, and a partner's lead (StandardMini)", async () => {
    const openLeads = dataOf(
      await send(harness, LeadListDocument, { input: { size: 1000, leadStatuses: ['NEW', 'OPEN_CONTACTED', 'OPEN_NOT_CONTACTED'] } }, { token }),
    ).leadList.leads;
    const kycLead = openLeads.find((l) => l.ownerType === 'KycMerchantApp');
    if (!kycLead) throw new Error('the seed has no open KycMerchantApp lead');
    const fromKyc = dataOf(await create({ isExistingMerchant: false, leadId: kycLead.id })).createOpportunity;
    expect(fromKyc.opportunity.ownerType).toBe('KycMerchantApp');

    const partnerOpportunity = await newOpportunity(partnerToken);
    expect(partnerOpportunity.ownerType).toBe('StandardMini');
  });

  test('without a lead id: refused with the field', async () => {
    const result = await create({ isExistingMerchant: false });
    expect(expectCatalogueError(result, 'VALIDATION_ERROR', 'Please choose the lead to take forward.').field).toBe('input.leadId');
  });

  test('an unknown or malformed lead id: LMS-101', async () => {
    expectCatalogueError(await create({ isExistingMerchant: false, leadId: '00000000-0000-4000-8000-000000000000' }), 'LMS-101');
    expectCatalogueError(await create({ isExistingMerchant: false, leadId: 'nope' }), 'LMS-101');
  });
});
