import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { opportunities } from '../../src/server/db/schema';
import { signedInHarness, type Harness } from '../server/harness';
import { renderApp, signedInSession } from './render-app';

// Where is my merchant? (issue 42) Every status has a place on Home, its card says what it waits
// for, a search finds it from any tab, and the Leads controls are kept in the address.

let harness: Harness;
const stamp = Date.now();
const submitted = `Placed Review Medicals ${stamp}`;
const cseApproved = `Placed CSE Bakery ${stamp}`;
const cseRejected = `Placed Rejected Opticals ${stamp}`;
const completed = `Placed Live Sweets ${stamp}`;
beforeAll(async () => {
  ({ harness } = await signedInHarness('EMP1001'));
  const row = (name: string, status: 'PO_APPROVAL_SUBMITTED' | 'CSE_APPROVED' | 'CSE_REJECTED' | 'DEPLOYMENT_COMPLETED') => ({
    ownerEmployeeId: 'EMP1001',
    name,
    status,
    ownerType: 'SalesApp' as const,
    opportunitySubmitted: true,
  });
  await harness.database.db
    .insert(opportunities)
    .values([row(submitted, 'PO_APPROVAL_SUBMITTED'), row(cseApproved, 'CSE_APPROVED'), row(cseRejected, 'CSE_REJECTED'), row(completed, 'DEPLOYMENT_COMPLETED')]);
});
afterAll(() => harness.close());

/** The number on a tab's or category's badge. */
async function badgeOf(role: 'tab' | 'button', name: RegExp): Promise<number> {
  const control = await screen.findByRole(role, { name });
  await waitFor(() => expect(within(control).getByText(/^\d+$/)).toBeInTheDocument());
  return Number(within(control).getByText(/^\d+$/).textContent);
}

test("In review lists an opportunity submitted for review, saying it waits for the CSE team's review, and its badge counts what it lists", async () => {
  renderApp('/?tab=in-review', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  const card = await screen.findByRole('article', { name: submitted }, { timeout: 10_000 });
  expect(card).toHaveTextContent('Submitted for review');
  expect(card).toHaveTextContent("Waiting for the CSE team's review.");
  expect(await screen.findByRole('article', { name: cseApproved })).toHaveTextContent('Waiting for the CSE team to request the deployment.');
  const stated = Number(/^(\d+) opportunit/.exec((await screen.findByText(/^\d+ opportunit/)).textContent ?? '')?.[1]);
  expect(await badgeOf('tab', /^In review/)).toBe(stated);
});

test('CSE_REJECTED is under Rejected, DEPLOYMENT_COMPLETED under Live and not under Being deployed', async () => {
  const user = userEvent.setup();
  renderApp('/?tab=rejected', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  expect(await screen.findByRole('article', { name: cseRejected }, { timeout: 10_000 })).toHaveTextContent('Rejected by the CSE team');
  await user.click(screen.getByRole('button', { name: /^Live/ }));
  expect(await screen.findByRole('article', { name: completed })).toHaveTextContent('Nothing is waiting: the merchant is live.');
  await user.click(screen.getByRole('tab', { name: /^Being deployed/ }));
  await screen.findByText(/^\d+ opportunit/);
  await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0));
  expect(screen.queryByRole('article', { name: completed })).toBeNull();
});

test('a search from the Leads tab finds the opportunity in review, says where it is and what it waits for', async () => {
  renderApp(`/?tab=leads&q=${encodeURIComponent(submitted)}`, { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  // The Leads list has no such lead, and says so with the spec's text.
  expect(await screen.findByText("Sorry, we couldn't find what you're looking for. Can you try a different word?", {}, { timeout: 10_000 })).toBeInTheDocument();
  const elsewhere = await screen.findByRole('region', { name: 'Found in other places' });
  const card = await within(elsewhere).findByRole('article', { name: submitted });
  expect(card).toHaveTextContent('Under In review');
  expect(card).toHaveTextContent("Waiting for the CSE team's review.");
});

test('a search on the tab that lists it shows it once, and nothing else elsewhere', async () => {
  renderApp(`/?tab=in-review&q=${encodeURIComponent(submitted)}`, { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  expect(await screen.findByRole('article', { name: submitted }, { timeout: 10_000 })).not.toHaveTextContent('Under In review');
  expect(await screen.findByText('1 opportunity')).toBeInTheDocument();
  // Once the other places have answered (the hidden section holds its title alone), they show nothing.
  // (A hidden element has no accessible name, so it is found by its label's attribute.)
  const hidden = await waitFor(() => {
    const section = document.querySelector('section[aria-label="Found in other places"]');
    if (!section) throw new Error('no section for the finds elsewhere');
    return section;
  });
  await waitFor(() => expect(hidden.children).toHaveLength(1));
  expect(screen.queryByRole('region', { name: 'Found in other places' })).toBeNull();
  expect(screen.getAllByRole('article', { name: submitted })).toHaveLength(1);
});

test('the chosen sort and filters are kept in the address, and read back from it', async () => {
  const user = userEvent.setup();
  const first = renderApp('/?tab=leads', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  await screen.findByText(/^\d+ leads$/, {}, { timeout: 10_000 });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Lead rating (cold first)');
  await user.click(within(screen.getByRole('group', { name: 'Date filter' })).getByRole('button', { name: '7 days' }));
  await user.click(screen.getByRole('checkbox', { name: 'Voice pod leads' }));
  await waitFor(() => expect(new URLSearchParams(first.router.location.search).get('voicePod')).toBe('1'));
  const search = new URLSearchParams(first.router.location.search);
  expect(Object.fromEntries(search)).toEqual({ tab: 'leads', sort: 'rating:ASC', date: 'week', voicePod: '1' });
  first.unmount();

  // The same address again, as a reload opens it.
  renderApp(`/?${search.toString()}`, { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  expect(await screen.findByRole('combobox', { name: 'Sort' }, { timeout: 10_000 })).toHaveValue('rating:ASC');
  expect(within(screen.getByRole('group', { name: 'Date filter' })).getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('checkbox', { name: 'Voice pod leads' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Website leads' })).not.toBeChecked();
});

test('an address with controls it does not know opens with the defaults', async () => {
  renderApp('/?tab=leads&sort=everything&date=tomorrow&website=yes', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  expect(await screen.findByRole('combobox', { name: 'Sort' }, { timeout: 10_000 })).toHaveValue('createdAt:DESC');
  expect(within(screen.getByRole('group', { name: 'Date filter' })).getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('checkbox', { name: 'Website leads' })).not.toBeChecked();
});

test('a search typed and a sort chosen before Home renders again are both kept (as when the app takes a drawn Home over)', async () => {
  const { router } = renderApp('/?tab=leads', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  await screen.findByText(/^\d+ leads$/, {}, { timeout: 10_000 });
  act(() => {
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'tiffin' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort' }), { target: { value: 'rating:ASC' } });
  });
  await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.location.search))).toEqual({ tab: 'leads', q: 'tiffin', sort: 'rating:ASC' }));
  expect(screen.getByRole('searchbox')).toHaveValue('tiffin');
  expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('rating:ASC');
});
