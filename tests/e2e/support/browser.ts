import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';
import { findChromium } from '../../../scripts/chromium.mjs';
import { middayTimeZone } from '../../support/midday-time-zone';

export interface TestBrowser {
  browser: Browser;
  /**
   * A fresh context per journey: a phone-sized viewport, no cookies, and no service worker (its cache
   * would answer requests that journeys hold back, fail or count; tests/e2e/installable-app.test.ts
   * is about it and allows it), and a time zone in which the journey cannot cross midnight and be
   * signed out (tests/support/midday-time-zone.ts); `options` add to it (a granted geolocation).
   */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  close(): Promise<void>;
}

/** Debian's Chromium, headless, with the flags a closed network needs; playwright gives each launch a fresh profile. */
export async function launchBrowser(): Promise<TestBrowser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium is missing: apt-get install -y chromium, or set CHROMIUM_PATH');
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
  return {
    browser,
    newContext: (options = {}) => browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, serviceWorkers: 'block', timezoneId: middayTimeZone(), ...options }),
    close: () => browser.close(),
  };
}
