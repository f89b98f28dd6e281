import { expect, test } from 'vitest';
import { PRODUCT_OWNER_USER_TYPE } from '../../src/domain/session-rules';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { appAndBrowser } from './support/app-and-browser';
import { signIn } from './support/journey';

const app = appAndBrowser();
const productOwner = demoAgents.find((a) => a.userType === PRODUCT_OWNER_USER_TYPE);

test('the demo product owner signs in to the forms preview of the built app, renders a step and sees what a submit would send, on a 360 px phone', async () => {
  const context = await app.browser.newContext();
  const page = await context.newPage();
  await page.goto(app.server.url);
  await signIn(page, productOwner?.email ?? '');
  await page.getByRole('heading', { name: 'Forms preview' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/forms-preview');
  await page.getByText(/^All 16 step definitions, 2 flows and \d+ rule tables are consistent with the contract\.$/).waitFor();

  const form = page.getByRole('form', { name: 'Create Lead' });
  await form.getByLabel(/Shop name/).fill('Preview Kirana');
  await form.getByLabel(/Contact name/).fill('Ravi');
  await form.getByLabel(/Mobile number/).fill('9876543210');
  await form.getByRole('checkbox', { name: 'DQR Mini' }).check();
  await page.getByRole('button', { name: 'Validate and show variables' }).click();
  await page.getByText(/"name": "Preview Kirana"/).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // Home is an agent's: a product owner who goes there is brought back to the preview.
  await page.goto(app.server.url);
  await page.getByRole('heading', { name: 'Forms preview' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/forms-preview');
  await context.close();
});
