import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import {
  CreateLeadDocument,
  CreateOpportunityDocument,
  LeadDocument,
  LeadListDocument,
  OpportunityDocument,
  OpportunityListDocument,
  ReopenLeadDocument,
  ReopenOpportunityDocument,
  UpdateLeadDocument,
  UpdateOpportunityDocument,
  type UpdateLeadInput,
  type UpdateOpportunityInput,
} from '../../generated/graphql';
import { CLOSURE_UNDO_WINDOW_MS, closureUndoMessages } from '../../src/domain/closure-undo';
import { leads, opportunities } from '../../src/server/db/schema';
import { dataOf, expectCatalogueError, send } from './call';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';

// Undoing 'Mark lost': the server takes it back only within CLOSURE_UNDO_WINDOW_MS of the closure
// by its own clock, only from the agent who closed it. A record marked not converted is reopened by
// its owner at any time (issue 42: it stays under Home's Not converted, with Reopen).

let harness: Harness;
let start: Date;
let token: string;
let otherToken: string;
beforeAll(async () => {
  harness = await startHarness();
  start = harness.clock.now;
  token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  otherToken = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
});
afterAll(() => harness.close());
afterEach(() => harness.clock.set(start));

const opts = (as = token) => ({ token: as, idempotencyId: randomUUID() });
const later = (ms: number) => harness.clock.set(new Date(harness.clock.now.getTime() + ms));

let shops = 0;
async function newLead(): Promise<string> {
  const input = { shop: { name: `Undo Test Stores ${++shops}` }, contact: { name: 'Ravi Kumar', number: '9812345678' }, leadSource: 'WALK_IN' as const, product: ['POS_DEVICE' as const] };
  return dataOf(await send(harness, CreateLeadDocument, { input }, opts())).createLead.id;
}
const updateLead = (input: UpdateLeadInput, as = token) => send(harness, UpdateLeadDocument, { input }, opts(as));
const reopenLead = (id: string, as = token) => send(harness, ReopenLeadDocument, { input: { id } }, opts(as));
const readLead = async (id: string) => dataOf(await send(harness, LeadDocument, { input: { id } }, { token })).lead.lead;

async function newOpportunity() {
  const leadId = await newLead();
  return dataOf(await send(harness, CreateOpportunityDocument, { input: { isExistingMerchant: false, leadId } }, opts())).createOpportunity.opportunity;
}
const updateOpportunity = (input: UpdateOpportunityInput) => send(harness, UpdateOpportunityDocument, { input }, opts());
const reopenOpportunity = (id: string, as = token) => send(harness, ReopenOpportunityDocument, { input: { id } }, opts(as));
const readOpportunity = async (id: string) => dataOf(await send(harness, OpportunityDocument, { input: { id } }, { token })).opportunity.opportunity;

describe('reopenLead', () => {
  test('within the window gives the lead back its status, without the lost reason', async () => {
    const id = await newLead();
    dataOf(await updateLead({ id, status: 'OPEN_NOT_CONTACTED' }));
    dataOf(await updateLead({ id, status: 'LOST', lostReason: 'ON_HOLD' }));
    later(CLOSURE_UNDO_WINDOW_MS);
    const reopened = dataOf(await reopenLead(id)).reopenLead.lead;
    expect(reopened).toMatchObject({ id, status: 'OPEN_NOT_CONTACTED', lostReason: null });
    expect(await readLead(id)).toEqual(reopened);
  });

  test('a lead marked not converted comes back as it was', async () => {
    const id = await newLead();
    dataOf(await updateLead({ id, status: 'NOT_CONVERTED' }));
    expect(dataOf(await reopenLead(id)).reopenLead.lead.status).toBe('NEW');
  });

  test('a lost lead, after the window, is refused with the reason, and stays lost', async () => {
    const id = await newLead();
    dataOf(await updateLead({ id, status: 'LOST', lostReason: 'ON_HOLD' }));
    later(CLOSURE_UNDO_WINDOW_MS + 1);
    expect(expectCatalogueError(await reopenLead(id), 'CLOSURE_UNDO_REFUSED', closureUndoMessages.expired).field).toBe('input.id');
    expect((await readLead(id)).status).toBe('LOST');
    // Reopening by a status change is held to the same window.
    expectCatalogueError(await updateLead({ id, status: 'OPEN_CONTACTED' }), 'CLOSURE_UNDO_REFUSED', closureUndoMessages.expired);
    expect((await readLead(id)).status).toBe('LOST');
  });

  test('an open lead has nothing to undo; undoing twice is refused the second time', async () => {
    const id = await newLead();
    expectCatalogueError(await reopenLead(id), 'CLOSURE_UNDO_REFUSED', closureUndoMessages.notClosed);
    dataOf(await updateLead({ id, status: 'NOT_CONVERTED' }));
    dataOf(await reopenLead(id));
    expectCatalogueError(await reopenLead(id), 'CLOSURE_UNDO_REFUSED', closureUndoMessages.notClosed);
  });

  test("another agent's lead is not found; a lost lead closed by someone else is not this agent's to undo", async () => {
    const id = await newLead();
    dataOf(await updateLead({ id, status: 'LOST', lostReason: 'NOT_INTERESTED' }));
    expectCatalogueError(await reopenLead(id, otherToken), 'LMS-101');
    // The lead changed hands in the CRM after another agent closed it.
    await harness.database.db.update(leads).set({ closedByEmployeeId: 'EMP1002' }).where(eq(leads.id, id));
    expectCatalogueError(await reopenLead(id), 'CLOSURE_UNDO_REFUSED', closureUndoMessages.notCloser);
    expect((await readLead(id)).status).toBe('LOST');
  });

  test('a lead closed before closures were timed cannot be undone', async () => {
    const id = await newLead();
    await harness.database.db.update(leads).set({ status: 'LOST', lostReason: 'ON_HOLD' }).where(eq(leads.id, id));
    expectCatalogueError(await reopenLead(id), 'CLOSURE_UNDO_REFUSED', closureUndoMessages.expired);
  });
});

describe('reopenLead, of a lead marked not converted, after the Undo window', () => {
  test('gives the lead back the status it had, days later, and it is listed among the open leads again', async () => {
    const id = await newLead();
    dataOf(await updateLead({ id, status: 'OPEN_CONTACTED' }));
    dataOf(await updateLead({ id, status: 'NOT_CONVERTED' }));
    later(3 * 24 * 60 * 60_000);
    const notConverted = dataOf(await send(harness, LeadListDocument, { input: { leadStatuses: ['NOT_CONVERTED'], size: 1000 } }, { token })).leadList.leads;
    expect(notConverted.map((l) => l.id)).toContain(id);
    const reopened = dataOf(await reopenLead(id)).reopenLead.lead;
    expect(reopened).toMatchObject({ id, status: 'OPEN_CONTACTED' });
    expect(await readLead(id)).toEqual(reopened);
    const open = dataOf(await send(harness, LeadListDocument, { input: { leadStatuses: ['NEW', 'OPEN_CONTACTED', 'OPEN_NOT_CONTACTED'], size: 1000 } }, { token })).leadList.leads;
    expect(open.map((l) => l.id)).toContain(id);
  });

  test('a lead not converted before closures were timed (no time, no closer) reopens as contacted', async () => {
    const id = await newLead();
    await harness.database.db.update(leads).set({ status: 'NOT_CONVERTED' }).where(eq(leads.id, id));
    expect(dataOf(await reopenLead(id)).reopenLead.lead.status).toBe('OPEN_CONTACTED');
  });

  test('also by a status change through updateLead', async () => {
    const id = await newLead();
    dataOf(await updateLead({ id, status: 'NOT_CONVERTED' }));
    later(CLOSURE_UNDO_WINDOW_MS + 1);
    dataOf(await updateLead({ id, status: 'OPEN_NOT_CONTACTED' }));
    expect((await readLead(id)).status).toBe('OPEN_NOT_CONTACTED');
  });

  test("by the lead's owner, whoever marked it: another agent's lead is not found, and stays not converted", async () => {
    const id = await newLead();
    dataOf(await updateLead({ id, status: 'NOT_CONVERTED' }));
    later(CLOSURE_UNDO_WINDOW_MS + 1);
    expectCatalogueError(await reopenLead(id, otherToken), 'LMS-101');
    expectCatalogueError(await send(harness, UpdateLeadDocument, { input: { id, status: 'NEW' } }, opts(otherToken)), 'LMS-101');
    expect((await readLead(id)).status).toBe('NOT_CONVERTED');
    // Assigned to this agent in the CRM after another agent marked it: the owner may reopen it.
    await harness.database.db.update(leads).set({ closedByEmployeeId: 'EMP1002' }).where(eq(leads.id, id));
    expect(dataOf(await reopenLead(id)).reopenLead.lead.status).toBe('NEW');
  });

  test('is idempotent: the same call again answers the same and changes nothing; a new call on the open lead is refused with the reason', async () => {
    const id = await newLead();
    dataOf(await updateLead({ id, status: 'NOT_CONVERTED' }));
    later(CLOSURE_UNDO_WINDOW_MS + 1);
    const idempotencyId = randomUUID();
    const first = dataOf(await send(harness, ReopenLeadDocument, { input: { id } }, { token, idempotencyId })).reopenLead.lead;
    later(60_000);
    const again = dataOf(await send(harness, ReopenLeadDocument, { input: { id } }, { token, idempotencyId })).reopenLead.lead;
    expect(again).toEqual(first);
    expect((await readLead(id)).modifiedAt).toBe(first.modifiedAt);
    expectCatalogueError(await reopenLead(id), 'CLOSURE_UNDO_REFUSED', closureUndoMessages.notClosed);
  });

  test('two reopenings at once reopen it once; the other is told it is open already', async () => {
    const id = await newLead();
    dataOf(await updateLead({ id, status: 'NOT_CONVERTED' }));
    later(CLOSURE_UNDO_WINDOW_MS + 1);
    const results = await Promise.all([reopenLead(id), reopenLead(id)]);
    expect(results.filter((r) => !r.errors).length).toBe(1);
    const refused = results.find((r) => r.errors);
    if (refused) expectCatalogueError(refused, 'CLOSURE_UNDO_REFUSED', closureUndoMessages.notClosed);
    expect((await readLead(id)).status).toBe('NEW');
  });

  test('an unknown or malformed id is not found', async () => {
    expectCatalogueError(await reopenLead(randomUUID()), 'LMS-101');
    expectCatalogueError(await reopenLead('not-a-lead'), 'LMS-101');
  });
});

describe('reopenOpportunity', () => {
  test('within the window opens the opportunity again, without reason or remarks', async () => {
    const opportunity = await newOpportunity();
    dataOf(await updateOpportunity({ id: opportunity.id, closedAs: 'LOST', lostReason: 'HIGH_COMMERCIALS', closureRemarks: 'Too costly.' }));
    later(CLOSURE_UNDO_WINDOW_MS);
    const reopened = dataOf(await reopenOpportunity(opportunity.id)).reopenOpportunity.opportunity;
    expect(reopened).toMatchObject({ id: opportunity.id, closedAs: null, lostReason: null, closureRemarks: null, status: 'INITIATED' });
    expect(await readOpportunity(opportunity.id)).toMatchObject({ closedAs: null });
  });

  test('a lost one, after the window, is refused, also through updateOpportunity with closedAs null', async () => {
    const opportunity = await newOpportunity();
    dataOf(await updateOpportunity({ id: opportunity.id, closedAs: 'LOST', lostReason: 'ON_HOLD' }));
    later(CLOSURE_UNDO_WINDOW_MS + 1);
    expectCatalogueError(await reopenOpportunity(opportunity.id), 'CLOSURE_UNDO_REFUSED', closureUndoMessages.expired);
    const viaUpdate = await updateOpportunity({ id: opportunity.id, closedAs: null });
    expect(expectCatalogueError(viaUpdate, 'CLOSURE_UNDO_REFUSED', closureUndoMessages.expired).field).toBe('input.closedAs');
    expect((await readOpportunity(opportunity.id)).closedAs).toBe('LOST');
  });

  test('one marked not converted reopens after the window, and is in its place on Home again', async () => {
    const opportunity = await newOpportunity();
    dataOf(await updateOpportunity({ id: opportunity.id, closedAs: 'NOT_CONVERTED', closureRemarks: 'Merchant will decide after Diwali.' }));
    later(3 * 24 * 60 * 60_000);
    const place = async (places: ('NEW' | 'NOT_CONVERTED')[]) =>
      dataOf(await send(harness, OpportunityListDocument, { input: { places, size: 1000 } }, { token })).opportunityList.opportunities.map((o) => o.id);
    expect(await place(['NOT_CONVERTED'])).toContain(opportunity.id);
    const reopened = dataOf(await reopenOpportunity(opportunity.id)).reopenOpportunity.opportunity;
    expect(reopened).toMatchObject({ closedAs: null, closureRemarks: null, status: 'INITIATED' });
    expect(await place(['NEW'])).toContain(opportunity.id);
    expect(await place(['NOT_CONVERTED'])).not.toContain(opportunity.id);
  });

  test('one marked not converted is reopened through updateOpportunity with closedAs null after the window too', async () => {
    const opportunity = await newOpportunity();
    dataOf(await updateOpportunity({ id: opportunity.id, closedAs: 'NOT_CONVERTED' }));
    later(CLOSURE_UNDO_WINDOW_MS + 1);
    dataOf(await updateOpportunity({ id: opportunity.id, closedAs: null }));
    expect((await readOpportunity(opportunity.id)).closedAs).toBeNull();
  });

  test('changing how it was closed starts the window again', async () => {
    const opportunity = await newOpportunity();
    dataOf(await updateOpportunity({ id: opportunity.id, closedAs: 'NOT_CONVERTED' }));
    later(CLOSURE_UNDO_WINDOW_MS + 1);
    dataOf(await updateOpportunity({ id: opportunity.id, closedAs: 'LOST', lostReason: 'ON_HOLD' }));
    later(60_000);
    expect(dataOf(await reopenOpportunity(opportunity.id)).reopenOpportunity.opportunity.closedAs).toBeNull();
  });

  test("another agent's opportunity is not found, and a lost one closed by someone else is refused", async () => {
    const opportunity = await newOpportunity();
    dataOf(await updateOpportunity({ id: opportunity.id, closedAs: 'LOST', lostReason: 'ON_HOLD' }));
    expectCatalogueError(await reopenOpportunity(opportunity.id, otherToken), 'ODS-101');
    await harness.database.db.update(opportunities).set({ closedByEmployeeId: 'EMP1002' }).where(eq(opportunities.id, Number(opportunity.id)));
    expectCatalogueError(await reopenOpportunity(opportunity.id), 'CLOSURE_UNDO_REFUSED', closureUndoMessages.notCloser);
  });

  test("one marked not converted is reopened only by its owner: another agent's is not found", async () => {
    const opportunity = await newOpportunity();
    dataOf(await updateOpportunity({ id: opportunity.id, closedAs: 'NOT_CONVERTED' }));
    later(CLOSURE_UNDO_WINDOW_MS + 1);
    expectCatalogueError(await reopenOpportunity(opportunity.id, otherToken), 'ODS-101');
    expect((await readOpportunity(opportunity.id)).closedAs).toBe('NOT_CONVERTED');
  });

  test('an open opportunity has nothing to undo', async () => {
    const opportunity = await newOpportunity();
    expectCatalogueError(await reopenOpportunity(opportunity.id), 'CLOSURE_UNDO_REFUSED', closureUndoMessages.notClosed);
  });

  test('when the lead was taken forward again since, the closed opportunity stays closed', async () => {
    const opportunity = await newOpportunity();
    dataOf(await updateOpportunity({ id: opportunity.id, closedAs: 'NOT_CONVERTED' }));
    const again = dataOf(
      await send(harness, CreateOpportunityDocument, { input: { isExistingMerchant: false, leadId: opportunity.leadId } }, opts()),
    ).createOpportunity.opportunity;
    expect(again.id).not.toBe(opportunity.id);
    expectCatalogueError(await reopenOpportunity(opportunity.id), 'CLOSURE_UNDO_REFUSED', closureUndoMessages.takenForwardAgain);
    expect((await readOpportunity(opportunity.id)).closedAs).toBe('NOT_CONVERTED');
  });
});
