import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { deploymentStores, merchantAccounts, opportunities, type StoredMerchantAddress } from '../../src/server/db/schema';
import { freshPan } from '../server/fresh-pan';
import { startHarness, type Harness } from '../server/harness';
import { renderApp, signedInSession } from './render-app';

// Home's Store addresses: the stores of the agent's merchants, each with its merchant, its address
// and directions to it; another agent's merchant's stores are not there.

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
  const db = harness.database.db;
  const merchant = async (owner: string, name: string) => {
    const [row] = await db
      .insert(merchantAccounts)
      .values({ ownerEmployeeId: owner, panNumber: freshPan(), ownershipType: 'PROPRIETORSHIP', name, legalName: name })
      .returning({ id: merchantAccounts.id });
    if (!row) throw new Error('no merchant');
    await db.insert(opportunities).values({ ownerEmployeeId: owner, name, status: 'DEPLOYMENT_APPROVED', ownerType: 'SalesApp', accountId: row.id, isExistingMerchant: true });
    return row.id;
  };
  const store = (owner: string, merchantId: string, name: string, address: StoredMerchantAddress) =>
    db.insert(deploymentStores).values({ ownerEmployeeId: owner, merchantId, name, address });
  const anand = await merchant('EMP1001', 'Anand Sweets');
  await store('EMP1001', anand, 'Anand Sweets Jayanagar', { addressLine1: '14 9th Main', city: 'Bengaluru', state: 'Karnataka', pinCode: '560041', latitude: 12.93, longitude: 77.58 });
  await store('EMP1001', anand, 'Anand Sweets Malleshwaram', { addressLine1: '3 Sampige Road', city: 'Bengaluru', state: 'Karnataka', pinCode: '560003' });
  const chennai = await merchant('EMP1002', 'Chennai Silks');
  await store('EMP1002', chennai, 'Chennai Silks T Nagar', { addressLine1: '1 Usman Road', city: 'Chennai', state: 'Tamil Nadu', pinCode: '600017' });
});
afterAll(() => harness.close());

/** What the list says of an agent's stores: the seed's merchants' stores (demo data) besides the ones above. */
async function storesOf(owner: string): Promise<string> {
  const rows = await harness.database.db.select({ id: deploymentStores.id }).from(deploymentStores).where(eq(deploymentStores.ownerEmployeeId, owner));
  return rows.length === 1 ? '1 store' : `${rows.length} stores`;
}

test("lists the agent's merchants' stores with their addresses and directions", async () => {
  const user = userEvent.setup();
  renderApp('/?tab=training', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  await user.click(await screen.findByRole('button', { name: /Store addresses/ }));
  expect(await screen.findByText(await storesOf('EMP1001'))).toBeInTheDocument();

  const jayanagar = screen.getByRole('article', { name: 'Anand Sweets Jayanagar' });
  expect(jayanagar).toHaveTextContent('Anand Sweets');
  expect(jayanagar).toHaveTextContent('14 9th Main, Bengaluru, Karnataka, 560041');
  expect(within(jayanagar).getByRole('link', { name: 'Get directions' })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=12.93%2C77.58');
  // Without a position, directions go by the address.
  const malleshwaram = screen.getByRole('article', { name: 'Anand Sweets Malleshwaram' });
  expect(within(malleshwaram).getByRole('link', { name: 'Get directions' })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('3 Sampige Road, Bengaluru, Karnataka, 560003')}`,
  );
  expect(screen.queryByRole('article', { name: 'Chennai Silks T Nagar' })).toBeNull();
});

test("the header's search narrows the stores", async () => {
  renderApp('/?tab=store-addresses&q=malleshwaram', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  expect(await screen.findByText('1 store')).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Anand Sweets Malleshwaram' })).toBeInTheDocument();
});

test("another agent sees their own merchant's store only", async () => {
  renderApp('/?tab=store-addresses', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1002') });
  expect(await screen.findByText(await storesOf('EMP1002'))).toBeInTheDocument();
  expect(screen.queryByRole('article', { name: 'Anand Sweets Jayanagar' })).toBeNull();
  expect(screen.getByRole('article', { name: 'Chennai Silks T Nagar' })).toHaveTextContent('Chennai Silks');
});
