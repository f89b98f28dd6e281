import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { findTestChromium } from '../../../scripts/chromium.mjs';
import { middayTimeZone } from '../../support/midday-time-zone';

export interface TestBrowser {
  /**
   * A fresh context per journey: a phone-sized viewport, no cookies, and no service worker (its cache
   * would answer requests that journeys hold back, fail or count; tests/e2e/installable-app.test.ts
   * is about it and allows it), and a time zone in which the journey cannot cross midnight and be
   * signed out (tests/support/midday-time-zone.ts); `options` add to it (a granted geolocation).
   */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** Closes the contexts this file opened; the browser stays for the worker's next file. */
  close(): Promise<void>;
}

let running: Promise<Browser> | undefined;

/**
 * One headless Chromium per test worker, launched by the first file that asks and shared by the
 * files after it (the e2e layer runs its files one after another in each worker's process): a
 * context shares nothing with another, so a file needs a browser of its own no more than a journey
 * does. A browser that crashed is launched again for the next file.
 */
function workerBrowser(): Promise<Browser> {
  running ??= (async () => {
    const executablePath = findTestChromium();
    if (!executablePath) throw new Error('Chromium is missing: apt-get install -y chromium-headless-shell, or set CHROMIUM_PATH');
    const browser = await chromium.launch({
      executablePath,
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    browser.on('disconnected', () => {
      running = undefined;
    });
    return browser;
  })().catch((error: unknown) => {
    running = undefined;
    throw error;
  });
  return running;
}

/** The worker's browser, as a file uses it: the contexts it opens are closed with it. */
export async function openBrowser(): Promise<TestBrowser> {
  const browser = await workerBrowser();
  const contexts = new Set<BrowserContext>();
  return {
    newContext: async (options = {}) => {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, serviceWorkers: 'block', timezoneId: middayTimeZone(), ...options });
      contexts.add(context);
      context.on('close', () => contexts.delete(context));
      return context;
    },
    close: async () => {
      await Promise.all([...contexts].map((context) => context.close()));
    },
  };
}
