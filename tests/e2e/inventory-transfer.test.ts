import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { WAREHOUSE_RECEIPT_HOURS } from '../../src/domain/warehouse-receipt';
import type { Database } from '../../src/server/db/connection';
import { productTransfers } from '../../src/server/db/schema';
import { demoSerial } from '../../src/server/seed/demo-inventory';
import { startAppServer, type RunningServer } from './support/app-server';
import { openBrowser, type TestBrowser } from './support/browser';
import { signIn } from './support/journey';

// A stock transfer on two 360 px phones: Asha sends one item to Rohit with a courier and tracking
// number, Rohit receives it, and then the serial is in Rohit's inventory only. Then Asha's
// corrections: an item's working condition, and the courier details of what she sends to the
// warehouse, which the (sandbox) warehouse receives a day later.

let server: RunningServer | undefined;
let browser: TestBrowser | undefined;
let database: Database | undefined;
beforeAll(async () => {
  [server, browser] = await Promise.all([
    startAppServer({
      // The test keeps the database, to stand in for the day that passes before the warehouse receives.
      prepare: async (db) => {
        database = db;
      },
    }),
    openBrowser(),
  ]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const app = {
  get server() {
    if (!server) throw new Error('the app server is not running');
    return server;
  },
  get browser() {
    if (!browser) throw new Error('the browser is not running');
    return browser;
  },
};

async function signedIn(email: string): Promise<Page> {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  await page.goto(app.server.url);
  await signIn(page, email);
  await page.getByText(/^\d+ leads$/).waitFor();
  return page;
}

/** The visible controls shorter than a thumb (as tests/e2e/tap-targets.test.ts counts them). */
function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('button, a[href], [role="tab"], input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"])')]
      .filter((element) => {
        const { height } = element.getBoundingClientRect();
        return height > 0 && height < 44;
      })
      .map((element) => (element.textContent || element.getAttribute('aria-label') || element.outerHTML.slice(0, 120)).trim()),
  );
}

async function searchSerial(page: Page, serial: string) {
  const box = page.getByRole('searchbox', { name: 'Search by serial number' });
  await box.fill(serial);
}

test('Asha sends one item to Rohit with courier and tracking; Rohit receives it; the serial is then his only', async () => {
  const serial = demoSerial('PRD-POS-A910', 'EMP1001', 1);

  const asha = await signedIn('asha.verma@demo.example');
  await asha.goto(`${app.server.url}inventoryManagement`);
  await asha.getByText('20 items').waitFor();
  expect(await smallControls(asha)).toEqual([]);
  expect(await asha.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // A phone without a usable camera is told so, and typing stays the way in.
  await asha.getByRole('button', { name: 'Scan serial number' }).click();
  const scanner = asha.getByRole('dialog', { name: 'Scan serial number' });
  await expect.poll(() => scanner.getByRole('status').textContent()).toMatch(/Please (allow it in the browser's settings, or )?type the serial number\.$/);
  await scanner.getByRole('button', { name: 'Close', exact: true }).click();

  await searchSerial(asha, serial);
  await asha.getByText('1 item', { exact: true }).waitFor();
  await asha.getByRole('checkbox', { name: `Select ${serial}` }).check();
  await asha.getByRole('button', { name: 'Send 1 item' }).click();
  const form = asha.getByRole('dialog', { name: 'Send stock' });
  await form.getByRole('combobox', { name: 'Send to' }).fill('Rohit');
  await asha.getByRole('option', { name: 'Rohit Nair (EMP1002)' }).click();
  await form.getByLabel('Courier name').fill('Blue Dart');
  await form.getByLabel('Tracking number').fill('BD-7781-4420');
  expect(await smallControls(asha)).toEqual([]);
  await form.getByRole('button', { name: 'Send' }).click();
  await asha.getByText('1 item is on the way to Rohit Nair (EMP1002).').waitFor();
  await asha.getByRole('article', { name: serial }).getByText('In transit').waitFor();

  const rohit = await signedIn('rohit.nair@demo.example');
  await rohit.goto(`${app.server.url}inventoryManagement?tab=transfers`);
  const incoming = rohit.getByRole('article', { name: serial });
  await incoming.getByText('From: Asha Verma (EMP1001)').waitFor();
  await incoming.getByText('Courier: Blue Dart').waitFor();
  await incoming.getByText('Tracking number: BD-7781-4420').waitFor();
  expect(await smallControls(rohit)).toEqual([]);
  await incoming.getByRole('button', { name: 'Receive' }).click();
  await rohit.getByText('The item is now in your inventory.').waitFor();
  await incoming.getByText('Received', { exact: true }).waitFor();

  await rohit.getByRole('tab', { name: 'My items' }).click();
  await searchSerial(rohit, serial);
  await rohit.getByText('1 item', { exact: true }).waitFor();
  await rohit.getByRole('article', { name: serial }).waitFor();
  expect(await rohit.getByRole('article').count()).toBe(1);
  expect(await rohit.getByRole('article', { name: serial }).getByText('In transit').count()).toBe(0);

  await asha.reload();
  await searchSerial(asha, serial);
  await asha.getByText('No item of yours has this serial number.').waitFor();
  expect(await asha.getByRole('article', { name: serial }).count()).toBe(0);
});

test("Asha marks an item damaged, sends another to the warehouse and corrects its courier details; a day later the warehouse has it", async () => {
  const damaged = demoSerial('PRD-DQR-MINI', 'EMP1001', 1);
  const returned = demoSerial('PRD-DQR-MINI', 'EMP1001', 2);
  const asha = await signedIn('asha.verma@demo.example');
  await asha.goto(`${app.server.url}inventoryManagement`);

  await searchSerial(asha, damaged);
  const card = asha.getByRole('article', { name: damaged });
  await card.getByText('Working', { exact: true }).waitFor();
  await card.getByRole('button', { name: 'Change condition' }).tap();
  const conditionDialog = asha.getByRole('dialog', { name: `Condition of ${damaged}` });
  await conditionDialog.getByRole('combobox', { name: 'Condition' }).selectOption({ label: 'Damaged' });
  expect(await smallControls(asha)).toEqual([]);
  await conditionDialog.getByRole('button', { name: 'Save condition' }).tap();
  await asha.getByText(`${damaged} is now marked damaged.`).waitFor();
  await card.getByText('Damaged', { exact: true }).waitFor();

  await searchSerial(asha, returned);
  await asha.getByRole('checkbox', { name: `Select ${returned}` }).check();
  await asha.getByRole('button', { name: 'Send 1 item' }).tap();
  const form = asha.getByRole('dialog', { name: 'Send stock' });
  await form.getByRole('combobox', { name: 'Send to' }).fill('warehouse');
  await asha.getByRole('option', { name: 'Mumbai central warehouse' }).tap();
  await form.getByLabel('Courier name').fill('Blue Dart');
  await form.getByLabel('Tracking number').fill('BD-1000');
  await form.getByRole('button', { name: 'Send' }).tap();
  await asha.getByText('1 item is on the way to Mumbai central warehouse.').waitFor();

  // The tracking number was mistyped: Asha corrects it, and the courier, on the transfer.
  await asha.getByRole('tab', { name: 'Stock transfers' }).tap();
  await asha.getByRole('button', { name: 'Outgoing' }).tap();
  const transfer = asha.getByRole('article', { name: returned });
  await transfer.getByText(/^The warehouse receives it by /).waitFor();
  await transfer.getByRole('button', { name: 'Correct courier details' }).tap();
  const correction = asha.getByRole('dialog', { name: 'Correct courier details' });
  await correction.getByLabel('Courier name').fill('DTDC');
  await correction.getByLabel('Tracking number').fill('D-7788-1001');
  expect(await smallControls(asha)).toEqual([]);
  await correction.getByRole('button', { name: 'Save courier details' }).tap();
  await asha.getByText('The courier details were corrected.').waitFor();
  await transfer.getByText('Courier: DTDC').waitFor();
  await transfer.getByText('Tracking number: D-7788-1001').waitFor();
  expect(await asha.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // A day passes (the transfer's stored time moved back past the warehouse's 24 hours): the warehouse has received it.
  expect(WAREHOUSE_RECEIPT_HOURS).toBe(24);
  if (!database) throw new Error('no database');
  await database
    .update(productTransfers)
    .set({ createdDate: new Date(Date.now() - 25 * 60 * 60 * 1000) })
    .where(and(eq(productTransfers.sourceLocationId, 'LOC-MUM-01'), eq(productTransfers.destinationLocationId, 'WH-MUM-CENTRAL'), eq(productTransfers.status, 'IN_TRANSIT')));
  await asha.reload();
  await asha.getByRole('button', { name: 'Outgoing' }).tap();
  await asha.getByRole('article', { name: returned }).getByText('Received', { exact: true }).waitFor();
  expect(await asha.getByRole('article', { name: returned }).getByRole('button', { name: 'Correct courier details' }).count()).toBe(0);
  await asha.getByRole('tab', { name: 'My items' }).tap();
  await searchSerial(asha, returned);
  await asha.getByText('No item of yours has this serial number.').waitFor();
});
