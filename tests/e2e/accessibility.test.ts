import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { deploymentLink, deploymentRoutes, type DeploymentRoute } from '../../src/app/routes/deployment-links';
import { routeTable, samplePath, type SpecPath } from '../../src/app/routes/route-table';
import { closureRemarksPath } from '../../src/app/routes/closure-remarks-path';
import { deploymentRequests } from '../../src/server/db/schema';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { deploymentOpportunity, POS } from '../server/deployment-rows';
import { mandateOpportunityOf } from '../server/mandate-rows';
import { agentApi } from './support/api';
import { wcagAxe } from './support/axe';
import { followInApp } from './support/in-app-navigation';
import { startAppServer, type RunningServer } from './support/app-server';
import { openBrowser, type TestBrowser } from './support/browser';
import { signIn } from './support/journey';
import { proprietorWithMerchant } from './support/merchant-journey';

// Every screen at 360 px passes axe-core's WCAG 2.0 and 2.1 A and AA rules (labels, contrast, names,
// structure) and 2.2's target size (tap targets at least 24 px or spaced apart; the 44 px the theme
// gives controls is measured in tap-targets.test.ts): the login screen, every route of the route
// table (a route added there is checked here without a line more), a step form showing its
// validation errors and a card's dialog.

const EMPLOYEE = 'EMP1001';
const email = demoAgents.find((a) => a.employeeId === EMPLOYEE)?.email ?? '';

let server: RunningServer;
let browser: TestBrowser;
let context: BrowserContext;
let page: Page;
/** The login screen's violations, read before the agent signs in. */
let loginViolations: string[] = [];

/** What the screens are about: a deployment with one request, a merchant at the NACH step, and a lead's onboarding. */
const data = { deploymentOpportunityId: '', requestId: '', mandateOpportunityId: '', leadId: '', opportunityId: '' };

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startAppServer({
      prepare: async (db) => {
        const deployment = await deploymentOpportunity(db, { status: 'DEPLOYMENT_APPROVED', stores: 1, lines: [{ productId: POS, quantity: 1 }] });
        const [request] = await db
          .insert(deploymentRequests)
          .values({ opportunityId: Number(deployment.opportunityId), ownerEmployeeId: EMPLOYEE, storeId: deployment.storeIds[0] ?? '', productId: POS, quantity: 1, selfDeployment: true })
          .returning({ id: deploymentRequests.id });
        data.deploymentOpportunityId = deployment.opportunityId;
        data.requestId = request?.id ?? '';
        data.mandateOpportunityId = await mandateOpportunityOf(db);
      },
    }),
    openBrowser(),
  ]);
  context = await browser.newContext();
  page = await context.newPage();
  // Read here rather than in its test, so that the screens after it are still checked signed in
  // when the login screen fails.
  await page.goto(new URL('/login', server.url).href);
  await settled();
  loginViolations = await violations('/login');
  await signIn(page, email);
  await page.getByText(/^\d+ leads$/).waitFor();
  await onboardingJourney();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/** A lead with a verified PAN, its opportunity and its merchant account, made through the API as the app makes them. */
async function onboardingJourney() {
  const { leadId, opportunityId } = await proprietorWithMerchant(await agentApi(server.url, context), 'ACCPS4321K');
  data.leadId = leadId;
  data.opportunityId = String(opportunityId);
}

/** The onboarding selection a screen reads (src/app/journey/selection.ts). */
async function select(selection: { leadId: string | null; opportunityId: string; isExisting: boolean }) {
  await page.evaluate((s) => {
    if (s.leadId) localStorage.setItem('id', s.leadId);
    else localStorage.removeItem('id');
    localStorage.setItem('oppId', s.opportunityId);
    localStorage.setItem('isExisting', String(s.isExisting));
  }, selection);
}

const nachPaths = new Set<SpecPath>(['/NachMandate', '/NachMandateStatus', '/NachDocumentUpload', '/NachLotusStatus']);
const deploymentRouteOf = new Map<string, DeploymentRoute>(Object.entries(deploymentRoutes).map(([route, path]) => [path, route as DeploymentRoute]));

/**
 * Where a route is visited, and with which selection: each screen on the data it shows, reached as
 * the app's own links reach it, without loading the app again (tests/e2e/app-shell.test.ts loads
 * each route's address).
 */
async function open(path: SpecPath, title: string) {
  if (nachPaths.has(path)) await select({ leadId: null, opportunityId: data.mandateOpportunityId, isExisting: true });
  else await select({ leadId: data.leadId, opportunityId: data.opportunityId, isExisting: false });
  const deploymentRoute = deploymentRouteOf.get(path);
  const address =
    deploymentRoute === 'overview'
      ? deploymentLink(deploymentRoute, data.deploymentOpportunityId)
      : deploymentRoute
        ? deploymentLink(deploymentRoute, data.deploymentOpportunityId, data.requestId)
        : path === '/closureRemarks'
          ? closureRemarksPath(data.opportunityId, 'LOST')
          : samplePath(path);
  const shown = `${title} · Merchant Onboarding`;
  if ((await page.title()) === shown) {
    // Two routes share a title: only a page loaded anew shows that the next one has replaced this one.
    await page.goto(new URL(address, server.url).href);
    return;
  }
  await followInApp(page, address);
  // The title changes once the route's screen has been drawn in its place.
  await expect.poll(() => page.title()).toBe(shown);
}

/** Waits until the screen has drawn what it loads: its heading shown, no loader left. */
async function settled() {
  await page.getByRole('heading').first().waitFor();
  // Mantine's transitions (a dialog fading in) have ended too, or axe would measure half-drawn
  // colours; endless animations (a progress bar) never end and are not transitions.
  await page.waitForFunction(
    () =>
      document.querySelectorAll('.mantine-Loader-root, [aria-busy="true"]').length === 0 &&
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * axe-core's WCAG A and AA violations on the page as it is, one line each: the screen, the rule, the
 * element (its markup, as Mantine's generated class names alone do not say which one it is) and what
 * axe measured there (a contrast ratio and its colours, a missing name).
 */
async function violations(where: string): Promise<string[]> {
  const results = await wcagAxe(page).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const element = node.html.replace(/\s+/g, ' ').slice(0, 160);
      const found = (node.failureSummary ?? '')
        .split('\n')
        .filter((line) => line.startsWith('  '))
        .map((line) => line.trim())
        .join(' / ');
      return `${where}: ${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}, at ${element} [${node.target.join(' ')}]: ${found}`;
    }),
  );
}

test('the login screen has no accessibility violations', () => {
  expect(loginViolations).toEqual([]);
});

for (const route of routeTable.filter((r) => r.access === 'guarded')) {
  test(`${route.path} (${route.title}) has no accessibility violations`, async () => {
    await open(route.path, route.title);
    await settled();
    expect(await violations(route.path)).toEqual([]);
  });
}

test("a step form showing its validation errors has no accessibility violations", async () => {
  await page.evaluate(() => ['id', 'oppId', 'isExisting'].forEach((key) => localStorage.removeItem(key)));
  await page.goto(new URL('/CreateLead', server.url).href);
  await settled();
  await page.getByRole('button', { name: 'Create lead' }).click();
  await page.locator('[aria-invalid="true"]').first().waitFor();
  await settled();
  expect(await violations('/CreateLead, empty submit')).toEqual([]);
});

test("a lead card's dialog has no accessibility violations", async () => {
  await page.goto(server.url);
  await page.getByRole('tab', { name: 'Leads' }).click();
  await page.getByRole('article').first().getByRole('button', { name: 'Mark lost' }).click();
  await page.getByRole('dialog').getByRole('radio').first().waitFor();
  await settled();
  expect(await violations('/, Mark lost dialog')).toEqual([]);
});
