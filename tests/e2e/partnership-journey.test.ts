import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { sandboxGstinsForPan, sandboxGstRecord, sandboxPanRecord } from '../../src/server/sandbox/sandbox-registry';
import type { RunningServer } from './support/app-server';
import { openSignedInPage, type SignedInPage } from './support/signed-in-page';
import { choose, newLeadAtPanStep, selectInput, stepStatuses, verifyPan } from './support/journey';

// A partnership firm walked on a 360 px phone: its GSTIN chosen from the PAN's registrations on the
// PAN step; on Business Details the GSTIN's business categories are offered first, the agent
// picks a licence-required category from the master list instead and gives its licence, the
// auto-fetched GSTIN proof is verified with the GST registry, and all of it is there after a reload.

let app: SignedInPage | undefined;
let server: RunningServer;
let page: Page;

beforeAll(async () => {
  app = await openSignedInPage(demoAgents.find((a) => a.employeeId === 'EMP1002')?.email ?? '');
  ({ server, page } = app);
});
afterAll(() => app?.close());

const heading = (name: string) => page.getByRole('heading', { name, exact: true, level: 2 });
const manualEntry = () => page.getByRole('checkbox', { name: 'Merchant category picked by hand from the master list' });

test("a partnership's GSTIN gives its business categories; a licence-required one from the master list, the verified GSTIN proof and the licence are saved and shown again", async () => {
  const shopName = `Sharma Bros Dhaba ${Date.now()}`;
  // A firm's PAN (fourth letter F) no account uses; its last digit 5 gives it two GSTINs.
  const pan = `SHRF${String.fromCharCode(65 + (Date.now() % 26))}${String(100 + (Date.now() % 900))}5K`;
  expect(sandboxPanRecord(pan)?.holderType).toBe('FIRM');
  const [gstin = ''] = sandboxGstinsForPan(pan).map((g) => g.gstin);
  const registration = sandboxGstRecord(gstin);

  await newLeadAtPanStep(page, server.url, shopName);
  await verifyPan(page, pan);
  await page.getByText('PAN verified').waitFor();
  await choose(page, 'GSTIN', gstin);
  await page.getByRole('status').filter({ hasText: 'GSTIN verified' }).waitFor();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await heading('Business Details').waitFor();
  await expect.poll(() => page.getByLabel('DBA name').inputValue()).toBe(shopName);
  expect(await selectInput(page, 'Ownership type').inputValue()).toBe('Partnership');
  await page.getByLabel('Annual turnover (₹)').fill('2400000');

  // The GSTIN's categories come first; the master list waits behind its own button.
  const suggested = page.getByRole('radiogroup', { name: "The GSTIN's business categories" });
  await suggested.waitFor();
  expect(await suggested.getByRole('radio').count()).toBeGreaterThan(0);
  expect(await selectInput(page, 'Business category').count()).toBe(0);
  await page.getByRole('button', { name: 'Choose another category' }).tap();
  await choose(page, 'Business category', 'Food and Beverage');
  await choose(page, 'Business sub-category', 'Restaurants');
  await choose(page, 'Merchant category', 'Eating Places, Restaurants (5812)');
  await page.getByRole('status').filter({ hasText: 'FSSAI licence' }).waitFor();
  expect(await manualEntry().isChecked()).toBe(true);
  await page.getByLabel('Business operating licence number').fill('FSSAI-10019022000123');

  await choose(page, 'Business proof', 'GSTIN (auto-fetched)');
  const proof = page.locator('[data-field="input.gstin"]');
  const verified = proof.getByRole('status').filter({ hasText: 'Verified with the registry' });
  await verified.waitFor();
  expect(await verified.textContent()).toContain(registration?.legalName ?? '');
  expect(await verified.textContent()).toContain(`GSTIN ${gstin}`);
  expect(await proof.getByRole('textbox', { name: 'GSTIN' }).inputValue()).toBe(gstin);

  await page.getByLabel('Address line 1').first().fill('Plot 12, GT Road');
  await page.getByLabel('Pincode').first().fill('411001');
  // The pincode fills the state and the city.
  await expect.poll(() => selectInput(page, 'City').inputValue()).toBe('Pune');
  expect(await selectInput(page, 'State').inputValue()).toBe('Maharashtra');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await heading('Multi Stores').waitFor();

  await page.goto(`${server.url}BusinessDetails`);
  await page.reload();
  await heading('Business Details').waitFor();
  await expect.poll(() => page.getByLabel('DBA name').inputValue()).toBe(shopName);
  await expect.poll(() => selectInput(page, 'Merchant category').inputValue()).toBe('Eating Places, Restaurants (5812)');
  expect(await page.getByLabel('Business operating licence number').inputValue()).toBe('FSSAI-10019022000123');
  expect(await manualEntry().isChecked()).toBe(true);
  expect(await selectInput(page, 'Business proof').inputValue()).toBe('GSTIN (auto-fetched)');
  await proof.getByRole('status').filter({ hasText: `GSTIN ${gstin}` }).waitFor();
  expect((await stepStatuses(page))['3. Business Details']).toBe('completed');
});
