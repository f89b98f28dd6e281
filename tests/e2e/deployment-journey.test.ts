import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { demoSerial } from '../../src/server/seed/demo-inventory';
import { deploymentOpportunity, POS, SQR_MINI } from '../server/deployment-rows';
import { startAppServer, type RunningServer } from './support/app-server';
import { openAsApprover } from './support/approver';
import { openBrowser, type TestBrowser } from './support/browser';
import { signIn } from './support/journey';

// An approved merchant deployed end to end on a 360 px phone: the sandbox CSE review approves the
// deployment, the agent raises it as self deployment from Being deployed, and for each request maps
// the device by its serial, links the QR code where linking applies, records the test transactions
// that apply with their proof photos, and completes it with the merchant's acknowledgement; then
// the merchant is under Live on Home.

const agent = demoAgents.find((a) => a.employeeId === 'EMP1001');

let server: RunningServer;
let browser: TestBrowser;
let context: BrowserContext;
let page: Page;
let opportunityId = '';
let merchantName = '';

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startAppServer({
      prepare: async (db) => {
        // An onboarding submitted for review, with a card POS and a static QR code to deploy on its one store.
        const fixture = await deploymentOpportunity(db, { status: 'DEPLOYMENT_REQUESTED', stores: 1, lines: [{ productId: POS, quantity: 1 }, { productId: SQR_MINI, quantity: 1 }] });
        opportunityId = fixture.opportunityId;
      },
    }),
    openBrowser(),
  ]);
  context = await browser.newContext();
  page = await context.newPage();
}, 120_000);
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** A small JPEG made by the browser, as the camera hands one over. */
async function photo(): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#2f9e44';
    context.fillRect(0, 0, 640, 480);
    context.fillStyle = '#fff';
    context.fillText('Charge slip', 40, 40);
    return canvas.toDataURL('image/jpeg', 0.8).split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

async function takeProofPhoto(section: Locator) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), section.getByRole('button', { name: 'Take photo' }).tap()]);
  await chooser.setFiles({ name: 'slip.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await section.getByRole('img', { name: /Proof photo/ }).waitFor();
}

const requestCard = (product: string) => page.locator('article[data-deployment-request]').filter({ hasText: product });

async function openStep(product: string, action: string, title: string) {
  await page.goto(new URL(`/deploymentMulti?opportunityId=${opportunityId}`, server.url).href);
  await requestCard(product).getByRole('link', { name: action }).tap();
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
}

async function mapDevice(product: string, serial: string) {
  await openStep(product, 'Map devices', 'Map Devices');
  await page.getByRole('textbox', { name: 'Serial number' }).fill(serial);
  await page.getByRole('button', { name: 'Add', exact: true }).tap();
  await page.getByRole('region', { name: 'Chosen devices' }).getByText(serial).waitFor();
  await page.getByRole('button', { name: 'Map chosen devices' }).tap();
  await page.getByRole('region', { name: 'Devices mapped to this request' }).getByText(serial).waitFor();
}

async function testTransaction(name: 'Card test transaction' | 'UPI test transaction', reference: string) {
  const section = page.getByRole('region', { name });
  await section.getByRole('textbox', { name: /Transaction reference/ }).fill(reference);
  await section.getByRole('textbox', { name: /Amount/ }).fill('1');
  await takeProofPhoto(section);
  await section.getByRole('button', { name: `Save ${name.toLowerCase()}` }).tap();
  await section.getByText(/^Done /).waitFor();
}

async function complete(product: string) {
  await openStep(product, 'Complete deployment', 'Complete Deployment');
  await page.getByRole('textbox', { name: 'Closure remarks' }).fill('Installed at the billing counter and shown to the merchant');
  await page.getByRole('button', { name: 'Complete', exact: true }).tap();
  await expect.poll(() => page.getByRole('alert').textContent()).toContain('Acknowledgement not received.');
  await page.getByRole('checkbox', { name: /The merchant acknowledges/ }).check();
  await page.getByRole('button', { name: 'Complete', exact: true }).tap();
}

test('an approved merchant is deployed end to end and shows under Live', async () => {
  if (!agent) throw new Error('no demo agent EMP1001');
  // The field engineers' approver signs in on the sandbox CSE review page and approves the deployment.
  await openAsApprover(page, server.url, 'deployment');
  const review = page.locator(`article[data-opportunity="${opportunityId}"]`);
  merchantName = (await review.getByRole('heading').textContent()) ?? '';
  await review.getByRole('button', { name: /^Approve deployment of/ }).tap();
  await page.getByRole('status').getByText(/approved\.$/).waitFor();

  await page.goto(server.url);
  await signIn(page, agent.email);
  await page.getByText(/^\d+ leads$/).waitFor();
  await page.getByRole('tab', { name: /Being deployed/ }).tap();
  await page.locator(`article[data-opportunity-id="${opportunityId}"]`).getByRole('button', { name: 'Resume' }).tap();
  await page.getByRole('heading', { name: 'Deployment', level: 1 }).waitFor();
  expect(new URL(page.url()).search).toBe(`?opportunityId=${opportunityId}`);

  const store = page.locator('[data-store]');
  await expect.poll(() => store.locator('[data-item-status="YET_TO_DEPLOY"]').count()).toBe(2);
  await expect.poll(() => store.textContent()).toContain('Yet to deploy');
  const raise = page.getByRole('region', { name: 'Raise deployment' });
  await raise.getByRole('checkbox', { name: /self deployment/ }).check();
  await raise.getByRole('button', { name: 'Raise deployment request' }).tap();
  await expect.poll(() => store.locator('[data-item-status="SELF_DEPLOYMENT"]').count()).toBe(2);
  await expect.poll(() => page.locator('article[data-deployment-request]').count()).toBe(2);

  // The card POS: its device, both test transactions, no QR code to link.
  const pos = requestCard('POS Device');
  await expect.poll(() => pos.getByRole('link', { name: 'Map other QR codes' }).count()).toBe(0);
  await mapDevice('POS Device', demoSerial(POS, 'EMP1001', 1));
  await openStep('POS Device', 'Test transactions', 'Test Transactions');
  await testTransaction('Card test transaction', 'RRN432109876543');
  await testTransaction('UPI test transaction', 'UPI409876543210');
  await complete('POS Device');
  await page.getByText('This deployment request is complete.').waitFor();

  // The static QR code: its device, linked to the terminal, and the UPI test (no card test).
  const qr = demoSerial(SQR_MINI, 'EMP1001', 1);
  await mapDevice('SQR Mini', qr);
  await openStep('SQR Mini', 'Map other QR codes', 'Map Other QR Codes');
  await page.getByRole('textbox', { name: 'QR code id or serial' }).fill(qr);
  await page.getByRole('button', { name: 'Link', exact: true }).tap();
  await expect.poll(() => page.locator(`[data-device="${qr}"]`).getAttribute('data-linked')).toBe('true');
  await openStep('SQR Mini', 'Test transactions', 'Test Transactions');
  await expect.poll(() => page.getByRole('region', { name: 'Card test transaction' }).count()).toBe(0);
  await testTransaction('UPI test transaction', 'UPI409876543211');
  await complete('SQR Mini');
  await page.getByText('Deployment complete. The merchant is now live.').waitFor();

  await page.getByRole('link', { name: 'Go to Home' }).tap();
  await page.locator(`article[data-opportunity-id="${opportunityId}"]`).waitFor();
  expect(new URL(page.url()).search).toBe('?tab=live');
  await expect.poll(() => page.locator(`article[data-opportunity-id="${opportunityId}"]`).textContent()).toContain(merchantName);
}, 240_000);
