import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../../src/server/seed/demo-agents';

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
