import type { BrowserContext, Page } from 'playwright-core';
import type { Database } from '../../../src/server/db/connection';
import { startAppServer, type RunningServer } from './app-server';
import { openBrowser, type TestBrowser } from './browser';
import { signIn } from './journey';

/** The product's server and a phone-sized page signed in to it. */
export interface SignedInPage {
  server: RunningServer;
  browser: TestBrowser;
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/**
 * Starts the server (after `prepare` wrote to its database, when given) and a browser, and signs the
 * demo agent with this e-mail in, at Home. What was started is stopped again when a later part
 * fails, so a failed start leaves nothing running.
 */
export async function openSignedInPage(email: string, options: { prepare?: (db: Database) => Promise<void> } = {}): Promise<SignedInPage> {
  const [server, browser] = await Promise.all([startAppServer({ prepare: options.prepare }), openBrowser()]);
  const close = async () => {
    await browser.close();
    await server.stop();
  };
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.url);
    await signIn(page, email);
    await page.getByText(/^\d+ leads$/).waitFor();
    return { server, browser, context, page, close };
  } catch (error) {
    await close();
    throw error;
  }
}
