import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { CityListDocument, CreateLeadDocument, CreateMerchantDocument, CreateOpportunityDocument, UpdateLeadDocument, type OwnershipType } from '../../../generated/graphql';
import { sandboxPanRecord } from '../../../src/server/sandbox/sandbox-registry';
import type { AgentApi } from './api';

/** A PAN the sandbox knows and has not registered: the holder type's letter fourth, digits 1000-8999. */
export function sandboxPan(holder: 'P' | 'F'): string {
  const letters = Array.from({ length: 4 }, () => String.fromCharCode(65 + randomInt(26))).join('');
  return `${letters.slice(0, 3)}${holder}${letters.charAt(3)}${randomInt(1000, 9000)}K`;
}

/**
 * A lead with its verified PAN, its opportunity and the merchant account Business Details makes for
 * it, through the API, selected in the page as choosing the lead on Home does.
 */
export async function merchantJourney(api: AgentApi, page: Page, ownershipType: Extract<OwnershipType, 'PROPRIETORSHIP' | 'PARTNERSHIP'>) {
  const pan = sandboxPan(ownershipType === 'PARTNERSHIP' ? 'F' : 'P');
  const shopName = `${ownershipType === 'PARTNERSHIP' ? 'Sharma Bros Dhaba' : 'Sai Krupa Stores'} ${Date.now()}`;
  const { createLead } = await api.send(CreateLeadDocument, {
    input: { shop: { name: shopName }, contact: { name: 'Ravi Sharma', number: '9845012345' }, leadSource: 'SALES_APP', product: ['POS_DEVICE'] },
  });
  await api.send(UpdateLeadDocument, { input: { id: createLead.id, panNumber: pan } });
  const { cityList } = await api.send(CityListDocument, { input: { stateCode: 'MH' } });
  const pune = cityList.cityList.find((city) => city.name === 'Pune');
  const { createOpportunity } = await api.send(CreateOpportunityDocument, { input: { leadId: createLead.id, isExistingMerchant: false } });
  const { createMerchant } = await api.send(CreateMerchantDocument, {
    input: {
      opportunityId: createOpportunity.id,
      panNumber: pan,
      ownershipType,
      name: shopName,
      legalName: sandboxPanRecord(pan)?.name ?? shopName,
      mobileNumber: '9845012345',
      revenue: 2400000,
      businessProofType: 'SHOP_AND_ESTABLISHMENT',
      businessProofNumber: 'PMC/II/54321',
      mccCode: '5812',
      contactName: 'Ravi Sharma',
      address: { addressLine1: 'Plot 12, GT Road', stateCode: 'MH', cityId: pune?.id, pinCode: '411001' },
    },
  });
  const journey = { leadId: createLead.id, opportunityId: createOpportunity.id, accountId: createMerchant.id, pan, shopName };
  await page.evaluate(({ leadId, opportunityId }) => {
    localStorage.setItem('id', leadId);
    localStorage.setItem('oppId', opportunityId);
    localStorage.setItem('isExisting', 'false');
  }, journey);
  return journey;
}

/** The holder on the DigiLocker consent page: types the Aadhaar number and the code the page shows, and allows. */
export async function allowOnConsentPage(page: Page, aadhaar: string) {
  await page.waitForURL((url) => url.pathname === '/digilocker/consent');
  const hint = await page.getByText(/Your one-time code is \d{6}\./).textContent();
  const code = /\d{6}/.exec(hint ?? '')?.[0] ?? '';
  await page.getByLabel('Aadhaar number').fill(aadhaar);
  await page.getByLabel('One-time code').fill(code);
  await page.getByRole('button', { name: 'Allow' }).tap();
}

/** Everything the page keeps on the phone: localStorage, sessionStorage and every IndexedDB store's keys and values, as text. Run in the page. */
export async function everythingStored(): Promise<string> {
  const stores: unknown[] = [{ ...localStorage }, { ...sessionStorage }];
  const request = <T>(pending: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      pending.onsuccess = () => resolve(pending.result);
      pending.onerror = () => reject(pending.error);
    });
  for (const info of await indexedDB.databases()) {
    if (!info.name) continue;
    const database = await request(indexedDB.open(info.name));
    for (const name of Array.from(database.objectStoreNames)) {
      const store = database.transaction(name).objectStore(name);
      stores.push({ database: info.name, store: name, keys: await request(store.getAllKeys()), values: await request(store.getAll()) });
    }
    database.close();
  }
  return JSON.stringify(stores);
}

/**
 * Annapurna Sweets, a proprietorship in Pune: a lead with this verified PAN, its opportunity and its
 * merchant account, made through the API as the app makes them, without selecting it in a page.
 */
export async function proprietorWithMerchant(api: AgentApi, panNumber: string, shopName = 'Annapurna Sweets') {
  const lead = await api.send(CreateLeadDocument, {
    input: { shop: { name: shopName }, contact: { name: 'Lakshmi Rao', number: '9845012345' }, leadSource: 'SALES_APP', product: ['POS_DEVICE'] },
  });
  const leadId = lead.createLead.id;
  await api.send(UpdateLeadDocument, { input: { id: leadId, panNumber } });
  const opportunity = await api.send(CreateOpportunityDocument, { input: { leadId, isExistingMerchant: false } });
  const opportunityId = opportunity.createOpportunity.id;
  const cities = await api.send(CityListDocument, { input: { stateCode: 'MH' } });
  const pune = cities.cityList.cityList.find((city) => city.name === 'Pune');
  await api.send(CreateMerchantDocument, {
    input: {
      opportunityId,
      leadId,
      panNumber,
      ownershipType: 'PROPRIETORSHIP',
      name: 'Annapurna Sweets',
      legalName: 'Annapurna Sweets',
      revenue: 1200000,
      mobileNumber: '9845012345',
      businessProofType: 'SHOP_AND_ESTABLISHMENT',
      businessProofNumber: 'PMC/II/54321',
      address: { addressLine1: 'Shop 4, Station Road', city: 'Pune', cityId: pune?.id, state: 'Maharashtra', stateCode: 'MH', pinCode: '411001' },
      mccCode: '5411',
      contactName: 'Lakshmi Rao',
    },
  });
  return { leadId, opportunityId };
}
