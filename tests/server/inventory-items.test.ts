import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GetProductItemsDocument, GetProductTransfersDocument, LocationFilterDocument, type GetProductItemsInput } from '../../generated/graphql';
import { agents, productItems } from '../../src/server/db/schema';
import { dataOf, expectCatalogueError, send } from './call';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';
import { ASHA_LOCATION, ROHIT_LOCATION, WAREHOUSE, itemsMatching, posSerial, soundboxSerial } from './inventory-calls';

// What an agent sees of the stock: only the items at their own location, searchable by serial or
// item number, filtered and paged; and the locations they may send stock to, never their own.

let harness: Harness;
let asha: string;
let rohit: string;

beforeAll(async () => {
  harness = await startHarness();
  asha = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  rohit = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
});
afterAll(() => harness.close());

function items(token: string, input: GetProductItemsInput) {
  return send(harness, GetProductItemsDocument, { input }, { token });
}

describe('getProductItems', () => {
  test("lists the agent's own items only, with every field the screen shows", async () => {
    const { productItems: listed, pageInfo } = dataOf(await items(asha, { size: 100 })).getProductItems;
    // Five physical products, four of each (src/server/seed/demo-inventory.ts).
    expect(pageInfo).toEqual({ page: 0, size: 100, totalElements: 20, hasMore: false });
    expect(listed.every((item) => item.location?.id === ASHA_LOCATION)).toBe(true);
    // Every serial is one of hers: a product's prefix, her employee number, the item's number.
    expect(listed.every((item) => /^[A-Z0-9]{4}1001\d{3}$/.test(item.serialNumber ?? ''))).toBe(true);
    const pos = listed.find((item) => item.serialNumber === posSerial('EMP1001', 1));
    expect(pos).toMatchObject({
      productType: 'POS',
      productItemNumber: `PI-${posSerial('EMP1001', 1)}`,
      quantityOnHand: 1,
      workingCondition: 'WORKING',
      inTransit: false,
      location: { id: ASHA_LOCATION, name: 'Asha Verma (EMP1001)', employeeId: 'EMP1001' },
    });
    expect(pos?.secondarySerialNumber).toMatch(/^35\d{13}$/);
    expect(pos?.receivingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test('finds an item by its whole serial, part of it in any case, its item number or its IMEI', async () => {
    const serial = posSerial('EMP1001', 3);
    expect((await itemsMatching(harness, asha, serial)).map((i) => i.serialNumber)).toEqual([serial]);
    expect((await itemsMatching(harness, asha, `pi-${serial.toLowerCase()}`)).map((i) => i.serialNumber)).toEqual([serial]);
    const [withImei] = await itemsMatching(harness, asha, serial);
    expect((await itemsMatching(harness, asha, withImei?.secondarySerialNumber ?? '')).map((i) => i.serialNumber)).toEqual([serial]);
    expect(await itemsMatching(harness, asha, 'A9101001')).toHaveLength(4);
    // A pattern's wildcard is a plain character to the search.
    expect(await itemsMatching(harness, asha, '%')).toEqual([]);
  });

  test("another agent's serial is not found, even searched for exactly", async () => {
    expect(await itemsMatching(harness, asha, posSerial('EMP1002', 1))).toEqual([]);
    expect(await itemsMatching(harness, rohit, posSerial('EMP1002', 1))).toHaveLength(1);
  });

  test('asking for another location is refused as an unknown location', async () => {
    for (const locationId of [ROHIT_LOCATION, WAREHOUSE, 'LOC-NOWHERE']) {
      expectCatalogueError(await items(asha, { locationId }), 'INVENTORY_LOCATION_NOT_FOUND', 'Destination location not found.');
    }
    expect(dataOf(await items(asha, { locationId: ASHA_LOCATION, size: 1 })).getProductItems.pageInfo.totalElements).toBe(20);
  });

  test('filters by product type, working condition and transit, and pages through the rest', async () => {
    const soundboxes = dataOf(await items(asha, { productType: 'SOUNDBOX', size: 100 })).getProductItems.productItems;
    expect(soundboxes.map((i) => i.productType)).toEqual(Array(8).fill('SOUNDBOX'));
    await harness.database.db.update(productItems).set({ workingCondition: 'DAMAGED' }).where(eq(productItems.serialNumber, soundboxSerial('EMP1001', 4)));
    expect((await itemsMatching(harness, asha, soundboxSerial('EMP1001', 4)))[0]?.workingCondition).toBe('DAMAGED');
    expect(dataOf(await items(asha, { workingCondition: 'DAMAGED' })).getProductItems.productItems.map((i) => i.serialNumber)).toEqual([soundboxSerial('EMP1001', 4)]);
    expect(dataOf(await items(asha, { inTransit: true })).getProductItems.pageInfo.totalElements).toBe(0);

    const seen: string[] = [];
    for (let page = 0; page < 4; page++) {
      const { productItems: onPage, pageInfo } = dataOf(await items(asha, { page, size: 6 })).getProductItems;
      expect(pageInfo).toEqual({ page, size: 6, totalElements: 20, hasMore: page < 3 });
      seen.push(...onPage.map((i) => i.id));
    }
    expect(new Set(seen).size).toBe(20);
  });

  test('a consumed item has left the inventory', async () => {
    const serial = posSerial('EMP1001', 4);
    await harness.database.db
      .update(productItems)
      .set({ locationId: null, consumedByRequestId: '00000000-0000-4000-8000-000000000001', consumedAt: new Date() })
      .where(eq(productItems.serialNumber, serial));
    expect(await itemsMatching(harness, asha, serial)).toEqual([]);
  });
});

describe('LocationFilter', () => {
  test("offers the warehouse and the other agents' locations, never the agent's own", async () => {
    const { locations, pageInfo } = dataOf(await send(harness, LocationFilterDocument, { input: { size: 100 } }, { token: asha })).LocationFilter;
    expect(locations.map((l) => l.id)).toEqual([WAREHOUSE, ROHIT_LOCATION, 'LOC-DEL-03']);
    expect(locations[1]).toEqual({ id: ROHIT_LOCATION, name: 'Rohit Nair (EMP1002)', employeeId: 'EMP1002' });
    expect(pageInfo.totalElements).toBe(3);
    const fromRohit = dataOf(await send(harness, LocationFilterDocument, { input: { size: 100 } }, { token: rohit })).LocationFilter.locations;
    expect(fromRohit.map((l) => l.id)).toEqual([WAREHOUSE, ASHA_LOCATION, 'LOC-DEL-03']);
  });

  test('searches by name or employee id, and pages', async () => {
    const search = async (text: string) =>
      dataOf(await send(harness, LocationFilterDocument, { input: { search: text } }, { token: asha })).LocationFilter.locations.map((l) => l.id);
    expect(await search('rohit')).toEqual([ROHIT_LOCATION]);
    expect(await search('emp1002')).toEqual([ROHIT_LOCATION]);
    expect(await search('warehouse')).toEqual([WAREHOUSE]);
    expect(await search('Asha')).toEqual([]);
    const first = dataOf(await send(harness, LocationFilterDocument, { input: { size: 2 } }, { token: asha })).LocationFilter;
    expect(first.pageInfo).toEqual({ page: 0, size: 2, totalElements: 3, hasMore: true });
  });
});

test('an agent whose sign-in carries no location is told so by every inventory operation', async () => {
  await harness.database.db.update(agents).set({ locationId: null }).where(eq(agents.employeeId, 'EMP3001'));
  const token = (await signInAs(harness, demoAgent('EMP3001').email)).accessToken;
  const message = 'Your sign-in has no inventory location. Please contact your manager.';
  expectCatalogueError(await items(token, {}), 'INVENTORY_NO_LOCATION', message);
  expectCatalogueError(await send(harness, LocationFilterDocument, { input: {} }, { token }), 'INVENTORY_NO_LOCATION', message);
  expectCatalogueError(await send(harness, GetProductTransfersDocument, { input: {} }, { token }), 'INVENTORY_NO_LOCATION', message);
});
