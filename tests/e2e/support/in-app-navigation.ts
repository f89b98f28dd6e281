import type { Page } from 'playwright-core';

/**
 * Goes to `address` inside the running app, as its own links go (the router follows the history),
 * without loading the page again: for tests about a screen rather than about loading an address,
 * which tests/e2e/app-shell.test.ts does for every route.
 */
export async function followInApp(page: Page, address: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, address);
}
