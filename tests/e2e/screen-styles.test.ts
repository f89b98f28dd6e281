import { readFileSync } from 'node:fs';
import type { Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { startAppServer, type RunningServer } from './support/app-server';
import { launchBrowser, type TestBrowser } from './support/browser';
import { signIn } from './support/journey';

// Only the styles of the first screens (src/app/styles/first-styles.ts) block the first render; the
// rest (later-styles.ts) comes with the first other screen, which waits for it.

let server: RunningServer;
let browser: TestBrowser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const email = demoAgents.find((a) => a.employeeId === 'EMP1001')?.email ?? '';
const LATER_STYLES = /\/assets\/later-styles-[^/]*\.css$/;

/**
 * What the agent sees of each element on the screen: the properties Mantine's styles set, for
 * every element, in document order.
 */
function appearance(page: Page): Promise<string[]> {
  return page.locator('body').evaluate((body) => {
    const properties = ['display', 'position', 'width', 'height', 'padding', 'margin', 'background-color', 'color', 'font-size', 'font-weight', 'border-radius', 'border-top-width', 'appearance'];
    return [...body.querySelectorAll('*')].map((element) => {
      const style = getComputedStyle(element);
      const label = `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
      return `${label} ${properties.map((name) => `${name}:${style.getPropertyValue(name)}`).join(' ')}`;
    });
  });
}

const laterStylesApplied = (page: Page) =>
  page.evaluate(
    (pattern) =>
      [...document.styleSheets].some((sheet) => {
        if (!new RegExp(pattern).test(sheet.href ?? '')) return false;
        // A sheet that failed to load keeps its rules out of reach.
        try {
          return sheet.cssRules.length > 0;
        } catch {
          return false;
        }
      }),
    LATER_STYLES.source,
  );

/** /login, then Home after signing in, each as it looks once its data is shown. */
async function firstScreens(page: Page): Promise<{ login: string[]; home: string[] }> {
  await page.goto(new URL('/login', server.url).toString());
  await page.getByRole('button', { name: 'Sign-in' }).waitFor();
  const login = await appearance(page);
  await signIn(page, email);
  await page.getByText(/^\d+ leads$/).waitFor();
  return { login, home: await appearance(page) };
}

describe('the first screens', () => {
  test('/login and Home look the same without the rest of the styles as with them', async () => {
    const withAll = await browser.newContext();
    const withFirst = await browser.newContext();
    try {
      const full = await withAll.newPage();
      const first = await withFirst.newPage();
      const refused: string[] = [];
      await first.route(LATER_STYLES, async (route: Route) => {
        refused.push(route.request().url());
        await route.abort();
      });

      const [seenWithAll, seenWithFirst] = [await firstScreens(full), await firstScreens(first)];
      // Home fetches the rest behind itself: the comparison is only worth something once it arrived.
      await expect.poll(() => laterStylesApplied(full)).toBe(true);
      expect(await appearance(full)).toEqual(seenWithAll.home);

      expect(refused.length).toBeGreaterThan(0);
      expect(await laterStylesApplied(first)).toBe(false);
      expect(seenWithFirst.login).toEqual(seenWithAll.login);
      expect(seenWithFirst.home).toEqual(seenWithAll.home);
    } finally {
      await withAll.close();
      await withFirst.close();
    }
  });

  test("the built page blocks on the first screens' stylesheet only, and it comes compressed", async () => {
    const html = readFileSync('dist/index.html', 'utf8');
    const stylesheets = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(([, href]) => href);
    expect(stylesheets).toHaveLength(1);
    expect(stylesheets[0]).not.toMatch(LATER_STYLES);
    expect(html).not.toMatch(/later-styles/);

    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const assets: { url: string; encoding: string | undefined; size: number }[] = [];
      page.on('response', (response) => {
        if (!new URL(response.url()).pathname.startsWith('/assets/')) return;
        void response.body().then((body) => assets.push({ url: response.url(), encoding: response.headers()['content-encoding'], size: body.byteLength }));
      });
      await page.goto(new URL('/login', server.url).toString());
      await page.getByRole('button', { name: 'Sign-in' }).waitFor();
      await expect.poll(() => assets.some((asset) => asset.url.endsWith(stylesheets[0] ?? ''))).toBe(true);
      // Files under a kilobyte are sent as they are (scripts/precompress.ts).
      const worthCompressing = assets.filter((asset) => asset.size >= 1024);
      expect(worthCompressing.length).toBeGreaterThan(1);
      expect(worthCompressing.filter((asset) => asset.encoding !== 'br')).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a screen beyond the first ones', () => {
  test('waits for the rest of the styles, and shows its components styled from the start', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(server.url);
      await signIn(page, email);
      await page.getByText(/^\d+ leads$/).waitFor();
      // A fresh page at Home, whose fetch of the rest of the styles is held until the next screen's
      // scripts are in: a screen that did not wait would render before it.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(LATER_STYLES, async (route: Route) => {
        await released;
        await route.continue();
      });
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { checkboxesSeen: string[] }).checkboxesSeen = seen;
        new MutationObserver(() => {
          for (const box of document.querySelectorAll<HTMLInputElement>('input.mantine-Checkbox-input:not([data-seen])')) {
            box.dataset.seen = '';
            seen.push(getComputedStyle(box).appearance);
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.reload();
      await page.getByText(/^\d+ leads$/).waitFor();

      const pending = new Set<Request>();
      let scriptsFinished = 0;
      const isScript = (request: Request) => request.resourceType() === 'script';
      page.on('request', (request) => isScript(request) && pending.add(request));
      const settle = (request: Request) => {
        if (!pending.delete(request)) return;
        scriptsFinished += 1;
      };
      page.on('requestfinished', settle);
      page.on('requestfailed', settle);

      await page.getByRole('link', { name: 'Add new lead' }).click();
      await expect.poll(() => scriptsFinished > 0 && pending.size === 0).toBe(true);
      expect(await page.getByRole('heading', { name: 'Create Lead' }).isVisible()).toBe(false);
      release();

      const voicePod = page.getByRole('checkbox', { name: 'Voice Pod', exact: true });
      await voicePod.waitFor({ state: 'attached' });
      // Mantine draws its own box in place of the browser's.
      expect(await voicePod.evaluate((box) => getComputedStyle(box).appearance)).toBe('none');
      const seen = await page.evaluate(() => (window as unknown as { checkboxesSeen: string[] }).checkboxesSeen);
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.filter((value) => value !== 'none')).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
