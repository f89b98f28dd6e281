import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { deploymentStores } from '../../src/server/db/schema';
import { gql, signInAs, demoAgent, startHarness, type Harness } from '../server/harness';
import { renderApp, signedInSession } from './render-app';

let harness: Harness;
let token: string;
beforeAll(async () => {
  harness = await startHarness();
  token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
});
afterAll(() => harness.close());

async function leadTotal(input: Record<string, unknown>): Promise<number> {
  const result = await gql<{ leadList: { pageInfo: { totalElements: number } } }>(
    harness,
    `query($input: LeadListInput!) { leadList(input: $input) { pageInfo { totalElements } } }`,
    { input: { ...input, page: 0, size: 1 } },
    { token },
  );
  return result.data?.leadList.pageInfo.totalElements ?? -1;
}

const open = { leadStatuses: ['NEW', 'OPEN_CONTACTED', 'OPEN_NOT_CONTACTED'] };

test('the tabs show their lists and counts, and the chosen tab is kept in the URL', async () => {
  const user = userEvent.setup();
  const { router } = renderApp('/', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  const total = await leadTotal(open);
  expect(await screen.findByText(`${total} leads`, {}, { timeout: 10_000 })).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
  await waitFor(() => expect(screen.getByRole('tab', { name: /Leads/ })).toHaveTextContent(String(total)));

  await user.click(screen.getByRole('tab', { name: /In review/ }));
  expect(router.location.search).toContain('tab=in-review');
  expect(await screen.findByText(/\d+ opportunit/)).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0));
  expect(screen.getAllByRole('article')[0]).toHaveTextContent(/Deployment requested|PO activation requested|Submitted for review|Approved by the CSE team/);

  await user.click(screen.getByRole('button', { name: /Store addresses/ }));
  // The seed's merchants' stores (demo data: added on Multi Stores, or the business address at deployment).
  const stores = (await harness.database.db.select({ id: deploymentStores.id }).from(deploymentStores).where(eq(deploymentStores.ownerEmployeeId, 'EMP1001'))).length;
  expect(await screen.findByText(stores === 0 ? 'No stores' : stores === 1 ? '1 store' : `${stores} stores`, {}, { timeout: 10_000 })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /Training and Support/ }));
  expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
});

test('a search that finds nothing shows the spec text', async () => {
  renderApp('/?q=zzqqxxnothing', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  expect(
    await screen.findByText("Sorry, we couldn't find what you're looking for. Can you try a different word?", {}, { timeout: 10_000 }),
  ).toBeInTheDocument();
});

test('sorting by lead rating ascending shows a cold lead first', async () => {
  const user = userEvent.setup();
  renderApp('/', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  await screen.findByText(/\d+ leads/, {}, { timeout: 10_000 });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Lead rating (cold first)');
  await waitFor(() => expect(screen.getAllByRole('article')[0]).toHaveTextContent('Cold'), { timeout: 10_000 });
});

test('changing a rating persists, and marking a lead lost with a reason moves it to Lost', async () => {
  const user = userEvent.setup();
  renderApp('/', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  await screen.findByText(/\d+ leads/, {}, { timeout: 10_000 });
  const [card] = screen.getAllByRole('article');
  if (!card) throw new Error('no lead card');
  const name = card.getAttribute('aria-label') ?? '';
  const id = card.getAttribute('data-lead-id') ?? '';
  const current = within(card).queryByRole('radio', { checked: true })?.getAttribute('value');
  const next = current === 'HOT' ? 'Cold' : 'Hot';
  await user.click(within(card).getByText(next));
  await waitFor(async () => {
    const r = await gql<{ lead: { lead: { rating: string } } }>(harness, `query($input: LeadInput!) { lead(input: $input) { lead { rating } } }`, { input: { id } }, { token });
    expect(r.data?.lead.lead.rating).toBe(next.toUpperCase());
  });

  const before = await leadTotal(open);
  await user.click(within(card).getByRole('button', { name: 'Mark lost' }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('radio', { name: 'On Hold' }));
  await user.click(within(dialog).getByRole('button', { name: 'Mark lost' }));
  expect(await screen.findByText(`${before - 1} leads`, {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByRole('article', { name })).toBeNull();

  await user.click(screen.getByRole('button', { name: /^Lost/ }));
  const lost = await screen.findByRole('article', { name }, { timeout: 10_000 });
  expect(lost).toHaveTextContent('On Hold');
});
