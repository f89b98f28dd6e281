import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  DeploymentScreen_AddStoreDocument,
  GetProductItemsDocument,
  PosDeploymentDocument,
  ProcessDeploymentDocument,
  ProductsConsumedDocument,
  UpdateProductItemDocument,
  type DeploymentStoreFieldsInput,
} from '../../generated/graphql';
import { deploymentMessages } from '../../src/domain/deployment';
import { deploymentPlanTexts } from '../../src/domain/deployment-plan';
import { leadMessages } from '../../src/domain/lead-input';
import { STORE_LIMITS, storeMessages } from '../../src/domain/store-input';
import { cities, deploymentStores, opportunities, type StoredMerchantAddress } from '../../src/server/db/schema';
import { html } from '../../src/server/http/html-page';
import { demoSerial } from '../../src/server/seed/demo-inventory';
import { dataOf, expectCatalogueError, send } from './call';
import { deploymentOpportunity, POS, SOFT_POS, SQR_MINI } from './deployment-rows';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';
import { approverPage } from './page-forms';
import { postForm } from './purchase-order-fixtures';

/** A text as a page of the server's shows it. */
const shown = (text: string) => html`${text}`.toString();

// Where devices are deployed (issue 42): every merchant that bought devices has a store to deploy at
// (the business details' address becomes its primary store when it has none: on the CSE team's
// approval, or for one approved before, the first time its deployment is read), each store of the
// merchant can get its own request, the agent can add a store while deploying, and the CSE review
// says what would be deployed where. Map Devices' list is of the request's product, working only.

let harness: Harness;
let asha: string;
let rohit: string;
let puneId: string;
let bengaluruId: string;

beforeAll(async () => {
  harness = await startHarness();
  const byName = async (name: string) => String((await harness.database.db.select({ id: cities.id }).from(cities).where(eq(cities.name, name)))[0]?.id);
  [puneId, bengaluruId] = await Promise.all([byName('Pune'), byName('Bengaluru')]);
  asha = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  rohit = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
});
afterAll(() => harness.close());

const opts = (token: string, idempotencyId: string = randomUUID()) => ({ token, idempotencyId });
const overview = async (token: string, opportunityId: string) => dataOf(await send(harness, PosDeploymentDocument, { input: { opportunityId } }, opts(token))).posDeployment;
const raise = (opportunityId: string, items: { storeId: string; productId: string; quantity: number }[]) =>
  send(harness, ProcessDeploymentDocument, { input: { opportunityId, items } }, opts(asha));
/** Moves the server's clock past any earlier request's 2-minute wait. */
const later = () => harness.clock.set(new Date(harness.clock.now.getTime() + 10 * 60_000));

const BUSINESS_ADDRESS: StoredMerchantAddress = { addressLine1: 'Stall 2, Camp Market', city: 'Pune', state: 'Maharashtra', stateCode: 'MH', pinCode: '411001' };
const SHOP_ADDRESS: StoredMerchantAddress = { addressLine1: 'Shop 7, Station Road', city: 'Pune', state: 'Maharashtra', stateCode: 'MH', pinCode: '411002' };

async function storesOfMerchant(merchantId: string) {
  return harness.database.db.select().from(deploymentStores).where(eq(deploymentStores.merchantId, merchantId));
}
async function primaryStoreOf(opportunityId: string) {
  const [row] = await harness.database.db.select({ primaryStoreId: opportunities.primaryStoreId }).from(opportunities).where(eq(opportunities.id, Number(opportunityId)));
  return row?.primaryStoreId ?? null;
}
const cardOf = (html: string, opportunityId: string) => html.slice(html.indexOf(`data-opportunity="${opportunityId}"`)).split('</article>')[0] ?? '';

describe('a merchant without a store', () => {
  test('the CSE review shows the business address as where the devices go; approval makes it the primary store', async () => {
    const fixture = await deploymentOpportunity(harness.database.db, { status: 'PO_APPROVAL_SUBMITTED', stores: 0, address: BUSINESS_ADDRESS, lines: [{ productId: SQR_MINI, quantity: 2 }] });
    const listed = cardOf((await approverPage(harness, 'deployment')).html, fixture.opportunityId);
    expect(listed).toContain(deploymentPlanTexts.heading);
    expect(listed).toContain(`At Deploy Stores`);
    expect(listed).toContain('Stall 2, Camp Market, Pune, Maharashtra, 411001');
    expect(listed).toContain(shown(deploymentPlanTexts.fromBusinessDetails));
    expect(listed).toContain('SQR Mini × 2');
    expect(await storesOfMerchant(fixture.merchantId)).toEqual([]);

    await postForm(harness, '/sandbox/deployment-approver', { opportunityId: fixture.opportunityId, decision: 'approve' });
    const stores = await storesOfMerchant(fixture.merchantId);
    expect(stores).toHaveLength(1);
    expect(stores[0]).toMatchObject({ name: expect.stringMatching(/^Deploy Stores /), ownerEmployeeId: 'EMP1001', address: BUSINESS_ADDRESS });
    expect(await primaryStoreOf(fixture.opportunityId)).toBe(stores[0]?.id);

    const deployment = await overview(asha, fixture.opportunityId);
    expect(deployment.stores.map((s) => s.id)).toEqual([stores[0]?.id]);
    expect(deployment.items).toEqual([expect.objectContaining({ storeId: stores[0]?.id, productId: SQR_MINI, quantity: 2, status: 'YET_TO_DEPLOY' })]);
  });

  test("the business details' store address, when they name one, is where the store is made", async () => {
    const fixture = await deploymentOpportunity(harness.database.db, { stores: 0, address: BUSINESS_ADDRESS, storeAddress: SHOP_ADDRESS, lines: [{ productId: POS, quantity: 1 }] });
    const deployment = await overview(asha, fixture.opportunityId);
    expect(deployment.stores).toHaveLength(1);
    expect(deployment.stores[0]?.address).toMatchObject({ addressLine1: 'Shop 7, Station Road', pinCode: '411002' });
  });

  test('one approved before gets its store the first time its deployment is read, once however many read it at once', async () => {
    const fixture = await deploymentOpportunity(harness.database.db, { stores: 0, address: BUSINESS_ADDRESS, lines: [{ productId: POS, quantity: 1 }] });
    const answers = await Promise.all(Array.from({ length: 5 }, () => overview(asha, fixture.opportunityId)));
    const stores = await storesOfMerchant(fixture.merchantId);
    expect(stores).toHaveLength(1);
    for (const answer of answers) expect(answer.stores.map((s) => s.id)).toEqual([stores[0]?.id]);
    // Read again, nothing more is made.
    await overview(asha, fixture.opportunityId);
    expect(await storesOfMerchant(fixture.merchantId)).toHaveLength(1);
    // Another agent neither reads it nor makes anything.
    expectCatalogueError(await send(harness, PosDeploymentDocument, { input: { opportunityId: fixture.opportunityId } }, opts(rohit)), 'ODS-101');
  });

  test('a merchant with stores keeps them: its first becomes the primary store of an opportunity that had none', async () => {
    const fixture = await deploymentOpportunity(harness.database.db, { stores: 2, address: BUSINESS_ADDRESS, lines: [{ productId: POS, quantity: 1 }] });
    await harness.database.db.update(opportunities).set({ primaryStoreId: null }).where(eq(opportunities.id, Number(fixture.opportunityId)));
    const deployment = await overview(asha, fixture.opportunityId);
    expect(deployment.stores.map((s) => s.id)).toEqual(fixture.storeIds);
    expect(await primaryStoreOf(fixture.opportunityId)).toBe(fixture.storeIds[0]);
    expect(await storesOfMerchant(fixture.merchantId)).toHaveLength(2);
  });
});

describe('the CSE review says plainly when nothing can be deployed', () => {
  test('no device bought', async () => {
    const fixture = await deploymentOpportunity(harness.database.db, { status: 'PO_APPROVAL_SUBMITTED', stores: 1, lines: [{ productId: SOFT_POS, quantity: 1 }] });
    const card = cardOf((await approverPage(harness, 'deployment')).html, fixture.opportunityId);
    expect(card).toContain('data-plan="none"');
    expect(card).toContain(deploymentPlanTexts.nothingBought);
  });

  test('devices bought, but neither a store nor an address', async () => {
    const fixture = await deploymentOpportunity(harness.database.db, { status: 'DEPLOYMENT_REQUESTED', stores: 0, lines: [{ productId: POS, quantity: 1 }] });
    const card = cardOf((await approverPage(harness, 'deployment')).html, fixture.opportunityId);
    expect(card).toContain('POS Device × 1');
    expect(card).toContain(deploymentPlanTexts.noPlace);
  });

  test("a merchant with stores: its primary store, and the others named", async () => {
    const fixture = await deploymentOpportunity(harness.database.db, { status: 'PO_APPROVAL_SUBMITTED', stores: 3, lines: [{ productId: POS, quantity: 2 }] });
    const card = cardOf((await approverPage(harness, 'deployment')).html, fixture.opportunityId);
    expect(card).toContain('data-plan="store"');
    expect(card).toContain('At Main Road store');
    expect(card).toContain('1 MG Road, Pune, Maharashtra, 411001');
    expect(card).toContain(shown(deploymentPlanTexts.otherStores('Branch 1, Branch 2')));
  });
});

describe('each store its own request', () => {
  test('a second store gets its own request; what is left stays yet to deploy on the primary store', async () => {
    const fixture = await deploymentOpportunity(harness.database.db, { stores: 2, lines: [{ productId: POS, quantity: 2 }] });
    const [main, branch] = fixture.storeIds as [string, string];
    later();
    const first = dataOf(await raise(fixture.opportunityId, [{ storeId: branch, productId: POS, quantity: 1 }])).processDeployment;
    expect(first.deploymentRequests.map((r) => ({ storeId: r.storeId, productId: r.productId, storeName: r.storeName }))).toEqual([{ storeId: branch, productId: POS, storeName: 'Branch 1' }]);
    expect(first.items.map((i) => [i.storeName, i.status, i.quantity])).toEqual([
      ['Main Road store', 'YET_TO_DEPLOY', 1],
      ['Branch 1', 'REQUEST_RAISED', 1],
    ]);
    // The wait holds for the opportunity, whatever the store: the spec's sentence.
    expectCatalogueError(await raise(fixture.opportunityId, [{ storeId: main, productId: POS, quantity: 1 }]), 'DEPLOYMENT_REQUEST_WAIT', deploymentMessages.wait);
    later();
    const second = dataOf(await raise(fixture.opportunityId, [{ storeId: main, productId: POS, quantity: 1 }])).processDeployment;
    expect(second.items.map((i) => [i.storeName, i.status])).toEqual([
      ['Branch 1', 'REQUEST_RAISED'],
      ['Main Road store', 'REQUEST_RAISED'],
    ]);
    expect(second.deploymentRequests.map((r) => r.storeId)).toEqual([branch, main]);
  });

  test("a store of another merchant is refused (MSS-1001)", async () => {
    const fixture = await deploymentOpportunity(harness.database.db, { stores: 1, lines: [{ productId: POS, quantity: 1 }] });
    const other = await deploymentOpportunity(harness.database.db, { stores: 1, lines: [{ productId: POS, quantity: 1 }] });
    later();
    expect(expectCatalogueError(await raise(fixture.opportunityId, [{ storeId: other.storeIds[0] ?? '', productId: POS, quantity: 1 }]), 'MSS-1001').field).toBe('input.items.0.storeId');
  });
});

describe('a store added while deploying', () => {
  const store = (overrides: Partial<DeploymentStoreFieldsInput> = {}): DeploymentStoreFieldsInput => ({
    name: 'Kothrud branch',
    address: { addressLine1: 'Shop 12, Paud Road', cityId: puneId, stateCode: 'MH', pinCode: '411038' },
    ...overrides,
  });
  const add = (token: string, opportunityId: string, input = store(), idempotencyId?: string) =>
    send(harness, DeploymentScreen_AddStoreDocument, { input: { opportunityId, store: input } }, opts(token, idempotencyId));

  test('is added after the primary store, with the master list’s city and state, and takes its own request', async () => {
    const fixture = await deploymentOpportunity(harness.database.db, { stores: 0, address: BUSINESS_ADDRESS, lines: [{ productId: SQR_MINI, quantity: 2 }] });
    const added = dataOf(await add(asha, fixture.opportunityId)).addDeploymentStore;
    expect(added.store).toMatchObject({ name: 'Kothrud branch', address: { addressLine1: 'Shop 12, Paud Road', city: 'Pune', state: 'Maharashtra', pinCode: '411038' } });
    // The business address became the primary store first; the new store comes after it.
    expect(added.stores).toHaveLength(2);
    expect(added.stores[1]?.id).toBe(added.store.id);
    expect(await primaryStoreOf(fixture.opportunityId)).toBe(added.stores[0]?.id);
    later();
    const raised = dataOf(await raise(fixture.opportunityId, [{ storeId: added.store.id, productId: SQR_MINI, quantity: 1 }])).processDeployment;
    expect(raised.deploymentRequests[0]).toMatchObject({ storeId: added.store.id, storeName: 'Kothrud branch' });
  });

  test('the same call repeated with its idempotency id adds one store', async () => {
    const fixture = await deploymentOpportunity(harness.database.db, { stores: 1, lines: [{ productId: POS, quantity: 1 }] });
    const key = randomUUID();
    const [a, b] = [await add(asha, fixture.opportunityId, store(), key), await add(asha, fixture.opportunityId, store(), key)];
    expect(dataOf(b).addDeploymentStore.store.id).toBe(dataOf(a).addDeploymentStore.store.id);
    expect(await storesOfMerchant(fixture.merchantId)).toHaveLength(2);
  });

  test('only while the deployment is approved and not complete, and only on the agent’s own opportunity', async () => {
    for (const [status, code] of [
      ['PO_APPROVAL_SUBMITTED', 'DEPLOYMENT_NOT_APPROVED'],
      ['DEPLOYMENT_REJECTED', 'DEPLOYMENT_NOT_APPROVED'],
      ['DEPLOYMENT_COMPLETED', 'DEPLOYMENT_COMPLETED'],
    ] as const) {
      const fixture = await deploymentOpportunity(harness.database.db, { status, stores: 1 });
      expect(expectCatalogueError(await add(asha, fixture.opportunityId), code).field).toBe('input.opportunityId');
      expect(await storesOfMerchant(fixture.merchantId)).toHaveLength(1);
    }
    const fixture = await deploymentOpportunity(harness.database.db, { stores: 1 });
    expectCatalogueError(await add(rohit, fixture.opportunityId), 'ODS-101');
    expectCatalogueError(await add(asha, '999999999'), 'ODS-101');
    expect(await storesOfMerchant(fixture.merchantId)).toHaveLength(1);
  });

  test("is checked as a store is: its name, its address's city in its state, at most 20 a merchant", async () => {
    const fixture = await deploymentOpportunity(harness.database.db, { stores: 1 });
    const unnamed = await add(asha, fixture.opportunityId, store({ name: '  ' }));
    expect(expectCatalogueError(unnamed, 'VALIDATION_ERROR', leadMessages.shopName).field).toBe('input.store.name');
    const elsewhere = await add(asha, fixture.opportunityId, store({ address: { addressLine1: 'MG Road', cityId: bengaluruId, stateCode: 'MH', pinCode: '560001' } }));
    expect(expectCatalogueError(elsewhere, 'MSS-1017').field).toBe('input.store.address.cityId');
    const noLine = await add(asha, fixture.opportunityId, store({ address: { addressLine1: '', cityId: puneId, stateCode: 'MH', pinCode: '411038' } }));
    expect(expectCatalogueError(noLine, 'VALIDATION_ERROR', storeMessages.addressLine1).field).toBe('input.store.address.addressLine1');

    await harness.database.db.insert(deploymentStores).values(
      Array.from({ length: STORE_LIMITS.perMerchant - 1 }, (_, i) => ({
        merchantId: fixture.merchantId,
        ownerEmployeeId: 'EMP1001',
        name: `Outlet ${i + 2}`,
        address: { addressLine1: `${i + 2} FC Road`, city: 'Pune', state: 'Maharashtra', pinCode: '411004' },
      })),
    );
    expect(STORE_LIMITS.perMerchant).toBe(20);
    expectCatalogueError(await add(asha, fixture.opportunityId), 'VALIDATION_ERROR', storeMessages.tooMany);
    expect(await storesOfMerchant(fixture.merchantId)).toHaveLength(20);
  });
});

describe('Map Devices: the devices of the request’s product, in working condition', () => {
  test('the request names its product, and the stock is listed by it', async () => {
    const fixture = await deploymentOpportunity(harness.database.db, { stores: 1, lines: [{ productId: POS, quantity: 1 }, { productId: SQR_MINI, quantity: 1 }] });
    later();
    const requests = dataOf(
      await raise(fixture.opportunityId, [
        { storeId: fixture.storeIds[0] ?? '', productId: POS, quantity: 1 },
        { storeId: fixture.storeIds[0] ?? '', productId: SQR_MINI, quantity: 1 },
      ]),
    ).processDeployment.deploymentRequests;
    expect(requests.map((r) => r.productId)).toEqual([POS, SQR_MINI]);
    const stock = dataOf(await send(harness, GetProductItemsDocument, { input: { productId: SQR_MINI, size: 100 } }, opts(asha))).getProductItems.productItems;
    expect(stock.length).toBeGreaterThan(0);
    expect(stock.every((item) => item.productId === SQR_MINI && item.productName === 'SQR Mini')).toBe(true);
  });

  test('a device not marked working is refused by its serial, and taken once it is working again', async () => {
    const fixture = await deploymentOpportunity(harness.database.db, { stores: 1, lines: [{ productId: POS, quantity: 1 }] });
    later();
    const [request] = dataOf(await raise(fixture.opportunityId, [{ storeId: fixture.storeIds[0] ?? '', productId: POS, quantity: 1 }])).processDeployment.deploymentRequests;
    const serial = demoSerial(POS, 'EMP1001', 4);
    const [item] = dataOf(await send(harness, GetProductItemsDocument, { input: { search: serial, size: 1 } }, opts(asha))).getProductItems.productItems;
    if (!request || !item) throw new Error('no request or item');
    dataOf(await send(harness, UpdateProductItemDocument, { input: { id: item.id, workingCondition: 'DAMAGED' } }, opts(asha)));
    const consume = () => send(harness, ProductsConsumedDocument, { input: { deploymentRequestId: request.id, productItemIds: [item.id] } }, opts(asha));
    expectCatalogueError(await consume(), 'PRODUCT_ITEM_UNAVAILABLE', deploymentMessages.notWorking(serial));
    dataOf(await send(harness, UpdateProductItemDocument, { input: { id: item.id, workingCondition: 'WORKING' } }, opts(asha)));
    expect(dataOf(await consume()).productsConsumed.isProductsConsumed).toBe(true);
    // Consumed, it has left the inventory: its condition is no longer the agent's to change.
    expectCatalogueError(await send(harness, UpdateProductItemDocument, { input: { id: item.id, workingCondition: 'DAMAGED' } }, opts(asha)), 'PRODUCT_ITEM_NOT_FOUND');
  });
});
