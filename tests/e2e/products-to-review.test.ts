import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import {
  BankAccountStep_SaveDocument,
  BusinessDetailsStep_SaveDocument,
  BusinessDetailsStepDocument,
  CapturePhotoStep_SaveDocument,
  CreateOpportunityDocumentDocument,
  KycDetailsStep_SaveDocument,
  LeadDocument,
  MerchantOnboardingStateV2Document,
  OpportunityDocument,
  OpportunityKycDetailsDocument,
  OtherBusinessDocStep_SaveDocument,
  PanDetailStep_SaveDocument,
  UpdateMerchantOnboardingStateDocument,
  type OpportunityDocumentInput,
  type StepType,
} from '../../generated/graphql';
import { indianToday } from '../../src/domain/mandate';
import { stepOrderTexts } from '../../src/domain/onboarding-steps';
import { stepRoutes } from '../../src/domain/step-routes';
import { loadServerForms } from '../../src/server/forms/server-forms';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { agentApi, type AgentApi } from './support/api';
import type { RunningServer } from './support/app-server';
import { linkFromOutbox, openAsApprover } from './support/approver';
import { choose, stepStatuses } from './support/journey';
import { merchantJourney, sandboxPan } from './support/merchant-journey';
import { openSignedInPage, type SignedInPage } from './support/signed-in-page';
import { jpegBytes } from '../support/image-files';

// One proprietorship on a 360 px phone, from products to 'submitted for review'. The agent chooses
// products and plans and asks for a setup fee below the list price; the pricing approver rejects it on
// the sandbox approver's page with a reason, the agent revises and resubmits, and it is approved. The
// merchant accepts the purchase order online on a phone of their own and pays part of it through the
// payment link; the agent records the rest in cash. The merchant's UPI AutoPay request fails, the agent
// switches to the link payment, which the merchant authorises. The agent reads the review, submits it
// with a comment, and the submission holds: every step locked and an earlier step's save refused.
// The steps the other journeys walk in the browser (business details, bank account, KYC, photos,
// documents) are saved here through the app's own operations.


/** What the Purchase Order step says while the PO waits for the merchant (its untilComplete). */
const waitingForMerchant = (() => {
  const held = loadServerForms().steps.get('PurchaseOrder')?.untilComplete;
  if (!held) throw new Error('the Purchase Order step has no untilComplete');
  return held;
})();
let app: SignedInPage | undefined;
let server: RunningServer;
let context: BrowserContext;
let merchantPhone: BrowserContext;
let page: Page;
let api: AgentApi;
let journey: Awaited<ReturnType<typeof merchantJourney>>;
const MERCHANT_EMAIL = `ravi.sharma.${Date.now()}@example.com`;
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

beforeAll(async () => {
  app = await openSignedInPage(demoAgents.find((a) => a.employeeId === 'EMP1001')?.email ?? '');
  ({ server, page, context } = app);
  merchantPhone = await app.browser.newContext();
  api = await agentApi(server.url, context);
});
afterAll(async () => {
  await merchantPhone?.close();
  await app?.close();
});

async function stepsOf() {
  const { merchantOnboardingStateV2 } = await api.send(MerchantOnboardingStateV2Document, {
    input: { idType: 'LEAD', isExistingMerchant: false, stateDataId: journey.leadId, opportunityId: Number(journey.opportunityId) },
  });
  return merchantOnboardingStateV2.steps;
}

async function isComplete(type: StepType): Promise<boolean> {
  const step = (await stepsOf()).find((s) => s.type === type);
  if (!step) throw new Error(`the journey has no ${type} step`);
  return step.isComplete;
}

const pageWidth = (on: Page) => on.evaluate(() => document.documentElement.scrollWidth);

/** The visible controls shorter than a thumb, by their text. */
function smallControls(on: Page): Promise<string[]> {
  return on.evaluate(() =>
    [...document.querySelectorAll('button, a[href], input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"])')]
      .filter((element) => {
        const { height } = element.getBoundingClientRect();
        return height > 0 && height < 44;
      })
      .map((element) => (element.textContent || element.getAttribute('aria-label') || element.getAttribute('name') || element.outerHTML.slice(0, 120)).trim()),
  );
}

async function height(locator: Locator): Promise<number> {
  return (await locator.boundingBox())?.height ?? 0;
}

/** A whole JPEG, different every time. */
function jpeg(): string {
  const bytes = jpegBytes({ size: 4096 });
  return `data:image/jpeg;base64,${Buffer.from(bytes).toString('base64')}`;
}

function pdf(): string {
  const text = `%PDF-1.4\n% ${randomUUID()}\n${'1 0 obj <<>> endobj\n'.repeat(80)}trailer <<>>\n%%EOF\n`;
  return `data:application/pdf;base64,${Buffer.from(text).toString('base64')}`;
}

async function stored(document: OpportunityDocumentInput): Promise<string> {
  const { createOpportunityDocument } = await api.send(CreateOpportunityDocumentDocument, { input: { opportunityId: journey.opportunityId, document } });
  return createOpportunityDocument.document.id;
}

const livePhoto = (documentSubType: 'SELFIE' | 'SHOPPHOTO' | 'STOCKPHOTO'): OpportunityDocumentInput => ({
  documentType: 'PHOTOGRAPH',
  documentSubType,
  documentMode: 'LIVEPHOTO',
  documentPages: [{ pageNumber: 1, dataUrl: jpeg(), fileName: 'photo.jpg', contentType: 'image/jpeg' }],
});

test('the merchant, its stores and its bank account are saved before products', async () => {
  journey = await merchantJourney(api, page, 'PROPRIETORSHIP');
  const { opportunityId, accountId, leadId } = journey;
  // createMerchant takes no licence, which the restaurant's MCC asks for: the agent saves the details
  // the step loads, with the FSSAI licence's number.
  const { businessDetails: details } = (await api.send(BusinessDetailsStepDocument, { input: { leadId, opportunityId } })).businessDetailsStep;
  await api.send(BusinessDetailsStep_SaveDocument, {
    input: {
      leadId,
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
  await api.send(UpdateMerchantOnboardingStateDocument, {
    input: { idType: 'LEAD', stateDataId: leadId, opportunityId: Number(opportunityId), stepType: 'MultiStores', isComplete: true },
  });
  // Ending 4321: the sandbox bank credits the penny in the PAN holder's name.
  const bank = await api.send(BankAccountStep_SaveDocument, {
    input: { accountId, opportunityId, bankAccountNumber: `5010${String(Date.now() % 100_000_000).padStart(8, '0')}4321`, ifscCode: 'HDFC0000001', accountType: 'CURRENT', accountHolderName: 'Ravi Sharma' },
  });
  expect(bank.createBankAccount).toMatchObject({ pennyDropSuccess: true, nameMatchSuccess: true });
  expect(await isComplete('BusinessDetails')).toBe(true);
  expect(await isComplete('BankAccount')).toBe(true);
});

const setupFeeAsked = () => page.getByRole('textbox', { name: 'Setup fee asked, POS Standard Rental (₹)' });
const approval = () => page.locator('[data-approval]');

async function openPricing() {
  await page.goto(new URL(stepRoutes.PricingPlan, server.url).href);
  await page.locator('[data-line="POS Standard Rental"]').waitFor();
}

/** The pricing approver, signed in on the sandbox approver's page. */
async function decide(decision: 'Approve' | 'Reject', comment: string) {
  const approver = await context.newPage();
  try {
    await openAsApprover(approver, server.url, 'pricing');
    const card = approver.locator(`[data-opportunity="${journey.opportunityId}"]`);
    await card.getByLabel('Comment').fill(comment);
    await card.getByRole('button', { name: decision }).click();
    await approver.getByRole('status').filter({ hasText: decision === 'Approve' ? 'Pricing approved.' : 'Pricing rejected.' }).waitFor();
  } finally {
    await approver.close();
  }
}

test('products and plans chosen, a setup fee below the list price rejected with a reason, revised, resubmitted and approved', async () => {
  await page.goto(new URL(stepRoutes.Products, server.url).href);
  await page.getByRole('checkbox', { name: /POS Device/ }).tap();
  await page.getByRole('button', { name: 'Choose plans' }).tap();
  await page.getByRole('textbox', { name: 'Quantity, POS Standard Rental' }).fill('2');
  await page.getByText('2 devices chosen').waitFor();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Save and continue' }).tap();
  await page.waitForURL((url) => url.pathname === stepRoutes.PricingPlan);

  // Reloaded, the products step shows what was saved.
  await page.goto(new URL(stepRoutes.Products, server.url).href);
  await expect.poll(() => page.getByRole('textbox', { name: 'Quantity, POS Standard Rental' }).inputValue()).toBe('2');

  await openPricing();
  const line = page.locator('[data-line="POS Standard Rental"]');
  expect(await line.textContent()).toContain('A910 Hard POS');
  expect(await line.textContent()).toContain('4 VAS added');
  await page.getByRole('textbox', { name: /^Annual turnover/ }).fill('1500000');
  await page.getByRole('radio', { name: 'Next day (T+1)' }).check();
  await setupFeeAsked().fill('999');
  await page.getByText('Below the list price: this goes to the pricing approver.').waitFor();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Save and continue' }).tap();
  await page.getByRole('alert').filter({ hasText: 'The pricing is with the pricing approver.' }).waitFor();
  await expect.poll(() => approval().getAttribute('data-approval')).toBe('SUBMITTED');
  expect(await approval().textContent()).toContain('Submitted');

  await decide('Reject', 'A setup fee below 1,200 needs an order of 10 devices');
  // The agent finds it under Rejected on Home; Resume opens the step where it is revised.
  await page.goto(new URL(`/?tab=rejected&q=${encodeURIComponent(journey.shopName)}`, server.url).href);
  await page.locator(`article[data-opportunity-id="${journey.opportunityId}"]`).getByRole('button', { name: 'Resume' }).tap();
  await page.waitForURL((url) => url.pathname === stepRoutes.PricingPlan);
  await expect.poll(() => approval().getAttribute('data-approval')).toBe('REJECTED');
  expect(await approval().textContent()).toContain('Rejected');
  expect(await page.locator('[data-approver-comment]').textContent()).toContain('A setup fee below 1,200 needs an order of 10 devices');
  // Rejected, the step is locked until the agent revises it.
  expect(await setupFeeAsked().isDisabled()).toBe(true);
  await page.getByRole('button', { name: 'Revise pricing' }).tap();
  await expect.poll(() => setupFeeAsked().isEnabled()).toBe(true);
  await setupFeeAsked().fill('1200');
  await page.getByRole('button', { name: 'Save and continue' }).tap();
  await expect.poll(() => approval().getAttribute('data-approval')).toBe('SUBMITTED');

  await decide('Approve', 'Agreed at 1,200');
  await openPricing();
  await expect.poll(() => approval().getAttribute('data-approval')).toBe('APPROVED');
  expect(await approval().textContent()).toContain('Approved');
  expect(await page.locator('[data-approver-comment]').textContent()).toContain('Agreed at 1,200');
  const statuses = await stepStatuses(page);
  expect(statuses[Object.keys(statuses).find((s) => s.endsWith('Pricing')) ?? '']).toBe('completed');
  expect(statuses[Object.keys(statuses).find((s) => s.endsWith('Select Products')) ?? '']).toBe('completed');
}, 180_000);

test('KYC, photos and documents are saved', async () => {
  const kyc = await api.send(KycDetailsStep_SaveDocument, { input: { opportunityId: journey.opportunityId, identityType: 'DRIVING_LICENSE', documentNumber: 'MH1220110062821', dateOfBirth: '1990-04-12' } });
  expect(kyc.saveKycDetails.kycCompleted).toBe(true);

  const [selfie, shop, stock] = [await stored(livePhoto('SELFIE')), await stored(livePhoto('SHOPPHOTO')), await stored(livePhoto('STOCKPHOTO'))];
  await api.send(CapturePhotoStep_SaveDocument, { input: { opportunityId: journey.opportunityId, documents: { SELFIE: [selfie], SHOPPHOTO: [shop], STOCKPHOTO: [stock] } } });

  // MCC 5812 (restaurants) needs the FSSAI licence besides a business proof.
  const upload = { documentMode: 'DOCUMENTUPLOAD' as const };
  const tradeLicence = await stored({ ...upload, documentType: 'BUSINESSLEGALITYPROOF', documentSubType: 'TRADELICENSE', uniqueIdentifier: 'PMC/TL/2024/08817', documentPages: [{ pageNumber: 1, dataUrl: jpeg() }] });
  const fssai = await stored({ ...upload, documentType: 'BUSINESSOPERATINGLICENSE', documentSubType: 'FSSAILICENSE', uniqueIdentifier: '11521998000123', documentPages: [{ pageNumber: 1, dataUrl: pdf() }] });
  await api.send(OtherBusinessDocStep_SaveDocument, { input: { opportunityId: journey.opportunityId, documents: { TRADELICENSE: [tradeLicence], FSSAILICENSE: [fssai] } } });
  for (const type of ['KycDetails', 'CapturePhoto', 'OtherBusinessDoc'] as const) expect(await isComplete(type), type).toBe(true);
});

/**
 * The merchant, on a phone of their own, opens the newest link of this name the agent sent them: the
 * sandbox outbox, which stands in for the merchant's mailbox, shows it to the agent who sent it.
 */
async function openFromOutbox(linkName: string): Promise<Page> {
  const link = await linkFromOutbox(context, server.url, MERCHANT_EMAIL, linkName);
  const merchant = await merchantPhone.newPage();
  await merchant.goto(new URL(link, server.url).href);
  return merchant;
}

test('the purchase order accepted online, paid in part through the payment link and the rest in cash, all seen again after a reload', async () => {
  await page.goto(new URL(stepRoutes.PurchaseOrder, server.url).href);
  await page.getByRole('heading', { name: 'Purchase Order', level: 2 }).waitFor();
  const poPanel = page.getByRole('region', { name: 'Purchase order' });
  await poPanel.getByText(/No purchase order yet/).waitFor();
  await choose(page, 'Payment type', 'Partial Payment');
  await page.getByLabel('Acceptance e-mail').fill(MERCHANT_EMAIL);
  await page.getByLabel('Acceptance mobile number').fill('9822012345');
  expect(await smallControls(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save and continue' }).tap();
  // Until the merchant accepts the PO the journey stays on it, saying so; Payment waits for it.
  await page.locator('[data-step-held]').getByText(waitingForMerchant.message).waitFor();
  await poPanel.getByText('Sent, waiting for the merchant', { exact: true }).waitFor();
  await page.goto(new URL(stepRoutes.POPayment, server.url).href);
  await page.locator('[data-step-not-open]').getByText(stepOrderTexts.notice('Purchase Order')).waitFor();
  const payPanel = page.getByTestId('po-payment-panel');

  // Back on the Purchase Order step, the merchant accepts the PO.
  await page.goto(new URL(stepRoutes.PurchaseOrder, server.url).href);
  await poPanel.getByText('Sent, waiting for the merchant', { exact: true }).waitFor();
  const acceptance = await openFromOutbox('Open the purchase order');
  await acceptance.getByText('Partial Payment').waitFor();
  await acceptance.getByLabel('Your mobile number').fill('9822012345');
  await acceptance.getByRole('button', { name: 'Accept purchase order' }).tap();
  await acceptance.getByRole('heading', { name: 'Purchase order accepted' }).waitFor();
  expect(await pageWidth(acceptance)).toBeLessThanOrEqual(360);

  await poPanel.getByRole('button', { name: 'Refresh status' }).tap();
  await poPanel.getByText('Accepted', { exact: true }).waitFor();
  const poHref = (await poPanel.getByRole('link', { name: 'Open PO (PDF)' }).getAttribute('href')) ?? '';
  expect(poHref).toMatch(/^\/files\/.+\.pdf$/);
  const poFile = await page.evaluate(async (href) => {
    const response = await fetch(href);
    return { type: response.headers.get('content-type'), start: new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5)) };
  }, poHref);
  expect(poFile).toEqual({ type: 'application/pdf', start: '%PDF-' });
  await page.getByRole('button', { name: 'Save and continue' }).tap();
  await page.getByRole('heading', { name: 'Payment', level: 2 }).waitFor();

  // What the two devices and their plan cost, of which the merchant pays 5,000 through the link.
  await expect.poll(() => payPanel.getByTestId('amount-payable').textContent()).toMatch(/^₹[\d,]+\.\d\d$/);
  const total = Number((await payPanel.getByTestId('amount-payable').textContent())?.replace(/[₹,]/g, ''));
  expect(total).toBeGreaterThan(5000);
  await payPanel.getByLabel('Amount (₹)').fill('5000');
  expect(await payPanel.getByLabel("Merchant's e-mail ID").inputValue()).toBe(MERCHANT_EMAIL);
  await payPanel.getByRole('button', { name: 'Send payment link' }).tap();
  await payPanel.getByLabel('Payment link INITIATED').waitFor();
  expect(await smallControls(page)).toEqual([]);
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);

  const payment = await openFromOutbox('Pay now');
  await payment.getByRole('button', { name: 'Pay ₹5,000.00' }).tap();
  await payment.getByRole('heading', { name: 'Payment successful' }).waitFor();

  await payPanel.getByRole('button', { name: 'Check status' }).tap();
  await payPanel.getByLabel('Payment link SUCCESS').waitFor();
  await expect.poll(() => payPanel.getByTestId('amount-payable').textContent()).toBe(rupees.format(total - 5000));

  // The rest, received in cash.
  await payPanel.getByLabel('Payment mode').selectOption('CASH');
  expect(Number((await payPanel.getByLabel('Amount paid (₹)').inputValue()).replace(/,/g, ''))).toBe(total - 5000);
  await payPanel.getByRole('button', { name: 'Record payment' }).tap();
  // Recording waits for the server and then reads the payment status again: on a busy machine that takes a while.
  await expect.poll(() => payPanel.getByTestId('amount-payable').textContent(), { timeout: 30_000 }).toBe('₹0.00');

  await page.reload();
  await page.getByRole('heading', { name: 'Payment', level: 2 }).waitFor();
  await expect.poll(() => payPanel.getByTestId('amount-paid').textContent()).toBe(rupees.format(total));
  expect(await payPanel.getByTestId('amount-payable').textContent()).toBe('₹0.00');
  const rows = await payPanel.getByRole('table', { name: 'Payments' }).getByRole('row').allTextContents();
  expect(rows).toHaveLength(2);
  expect(rows[0]).toMatch(/^Payment link.*₹5,000\.00Paid$/);
  expect(rows[1]).toBe(`Cash${rupees.format(total - 5000)}Paid`);
  const steps = Object.entries(await stepStatuses(page));
  expect(steps.find(([label]) => label.endsWith('. Purchase Order'))?.[1]).toBe('completed');
  expect(steps.find(([label]) => label.endsWith('. Payment'))?.[1]).toBe('completed');
}, 180_000);

test('a UPI AutoPay request fails, the agent switches to the link payment, the merchant authorises it, and the status is there after a reload', async () => {
  await page.goto(new URL(stepRoutes.NachMandate, server.url).href);
  await page.getByRole('heading', { name: 'NACH mandate', exact: true, level: 2 }).waitFor();
  await expect.poll(() => page.getByRole('textbox', { name: 'Amount (₹)' }).inputValue()).toMatch(/^₹ [\d,]+$/);
  const day = new Date(`${indianToday(new Date())}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  await page.getByRole('textbox', { name: 'Start date' }).pressSequentially(day.toISOString().slice(0, 10).split('-').reverse().join('/'));
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('9876543210');

  const widget = page.locator('[data-widget="mandate"]');
  await widget.getByRole('radio', { name: /UPI AutoPay/ }).tap();
  await widget.getByRole('textbox', { name: 'UPI ID' }).fill('fail.ramesh@okhdfc');
  await widget.getByRole('button', { name: 'Send AutoPay request' }).tap();
  const failure = widget.locator('[data-upi-problem]');
  await failure.getByText('Transaction failed, please enter UPI ID again or switch to different payment mode').waitFor();
  for (const target of [failure.getByRole('button', { name: 'Change UPI ID' }), failure.getByRole('button', { name: 'Switch to link payment' })]) {
    expect(await height(target)).toBeGreaterThanOrEqual(44);
  }
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);

  await failure.getByRole('button', { name: 'Switch to link payment' }).tap();
  await widget.getByRole('button', { name: 'Send mandate link' }).tap();
  await page.waitForURL((url) => url.pathname === '/sandbox/mandate');
  await page.getByRole('heading', { name: 'Authorise your E-mandate (link payment) mandate' }).waitFor();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Authorise' }).tap();

  await page.waitForURL((url) => url.pathname === '/NachMandateStatus');
  await page.getByText('Mandate successfully activated').waitFor();
  await page.reload();
  await page.getByText('Mandate successfully activated').waitFor();
  expect(await page.locator('[data-mandate-status]').first().getAttribute('data-mandate-type')).toBe('E_MANDATE');
  for (const target of [page.getByRole('button', { name: 'Refresh status' }), page.getByRole('button', { name: 'Continue' })]) {
    expect(await height(target)).toBeGreaterThanOrEqual(44);
  }
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);
}, 180_000);

test('every step completed, the agent submits the review with a comment, and the submitted onboarding cannot change', async () => {
  const earlier = (await stepsOf()).filter((s) => s.type !== 'ReviewDetails');
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
  await page.locator('[data-review-step="PurchaseOrder"]').getByText(/Partial payment/i).waitFor();
  expect(await pageWidth(page)).toBeLessThanOrEqual(360);

  await page.getByRole('textbox', { name: 'Comment for the reviewer' }).fill('FSSAI licence checked at the shop');
  await page.getByRole('button', { name: 'Submit for review' }).tap();
  await page.getByText(/^\d+ leads$/).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');

  const after = await stepsOf();
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
  expect(opportunity.opportunity).toMatchObject({ status: 'PO_APPROVAL_SUBMITTED', opportunitySubmitted: true, paymentType: 'PARTPAYMENT' });
  expect(opportunity.opportunity.crmRefId).toEqual(expect.stringMatching(/\S/));
});
