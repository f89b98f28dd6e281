import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { stepRoutes } from '../../src/domain/step-routes';
import { sandboxPanRecord } from '../../src/server/sandbox/sandbox-registry';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { appAndBrowser } from './support/app-and-browser';
import { signIn } from './support/journey';

const app = appAndBrowser();

const salesAgent = demoAgents.find((a) => a.employeeId === 'EMP1001');

async function openHome(): Promise<Page> {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  await page.goto(app.server.url);
  await signIn(page, salesAgent?.email ?? '');
  await page.getByText(/^\d+ leads$/).waitFor();
  return page;
}

async function leadCount(page: Page): Promise<number> {
  return Number.parseInt((await page.getByText(/^\d+ leads$/).textContent()) ?? '', 10);
}

test('search finds a lead by its shop name, and a search with no match says so', async () => {
  const page = await openHome();
  const name = (await page.getByRole('article').first().getAttribute('aria-label')) ?? '';
  await page.getByRole('searchbox').fill('zzqqxx-no-such-shop');
  await page.getByText("Sorry, we couldn't find what you're looking for. Can you try a different word?").waitFor();
  await page.getByRole('searchbox').fill(name);
  await expect.poll(() => page.getByRole('article', { name }).count()).toBeGreaterThan(0);
  expect(new URL(page.url()).searchParams.get('q')).toBe(name);
  await page.context().close();
});

test('sorting by lead rating ascending shows a cold lead first; the date filter narrows the list', async () => {
  const page = await openHome();
  const before = await leadCount(page);
  await page.getByLabel('Sort').selectOption({ label: 'Lead rating (cold first)' });
  await expect.poll(() => page.getByRole('article').first().textContent()).toContain('Cold');

  await page.getByRole('button', { name: '7 days', exact: true }).click();
  await expect.poll(() => page.getByRole('button', { name: '7 days', exact: true }).getAttribute('aria-pressed')).toBe('true');
  await expect.poll(async () => (await page.getByText(/^\d+ leads$/).count()) > 0 && (await leadCount(page)) < before).toBe(true);
  if ((await leadCount(page)) > 0) expect(await page.getByRole('article').first().textContent()).toContain('Follow-up');
  await page.context().close();
});

test('a rating change and a scheduled follow-up are kept after a reload', async () => {
  const page = await openHome();
  const card = page.getByRole('article').first();
  const name = (await card.getAttribute('aria-label')) ?? '';
  const named = page.getByRole('article', { name });
  const next = (await named.getByRole('radio', { name: 'Hot' }).isChecked()) ? 'Cold' : 'Hot';
  await named.locator('label').filter({ hasText: new RegExp(`^${next}$`) }).click();
  await named.getByLabel('Next appointment').fill('2030-01-15T10:30');
  await named.getByRole('button', { name: 'Schedule follow-up' }).click();
  await expect.poll(() => named.textContent()).toContain('Follow-up 15, Jan 2030 10:30 AM');

  await page.reload();
  await page.getByText(/^\d+ leads$/).waitFor();
  await expect.poll(() => page.getByRole('article', { name }).first().textContent()).toContain('Follow-up 15, Jan 2030 10:30 AM');
  expect(await page.getByRole('article', { name }).first().getByRole('radio', { name: next }).isChecked()).toBe(true);
  await page.context().close();
});

test('marking a lead lost with a reason moves it to Lost', async () => {
  const page = await openHome();
  const before = await leadCount(page);
  const name = (await page.getByRole('article').first().getAttribute('aria-label')) ?? '';
  await page.getByRole('article', { name }).first().getByRole('button', { name: 'Mark lost' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Not Interested').click();
  await dialog.getByRole('button', { name: 'Mark lost' }).click();
  await page.getByText(`${before - 1} leads`).waitFor();

  await page.getByRole('button', { name: /^Lost/ }).click();
  expect(new URL(page.url()).searchParams.get('tab')).toBe('lost');
  const lost = page.getByRole('article', { name }).first();
  await lost.waitFor();
  expect(await lost.textContent()).toContain('Not Interested');
  await page.context().close();
});

test('an opportunity for an existing merchant is created and selected', async () => {
  const page = await openHome();
  await page.getByRole('link', { name: 'Create new opportunity' }).click();
  // A merchant the agent already serves, found by its name: the seed's existing merchant of this agent.
  const merchant = sandboxPanRecord('BHKPS0017L')?.existingMerchant;
  if (!merchant) throw new Error('BHKPS0017L is not an already registered PAN of the sandbox');
  await page.getByRole('searchbox', { name: 'PAN, name or mobile number' }).fill(merchant.name);
  await page.getByRole('article', { name: merchant.name }).getByRole('button', { name: 'Create opportunity' }).click();
  await expect.poll(() => (Object.values(stepRoutes) as string[]).includes(new URL(page.url()).pathname)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('isExisting'))).toBe('true');
  expect(await page.evaluate(() => localStorage.getItem('oppId'))).toMatch(/^\d+$/);
  await page.context().close();
});
