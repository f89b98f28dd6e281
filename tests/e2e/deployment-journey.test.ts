import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { demoSerial } from '../../src/server/seed/demo-inventory';
import { deploymentOpportunity, POS, SQR_MINI } from '../server/deployment-rows';
import { startAppServer, type RunningServer } from './support/app-server';
import { openAsApprover } from './support/approver';
import { openBrowser, type TestBrowser } from './support/browser';
import { completeWithAcknowledgement, linkQrCode, mapTypedSerial, openRequestStep, recordTestTransaction, requestCard } from './support/deployment-steps';
import { signIn } from './support/journey';

// A standard merchant whose agent skipped Multi Stores, deployed end to end on a 360 px phone: the
// sandbox CSE review shows its devices going to the business address and approves the deployment,
// which makes that address its store; the agent raises it as self deployment from Being deployed,
// and for each request maps the device by its serial, links the QR code where linking applies,
// records the test transactions that apply with their proof photos, and completes it with the
// merchant's acknowledgement; then the merchant is under Live on Home.

const agent = demoAgents.find((a) => a.employeeId === 'EMP1001');

let server: RunningServer;
let browser: TestBrowser;
let context: BrowserContext;
let page: Page;
let opportunityId = '';
let merchantName = '';
let storeName = '';

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startAppServer({
      prepare: async (db) => {
        // An onboarding submitted for review, with a card POS and a static QR code to deploy, and no store: Multi Stores was skipped.
        const fixture = await deploymentOpportunity(db, {
          status: 'DEPLOYMENT_REQUESTED',
          stores: 0,
          address: { addressLine1: 'Shop 4, Laxmi Road', city: 'Pune', state: 'Maharashtra', stateCode: 'MH', pinCode: '411030' },
          lines: [
            { productId: POS, quantity: 1 },
            { productId: SQR_MINI, quantity: 1 },
          ],
        });
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

const openStep = (product: string, action: string, title: string) => openRequestStep(page, server.url, opportunityId, product, action, title);

async function complete(product: string) {
  await openStep(product, 'Complete deployment', 'Complete Deployment');
  await completeWithAcknowledgement(page);
}

test('an approved merchant is deployed end to end and shows under Live', async () => {
  if (!agent) throw new Error('no demo agent EMP1001');
  // The field engineers' approver signs in on the sandbox CSE review page and approves the deployment.
  await openAsApprover(page, server.url, 'deployment');
  const review = page.locator(`article[data-opportunity="${opportunityId}"]`);
  merchantName = (await review.getByRole('heading', { level: 2 }).textContent()) ?? '';
  // It says where the devices would go: the business address, which approval makes the store.
  const plan = review.locator('[data-plan="business-address"]');
  storeName = ((await plan.locator('strong').textContent()) ?? '').replace(/^At /, '');
  expect(storeName).toMatch(/^Deploy Stores /);
  expect(await plan.textContent()).toContain('Shop 4, Laxmi Road, Pune, Maharashtra, 411030');
  expect(await plan.textContent()).toContain('POS Device × 1');
  expect(await plan.textContent()).toContain('SQR Mini × 1');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
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
  expect(await store.count()).toBe(1);
  expect(await store.textContent()).toContain(storeName);
  expect(await store.textContent()).toContain('Shop 4, Laxmi Road, Pune, Maharashtra, 411030');
  await expect.poll(() => store.textContent()).toContain('Yet to deploy');
  const raise = page.getByRole('region', { name: 'Raise deployment' });
  await raise.getByRole('checkbox', { name: /self deployment/ }).check();
  await raise.getByRole('button', { name: 'Raise deployment request' }).tap();
  await expect.poll(() => store.locator('[data-item-status="SELF_DEPLOYMENT"]').count()).toBe(2);
  await expect.poll(() => page.locator('article[data-deployment-request]').count()).toBe(2);

  // The card POS: its device, both test transactions, no QR code to link.
  const pos = requestCard(page, 'POS Device');
  await expect.poll(() => pos.getByRole('link', { name: 'Map other QR codes' }).count()).toBe(0);
  await openStep('POS Device', 'Map devices', 'Map Devices');
  await mapTypedSerial(page, demoSerial(POS, 'EMP1001', 1));
  await openStep('POS Device', 'Test transactions', 'Test Transactions');
  await recordTestTransaction(page, 'Card test transaction', 'RRN432109876543');
  await recordTestTransaction(page, 'UPI test transaction', 'UPI409876543210');
  await complete('POS Device');
  await page.getByText('This deployment request is complete.').waitFor();

  // The static QR code: its device, linked to the terminal, and the UPI test (no card test).
  const qr = demoSerial(SQR_MINI, 'EMP1001', 1);
  await openStep('SQR Mini', 'Map devices', 'Map Devices');
  await mapTypedSerial(page, qr);
  await openStep('SQR Mini', 'Map other QR codes', 'Map Other QR Codes');
  await linkQrCode(page, qr);
  await openStep('SQR Mini', 'Test transactions', 'Test Transactions');
  await expect.poll(() => page.getByRole('region', { name: 'Card test transaction' }).count()).toBe(0);
  await recordTestTransaction(page, 'UPI test transaction', 'UPI409876543211');
  await complete('SQR Mini');
  await page.getByText('Deployment complete. The merchant is now live.').waitFor();

  await page.getByRole('link', { name: 'Go to Home' }).tap();
  await page.locator(`article[data-opportunity-id="${opportunityId}"]`).waitFor();
  expect(new URL(page.url()).search).toBe('?tab=live');
  await expect.poll(() => page.locator(`article[data-opportunity-id="${opportunityId}"]`).textContent()).toContain(merchantName);
}, 240_000);
