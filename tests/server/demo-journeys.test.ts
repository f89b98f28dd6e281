import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CapturePhotoStep_SaveDocument,
  CreateOpportunityDocumentDocument,
  CreateOpportunityPaymentRecordDocument,
  CreatePMandateDocument,
  DeviceLinkingDetailsDocument,
  KycDetailsStep_SaveDocument,
  MerchantOnboardingStateV2Document,
  OpportunityDocument,
  OpportunityPricingDocument,
  OtherBusinessDocStep_SaveDocument,
  PoPaymentStep_SaveDocument,
  PosDeploymentDocument,
  PricingPlanStep_SubmitDocument,
  ProcessDeploymentDocument,
  ProductsConsumedDocument,
  PurchaseOrderStep_SaveDocument,
  PurchaseOrderStepDocument,
  RectifyPurchaseOrderDocument,
  RequestPoActivationDocument,
  ReviewOpportunityDocument,
  RevisePricingDocument,
  UpdateDeploymentRequestDocument,
  UploadPMandateDocument,
  type OpportunityDocumentInput,
  type StepType,
} from '../../generated/graphql';
import { indianToday } from '../../src/domain/mandate';
import { opportunities, productItems, purchaseOrders } from '../../src/server/db/schema';
import { demoSerial } from '../../src/server/seed/demo-inventory';
import { demoOpportunityPlans } from '../../src/server/seed/demo-opportunities';
import { dataOf, send } from './call';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';
import { postAsApprover } from './page-forms';
import { pngBytes } from '../support/image-files';

// The seeded demo opportunities (src/server/seed/demo-opportunities.ts) are ones real journeys made:
// each stands at the step its status implies, every step before it complete as stored, and each goes
// on from there, through the operations the app and the approvers' pages call, to its next status.

let harness: Harness;
const tokens = new Map<string, string>();
beforeAll(async () => {
  harness = await startHarness();
  for (const employeeId of ['EMP1001', 'EMP1002', 'EMP3001']) tokens.set(employeeId, (await signInAs(harness, demoAgent(employeeId).email)).accessToken);
});
afterAll(() => harness.close());

const opts = (employeeId = 'EMP1001') => ({ token: tokens.get(employeeId), idempotencyId: randomUUID() });

/** The seeded opportunities of an agent, in the order of their plan (each plan entry is walked in turn). */
async function seeded(employeeId: string) {
  const rows = await harness.database.db.select().from(opportunities).where(eq(opportunities.ownerEmployeeId, employeeId)).orderBy(asc(opportunities.id));
  const plan = demoOpportunityPlans[employeeId] ?? [];
  expect(rows).toHaveLength(plan.length);
  return rows.map((row, index) => ({ row, planned: plan[index] }));
}

async function stepsOf(opportunityId: number, employeeId = 'EMP1001') {
  const answer = await send(harness, MerchantOnboardingStateV2Document, { input: { idType: 'OPPORTUNITY', stateDataId: String(opportunityId), isExistingMerchant: false, opportunityId } }, { token: tokens.get(employeeId) });
  return dataOf(answer).merchantOnboardingStateV2.steps;
}

/** Where each seeded opportunity resumes: its first incomplete step (none once submitted). */
const RESUMES_AT: Readonly<Record<string, StepType | null>> = {
  'INITIATED@opportunity': 'BusinessDetails',
  'INITIATED@business': 'MultiStores',
  'INITIATED@bank': 'Products',
  'INITIATED@products': 'PricingPlan',
  PRICING_SUBMITTED: 'PricingPlan',
  PRICING_REJECTED: 'PricingPlan',
  PRICING_APPROVED: 'KycDetails',
  'PRICING_APPROVED@documents': 'PurchaseOrder',
  PO_ACTIVATION_REQUESTED: 'POPayment',
  PO_ACTIVATION_APPROVED: 'POPayment',
  PO_ACTIVATION_REJECTED: 'PurchaseOrder',
  PO_APPROVAL_SUBMITTED: null,
  DEPLOYMENT_REQUESTED: null,
  DEPLOYMENT_APPROVED: null,
  DEPLOYMENT_REJECTED: null,
  DEPLOYMENT_COMPLETED: null,
};
/** The mini flow has no stores step: a partner's journey after Business Details resumes at Bank account. */
const MINI_RESUMES_AT: Readonly<Record<string, StepType | null>> = { ...RESUMES_AT, 'INITIATED@business': 'BankAccount' };

/** The step the agent works on next, as the drawer shows it: the one step in progress. */
const IN_PROGRESS: Readonly<Record<string, StepType | null>> = {
  ...RESUMES_AT,
  // Rejected: only the first steps stay editable (spec section 4); a rejected pricing is revised from its own step, a rejected PO activation answered by rectifying the PO.
  PRICING_REJECTED: null,
  // With the PO approver, nothing can change.
  PO_ACTIVATION_REQUESTED: null,
};

describe('each seeded opportunity stands at the step its status implies', () => {
  test.each(['EMP1001', 'EMP1002', 'EMP3001'])('%s', async (employeeId) => {
    const table = employeeId === 'EMP3001' ? MINI_RESUMES_AT : RESUMES_AT;
    for (const { row, planned } of await seeded(employeeId)) {
      // An INITIATED journey stands, unless its plan says otherwise, with its products chosen.
      const at = planned?.at ?? (row.status === 'INITIATED' ? 'products' : undefined);
      const key = at ? `${row.status}@${at}` : row.status;
      const label = `${employeeId} ${row.name} (${key})`;
      expect(row.status, label).toBe(planned?.status);
      const steps = await stepsOf(row.id, employeeId);
      const firstIncomplete = steps.find((s) => !s.isComplete)?.type ?? null;
      expect(firstIncomplete, label).toBe(table[key]);
      if (row.closedAs) continue;
      const inProgress = steps.filter((s) => s.displayStatus === 'inprogress').map((s) => s.type);
      const expected = employeeId === 'EMP3001' ? table[key] : IN_PROGRESS[key];
      expect(inProgress, label).toEqual(expected ? [expected] : []);
    }
  });

  test("the deployed merchants' devices came from stock received for them (serials from 101): the agent's own stock, serials 1 to 4, is whole", async () => {
    const location = demoAgent('EMP1001').locationId;
    for (const productId of ['PRD-POS-A910', 'PRD-VOICE-POD']) {
      const held = await harness.database.db.select({ serial: productItems.serialNumber }).from(productItems).where(and(eq(productItems.productId, productId), eq(productItems.locationId, location)));
      expect(held.map((r) => r.serial).sort()).toEqual([1, 2, 3, 4].map((n) => demoSerial(productId, 'EMP1001', n)));
      const [deployed] = await harness.database.db.select({ consumedBy: productItems.consumedByRequestId }).from(productItems).where(eq(productItems.serialNumber, demoSerial(productId, 'EMP1001', 101)));
      expect(deployed?.consumedBy, productId).toBeTruthy();
    }
  });

  test('every new merchant has its PAN verified, its business details, a verified bank account and, once priced, its products', async () => {
    for (const employeeId of ['EMP1001', 'EMP1002', 'EMP3001']) {
      for (const { row } of await seeded(employeeId)) {
        expect(row.panNumber, row.name).toMatch(/^[A-Z]{5}\d{4}[A-Z]$/);
        if (row.accountId === null) continue;
        const { opportunity } = dataOf(await send(harness, OpportunityDocument, { input: { id: String(row.id) } }, opts(employeeId))).opportunity;
        expect(opportunity.accountMccId, row.name).not.toBeNull();
        expect(opportunity.contactId, row.name).not.toBeNull();
      }
    }
  });
});

// ---- one of each status, walked on to the next ----

/** The first open opportunity seeded in this status (whatever an earlier test made of it). */
async function firstOpen(status: string, employeeId = 'EMP1001', at?: string) {
  const found = (await seeded(employeeId)).find(({ row, planned }) => planned?.status === status && !row.closedAs && (at === undefined || planned.at === at));
  if (!found) throw new Error(`no seeded ${status} opportunity of ${employeeId}`);
  return found.row;
}

async function statusOf(id: number) {
  const [row] = await harness.database.db.select({ status: opportunities.status }).from(opportunities).where(eq(opportunities.id, id));
  return row?.status;
}

const photoPage = () => `data:image/png;base64,${Buffer.from(pngBytes({ width: 64, height: 48 })).toString('base64')}`;

async function document(opportunityId: number, document: Omit<OpportunityDocumentInput, 'documentPages'>, employeeId = 'EMP1001') {
  const answer = await send(harness, CreateOpportunityDocumentDocument, { input: { opportunityId: String(opportunityId), document: { ...document, documentPages: [{ pageNumber: 1, dataUrl: photoPage() }] } } }, opts(employeeId));
  return dataOf(answer).createOpportunityDocument.document.id;
}

describe('each seeded status goes on to its next through the operations', () => {
  test('INITIATED, its products chosen: the pricing submitted below the list price is PRICING_SUBMITTED', async () => {
    const row = await firstOpen('INITIATED', 'EMP1001', 'products');
    const { pricing } = dataOf(await send(harness, OpportunityPricingDocument, { input: { opportunityId: String(row.id) } }, opts())).opportunityPricing;
    const pos = pricing.lines.find((line) => line.productType === 'POS');
    expect(pos).toBeDefined();
    const submitted = await send(
      harness,
      PricingPlanStep_SubmitDocument,
      { input: { opportunityId: String(row.id), settlementCycle: 'T_PLUS_1', annualturnoverpreviousfinancialyr: 1_500_000, requestedPrices: [{ lineItemId: pos?.lineItemId ?? '', setupFee: 1000 }] } },
      opts(),
    );
    expect(dataOf(submitted).submitPricing.pricing.approvalStatus).toBe('SUBMITTED');
    expect(await statusOf(row.id)).toBe('PRICING_SUBMITTED');
  });

  test('PRICING_SUBMITTED: approved on the pricing approver page is PRICING_APPROVED', async () => {
    const row = await firstOpen('PRICING_SUBMITTED');
    const { status } = await postAsApprover(harness, 'pricing', { opportunityId: String(row.id), decision: 'APPROVE', comment: 'Agreed' });
    expect(status).toBe(200);
    expect(await statusOf(row.id)).toBe('PRICING_APPROVED');
  });

  test('PRICING_REJECTED: revised by the agent is INITIATED again, its products kept', async () => {
    const row = await firstOpen('PRICING_REJECTED');
    dataOf(await send(harness, RevisePricingDocument, { input: { opportunityId: String(row.id) } }, opts()));
    expect(await statusOf(row.id)).toBe('INITIATED');
    expect((await stepsOf(row.id)).find((s) => s.displayStatus === 'inprogress')?.type).toBe('PricingPlan');
  });

  test('PRICING_APPROVED: KYC, photos, documents and the purchase order done, its activation asked for is PO_ACTIVATION_REQUESTED', async () => {
    const row = await firstOpen('PRICING_APPROVED');
    const id = String(row.id);
    const kyc = await send(harness, KycDetailsStep_SaveDocument, { input: { opportunityId: id, identityType: 'DRIVING_LICENSE', documentNumber: 'MH1220110062821', dateOfBirth: '1990-04-12' } }, opts());
    expect(dataOf(kyc).saveKycDetails.kycCompleted).toBe(true);
    const photos = {
      SELFIE: [await document(row.id, { documentType: 'PHOTOGRAPH', documentSubType: 'SELFIE', documentMode: 'LIVEPHOTO' })],
      SHOPPHOTO: [await document(row.id, { documentType: 'PHOTOGRAPH', documentSubType: 'SHOPPHOTO', documentMode: 'LIVEPHOTO' })],
      STOCKPHOTO: [await document(row.id, { documentType: 'PHOTOGRAPH', documentSubType: 'STOCKPHOTO', documentMode: 'LIVEPHOTO' })],
    };
    dataOf(await send(harness, CapturePhotoStep_SaveDocument, { input: { opportunityId: id, documents: photos } }, opts()));
    const licence = await document(row.id, { documentType: 'BUSINESSLEGALITYPROOF', documentSubType: 'TRADELICENSE', documentMode: 'DOCUMENTUPLOAD', uniqueIdentifier: 'PMC/TL/2024/118' });
    dataOf(await send(harness, OtherBusinessDocStep_SaveDocument, { input: { opportunityId: id, documents: { TRADELICENSE: [licence] } } }, opts()));
    dataOf(await send(harness, PurchaseOrderStep_SaveDocument, { input: { opportunityId: id, paymentType: 'FULLPAYMENT', offlinePOGeneration: true } }, opts()));
    dataOf(await send(harness, RequestPoActivationDocument, { input: { opportunityId: id } }, opts()));
    expect(await statusOf(row.id)).toBe('PO_ACTIVATION_REQUESTED');
  });

  test('PO_ACTIVATION_REQUESTED: approved on the PO approver page is PO_ACTIVATION_APPROVED', async () => {
    const row = await firstOpen('PO_ACTIVATION_REQUESTED');
    const { purchaseOrderStep } = dataOf(await send(harness, PurchaseOrderStepDocument, { input: { opportunityId: String(row.id) } }, opts()));
    expect(purchaseOrderStep.purchaseOrder?.poActivationStatus).toBe('REQUESTED');
    const [po] = await harness.database.db.select({ id: purchaseOrders.id }).from(purchaseOrders).where(eq(purchaseOrders.opportunityId, row.id));
    const { status } = await postAsApprover(harness, 'purchaseOrder', { po: po?.id ?? '', decision: 'approve', comment: '' });
    expect(status).toBe(200);
    expect(await statusOf(row.id)).toBe('PO_ACTIVATION_APPROVED');
  });

  test('PO_ACTIVATION_APPROVED: paid, its mandate signed and the review submitted is PO_APPROVAL_SUBMITTED', async () => {
    const row = await firstOpen('PO_ACTIVATION_APPROVED');
    const id = String(row.id);
    dataOf(await send(harness, CreateOpportunityPaymentRecordDocument, { input: { opportunityId: id, paymentMode: 'CASH', amount: row.totalAmount ?? 0 } }, opts()));
    dataOf(await send(harness, PoPaymentStep_SaveDocument, { input: { opportunityId: id } }, opts()));
    const start = indianToday(new Date(harness.clock.now.getTime() + 24 * 60 * 60 * 1000));
    const { createPMandate } = dataOf(
      await send(harness, CreatePMandateDocument, { input: { opportunityId: id, details: { amountType: 'MAXIMUM', amount: 2000, frequency: 'MONTHLY', startDate: start, mobileNumber: '9876543210' } } }, opts()),
    );
    dataOf(await send(harness, UploadPMandateDocument, { input: { opportunityId: id, mandateId: createPMandate.mandate.id, documentMode: 'LIVEPHOTO', documentPages: [{ pageNumber: 1, dataUrl: photoPage() }] } }, opts()));
    dataOf(await send(harness, ReviewOpportunityDocument, { input: { id, comment: 'Ready' } }, opts()));
    expect(await statusOf(row.id)).toBe('PO_APPROVAL_SUBMITTED');
  });

  test('PO_ACTIVATION_REJECTED: the purchase order rectified goes back to PRICING_APPROVED, to be saved again', async () => {
    const row = await firstOpen('PO_ACTIVATION_REJECTED');
    const id = String(row.id);
    dataOf(await send(harness, RectifyPurchaseOrderDocument, { input: { opportunityId: id, poRemarks: 'Billing name corrected' } }, opts()));
    expect(await statusOf(row.id)).toBe('PRICING_APPROVED');
    dataOf(await send(harness, PurchaseOrderStep_SaveDocument, { input: { opportunityId: id, paymentType: 'FULLPAYMENT', offlinePOGeneration: true } }, opts()));
    expect((await stepsOf(row.id)).find((s) => s.displayStatus === 'inprogress')?.type).toBe('POPayment');
  });

  test.each([
    ['PO_APPROVAL_SUBMITTED', 'approve', 'DEPLOYMENT_APPROVED'],
    ['DEPLOYMENT_REQUESTED', 'reject', 'DEPLOYMENT_REJECTED'],
  ])('%s: the CSE review on the deployment approver page (%s) is %s', async (from, decision, to) => {
    const row = await firstOpen(from);
    const fields = { opportunityId: String(row.id), decision, comment: 'Checked', ...(decision === 'reject' ? { reason: 'Site visit/Address not found' } : {}) };
    const { status } = await postAsApprover(harness, 'deployment', fields);
    expect(status).toBe(200);
    expect(await statusOf(row.id)).toBe(to);
  });

  test('DEPLOYMENT_APPROVED: every device deployed from the agent’s stock and each request completed is DEPLOYMENT_COMPLETED', async () => {
    const row = await firstOpen('DEPLOYMENT_APPROVED');
    const id = String(row.id);
    const { posDeployment } = dataOf(await send(harness, PosDeploymentDocument, { input: { opportunityId: id } }, opts()));
    // A merchant who skipped the stores step is deployed at its business address.
    expect(posDeployment.stores.length).toBeGreaterThan(0);
    const items = posDeployment.items.filter((item) => item.status === 'YET_TO_DEPLOY').map(({ storeId, productId, quantity }) => ({ storeId, productId, quantity }));
    expect(items.map((item) => item.productId).sort()).toEqual(['PRD-POS-A910', 'PRD-VOICE-POD']);
    const { processDeployment } = dataOf(await send(harness, ProcessDeploymentDocument, { input: { opportunityId: id, items } }, opts()));
    const tid = processDeployment.deploymentRequests.find((r) => r.productId === 'PRD-POS-A910')?.tid ?? '';
    for (const request of processDeployment.deploymentRequests) {
      const serial = demoSerial(request.productId ?? '', 'EMP1001', 1);
      const [item] = await harness.database.db.select({ id: productItems.id }).from(productItems).where(and(eq(productItems.serialNumber, serial), isNull(productItems.consumedByRequestId)));
      dataOf(await send(harness, ProductsConsumedDocument, { input: { deploymentRequestId: request.id, productItemIds: [item?.id ?? ''] } }, opts()));
      if (request.isLinkingApplicable) dataOf(await send(harness, DeviceLinkingDetailsDocument, { input: { deploymentRequestId: request.id, devices: [{ serialNumber: serial, tid }] } }, opts()));
      const proof = async (subType: 'CARDTESTTRANSACTION' | 'UPITESTTRANSACTION') => ({
        documentId: await document(row.id, { documentType: 'DEPLOYMENTPROOF', documentSubType: subType, documentMode: 'LIVEPHOTO' }),
        transactionRef: `REF${subType.slice(0, 4)}123`,
        amount: 1,
      });
      const update = {
        id: request.id,
        ...(request.isCardTestApplicable ? { cardTestTransactionProof: await proof('CARDTESTTRANSACTION') } : {}),
        ...(request.isUpiTestApplicable ? { upiTestTransactionProof: await proof('UPITESTTRANSACTION') } : {}),
        acknowledgement: true,
        complete: true,
      };
      dataOf(await send(harness, UpdateDeploymentRequestDocument, { input: update }, opts()));
    }
    expect(await statusOf(row.id)).toBe('DEPLOYMENT_COMPLETED');
  });

  test('DEPLOYMENT_REJECTED stands with the CSE team’s reason; DEPLOYMENT_COMPLETED with every request complete at its stores', async () => {
    const rejected = await firstOpen('DEPLOYMENT_REJECTED');
    const { opportunity } = dataOf(await send(harness, OpportunityDocument, { input: { id: String(rejected.id) } }, opts())).opportunity;
    expect(opportunity.cseRejectionData).toMatchObject({ cseRejectReason: 'Site visit', cseRejectSubReason: 'Shop closed at the visit' });
    for (const [employeeId, completed] of [['EMP1001', await firstOpen('DEPLOYMENT_COMPLETED')], ['EMP3001', await firstOpen('DEPLOYMENT_COMPLETED', 'EMP3001')]] as const) {
      const { posDeployment } = dataOf(await send(harness, PosDeploymentDocument, { input: { opportunityId: String(completed.id) } }, opts(employeeId)));
      expect(posDeployment.stores.length, employeeId).toBeGreaterThan(0);
      expect(posDeployment.deploymentRequests.length, employeeId).toBeGreaterThan(0);
      expect(posDeployment.deploymentRequests.every((r) => r.status === 'COMPLETED' && r.isProductsConsumed), employeeId).toBe(true);
      expect(posDeployment.items.every((item) => item.status !== 'YET_TO_DEPLOY'), employeeId).toBe(true);
    }
  });
});
