import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import {
  CityListDocument,
  CreateLeadDocument,
  CreateMerchantDocument,
  CreateOpportunityDocument,
  DeploymentStoresByMerchantIdDocument,
  OpportunityDocument,
  UpdateLeadDocument,
} from '../../generated/graphql';
import { stepRoutes } from '../../src/domain/step-routes';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { agentApi, type AgentApi } from './support/api';
import type { RunningServer } from './support/app-server';
import { openSignedInPage, type SignedInPage } from './support/signed-in-page';

// The Multi Stores step on a phone: an agent adds a merchant's stores, sees them again after a
// reload, removes one, and the step is complete with the remaining store as the opportunity's primary.

let app: SignedInPage | undefined;
let server: RunningServer;
let context: BrowserContext;
let page: Page;
let api: AgentApi;

beforeAll(async () => {
  app = await openSignedInPage(demoAgents.find((a) => a.employeeId === 'EMP1001')?.email ?? '');
  ({ server, page, context } = app);
  api = await agentApi(server.url, context);
});
afterAll(() => app?.close());

/** A lead with a verified individual's PAN, its opportunity, and the merchant account made for it, through the API. */
async function opportunityWithMerchant() {
  // An individual's PAN the sandbox knows and has not registered: 4th letter P, digits 1000-8999.
  const letters = Array.from({ length: 4 }, () => String.fromCharCode(65 + randomInt(26))).join('');
  const pan = `${letters.slice(0, 3)}P${letters.charAt(3)}${randomInt(1000, 9000)}K`;
  const shopName = `Multi Store Mart ${Date.now()}`;
  const { createLead } = await api.send(CreateLeadDocument, {
    input: { shop: { name: shopName }, contact: { name: 'Lakshmi Rao', number: '9845012345' }, leadSource: 'SALES_APP', product: ['POS_DEVICE'] },
  });
  await api.send(UpdateLeadDocument, { input: { id: createLead.id, panNumber: pan } });
  const { cityList } = await api.send(CityListDocument, { input: { stateCode: 'MH' } });
  const pune = cityList.cityList.find((city) => city.name === 'Pune');
  const { createOpportunity } = await api.send(CreateOpportunityDocument, { input: { leadId: createLead.id, isExistingMerchant: false } });
  const { createMerchant } = await api.send(CreateMerchantDocument, {
    input: {
      opportunityId: createOpportunity.id,
      panNumber: pan,
      ownershipType: 'PROPRIETORSHIP',
      name: shopName,
      legalName: 'Lakshmi Rao',
      mobileNumber: '9845012345',
      revenue: 1200000,
      businessProofType: 'SHOP_AND_ESTABLISHMENT',
      businessProofNumber: 'PMC/II/54321',
      mccCode: '5411',
      contactName: 'Lakshmi Rao',
      address: { addressLine1: 'Shop 4, Station Road', stateCode: 'MH', cityId: pune?.id, pinCode: '411001' },
    },
  });
  return { leadId: createLead.id, opportunityId: createOpportunity.id, merchantId: createMerchant.id };
}

/** A control a thumb can hit on a phone: at least 44 px tall. */
async function expectTappable(locator: Locator) {
  expect((await locator.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
}

declare global {
  interface Window {
    shownCities: string[];
  }
}

/**
 * From the next page load on, every text the stores' City boxes show, however briefly: a saved
 * city's id shown for a moment before its name would pass a test that only polls the box.
 */
async function recordShownCities() {
  await page.addInitScript(() => {
    window.shownCities = [];
    const isCity = (input: HTMLInputElement) => input.type !== 'hidden' && input.closest('[data-field$="address.cityId"]') !== null;
    // A box's first text is set as it is created; later ones through its value.
    for (const property of ['value', 'defaultValue'] as const) {
      const descriptor = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, property);
      if (!descriptor?.get || !descriptor.set) continue;
      const { get, set } = descriptor;
      Object.defineProperty(HTMLInputElement.prototype, property, {
        configurable: true,
        get() {
          return get.call(this);
        },
        set(next: string) {
          set.call(this, next);
          if (isCity(this as HTMLInputElement)) window.shownCities.push(next);
        },
      });
    }
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          for (const input of node.querySelectorAll('input')) if (isCity(input)) window.shownCities.push(input.value);
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const storeCards = () => page.locator('[data-repeater="input.stores"] .mantine-Card-root');

async function fillStore(card: Locator, store: { name: string; line: string; pinCode: string; city: string }) {
  await card.getByRole('textbox', { name: 'Store name' }).fill(store.name);
  await card.getByRole('textbox', { name: 'Address line 1' }).fill(store.line);
  // The pincode fills the store's state and city (README, 'Sandbox services').
  await card.getByRole('textbox', { name: 'Pincode' }).fill(store.pinCode);
  await expect.poll(() => card.getByRole('combobox', { name: 'City' }).inputValue()).toBe(store.city);
  expect(await card.getByRole('combobox', { name: 'State' }).inputValue()).toBe('Maharashtra');
}

async function openMultiStores() {
  await page.goto(new URL(stepRoutes.MultiStores, server.url).href);
  await page.getByRole('heading', { name: 'Multi Stores' }).waitFor();
  await page.getByRole('button', { name: 'Add store' }).waitFor();
}

async function storeNames(): Promise<string[]> {
  return storeCards().getByRole('textbox', { name: 'Store name' }).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
}

async function multiStoresStatus(): Promise<string | null> {
  await page.getByRole('button', { name: 'Steps' }).tap();
  const entry = page.getByRole('navigation', { name: 'Onboarding steps' }).locator('[data-status]').filter({ hasText: 'Multi Stores' });
  const status = await entry.getAttribute('data-status');
  await page.keyboard.press('Escape');
  return status;
}

test('an agent adds two stores, sees both after a reload, removes one, and the step is complete', async () => {
  const journey = await opportunityWithMerchant();
  await page.evaluate(({ leadId, opportunityId }) => {
    localStorage.setItem('id', leadId);
    localStorage.setItem('oppId', opportunityId);
    localStorage.setItem('isExisting', 'false');
  }, journey);
  await openMultiStores();
  expect(await storeCards().count()).toBe(0);
  expect(await multiStoresStatus()).not.toBe('completed');

  const add = page.getByRole('button', { name: 'Add store' });
  await expectTappable(add);
  await add.tap();
  await add.tap();
  await fillStore(storeCards().nth(0), { name: 'Shivaji Nagar Counter', line: 'Shop 1, FC Road', pinCode: '411005', city: 'Pune' });
  await fillStore(storeCards().nth(1), { name: 'Dadar Counter', line: 'Stall 7, Ranade Road', pinCode: '400028', city: 'Mumbai' });
  for (const control of [
    storeCards().nth(1).getByRole('textbox', { name: 'Store name' }),
    storeCards().nth(1).getByRole('combobox', { name: 'City' }),
    storeCards().nth(1).getByRole('button', { name: 'Remove' }),
    page.getByRole('button', { name: 'Save and continue' }),
  ]) {
    await expectTappable(control);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Save and continue' }).tap();
  await expect.poll(() => new URL(page.url()).pathname).not.toBe(stepRoutes.MultiStores);

  await openMultiStores();
  await recordShownCities();
  await page.reload();
  await page.getByRole('heading', { name: 'Multi Stores' }).waitFor();
  await expect.poll(storeNames).toEqual(['Shivaji Nagar Counter', 'Dadar Counter']);
  // The saved city shows by its name once the state's cities have loaded, never as its id.
  const city = storeCards().nth(1).getByRole('combobox', { name: 'City' });
  await expect.poll(() => city.inputValue()).toBe('Mumbai');
  const mumbai = (await api.send(CityListDocument, { input: { stateCode: 'MH' } })).cityList.cityList.find((c) => c.name === 'Mumbai');
  expect(mumbai?.id).toBeTruthy();
  expect(await page.evaluate(() => window.shownCities)).not.toContain(mumbai?.id);

  await storeCards().nth(0).getByRole('button', { name: 'Remove' }).tap();
  await expect.poll(storeNames).toEqual(['Dadar Counter']);
  await page.getByRole('button', { name: 'Save and continue' }).tap();
  await expect.poll(() => new URL(page.url()).pathname).not.toBe(stepRoutes.MultiStores);

  await openMultiStores();
  await expect.poll(storeNames).toEqual(['Dadar Counter']);
  expect(await multiStoresStatus()).toBe('completed');
  // What the step is complete by: the merchant's one store is the opportunity's primary store.
  const { deploymentStoresByMerchantId } = await api.send(DeploymentStoresByMerchantIdDocument, { input: { merchantId: journey.merchantId } });
  expect(deploymentStoresByMerchantId.stores.map((s) => s.name)).toEqual(['Dadar Counter']);
  const { opportunity } = await api.send(OpportunityDocument, { input: { id: journey.opportunityId } });
  expect(opportunity.opportunity.primaryStoreId).toBe(deploymentStoresByMerchantId.stores[0]?.id);
});
