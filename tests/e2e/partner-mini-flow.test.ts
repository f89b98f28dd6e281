import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { openSignedInPage, type SignedInPage } from './support/signed-in-page';
import { choose, selectInput, verifyPan } from './support/journey';
import { freshPan } from '../server/fresh-pan';

// A partner agent onboards in the mini flow (spec sections 4 and 6): the business proof is a GSTIN
// or a Udyam number, whatever the ownership, and the business type is retail only.

let app: SignedInPage | undefined;
let page: Page;

beforeAll(async () => {
  app = await openSignedInPage(demoAgents.find((a) => a.userType === 'PowerPartner')?.email ?? '');
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
  const shopName = `Mini Tea Stall ${Date.now()}`;
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
