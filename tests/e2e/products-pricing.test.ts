import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { stepRoutes } from '../../src/domain/step-routes';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { agentApi, type AgentApi } from './support/api';
import type { RunningServer } from './support/app-server';
import { stepStatuses } from './support/journey';
import { merchantJourney } from './support/merchant-journey';
import { openSignedInPage, type SignedInPage } from './support/signed-in-page';

// Products and pricing on a phone: the agent chooses a POS device and its plan, sees them again after
// a reload, asks for a setup fee below the list price; the pricing approver rejects it on the sandbox
// approver's page with a reason, the agent reads it, revises, resubmits, and once the approver
// approves sees Approved and the Pricing step completed.

let app: SignedInPage | undefined;
let server: RunningServer;
let context: BrowserContext;
let page: Page;
let api: AgentApi;

beforeAll(async () => {
  app = await openSignedInPage(demoAgents.find((a) => a.employeeId === 'EMP1001')?.email ?? '');
  ({ server, page, context } = app);
  api = await agentApi(server.url, context);
});
afterAll(() => app?.close());

const setupFeeAsked = () => page.getByRole('textbox', { name: 'Setup fee asked, POS Standard Rental (₹)' });
const approval = () => page.locator('[data-approval]');

async function openPricing() {
  await page.goto(new URL(stepRoutes.PricingPlan, server.url).href);
  await page.locator('[data-line="POS Standard Rental"]').waitFor();
}

/** The pricing approver, on the sandbox approver's page in a browser of their own. */
async function decide(opportunityId: string, decision: 'Approve' | 'Reject', comment: string) {
  const approver = await context.newPage();
  try {
    await approver.goto(new URL('/sandbox/pricing-approvals', server.url).href);
    const card = approver.locator(`[data-opportunity="${opportunityId}"]`);
    await card.getByLabel('Comment').fill(comment);
    await card.getByRole('button', { name: decision }).click();
    await approver.getByRole('status').filter({ hasText: decision === 'Approve' ? 'Pricing approved.' : 'Pricing rejected.' }).waitFor();
  } finally {
    await approver.close();
  }
}

test('choose products and plans, submit below list price, rejected with a reason, revise, resubmit, approved', async () => {
  const journey = await merchantJourney(api, page, 'PROPRIETORSHIP');

  await page.goto(new URL(stepRoutes.Products, server.url).href);
  await page.getByRole('checkbox', { name: /POS Device/ }).tap();
  await page.getByRole('button', { name: 'Choose plans' }).tap();
  await page.getByRole('textbox', { name: 'Quantity, POS Standard Rental' }).fill('2');
  await page.getByText('2 devices chosen').waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Save and continue' }).tap();
  await page.waitForURL((url) => url.pathname === stepRoutes.PricingPlan);

  // Reloaded, the products step shows what was saved.
  await page.goto(new URL(stepRoutes.Products, server.url).href);
  await expect.poll(() => page.getByRole('textbox', { name: 'Quantity, POS Standard Rental' }).inputValue()).toBe('2');

  await openPricing();
  const line = page.locator('[data-line="POS Standard Rental"]');
  expect(await line.textContent()).toContain('A910 Hard POS');
  expect(await line.textContent()).toContain('4 VAS added');
  await page.getByRole('textbox', { name: /^Annual turnover/ }).fill('1500000');
  await page.getByRole('radio', { name: 'Next day (T+1)' }).check();
  await setupFeeAsked().fill('999');
  await page.getByText('Below the list price: this goes to the pricing approver.').waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Save and continue' }).tap();
  await page.getByRole('alert').filter({ hasText: 'The pricing is with the pricing approver.' }).waitFor();
  await expect.poll(() => approval().getAttribute('data-approval')).toBe('SUBMITTED');
  expect(await approval().textContent()).toContain('Submitted');

  await decide(journey.opportunityId, 'Reject', 'A setup fee below 1,200 needs an order of 10 devices');
  await openPricing();
  await expect.poll(() => approval().getAttribute('data-approval')).toBe('REJECTED');
  expect(await approval().textContent()).toContain('Rejected');
  expect(await page.locator('[data-approver-comment]').textContent()).toContain('A setup fee below 1,200 needs an order of 10 devices');
  // Rejected, the step is locked until the agent revises it.
  expect(await setupFeeAsked().isDisabled()).toBe(true);
  await page.getByRole('button', { name: 'Revise pricing' }).tap();
  await expect.poll(() => setupFeeAsked().isEnabled()).toBe(true);
  await setupFeeAsked().fill('1200');
  await page.getByRole('button', { name: 'Save and continue' }).tap();
  await expect.poll(() => approval().getAttribute('data-approval')).toBe('SUBMITTED');

  await decide(journey.opportunityId, 'Approve', 'Agreed at 1,200');
  await openPricing();
  await expect.poll(() => approval().getAttribute('data-approval')).toBe('APPROVED');
  expect(await approval().textContent()).toContain('Approved');
  expect(await page.locator('[data-approver-comment]').textContent()).toContain('Agreed at 1,200');
  const statuses = await stepStatuses(page);
  expect(statuses[Object.keys(statuses).find((s) => s.endsWith('Pricing')) ?? '']).toBe('completed');
  expect(statuses[Object.keys(statuses).find((s) => s.endsWith('Select Products')) ?? '']).toBe('completed');
}, 180_000);
