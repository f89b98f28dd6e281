import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { merchantAccounts, opportunities } from '../../src/server/db/schema';
import { stepRoutes } from '../../src/domain/step-routes';
import { sandboxPanRecord } from '../../src/server/sandbox/sandbox-registry';
import { startHarness, type Harness } from '../server/harness';
import { renderApp, signedInSession } from './render-app';

// Create Opportunity in the real app against the real server: the agent finds a merchant they serve
// by PAN, name or mobile, sees who it is, and the opportunity created for it is selected and opened.

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
}, 30_000);
afterAll(() => harness.close());
beforeEach(() => localStorage.clear());

const NO_MATCH = 'No merchant of yours matches this search. Check the PAN, name or mobile number and try again.';

// Registered merchants of EMP1001 with no opportunity yet, and one of another agent.
const kumar = merchantOf('DMNPK0058R');
const acharya = merchantOf('GHTPA0064C');
const othersMerchant = merchantOf('EKLPG0045H');

function merchantOf(pan: string) {
  const record = sandboxPanRecord(pan);
  if (!record?.existingMerchant) throw new Error(`${pan} is not an already registered PAN of the sandbox`);
  return { pan, ...record.existingMerchant };
}

async function mobileOf(pan: string): Promise<string> {
  const [row] = await harness.database.db.select({ mobile: merchantAccounts.mobileNumber }).from(merchantAccounts).where(eq(merchantAccounts.panNumber, pan));
  if (!row?.mobile) throw new Error(`the seed gives ${pan} no mobile number`);
  return row.mobile;
}

async function openScreen(path = '/CreateOpportunity', fetchFn: typeof fetch = harness.fetch) {
  const view = renderApp(path, { fetchFn, session: await signedInSession(harness, 'EMP1001') });
  await screen.findByRole('heading', { name: 'Create Opportunity', level: 1 }, { timeout: 10_000 });
  return view;
}

const searchBox = () => screen.getByRole('searchbox', { name: 'PAN, name or mobile number' });
const card = (name: string) => screen.findByRole('article', { name }, { timeout: 10_000 });

async function search(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.clear(searchBox());
  await user.type(searchBox(), text);
}

test("Home's 'Create new opportunity' opens the screen; the merchant is found by PAN, by name and by the start of its mobile", async () => {
  const user = userEvent.setup();
  const { router } = renderApp('/', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  await user.click(await screen.findByRole('link', { name: 'Create new opportunity' }, { timeout: 10_000 }));
  await screen.findByRole('heading', { name: 'Create Opportunity', level: 1 }, { timeout: 10_000 });
  expect(router.location.pathname).toBe('/CreateOpportunity');

  await search(user, kumar.pan.toLowerCase());
  const byPan = await card(kumar.name);
  expect(byPan).toHaveTextContent(`PAN ${kumar.pan} · Nagpur`);
  expect(screen.getAllByRole('article')).toHaveLength(1);

  await search(user, 'mobiles');
  expect(await card(acharya.name)).toHaveTextContent(`PAN ${acharya.pan} · Mumbai`);
  expect(screen.queryByRole('article', { name: kumar.name })).toBeNull();

  const mobile = await mobileOf(kumar.pan);
  await search(user, `${mobile.slice(0, 5)} ${mobile.slice(5, 9)}`);
  expect(await card(kumar.name)).toHaveTextContent(`Mobile ${mobile}`);
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
}, 60_000);

test('a search that matches none of the agent\'s merchants says so, also for a merchant of another agent', async () => {
  const user = userEvent.setup();
  await openScreen();
  await search(user, 'zzqq no such shop');
  expect(await screen.findByText(NO_MATCH, {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryAllByRole('article')).toHaveLength(0);

  await search(user, othersMerchant.pan);
  expect(await screen.findByText(NO_MATCH, {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: othersMerchant.name })).toBeNull();
}, 30_000);

test('a search that fails says so, keeps what was typed, and is tried again on request', async () => {
  const user = userEvent.setup();
  let failing = true;
  const flaky: typeof fetch = (input, init) => {
    const operation = typeof init?.body === 'string' ? (JSON.parse(init.body) as { operationName?: string }).operationName : undefined;
    if (failing && operation === 'CreateOpportunityScreen_Merchants') return Promise.reject(new TypeError('Failed to fetch'));
    return harness.fetch(input, init);
  };
  await openScreen('/CreateOpportunity', flaky);
  await search(user, acharya.pan);
  const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
  expect(alert).toHaveTextContent('The search did not complete.');
  expect(searchBox()).toHaveValue(acharya.pan);

  failing = false;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await card(acharya.name)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
}, 30_000);

test('opened with a PAN the merchant shows at once; creating the opportunity selects it and opens its onboarding', async () => {
  const user = userEvent.setup();
  const { router } = await openScreen(`/CreateOpportunity?pan=${acharya.pan}`);
  expect(searchBox()).toHaveValue(acharya.pan);
  const found = await card(acharya.name);
  await user.click(within(found).getByRole('button', { name: 'Create opportunity' }));

  await waitFor(() => expect(localStorage.getItem('oppId')).toMatch(/^\d+$/), { timeout: 10_000 });
  expect(localStorage.getItem('isExisting')).toBe('true');
  expect(localStorage.getItem('id')).toBeNull();
  await waitFor(() => expect(Object.values(stepRoutes)).toContain(router.location.pathname), { timeout: 10_000 });
  const [created] = await harness.database.db
    .select({ accountId: opportunities.accountId, owner: opportunities.ownerEmployeeId, existing: opportunities.isExistingMerchant, name: opportunities.name })
    .from(opportunities)
    .where(eq(opportunities.id, Number(localStorage.getItem('oppId'))));
  expect(created).toEqual({ accountId: acharya.accountId, owner: 'EMP1001', existing: true, name: acharya.name });
}, 30_000);
