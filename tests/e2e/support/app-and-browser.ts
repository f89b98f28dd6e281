import { afterAll, beforeAll } from 'vitest';
import { startAppServer, type RunningServer } from './app-server';
import { openBrowser, type TestBrowser } from './browser';

/** The product's server on a fresh database and a browser, started before a file's tests and stopped after them. */
export function appAndBrowser(): { readonly server: RunningServer; readonly browser: TestBrowser } {
  let server: RunningServer | undefined;
  let browser: TestBrowser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(), openBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error('the app server is not running');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not running');
      return browser;
    },
  };
}
