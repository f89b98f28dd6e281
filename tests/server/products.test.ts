import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CreateOliDocument,
  GetOpportunityProductDocument,
  GetSponsorMerchantMappingDocument,
  OpportunityDocument,
  PlanListDocument,
  ProductListDocument,
  type OpportunityLineItemInput,
} from '../../generated/graphql';
import { PAN_MESSAGE } from '../../src/domain/identifiers/pan';
import { productMessages } from '../../src/domain/pricing';
import { opportunities } from '../../src/server/db/schema';
import { dataOf, expectCatalogueError, onlyError, send } from './call';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';
import { formsWithSteps } from './step-flows';
import { insertOpportunity } from './opportunity-rows';
import { opportunityWithProducts, savePo } from './purchase-order-fixtures';

// The product catalogue and an opportunity's line items (spec sections 3, 5, 6 and 9): who is
// offered which products, plans with their pricing, the selected products with the device limits
// and sponsored devices, and createOLI's rules (plan of the product, quantities, at least one
// product, prime only where the bundle allows it, the opportunity's total).

let harness: Harness;
let asha: string;
let rohit: string;
let partner: string;
beforeAll(async () => {
  // The steps under test start the journey (step-flows.ts): the step order is step-order.test.ts's.
  harness = await startHarness({ forms: formsWithSteps('Products') });
  const token = async (id: string) => (await signInAs(harness, demoAgent(id).email)).accessToken;
  asha = await token('EMP1001');
  rohit = await token('EMP1002');
  partner = await token('EMP3001');
});
afterAll(() => harness.close());

const opts = (token: string) => ({ token, idempotencyId: randomUUID() });
const opportunity = (owner = 'EMP1001', ownerType: 'SalesApp' | 'StandardMini' = 'SalesApp') =>
  insertOpportunity(harness, { leadId: null, status: 'INITIATED', owner, ownerType });

async function productNames(token: string, input: { opportunityId?: string; isMiniFlow?: boolean } = {}) {
  const list = dataOf(await send(harness, ProductListDocument, { input }, { token })).productList.products;
  return list.map((p) => p.name);
}

const createOLI = (opportunityId: number, lineItems: OpportunityLineItemInput[], token = asha) =>
  send(harness, CreateOliDocument, { input: { opportunityId: String(opportunityId), lineItems } }, opts(token));

async function totalOf(opportunityId: number, token = asha) {
  return dataOf(await send(harness, OpportunityDocument, { input: { id: String(opportunityId) } }, { token })).opportunity.opportunity.totalAmount;
}

describe('productList', () => {
  test('a sales agent is offered POS Device, Voice Pod, SQR Mini, DQR Mini and Voice Pod Pro (the soft POS among the POS devices)', async () => {
    const products = dataOf(await send(harness, ProductListDocument, { input: {} }, { token: asha })).productList.products;
    expect(products.map((p) => p.name)).toEqual(['POS Device', 'Soft POS', 'Voice Pod', 'Voice Pod Pro', 'SQR Mini', 'DQR Mini']);
    expect(products.find((p) => p.name === 'POS Device')).toMatchObject({ type: 'POS', hardwareSubTypeName: 'A910 Hard POS', isMini: false });
    // Filed as a POS, its PAPER POS subtype makes it a soft POS.
    expect(products.find((p) => p.name === 'Soft POS')).toMatchObject({ type: 'SOFT_POS', hardwareSubTypeName: 'PAPER POS' });
  });

  test('a partner agent, and a mini-flow opportunity, only SQR Mini and DQR Mini, whatever the app says of the flow', async () => {
    expect(await productNames(partner)).toEqual(['SQR Mini', 'DQR Mini']);
    expect(await productNames(partner, { isMiniFlow: false })).toEqual(['SQR Mini', 'DQR Mini']);
    const mini = await opportunity('EMP1001', 'StandardMini');
    expect(await productNames(asha, { opportunityId: String(mini), isMiniFlow: false })).toEqual(['SQR Mini', 'DQR Mini']);
    // The app may narrow a normal journey's list to the mini products, never widen a mini one.
    expect(await productNames(asha, { isMiniFlow: true })).toEqual(['SQR Mini', 'DQR Mini']);
  });

  test("another agent's opportunity is not found", async () => {
    const own = await opportunity();
    expectCatalogueError(await send(harness, ProductListDocument, { input: { opportunityId: String(own) } }, { token: rohit }), 'ODS-101');
  });
});

describe('planList', () => {
  test('plans of the POS device: standard, 16 VAS, prime with a bundle that allows prime and one that does not, aggregator; MDR by card type in turnover slabs', async () => {
    const plans = dataOf(await send(harness, PlanListDocument, { input: { productId: 'PRD-POS-A910' } }, { token: asha })).planList.plans;
    expect(plans.map((p) => p.name)).toEqual(['POS Standard Rental', 'POS Business Suite', 'POS Prime', 'POS Aggregator']);
    const suite = plans.find((p) => p.name === 'POS Business Suite');
    expect(suite?.standard.vas).toHaveLength(16);
    expect(suite?.standard.bom[0]?.hardwareSubTypeName).toBe('A910 Hard POS');
    const prime = plans.find((p) => p.isPrimeEnabled);
    expect(prime?.relatedProducts.map((b) => [b.name, b.isPrimeAllowed])).toEqual([
      ['POS Prime with Voice Pod', true],
      ['POS Prime with SQR Mini', false],
    ]);
    expect(plans.find((p) => p.name === 'POS Aggregator')?.standard.fees).toMatchObject({ isAggregator: true, transactionFee: 2 });
    const credit = plans[0]?.standard.mdrDetails.find((m) => m.cardType === 'CREDIT');
    expect(credit).toMatchObject({ acquirerBank: 'HDFC Bank', rateType: 'PERCENTAGE' });
    expect(credit?.slabs.map((s) => [s.minTurnover, s.maxTurnover, s.rate])).toEqual([
      [0, 2000000, 1.99],
      [2000000, 10000000, 1.8],
      [10000000, null, 1.6],
    ]);
  });

  test('a partner is refused the plans of a product it may not offer', async () => {
    const refused = onlyError(await send(harness, PlanListDocument, { input: { productId: 'PRD-POS-A910' } }, { token: partner }));
    expect(refused).toMatchObject({ code: 'VALIDATION_ERROR', message: productMessages.unknownProduct, field: 'input.productId' });
    const plans = dataOf(await send(harness, PlanListDocument, { input: { productId: 'PRD-SQR-MINI' } }, { token: partner })).planList.plans;
    expect(plans.map((p) => p.name)).toEqual(['SQR Mini Free', 'SQR Mini Aggregator']);
  });
});

describe('createOLI and getOpportunityProduct', () => {
  test('an opportunity without products: none selected, 100 devices at most, no sponsored devices', async () => {
    const id = await opportunity();
    expect(dataOf(await send(harness, GetOpportunityProductDocument, { input: { opportunityId: String(id) } }, { token: asha })).getOpportunityProduct).toEqual({
      selectedProducts: [],
      maxDeviceAvailable: 100,
      availableSponsoredDevices: 0,
      isProductEditableFromSA: true,
    });
  });

  test('line items are stored with their plans, the total written on the opportunity, and replaced by the next save', async () => {
    const id = await opportunity();
    const created = dataOf(
      await createOLI(id, [
        { productId: 'PRD-POS-A910', planId: 'PLN-POS-STANDARD', quantity: 2 },
        { productId: 'PRD-VOICE-POD', planId: 'PLN-VOICE-POD-MONTHLY', quantity: 1 },
        { productId: 'PRD-VOICE-POD', planId: 'PLN-VOICE-POD-AGGREGATOR', quantity: 0 },
      ]),
    ).createOLI;
    // Per device: setup fee + rental x advance months. POS 1500 + 499 x 3 = 2997; Voice Pod 299 + 99 x 3 = 596.
    expect(created.totalAmount).toBe(2 * 2997 + 596);
    expect(await totalOf(id)).toBe(2 * 2997 + 596);
    const selected = dataOf(await send(harness, GetOpportunityProductDocument, { input: { opportunityId: String(id) } }, { token: asha })).getOpportunityProduct.selectedProducts;
    expect(selected.map((s) => [s.product.name, s.plans.map((p) => [p.planName, p.quantity])])).toEqual([
      ['POS Device', [['POS Standard Rental', 2]]],
      ['Voice Pod', [['Voice Pod Monthly', 1], ['Voice Pod Aggregator', 0]]],
    ]);

    dataOf(await createOLI(id, [{ productId: 'PRD-SQR-MINI', planId: 'PLN-SQR-MINI-FREE', quantity: 3 }]));
    const replaced = dataOf(await send(harness, GetOpportunityProductDocument, { input: { opportunityId: String(id) } }, { token: asha })).getOpportunityProduct.selectedProducts;
    expect(replaced.map((s) => s.product.name)).toEqual(['SQR Mini']);
    expect(await totalOf(id)).toBe(0);
  });

  test('two saves at once leave one of the two selections whole, never both mixed', async () => {
    const id = await opportunity();
    const sqr = [{ productId: 'PRD-SQR-MINI', planId: 'PLN-SQR-MINI-FREE', quantity: 1 }];
    const dqr = [
      { productId: 'PRD-DQR-MINI', planId: 'PLN-DQR-MINI-MONTHLY', quantity: 1 },
      { productId: 'PRD-DQR-MINI', planId: 'PLN-DQR-MINI-AGGREGATOR', quantity: 1 },
    ];
    await Promise.all([createOLI(id, sqr), createOLI(id, dqr), createOLI(id, sqr), createOLI(id, dqr)]);
    const selected = dataOf(await send(harness, GetOpportunityProductDocument, { input: { opportunityId: String(id) } }, { token: asha })).getOpportunityProduct.selectedProducts;
    const plans = selected.flatMap((s) => s.plans.map((p) => p.planId)).sort();
    expect([['PLN-SQR-MINI-FREE'], ['PLN-DQR-MINI-AGGREGATOR', 'PLN-DQR-MINI-MONTHLY']]).toContainEqual(plans);
  });

  test('no product with a quantity: the spec message, and nothing stored', async () => {
    const id = await opportunity();
    for (const lineItems of [[], [{ productId: 'PRD-POS-A910', planId: 'PLN-POS-STANDARD', quantity: 0 }]]) {
      const refused = onlyError(await createOLI(id, lineItems));
      expect(refused).toMatchObject({ code: 'VALIDATION_ERROR', message: 'To proceed further, please select at least one product from the list.', field: 'input.lineItems' });
    }
    expect(await totalOf(id)).toBeNull();
  });

  test('a plan of another product, a bundle of another plan, a quantity over 100 in all, a negative one, a plan twice, a product not offered', async () => {
    const id = await opportunity();
    const refusal = async (lineItems: OpportunityLineItemInput[], token = asha, owner = id) => onlyError(await createOLI(owner, lineItems, token));
    expect(await refusal([{ productId: 'PRD-POS-A910', planId: 'PLN-VOICE-POD-MONTHLY', quantity: 1 }])).toMatchObject({
      message: productMessages.planNotOfProduct,
      field: 'input.lineItems.0.planId',
    });
    expect(await refusal([{ productId: 'PRD-POS-A910', planId: 'PLN-POS-PRIME', quantity: 1, relatedPlanBundleId: 'BND-VOICE-POD-PRO-PRIME-DQR' }])).toMatchObject({
      message: productMessages.bundleNotOfPlan,
      field: 'input.lineItems.0.relatedPlanBundleId',
    });
    expect(
      await refusal([
        { productId: 'PRD-POS-A910', planId: 'PLN-POS-STANDARD', quantity: 60 },
        { productId: 'PRD-VOICE-POD', planId: 'PLN-VOICE-POD-MONTHLY', quantity: 41 },
      ]),
    ).toMatchObject({ message: 'Please enter a quantity from 0 to 100.', field: 'input.lineItems.1.quantity' });
    expect(await refusal([{ productId: 'PRD-POS-A910', planId: 'PLN-POS-STANDARD', quantity: -1 }])).toMatchObject({ field: 'input.lineItems.0.quantity' });
    expect(
      await refusal([
        { productId: 'PRD-POS-A910', planId: 'PLN-POS-STANDARD', quantity: 1 },
        { productId: 'PRD-POS-A910', planId: 'PLN-POS-STANDARD', quantity: 1 },
      ]),
    ).toMatchObject({ message: productMessages.duplicatePlan, field: 'input.lineItems.1.planId' });
    const partnersOwn = await opportunity('EMP3001', 'StandardMini');
    expect(await refusal([{ productId: 'PRD-POS-A910', planId: 'PLN-POS-STANDARD', quantity: 1 }], partner, partnersOwn)).toMatchObject({
      message: productMessages.unknownProduct,
      field: 'input.lineItems.0.productId',
    });
    // Exactly 100 devices in all is allowed.
    dataOf(
      await createOLI(id, [
        { productId: 'PRD-POS-A910', planId: 'PLN-POS-STANDARD', quantity: 60 },
        { productId: 'PRD-VOICE-POD', planId: 'PLN-VOICE-POD-MONTHLY', quantity: 40 },
      ]),
    );
  });

  test('a prime-enabled plan keeps prime only with a bundle that allows it, and prime VAS count in the total', async () => {
    const id = await opportunity();
    const lines = dataOf(
      await createOLI(id, [
        { productId: 'PRD-POS-A910', planId: 'PLN-POS-PRIME', quantity: 1, relatedPlanBundleId: 'BND-POS-PRIME-VOICE-POD', primeVas: true },
        { productId: 'PRD-VOICE-POD-PRO', planId: 'PLN-VOICE-POD-PRO-PRIME', quantity: 1, primeVas: true },
        { productId: 'PRD-VOICE-POD', planId: 'PLN-VOICE-POD-MONTHLY', quantity: 1, primeVas: true },
      ]),
    ).createOLI.lineItems;
    expect(lines.map((l) => l.primeVas)).toEqual([true, true, false]);
    // The bundle's pricing: 1799 + 649 x 3 + two prime VAS at 149.
    expect(lines[0]?.totalAmount).toBe(1799 + 649 * 3 + 2 * 149);

    const notAllowed = dataOf(
      await createOLI(id, [{ productId: 'PRD-POS-A910', planId: 'PLN-POS-PRIME', quantity: 1, relatedPlanBundleId: 'BND-POS-PRIME-SQR', primeVas: true }]),
    ).createOLI.lineItems;
    expect(notAllowed[0]).toMatchObject({ primeVas: false, totalAmount: 1699 + 579 * 3 });
  });

  test("another agent's opportunity is not found, for reading and for writing", async () => {
    const id = await opportunity();
    expectCatalogueError(await createOLI(id, [{ productId: 'PRD-SQR-MINI', planId: 'PLN-SQR-MINI-FREE', quantity: 1 }], rohit), 'ODS-101');
    expectCatalogueError(await send(harness, GetOpportunityProductDocument, { input: { opportunityId: String(id) } }, { token: rohit }), 'ODS-101');
  });

  test('past the pricing, or once a purchase order is made from them, the products stay as they were priced', async () => {
    const line = [{ productId: 'PRD-SQR-MINI', planId: 'PLN-SQR-MINI-FREE', quantity: 1 }];
    for (const status of ['PRICING_REJECTED', 'PO_ACTIVATION_REQUESTED', 'PO_ACTIVATION_APPROVED']) {
      const id = await insertOpportunity(harness, { leadId: null, status });
      expectCatalogueError(await createOLI(id, line), 'MOS-1007');
    }
    // Approved pricing still lets the agent change the products (and price them again) until the PO is made.
    const opportunityId = await opportunityWithProducts(harness);
    dataOf(await savePo(harness, asha, opportunityId, { offline: true }));
    expectCatalogueError(await createOLI(Number(opportunityId), line), 'MOS-1007');
    expect(await totalOf(Number(opportunityId))).toBe(11800);
  });

  test('an opportunity submitted for review keeps its products', async () => {
    const id = await insertOpportunity(harness, { leadId: null, status: 'INITIATED', submitted: true });
    expectCatalogueError(await createOLI(id, [{ productId: 'PRD-SQR-MINI', planId: 'PLN-SQR-MINI-FREE', quantity: 1 }]), 'MOS-1007');
  });
});

describe('sponsored devices (the sandbox sponsor registry)', () => {
  test("a PAN whose digits start with 9 is sponsored for as many devices as its last digit; the opportunity's products count them", async () => {
    const id = await opportunity();
    await harness.database.db.update(opportunities).set({ panNumber: 'ABCPE9005K' }).where(eq(opportunities.id, id));
    const mappings = dataOf(await send(harness, GetSponsorMerchantMappingDocument, { input: { opportunityId: String(id) } }, { token: asha })).getSponsorMerchantMapping.mappings;
    expect(mappings).toEqual([{ id: 'SPN-ABCPE9005K', panNumber: 'ABCPE9005K', sponsorName: 'Sandbox Merchant Sponsors Trust', availableDevices: 5, cumulativeSponsoredDevices: 25 }]);
    const state = dataOf(await send(harness, GetOpportunityProductDocument, { input: { opportunityId: String(id) } }, { token: asha })).getOpportunityProduct;
    expect(state.availableSponsoredDevices).toBe(5);

    const unsponsored = dataOf(await send(harness, GetSponsorMerchantMappingDocument, { input: { panNumber: 'ABCPE1234K' } }, { token: asha }));
    expect(unsponsored.getSponsorMerchantMapping.mappings).toEqual([]);
    expect(onlyError(await send(harness, GetSponsorMerchantMappingDocument, { input: { panNumber: 'NOTAPAN' } }, { token: asha }))).toMatchObject({ message: PAN_MESSAGE });
    expectCatalogueError(await send(harness, GetSponsorMerchantMappingDocument, { input: { opportunityId: String(id) } }, { token: rohit }), 'ODS-101');
  });
});
