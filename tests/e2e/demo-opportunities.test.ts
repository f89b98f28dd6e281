import { asc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { OpportunityDocument } from '../../generated/graphql';
import { stepRoutes } from '../../src/domain/step-routes';
import { publishAppRelease } from '../../src/server/features/app-release/app-releases';
import type { Database } from '../../src/server/db/connection';
import { opportunities } from '../../src/server/db/schema';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { demoOpportunityPlans } from '../../src/server/seed/demo-opportunities';
import { agentApi } from './support/api';
import { signIn, stepStatuses } from './support/journey';
import { openSignedInPage, type SignedInPage } from './support/signed-in-page';

// The demo data as the demo agent meets it on a 360 px phone: a seeded opportunity resumes at the step
// its status implies, every step before it completed, and is worked on from there to its next status;
// an approved one has its devices and its store to deploy to. A build published with
// `npm run app:release` is offered by the update prompt at the next sign-in.

const asha = demoAgents.find((a) => a.employeeId === 'EMP1001');
let app: SignedInPage | undefined;
let page: Page;
let database: Database;
/** Asha's seeded opportunities, each with the plan it was walked by. */
let seeded: { id: number; name: string; status: string; at?: string; closed: boolean }[] = [];

beforeAll(async () => {
  app = await openSignedInPage(asha?.email ?? '', {
    prepare: async (db) => {
      database = db;
      const rows = await db.select().from(opportunities).where(eq(opportunities.ownerEmployeeId, 'EMP1001')).orderBy(asc(opportunities.id));
      const plan = demoOpportunityPlans.EMP1001 ?? [];
      seeded = rows.map((row, index) => ({ id: row.id, name: row.name, status: row.status, at: plan[index]?.at, closed: row.closedAs !== null }));
    },
  });
  ({ page } = app);
}, 180_000);
afterAll(() => app?.close());

function seededOne(status: string, at?: string) {
  const found = seeded.find((o) => o.status === status && !o.closed && (at === undefined || o.at === at));
  if (!found) throw new Error(`no seeded ${status} opportunity`);
  return found;
}

const url = (path: string) => new URL(path, app?.server.url).href;
const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

/** Resumes the opportunity from its Home tab, found by its name. */
async function resume(opportunity: { id: number; name: string }, tab: string) {
  await page.goto(url(`/?tab=${tab}&q=${encodeURIComponent(opportunity.name)}`));
  await page.locator(`article[data-opportunity-id="${opportunity.id}"]`).getByRole('button', { name: 'Resume' }).tap();
}

test('an opportunity whose PO activation is approved resumes at Payment, every step before it completed', async () => {
  const opportunity = seededOne('PO_ACTIVATION_APPROVED');
  await resume(opportunity, 'opportunities');
  await page.waitForURL((u) => u.pathname === stepRoutes.POPayment);
  await page.getByRole('heading', { name: 'Payment', level: 2 }).waitFor();
  const statuses = Object.entries(await stepStatuses(page));
  const at = statuses.findIndex(([label]) => label.endsWith('. Payment'));
  expect(statuses[at]?.[1]).toBe('inprogress');
  expect(statuses.slice(0, at).filter(([, status]) => status !== 'completed')).toEqual([]);
  expect(await pageWidth()).toBeLessThanOrEqual(360);
}, 120_000);

test('an opportunity with its products chosen resumes at Pricing, and the agent submits a price below the list price: PRICING_SUBMITTED', async () => {
  const opportunity = seededOne('INITIATED', 'products');
  await resume(opportunity, 'opportunities');
  await page.waitForURL((u) => u.pathname === stepRoutes.PricingPlan);
  await page.locator('[data-line="POS Standard Rental"]').waitFor();
  await page.getByRole('textbox', { name: /^Annual turnover/ }).fill('1500000');
  await page.getByRole('radio', { name: 'Next day (T+1)' }).check();
  await page.getByRole('textbox', { name: 'Setup fee asked, POS Standard Rental (₹)' }).fill('999');
  await page.getByText('Below the list price: this goes to the pricing approver.').waitFor();
  expect(await pageWidth()).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Save and continue' }).tap();
  await page.getByRole('alert').filter({ hasText: 'The pricing is with the pricing approver.' }).waitFor();
  const api = await agentApi(app?.server.url ?? '', page.context());
  const { opportunity: answer } = await api.send(OpportunityDocument, { input: { id: String(opportunity.id) } });
  expect(answer.opportunity.status).toBe('PRICING_SUBMITTED');
}, 120_000);

test('an approved deployment resumes on Deployment with its devices yet to deploy at the merchant’s store', async () => {
  const opportunity = seededOne('DEPLOYMENT_APPROVED');
  await resume(opportunity, 'being-deployed');
  await page.getByRole('heading', { name: 'Deployment', level: 1 }).waitFor();
  const store = page.locator('[data-store]');
  await expect.poll(() => store.locator('[data-item-status="YET_TO_DEPLOY"]').count()).toBe(2);
  expect(await store.first().textContent()).toContain('POS Device');
  expect(await store.first().textContent()).toContain('Voice Pod');
  expect(await page.getByText('There is nothing to deploy for this merchant.').count()).toBe(0);
  expect(await pageWidth()).toBeLessThanOrEqual(360);
}, 120_000);

test('a build published with app:release is offered at the next sign-in, and can be put off', async () => {
  const outcome = await publishAppRelease(database, { version: '9.1.0', updateType: 'optional' }, new Date());
  expect(outcome.published).toBe(true);
  const context = await app?.browser.newContext();
  if (!context) throw new Error('no browser');
  const phone = await context.newPage();
  await phone.goto(url('/'));
  await signIn(phone, asha?.email ?? '');
  const prompt = phone.getByRole('dialog', { name: 'Update available' });
  await prompt.getByText('Version 9.1.0 of the sales app is available. Please update the app from the hub.').waitFor();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await prompt.getByRole('button', { name: 'Later' }).tap();
  await expect.poll(() => prompt.count()).toBe(0);
  await context.close();
}, 120_000);
