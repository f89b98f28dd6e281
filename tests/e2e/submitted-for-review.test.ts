import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  BankAccountStep_SaveDocument,
  BusinessDetailsStep_SaveDocument,
  BusinessDetailsStepDocument,
  CapturePhotoStep_SaveDocument,
  CreateEMandateDocument,
  CreateOliDocument,
  CreateOpportunityDocumentDocument,
  EMandateDocument,
  KycDetailsStep_SaveDocument,
  LeadDocument,
  MerchantOnboardingStateV2Document,
  OpportunityDocument,
  OpportunityKycDetailsDocument,
  OtherBusinessDocStep_SaveDocument,
  PanDetailStep_SaveDocument,
  PoPaymentStep_SaveDocument,
  PricingPlanStep_SubmitDocument,
  PurchaseOrderStep_SaveDocument,
  UpdateMerchantOnboardingStateDocument,
  type OpportunityDocumentInput,
  type StepType,
} from '../../generated/graphql';
import { indianToday } from '../../src/domain/mandate';
import { stepRoutes } from '../../src/domain/step-routes';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { agentApi, type AgentApi } from './support/api';
import type { RunningServer } from './support/app-server';
import { merchantJourney, sandboxPan } from './support/merchant-journey';
import { openSignedInPage, type SignedInPage } from './support/signed-in-page';

// A proprietorship's whole journey on a 360 px phone: every step before the review completed through
// the app's own operations, each counted complete from what the server stores; the agent reads the
// review, submits it with a comment, and the submission holds: every step locked, the review offering
// no second submit, an earlier step's save refused with MOS-1007, and the opportunity with the
// reviewers (PO_APPROVAL_SUBMITTED) and in the CRM.

let app: SignedInPage | undefined;
let server: RunningServer;
let context: BrowserContext;
let page: Page;
let api: AgentApi;

beforeAll(async () => {
  app = await openSignedInPage(demoAgents.find((a) => a.employeeId === 'EMP1001')?.email ?? '');
  ({ server, page, context } = app);
  api = await agentApi(server.url, context);
});
afterAll(() => app?.close());

type Journey = Awaited<ReturnType<typeof merchantJourney>>;

/** The step list as the app asks for it with a lead selected (src/app/onboarding/step-screen.tsx). */
async function stepsOf(journey: Journey) {
  const { merchantOnboardingStateV2 } = await api.send(MerchantOnboardingStateV2Document, {
    input: { idType: 'LEAD', isExistingMerchant: false, stateDataId: journey.leadId, opportunityId: Number(journey.opportunityId) },
  });
  return merchantOnboardingStateV2.steps;
}

async function isComplete(journey: Journey, type: StepType): Promise<boolean> {
  const step = (await stepsOf(journey)).find((s) => s.type === type);
  if (!step) throw new Error(`the journey has no ${type} step`);
  return step.isComplete;
}

/** Bytes that start as a JPEG does, different every time. */
function jpeg(): string {
  const bytes = new Uint8Array(4096);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  bytes.set(Buffer.from(randomUUID()), 4);
  return `data:image/jpeg;base64,${Buffer.from(bytes).toString('base64')}`;
}

function pdf(): string {
  const text = `%PDF-1.4\n% ${randomUUID()}\n${'1 0 obj <<>> endobj\n'.repeat(80)}trailer <<>>\n%%EOF\n`;
  return `data:application/pdf;base64,${Buffer.from(text).toString('base64')}`;
}

async function stored(opportunityId: string, document: OpportunityDocumentInput): Promise<string> {
  const { createOpportunityDocument } = await api.send(CreateOpportunityDocumentDocument, { input: { opportunityId, document } });
  return createOpportunityDocument.document.id;
}

const livePhoto = (documentSubType: 'SELFIE' | 'SHOPPHOTO' | 'STOCKPHOTO'): OpportunityDocumentInput => ({
  documentType: 'PHOTOGRAPH',
  documentSubType,
  documentMode: 'LIVEPHOTO',
  documentPages: [{ pageNumber: 1, dataUrl: jpeg(), fileName: 'photo.jpg', contentType: 'image/jpeg' }],
});

/** The merchant's answer on the sandbox's mandate page, in a browser page of their own. */
async function authoriseMandate(redirectUrl: string) {
  const merchant = await context.newPage();
  try {
    const url = new URL(redirectUrl);
    await merchant.goto(new URL(`${url.pathname}${url.search}`, server.url).href);
    await merchant.getByRole('button', { name: 'Authorise' }).tap();
    await merchant.waitForURL((next) => next.pathname !== '/sandbox/mandate');
  } finally {
    await merchant.close();
  }
}

/** Every step before the review, saved as each step's screen saves it. */
async function completeEveryStep(journey: Journey) {
  const { opportunityId, accountId } = journey;
  // The account made through createMerchant leaves the opportunity without its MCC and contact, which
  // only the step's own save stores: the agent saves the details the step loads.
  const { businessDetails: details } = (await api.send(BusinessDetailsStepDocument, { input: { leadId: journey.leadId, opportunityId } })).businessDetailsStep;
  await api.send(BusinessDetailsStep_SaveDocument, {
    input: {
      leadId: journey.leadId,
      opportunityId,
      name: details.name ?? '',
      legalName: details.legalName ?? '',
      ownershipType: 'PROPRIETORSHIP',
      revenue: details.revenue ?? 0,
      contactName: details.contactName ?? '',
      mobileNumber: details.mobileNumber ?? '',
      address: details.address ?? {},
      businessProofType: details.businessProofType ?? 'SHOP_AND_ESTABLISHMENT',
      businessProofNumber: details.businessProofNumber,
      mccCode: details.mccCode ?? '',
      // MCC 5812 asks for the FSSAI licence's number.
      licenceNumber: details.licenceNumber ?? '11521999000123',
    },
  });
  expect(await isComplete(journey, 'BusinessDetails')).toBe(true);

  await api.send(UpdateMerchantOnboardingStateDocument, {
    input: { idType: 'LEAD', stateDataId: journey.leadId, opportunityId: Number(opportunityId), stepType: 'MultiStores', isComplete: true },
  });

  // Ending 4321: the sandbox bank credits the penny in the PAN holder's name.
  const bank = await api.send(BankAccountStep_SaveDocument, {
    input: { accountId, opportunityId, bankAccountNumber: `5010${String(Date.now() % 100_000_000).padStart(8, '0')}4321`, ifscCode: 'HDFC0000001', accountType: 'CURRENT', accountHolderName: 'Ravi Sharma' },
  });
  expect(bank.createBankAccount).toMatchObject({ pennyDropSuccess: true, nameMatchSuccess: true });

  await api.send(CreateOliDocument, { input: { opportunityId, lineItems: [{ productId: 'PRD-POS-A910', planId: 'PLN-POS-STANDARD', quantity: 1 }] } });
  // No price asked: the list price, agreed at once.
  const pricing = await api.send(PricingPlanStep_SubmitDocument, {
    input: { opportunityId, settlementCycle: 'T_PLUS_1', annualturnoverpreviousfinancialyr: 2400000, allVASCheck: true },
  });
  expect(pricing.submitPricing.pricing.approvalStatus).toBe('AUTO_APPROVED');

  const kyc = await api.send(KycDetailsStep_SaveDocument, { input: { opportunityId, identityType: 'DRIVING_LICENSE', documentNumber: 'MH1220110062821', dateOfBirth: '1990-04-12' } });
  expect(kyc.saveKycDetails.kycCompleted).toBe(true);

  const selfie = await stored(opportunityId, livePhoto('SELFIE'));
  const shop = await stored(opportunityId, livePhoto('SHOPPHOTO'));
  const stock = await stored(opportunityId, livePhoto('STOCKPHOTO'));
  await api.send(CapturePhotoStep_SaveDocument, { input: { opportunityId, documents: { SELFIE: [selfie], SHOPPHOTO: [shop], STOCKPHOTO: [stock] } } });

  // MCC 5812 (restaurants) needs the FSSAI licence besides a business proof.
  const upload = { documentMode: 'DOCUMENTUPLOAD' as const };
  const tradeLicence = await stored(opportunityId, { ...upload, documentType: 'BUSINESSLEGALITYPROOF', documentSubType: 'TRADELICENSE', documentPages: [{ pageNumber: 1, dataUrl: jpeg() }] });
  const fssai = await stored(opportunityId, { ...upload, documentType: 'BUSINESSOPERATINGLICENSE', documentSubType: 'FSSAILICENSE', documentPages: [{ pageNumber: 1, dataUrl: pdf() }] });
  await api.send(OtherBusinessDocStep_SaveDocument, { input: { opportunityId, documents: { TRADELICENSE: [tradeLicence], FSSAILICENSE: [fssai] } } });

  // Printed for the merchant to sign, the PO is accepted; paid after invoicing, nothing is due now.
  await api.send(PurchaseOrderStep_SaveDocument, { input: { opportunityId, paymentType: 'POSTINVOICING', offlinePOGeneration: true } });
  const payment = await api.send(PoPaymentStep_SaveDocument, { input: { opportunityId } });
  expect(payment.savePoPayment.isPaymentComplete).toBe(true);

  const { eMandate } = await api.send(EMandateDocument, { input: { opportunityId } });
  const start = new Date(`${indianToday(new Date())}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() + 1);
  const mandate = await api.send(CreateEMandateDocument, {
    input: {
      opportunityId,
      mandateType: 'E_MANDATE',
      details: { amountType: 'MAXIMUM', amount: eMandate.eligibility.nachAmount ?? 0, frequency: 'AS_PRESENTED', startDate: start.toISOString().slice(0, 10), mobileNumber: '9845012345' },
    },
  });
  await authoriseMandate(mandate.createEMandate.redirectUrl ?? '');
  expect((await api.send(EMandateDocument, { input: { opportunityId } })).eMandate.mandate?.mandateStatus).toBe('active');
}

test('every step completed, the agent submits the review with a comment, and the submitted onboarding cannot change', async () => {
  const journey = await merchantJourney(api, page, 'PROPRIETORSHIP');
  await completeEveryStep(journey);

  const before = await stepsOf(journey);
  const earlier = before.filter((s) => s.type !== 'ReviewDetails');
  expect(earlier.map((s) => s.type)).toEqual([
    'CreateLead',
    'PanDetail',
    'BusinessDetails',
    'MultiStores',
    'BankAccount',
    'Products',
    'PricingPlan',
    'KycDetails',
    'CapturePhoto',
    'OtherBusinessDoc',
    'PurchaseOrder',
    'POPayment',
    'NachMandate',
  ]);
  expect(earlier.filter((s) => !s.isComplete).map((s) => s.type)).toEqual([]);

  await page.goto(new URL(stepRoutes.ReviewDetails, server.url).href);
  const sections = page.locator('[data-review-step]');
  await expect.poll(() => sections.count()).toBe(earlier.length);
  for (const step of earlier) {
    const section = page.locator(`[data-review-step="${step.type}"]`);
    await expect.poll(() => section.getByText('Complete', { exact: true }).count(), { message: step.type }).toBe(1);
  }
  await page.locator('[data-review-step="BankAccount"]').getByText('Ravi Sharma').waitFor();
  await page.locator('[data-review-step="PurchaseOrder"]').getByText(/Post invoicing/i).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('textbox', { name: 'Comment for the reviewer' }).fill('FSSAI licence checked at the shop');
  await page.getByRole('button', { name: 'Submit for review' }).tap();
  await page.getByText(/^\d+ leads$/).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');

  const after = await stepsOf(journey);
  expect(after.filter((s) => s.displayStatus !== 'disabled' || s.editableConfig.editable).map((s) => s.type)).toEqual([]);
  expect(after.find((s) => s.type === 'ReviewDetails')?.isComplete).toBe(true);

  await page.goto(new URL(stepRoutes.ReviewDetails, server.url).href);
  await page.getByText("This step cannot be changed in the opportunity's current status.").waitFor();
  await page.locator('[data-review-step="NachMandate"]').waitFor();
  expect(await page.getByRole('button', { name: 'Submit for review' }).count()).toBe(0);

  await expect(api.send(PanDetailStep_SaveDocument, { input: { id: journey.leadId, panNumber: sandboxPan('P') } })).rejects.toThrow('MOS-1007');
  expect((await api.send(LeadDocument, { input: { id: journey.leadId } })).lead.lead.panNumber).toBe(journey.pan);
  await expect(
    api.send(KycDetailsStep_SaveDocument, { input: { opportunityId: journey.opportunityId, identityType: 'PASSPORT', documentNumber: 'K1234567', name: 'Ravi Sharma', gender: 'MALE', dateOfBirth: '1985-02-20' } }),
  ).rejects.toThrow('MOS-1007');
  const kyc = await api.send(OpportunityKycDetailsDocument, { input: { opportunityId: journey.opportunityId } });
  expect(kyc.opportunityKycDetails.verification).toMatchObject({ identityType: 'DRIVING_LICENSE', documentNumber: 'MH1220110062821' });

  const { opportunity } = await api.send(OpportunityDocument, { input: { id: journey.opportunityId } });
  expect(opportunity.opportunity).toMatchObject({ status: 'PO_APPROVAL_SUBMITTED', opportunitySubmitted: true });
  expect(opportunity.opportunity.crmRefId).toEqual(expect.stringMatching(/\S/));
});
