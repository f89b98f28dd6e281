import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { CreateLeadDocument, LeadDocument } from '../../generated/graphql';
import { CLOSURE_UNDO_WINDOW_MS, closureUndoMessages } from '../../src/domain/closure-undo';
import { dataOf, send } from '../server/call';
import { signedInHarness, type Harness } from '../server/harness';
import { renderApp, signedInSession } from './render-app';

// 'Mark as not converted' on a lead card asks first, then offers an Undo that the server honours
// within its window and refuses after it.

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
  expect(dialog).toHaveTextContent(`${shop} leaves your open lists. You can undo this for a short while.`);
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
  await waitFor(() => expect(screen.queryByRole('article', { name: shop })).toBeNull());
  expect(await statusOf(id)).toBe('NOT_CONVERTED');

  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(await screen.findByText(`${shop} is open again.`)).toBeInTheDocument();
  expect(await statusOf(id)).toBe('NEW');
  expect(await screen.findByRole('article', { name: shop })).toBeInTheDocument();
});

test("once the server's window has passed, Undo says so and the lead stays closed", async () => {
  const shop = `Undo Late Stores ${Date.now()}`;
  const id = await newLead(shop);
  const { user } = await markNotConverted(shop);
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark as not converted' }));
  const undo = await screen.findByRole('button', { name: 'Undo' });
  harness.clock.set(new Date(harness.clock.now.getTime() + CLOSURE_UNDO_WINDOW_MS + 1));
  await user.click(undo);
  expect(await screen.findByText(closureUndoMessages.expired)).toBeInTheDocument();
  expect(await statusOf(id)).toBe('NOT_CONVERTED');
});
