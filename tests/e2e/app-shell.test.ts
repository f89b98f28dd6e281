import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { routeTable, samplePath } from '../../src/app/routes/route-table';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { startAppServer, type RunningServer } from './support/app-server';
import { openBrowser, type TestBrowser } from './support/browser';
import { followInApp } from './support/in-app-navigation';
import { signIn } from './support/journey';

let server: RunningServer;
let browser: TestBrowser;
let signedOut: Page;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), openBrowser()]);
  signedOut = await (await browser.newContext()).newPage();
  context = await browser.newContext();
  page = await context.newPage();
  await page.goto(server.url);
  await signIn(page, demoAgents.find((a) => a.employeeId === 'EMP1001')?.email ?? '');
  await page.getByText(/^\d+ leads$/).waitFor();
});
afterAll(async () => {
  await signedOut?.context().close();
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const url = (path: string) => new URL(path, server.url).toString();
const pathname = (p: Page) => new URL(p.url()).pathname;
const guarded = routeTable.filter((r) => r.access === 'guarded');

describe('every guarded route', () => {
  // The first address is loaded as an agent's link or bookmark opens it; the app that then runs
  // signed out is sent to each of the others as its own links send it, without loading it again.
  test.each(guarded.map((r, index) => [samplePath(r.path), index === 0 ? 'loaded' : 'followed'] as const))('signed out, %s (%s) redirects to /login', async (path, how) => {
    // A test run on its own has no app running yet to follow a link in.
    if (how === 'loaded' || !signedOut.url().startsWith(server.url)) await signedOut.goto(url(path));
    else await followInApp(signedOut, path);
    await expect.poll(() => pathname(signedOut)).toBe('/login');
    await signedOut.getByRole('heading', { name: 'Sign-in' }).waitFor();
  });

  test.each(guarded.map((r) => [samplePath(r.path), r.title, r.header.search] as const))('signed in, %s renders its title (%s)', async (path, title, search) => {
    await page.goto(url(path));
    await expect.poll(() => page.title()).toBe(`${title} · Merchant Onboarding`);
    expect(pathname(page)).toBe(path);
    const header = page.locator('[data-app-header]');
    if (search) {
      await header.getByRole('searchbox', { name: 'Search shops, names...' }).waitFor();
    } else if (path === '/no-such-page') {
      await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    } else {
      await expect.poll(() => header.locator('[data-header-title]').textContent()).toBe(title);
    }
  });
});

test('/login renders its title', async () => {
  await signedOut.goto(url('/login'));
  await expect.poll(() => signedOut.title()).toBe('Login · Merchant Onboarding');
});

test('an unknown path shows NotFound, and its button goes Home', async () => {
  await page.goto(url('/this/does/not/exist'));
  await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect.poll(() => pathname(page)).toBe('/');
});

test('going offline shows the full-screen dialog, back online hides it, and what was typed stays', async () => {
  await page.goto(url('/faq'));
  const search = page.getByLabel('Search the FAQ');
  await search.fill('mandate');
  await context.setOffline(true);
  const dialog = page.getByRole('dialog', { name: 'No Internet Available!' });
  await dialog.waitFor();
  await dialog.getByText('Check your internet connection and try again later').waitFor();
  // Escape does not dismiss it, not even twice, when the browser would close the dialog regardless.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  expect(await dialog.isVisible()).toBe(true);
  await context.setOffline(false);
  await dialog.waitFor({ state: 'hidden' });
  expect(await search.inputValue()).toBe('mandate');
});

test('the FAQ search filters the questions as the agent types', async () => {
  await page.goto(url('/faq'));
  await page.getByRole('region', { name: 'KYC' }).waitFor();
  await page.getByLabel('Search the FAQ').fill('blacklisted');
  await page.getByRole('button', { name: 'The app says "Blacklisted PAN". Can I continue?' }).waitFor();
  await page.getByRole('region', { name: 'KYC' }).waitFor({ state: 'detached' });
  await page.getByText("This PAN is blacklisted and can't be used for onboarding", { exact: false }).waitFor();
  await page.getByLabel('Search the FAQ').fill('nothing-like-this');
  await page.getByText("Sorry, we couldn't find what you're looking for. Can you try a different word?").waitFor();
});

test('Home: the search box writes ?q=, the drawer opens the app menu', async () => {
  await page.goto(url('/'));
  await page.getByRole('searchbox', { name: 'Search shops, names...' }).fill('tiffin');
  await expect.poll(() => new URL(page.url()).search).toBe('?q=tiffin');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect.poll(() => new URL(page.url()).search).toBe('');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'App menu' }).getByText('Training and Support').click();
  await expect.poll(() => pathname(page)).toBe('/player');
});

test('the player plays the served training video, and says so clearly when a video cannot be loaded', async () => {
  await page.goto(url('/player'));
  const video = page.locator('video');
  await video.waitFor();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  await page.route('**/media/**', (route) => route.abort());
  await page.reload();
  await page.getByRole('alert').getByText('This video could not be played').waitFor();
  await page.unroute('**/media/**');
});

test('an uncaught error is logged: the batch goes to /logs when the page is hidden, without secrets', async () => {
  await page.goto(url('/faq'));
  await page.getByLabel('Search the FAQ').waitFor();
  const posted = page.waitForRequest((request) => request.url().endsWith('/logs') && request.method() === 'POST');
  // Settles once the error has reached the page's listeners: the app's, added at start, come first.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener('error', () => resolve(), { once: true });
        setTimeout(() => {
          throw new Error('e2e boom with password=Demo@1234');
        });
      }),
  );
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const request = await posted;
  const body = request.postData() ?? '';
  expect(body).toContain('e2e boom');
  expect(body).not.toContain('Demo@1234');
  expect(body).not.toContain('eyJ');
  expect((await request.response())?.status()).toBe(204);
});
