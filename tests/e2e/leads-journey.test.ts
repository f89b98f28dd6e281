import { expect, test } from 'vitest';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { appAndBrowser } from './support/app-and-browser';
import { fillNewLead, signIn } from './support/journey';

const app = appAndBrowser();

const salesAgent = demoAgents.find((a) => a.employeeId === 'EMP1001');

test('the demo agent signs in, sees their leads, creates one, and finds it again after a reload', async () => {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  await page.goto(app.server.url);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
  await signIn(page, salesAgent?.email ?? '');

  // Home's default tab lists the open leads: '<N> leads'; the new lead adds one.
  const countText = page.getByText(/^\d+ leads$/);
  await countText.waitFor();
  const before = Number.parseInt((await countText.textContent()) ?? '', 10);
  await expect.poll(() => page.getByRole('article').count()).toBe(20);

  await page.getByRole('link', { name: 'Add new lead' }).click();
  await page.getByRole('heading', { name: 'Create Lead' }).waitFor();
  const shopName = `Lakshmi Tiffin Centre ${Date.now()}`;
  await fillNewLead(page, shopName);
  await page.getByRole('button', { name: 'Create lead' }).click();
  await page.getByRole('heading', { name: 'Pan Details' }).waitFor();

  await page.goto(app.server.url);
  await page.getByText(`${before + 1} leads`).waitFor();
  const card = page.getByRole('article', { name: shopName });
  await expect.poll(() => card.count()).toBe(1);
  await expect.poll(() => card.textContent()).toContain('Voice Pod');

  await page.reload();
  await page.getByText(`${before + 1} leads`).waitFor();
  await expect.poll(() => page.getByRole('article', { name: shopName }).count()).toBe(1);
  await context.close();
});

test('a bad mobile number is refused with the message, and nothing typed is lost', async () => {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${app.server.url}CreateLead`);
  await signIn(page, salesAgent?.email ?? '');
  await page.getByRole('heading', { name: 'Create Lead' }).waitFor();
  await page.getByLabel('Shop name').fill('Ganesh Hardware');
  await page.getByLabel('Contact name').fill('Ganesh');
  await page.getByLabel('Mobile number').fill('12345');
  await page.getByRole('checkbox', { name: 'POS Device' }).check();
  await page.getByRole('button', { name: 'Create lead' }).click();
  await page.getByText('Please enter a valid 10-digit mobile number.').waitFor();
  expect(await page.getByLabel('Shop name').inputValue()).toBe('Ganesh Hardware');
  await context.close();
});
