import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { startAppServer, type RunningServer } from './support/app-server';
import { openBrowser, type TestBrowser } from './support/browser';
import { choose, newLeadAtPanStep, selectInput, signIn, verifyPan } from './support/journey';
import { freshPan } from '../server/fresh-pan';

// The business address on a 360 px phone: the pincode fills the state and city, and Locate me fills
// them with the pincode from the phone's position (the sandbox reverse geocoder, README 'Sandbox
// services'), whose latitude and longitude the save sends.

/** A shop near MG Road, Bengaluru. */
const BENGALURU = { latitude: 12.9756, longitude: 77.6066 };

let server: RunningServer;
let browser: TestBrowser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), openBrowser()]);
  context = await browser.newContext({ permissions: ['geolocation'], geolocation: BENGALURU });
  page = await context.newPage();
  await page.goto(server.url);
  await signIn(page, demoAgents.find((a) => a.employeeId === 'EMP1002')?.email ?? '');
  await page.getByText(/^\d+ leads$/).waitFor();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const businessAddress = () => page.locator('[data-field^="input.address."]');
const pincode = () => page.locator('[data-field="input.address.pinCode"]').getByRole('textbox');

test('the pincode and Locate me fill the business address', async () => {
  const shopName = `Annapoorna Tiffins ${Date.now()}`;
  const pan = freshPan();
  await newLeadAtPanStep(page, server.url, shopName);
  await verifyPan(page, pan);
  await page.getByText('PAN verified').waitFor();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await page.getByRole('heading', { name: 'Business Details', exact: true, level: 2 }).waitFor();

  await pincode().fill('411001');
  await expect.poll(() => selectInput(page, 'City').first().inputValue()).toBe('Pune');
  expect(await selectInput(page, 'State').first().inputValue()).toBe('Maharashtra');
  expect(await businessAddress().getByText('Pune, Maharashtra').isVisible()).toBe(true);

  const locate = page.getByRole('button', { name: 'Locate me' });
  expect((await locate.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await locate.tap();
  await page.getByText('Located in Bengaluru, Karnataka. Please check the address.').waitFor();
  await expect.poll(() => selectInput(page, 'City').first().inputValue()).toBe('Bengaluru');
  expect(await selectInput(page, 'State').first().inputValue()).toBe('Karnataka');
  expect(await pincode().inputValue()).toBe('560001');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Turned off, the position is not asked for and the page says so.
  await context.clearPermissions();
  await locate.tap();
  await page.getByText('Location access is turned off for this app. Allow location in the browser settings, or fill in the address.').waitFor();
  await context.grantPermissions(['geolocation']);

  await page.getByLabel('Annual turnover (₹)').fill('900000');
  await choose(page, 'Business proof', 'Shop and Establishment');
  await page.getByLabel('Registration number').fill('BBMP/SE/4411');
  await choose(page, 'Business category', 'Retail');
  await choose(page, 'Business sub-category', 'Grocery');
  await choose(page, 'Merchant category', 'Grocery Stores, Supermarkets (5411)');
  await page.getByLabel('Address line 1').first().fill('12, Church Street');
  const saved = page.waitForRequest((request) => request.method() === 'POST' && (request.postData() ?? '').includes('"storeAtBusinessAddress"'));
  await page.getByRole('button', { name: 'Save and continue' }).click();
  const variables = (JSON.parse((await saved).postData() ?? '{}') as { variables?: { input?: { address?: Record<string, unknown> } } }).variables;
  expect(variables?.input?.address).toMatchObject({ pinCode: '560001', stateCode: 'KA', latitude: BENGALURU.latitude, longitude: BENGALURU.longitude });
  await page.getByRole('heading', { name: 'Multi Stores', exact: true, level: 2 }).waitFor();
});
