import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { sandboxPanRecord } from '../../src/server/sandbox/sandbox-registry';
import { freshPan } from '../server/fresh-pan';
import { appAndBrowser } from './support/app-and-browser';
import { choose, fillNewLead, selectInput, signIn, verifyPan } from './support/journey';

// An existing merchant is known, on a 360 px phone: a new opportunity for a merchant the agent
// already serves shows what its account holds on Create Lead and Pan Details, opens at Business
// Details prefilled with the account's MCC, contact, turnover and proof, and refuses a save while a
// required field is empty. A typed pincode (411030) and a lead's own pincode fill the state and city,
// and the opportunity's card takes the DBA name saved on Business Details.

const app = appAndBrowser();
const asha = demoAgents.find((a) => a.employeeId === 'EMP1001')?.email ?? '';

async function signedIn(): Promise<Page> {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  await page.goto(app.server.url);
  await signIn(page, asha);
  await page.getByText(/^\d+ leads$/).waitFor();
  return page;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true, level: 2 });

async function openStep(page: Page, label: string) {
  await page.getByRole('button', { name: 'Steps' }).tap();
  await page.getByRole('navigation', { name: 'Onboarding steps' }).getByText(label, { exact: true }).tap();
}

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

test("a new opportunity for an existing merchant shows and prefills what its account holds; a save with a required field empty is refused", async () => {
  const page = await signedIn();
  // Menon Electronics (CDRPM0023N) was onboarded here before: its account has an MCC, a contact, a turnover and a proof.
  const merchant = sandboxPanRecord('CDRPM0023N');
  if (!merchant?.existingMerchant) throw new Error('CDRPM0023N is not an already registered PAN of the sandbox');
  await page.getByRole('link', { name: 'Create new opportunity' }).tap();
  await page.getByRole('searchbox', { name: 'PAN, name or mobile number' }).fill('CDRPM0023N');
  await page.getByRole('article', { name: merchant.existingMerchant.name }).getByRole('button', { name: 'Create opportunity' }).tap();

  // The account stands for Create Lead and Pan Details: the journey opens at Business Details, prefilled.
  await heading(page, 'Business Details').waitFor();
  await expect.poll(() => page.getByLabel('DBA name').inputValue()).toBe('Menon Electronics');
  expect(await page.getByLabel('Business name').inputValue()).toBe(merchant.name);
  await expect.poll(() => selectInput(page, 'Merchant category').inputValue()).toBe('Grocery Stores, Supermarkets (5411)');
  expect(await page.getByLabel('Full name').inputValue()).toBe('Vikram Prasad Menon');
  expect((await page.getByLabel('Annual turnover (₹)').inputValue()).replace(/\D/g, '')).toBe('2000000');
  expect(await selectInput(page, 'Business proof').inputValue()).toBe('Shop and Establishment');
  expect(await page.getByLabel('Registration number').inputValue()).toBe('PMC/II/54181');
  await expect.poll(() => selectInput(page, 'City').first().inputValue()).toBe('Pune');
  await fitsThePhone(page);

  // Create Lead shows the merchant the provider has, not an empty lead; nothing is asked of it.
  await openStep(page, '1. Create Lead');
  await heading(page, 'Create Lead').waitFor();
  await expect.poll(() => page.getByLabel('Shop name').inputValue()).toBe('Menon Electronics');
  expect(await page.getByLabel('Contact name').inputValue()).toBe('Vikram Prasad Menon');
  expect(await page.getByLabel('Mobile number').inputValue()).toContain('98200');
  expect(await page.getByLabel('PAN').inputValue()).toBe('CDRPM0023N');
  expect(await selectInput(page, 'Lead source').inputValue()).toBe('Existing merchant');
  expect(await page.getByLabel('Shop name').isDisabled()).toBe(true);
  expect(await page.getByRole('region', { name: 'Product requirements' }).count()).toBe(0);
  await fitsThePhone(page);
  await page.getByRole('button', { name: 'Continue' }).tap();

  // Pan Details shows the account's PAN, verified, and goes on.
  await heading(page, 'Pan Details').waitFor();
  await page.getByRole('status').filter({ hasText: 'PAN verified' }).waitFor();
  expect(await page.getByRole('status').filter({ hasText: 'PAN verified' }).textContent()).toContain('CDRPM0023N');
  await page.getByRole('button', { name: 'Continue' }).tap();
  await heading(page, 'Business Details').waitFor();
  await expect.poll(() => page.getByLabel('Full name').inputValue()).toBe('Vikram Prasad Menon');

  // A typed pincode fills the state and city: 411030 is Pune's as much as 411001.
  const pincode = page.getByLabel('Pincode').first();
  await pincode.fill('560001');
  await expect.poll(() => selectInput(page, 'City').first().inputValue()).toBe('Bengaluru');
  await expect.poll(() => selectInput(page, 'State').first().inputValue()).toBe('Karnataka');
  await pincode.fill('411030');
  await expect.poll(() => selectInput(page, 'City').first().inputValue()).toBe('Pune');
  await expect.poll(() => selectInput(page, 'State').first().inputValue()).toBe('Maharashtra');
  await page.getByText('Pune, Maharashtra').first().waitFor();

  // A required field left empty: the save is refused at it, and nothing else typed is lost.
  await page.getByLabel('DBA name').fill('Menon Electronics & Mobiles');
  await page.getByLabel('Full name').fill('');
  await page.getByRole('button', { name: 'Save and continue' }).tap();
  await page.getByText('Please enter the full name of the contact.').waitFor();
  await heading(page, 'Business Details').waitFor();
  expect(await page.getByLabel('DBA name').inputValue()).toBe('Menon Electronics & Mobiles');
  await page.getByLabel('Full name').fill('Vikram Prasad Menon');
  // The certificate is registered under the DBA name the account had: with a new one, the agent confirms it is still the merchant's.
  await page.getByRole('checkbox', { name: "This certificate is the merchant's, under the name the registry shows" }).check();
  await page.getByRole('button', { name: 'Save and continue' }).tap();
  await heading(page, 'Multi Stores').waitFor();

  // The opportunity's card on Home takes the DBA name saved.
  await page.goto(app.server.url);
  await page.getByRole('tab', { name: /^Opportunities/ }).tap();
  await expect.poll(() => page.getByRole('article', { name: 'Menon Electronics & Mobiles' }).count()).toBeGreaterThan(0);
  await fitsThePhone(page);
  await page.context().close();
});

test("a lead's pincode fills the state and city on Business Details, and the opportunity takes the DBA name saved there", async () => {
  const page = await signedIn();
  const shopName = `Ganesh Kirana ${Date.now()}`;
  const dbaName = `Ganesh Super Market ${Date.now()}`;
  await page.getByRole('link', { name: 'Add new lead' }).tap();
  await heading(page, 'Create Lead').waitFor();
  await fillNewLead(page, shopName);
  await page.getByLabel('Shop address').fill('12, Tilak Road');
  await page.getByLabel('Pincode').fill('411030');
  await page.getByRole('button', { name: 'Create lead' }).tap();
  await heading(page, 'Pan Details').waitFor();
  await verifyPan(page, freshPan());
  await page.getByText('PAN verified').waitFor();
  await page.getByRole('button', { name: 'Save and continue' }).tap();

  await heading(page, 'Business Details').waitFor();
  await expect.poll(() => page.getByLabel('Pincode').first().inputValue()).toBe('411030');
  // Both lists load their names: the state's and the city's.
  await expect.poll(() => selectInput(page, 'City').first().inputValue()).toBe('Pune');
  await expect.poll(() => selectInput(page, 'State').first().inputValue()).toBe('Maharashtra');
  expect(await page.getByLabel('Address line 1').first().inputValue()).toBe('12, Tilak Road');
  expect(await page.getByLabel('DBA name').inputValue()).toBe(shopName);
  await fitsThePhone(page);

  await page.getByLabel('DBA name').fill(dbaName);
  await page.getByLabel('Annual turnover (₹)').fill('900000');
  await choose(page, 'Business proof', 'Shop and Establishment');
  await page.getByLabel('Registration number').fill('PMC/II/4411');
  await choose(page, 'Business category', 'Retail');
  await choose(page, 'Business sub-category', 'Grocery');
  await choose(page, 'Merchant category', 'Grocery Stores, Supermarkets (5411)');
  await page.getByRole('button', { name: 'Save and continue' }).tap();
  await heading(page, 'Multi Stores').waitFor();

  await page.goto(app.server.url);
  await page.getByRole('tab', { name: /^Opportunities/ }).tap();
  await expect.poll(() => page.getByRole('article', { name: dbaName }).count()).toBe(1);
  expect(await page.getByRole('article', { name: shopName }).count()).toBe(0);
  await page.context().close();
});
