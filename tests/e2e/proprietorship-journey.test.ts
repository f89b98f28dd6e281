import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { demoAgents } from '../../src/server/seed/demo-agents';
import type { RunningServer } from './support/app-server';
import { openSignedInPage, type SignedInPage } from './support/signed-in-page';
import { choose, newLeadAtPanStep, selectInput, stepStatuses, verifyPan } from './support/journey';
import { freshPan } from '../server/fresh-pan';

// A proprietorship walked as an agent walks it on a 360 px phone, from a new lead to its verified
// bank account: the PAN, the business details, the stores step skipped, a bank account the bank
// refuses and then one it verifies; every step the drawer then shows is done.

let app: SignedInPage | undefined;
let server: RunningServer;
let page: Page;

beforeAll(async () => {
  app = await openSignedInPage(demoAgents.find((a) => a.employeeId === 'EMP1002')?.email ?? '');
  ({ server, page } = app);
});
afterAll(() => app?.close());

const heading = (name: string) => page.getByRole('heading', { name, exact: true, level: 2 });

async function enterAccount(number: string) {
  await page.getByRole('textbox', { name: 'Bank account number', exact: false }).first().fill(number);
  await page.getByRole('textbox', { name: 'Re-enter bank account number', exact: false }).fill(number);
}

test('a proprietorship goes from a new lead to its verified bank account', async () => {
  const shopName = `Shree Ganesh Kirana ${Date.now()}`;
  // An individual's PAN (fourth letter P) that no merchant account uses yet.
  const pan = freshPan();
  await newLeadAtPanStep(page, server.url, shopName);
  await verifyPan(page, pan);
  await page.getByText('PAN verified').waitFor();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await heading('Business Details').waitFor();
  await expect.poll(() => page.getByLabel('DBA name').inputValue()).toBe(shopName);
  expect(await selectInput(page, 'Ownership type').inputValue()).toBe('Proprietorship');
  await page.getByLabel('Annual turnover (₹)').fill('1500000');
  await choose(page, 'Business proof', 'Shop and Establishment');
  await page.getByLabel('Registration number').fill('PMC/II/7788');
  await choose(page, 'Business category', 'Retail');
  await choose(page, 'Business sub-category', 'Grocery');
  await choose(page, 'Merchant category', 'Grocery Stores, Supermarkets (5411)');
  await page.getByLabel('Address line 1').first().fill('Shop 3, Laxmi Road');
  // The pincode fills the state and city (README, 'Sandbox services').
  await page.getByLabel('Pincode').first().fill('411030');
  await expect.poll(() => selectInput(page, 'City').inputValue()).toBe('Pune');
  expect(await selectInput(page, 'State').inputValue()).toBe('Maharashtra');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await heading('Multi Stores').waitFor();
  await page.getByRole('button', { name: 'Skip this step' }).tap();

  await heading('Bank account').waitFor();
  await page.getByRole('textbox', { name: 'IFSC', exact: false }).fill('sbin0000300');
  await page.getByText('State Bank of India', { exact: true }).waitFor();
  await choose(page, 'Account type', 'Current');
  await page.getByRole('textbox', { name: 'Beneficiary name', exact: false }).fill('Shree Ganesh Kirana');
  // The sandbox bank refuses accounts ending 0000 (README, 'Sandbox services').
  await enterAccount('30112233440000');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByText('Unable to verify account. Please re-check all the details.').waitFor();
  expect(await heading('Bank account').isVisible()).toBe(true);

  await enterAccount('30112233445566');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await heading('Select Products').waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const statuses = await stepStatuses(page);
  for (const step of ['1. Create Lead', '2. Pan Details', '3. Business Details', '4. Multi Stores', '5. Bank account']) {
    expect(statuses[step], step).toBe('completed');
  }
});
