import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { indianToday } from '../../src/domain/mandate';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { agentApi } from './support/api';
import { startAppServer, type RunningServer } from './support/app-server';
import { openBrowser, type TestBrowser } from './support/browser';
import { signIn } from './support/journey';
import { completeStepsBefore, merchantJourney } from './support/merchant-journey';

// A physical NACH on a 360 px phone: the signed form's photo is uploaded. (The UPI AutoPay failure
// switched to a link payment is part of products-to-review.test.ts.)

const emailOf = (employeeId: string) => demoAgents.find((a) => a.employeeId === employeeId)?.email ?? '';

let server: RunningServer;
let browser: TestBrowser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), openBrowser()]);
  context = await browser.newContext();
  page = await context.newPage();
  await page.goto(server.url);
  await signIn(page, emailOf('EMP1001'));
  await page.getByText(/^\d+ leads$/).waitFor();
  // A merchant at the NACH step, reached as an agent reaches it: every step before it complete, its
  // bank account chosen, its POS paid for; chosen in the page as from Home.
  const api = await agentApi(server.url, context);
  await completeStepsBefore(api, await merchantJourney(api, page, 'PROPRIETORSHIP'), 'NachMandate');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

async function openStep() {
  await page.goto(new URL('/NachMandate', server.url).href);
  await page.getByRole('heading', { name: 'NACH mandate', exact: true, level: 2 }).waitFor();
  // The mandate's amount is the products' total: one POS at 1,500 setup and 3 months' rent of 499 in advance.
  await expect.poll(() => page.getByRole('textbox', { name: 'Amount (₹)' }).inputValue()).toBe('₹ 2,997');
  const day = new Date(`${indianToday(new Date())}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  await page.getByRole('textbox', { name: 'Start date' }).pressSequentially(day.toISOString().slice(0, 10).split('-').reverse().join('/'));
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('9876543210');
}

const widget = () => page.locator('[data-widget="mandate"]');

async function height(locator: Locator): Promise<number> {
  return (await locator.boundingBox())?.height ?? 0;
}

/** A photo of a page: a JPEG of noisy pixels made by the browser. */
async function formPhoto(): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 1600;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    const image = context.createImageData(canvas.width, canvas.height);
    let seed = 11;
    for (let i = 0; i < image.data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      image.data[i] = image.data[i + 1] = image.data[i + 2] = seed & 0xff;
      image.data[i + 3] = 255;
    }
    context.putImageData(image, 0, 0);
    return canvas.toDataURL('image/jpeg', 0.8).split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

test("a physical NACH: the form's signed photo uploaded submits the mandate, and the ACH list shows it", async () => {
  await openStep();
  await widget().getByRole('radio', { name: /Physical NACH/ }).tap();
  await widget().getByRole('button', { name: 'Create physical mandate' }).tap();
  await page.waitForURL((url) => url.pathname === '/NachDocumentUpload');
  await page.getByText('Upload a clear photo of the physical NACH form the merchant signed.').waitFor();
  const take = page.getByRole('button', { name: 'Take photo of the signed form' });
  expect(await height(take)).toBeGreaterThanOrEqual(44);
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), take.tap()]);
  await chooser.setFiles({ name: 'IMG_4001.jpg', mimeType: 'image/jpeg', buffer: await formPhoto() });

  await page.waitForURL((url) => url.pathname === '/NachMandateStatus');
  await page.getByText('Mandate submitted. waiting for Mandate Activation').waitFor();
  expect(await page.locator('[data-mandate-status]').first().getAttribute('data-mandate-type')).toBe('PHYSICAL_NACH');

  await page.goto(new URL('/NachLotusStatus', server.url).href);
  await page.locator('[data-mandate-type="PHYSICAL_NACH"][data-mandate-status="submitted"]').waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
