import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  GetProductItemsDocument,
  LeadListDocument,
  LocationFilterDocument,
  MerchantFilterDocument,
  OpportunityListDocument,
  StateAndCityNameDocument,
  StoreAddressListDocument,
} from '../../generated/graphql';
import { cities, deploymentStores, inventoryLocations, leads, merchantAccounts, opportunities, productItems } from '../../src/server/db/schema';
import { dataOf, expectCatalogueError, onlyError, send } from './call';
import { freshPan } from './fresh-pan';
import { signedInHarness, type Harness } from './harness';
import { ASHA_LOCATION } from './inventory-calls';

// Every search that takes typed text builds its LIKE pattern with one escaper (likePattern in
// src/server/graphql/list-helpers.ts): a backslash, % or _ typed is that character, never a
// wildcard, and a trailing backslash is a search like any other, never INTERNAL_SERVER_ERROR.

let harness: Harness;
let token: string;
beforeAll(async () => {
  ({ harness, token } = await signedInHarness('EMP1001'));
});
afterAll(() => harness.close());

/** Four values alike but for their last character: a backslash, a percent sign, an underscore and a plain letter. */
const SLASH = 'Zqv\\';
const PERCENT = 'Zqv%';
const UNDERSCORE = 'Zqv_';
const PLAIN = 'ZqvX';
const ALL = [SLASH, PERCENT, UNDERSCORE, PLAIN];

/** What each search text finds among the four, taken literally; a wildcard would find all four. */
const LITERAL: [search: string, found: string[]][] = [
  ['\\', [SLASH]],
  ['Zqv\\', [SLASH]],
  ['%', [PERCENT]],
  ['Zqv%', [PERCENT]],
  ['_', [UNDERSCORE]],
  ['Zqv_', [UNDERSCORE]],
  ['zqvx', [PLAIN]],
  ['Zqv', ALL],
  ['Zqv\\%', []],
];

const sorted = (values: string[]) => [...values].sort();

async function expectSearch(found: (search: string) => Promise<string[]>) {
  for (const [search, expected] of LITERAL) {
    expect(sorted(await found(search)), `search ${JSON.stringify(search)}`).toEqual(sorted(expected));
  }
}

describe('every search takes \\, % and _ literally, and a trailing backslash answers normally', () => {
  test('leadList over shop name', async () => {
    await harness.database.db.insert(leads).values(
      ALL.map((shopName, i) => ({
        ownerEmployeeId: 'EMP1001',
        status: 'NEW' as const,
        shopName,
        contactName: 'Search Test',
        contactNumber: `900000000${i}`,
        leadSource: 'BANK' as const,
        ownerType: 'SalesApp' as const,
      })),
    );
    await expectSearch(async (search) => {
      const list = dataOf(await send(harness, LeadListDocument, { input: { search, size: 1000 } }, { token })).leadList;
      return list.leads.map((lead) => lead.shop.name);
    });
  });

  test('opportunityList over name', async () => {
    await harness.database.db.insert(opportunities).values(ALL.map((name) => ({ ownerEmployeeId: 'EMP1001', name, ownerType: 'SalesApp' as const })));
    await expectSearch(async (search) => {
      const list = dataOf(await send(harness, OpportunityListDocument, { input: { search, size: 1000 } }, { token })).opportunityList;
      return list.opportunities.map((o) => o.name);
    });
  });

  test('merchantFilter over name, and over the start of the mobile number', async () => {
    const merchants = await harness.database.db
      .insert(merchantAccounts)
      .values(ALL.map((name) => ({ ownerEmployeeId: 'EMP1001', panNumber: freshPan(), ownershipType: 'PROPRIETORSHIP' as const, name, legalName: name })))
      .returning({ id: merchantAccounts.id, name: merchantAccounts.name });
    // The name is free text: a backslash or % in it, or no letter or digit, is refused as the field's
    // catalogued error; a name with _ is searched, taking it literally.
    const answered: string[] = [];
    for (const [search, expected] of LITERAL) {
      const result = await send(harness, MerchantFilterDocument, { input: { name: search, size: 1000 } }, { token });
      if (result.errors) {
        expect(onlyError(result), search).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Please use letters, numbers and common punctuation only.', field: 'input.name' });
      } else {
        expect(sorted(dataOf(result).merchantFilter.merchants.map((m) => m.profile.name)), search).toEqual(sorted(expected));
        answered.push(search);
      }
    }
    expect(answered).toEqual(['Zqv_', 'zqvx', 'Zqv']);
    // A mobile number typed with a wildcard or a trailing backslash is refused as the field's error, or finds nothing: never every merchant.
    for (const mobileNumber of ['\\', '%', '_', '98\\', '9%', '9_']) {
      const result = await send(harness, MerchantFilterDocument, { input: { mobileNumber, size: 1000 } }, { token });
      if (result.errors?.length) {
        expect(result.errors[0]?.extensions).toMatchObject({ field: 'input.mobileNumber' });
        expect(result.errors[0]?.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
      } else {
        expect(dataOf(result).merchantFilter.merchants, mobileNumber).toEqual([]);
      }
    }
    expect(merchants).toHaveLength(4);
  });

  test('storeAddressList over store name', async () => {
    const [merchant] = await harness.database.db
      .insert(merchantAccounts)
      .values({ ownerEmployeeId: 'EMP1001', panNumber: freshPan(), ownershipType: 'PROPRIETORSHIP', name: 'Store Search Merchant', legalName: 'Store Search Merchant' })
      .returning({ id: merchantAccounts.id });
    if (!merchant) throw new Error('no merchant');
    await harness.database.db
      .insert(deploymentStores)
      .values(ALL.map((name) => ({ merchantId: merchant.id, ownerEmployeeId: 'EMP1001', name, address: { city: 'Pune', pinCode: '411001' } })));
    await expectSearch(async (search) => {
      const list = dataOf(await send(harness, StoreAddressListDocument, { input: { search, size: 1000 } }, { token })).storeAddressList;
      return list.stores.map((s) => s.name);
    });
  });

  test('getProductItems over serial number', async () => {
    await harness.database.db.insert(productItems).values(
      ALL.map((serialNumber, i) => ({
        productItemNumber: `PI-SEARCH-${i}`,
        productType: 'ACCESSORY' as const,
        productName: 'Search test cable',
        serialNumber,
        locationId: ASHA_LOCATION,
      })),
    );
    await expectSearch(async (search) => {
      const list = dataOf(await send(harness, GetProductItemsDocument, { input: { search, size: 100 } }, { token })).getProductItems;
      return list.productItems.map((item) => item.serialNumber ?? '');
    });
  });

  test('LocationFilter over location name', async () => {
    await harness.database.db.insert(inventoryLocations).values(ALL.map((name, i) => ({ id: `WH-SEARCH-${i}`, name, kind: 'WAREHOUSE' as const })));
    await expectSearch(async (search) => {
      const list = dataOf(await send(harness, LocationFilterDocument, { input: { search, size: 100 } }, { token })).LocationFilter;
      return list.locations.map((location) => location.name);
    });
  });

  test('stateAndCityName matches the whole city name, case aside, and nothing else', async () => {
    await harness.database.db.insert(cities).values(ALL.map((name) => ({ name, stateCode: 'MH' })));
    const cityName = async (name: string) => send(harness, StateAndCityNameDocument, { input: { stateCode: 'MH', cityName: name } }, { token });
    for (const name of ALL) {
      expect(dataOf(await cityName(name)).stateAndCityName.cityName).toBe(name);
      expect(dataOf(await cityName(name.toLowerCase())).stateAndCityName.cityName).toBe(name);
    }
    // The issue's own case: a lone backslash, and wildcards that would otherwise match a city.
    for (const name of ['\\', 'Pune\\', '%', 'Pun_', 'P%', 'Zqv\\%']) {
      const error = expectCatalogueError(await cityName(name), 'BS-1004', 'Please select Valid City and State');
      expect(error.field).toBe('input.cityName');
    }
    expect(dataOf(await cityName('pune')).stateAndCityName.cityName).toBe('Pune');
  });
});
