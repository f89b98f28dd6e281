import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CreateLeadDocument,
  CreateOpportunityDocument,
  LeadDocument,
  MerchantOnboardingStateV2Document,
  OpportunityDocument,
  PanDetailStep_SaveDocument,
  PricingPlanStep_SubmitDocument,
} from '../../generated/graphql';
import type { StepDefinition } from '../../src/engine/definition';
import { opportunities, opportunityLineItems } from '../../src/server/db/schema';
import { dataOf, expectCatalogueError, send } from './call';
import { releaseEdited } from './form-release';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';
import { formsWithSteps } from './step-flows';
import { insertOpportunity } from './opportunity-rows';
import { SPEC_BUCKETS } from './spec-opportunity-statuses';

// Spec section 4: after the NACH step the opportunity is submitted for review and cannot be edited,
// and a rejected one leaves only the first steps (create lead, PAN) editable. The app shows such a
// step read-only; these tests send the step's own save to the server as a client could anyway.

let harness: Harness;
let token: string;
let otherToken: string;
beforeAll(async () => {
  // The steps under test start the journey (step-flows.ts): the step order is step-order.test.ts's.
  harness = await startHarness({ forms: formsWithSteps('CreateLead', 'PanDetail', 'Products', 'PricingPlan') });
  token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  otherToken = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
});
afterAll(() => harness.close());

const LOCKED = 'Invalid fields or fields not allowed to change';
/** A PAN the sandbox registry knows, so that an allowed save goes through. */
const PAN = 'ABCPP1234K';

async function newLead(): Promise<string> {
  const input = {
    shop: { name: `Edit Lock Stores ${randomUUID().slice(0, 8)}` },
    contact: { name: 'Farah Khan', number: '9123456782' },
    leadSource: 'SALES_APP' as const,
    product: ['POS_DEVICE' as const],
  };
  return dataOf(await send(harness, CreateLeadDocument, { input }, { token, idempotencyId: randomUUID() })).createLead.id;
}

function savePan(id: string, panNumber: string, as = token) {
  return send(harness, PanDetailStep_SaveDocument, { input: { id, panNumber } }, { token: as, idempotencyId: randomUUID() });
}
async function storedPan(id: string) {
  return dataOf(await send(harness, LeadDocument, { input: { id } }, { token })).lead.lead.panNumber;
}

function savePricing(id: number, turnover: number, as = token) {
  return send(
    harness,
    PricingPlanStep_SubmitDocument,
    { input: { opportunityId: String(id), settlementCycle: 'T_PLUS_1', annualturnoverpreviousfinancialyr: turnover } },
    { token: as, idempotencyId: randomUUID() },
  );
}

/** The opportunity's line items as createOLI leaves them, whatever status it is given. */
async function withProducts(id: number) {
  await harness.database.db
    .insert(opportunityLineItems)
    .values({ opportunityId: id, ownerEmployeeId: 'EMP1001', productId: 'PRD-SQR-MINI', planId: 'PLN-SQR-MINI-FREE', quantity: 1, totalAmount: 0, position: 0 });
  return id;
}
async function storedTurnover(id: number) {
  return dataOf(await send(harness, OpportunityDocument, { input: { id: String(id) } }, { token })).opportunity.opportunity
    .annualturnoverpreviousfinancialyr;
}

const submittedOpportunities = [
  ...SPEC_BUCKETS.IN_REVIEW.map((status) => ({ label: status, status, submitted: false })),
  { label: 'INITIATED marked submitted', status: 'INITIATED', submitted: true },
  { label: 'PRICING_REJECTED marked submitted', status: 'PRICING_REJECTED', submitted: true },
];

describe('a submitted opportunity: no step can be saved', () => {
  test.each(submittedOpportunities)("$label: the PAN step's save is refused with MOS-1007 and nothing is stored", async ({ status, submitted }) => {
    const leadId = await newLead();
    await insertOpportunity(harness, { leadId, status, submitted });
    const refused = await savePan(leadId, PAN);
    expect(refused.data).toBeNull();
    expectCatalogueError(refused, 'MOS-1007', LOCKED);
    expect(await storedPan(leadId)).toBeNull();
  });

  test('the lock is answered before what was sent is judged: a malformed PAN is refused as locked too', async () => {
    const leadId = await newLead();
    await insertOpportunity(harness, { leadId, status: 'DEPLOYMENT_REQUESTED' });
    expectCatalogueError(await savePan(leadId, 'not a PAN'), 'MOS-1007', LOCKED);
  });

  test.each(submittedOpportunities)("$label: the pricing step's save is refused with MOS-1007 and nothing is stored", async ({ status, submitted }) => {
    const id = await insertOpportunity(harness, { leadId: await newLead(), status, submitted });
    expectCatalogueError(await savePricing(id, 4_000_000), 'MOS-1007', LOCKED);
    expect(await storedTurnover(id)).toBeNull();
  });
});

describe('a rejected opportunity: only the first steps can be saved', () => {
  test.each(SPEC_BUCKETS.REJECTED)('%s: the PAN step saves, the pricing step is refused with MOS-1007', async (status) => {
    const leadId = await newLead();
    const id = await insertOpportunity(harness, { leadId, status });
    dataOf(await savePan(leadId, PAN));
    expect(await storedPan(leadId)).toBe(PAN);

    expectCatalogueError(await savePricing(id, 4_000_000), 'MOS-1007', LOCKED);
    expect(await storedTurnover(id)).toBeNull();
  });
});

describe('an opportunity still being worked on: its steps save as before', () => {
  // PO_ACTIVATION_APPROVED is past pricing: pricing's own rule refuses its resubmission (pricing.test.ts).
  test.each(SPEC_BUCKETS.NEW.filter((status) => status !== 'PO_ACTIVATION_APPROVED'))('%s: the PAN and pricing steps save', async (status) => {
    const leadId = await newLead();
    const id = await withProducts(await insertOpportunity(harness, { leadId, status }));
    dataOf(await savePan(leadId, PAN));
    expect(await storedPan(leadId)).toBe(PAN);
    expect(dataOf(await savePricing(id, 4_000_000)).submitPricing.pricing.approvalStatus).toBe('AUTO_APPROVED');
    expect(await storedTurnover(id)).toBe(4_000_000);
  });

  test('a lead without an opportunity saves its PAN step', async () => {
    const leadId = await newLead();
    dataOf(await savePan(leadId, PAN));
    expect(await storedPan(leadId)).toBe(PAN);
  });

  test("the lock follows the lead's latest opportunity, as the step list does", async () => {
    const leadId = await newLead();
    await insertOpportunity(harness, { leadId, status: 'DEPLOYMENT_REQUESTED', closedAs: 'LOST' });
    await insertOpportunity(harness, { leadId, status: 'INITIATED' });
    dataOf(await savePan(leadId, PAN));
    expect(await storedPan(leadId)).toBe(PAN);
  });
});

describe('ownership comes before the lock', () => {
  test("another agent saving a step of EMP1001's submitted journey is told it is not found, and nothing is stored", async () => {
    const leadId = await newLead();
    const id = await insertOpportunity(harness, { leadId, status: 'DEPLOYMENT_REQUESTED' });
    expectCatalogueError(await savePan(leadId, PAN, otherToken), 'LMS-101');
    expectCatalogueError(await savePricing(id, 4_000_000, otherToken), 'ODS-101');
    expect(await storedPan(leadId)).toBeNull();
    expect(await storedTurnover(id)).toBeNull();
  });
});

describe('a step whose save calls a mutation the lock cannot place', () => {
  test('is not offered as savable, and its save is refused with MOS-1007: nothing is stored', async () => {
    // As if a product owner had the pricing step submit a built mutation that names no step's record, and released it.
    await releaseEdited(harness, (forms) => {
      const pricing = forms.steps.get('PricingPlan');
      if (!pricing) throw new Error('no PricingPlan definition in forms/steps');
      (forms.steps as Map<string, StepDefinition>).set('PricingPlan', {
        ...pricing,
        status: 'ready',
        submit: { ...pricing.submit, operation: 'CreateOpportunity' },
      });
    });
    const leadId = await newLead();
    const state = dataOf(
      await send(harness, MerchantOnboardingStateV2Document, { input: { idType: 'LEAD', isExistingMerchant: false, stateDataId: leadId } }, { token }),
    ).merchantOnboardingStateV2;
    expect(state.steps.find((s) => s.type === 'PricingPlan')?.canSave).toBe(false);

    const refused = await send(harness, CreateOpportunityDocument, { input: { leadId, isExistingMerchant: false } }, { token, idempotencyId: randomUUID() });
    expectCatalogueError(refused, 'MOS-1007', LOCKED);
    expect(await harness.database.db.select().from(opportunities).where(eq(opportunities.leadId, leadId))).toEqual([]);
  });
});
