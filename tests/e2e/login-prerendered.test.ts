import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { TAKEN_OVER_EVENT } from '../../src/domain/drawn-page';
import { DEMO_PASSWORD, demoAgents } from '../../src/server/seed/demo-agents';
import { startAppServer, type RunningServer } from './support/app-server';
import { openBrowser, type TestBrowser } from './support/browser';
import { holdAppScript, signIn } from './support/journey';

let server: RunningServer;
let browser: TestBrowser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), openBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const agentEmail = demoAgents.find((agent) => agent.employeeId === 'EMP1001')?.email ?? '';
const url = (path: string) => new URL(path, server.url).toString();

declare global {
  interface Window {
    drawnHeading?: Element;
  }
}

/** A page in a context of its own, closed after `use`. */
async function inNewPage(use: (page: Page) => Promise<void>, options?: BrowserContextOptions) {
  const context = await browser.newContext(options);
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

async function expectHome(page: Page) {
  await page.getByText(/^\d+ leads$/).waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
}

test('/login arrives with the sign-in form drawn and styled, before any script has run', () =>
  inNewPage(async (page) => {
    await page.goto(url('/login'));
    await expect.poll(() => page.getByRole('heading', { name: 'Sign-in' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Company e-mail ID').isVisible()).toBe(true);
    expect(await page.getByLabel('Password', { exact: true }).isVisible()).toBe(true);
    // The theme's second heading size: the built styles apply to the drawn markup.
    expect(await page.getByRole('heading', { name: 'Sign-in' }).evaluate((element) => getComputedStyle(element).fontSize)).toBe('26px');
    // Pressed with no script, it would reload the page and empty the fields.
    expect(await page.getByRole('button', { name: 'Sign-in' }).isDisabled()).toBe(true);
  }, { javaScriptEnabled: false }));

test('/login paints from the rules it carries, its full stylesheet blocking nothing, and the app applies that stylesheet once it runs', () =>
  inNewPage(async (page) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The full stylesheet and the app's script held back, as on a slow network.
    await page.route(/\/assets\/index-[^/]*\.(?:css|js)$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url('/login'), { waitUntil: 'commit' });
    await expect.poll(() => page.getByRole('heading', { name: 'Sign-in' }).isVisible()).toBe(true);
    const button = page.getByRole('button', { name: 'Sign-in' });
    // The theme's filled green, once the page's own small script has enabled it.
    await expect.poll(() => button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(35, 122, 53)');
    expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(44);

    release();
    await signIn(page, agentEmail);
    await expectHome(page);
    // Home's header bar is styled by rules the login page does not carry.
    const header = page.locator('[data-app-header]');
    expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  }));

test('the app takes the drawn login page over without drawing it again, and the agent signs in', () =>
  inNewPage(async (page) => {
    // Keeps the heading the page arrived with, before the app's script runs.
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        const heading = document.querySelector('h1');
        if (!heading) return;
        window.drawnHeading = heading;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(url('/login'));
    // An empty submit is answered by the app: it has taken the form over.
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByText('Please enter your company e-mail ID.').waitFor();
    expect(await page.evaluate(() => window.drawnHeading !== undefined && window.drawnHeading === document.querySelector('h1'))).toBe(true);

    await signIn(page, agentEmail);
    await expectHome(page);
  }));

test('the drawn page starts the app when the agent first touches it, not as it loads, with its files fetched by then', () =>
  inNewPage(async (page) => {
    await page.addInitScript((event) => {
      document.addEventListener(event, () => document.documentElement.setAttribute('data-test-taken-over', ''));
    }, TAKEN_OVER_EVENT);
    const appScripts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/index-[^/]*\.js$/.test(request.url())) appScripts.push(request.url());
    });
    await page.goto(url('/login'), { waitUntil: 'load' });
    // Once the page has loaded, the app's script is fetched, and nothing runs it.
    await expect.poll(() => appScripts.length).toBe(1);
    await page.locator(`link[rel="modulepreload"][href$="${new URL(appScripts[0] ?? '').pathname}"]`).waitFor({ state: 'attached' });
    expect(await page.locator('script[src*="/assets/index-"]').count()).toBe(0);
    expect(await page.locator('html[data-test-taken-over]').count()).toBe(0);

    await page.getByLabel('Company e-mail ID').focus();
    await page.locator('html[data-test-taken-over]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByText('Please enter your company e-mail ID.').waitFor();
  }));

test('what the agent types before the app has taken the page over stays, and a Sign-in pressed before then is held, shown busy, and sent once it has', () =>
  inNewPage(async (page) => {
    const release = await holdAppScript(page);
    await page.goto(url('/login'), { waitUntil: 'commit' });
    await page.getByLabel('Company e-mail ID').fill(agentEmail);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    const button = page.getByRole('button', { name: 'Sign-in' });
    await button.click();
    expect(await button.isDisabled()).toBe(true);
    expect(await button.getAttribute('data-loading')).toBe('true');
    expect(new URL(page.url()).pathname).toBe('/login');

    release();
    await expectHome(page);
  }));

test('a signed-in agent who opens /login is sent Home', () =>
  inNewPage(async (page) => {
    await page.goto(url('/login'));
    await signIn(page, agentEmail);
    await expectHome(page);
    await page.goto(url('/login'));
    await expectHome(page);
  }));
