import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CreateOliDocument,
  MerchantOnboardingStateV2Document,
  OpportunityDocument,
  OpportunityListDocument,
  OpportunityPricingDocument,
  PricingPlanStep_SubmitDocument,
  RevisePricingDocument,
  type OpportunityLineItemInput,
  type SubmitPricingInput,
} from '../../generated/graphql';
import { eq } from 'drizzle-orm';
import { opportunities, opportunityLineItems } from '../../src/server/db/schema';
import { approverMessages } from '../../src/server/features/pricing/pricing-decisions';
import { settlementFacts } from '../../src/server/features/pricing/pricing-facts';
import { dataOf, expectCatalogueError, onlyError, send } from './call';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';
import { formsWithSteps } from './step-flows';
import { insertOpportunity } from './opportunity-rows';
import { approverPage as approverPageOf, postAsApprover } from './page-forms';

// The pricing step and its approval (spec sections 2 and 4): each chosen plan priced for the
// merchant's turnover; prices at or above the list price agreed at once (Auto Approved), a lower one
// submitted (PRICING_SUBMITTED) to the sandbox pricing approver, who takes it up (Review in
// Progress), approves (PRICING_APPROVED) or rejects it with a reason (PRICING_REJECTED); a rejected
// pricing revised by the agent (INITIATED) and resubmitted; new products making a decision stale.

let harness: Harness;
let asha: string;
let rohit: string;
beforeAll(async () => {
  // The steps under test start the journey (step-flows.ts): the step order is step-order.test.ts's.
  harness = await startHarness({ forms: formsWithSteps('Products', 'PricingPlan', 'PanDetail') });
  asha = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  rohit = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
});
afterAll(() => harness.close());

const opts = (token: string) => ({ token, idempotencyId: randomUUID() });

const POS_STANDARD: OpportunityLineItemInput = { productId: 'PRD-POS-A910', planId: 'PLN-POS-STANDARD', quantity: 2 };
const POS_SUITE: OpportunityLineItemInput = { productId: 'PRD-POS-A910', planId: 'PLN-POS-BUSINESS', quantity: 1 };

async function opportunityWithProducts(lineItems: OpportunityLineItemInput[] = [POS_STANDARD]) {
  const id = await insertOpportunity(harness, { leadId: null, status: 'INITIATED' });
  dataOf(await send(harness, CreateOliDocument, { input: { opportunityId: String(id), lineItems } }, opts(asha)));
  return String(id);
}

const pricingOf = async (opportunityId: string, token = asha) =>
  dataOf(await send(harness, OpportunityPricingDocument, { input: { opportunityId } }, { token })).opportunityPricing.pricing;

const submission = (opportunityId: string, overrides: Partial<SubmitPricingInput> = {}): SubmitPricingInput => ({
  opportunityId,
  settlementCycle: 'T_PLUS_1',
  annualturnoverpreviousfinancialyr: 1500000,
  allVASCheck: true,
  ...overrides,
});

const submit = (input: SubmitPricingInput, token = asha) => send(harness, PricingPlanStep_SubmitDocument, { input }, opts(token));

/** What the approver's page does with a decision, as the signed-in pricing approver's browser posts it. */
async function decide(opportunityId: string, decision: 'REVIEW' | 'APPROVE' | 'REJECT', comment = '') {
  const { status, html } = await postAsApprover(harness, 'pricing', { opportunityId, decision, comment });
  return { status, html };
}

async function approverPage() {
  return (await approverPageOf(harness, 'pricing')).html;
}

async function statusOf(opportunityId: string) {
  return dataOf(await send(harness, OpportunityDocument, { input: { id: opportunityId } }, { token: asha })).opportunity.opportunity;
}

async function stepsOf(opportunityId: string) {
  const state = dataOf(
    await send(harness, MerchantOnboardingStateV2Document, { input: { idType: 'OPPORTUNITY', stateDataId: opportunityId, opportunityId: Number(opportunityId), isExistingMerchant: false } }, { token: asha }),
  );
  const step = (type: string) => state.merchantOnboardingStateV2.steps.find((s) => s.type === type);
  return { products: step('Products'), pricing: step('PricingPlan'), panDetail: step('PanDetail') };
}

describe('the pricing a plan shows', () => {
  test('setup fee, rental, advance months, transaction fee, aggregator flag, the 16 VAS, the device, and MDR of the slab of the turnover', async () => {
    const id = await opportunityWithProducts([POS_SUITE, { productId: 'PRD-VOICE-POD', planId: 'PLN-VOICE-POD-AGGREGATOR', quantity: 1 }]);
    const before = await pricingOf(id);
    expect(before.status).toBe('INITIATED');
    expect(before.approvalStatus).toBeNull();
    const [suite, aggregator] = before.lines;
    expect(suite).toMatchObject({
      productName: 'POS Device',
      productType: 'POS',
      planName: 'POS Business Suite',
      device: 'A910 Hard POS',
      setupFee: 2500,
      rentalPerMonth: 799,
      advanceMonth: 3,
      transactionFee: 0,
      isAggregator: false,
      vasCount: 16,
    });
    expect(aggregator).toMatchObject({ planName: 'Voice Pod Aggregator', isAggregator: true, transactionFee: 1 });
    // No turnover yet: the first slab.
    expect(suite?.mdr.find((m) => m.cardType === 'CREDIT')).toMatchObject({ acquirerBank: 'HDFC Bank', rateType: 'PERCENTAGE', rate: 1.94 });

    dataOf(await submit(submission(id, { annualturnoverpreviousfinancialyr: 25000000 })));
    const bigger = await pricingOf(id);
    expect(bigger.lines[0]?.mdr.find((m) => m.cardType === 'CREDIT')?.rate).toBe(1.55);
    expect(bigger.lines[0]?.mdr.find((m) => m.cardType === 'UPI')).toMatchObject({ rateType: 'FLAT', rate: 0 });
  });

  test('without products: ODS-110 when the pricing is read; submitted, the pricing step waits for the products step', async () => {
    const id = String(await insertOpportunity(harness, { leadId: null, status: 'INITIATED' }));
    expectCatalogueError(await send(harness, OpportunityPricingDocument, { input: { opportunityId: id } }, { token: asha }), 'ODS-110');
    // Pricing comes after Select Products, which is not complete without products (spec section 4).
    expectCatalogueError(await submit(submission(id)), 'STEP_NOT_OPEN');
    expect((await statusOf(id)).status).toBe('INITIATED');
  });

  test("another agent's opportunity is not found", async () => {
    const id = await opportunityWithProducts();
    expectCatalogueError(await send(harness, OpportunityPricingDocument, { input: { opportunityId: id } }, { token: rohit }), 'ODS-101');
    expectCatalogueError(await submit(submission(id), rohit), 'ODS-101');
    expectCatalogueError(await send(harness, RevisePricingDocument, { input: { opportunityId: id } }, opts(rohit)), 'ODS-101');
  });
});

describe('what the mandate check reads', () => {
  test('the settlement cycle the pricing stored, and the VAS of the chosen plans (prime ones only with prime)', async () => {
    const id = await opportunityWithProducts();
    const [before] = await harness.database.db.select().from(opportunities).where(eq(opportunities.id, Number(id)));
    if (!before) throw new Error('no opportunity');
    expect((await settlementFacts(harness.database.db, before)).settlementCycle).toBeNull();
    dataOf(await submit(submission(id, { settlementCycle: 'T_PLUS_2' })));
    const facts = await settlementFacts(harness.database.db, before);
    expect(facts.settlementCycle).toBe('T_PLUS_2');
    const plan = (await pricingOf(id)).lines[0];
    expect(facts.vas).toHaveLength(plan?.vasCount ?? -1);
  });
});

describe('submitting', () => {
  test('list prices, or higher ones, are agreed at once: PRICING_APPROVED, Auto Approved, the step complete', async () => {
    const id = await opportunityWithProducts();
    const lineItemId = (await pricingOf(id)).lines[0]?.lineItemId ?? '';
    const pricing = dataOf(await submit(submission(id, { requestedPrices: [{ lineItemId, setupFee: 1600 }] }))).submitPricing.pricing;
    expect(pricing).toMatchObject({ status: 'PRICING_APPROVED', approvalStatus: 'AUTO_APPROVED', settlementCycle: 'T_PLUS_1', allVASCheck: true });
    // Two devices at 1600 + 499 x 3.
    expect(pricing.totalAmount).toBe(2 * (1600 + 499 * 3));
    expect(await statusOf(id)).toMatchObject({ status: 'PRICING_APPROVED', approvalStatus: 'AUTO_APPROVED', settlementCycle: 'T_PLUS_1', allVASCheck: true });
    expect((await stepsOf(id)).pricing?.isComplete).toBe(true);
  });

  test('a price below the list price waits for the approver: PRICING_SUBMITTED, Submitted, the step not complete, the total at list price', async () => {
    const id = await opportunityWithProducts();
    const lineItemId = (await pricingOf(id)).lines[0]?.lineItemId ?? '';
    const pricing = dataOf(await submit(submission(id, { requestedPrices: [{ lineItemId, rentalPerMonth: 399 }], comment: 'Chain of four shops' }))).submitPricing.pricing;
    expect(pricing).toMatchObject({ status: 'PRICING_SUBMITTED', approvalStatus: 'SUBMITTED', agentComment: 'Chain of four shops' });
    expect(pricing.requestedPrices).toEqual([{ lineItemId, setupFee: null, rentalPerMonth: 399 }]);
    expect(await statusOf(id)).toMatchObject({ approvalStatus: 'SUBMITTED', pricingApprovalComment: 'Chain of four shops' });
    const listed = dataOf(await send(harness, OpportunityListDocument, { input: { status: ['PRICING_SUBMITTED'], size: 1000 } }, { token: asha })).opportunityList.opportunities;
    expect(listed.find((o) => o.id === id)).toMatchObject({ approvalStatus: 'SUBMITTED', pricingApprovalComment: 'Chain of four shops' });
    expect(pricing.totalAmount).toBe(2 * (1500 + 499 * 3));
    const steps = await stepsOf(id);
    expect(steps.products?.isComplete).toBe(true);
    expect(steps.pricing?.isComplete).toBe(false);
  });

  test('a price request for a line of another opportunity, and a negative turnover, are refused', async () => {
    const id = await opportunityWithProducts();
    const other = await opportunityWithProducts();
    const foreignLine = (await pricingOf(other)).lines[0]?.lineItemId ?? '';
    expect(onlyError(await submit(submission(id, { requestedPrices: [{ lineItemId: foreignLine, setupFee: 1 }] })))).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'input.requestedPrices.0.lineItemId',
    });
    expect(onlyError(await submit(submission(id, { annualturnoverpreviousfinancialyr: -5 })))).toMatchObject({
      message: 'Please enter 0 or more.',
      field: 'input.annualturnoverpreviousfinancialyr',
    });
  });
});

describe('the approver and the agent', () => {
  test('reject with a reason, the agent reads it, revises, resubmits; review in progress; approve: Approved at the agreed prices', async () => {
    const id = await opportunityWithProducts();
    const lineItemId = (await pricingOf(id)).lines[0]?.lineItemId ?? '';
    dataOf(await submit(submission(id, { requestedPrices: [{ lineItemId, setupFee: 999 }] })));
    expect(await approverPage()).toContain(`data-opportunity="${id}"`);

    // A rejection needs its reason.
    expect(await decide(id, 'REJECT')).toMatchObject({ status: 400 });
    expect((await decide(id, 'REJECT')).html).toContain(approverMessages.commentRequired);
    expect((await decide(id, 'REJECT', 'Setup fee below 1200 needs a 10-device order')).html).toContain(approverMessages.rejected);
    expect(await pricingOf(id)).toMatchObject({ status: 'PRICING_REJECTED', approvalStatus: 'REJECTED', approverComment: 'Setup fee below 1200 needs a 10-device order' });
    expect(await approverPage()).not.toContain(`data-opportunity="${id}"`);

    // Rejected, only the first steps stay open: pricing cannot be resubmitted as it stands.
    const steps = await stepsOf(id);
    expect(steps.pricing?.editableConfig.editable).toBe(false);
    expect(steps.panDetail?.editableConfig.editable).toBe(true);
    expectCatalogueError(await submit(submission(id)), 'MOS-1007');
    expectCatalogueError(await send(harness, CreateOliDocument, { input: { opportunityId: id, lineItems: [POS_STANDARD] } }, opts(asha)), 'MOS-1007');

    const revised = dataOf(await send(harness, RevisePricingDocument, { input: { opportunityId: id } }, opts(asha))).revisePricing.pricing;
    expect(revised).toMatchObject({ status: 'INITIATED', approvalStatus: null, approverComment: 'Setup fee below 1200 needs a 10-device order' });
    expect((await stepsOf(id)).pricing?.editableConfig.editable).toBe(true);
    // Revising is for a rejected pricing only.
    expectCatalogueError(await send(harness, RevisePricingDocument, { input: { opportunityId: id } }, opts(asha)), 'MOS-1007');

    dataOf(await submit(submission(id, { requestedPrices: [{ lineItemId, setupFee: 1200 }] })));
    expect((await pricingOf(id)).approverComment).toBeNull();
    expect((await decide(id, 'REVIEW')).html).toContain('Review in Progress');
    expect((await pricingOf(id)).approvalStatus).toBe('REVIEW_IN_PROGRESS');
    expect((await decide(id, 'APPROVE', 'Agreed for the chain')).html).toContain(approverMessages.approved);
    const approved = await pricingOf(id);
    expect(approved).toMatchObject({ status: 'PRICING_APPROVED', approvalStatus: 'APPROVED', approverComment: 'Agreed for the chain' });
    expect(approved.totalAmount).toBe(2 * (1200 + 499 * 3));
    expect((await stepsOf(id)).pricing?.isComplete).toBe(true);

    // Decided once: a second decision is refused.
    expect(await decide(id, 'REJECT', 'Too late')).toMatchObject({ status: 400 });
    expect((await pricingOf(id)).approvalStatus).toBe('APPROVED');
  });

  test('new products after a submission or an approval make it stale: back to INITIATED, no approval, the step incomplete', async () => {
    const id = await opportunityWithProducts();
    dataOf(await submit(submission(id)));
    expect((await pricingOf(id)).approvalStatus).toBe('AUTO_APPROVED');
    dataOf(await send(harness, CreateOliDocument, { input: { opportunityId: id, lineItems: [POS_SUITE] } }, opts(asha)));
    expect(await pricingOf(id)).toMatchObject({ status: 'INITIATED', approvalStatus: null, totalAmount: 2500 + 799 * 3 });
    expect((await stepsOf(id)).pricing?.isComplete).toBe(false);

    const lineItemId = (await pricingOf(id)).lines[0]?.lineItemId ?? '';
    dataOf(await submit(submission(id, { requestedPrices: [{ lineItemId, setupFee: 1 }] })));
    dataOf(await send(harness, CreateOliDocument, { input: { opportunityId: id, lineItems: [POS_STANDARD] } }, opts(asha)));
    expect(await pricingOf(id)).toMatchObject({ status: 'INITIATED', approvalStatus: null });
    // The approver no longer sees it, and cannot decide it.
    expect(await approverPage()).not.toContain(`data-opportunity="${id}"`);
    expect(await decide(id, 'APPROVE')).toMatchObject({ status: 400 });
  });

  test("the approver's page is kept by no cache (it shows merchants' prices), and takes only GET and POST", async () => {
    const page = await harness.fetch('/sandbox/pricing-approvals');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-type')).toContain('text/html');
    expect((await harness.fetch('/sandbox/pricing-approvals', { method: 'PUT' })).status).toBe(405);
  });

  test('an opportunity past pricing (with the purchase order) cannot have its pricing resubmitted', async () => {
    const id = String(await insertOpportunity(harness, { leadId: null, status: 'PO_ACTIVATION_APPROVED' }));
    // Past pricing, its products are chosen: the Select Products step is complete, as it would be.
    await harness.database.db
      .insert(opportunityLineItems)
      .values({ opportunityId: Number(id), ownerEmployeeId: 'EMP1001', productId: 'PRD-POS-A910', planId: 'PLN-POS-STANDARD', quantity: 2, totalAmount: 0, position: 0 });
    expectCatalogueError(await submit(submission(id)), 'MOS-1007');
  });
});
