import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import {
  CreateLeadDocument,
  CreateOpportunityDocument,
  LeadDocument,
  OpportunityDocument,
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

// Undoing 'Mark lost' and 'Mark as not converted': the server takes it back only within
// CLOSURE_UNDO_WINDOW_MS of the closure by its own clock, only from the agent who closed it.

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

  test('after the window it is refused with the reason, and the lead stays closed', async () => {
    const id = await newLead();
    dataOf(await updateLead({ id, status: 'NOT_CONVERTED' }));
    later(CLOSURE_UNDO_WINDOW_MS + 1);
    expect(expectCatalogueError(await reopenLead(id), 'CLOSURE_UNDO_REFUSED', closureUndoMessages.expired).field).toBe('input.id');
    expect((await readLead(id)).status).toBe('NOT_CONVERTED');
    // Reopening by a status change is held to the same window.
    expectCatalogueError(await updateLead({ id, status: 'OPEN_CONTACTED' }), 'CLOSURE_UNDO_REFUSED', closureUndoMessages.expired);
    expect((await readLead(id)).status).toBe('NOT_CONVERTED');
  });

  test('an open lead has nothing to undo; undoing twice is refused the second time', async () => {
    const id = await newLead();
    expectCatalogueError(await reopenLead(id), 'CLOSURE_UNDO_REFUSED', closureUndoMessages.notClosed);
    dataOf(await updateLead({ id, status: 'NOT_CONVERTED' }));
    dataOf(await reopenLead(id));
    expectCatalogueError(await reopenLead(id), 'CLOSURE_UNDO_REFUSED', closureUndoMessages.notClosed);
  });

  test("another agent's lead is not found; a lead closed by someone else is not this agent's to undo", async () => {
    const id = await newLead();
    dataOf(await updateLead({ id, status: 'NOT_CONVERTED' }));
    expectCatalogueError(await reopenLead(id, otherToken), 'LMS-101');
    // The lead changed hands in the CRM after another agent closed it.
    await harness.database.db.update(leads).set({ closedByEmployeeId: 'EMP1002' }).where(eq(leads.id, id));
    expectCatalogueError(await reopenLead(id), 'CLOSURE_UNDO_REFUSED', closureUndoMessages.notCloser);
    expect((await readLead(id)).status).toBe('NOT_CONVERTED');
  });

  test('a lead closed before closures were timed cannot be undone', async () => {
    const id = await newLead();
    await harness.database.db.update(leads).set({ status: 'LOST', lostReason: 'ON_HOLD' }).where(eq(leads.id, id));
    expectCatalogueError(await reopenLead(id), 'CLOSURE_UNDO_REFUSED', closureUndoMessages.expired);
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

  test('after the window it is refused, also through updateOpportunity with closedAs null', async () => {
    const opportunity = await newOpportunity();
    dataOf(await updateOpportunity({ id: opportunity.id, closedAs: 'NOT_CONVERTED' }));
    later(CLOSURE_UNDO_WINDOW_MS + 1);
    expectCatalogueError(await reopenOpportunity(opportunity.id), 'CLOSURE_UNDO_REFUSED', closureUndoMessages.expired);
    const viaUpdate = await updateOpportunity({ id: opportunity.id, closedAs: null });
    expect(expectCatalogueError(viaUpdate, 'CLOSURE_UNDO_REFUSED', closureUndoMessages.expired).field).toBe('input.closedAs');
    expect((await readOpportunity(opportunity.id)).closedAs).toBe('NOT_CONVERTED');
  });

  test('changing how it was closed starts the window again', async () => {
    const opportunity = await newOpportunity();
    dataOf(await updateOpportunity({ id: opportunity.id, closedAs: 'NOT_CONVERTED' }));
    later(CLOSURE_UNDO_WINDOW_MS + 1);
    dataOf(await updateOpportunity({ id: opportunity.id, closedAs: 'LOST', lostReason: 'ON_HOLD' }));
    later(60_000);
    expect(dataOf(await reopenOpportunity(opportunity.id)).reopenOpportunity.opportunity.closedAs).toBeNull();
  });

  test("another agent's opportunity is not found, and one closed by someone else is refused", async () => {
    const opportunity = await newOpportunity();
    dataOf(await updateOpportunity({ id: opportunity.id, closedAs: 'NOT_CONVERTED' }));
    expectCatalogueError(await reopenOpportunity(opportunity.id, otherToken), 'ODS-101');
    await harness.database.db.update(opportunities).set({ closedByEmployeeId: 'EMP1002' }).where(eq(opportunities.id, Number(opportunity.id)));
    expectCatalogueError(await reopenOpportunity(opportunity.id), 'CLOSURE_UNDO_REFUSED', closureUndoMessages.notCloser);
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
