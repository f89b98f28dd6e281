import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Database } from '../../src/server/db/connection';
import { opportunities } from '../../src/server/db/schema';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { startAppServer, type RunningServer } from './support/app-server';
import { launchBrowser, type TestBrowser } from './support/browser';
import { choose, signIn, stepStatuses } from './support/journey';

// The purchase order and its payment on 360 px phones: the agent sends a merchant's PO for online
// acceptance; the merchant, on a phone of their own, opens it from the sandbox outbox and accepts
// it; the agent sees it accepted, sends a payment link for part of the amount, which the merchant
// pays on the sandbox payment page; the agent checks its status, records the rest as a cash payment,
// and after a reload sees every payment, nothing payable and both steps completed.

const emailOf = (employeeId: string) => demoAgents.find((a) => a.employeeId === employeeId)?.email ?? '';
const MERCHANT_EMAIL = `po.merchant.${Date.now()}@example.com`;

let server: RunningServer;
let browser: TestBrowser;
let agentContext: BrowserContext;
let merchantContext: BrowserContext;
let agentPage: Page;
let opportunityId = '';

/** The opportunity's total as createOLI leaves it once the merchant's products and plans are chosen. */
async function productsTotalOnAnApprovedOpportunity(db: Database) {
  const [row] = await db
      .select({ id: opportunities.id })
      .from(opportunities)
      .where(and(eq(opportunities.ownerEmployeeId, 'EMP1001'), eq(opportunities.status, 'PRICING_APPROVED'), isNull(opportunities.closedAs), isNotNull(opportunities.leadId)))
      .limit(1);
  if (!row) throw new Error('the seed has no open PRICING_APPROVED opportunity of EMP1001');
  await db.update(opportunities).set({ totalAmount: 11800 }).where(eq(opportunities.id, row.id));
  opportunityId = String(row.id);
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer({ prepare: productsTotalOnAnApprovedOpportunity }), launchBrowser()]);
  agentContext = await browser.newContext();
  agentPage = await agentContext.newPage();
  await agentPage.goto(server.url);
  await signIn(agentPage, emailOf('EMP1001'));
  await agentPage.getByText(/^\d+ leads$/).waitFor();
  merchantContext = await browser.newContext();
});
afterAll(async () => {
  await merchantContext?.close();
  await agentContext?.close();
  await browser?.close();
  await server?.stop();
});

/** The visible controls shorter than a thumb, by their text. */
function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('button, a[href], input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"])')]
      .filter((element) => {
        const { height } = element.getBoundingClientRect();
        return height > 0 && height < 44;
      })
      .map((element) => (element.textContent || element.getAttribute('aria-label') || element.getAttribute('name') || element.outerHTML.slice(0, 120)).trim()),
  );
}

async function openFromOutbox(linkName: string): Promise<Page> {
  const page = await merchantContext.newPage();
  await page.goto(new URL(`/sandbox/outbox?to=${encodeURIComponent(MERCHANT_EMAIL)}`, server.url).toString());
  await page.getByRole('link', { name: linkName }).first().tap();
  return page;
}

test('a PO accepted online, paid in part through the payment link and the rest in cash, all seen again after a reload', async () => {
  await agentPage.evaluate((id) => {
    localStorage.setItem('id', '');
    localStorage.setItem('oppId', id);
    localStorage.setItem('isExisting', 'true');
  }, opportunityId);
  await agentPage.goto(new URL('/PurchaseOrder', server.url).href);
  await agentPage.getByRole('heading', { name: 'Purchase Order', level: 2 }).waitFor();
  const poPanel = agentPage.getByTestId('purchase-order-panel');
  await poPanel.getByText(/No purchase order yet/).waitFor();

  await choose(agentPage, 'Payment type', 'Partial Payment');
  await agentPage.getByLabel('Acceptance e-mail').fill(MERCHANT_EMAIL);
  await agentPage.getByLabel('Acceptance mobile number').fill('9822012345');
  expect(await smallControls(agentPage)).toEqual([]);
  await agentPage.getByRole('button', { name: 'Save and continue' }).tap();
  await agentPage.getByRole('heading', { name: 'Payment', level: 2 }).waitFor();
  const payPanel = agentPage.getByTestId('po-payment-panel');
  await payPanel.getByText('Payments are taken once the merchant has accepted the purchase order.').waitFor();

  // Back on the Purchase Order step, the PO waits for the merchant.
  await agentPage.goto(new URL('/PurchaseOrder', server.url).href);
  await poPanel.getByLabel('Acceptance SENT').waitFor();

  // The merchant accepts the PO on a phone of their own.
  const acceptance = await openFromOutbox('Open the purchase order');
  await acceptance.getByText('Partial Payment').waitFor();
  await acceptance.getByText('₹11,800.00').waitFor();
  await acceptance.getByLabel('Your mobile number').fill('9822012345');
  await acceptance.getByRole('button', { name: 'Accept purchase order' }).tap();
  await acceptance.getByRole('heading', { name: 'Purchase order accepted' }).waitFor();
  expect(await acceptance.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The agent's refresh shows it accepted.
  await poPanel.getByRole('button', { name: 'Refresh status' }).tap();
  await poPanel.getByLabel('Acceptance ACCEPTED').waitFor();
  expect(await poPanel.getByRole('link', { name: 'Open PO (PDF)' }).getAttribute('href')).toMatch(/^\/files\/.+\.pdf$/);
  const pdf = await agentPage.evaluate(async (href) => {
    const response = await fetch(href);
    return { type: response.headers.get('content-type'), start: new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5)) };
  }, (await poPanel.getByRole('link', { name: 'Open PO (PDF)' }).getAttribute('href')) ?? '');
  expect(pdf).toEqual({ type: 'application/pdf', start: '%PDF-' });
  await agentPage.getByRole('button', { name: 'Save and continue' }).tap();
  await agentPage.getByRole('heading', { name: 'Payment', level: 2 }).waitFor();

  // A payment link for part of the amount.
  await expect.poll(() => payPanel.getByTestId('amount-payable').textContent()).toBe('₹11,800.00');
  await payPanel.getByLabel('Amount (₹)').fill('5000');
  expect(await payPanel.getByLabel("Merchant's e-mail ID").inputValue()).toBe(MERCHANT_EMAIL);
  await payPanel.getByRole('button', { name: 'Send payment link' }).tap();
  await payPanel.getByLabel('Payment link INITIATED').waitFor();
  expect(await smallControls(agentPage)).toEqual([]);
  expect(await agentPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const payment = await openFromOutbox('Pay now');
  await payment.getByRole('button', { name: 'Pay ₹5,000.00' }).tap();
  await payment.getByRole('heading', { name: 'Payment successful' }).waitFor();

  await payPanel.getByRole('button', { name: 'Check status' }).tap();
  await payPanel.getByLabel('Payment link SUCCESS').waitFor();
  await expect.poll(() => payPanel.getByTestId('amount-payable').textContent()).toBe('₹6,800.00');

  // The rest, received in cash.
  await payPanel.getByLabel('Payment mode').selectOption('CASH');
  expect(await payPanel.getByLabel('Amount paid (₹)').inputValue()).toBe('6,800');
  await payPanel.getByRole('button', { name: 'Record payment' }).tap();
  // Recording waits for the server and then reads the payment status again: on a busy machine that takes a while.
  await expect.poll(() => payPanel.getByTestId('amount-payable').textContent(), { timeout: 30_000 }).toBe('₹0.00');

  await agentPage.reload();
  await agentPage.getByRole('heading', { name: 'Payment', level: 2 }).waitFor();
  await expect.poll(() => payPanel.getByTestId('amount-paid').textContent()).toBe('₹11,800.00');
  expect(await payPanel.getByTestId('amount-payable').textContent()).toBe('₹0.00');
  const rows = await payPanel.getByRole('table', { name: 'Payments' }).getByRole('row').allTextContents();
  expect(rows).toHaveLength(2);
  expect(rows[0]).toMatch(/^Payment link.*₹5,000\.00Paid$/);
  expect(rows[1]).toBe('Cash₹6,800.00Paid');
  const steps = Object.entries(await stepStatuses(agentPage));
  expect(steps.find(([label]) => label.endsWith('. Purchase Order'))?.[1]).toBe('completed');
  expect(steps.find(([label]) => label.endsWith('. Payment'))?.[1]).toBe('completed');
});
