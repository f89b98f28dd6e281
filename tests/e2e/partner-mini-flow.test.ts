import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  BankAccountStep_SaveDocument,
  CapturePhotoStep_SaveDocument,
  CreateOliDocument,
  CreateOpportunityDocumentDocument,
  KycDetailsStep_SaveDocument,
  MerchantOnboardingStateV2Document,
  OpportunityDocument,
  type OpportunityDocumentInput,
} from '../../generated/graphql';
import { deploymentMessages } from '../../src/domain/deployment';
import { stepRoutes } from '../../src/domain/step-routes';
import type { Database } from '../../src/server/db/connection';
import { deploymentRequestWindows } from '../../src/server/db/schema';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { demoSerial } from '../../src/server/seed/demo-inventory';
import { jpegBytes } from '../support/image-files';
import { agentApi, type AgentApi } from './support/api';
import { openAsApprover } from './support/approver';
import { completeWithAcknowledgement, linkQrCode, mapTypedSerial, openRequestStep, recordTestTransaction, requestCard } from './support/deployment-steps';
import { openSignedInPage, type SignedInPage } from './support/signed-in-page';
import { choose, selectInput, verifyPan } from './support/journey';
import { freshPan } from '../server/fresh-pan';

// A partner agent onboards in the mini flow (spec sections 4 and 6): the business proof is a GSTIN
// or a Udyam number, whatever the ownership, and the business type is retail only. The mini flow has
// no Multi Stores step: the business address is where the merchant's devices go. The partner's
// merchant goes from the lead to Live: submitted, approved by the CSE team (whose review shows the
// devices going to the business address), deployed at the business address and at a second store
// the agent adds on the Deployment screen, each store with its own request, tested and completed.
// On the way: the 2-minute wait is told in the spec's words in every tab of the agent's, and Map
// Devices offers only the request's product and counts what was mapped at once, without a reload.

let app: SignedInPage | undefined;
let page: Page;
let database: Database | undefined;
const partner = demoAgents.find((a) => a.userType === 'PowerPartner');
const shopName = `Mini Tea Stall ${Date.now()}`;

beforeAll(async () => {
  app = await openSignedInPage(partner?.email ?? '', {
    // The test keeps the database, to stand in for the time that passes (the 2-minute wait).
    prepare: async (db) => {
      database = db;
    },
  });
  ({ page } = app);
});
afterAll(() => app?.close());

const heading = (name: string) => page.getByRole('heading', { name, exact: true, level: 2 });

/** The choices a select offers, read from its open list, which is then closed. */
async function choicesOf(label: string): Promise<string[]> {
  await selectInput(page, label).tap();
  const options = page.getByRole('option');
  await options.first().waitFor();
  const texts = await options.allTextContents();
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
  return texts.map((t) => t.trim());
}

test('a partner agent in the mini flow is offered only GSTIN and Udyam as business proof, and saves with a Udyam number', async () => {
  await page.getByRole('link', { name: 'Add new lead' }).click();
  await heading('Create Lead').waitFor();
  await page.getByLabel('Shop name').fill(shopName);
  await page.getByLabel('Contact name').fill('Farida Khan');
  await page.getByLabel('Mobile number').fill('98450 67890');
  await page.getByRole('checkbox', { name: 'SQR Mini', exact: true }).check();
  await page.getByRole('button', { name: 'Create lead' }).click();
  await heading('Pan Details').waitFor();

  // An individual's PAN (fourth letter P) that no merchant account uses yet.
  await verifyPan(page, freshPan());
  await page.getByText('PAN verified').waitFor();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await heading('Business Details').waitFor();
  await expect.poll(() => page.getByLabel('DBA name').inputValue()).toBe(shopName);
  expect(await choicesOf('Business proof')).toEqual(['GSTIN (manual)', 'Udyam']);
  expect(await choicesOf('Business type')).toEqual(['Retail Merchant']);

  await page.getByLabel('Annual turnover (₹)').fill('400000');
  await choose(page, 'Business proof', 'Udyam');
  await page.getByLabel('Udyam number').fill('UDYAM-MH-26-0012345');
  await choose(page, 'Business category', 'Retail');
  await choose(page, 'Business sub-category', 'Grocery');
  await choose(page, 'Merchant category', 'Grocery Stores, Supermarkets (5411)');
  await page.getByLabel('Address line 1').first().fill('Stall 2, Camp Market');
  await page.getByLabel('Pincode').first().fill('411001');
  // The pincode fills the state and the city.
  await expect.poll(() => selectInput(page, 'City').inputValue()).toBe('Pune');
  expect(await selectInput(page, 'State').inputValue()).toBe('Maharashtra');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  // The mini flow has no stores step: the bank account comes next.
  await heading('Bank account').waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

/** A whole JPEG, different every time. */
function jpeg(): string {
  return `data:image/jpeg;base64,${Buffer.from(jpegBytes({ size: 4096 })).toString('base64')}`;
}

const livePhoto = (documentSubType: 'SELFIE' | 'SHOPPHOTO' | 'STOCKPHOTO'): OpportunityDocumentInput => ({
  documentType: 'PHOTOGRAPH',
  documentSubType,
  documentMode: 'LIVEPHOTO',
  documentPages: [{ pageNumber: 1, dataUrl: jpeg(), fileName: 'photo.jpg', contentType: 'image/jpeg' }],
});

/** The visible controls shorter than a thumb (44 px), by their text. */
async function smallControls(on: Page): Promise<string[]> {
  // Measured once no transition is running: a notification sliding in (its height growing from
  // nothing) is not yet the size it stands at. Spinners animate for ever and are not waited for.
  await on.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'));
  return on.evaluate(() =>
    [...document.querySelectorAll('button, a[href], select, input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"])')]
      .filter((element) => {
        const { height } = element.getBoundingClientRect();
        return height > 0 && height < 44;
      })
      .map((element) => (element.textContent || element.getAttribute('aria-label') || element.outerHTML.slice(0, 120)).trim()),
  );
}

/** The text a <select> shows: its chosen option's label. */
const shownOption = (label: string) => page.getByRole('combobox', { name: label }).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');

test("the partner's merchant is submitted, approved at its business address, deployed at it and at a second store, each with its own request, and goes Live", async () => {
  if (!app || !database || !partner) throw new Error('the app is not running');
  const db = database;
  const { server, context } = app;
  const api: AgentApi = await agentApi(server.url, context);
  const { leadId, opportunityId } = await page.evaluate(() => ({ leadId: localStorage.getItem('id') ?? '', opportunityId: localStorage.getItem('oppId') ?? '' }));
  const { opportunity } = await api.send(OpportunityDocument, { input: { id: opportunityId } });
  const accountId = opportunity.opportunity.accountId ?? '';

  // The steps the other journeys walk in the browser (bank account, products, KYC, photos) are saved
  // through the app's own operations. Ending 4321: the sandbox bank credits the penny in the PAN holder's name.
  const bank = await api.send(BankAccountStep_SaveDocument, {
    input: { accountId, opportunityId, bankAccountNumber: `5010${String(Date.now() % 100_000_000).padStart(8, '0')}4321`, ifscCode: 'HDFC0000001', accountType: 'CURRENT', accountHolderName: 'Farida Khan' },
  });
  expect(bank.createBankAccount).toMatchObject({ pennyDropSuccess: true, nameMatchSuccess: true });
  await api.send(CreateOliDocument, { input: { opportunityId, lineItems: [{ productId: 'PRD-SQR-MINI', planId: 'PLN-SQR-MINI-FREE', quantity: 2 }] } });
  const kyc = await api.send(KycDetailsStep_SaveDocument, { input: { opportunityId, identityType: 'DRIVING_LICENSE', documentNumber: 'MH1220110062821', dateOfBirth: '1990-04-12' } });
  expect(kyc.saveKycDetails.kycCompleted).toBe(true);
  const photos: Record<string, string[]> = {};
  for (const subType of ['SELFIE', 'SHOPPHOTO', 'STOCKPHOTO'] as const) {
    photos[subType] = [(await api.send(CreateOpportunityDocumentDocument, { input: { opportunityId, document: livePhoto(subType) } })).createOpportunityDocument.document.id];
  }
  await api.send(CapturePhotoStep_SaveDocument, { input: { opportunityId, documents: photos } });
  const { merchantOnboardingStateV2: state } = await api.send(MerchantOnboardingStateV2Document, {
    input: { idType: 'LEAD', isExistingMerchant: false, stateDataId: leadId, opportunityId: Number(opportunityId) },
  });
  expect(state.steps.map((step) => step.type)).not.toContain('MultiStores');
  expect(state.steps.filter((step) => step.type !== 'ReviewDetails' && !step.isComplete).map((step) => step.type)).toEqual([]);

  // The agent submits the onboarding for review.
  await page.goto(new URL(stepRoutes.ReviewDetails, server.url).href);
  await page.getByRole('button', { name: 'Submit for review' }).tap();
  await page.getByText(/^\d+ leads$/).waitFor();

  // The CSE team's approver sees what would be deployed where: both devices at the business address, which approval makes the store.
  const approver = await context.newPage();
  await openAsApprover(approver, server.url, 'deployment');
  const review = approver.locator(`article[data-opportunity="${opportunityId}"]`);
  const plan = review.locator('[data-plan="business-address"]');
  await plan.waitFor();
  expect(await plan.textContent()).toContain(`At ${shopName}`);
  expect(await plan.textContent()).toContain('Stall 2, Camp Market, Pune, Maharashtra, 411001');
  expect(await plan.textContent()).toContain('SQR Mini × 2');
  expect(await approver.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await review.getByRole('button', { name: /^Approve deployment of/ }).tap();
  await approver.getByRole('status').getByText(/approved\.$/).waitFor();
  await approver.close();

  // The agent finds the merchant under Being deployed: its business address is its store, both devices yet to deploy there.
  await page.getByRole('tab', { name: /Being deployed/ }).tap();
  await page.locator(`article[data-opportunity-id="${opportunityId}"]`).getByRole('button', { name: 'Resume' }).tap();
  await page.getByRole('heading', { name: 'Deployment', level: 1 }).waitFor();
  const stores = page.locator('[data-store]');
  await expect.poll(() => stores.count()).toBe(1);
  expect(await stores.first().textContent()).toContain(shopName);
  expect(await stores.first().textContent()).toContain('Stall 2, Camp Market, Pune, Maharashtra, 411001');
  expect(await stores.first().locator('[data-item-status="YET_TO_DEPLOY"]').textContent()).toContain('Quantity: 2');

  // A second store of the merchant, added here.
  await page.getByRole('button', { name: 'Add a store' }).tap();
  const adding = page.getByRole('region', { name: 'Add a store' });
  await adding.getByRole('textbox', { name: 'Store name' }).fill('Pune station outlet');
  await adding.getByRole('textbox', { name: 'Address line 1' }).fill('Shop 9, Station Road');
  await adding.getByRole('textbox', { name: 'Pincode' }).fill('411001');
  await expect.poll(() => shownOption('City')).toBe('Pune');
  expect(await shownOption('State')).toBe('Maharashtra');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await smallControls(page)).toEqual([]);
  await adding.getByRole('button', { name: 'Add store' }).tap();
  await expect.poll(() => stores.count()).toBe(2);
  expect(await stores.nth(1).textContent()).toContain('No deployment request for this store yet.');

  // Another tab of the agent's has the Deployment screen open, from before any request.
  const deploymentUrl = new URL(`/deploymentMulti?opportunityId=${opportunityId}`, server.url).href;
  const otherTab = await context.newPage();
  await otherTab.goto(deploymentUrl);
  const otherRaise = otherTab.getByRole('region', { name: 'Raise deployment' });
  await otherRaise.getByRole('button', { name: 'Raise deployment request' }).waitFor();

  // One device at the business address, by a field engineer.
  const raise = page.getByRole('region', { name: 'Raise deployment' });
  await raise.getByRole('combobox', { name: /^Store/ }).selectOption({ label: shopName });
  await raise.getByRole('textbox', { name: 'Quantity of SQR Mini' }).fill('1');
  await raise.getByRole('button', { name: 'Raise deployment request' }).tap();
  await requestCard(page, shopName).waitFor();
  // The wait applies now: the spec's sentence says so, and the button waits.
  const wait = 'Please wait for 2 minutes before placing another deployment request.';
  expect(deploymentMessages.wait).toBe(wait);
  await expect.poll(() => raise.getByRole('status').textContent()).toContain(wait);
  expect(await raise.getByRole('button', { name: 'Raise deployment request' }).isDisabled()).toBe(true);
  // The other tab, which did not know, is told the same sentence when it tries, once, and then waits too.
  await otherRaise.getByRole('button', { name: 'Raise deployment request' }).tap();
  await expect.poll(() => otherRaise.getByRole('status').textContent()).toContain(wait);
  expect(await otherRaise.getByText(wait).count()).toBe(1);
  expect(await otherRaise.getByRole('button', { name: 'Raise deployment request' }).isDisabled()).toBe(true);
  await otherTab.close();
  // A fresh tab says it too.
  const freshTab = await context.newPage();
  await freshTab.goto(deploymentUrl);
  const freshRaise = freshTab.getByRole('region', { name: 'Raise deployment' });
  await expect.poll(() => freshRaise.getByRole('status').textContent()).toContain(wait);
  expect(await freshRaise.getByRole('button', { name: 'Raise deployment request' }).isDisabled()).toBe(true);
  expect(await freshTab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await freshTab.close();

  // Two minutes later (the stored time of the last request moved back), the other device at the second store.
  await db.update(deploymentRequestWindows).set({ lastRequestAt: new Date(Date.now() - 3 * 60_000) }).where(eq(deploymentRequestWindows.opportunityId, Number(opportunityId)));
  await page.reload();
  await raise.getByRole('combobox', { name: /^Store/ }).selectOption({ label: 'Pune station outlet' });
  await raise.getByRole('button', { name: 'Raise deployment request' }).tap();
  await requestCard(page, 'Pune station outlet').waitFor();
  await expect.poll(() => page.locator('article[data-deployment-request]').count()).toBe(2);
  await expect.poll(() => stores.nth(1).locator('[data-item-status="REQUEST_RAISED"]').count()).toBe(1);
  expect(await stores.nth(0).locator('[data-item-status="REQUEST_RAISED"]').count()).toBe(1);
  expect(await page.getByRole('region', { name: 'Raise deployment' }).count()).toBe(0);

  // At the business address: a device chosen from the stock list; the counts and the list change at once, without a reload.
  const first = demoSerial('PRD-SQR-MINI', partner.employeeId, 1);
  await openRequestStep(page, server.url, opportunityId, shopName, 'Map devices', 'Map Devices');
  await page.getByText('Required 2 · deployed 0 · in your inventory 4').waitFor();
  const stock = page.getByRole('region', { name: 'Devices in your inventory' });
  // Only the request's product is offered, though the agent holds DQR Minis too.
  await expect.poll(() => stock.getByRole('checkbox').count()).toBe(4);
  expect(await stock.getByRole('checkbox', { name: /^SQR Mini: / }).count()).toBe(4);
  expect(await stock.getByText(/DQR Mini/).count()).toBe(0);
  await stock.getByRole('checkbox', { name: `SQR Mini: ${first}` }).check();
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));
  await page.getByRole('button', { name: 'Map chosen devices' }).tap();
  await page.getByText('Required 2 · deployed 1 · in your inventory 3').waitFor();
  expect(await smallControls(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect.poll(() => stock.getByRole('checkbox', { name: `SQR Mini: ${first}` }).count()).toBe(0);
  expect(await page.getByRole('region', { name: 'Devices mapped to this request' }).getByText(first).count()).toBe(1);
  expect(navigations).toEqual([]);
  await openRequestStep(page, server.url, opportunityId, shopName, 'Map other QR codes', 'Map Other QR Codes');
  // A QR code alone has no terminal id from the acquirer: the agent types the merchant's.
  await linkQrCode(page, first, '71003301');
  await openRequestStep(page, server.url, opportunityId, shopName, 'Test transactions', 'Test Transactions');
  expect(await page.getByRole('region', { name: 'Card test transaction' }).count()).toBe(0);
  await recordTestTransaction(page, 'UPI test transaction', 'UPI409876543301');
  await openRequestStep(page, server.url, opportunityId, shopName, 'Complete deployment', 'Complete Deployment');
  await completeWithAcknowledgement(page);
  await page.getByText('This deployment request is complete.').waitFor();

  // At the second store: the device typed by its serial.
  const second = demoSerial('PRD-SQR-MINI', partner.employeeId, 2);
  await openRequestStep(page, server.url, opportunityId, 'Pune station outlet', 'Map devices', 'Map Devices');
  await mapTypedSerial(page, second);
  await page.getByText('Required 2 · deployed 2 · in your inventory 2').waitFor();
  await openRequestStep(page, server.url, opportunityId, 'Pune station outlet', 'Map other QR codes', 'Map Other QR Codes');
  await linkQrCode(page, second, '71003301');
  await openRequestStep(page, server.url, opportunityId, 'Pune station outlet', 'Test transactions', 'Test Transactions');
  await recordTestTransaction(page, 'UPI test transaction', 'UPI409876543302');
  await openRequestStep(page, server.url, opportunityId, 'Pune station outlet', 'Complete deployment', 'Complete Deployment');
  await completeWithAcknowledgement(page);
  await page.getByText('Deployment complete. The merchant is now live.').waitFor();

  await page.getByRole('link', { name: 'Go to Home' }).tap();
  await page.locator(`article[data-opportunity-id="${opportunityId}"]`).waitFor();
  expect(new URL(page.url()).search).toBe('?tab=live');
  expect(await page.locator(`article[data-opportunity-id="${opportunityId}"]`).textContent()).toContain(shopName);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}, 300_000);
