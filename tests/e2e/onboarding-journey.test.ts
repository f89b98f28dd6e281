import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { stepOrderTexts } from '../../src/domain/onboarding-steps';
import { stepRoutes } from '../../src/domain/step-routes';
import { sandboxPanRecord } from '../../src/server/sandbox/sandbox-registry';
import { demoAgents } from '../../src/server/seed/demo-agents';
import type { RunningServer } from './support/app-server';
import { agentApi } from './support/api';
import { merchantJourney } from './support/merchant-journey';
import { openSignedInPage, type SignedInPage } from './support/signed-in-page';
import { addNewLead, choose, newLeadAtPanStep as openNewLead, selectInput, stepStatuses as readStepStatuses, storedDrafts, verifyPan } from './support/journey';
import { freshPan } from '../server/fresh-pan';
import { lazyScreenTexts } from '../../src/app/routes/lazy-screen';

let app: SignedInPage | undefined;
let server: RunningServer;
let page: Page;

beforeAll(async () => {
  app = await openSignedInPage(demoAgents.find((a) => a.employeeId === 'EMP1001')?.email ?? '');
  ({ server, page } = app);
});
afterAll(() => app?.close());

const newLeadAtPanStep = (shopName: string) => openNewLead(page, server.url, shopName);
const verify = (entry: string) => verifyPan(page, entry);
const stepStatuses = () => readStepStatuses(page);

test('a new lead goes on to the PAN step; a valid PAN is verified, saved, and the drawer shows the progress', async () => {
  await newLeadAtPanStep(`Ratna Medicals ${Date.now()}`);
  const before = await stepStatuses();
  expect(before['1. Create Lead']).toBe('completed');
  expect(before['2. Pan Details']).toBe('inprogress');
  expect(before['3. Business Details']).toBe('pending');

  await verify('aaacr5055k');
  await page.getByText('PAN verified').waitFor();
  await page.getByText('Ownership type: Private limited company').waitFor();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('heading', { name: 'Business Details' }).waitFor();

  const after = await stepStatuses();
  expect(after['1. Create Lead']).toBe('completed');
  expect(after['2. Pan Details']).toBe('completed');
  expect(after['3. Business Details']).toBe('inprogress');
  expect(after['4. Multi Stores']).toBe('pending');
});

test('a step whose definition did not arrive offers to try again, and then shows the step', async () => {
  // Each step's definition is a chunk of its own; a dropped connection loses it.
  const definition = /\/assets\/PanDetail-[^/]*\.js$/;
  const dropped: string[] = [];
  await page.route(definition, async (route) => {
    dropped.push(route.request().url());
    await route.abort('connectionreset');
  });
  const failure = page.getByRole('alert').filter({ hasText: lazyScreenTexts.failedTitle });
  try {
    await addNewLead(page, server.url, `Retry Traders ${Date.now()}`);
    await failure.waitFor();
    expect(await failure.textContent()).toContain(lazyScreenTexts.failedMessage);
    expect(dropped.length).toBeGreaterThan(0);
  } finally {
    await page.unroute(definition);
  }
  await failure.getByRole('button', { name: lazyScreenTexts.retry }).click();
  await page.getByLabel('PAN ID/ GST number').waitFor();
  expect(await failure.count()).toBe(0);
});

test('the review of an unfinished onboarding is not open yet: it offers no submission, and takes the agent to the step in progress', async () => {
  const api = await agentApi(server.url, app?.context ?? page.context());
  await page.goto(server.url);
  await merchantJourney(api, page, 'PROPRIETORSHIP');
  await page.goto(`${server.url}ReviewDetails`);
  await page.getByRole('heading', { name: 'Review', level: 2 }).waitFor();
  // Spec section 4: Review is pending while Multi Stores, the first unfinished step, is in progress.
  const notice = page.locator('[data-step-not-open]');
  await notice.getByText(stepOrderTexts.notice('Multi Stores')).waitFor();
  expect(await page.getByRole('button', { name: 'Submit for review' }).count()).toBe(0);
  expect(new URL(page.url()).pathname).toBe('/ReviewDetails');

  await notice.getByRole('button', { name: stepOrderTexts.goTo('Multi Stores') }).click();
  await page.getByRole('heading', { name: 'Multi Stores', level: 2 }).waitFor();
});

test('a blacklisted PAN is refused with the Blacklisted PAN alert', async () => {
  await newLeadAtPanStep(`Kumar Sweets ${Date.now()}`);
  await verify('ABCPK0666L');
  const dialog = page.getByRole('dialog', { name: 'Blacklisted PAN' });
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain("This PAN is blacklisted and can't be used for onboarding");
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect.poll(() => dialog.count()).toBe(0);
});

test('a GSTIN with a wrong check character is refused with its message', async () => {
  await newLeadAtPanStep(`Iyer Stores ${Date.now()}`);
  await verify('27AAACR5055K1Z8');
  await page.getByText('The GSTIN check character is wrong. Please re-check the GSTIN.').waitFor();
  await verify('27AAACR5055K1Z7');
  await page.getByText('PAN verified').waitFor();
});

test('a half-typed new lead survives a reload', async () => {
  await page.goto(server.url);
  await page.getByRole('link', { name: 'Add new lead' }).click();
  await page.getByRole('heading', { name: 'Create Lead' }).waitFor();
  await page.getByLabel('Shop name').fill('Half Typed Provisions');
  await page.getByLabel('Contact name').fill('Meena');
  // The draft is stored a moment after the last keystroke; the reload comes once it is.
  await expect.poll(() => page.evaluate(storedDrafts)).toContain('Meena');
  await page.reload();
  await page.getByRole('heading', { name: 'Create Lead' }).waitFor();
  await expect.poll(() => page.getByLabel('Shop name').inputValue()).toBe('Half Typed Provisions');
  expect(await page.getByLabel('Contact name').inputValue()).toBe('Meena');
});

test('a GSTIN that does not belong to the verified PAN is refused with the spec message', async () => {
  await newLeadAtPanStep(`Farah Opticals ${Date.now()}`);
  await verify('AAACR5055K');
  await page.getByText('PAN verified').waitFor();
  await verify('27AAPFU0939F1ZV');
  await page.getByText('PAN is not linked with GSTIN. Please enter correct details.').waitFor();
});

/** A control a thumb can hit on a phone: at least 44 px tall. */
async function expectTappable(locator: Locator) {
  expect((await locator.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
}

test('an already registered PAN leads to its merchant, which is given a new opportunity that opens at its onboarding', async () => {
  // DMNPK0058R: registered, a merchant of this agent with no opportunity yet.
  const merchant = sandboxPanRecord('DMNPK0058R')?.existingMerchant;
  if (!merchant) throw new Error('DMNPK0058R is not an already registered PAN of the sandbox');
  await newLeadAtPanStep(`Banerjee Electronics ${Date.now()}`);
  await verify('DMNPK0058R');
  const alert = page.getByRole('alert').filter({ hasText: 'PAN already registered' });
  await alert.waitFor();
  const modify = alert.getByRole('button', { name: 'Modify existing merchant' });
  await expectTappable(modify);
  await modify.tap();

  await page.getByRole('heading', { name: 'Create Opportunity' }).waitFor();
  const search = page.getByRole('searchbox', { name: 'PAN, name or mobile number' });
  expect(await search.inputValue()).toBe('DMNPK0058R');
  expect(new URL(page.url()).search).not.toContain(merchant.accountId);
  const found = page.getByRole('article', { name: merchant.name });
  await found.waitFor();
  expect(await found.textContent()).toContain('PAN DMNPK0058R · Nagpur');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectTappable(search);
  const create = found.getByRole('button', { name: 'Create opportunity' });
  await expectTappable(create);
  await create.tap();

  await expect.poll(() => page.evaluate(() => localStorage.getItem('oppId'))).toMatch(/^\d+$/);
  expect(await page.evaluate(() => localStorage.getItem('isExisting'))).toBe('true');
  await expect.poll(() => (Object.values(stepRoutes) as string[]).includes(new URL(page.url()).pathname)).toBe(true);
});

test('a GSTIN chosen from the PAN\'s list is verified; after a reload the verified names are still shown and the lead has left NEW', async () => {
  const shopName = `Ratna Pharma ${Date.now()}`;
  await newLeadAtPanStep(shopName);
  await verify('AAACR5055K');
  await page.getByText('PAN verified').waitFor();
  const holder = (await page.getByRole('status').filter({ hasText: 'PAN verified' }).textContent()) ?? '';

  // AAACR5055K: its last digit 5 gives two GSTINs.
  await page.getByRole('combobox', { name: 'GSTIN' }).click();
  const choices = page.getByRole('option');
  await expect.poll(() => choices.count()).toBe(2);
  const chosen = ((await choices.nth(1).textContent()) ?? '').trim();
  expect(chosen).toMatch(/^\d{2}AAACR5055K\dZ[0-9A-Z]$/);
  await choices.nth(1).click();
  const gstinVerified = page.getByRole('status').filter({ hasText: 'GSTIN verified' });
  await gstinVerified.waitFor();
  expect(await gstinVerified.textContent()).toContain(`GSTIN ${chosen}`);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('heading', { name: 'Business Details' }).waitFor();

  await page.goto(`${server.url}PanDetails`);
  await page.reload();
  await page.getByRole('heading', { name: 'Pan Details' }).waitFor();
  const panVerified = page.getByRole('status').filter({ hasText: 'PAN verified' });
  await panVerified.waitFor();
  expect(holder).toContain('Private Limited');
  expect(await panVerified.textContent()).toBe(holder);
  await page.getByRole('status').filter({ hasText: `GSTIN ${chosen}` }).waitFor();

  // Home's default tab lists the open leads, the newest first.
  await page.goto(server.url);
  const card = page.getByRole('article', { name: shopName });
  await expect.poll(() => card.count()).toBe(1);
  await expect.poll(() => card.textContent()).toContain('Open contacted');
});

test('Business Details: prefilled from the lead and the PAN, saved with a licence-required category, shown again after a reload', async () => {
  const shopName = `Sai Medicals ${Date.now()}`;
  // An individual's PAN no account uses yet: the sandbox knows every well-formed PAN.
  const pan = freshPan();
  const holder = sandboxPanRecord(pan)?.name ?? '';
  await newLeadAtPanStep(shopName);
  await verify(pan);
  await page.getByText('PAN verified').waitFor();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('heading', { name: 'Business Details' }).waitFor();

  await expect.poll(() => page.getByLabel('DBA name').inputValue()).toBe(shopName);
  expect(await page.getByLabel('Business name').inputValue()).toBe(holder);
  expect(await page.getByLabel('Full name').inputValue()).toBe('Lakshmi Rao');

  await page.getByLabel('Annual turnover (₹)').fill('1800000');
  await choose(page, 'Business category', 'Healthcare');
  await choose(page, 'Business sub-category', 'Pharmacy');
  await choose(page, 'Merchant category', 'Drug Stores and Pharmacies (5912)');
  await page.getByRole('status').filter({ hasText: 'Drug or Ayush licence' }).waitFor();
  await page.getByLabel('Address line 1').first().fill('Shop 7, Station Road');
  // The pincode fills the state and city (README, 'Sandbox services').
  await page.getByLabel('Pincode').first().fill('411001');
  await expect.poll(() => selectInput(page, 'City').inputValue()).toBe('Pune');
  expect(await selectInput(page, 'State').inputValue()).toBe('Maharashtra');
  await choose(page, 'Business proof', 'Shop and Establishment');
  await page.getByLabel('Registration number').fill('PMC/II/4521');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  // The licence the category needs is asked for before anything is saved.
  await page.getByText('Please enter the licence number.').waitFor();
  await page.getByLabel('Business operating licence number').fill('MH-PUN-20-118');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('heading', { name: 'Multi Stores' }).waitFor();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('oppId'))).toMatch(/^\d+$/);

  await page.goto(`${server.url}BusinessDetails`);
  await page.reload();
  await page.getByRole('heading', { name: 'Business Details' }).waitFor();
  await expect.poll(() => page.getByLabel('DBA name').inputValue()).toBe(shopName);
  expect(await page.getByLabel('Business operating licence number').inputValue()).toBe('MH-PUN-20-118');
  await expect.poll(() => selectInput(page, 'Merchant category').inputValue()).toBe('Drug Stores and Pharmacies (5912)');
  await expect.poll(() => selectInput(page, 'City').inputValue()).toBe('Pune');
  const statuses = await stepStatuses();
  expect(statuses['3. Business Details']).toBe('completed');
});
