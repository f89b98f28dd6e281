import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { offlineTexts } from '../../src/app/shell/offline-dialog';
import { refreshTexts } from '../../src/app/shell/refresh-prompt';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { startAppServer, type RunningServer } from './support/app-server';
import { openBrowser, type TestBrowser } from './support/browser';
import { signIn, startAppOnLogin } from './support/journey';

// The app as an agent installs it: its manifest and icons, the service worker that opens it without
// a network, and a new build that waits for the agent. The server serves a copy of the build of
// its own, so that a test can make the next one.
let build: string;
let server: RunningServer;
let browser: TestBrowser;

beforeAll(async () => {
  build = mkdtempSync(join(tmpdir(), 'mo-build-'));
  cpSync('dist', build, { recursive: true });
  [server, browser] = await Promise.all([startAppServer({ staticDir: build }), openBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (build) rmSync(build, { recursive: true, force: true });
});

const agentEmail = demoAgents.find((agent) => agent.employeeId === 'EMP1001')?.email ?? '';
const url = (path: string) => new URL(path, server.url).toString();

/** A page whose service worker is allowed, in a context of its own, closed after `use`. */
async function withServiceWorker(use: (page: Page, context: BrowserContext) => Promise<void>) {
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  try {
    await use(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

/**
 * Waits until the app's service worker has cached the app and answers this page's requests; the
 * reload that may take starts the app again on the drawn login page.
 */
async function controlledByServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (await page.evaluate(() => navigator.serviceWorker.controller !== null)) return;
  await page.reload();
  if (new URL(page.url()).pathname === '/login') await startAppOnLogin(page);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('the manifest names the app, opens it standalone in the theme green, with PNG icons Android can use', async () => {
  const manifest = (await (await fetch(url('/manifest.webmanifest'))).json()) as {
    name: string;
    short_name: string;
    display: string;
    theme_color: string;
    start_url: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Merchant Onboarding', display: 'standalone', theme_color: '#2f9e44', start_url: '/' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const answer = await fetch(url(icon.src));
    expect(answer.headers.get('content-type')).toBe('image/png');
    // A PNG's width and height, from its header.
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(icon.sizes);
  }
});

test("the service worker keeps the app's page and every screen's and step's files, not the barcode reader's WebAssembly", () => {
  const kept = new Set([...readFileSync(join(build, 'sw.js'), 'utf8').matchAll(/url:"([^"]+)"/g)].map((match) => match[1] ?? ''));
  const assets = readdirSync(join(build, 'assets'));
  const code = assets.filter((name) => /\.(?:js|css)$/.test(name)).map((name) => `assets/${name}`);
  expect(code.length).toBeGreaterThan(100);
  expect(code.filter((file) => !kept.has(file))).toEqual([]);
  expect(kept.has('index.html')).toBe(true);
  expect([...kept].filter((file) => file.endsWith('.wasm'))).toEqual([]);
  expect(assets.some((name) => name.endsWith('.wasm'))).toBe(true);
});

test('after one visit the app opens with no network, says it is offline, and fills in once the network is back', () =>
  withServiceWorker(async (page, context) => {
    await page.goto(url('/login'));
    await signIn(page, agentEmail);
    await page.getByText(/^\d+ leads$/).waitFor();
    await controlledByServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    // The app's own shell, from the phone's cache: its header, and the spec's offline dialog over it.
    await page.getByRole('heading', { name: offlineTexts.title }).waitFor();
    expect(await page.locator('[data-app-header]').count()).toBe(1);
    await context.setOffline(false);
    await expect.poll(() => page.getByRole('heading', { name: offlineTexts.title }).isVisible()).toBe(false);
    // What Home could not fetch offline, it fetches once the network is back.
    await page.getByText(/^\d+ leads$/).waitFor();
  }));

/** The next deployment at the same address: a service worker naming another revision of the app's page. */
async function redeploy(revision: string) {
  const worker = join(build, 'sw.js');
  writeFileSync(worker, readFileSync(worker, 'utf8').replace(/(url:"index\.html",revision:")[^"]+/, `$1${revision}`));
  rmSync(`${worker}.br`, { force: true });
  rmSync(`${worker}.gz`, { force: true });
  const port = Number(new URL(server.url).port);
  await server.stop();
  server = await startAppServer({ staticDir: build, port });
}

const waitingBuild = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null);

test('a new build waits for the agent: the app offers it and keeps the running one until Reload, then runs the new one', () =>
  withServiceWorker(async (page) => {
    await page.goto(url('/login'));
    await startAppOnLogin(page);
    await controlledByServiceWorker(page);
    const prompt = page.getByRole('status').filter({ hasText: refreshTexts.message });
    expect(await prompt.count()).toBe(0);

    await redeploy('next-build');
    // Found when the app starts.
    await page.reload();
    await startAppOnLogin(page);
    await prompt.waitFor();
    expect(await waitingBuild(page)).toBe('installed');

    await prompt.getByRole('button', { name: refreshTexts.reload }).tap();
    await expect.poll(() => waitingBuild(page)).toBeNull();
    await page.getByRole('heading', { name: 'Sign-in' }).waitFor();
    expect(await prompt.count()).toBe(0);
  }));

// It restarts the server twice, each opening the embedded database afresh: 30 s on an idle machine, and
// more than twice that on a busy one.
test('a running app finds a new build when the network comes back, and when it is brought to the front', { timeout: 180_000 }, () =>
  withServiceWorker(async (page, context) => {
    await page.goto(url('/login'));
    await startAppOnLogin(page);
    await controlledByServiceWorker(page);
    const prompt = page.getByRole('status').filter({ hasText: refreshTexts.message });

    await redeploy('after-reconnecting');
    await context.setOffline(true);
    await context.setOffline(false);
    await prompt.waitFor();
    await prompt.getByRole('button', { name: refreshTexts.reload }).tap();
    await expect.poll(() => waitingBuild(page)).toBeNull();
    await page.getByRole('heading', { name: 'Sign-in' }).waitFor();
    expect(await prompt.count()).toBe(0);

    await startAppOnLogin(page);
    await redeploy('back-in-front');
    // What the browser tells the page when the agent comes back to the app.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await prompt.waitFor();
  }));
