import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DRAWING_DIR, TAKEN_OVER_EVENT } from '../../src/domain/drawn-page';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { startAppServer, type RunningServer } from './support/app-server';
import { openBrowser, type TestBrowser } from './support/browser';
import { holdAppScript, signIn } from './support/journey';

// Home drawn by the server for a signed-in agent (src/server/http/drawn-home.ts, src/app/draw-home.tsx),
// taken over by the app on the agent's first touch (src/app/drawn-page-start.ts, src/app/main.tsx).

let server: RunningServer;
let browser: TestBrowser;
/** The cookies of a demo agent signed in through the login page, and the lead cards the app itself drew on their Home. */
const agents = new Map<string, { storageState: Awaited<ReturnType<BrowserContext['storageState']>>; cards: string[] }>();

const emailOf = (employeeId: string) => demoAgents.find((agent) => agent.employeeId === employeeId)?.email ?? '';
const url = (path: string) => new URL(path, server.url).toString();
const cards = (page: Page) => page.locator('article[data-lead-id]').evaluateAll((articles) => articles.map((article) => article.getAttribute('aria-label') ?? ''));

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), openBrowser()]);
  for (const employeeId of ['EMP1001', 'EMP1002']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url('/login'));
    await signIn(page, emailOf(employeeId));
    // Signing in lands on Home drawn by the app, not by the server.
    await page.getByText(/^\d+ leads$/).waitFor();
    const drawnByApp = (await cards(page)).slice(0, 4);
    // Leaving the page, the app writes the phone's time zone, which the server draws Home in.
    await page.goto('about:blank');
    agents.set(employeeId, { storageState: await context.storageState(), cards: drawnByApp });
    await context.close();
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function agent(employeeId: string) {
  const found = agents.get(employeeId);
  if (!found) throw new Error(`${employeeId} did not sign in`);
  return found;
}

/** A page of the agent's in a context of its own, closed after `use`. */
async function asAgent(employeeId: string, use: (page: Page) => Promise<void>, javaScriptEnabled = true) {
  const context = await browser.newContext({ storageState: agent(employeeId).storageState, javaScriptEnabled });
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

/**
 * Waits until drawn Home's own script has run: it asks for the app's files once the page is painted.
 * Before then nothing on the page answers the agent.
 */
async function drawnPageScriptRan(page: Page) {
  await page.locator('#root[data-prerendered="/"]').waitFor({ state: 'attached' });
  await page.locator('link[rel="modulepreload"][href*="/assets/index-"]').waitFor({ state: 'attached' });
}

/**
 * Opens Home with the app's script held back, as on a slow network, once the drawn page's own script
 * has run; the app's script goes when the returned function is called.
 */
async function openWithAppHeldBack(page: Page): Promise<() => void> {
  const release = await holdAppScript(page);
  await page.goto(url('/'), { waitUntil: 'commit' });
  await drawnPageScriptRan(page);
  return release;
}

/** GraphQL calls the page makes, by operation name. */
function callsOf(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string } | null;
    names.push(body?.operationName ?? '');
  });
  return names;
}

test("Home arrives drawn with the agent's own leads and counts, before any script has run", async () => {
  const asha = agent('EMP1001').cards;
  const rohit = agent('EMP1002').cards;
  expect(asha.length).toBeGreaterThan(0);
  expect(asha).not.toEqual(rohit);
  for (const [employeeId, expected] of [
    ['EMP1001', asha],
    ['EMP1002', rohit],
  ] as const) {
    await asAgent(
      employeeId,
      async (page) => {
        const response = await page.goto(url('/'));
        expect(response?.headers()['cache-control']).toBe('no-store');
        expect(await page.title()).toBe('Home · Merchant Onboarding');
        expect(await page.getByRole('heading', { name: 'Home' }).isVisible()).toBe(true);
        expect(await page.getByText(/^Follow-ups today: \d+$/).isVisible()).toBe(true);
        expect(await page.getByRole('tab', { name: /^Leads \d+$/ }).isVisible()).toBe(true);
        expect(await page.getByText(/^\d+ leads$/).isVisible()).toBe(true);
        // The same cards the app draws for this agent, styled by the built stylesheet.
        expect(await cards(page)).toEqual(expected);
        expect(await page.locator('[data-app-header]').evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
      },
      false,
    );
  }
});

test("without a session, with one the server refuses, or without the phone's time zone, / is the app's page", async () => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(url('/'));
    await page.getByRole('heading', { name: 'Sign-in' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  } finally {
    await context.close();
  }
  const { cookies } = agent('EMP1001').storageState;
  const pageWith = (cookie: string) => fetch(url('/'), { headers: { cookie } }).then((response) => response.text());
  expect(await pageWith(cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '))).toContain('data-prerendered="/"');
  // A session the server does not accept (here, a token it never signed) is the app's to deal with.
  expect(await pageWith(cookies.map((cookie) => `${cookie.name}=${cookie.name === 'accessToken' ? 'x.y.z' : cookie.value}`).join('; '))).toContain('<div id="root"></div>');
  // Without the phone's time zone, Home's dates could not be drawn as the phone shows them.
  expect(await pageWith(cookies.flatMap((cookie) => (cookie.name === 'timeZone' ? [] : [`${cookie.name}=${cookie.value}`])).join('; '))).toContain('<div id="root"></div>');
});

test('the app takes drawn Home over on the first touch without drawing it again, asking the server for nothing it was drawn with', async () => {
  await asAgent('EMP1001', async (page) => {
    await page.addInitScript((event) => {
      document.addEventListener(event, () => document.documentElement.setAttribute('data-test-taken-over', ''));
    }, TAKEN_OVER_EVENT);
    const calls = callsOf(page);
    await page.goto(url('/'), { waitUntil: 'load' });
    expect(await page.locator('#root[data-prerendered="/"]').count()).toBe(1);
    const drawnCard = await page.locator('article[data-lead-id]').first().elementHandle();
    // Until the agent touches it, the app does not start.
    expect(await page.locator('html[data-test-taken-over]').count()).toBe(0);

    await page.getByRole('heading', { name: 'Home' }).dispatchEvent('pointerdown');
    await page.locator('html[data-test-taken-over]').waitFor({ state: 'attached' });
    // The app shows the rest of the first page's cards, below the same card element it was drawn with.
    await expect.poll(() => page.locator('article[data-lead-id]').count()).toBeGreaterThan(4);
    expect(await page.evaluate((card) => card?.isConnected, drawnCard)).toBe(true);
    expect(calls.filter((name) => name === 'DashboardCounts' || name === 'LeadList')).toEqual([]);
  });
});

test('a tab pressed before the app has started is held, and pressed again once the app has taken the page over', async () => {
  await asAgent('EMP1001', async (page) => {
    const release = await openWithAppHeldBack(page);
    await page.getByRole('tab', { name: /^Opportunities/ }).click();
    expect(new URL(page.url()).search).toBe('');

    release();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('opportunities');
    await page.getByText(/^\d+ opportunities?$/).waitFor();
    expect(await page.getByRole('tab', { name: /^Opportunities/ }).getAttribute('aria-selected')).toBe('true');
  });
});

test('what the agent types into drawn Home before the app has started is searched once it has', async () => {
  await asAgent('EMP1001', async (page) => {
    const release = await openWithAppHeldBack(page);
    await page.getByRole('searchbox', { name: 'Search shops, names...' }).fill('tiffin');
    await page.getByLabel('Sort').selectOption({ label: 'Lead rating (cold first)' });
    expect(new URL(page.url()).search).toBe('');

    release();
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('tiffin');
    expect(await page.getByRole('searchbox', { name: 'Search shops, names...' }).inputValue()).toBe('tiffin');
    expect(await page.getByLabel('Sort').evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe('Lead rating (cold first)');
  });
});

test("the server draws Home with React's production build, whatever NODE_ENV it runs with", () => {
  const drawing = join('dist', DRAWING_DIR);
  const modules = readdirSync(drawing, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
  expect(modules.length).toBeGreaterThan(0);
  // React chooses its build by NODE_ENV where it is loaded, unless the build has chosen already.
  expect(modules.filter((file) => readFileSync(join(drawing, file), 'utf8').includes('process.env.NODE_ENV'))).toEqual([]);
});
