import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { demoSerial } from '../../src/server/seed/demo-inventory';
import { appAndBrowser } from './support/app-and-browser';
import { signIn } from './support/journey';

// A stock transfer on two 360 px phones: Asha sends one item to Rohit with a courier and tracking
// number, Rohit receives it, and then the serial is in Rohit's inventory only.

const app = appAndBrowser();

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
