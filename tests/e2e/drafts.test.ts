import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import dayjs from 'dayjs';
import { homeTexts } from '../../src/app/features/home/home-texts';
import { DATE_TIME_DISPLAY_FORMAT } from '../../src/domain/labels';
import { leadMessages } from '../../src/domain/lead-input';
import { stepRoutes } from '../../src/domain/step-routes';
import { demoAgents } from '../../src/server/seed/demo-agents';
import type { RunningServer } from './support/app-server';
import { agentApi } from './support/api';
import { choose, selectInput } from './support/journey';
import { allowOnConsentPage, completeStepsBefore, merchantJourney } from './support/merchant-journey';
import { openSignedInPage, type SignedInPage } from './support/signed-in-page';

// Drafts at 360 px (src/engine/drafts.ts): what was typed comes back after a reload made right after
// typing, every field of it and never an older value, and the 'What you typed...' note says so only
// when something typed is not saved. And the checks an agent expects on what they type (issue 42).

let app: SignedInPage | undefined;
let server: RunningServer;
let page: Page;

beforeAll(async () => {
  app = await openSignedInPage(demoAgents.find((a) => a.employeeId === 'EMP1001')?.email ?? '');
  ({ server, page } = app);
});
afterAll(() => app?.close());

const draftNote = () => page.getByText(/^What you typed on .* is back\. It was not saved yet\.$/);

test('Business Details: a merchant category chosen and its licence number typed, then a reload at once, come back with the note', async () => {
  const api = await agentApi(server.url, app?.context ?? page.context());
  await page.goto(server.url);
  await merchantJourney(api, page, 'PROPRIETORSHIP');
  await page.goto(`${server.url}${stepRoutes.BusinessDetails.slice(1)}`);
  await page.getByRole('heading', { name: 'Business Details' }).waitFor();
  await expect.poll(() => selectInput(page, 'Merchant category').inputValue()).toBe('Eating Places, Restaurants (5812)');
  expect(await draftNote().count()).toBe(0);

  await choose(page, 'Business category', 'Healthcare');
  await choose(page, 'Business sub-category', 'Pharmacy');
  await choose(page, 'Merchant category', 'Drug Stores and Pharmacies (5912)');
  await page.getByLabel('Business operating licence number').fill('MH-PUN-20-118');
  // No pause: the page goes the moment the last character is in.
  await page.reload();
  await page.getByRole('heading', { name: 'Business Details' }).waitFor();
  await draftNote().waitFor();
  await expect.poll(() => selectInput(page, 'Merchant category').inputValue()).toBe('Drug Stores and Pharmacies (5912)');
  expect(await page.getByLabel('Business operating licence number').inputValue()).toBe('MH-PUN-20-118');

  // Typed on, and reloaded at once again: the newest text, never the one before it.
  await page.getByLabel('Business operating licence number').fill('MH-PUN-20-1187');
  await page.reload();
  await page.getByRole('heading', { name: 'Business Details' }).waitFor();
  await draftNote().waitFor();
  await expect.poll(() => page.getByLabel('Business operating licence number').inputValue()).toBe('MH-PUN-20-1187');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

/** UIDAI's published test resident (tests/e2e/kyc-details.test.ts). */
const AADHAAR = '999941057058';

test("back from DigiLocker's consent page, KYC Details says nothing of what was typed: the app itself sent the phone there", async () => {
  const api = await agentApi(server.url, app?.context ?? page.context());
  await page.goto(server.url);
  const journey = await merchantJourney(api, page, 'PROPRIETORSHIP');
  await completeStepsBefore(api, journey, 'KycDetails');
  await page.goto(`${server.url}${stepRoutes.KycDetails.slice(1)}`);
  await page.getByRole('heading', { name: 'KYC Details' }).waitFor();
  await choose(page, 'KYC document', 'Aadhaar (DigiLocker)');
  await page.getByRole('button', { name: 'Verify with DigiLocker' }).tap();
  await allowOnConsentPage(page, AADHAAR);
  await page.waitForURL((url) => url.pathname === stepRoutes.KycDetails);
  await page.locator('[data-kyc-document]').waitFor();
  // The document chosen before the phone left is still chosen, without a word about it.
  expect(await selectInput(page, 'KYC document').inputValue()).toBe('Aadhaar (DigiLocker)');
  expect(await draftNote().count()).toBe(0);
});

test("KYC Details: the KYC link's 'Refresh status' is no typing, so neither the step nor a reload of it brings the note", async () => {
  const api = await agentApi(server.url, app?.context ?? page.context());
  await page.goto(server.url);
  const journey = await merchantJourney(api, page, 'PROPRIETORSHIP');
  await completeStepsBefore(api, journey, 'KycDetails');
  await page.goto(`${server.url}${stepRoutes.KycDetails.slice(1)}`);
  await page.getByRole('heading', { name: 'KYC Details' }).waitFor();
  const panel = page.getByTestId('kyc-link-panel');
  await panel.getByLabel("Merchant's e-mail ID").fill(`drafts.${Date.now()}@example.com`);
  await panel.getByRole('button', { name: 'Send KYC link' }).tap();
  await panel.getByText('Sent, waiting for the merchant').waitFor();
  await panel.getByRole('button', { name: 'Refresh status' }).tap();
  await expect.poll(() => panel.getByRole('button', { name: 'Refresh status' }).isEnabled()).toBe(true);
  await panel.getByText('Sent, waiting for the merchant').waitFor();
  expect(await draftNote().count()).toBe(0);
  await page.reload();
  await panel.getByText('Sent, waiting for the merchant').waitFor();
  expect(await draftNote().count()).toBe(0);
});

test('a lead card refuses a next appointment in the past with its message, and takes a later one', async () => {
  await page.goto(server.url);
  const card = page.locator('article[data-lead-id]').filter({ has: page.getByLabel(homeTexts.followUp) }).first();
  await card.waitFor();
  const box = card.getByLabel(homeTexts.followUp);
  await box.fill(dayjs().subtract(3, 'day').format('YYYY-MM-DDTHH:mm'));
  await card.getByRole('button', { name: homeTexts.scheduleFollowUp }).tap();
  await card.getByRole('alert').filter({ hasText: leadMessages.followUpPast }).waitFor();

  const later = dayjs().add(3, 'day').hour(11).minute(30);
  await box.fill(later.format('YYYY-MM-DDTHH:mm'));
  await card.getByRole('button', { name: homeTexts.scheduleFollowUp }).tap();
  await card.getByText(`Follow-up ${later.format(DATE_TIME_DISPLAY_FORMAT)}`, { exact: false }).waitFor();
  expect(await card.getByRole('alert').count()).toBe(0);
});
