import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { CreateLeadDocument, MerchantOnboardingStateV2Document, UpdateLeadDocument } from '../../generated/graphql';
import { stepOrderTexts } from '../../src/domain/onboarding-steps';
import { stepRoutes } from '../../src/domain/step-routes';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { agentApi, type AgentApi } from './support/api';
import type { RunningServer } from './support/app-server';
import { stepStatuses } from './support/journey';
import { merchantJourney, sandboxPan } from './support/merchant-journey';
import { openSignedInPage, type SignedInPage } from './support/signed-in-page';

// Spec section 4: only completed and inprogress steps react to a click. On a 360 px phone, a step
// opened by its address (a typed address, a stale link, Home's 'Review all details' on a lead still
// being worked) before the steps ahead of it are complete shows what the drawer says of it: the
// agent is told to complete the earlier steps first and taken to the step in progress, never given
// the step's form. No GraphQL text ever reaches the agent on the way.

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

const notice = () => page.locator('[data-step-not-open]');

async function height(locator: Locator): Promise<number> {
  return (await locator.boundingBox())?.height ?? 0;
}

/** What a raw GraphQL or transport error would put in front of the agent. */
const RAW_TEXT = /Variable "\$|was not provided|is not defined by type|Cannot query field|GraphQL/;

async function expectNoticeFor(inProgressLabel: string) {
  await notice().waitFor();
  expect(await notice().textContent()).toContain(stepOrderTexts.title);
  expect(await notice().textContent()).toContain(stepOrderTexts.notice(inProgressLabel));
  const goTo = notice().getByRole('button', { name: stepOrderTexts.goTo(inProgressLabel) });
  expect(await height(goTo)).toBeGreaterThanOrEqual(44);
  // The step's form is not offered: nothing to fill in, nothing to save.
  expect(await page.getByRole('button', { name: /Save and continue|Submit for review|Continue/ }).count()).toBe(0);
  expect(await page.locator('form').count()).toBe(0);
  expect(await page.locator('body').textContent()).not.toMatch(RAW_TEXT);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  return goTo;
}

test("a lead's 'Review all details' on Home, before its steps are done, leads to the step in progress instead of a submit that fails", async () => {
  const shopName = `Out Of Order Kirana ${Date.now()}`;
  const { createLead } = await api.send(CreateLeadDocument, {
    input: { shop: { name: shopName }, contact: { name: 'Meena Iyer', number: '9845012345' }, leadSource: 'SALES_APP', product: ['POS_DEVICE'] },
  });
  await api.send(UpdateLeadDocument, { input: { id: createLead.id, panNumber: sandboxPan('P') } });

  await page.goto(new URL(`/?tab=leads&q=${encodeURIComponent(shopName)}`, server.url).href);
  const card = page.locator(`article[data-lead-id="${createLead.id}"]`);
  await card.getByRole('button', { name: 'Review all details' }).tap();
  await page.waitForURL((url) => url.pathname === stepRoutes.ReviewDetails);
  // The lead has its PAN and no business details yet: Business Details is the step in progress.
  const goTo = await expectNoticeFor('Business Details');
  expect(await page.getByRole('button', { name: 'Submit for review' }).count()).toBe(0);

  await goTo.tap();
  await page.waitForURL((url) => url.pathname === stepRoutes.BusinessDetails);
  await page.getByRole('heading', { name: 'Business Details' }).waitFor();
  await page.getByRole('button', { name: 'Save and continue' }).waitFor();
  expect(await notice().count()).toBe(0);
  expect(await page.locator('body').textContent()).not.toMatch(RAW_TEXT);
}, 120_000);

test('a later step opened by its address shows the step in progress, as the drawer does, and takes the agent there', async () => {
  // Business details saved; Multi Stores (skippable, not skipped) is in progress.
  const journey = await merchantJourney(api, page, 'PROPRIETORSHIP');
  const { merchantOnboardingStateV2: state } = await api.send(MerchantOnboardingStateV2Document, {
    input: { idType: 'LEAD', isExistingMerchant: false, stateDataId: journey.leadId, opportunityId: Number(journey.opportunityId) },
  });
  expect(state.steps.find((s) => s.displayStatus === 'inprogress')?.type).toBe('MultiStores');

  for (const route of [stepRoutes.NachMandate, stepRoutes.CapturePhoto, stepRoutes.ReviewDetails]) {
    await page.goto(new URL(route, server.url).href);
    await expectNoticeFor('Multi Stores');
  }
  // The drawer says the same of the step: pending, not to be opened.
  const statuses = Object.entries(await stepStatuses(page));
  const statusOf = (label: string) => statuses.find(([step]) => step.endsWith(`. ${label}`))?.[1];
  expect(statusOf('Review')).toBe('pending');
  expect(statusOf('Multi Stores')).toBe('inprogress');

  await page.goto(new URL(stepRoutes.NachMandate, server.url).href);
  const goTo = await expectNoticeFor('Multi Stores');
  await goTo.tap();
  await page.waitForURL((url) => url.pathname === stepRoutes.MultiStores);
  await page.getByRole('heading', { name: 'Multi Stores' }).waitFor();
  await page.getByRole('button', { name: 'Skip this step' }).tap();
  // Skipped, Multi Stores no longer holds the journey: Bank account is in progress, and a later step still waits for it.
  await page.waitForURL((url) => url.pathname === stepRoutes.BankAccount);
  await page.goto(new URL(stepRoutes.NachMandate, server.url).href);
  await expectNoticeFor('Bank account');
}, 120_000);
