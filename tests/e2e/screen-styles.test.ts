import { readFileSync } from 'node:fs';
import type { Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { lazyScreenTexts } from '../../src/app/routes/lazy-screen';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { appAndBrowser } from './support/app-and-browser';
import { signIn, startAppOnLogin } from './support/journey';

// Only the styles of the first screens (src/app/styles/first-styles.ts) block the first render; the
// rest (later-styles.ts) comes with the first other screen, which waits for it.

const app = appAndBrowser();

const email = demoAgents.find((a) => a.employeeId === 'EMP1001')?.email ?? '';
const LATER_STYLES = /\/assets\/later-styles-[^/]*\.css$/;

/**
 * What the agent sees of each element on the screen: the properties Mantine's styles set, for
 * every element of the app in document order, then for the portals' elements (drawer, dialogs,
 * notifications) sorted, as each portal joins the end of the page when its part of the app has
 * loaded, which on a busy machine is not always in the same order.
 */
function appearance(page: Page): Promise<string[]> {
  return page.locator('body').evaluate((body) => {
    const properties = ['display', 'position', 'width', 'height', 'padding', 'margin', 'background-color', 'color', 'font-size', 'font-weight', 'border-radius', 'border-top-width', 'appearance'];
    const describe = (element: Element) => {
      const style = getComputedStyle(element);
      const label = `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
      return `${label} ${properties.map((name) => `${name}:${style.getPropertyValue(name)}`).join(' ')}`;
    };
    const elements = [...body.querySelectorAll('*')];
    const root = body.querySelector('#root');
    const inApp = (element: Element) => element === root || Boolean(root?.contains(element));
    return [...elements.filter(inApp).map(describe), ...elements.filter((element) => !inApp(element)).map(describe).sort()];
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

/**
 * Opens /login, touches it (the drawn page starts the app then) and waits until the app has taken it
 * over and the first screens' stylesheet, which the drawn page loads without waiting for it, applies.
 */
async function openLogin(page: Page) {
  await page.goto(new URL('/login', app.server.url).toString());
  await startAppOnLogin(page);
  const signInButton = page.getByRole('button', { name: 'Sign-in' });
  await expect.poll(() => signInButton.isEnabled()).toBe(true);
  // The button's loader leaves with a transition, and the notifications' container comes after the
  // first render: the screen is what the agent sees once both have, however busy the machine.
  await expect.poll(() => signInButton.locator('.mantine-Button-loader').count()).toBe(0);
  await page.locator('.mantine-Notifications-root').first().waitFor({ state: 'attached' });
  const firstStylesApplied = () =>
    page.evaluate(
      (laterStyles) =>
        [...document.querySelectorAll<HTMLLinkElement>('head > link[rel="stylesheet"]')]
          .filter((link) => !new RegExp(laterStyles).test(link.href))
          .every((link) => {
            // A sheet still loading keeps its rules out of reach.
            try {
              return link.media !== 'print' && (link.sheet?.cssRules.length ?? 0) > 0;
            } catch {
              return false;
            }
          }),
      LATER_STYLES.source,
    );
  await expect.poll(firstStylesApplied).toBe(true);
}

/** Signs in and waits for Home with its lists and counts. */
async function openHome(page: Page) {
  await signIn(page, email);
  const count = page.getByText(/^\d+ leads$/);
  await count.waitFor();
  await page.getByText(/^Follow-ups today: \d+$/).waitFor();
  // The first page's cards come a few at a time: compared once all of them (a page is 20) are shown.
  const total = Number.parseInt((await count.textContent()) ?? '', 10);
  await expect.poll(() => page.getByRole('article').count()).toBe(Math.min(total, 20));
}

describe('the first screens', () => {
  test('/login and Home look the same without the rest of the styles as with them', async () => {
    const withAll = await app.browser.newContext();
    const withFirst = await app.browser.newContext();
    try {
      const full = await withAll.newPage();
      await openLogin(full);
      const login = await appearance(full);
      await openHome(full);
      // Home fetches the rest behind itself: the comparison is only worth something once it arrived.
      await expect.poll(() => laterStylesApplied(full)).toBe(true);
      const home = await appearance(full);

      const first = await withFirst.newPage();
      const refused: string[] = [];
      await first.route(LATER_STYLES, async (route: Route) => {
        refused.push(route.request().url());
        await route.abort();
      });
      await openLogin(first);
      await expect.poll(() => appearance(first)).toEqual(login);
      await openHome(first);
      await expect.poll(() => appearance(first)).toEqual(home);
      expect(refused.length).toBeGreaterThan(0);
      expect(await laterStylesApplied(first)).toBe(false);
    } finally {
      await withAll.close();
      await withFirst.close();
    }
  });

  test('/login and Home start without formatting anything in a locale', async () => {
    // The first number, date or comparison a page makes in a locale loads that locale's data, a
    // pause of a tenth of a second or more on a cheap phone: the first screens leave it to the screen
    // that shows one.
    const context = await app.browser.newContext();
    try {
      const page = await context.newPage();
      await page.addInitScript(() => {
        const calls: string[] = [];
        Object.assign(window, { localeCalls: calls });
        const constructors = ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat', 'Segmenter', 'DisplayNames'] as const;
        for (const name of constructors) {
          const original = Intl[name] as unknown as new (...args: unknown[]) => object;
          Object.assign(Intl, {
            [name]: new Proxy(original, {
              construct: (target, args) => (calls.push(`Intl.${name}`), new target(...args)),
              apply: (target, self, args) => (calls.push(`Intl.${name}`), Reflect.apply(target, self, args)),
            }),
          });
        }
        const methods: [object, string[]][] = [
          [Number.prototype, ['toLocaleString']],
          [Date.prototype, ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']],
          [String.prototype, ['localeCompare']],
          [Array.prototype, ['toLocaleString']],
        ];
        for (const [prototype, names] of methods) {
          for (const name of names) {
            const original = Reflect.get(prototype, name) as (...args: unknown[]) => unknown;
            Reflect.set(prototype, name, function (this: unknown, ...args: unknown[]) {
              calls.push(`${name}: ${new Error().stack?.split('\n')[2]?.trim() ?? ''}`);
              return original.apply(this, args);
            });
          }
        }
      });
      const localeCalls = () => page.evaluate(() => (window as unknown as { localeCalls: string[] }).localeCalls);
      await openLogin(page);
      expect(await localeCalls()).toEqual([]);
      await openHome(page);
      expect(await localeCalls()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("the built page blocks on the first screens' stylesheet only, and it comes compressed", async () => {
    const html = readFileSync('dist/index.html', 'utf8');
    const stylesheets = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(([, href]) => href);
    expect(stylesheets).toHaveLength(1);
    expect(stylesheets[0]).not.toMatch(LATER_STYLES);
    expect(html).not.toMatch(/later-styles/);

    const context = await app.browser.newContext();
    try {
      const page = await context.newPage();
      const assets: { url: string; encoding: string | undefined; size: number }[] = [];
      page.on('response', (response) => {
        if (!new URL(response.url()).pathname.startsWith('/assets/')) return;
        void response.body().then(
          (body) => assets.push({ url: response.url(), encoding: response.headers()['content-encoding'], size: body.byteLength }),
          // The app goes on loading its later chunks once Sign-in shows; a body still arriving when the page closes has nothing to weigh.
          () => undefined,
        );
      });
      await page.goto(new URL('/login', app.server.url).toString());
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
  test('is not shown without the rest of the styles, and shows its components styled once they arrive', async () => {
    const context = await app.browser.newContext();
    try {
      const page = await context.newPage();
      await page.addInitScript(() => {
        // Each Mantine checkbox's look the moment it enters the page, before it is painted.
        const seen: string[] = [];
        (window as unknown as { checkboxesSeen: string[] }).checkboxesSeen = seen;
        new MutationObserver(() => {
          for (const box of document.querySelectorAll<HTMLInputElement>('input.mantine-Checkbox-input:not([data-seen])')) {
            box.dataset.seen = '';
            seen.push(getComputedStyle(box).appearance);
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.route(LATER_STYLES, (route: Route) => route.abort());
      await page.goto(app.server.url);
      await openHome(page);

      await page.getByRole('link', { name: 'Add new lead' }).click();
      const failed = page.getByRole('alert').filter({ hasText: lazyScreenTexts.failedTitle });
      const voicePod = page.getByRole('checkbox', { name: 'Voice Pod', exact: true });
      await failed.or(voicePod).first().waitFor({ state: 'attached' });
      expect(await voicePod.count()).toBe(0);
      await failed.waitFor();

      await page.unroute(LATER_STYLES);
      await failed.getByRole('button', { name: lazyScreenTexts.retry }).click();
      await voicePod.waitFor({ state: 'attached' });
      // Mantine draws its own box in place of the browser's.
      expect(await voicePod.evaluate((box) => getComputedStyle(box).appearance)).toBe('none');
      const seen = await page.evaluate(() => (window as unknown as { checkboxesSeen: string[] }).checkboxesSeen);
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.filter((look) => look !== 'none')).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a screen at rest', () => {
  test('moves nothing: the loading bar runs its stripes only while a call is in flight', async () => {
    const context = await app.browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(app.server.url);
      await openHome(page);
      // An animation that runs on a screen nobody is waiting on has the phone draw it again every frame.
      const running = () => page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').map((animation) => (animation instanceof CSSAnimation ? animation.animationName : 'transition')));
      await expect.poll(running).toEqual([]);

      let answer: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await page.route(/\/graphql/, async (route: Route) => {
        await answered;
        await route.continue();
      });
      await page.getByRole('searchbox', { name: 'Search shops, names...' }).fill('tiffin');
      await page.getByRole('progressbar', { name: 'Loading' }).waitFor();
      expect(await running()).toContainEqual(expect.stringContaining('stripes'));

      answer();
      await page.getByRole('progressbar', { name: 'Loading' }).waitFor({ state: 'hidden' });
      await expect.poll(running).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
