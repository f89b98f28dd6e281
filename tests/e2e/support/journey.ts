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
