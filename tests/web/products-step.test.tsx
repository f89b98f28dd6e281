import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { CreateOliDocument } from '../../generated/graphql';
import { opportunityLineItems } from '../../src/server/db/schema';
import { dataOf, send } from '../server/call';
import { demoAgent, signInAs, startHarness, type Harness } from '../server/harness';
import { formsWithSteps } from '../server/step-flows';
import { insertOpportunity } from '../server/opportunity-rows';
import { renderApp, signedInSession } from './render-app';
import { keepIndexedDbInMemory } from './doubles/idb-keyval';

// The Products step in the app against the real server: products chosen first, then a plan for each
// with its quantity, bundle and prime (prime only where the bundle allows it); nothing chosen gives
// the spec's message; a partner's journey lists its two products on one page; a failed list, plan
// list or selection read shows the spec's retrieval error.

// jsdom has no IndexedDB: what the app keeps there (drafts, answers, the outbox) is kept in memory.
keepIndexedDbInMemory();

let harness: Harness;
beforeAll(async () => {
  // The steps under test start the journey (tests/server/step-flows.ts): the step order is tests/server/step-order.test.ts's.
  harness = await startHarness({ forms: formsWithSteps('Products', 'PricingPlan') });
}, 30_000);
afterAll(() => harness.close());
beforeEach(() => localStorage.clear());

async function openProducts(options: { owner?: string; ownerType?: 'SalesApp' | 'StandardMini'; failing?: string } = {}) {
  const owner = options.owner ?? 'EMP1001';
  const id = await insertOpportunity(harness, { leadId: null, status: 'INITIATED', owner, ownerType: options.ownerType ?? 'SalesApp' });
  localStorage.setItem('oppId', String(id));
  // A call of the named operation fails as a lost network would.
  const fetchFn: typeof fetch = async (input, init) => {
    const body = typeof init?.body === 'string' ? init.body : '';
    if (options.failing && body.includes(`"operationName":"${options.failing}"`)) throw new TypeError('network down');
    return harness.fetch(input, init);
  };
  const view = renderApp('/products', { fetchFn, session: await signedInSession(harness, owner) });
  return { ...view, id };
}

const storedLines = (id: number) =>
  harness.database.db.select().from(opportunityLineItems).where(eq(opportunityLineItems.opportunityId, id));

test('choose the products, then a plan with its quantity, bundle and prime; the line items are saved and the journey goes on to pricing', async () => {
  const user = userEvent.setup();
  const { id, router } = await openProducts();
  expect(await screen.findByText('Up to 100 devices in all. Sponsored devices available: 0.')).toBeInTheDocument();
  expect(document.querySelector('[data-picker-mode]')?.getAttribute('data-picker-mode')).toBe('select-products');
  await user.click(screen.getByRole('checkbox', { name: /POS Device/ }));
  await user.click(screen.getByRole('button', { name: 'Choose plans' }));
  expect(document.querySelector('[data-picker-mode]')?.getAttribute('data-picker-mode')).toBe('products-summary');

  const prime = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('[data-plan="PLN-POS-PRIME"]');
    if (!found) throw new Error('the POS Prime plan is not shown');
    return found;
  });
  await user.type(within(prime).getByRole('textbox', { name: 'Quantity, POS Prime' }), '{backspace}2');
  await user.click(within(prime).getByRole('combobox', { name: 'Related products bundle' }));
  await user.click(await screen.findByRole('option', { name: 'POS Prime with SQR Mini', hidden: true }));
  expect(within(prime).getByRole('checkbox', { name: 'Prime VAS' })).toBeDisabled();
  expect(within(prime).getByText('This bundle does not allow prime.')).toBeInTheDocument();
  await user.click(within(prime).getByRole('combobox', { name: 'Related products bundle' }));
  await user.click(await screen.findByRole('option', { name: 'POS Prime with Voice Pod', hidden: true }));
  await user.click(within(prime).getByRole('checkbox', { name: 'Prime VAS' }));
  expect(screen.getByText('2 devices chosen')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  await waitFor(() => expect(router.location.pathname).toBe('/PricingPlan'));
  expect((await storedLines(id)).map((l) => [l.planId, l.quantity, l.relatedPlanBundleId, l.primeVas])).toEqual([['PLN-POS-PRIME', 2, 'BND-POS-PRIME-VOICE-POD', true]]);
}, 30_000);

test('saved products open in the summary; with no quantity left, the spec message and nothing saved', async () => {
  const user = userEvent.setup();
  const { id } = await openProducts();
  await user.click(await screen.findByRole('checkbox', { name: /SQR Mini/ }));
  await user.click(screen.getByRole('button', { name: 'Choose plans' }));
  await user.type(await screen.findByRole('textbox', { name: 'Quantity, SQR Mini Free' }), '{backspace}3');
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  await waitFor(async () => expect(await storedLines(id)).toHaveLength(1));

  const again = renderApp('/products', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  const quantity = await within(again.container).findByRole('textbox', { name: 'Quantity, SQR Mini Free' });
  await waitFor(() => expect(quantity).toHaveValue('3'));
  expect(again.container.querySelector('[data-picker-mode]')?.getAttribute('data-picker-mode')).toBe('products-summary');
  await user.clear(quantity);
  await user.type(quantity, '0');
  await user.click(within(again.container).getByRole('button', { name: 'Save and continue' }));
  expect(await within(again.container).findByText('To proceed further, please select at least one product from the list.')).toBeInTheDocument();
  expect((await storedLines(id))[0]?.quantity).toBe(3);
}, 30_000);

test("a partner's journey lists SQR Mini and DQR Mini with their plans on one page (classic)", async () => {
  await openProducts({ owner: 'EMP3001', ownerType: 'StandardMini' });
  expect(await screen.findByRole('textbox', { name: 'Quantity, DQR Mini Monthly' })).toBeInTheDocument();
  expect(document.querySelector('[data-picker-mode]')?.getAttribute('data-picker-mode')).toBe('classic');
  expect([...document.querySelectorAll('[data-product]')].map((e) => e.getAttribute('data-product'))).toEqual(['SQR Mini', 'DQR Mini']);
}, 30_000);

test.each([
  ['ProductList', 'Product List Retrieval Error', "Sorry, we couldn't fetch the list of available products. Please try again later."],
  ['ProductsStep_Selection', 'Product Retrieval Error', "Sorry, we couldn't fetch the selected products. Please try again later."],
  ['PlanList', 'Plan List Retrieval Error', "Sorry, we couldn't fetch the list of plans. Please try again later."],
])('a failed %s shows %s', async (failing, title, message) => {
  await openProducts({ owner: 'EMP3001', ownerType: 'StandardMini', failing });
  if (failing === 'PlanList') await screen.findAllByText(title);
  const alert = (await screen.findAllByRole('alert')).find((a) => a.textContent?.includes(title));
  expect(alert?.textContent).toContain(message);
}, 30_000);

// Spec section 4: the products list is marked obsolete and refreshed. The app's client keeps no
// answers (src/api/client.ts asks the server every time), so a step opened again reads them anew.
test('the products kept on the phone count as out of date: opened again, the step shows what the server now stores', async () => {
  const { id, router } = await openProducts();
  await screen.findByRole('checkbox', { name: /SQR Mini/ }, { timeout: 10_000 });
  // Meanwhile the products change on the server (another device of the agent's saved them).
  const token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  const lineItems = [{ productId: 'PRD-SQR-MINI', planId: 'PLN-SQR-MINI-FREE', quantity: 4 }];
  dataOf(await send(harness, CreateOliDocument, { input: { opportunityId: String(id), lineItems } }, { token, idempotencyId: randomUUID() }));

  // The agent goes Home (the step closes) and opens the step again.
  await router.navigate('/');
  await waitFor(() => expect(document.querySelector('[data-picker-mode]')).toBeNull(), { timeout: 10_000 });
  await router.navigate('/products');
  const quantity = await screen.findByRole('textbox', { name: 'Quantity, SQR Mini Free' }, { timeout: 10_000 });
  await waitFor(() => expect(quantity).toHaveValue('4'));
}, 30_000);
