import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { CreateLeadDocument, CreateOpportunityDocument, OpportunityDocument } from '../../generated/graphql';
import { dataOf, send } from '../server/call';
import { signedInHarness, type Harness } from '../server/harness';
import { renderApp, signedInSession } from './render-app';

// Closing an opportunity from Home opens Closure Remarks on the opportunity tapped (also after a
// reload, whatever the onboarding selection holds); saving closes it and offers Undo.

let harness: Harness;
let token: string;
beforeAll(async () => {
  ({ harness, token } = await signedInHarness('EMP1001'));
});
afterAll(() => harness.close());
afterEach(() => {
  notifications.clean();
  localStorage.clear();
});

async function newOpportunity(shop: string) {
  const input = { shop: { name: shop }, contact: { name: 'Ravi Kumar', number: '9812345678' }, leadSource: 'WALK_IN' as const, product: ['POS_DEVICE' as const] };
  const leadId = dataOf(await send(harness, CreateLeadDocument, { input }, { token })).createLead.id;
  return dataOf(await send(harness, CreateOpportunityDocument, { input: { isExistingMerchant: false, leadId } }, { token })).createOpportunity.opportunity;
}
const closureOf = async (id: string) => {
  const { closedAs, lostReason, closureRemarks } = dataOf(await send(harness, OpportunityDocument, { input: { id } }, { token })).opportunity.opportunity;
  return { closedAs, lostReason, closureRemarks };
};

test("Mark as not converted opens Closure Remarks on that opportunity, which a reload keeps; saving closes it, Undo reopens it", async () => {
  const user = userEvent.setup();
  const shop = `Closure Stores ${Date.now()}`;
  const opportunity = await newOpportunity(shop);
  const other = await newOpportunity(`Selected Stores ${Date.now()}`);
  // The onboarding selection names another opportunity: the tapped one is what the screen opens on.
  localStorage.setItem('oppId', other.id);
  const session = await signedInSession(harness, 'EMP1001');
  const { router } = renderApp(`/?tab=opportunities&q=${encodeURIComponent(shop)}`, { fetchFn: harness.fetch, session });
  const card = await screen.findByRole('article', { name: shop });
  await user.click(within(card).getByRole('link', { name: 'Mark as not converted' }));

  expect(await screen.findByRole('heading', { name: 'Closure Remarks' })).toBeInTheDocument();
  expect(screen.getByText(shop)).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Not converted' })).toBeChecked();
  expect(await closureOf(opportunity.id)).toEqual({ closedAs: null, lostReason: null, closureRemarks: null });
  const address = `${router.location.pathname}${router.location.search}`;

  // A reload: the app starts again at the same address.
  cleanup();
  renderApp(address, { fetchFn: harness.fetch, session });
  expect(await screen.findByText(shop)).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Not converted' })).toBeChecked();
  await user.type(screen.getByRole('textbox', { name: 'Remarks' }), 'Owner moving the shop.');
  await user.click(screen.getByRole('button', { name: 'Save closure' }));

  await waitFor(async () => expect(await closureOf(opportunity.id)).toEqual({ closedAs: 'NOT_CONVERTED', lostReason: null, closureRemarks: 'Owner moving the shop.' }));
  expect(await screen.findByText(`${shop} was marked as not converted.`)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(await screen.findByText(`${shop} is open again.`)).toBeInTheDocument();
  expect(await closureOf(opportunity.id)).toEqual({ closedAs: null, lostReason: null, closureRemarks: null });
  expect((await closureOf(other.id)).closedAs).toBeNull();
});

test('Mark lost opens it with Lost chosen; the reason is asked there', async () => {
  const user = userEvent.setup();
  const shop = `Closure Lost Stores ${Date.now()}`;
  const opportunity = await newOpportunity(shop);
  renderApp(`/?tab=opportunities&q=${encodeURIComponent(shop)}`, { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  await user.click(within(await screen.findByRole('article', { name: shop })).getByRole('link', { name: 'Mark lost' }));
  expect(await screen.findByText(shop)).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'Lost' })).toBeChecked();
  await user.click(screen.getByRole('radio', { name: 'High Commercials' }));
  await user.click(screen.getByRole('button', { name: 'Save closure' }));
  await waitFor(async () => expect(await closureOf(opportunity.id)).toEqual({ closedAs: 'LOST', lostReason: 'HIGH_COMMERCIALS', closureRemarks: null }));
  // Back on Home's tab, the opportunity has left the open list.
  expect(await screen.findByText(`${shop} was marked lost.`)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('article', { name: shop })).toBeNull());
  expect(await screen.findByText("Sorry, we couldn't find what you're looking for. Can you try a different word?")).toBeInTheDocument();
});
