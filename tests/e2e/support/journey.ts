import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../../src/server/seed/demo-agents';

/**
 * The drawn login page starts the app when the agent first touches it (src/app/drawn-page-start.ts):
 * touches it, and waits until the app has started (it gives the drawn page's deferred stylesheet its media back).
 */
export async function startAppOnLogin(page: Page) {
  await page.getByLabel('Company e-mail ID').focus();
  await page.locator('link[data-beasties-media]').waitFor({ state: 'detached' });
}

/**
 * Holds the app's own script back, as on a slow network, so that a test can act on a drawn page
 * before the app has started; the script goes when the returned function is called.
 */
export async function holdAppScript(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

export async function signIn(page: Page, email: string) {
  await page.getByLabel('Company e-mail ID').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

/** Fills the Create Lead step's required fields. */
export async function fillNewLead(page: Page, shopName: string) {
  await page.getByLabel('Shop name').fill(shopName);
  await page.getByLabel('Contact name').fill('Lakshmi Rao');
  await page.getByLabel('Mobile number').fill('98450 12345');
  await page.getByRole('checkbox', { name: 'Voice Pod', exact: true }).check();
}

/**
 * The step drafts the page has stored (src/engine/drafts.ts), as JSON; '' before any is. Run in the
 * page. It never creates the database: opening one that does not exist would make it without its store.
 */
export async function storedDrafts(): Promise<string> {
  const databases = await indexedDB.databases();
  if (!databases.some((database) => database.name === 'merchant-onboarding')) return '';
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('merchant-onboarding');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const database = open.result;
      if (!database.objectStoreNames.contains('drafts')) {
        database.close();
        return resolve('');
      }
      const all = database.transaction('drafts').objectStore('drafts').getAll();
      all.onerror = () => reject(all.error);
      all.onsuccess = () => {
        database.close();
        resolve(JSON.stringify(all.result));
      };
    };
  });
}

/** Adds a lead from Home; the app goes on to its PAN step. */
export async function addNewLead(page: Page, serverUrl: string, shopName: string) {
  await page.goto(serverUrl);
  await page.getByRole('link', { name: 'Add new lead' }).click();
  await page.getByRole('heading', { name: 'Create Lead' }).waitFor();
  await fillNewLead(page, shopName);
  await page.getByRole('button', { name: 'Create lead' }).click();
}

/** Adds a lead from Home and arrives at its PAN step. */
export async function newLeadAtPanStep(page: Page, serverUrl: string, shopName: string) {
  await addNewLead(page, serverUrl, shopName);
  await page.getByRole('heading', { name: 'Pan Details' }).waitFor();
}

/** Types a PAN (or GSTIN) into the PAN step and asks for it to be verified. */
export async function verifyPan(page: Page, entry: string) {
  await page.getByLabel('PAN ID/ GST number').fill(entry);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** Each step of the drawer ('3. Business Details') with its display status. */
export async function stepStatuses(page: Page): Promise<Record<string, string | null>> {
  await page.getByRole('button', { name: 'Steps' }).click();
  const nav = page.getByRole('navigation', { name: 'Onboarding steps' });
  await nav.waitFor();
  const entries = await nav.locator('[data-status]').evaluateAll((links) =>
    links.map((link) => [link.textContent ?? '', link.getAttribute('data-status')] as const),
  );
  await page.keyboard.press('Escape');
  return Object.fromEntries(entries.map(([text, status]) => [text.replace(/(Completed|In progress|Pending|Locked|Not available yet)$/, '').trim(), status]));
}

/** A Mantine select's input, by its label. */
export const selectInput = (scope: Page | Locator, label: string) => scope.getByRole('combobox', { name: label, exact: true });

/** Picks an option of a Mantine select with a thumb, and waits for its list to close before the next tap. */
export async function choose(page: Page, label: string, option: string, scope: Page | Locator = page) {
  const select = selectInput(scope, label);
  await expect.poll(() => select.isEnabled()).toBe(true);
  await select.tap();
  await page.getByRole('option', { name: option, exact: true }).tap();
  await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
}
