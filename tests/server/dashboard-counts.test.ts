import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import {
  CreateLeadDocument,
  CreateOpportunityDocument,
  DashboardCountsDocument,
  UpdateLeadDocument,
  UpdateOpportunityDocument,
  type CreateLeadInput,
  type DashboardCountsInput,
  type DashboardCountsQuery,
  type UpdateLeadInput,
} from '../../generated/graphql';
import { hashPassword } from '../../src/server/auth/passwords';
import { agents, leads, opportunities } from '../../src/server/db/schema';
import { followUpWindow } from '../../src/domain/follow-up-windows';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-agents';
import { DAY_MS, dataOf, expectCatalogueError, send } from './call';
import { ALL_STATUSES, HOME_PLACES } from './spec-opportunity-statuses';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';

type Counts = DashboardCountsQuery['dashboardCounts'];

const OPEN_LEAD = ['NEW', 'OPEN_CONTACTED', 'OPEN_NOT_CONTACTED'];
/** Home's places (each count is what its place lists) under the names of the dashboard's counts. */
const BUCKET = {
  new: HOME_PLACES.NEW,
  inReview: HOME_PLACES.IN_REVIEW,
  deploymentInProgress: HOME_PLACES.BEING_DEPLOYED,
  rejected: HOME_PLACES.REJECTED,
  live: HOME_PLACES.LIVE,
} as const;
const ZERO: Counts = { deploymentInProgress: 0, inReview: 0, new: 0, assigned: 0, voicePod: 0, allLead: 0, rejected: 0, followUp: 0, live: 0, lost: 0, notConverted: 0 };

let harness: Harness;
let start: Date;
let token: string;
let otherToken: string;
let freshToken: string;
const FRESH = 'EMP9101';

beforeAll(async () => {
  harness = await startHarness();
  start = harness.clock.now;
  token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  otherToken = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
  // An agent of this file alone, whose every record the tests below create, so the numbers are exact.
  await harness.database.db.insert(agents).values({
    employeeId: FRESH,
    email: 'fresh.counts@demo.example',
    name: 'Fresh Counts',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    userType: 'SalesAgent',
    locationId: 'LOC-TEST',
  });
  freshToken = (await signInAs(harness, 'fresh.counts@demo.example')).accessToken;
});
afterAll(() => harness.close());
afterEach(() => harness.clock.set(start));

async function countsOf(as: string, input: DashboardCountsInput = {}): Promise<Counts> {
  return dataOf(await send(harness, DashboardCountsDocument, { input }, { token: as })).dashboardCounts;
}

/** The counts computed from the database rows of an agent, by the meanings in src/domain/dashboard-buckets.ts. */
async function expectedCounts(employeeId: string, window: { from: Date; to: Date }): Promise<Counts> {
  const db = harness.database.db;
  const allLeadRows = await db.select().from(leads).where(eq(leads.ownerEmployeeId, employeeId));
  const leadRows = allLeadRows.filter((l) => OPEN_LEAD.includes(l.status));
  const allOpportunityRows = await db.select().from(opportunities).where(eq(opportunities.ownerEmployeeId, employeeId));
  const opportunityRows = allOpportunityRows.filter((o) => o.closedAs === null);
  const inBucket = (statuses: readonly string[]) => opportunityRows.filter((o) => statuses.includes(o.status)).length;
  return {
    allLead: leadRows.length,
    assigned: leadRows.filter((l) => l.isAssigned).length,
    voicePod: leadRows.filter((l) => l.products.includes('VOICE_POD') || l.products.includes('VOICE_POD_PRO')).length,
    followUp: leadRows.filter((l) => l.scheduledFollowUp && l.scheduledFollowUp >= window.from && l.scheduledFollowUp < window.to).length,
    new: inBucket(BUCKET.new),
    inReview: inBucket(BUCKET.inReview),
    deploymentInProgress: inBucket(BUCKET.deploymentInProgress),
    rejected: inBucket(BUCKET.rejected),
    live: inBucket(BUCKET.live),
    lost: allOpportunityRows.filter((o) => o.closedAs === 'LOST').length + allLeadRows.filter((l) => l.status === 'LOST').length,
    notConverted: allOpportunityRows.filter((o) => o.closedAs === 'NOT_CONVERTED').length + allLeadRows.filter((l) => l.status === 'NOT_CONVERTED').length,
  };
}

let shops = 0;
async function createLead(overrides: Partial<CreateLeadInput>, as = freshToken): Promise<string> {
  const input: CreateLeadInput = {
    shop: { name: `Counts Test Stores ${++shops}` },
    contact: { name: 'Meena Das', number: '9812345678' },
    leadSource: 'WALK_IN',
    product: ['POS_DEVICE'],
    ...overrides,
  };
  return dataOf(await send(harness, CreateLeadDocument, { input }, { token: as, idempotencyId: randomUUID() })).createLead.id;
}

/** India's calendar day of the given instant, as the server's default window. */
function indiaDay(now: Date) {
  const offset = 330 * 60_000;
  const from = Math.floor((now.getTime() + offset) / DAY_MS) * DAY_MS - offset;
  return { from: new Date(from), to: new Date(from + DAY_MS) };
}

describe('dashboardCounts of the seeded agents match their data', () => {
  test.each(['EMP1001', 'EMP1002', 'EMP3001'])('%s, with the default window (today in India)', async (employeeId) => {
    const as = employeeId === 'EMP1001' ? token : employeeId === 'EMP1002' ? otherToken : (await signInAs(harness, demoAgent(employeeId).email)).accessToken;
    const counts = await countsOf(as);
    expect(counts).toEqual(await expectedCounts(employeeId, indiaDay(harness.clock.now)));
  });

  test('the seed gives EMP1001 something in every count', async () => {
    const counts = await countsOf(token, { followUp: { from: new Date(Date.now() - DAY_MS).toISOString(), to: new Date(Date.now() + DAY_MS).toISOString() } });
    for (const [name, value] of Object.entries(counts)) expect(value, name).toBeGreaterThan(0);
  });

  test('with a window the app sends', async () => {
    const from = new Date(Date.now() - 2 * DAY_MS);
    const to = new Date(Date.now() + 3 * DAY_MS);
    const counts = await countsOf(token, { followUp: { from: from.toISOString(), to: to.toISOString() } });
    expect(counts).toEqual(await expectedCounts('EMP1001', { from, to }));
  });

  test('a window with one bound', async () => {
    const from = new Date(Date.now() + 4 * DAY_MS);
    const counts = await countsOf(token, { followUp: { from: from.toISOString() } });
    expect(counts.followUp).toBe((await expectedCounts('EMP1001', { from, to: new Date(8.64e15) })).followUp);
  });

  test.each([
    ['just before midnight in India', -60_000],
    ['just after midnight in India', 60_000],
  ])("the app's Today range (src/domain/follow-up-windows.ts) is the window the server counts by default, %s", async (_when, offset) => {
    // 18:30 UTC is India's midnight: on a phone in New York or London it is still the afternoon before.
    const at = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate(), 18, 30) + offset);
    harness.clock.set(at);
    const { from, to } = followUpWindow('today', at);
    expect({ from, to }).toEqual(indiaDay(at));
    expect(await countsOf(token, { followUp: { from: from.toISOString(), to: to.toISOString() } })).toEqual(await countsOf(token));
  });

  test('a bound that is not a date is refused', async () => {
    const result = await send(harness, DashboardCountsDocument, { input: { followUp: { to: 'tomorrow' } } }, { token });
    expect(expectCatalogueError(result, 'MOS-1001', 'Please enter a valid date and time.').field).toBe('input.followUp.to');
  });
});

describe("a fresh agent's counts, from the records the test creates", () => {
  test('start at zero, and are not anyone else\'s', async () => {
    expect(await countsOf(freshToken)).toEqual(ZERO);
  });

  test('follow each lead and opportunity the agent adds, closes and reopens', async () => {
    const now = harness.clock.now;
    const today = indiaDay(now);
    // Later today: an appointment is set in the future (an earlier one is refused).
    const inToday = new Date((now.getTime() + today.to.getTime()) / 2).toISOString();
    const tomorrow = new Date(today.to.getTime() + 60_000).toISOString();

    const voicePod = await createLead({ product: ['VOICE_POD'], scheduledFollowUp: inToday });
    const voicePodPro = await createLead({ product: ['VOICE_POD_PRO', 'POS_DEVICE'], scheduledFollowUp: tomorrow });
    const pos = await createLead({ product: ['POS_DEVICE'], scheduledFollowUp: inToday });
    const sqr = await createLead({ product: ['SQR_MINI'] });
    expect(await countsOf(freshToken)).toEqual({ ...ZERO, allLead: 4, voicePod: 2, followUp: 2 });

    // Assigned from the CRM (there is no operation for it: the CRM sets the flag).
    await harness.database.db.update(leads).set({ isAssigned: true }).where(and(eq(leads.id, sqr), eq(leads.ownerEmployeeId, FRESH)));
    await harness.database.db.update(leads).set({ isAssigned: true }).where(and(eq(leads.id, voicePod), eq(leads.ownerEmployeeId, FRESH)));
    expect(await countsOf(freshToken)).toEqual({ ...ZERO, allLead: 4, voicePod: 2, followUp: 2, assigned: 2 });

    // A window of tomorrow counts the other follow-up.
    expect((await countsOf(freshToken, { followUp: { from: today.to.toISOString(), to: new Date(today.to.getTime() + DAY_MS).toISOString() } })).followUp).toBe(1);

    // Lost, not converted: the leads leave every lead count.
    const updateLead = (input: UpdateLeadInput) =>
      send(harness, UpdateLeadDocument, { input }, { token: freshToken, idempotencyId: randomUUID() });
    dataOf(await updateLead({ id: voicePod, status: 'LOST', lostReason: 'MERCHANT_NOT_REACHABLE' }));
    dataOf(await updateLead({ id: pos, status: 'NOT_CONVERTED' }));
    // The lost lead is in the Lost category and its count; the one not converted in Not converted and its count.
    expect(await countsOf(freshToken)).toEqual({ ...ZERO, allLead: 2, voicePod: 1, followUp: 0, assigned: 1, lost: 1, notConverted: 1 });

    // Taken forward: the lead is converted and an opportunity is New.
    const opportunity = dataOf(
      await send(harness, CreateOpportunityDocument, { input: { isExistingMerchant: false, leadId: voicePodPro } }, { token: freshToken, idempotencyId: randomUUID() }),
    ).createOpportunity.opportunity;
    expect(await countsOf(freshToken)).toEqual({ ...ZERO, allLead: 1, voicePod: 0, assigned: 1, new: 1, lost: 1, notConverted: 1 });

    const close = (input: { id: string; closedAs: 'LOST' | 'NOT_CONVERTED' | null; lostReason?: 'ON_HOLD' }) =>
      send(harness, UpdateOpportunityDocument, { input }, { token: freshToken, idempotencyId: randomUUID() });
    dataOf(await close({ id: opportunity.id, closedAs: 'LOST', lostReason: 'ON_HOLD' }));
    expect(await countsOf(freshToken)).toEqual({ ...ZERO, allLead: 1, assigned: 1, lost: 2, notConverted: 1 });
    dataOf(await close({ id: opportunity.id, closedAs: null }));
    expect(await countsOf(freshToken)).toMatchObject({ new: 1, lost: 1, notConverted: 1 });
    dataOf(await close({ id: opportunity.id, closedAs: 'NOT_CONVERTED' }));
    expect(await countsOf(freshToken)).toMatchObject({ new: 0, lost: 1, notConverted: 2 });
  });

  test("one opportunity in each of the 14 statuses is counted once, in its place's count", async () => {
    const before = await countsOf(freshToken);
    await harness.database.db.insert(opportunities).values(
      ALL_STATUSES.map((status) => ({ ownerEmployeeId: FRESH, name: `Status ${status}`, status, ownerType: 'SalesApp' as const })),
    );
    const after = await countsOf(freshToken);
    expect(after).toEqual({
      ...before,
      new: before.new + 4,
      inReview: before.inReview + 4,
      deploymentInProgress: before.deploymentInProgress + 1,
      rejected: before.rejected + 4,
      live: before.live + 1,
    });
    const opportunityCounts = ['new', 'inReview', 'deploymentInProgress', 'rejected', 'live'] as const;
    expect(opportunityCounts.reduce((sum, name) => sum + after[name] - before[name], 0)).toBe(14);
  });

  test('Live counts open DEPLOYMENT_COMPLETED opportunities; Lost and Not converted count the opportunities and leads closed that way', async () => {
    const before = await countsOf(freshToken);
    const db = harness.database.db;
    const row = (status: string, closedAs: 'LOST' | 'NOT_CONVERTED' | null) => ({
      ownerEmployeeId: FRESH,
      name: `Category ${status} ${closedAs}`,
      status,
      ownerType: 'SalesApp' as const,
      closedAs,
      lostReason: closedAs === 'LOST' ? ('ON_HOLD' as const) : null,
    });
    await db.insert(opportunities).values([
      row('DEPLOYMENT_COMPLETED', null),
      row('DEPLOYMENT_COMPLETED', null),
      // Closed, a completed deployment is no longer Live; lost, it is Lost.
      row('DEPLOYMENT_COMPLETED', 'LOST'),
      row('INITIATED', 'LOST'),
      row('INITIATED', 'NOT_CONVERTED'),
    ]);
    const lostLead = await createLead({ product: ['POS_DEVICE'] });
    const updateLead = (input: UpdateLeadInput) => send(harness, UpdateLeadDocument, { input }, { token: freshToken, idempotencyId: randomUUID() });
    dataOf(await updateLead({ id: lostLead, status: 'LOST', lostReason: 'NOT_INTERESTED' }));
    dataOf(await updateLead({ id: await createLead({ product: ['POS_DEVICE'] }), status: 'NOT_CONVERTED' }));

    const after = await countsOf(freshToken);
    expect(after.live).toBe(before.live + 2);
    expect(after.lost).toBe(before.lost + 3);
    expect(after.notConverted).toBe(before.notConverted + 2);
    // A live merchant is no longer being deployed.
    expect(after.deploymentInProgress).toBe(before.deploymentInProgress);
    expect(after).toEqual(await expectedCounts(FRESH, indiaDay(harness.clock.now)));
  });

  test("another agent's records never count", async () => {
    const before = await countsOf(freshToken);
    const otherBefore = await countsOf(otherToken);
    const laterToday = new Date((harness.clock.now.getTime() + indiaDay(harness.clock.now).to.getTime()) / 2).toISOString();
    await createLead({ product: ['VOICE_POD'], scheduledFollowUp: laterToday }, otherToken);
    expect(await countsOf(freshToken)).toEqual(before);
    expect(await countsOf(otherToken)).toEqual({ ...otherBefore, allLead: otherBefore.allLead + 1, voicePod: otherBefore.voicePod + 1, followUp: otherBefore.followUp + 1 });
  });

  test("the default window moves with the server's clock to India's next day", async () => {
    const day = indiaDay(harness.clock.now);
    const id = await createLead({ product: ['DQR_MINI'], scheduledFollowUp: new Date(day.to.getTime() + 3_600_000).toISOString() });
    const today = (await countsOf(freshToken)).followUp;
    harness.clock.set(new Date(day.to.getTime() + 60_000));
    const tomorrow = (await countsOf(freshToken)).followUp;
    expect(tomorrow).toBe((await expectedCounts(FRESH, indiaDay(harness.clock.now))).followUp);
    expect(tomorrow).toBeGreaterThanOrEqual(1);
    expect(today).toBe((await expectedCounts(FRESH, day)).followUp);
    expect(id).toBeTruthy();
  });
});
