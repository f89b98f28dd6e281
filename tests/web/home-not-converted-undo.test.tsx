import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { CreateLeadDocument, LeadDocument, UpdateLeadDocument } from '../../generated/graphql';
import { errorCatalogue } from '../../src/domain/error-catalogue';
import { leads } from '../../src/server/db/schema';
import { CLOSURE_UNDO_WINDOW_MS, closureUndoMessages } from '../../src/domain/closure-undo';
import { dataOf, send } from '../server/call';
import { signedInHarness, type Harness } from '../server/harness';
import { renderApp, signedInSession } from './render-app';

// 'Mark as not converted' on a lead card asks first, then offers an Undo. The lead leaves the Leads
// list for Not converted, where it stays and can be reopened at any time (issue 42).

let harness: Harness;
let token: string;
let start: Date;
beforeAll(async () => {
  ({ harness, token } = await signedInHarness('EMP1001'));
  start = harness.clock.now;
});
afterAll(() => harness.close());
afterEach(() => {
  notifications.clean();
  harness.clock.set(start);
});

/** A new lead, of a shop name no other lead has. */
async function newLead(shop: string): Promise<string> {
  const input = { shop: { name: shop }, contact: { name: 'Ravi Kumar', number: '9812345678' }, leadSource: 'WALK_IN' as const, product: ['POS_DEVICE' as const] };
  return dataOf(await send(harness, CreateLeadDocument, { input }, { token })).createLead.id;
}
const statusOf = async (id: string) => dataOf(await send(harness, LeadDocument, { input: { id } }, { token })).lead.lead.status;

async function markNotConverted(shop: string) {
  const user = userEvent.setup();
  // Searched for, the lead is the only card: the list reads again around it without 19 others.
  renderApp(`/?tab=leads&q=${encodeURIComponent(shop)}`, { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  const card = await screen.findByRole('article', { name: shop });
  await user.click(within(card).getByRole('button', { name: 'Mark as not converted' }));
  return { user, card };
}

test('asks for confirmation; cancelled, nothing changes', async () => {
  const shop = `Undo Cancel Stores ${Date.now()}`;
  const id = await newLead(shop);
  const { user } = await markNotConverted(shop);
  const dialog = await screen.findByRole('dialog', { name: 'Mark as not converted?' });
  expect(dialog).toHaveTextContent(`${shop} leaves your open lists for Not converted, where you can reopen it.`);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await statusOf(id)).toBe('NEW');
  expect(screen.getByRole('article', { name: shop })).toBeInTheDocument();
});

test('confirmed, the lead leaves the list; Undo brings it back, on the server too', async () => {
  const shop = `Undo Stores ${Date.now()}`;
  const id = await newLead(shop);
  const { user } = await markNotConverted(shop);
  const dialog = await screen.findByRole('dialog', { name: 'Mark as not converted?' });
  await user.click(within(dialog).getByRole('button', { name: 'Mark as not converted' }));

  expect(await screen.findByText(`${shop} was marked as not converted.`)).toBeInTheDocument();
  // The search still finds it, no longer among the leads but in another place: Not converted.
  const elsewhere = await screen.findByRole('region', { name: 'Found in other places' });
  await waitFor(() => expect(within(elsewhere).getByRole('article', { name: shop })).toHaveTextContent('Under Not converted'));
  expect(screen.getAllByRole('article', { name: shop })).toHaveLength(1);
  expect(await statusOf(id)).toBe('NOT_CONVERTED');

  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(await screen.findByText(`${shop} is open again.`)).toBeInTheDocument();
  expect(await statusOf(id)).toBe('NEW');
  await waitFor(() => expect(screen.getByRole('article', { name: shop })).not.toHaveTextContent('Under Not converted'));
  expect(screen.getAllByRole('article', { name: shop })).toHaveLength(1);
});

test("once the server's Undo window has passed, the lead is under Not converted, and Reopen brings it back to Leads", async () => {
  const shop = `Undo Late Stores ${Date.now()}`;
  const id = await newLead(shop);
  const { user } = await markNotConverted(shop);
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark as not converted' }));
  await screen.findByRole('button', { name: 'Undo' });
  notifications.clean();
  harness.clock.set(new Date(harness.clock.now.getTime() + CLOSURE_UNDO_WINDOW_MS + 1));

  await user.click(screen.getByRole('button', { name: /^Not converted/ }));
  const card = await screen.findByRole('article', { name: shop });
  expect(card).toHaveTextContent('Not converted');
  expect(screen.queryByRole('region', { name: 'Found in other places' })).toBeNull();
  await user.click(within(card).getByRole('button', { name: 'Reopen' }));
  expect(await screen.findByText(`${shop} is open again.`)).toBeInTheDocument();
  expect(await statusOf(id)).toBe('NEW');
  // Searched for from Not converted, it is now found under Leads.
  const elsewhere = await screen.findByRole('region', { name: 'Found in other places' });
  await waitFor(() => expect(within(elsewhere).getByRole('article', { name: shop })).toHaveTextContent('Under Leads'));
  expect(closureUndoMessages.expired).toContain('5 minutes');
});

test("a reopening the server refuses says why on the card: here the lead went to another agent meanwhile", async () => {
  const shop = `Reopen Refused Stores ${Date.now()}`;
  const id = await newLead(shop);
  await send(harness, UpdateLeadDocument, { input: { id, status: 'NOT_CONVERTED' } }, { token });
  const user = userEvent.setup();
  renderApp(`/?tab=not-converted&q=${encodeURIComponent(shop)}`, { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  const card = await screen.findByRole('article', { name: shop });
  // Meanwhile the lead was reassigned in the CRM to another agent.
  await harness.database.db.update(leads).set({ ownerEmployeeId: 'EMP1002' }).where(eq(leads.id, id));
  await user.click(within(card).getByRole('button', { name: 'Reopen' }));
  expect(await within(card).findByRole('alert')).toHaveTextContent(errorCatalogue['LMS-101'].message);
});
