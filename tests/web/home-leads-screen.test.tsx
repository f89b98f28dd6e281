import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CreateLeadDocument, LeadListDocument, type LeadListInput } from '../../generated/graphql';
import { followUpWindow } from '../../src/domain/follow-up-windows';
import { dataOf, send } from '../server/call';
import { signedInHarness, type Harness } from '../server/harness';
import { renderApp, signedInSession } from './render-app';

// /leads, the Leads listing: the agent's open leads with the Leads tab's controls, reached from Home.

let harness: Harness;
let token: string;
/** The shop names of 21 leads: one more than a page. */
const prefix = `Listing Stores ${Date.now()}`;
beforeAll(async () => {
  ({ harness, token } = await signedInHarness('EMP1001'));
  for (let i = 1; i <= 21; i++) {
    const input = { shop: { name: `${prefix} ${i}` }, contact: { name: 'Ravi Kumar', number: '9812345678' }, leadSource: 'WALK_IN' as const, product: ['POS_DEVICE' as const] };
    dataOf(await send(harness, CreateLeadDocument, { input }, { token }));
  }
});
afterAll(() => harness.close());

const open: LeadListInput = { leadStatuses: ['NEW', 'OPEN_CONTACTED', 'OPEN_NOT_CONTACTED'] };
async function total(input: LeadListInput): Promise<number> {
  return dataOf(await send(harness, LeadListDocument, { input: { ...input, page: 0, size: 1 } }, { token })).leadList.pageInfo.totalElements;
}
const countText = (n: number) => (n === 1 ? '1 lead' : `${n} leads`);

test("Home's Leads tab leads to /leads, titled Leads listing, with the agent's open leads", async () => {
  const user = userEvent.setup();
  const { router } = renderApp('/?tab=leads&q=zzqqnothing', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  await user.click(await screen.findByRole('link', { name: 'See all leads' }));
  expect(await screen.findByRole('heading', { name: 'Leads listing', level: 1 })).toBeInTheDocument();
  expect(router.location.pathname).toBe('/leads');
  await waitFor(() => expect(document.title).toBe('Leads listing · Merchant Onboarding'));
  expect(await screen.findByText(countText(await total(open)))).toBeInTheDocument();
});

test("Home's link to /leads stands above its cards, where the pages loading in as the agent scrolls cannot push it away", async () => {
  renderApp(`/?tab=leads&q=${encodeURIComponent(prefix)}`, { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  const [firstCard] = await screen.findAllByRole('article');
  const link = screen.getByRole('link', { name: 'See all leads' });
  expect(link.compareDocumentPosition(firstCard as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('searches from the header, and loads more when more match', async () => {
  const user = userEvent.setup();
  // The header's search box writes ?q=; typing it letter by letter would only read the list again and again.
  renderApp(`/leads?q=${encodeURIComponent(prefix)}`, { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  expect(await screen.findByRole('searchbox')).toHaveValue(prefix);
  expect(await screen.findByText('21 leads')).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(21));
  expect(screen.getAllByRole('article').every((card) => card.getAttribute('aria-label')?.startsWith(prefix))).toBe(true);
});

test("the date filter, sort and filters are the Leads tab's", async () => {
  const user = userEvent.setup();
  const controls = `Controls Stores ${Date.now()}`;
  const today = followUpWindow('today', new Date());
  // A next appointment is taken only when still to come: halfway between now and the day's end.
  const laterToday = () => new Date((Date.now() + today.to.getTime()) / 2).toISOString();
  const leads = [
    { name: 'hot today', rating: 'HOT' as const, leadSource: 'WALK_IN' as const, scheduledFollowUp: laterToday() },
    { name: 'cold website', rating: 'COLD' as const, leadSource: 'WEBSITE' as const },
    { name: 'warm', rating: 'WARM' as const, leadSource: 'WALK_IN' as const },
  ];
  for (const { name, ...rest } of leads) {
    const input = { shop: { name: `${controls} ${name}` }, contact: { name: 'Ravi Kumar', number: '9812345678' }, product: ['POS_DEVICE' as const], ...rest };
    dataOf(await send(harness, CreateLeadDocument, { input }, { token }));
  }
  renderApp(`/leads?q=${encodeURIComponent(controls)}`, { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  expect(await screen.findByText('3 leads')).toBeInTheDocument();
  const dates = screen.getByRole('group', { name: 'Date filter' });

  await user.click(within(dates).getByRole('button', { name: 'Today' }));
  expect(await screen.findByText('1 lead')).toBeInTheDocument();
  expect(screen.getByRole('article')).toHaveAccessibleName(`${controls} hot today`);
  await user.click(within(dates).getByRole('button', { name: 'Today' }));
  expect(await screen.findByText('3 leads')).toBeInTheDocument();

  await user.click(screen.getByRole('checkbox', { name: 'Website leads' }));
  expect(await screen.findByText('1 lead')).toBeInTheDocument();
  expect(screen.getByRole('article')).toHaveAccessibleName(`${controls} cold website`);
  await user.click(screen.getByRole('checkbox', { name: 'Website leads' }));
  expect(await screen.findByText('3 leads')).toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort' }), 'Lead rating (cold first)');
  await waitFor(() => expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([`${controls} cold website`, `${controls} warm`, `${controls} hot today`]));
});
