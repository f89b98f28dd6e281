import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { StoreAddressListDocument, type StoreAddressListInput, type StoreAddressListQuery } from '../../generated/graphql';
import { hashPassword } from '../../src/server/auth/passwords';
import { agents, deploymentStores, merchantAccounts, opportunities, type StoredMerchantAddress } from '../../src/server/db/schema';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-agents';
import { dataOf, expectCatalogueError, onlyError, send } from './call';
import { freshPan } from './fresh-pan';
import { signInAs, startHarness, type Harness } from './harness';

// The Store addresses category: the stores of the agent's merchants, those of a merchant one of
// their opportunities is for and those the agent made; never another agent's merchant's.

let harness: Harness;
let token: string;
let otherToken: string;
const AGENT = 'EMP9201';
const OTHER = 'EMP9202';

async function addAgent(employeeId: string, email: string): Promise<string> {
  await harness.database.db.insert(agents).values({
    employeeId,
    email,
    name: `Stores ${employeeId}`,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    userType: 'SalesAgent',
    locationId: 'LOC-TEST',
  });
  return (await signInAs(harness, email)).accessToken;
}

async function merchant(owner: string, name: string): Promise<string> {
  const pan = freshPan();
  const [row] = await harness.database.db
    .insert(merchantAccounts)
    .values({ ownerEmployeeId: owner, panNumber: pan, ownershipType: 'PROPRIETORSHIP', name, legalName: name })
    .returning({ id: merchantAccounts.id });
  if (!row) throw new Error('no merchant');
  return row.id;
}

async function opportunityFor(owner: string, accountId: string) {
  await harness.database.db
    .insert(opportunities)
    .values({ ownerEmployeeId: owner, name: 'Stores opportunity', status: 'DEPLOYMENT_APPROVED', ownerType: 'SalesApp', accountId, isExistingMerchant: true });
}

const address = (city: string, pinCode: string, extra: Partial<StoredMerchantAddress> = {}): StoredMerchantAddress => ({
  addressLine1: '12 MG Road',
  city,
  state: 'Karnataka',
  stateCode: 'KA',
  pinCode,
  ...extra,
});

async function store(owner: string, merchantId: string, name: string, where: StoredMerchantAddress) {
  await harness.database.db.insert(deploymentStores).values({ ownerEmployeeId: owner, merchantId, name, address: where });
}

type Stores = StoreAddressListQuery['storeAddressList'];
async function list(input: StoreAddressListInput, as = token): Promise<Stores> {
  return dataOf(await send(harness, StoreAddressListDocument, { input }, { token: as })).storeAddressList;
}
const names = (stores: Stores) => stores.stores.map((s) => `${s.merchantName} / ${s.name}`);

beforeAll(async () => {
  harness = await startHarness();
  token = await addAgent(AGENT, 'stores.agent@demo.example');
  otherToken = await addAgent(OTHER, 'stores.other@demo.example');

  // A merchant the other agent made, with the other agent's stores, that this agent has an opportunity for.
  const sharedMerchant = await merchant(OTHER, 'Anand Sweets');
  await opportunityFor(AGENT, sharedMerchant);
  await store(OTHER, sharedMerchant, 'Anand Sweets Jayanagar', address('Bengaluru', '560041', { latitude: 12.93, longitude: 77.58 }));
  await store(OTHER, sharedMerchant, 'Anand Sweets Malleshwaram', address('Bengaluru', '560003'));
  // A store this agent made, for a merchant of no opportunity of theirs.
  const ownMerchant = await merchant(AGENT, 'Balaji 100% Traders');
  await store(AGENT, ownMerchant, 'Balaji Main Road', address('Mysuru', '570001'));
  // The other agent's own merchant and store: never this agent's.
  const othersMerchant = await merchant(OTHER, 'Chennai Silks');
  await opportunityFor(OTHER, othersMerchant);
  await store(OTHER, othersMerchant, 'Chennai Silks T Nagar', address('Chennai', '600017'));
});
afterAll(() => harness.close());

describe('storeAddressList', () => {
  test("lists the agent's merchants' stores, by merchant then store, with merchant name and address", async () => {
    const stores = await list({});
    expect(names(stores)).toEqual(['Anand Sweets / Anand Sweets Jayanagar', 'Anand Sweets / Anand Sweets Malleshwaram', 'Balaji 100% Traders / Balaji Main Road']);
    expect(stores.pageInfo).toEqual({ page: 0, size: 20, totalElements: 3, hasMore: false });
    expect(stores.stores[0]?.address).toEqual({
      addressLine1: '12 MG Road',
      addressLine2: null,
      landmark: null,
      city: 'Bengaluru',
      state: 'Karnataka',
      pinCode: '560041',
      latitude: 12.93,
      longitude: 77.58,
    });
  });

  test("another agent's merchant's stores are not listed; the other agent sees the stores they made and their merchant's", async () => {
    expect(names(await list({ search: 'Chennai' }))).toEqual([]);
    expect(names(await list({}, otherToken))).toEqual([
      'Anand Sweets / Anand Sweets Jayanagar',
      'Anand Sweets / Anand Sweets Malleshwaram',
      'Chennai Silks / Chennai Silks T Nagar',
    ]);
  });

  test('pages in order, telling whether more follow', async () => {
    const first = await list({ page: 0, size: 2 });
    const second = await list({ page: 1, size: 2 });
    expect(first.pageInfo).toEqual({ page: 0, size: 2, totalElements: 3, hasMore: true });
    expect(second.pageInfo).toEqual({ page: 1, size: 2, totalElements: 3, hasMore: false });
    expect([...names(first), ...names(second)]).toEqual(names(await list({})));
  });

  test('searches store name, merchant name, city and pincode, taking % literally', async () => {
    expect(names(await list({ search: 'malleshwaram' }))).toEqual(['Anand Sweets / Anand Sweets Malleshwaram']);
    expect(names(await list({ search: 'anand' }))).toHaveLength(2);
    expect(names(await list({ search: 'mysuru' }))).toEqual(['Balaji 100% Traders / Balaji Main Road']);
    expect(names(await list({ search: '560041' }))).toEqual(['Anand Sweets / Anand Sweets Jayanagar']);
    expect(names(await list({ search: '100%' }))).toEqual(['Balaji 100% Traders / Balaji Main Road']);
    expect(names(await list({ search: '0%' }))).toEqual(['Balaji 100% Traders / Balaji Main Road']);
    expect((await list({ search: 'zzqq' })).pageInfo.totalElements).toBe(0);
  });

  test('the search and the page size are bounded', async () => {
    const long = await send(harness, StoreAddressListDocument, { input: { search: 'a'.repeat(101) } }, { token });
    expect(expectCatalogueError(long, 'MOS-1001', 'Please enter at most 100 characters.').field).toBe('input.search');
    const big = await send(harness, StoreAddressListDocument, { input: { size: 1001 } }, { token });
    expect(onlyError(big)).toMatchObject({ code: 'MOS-1001', field: 'input.size' });
  });
});
