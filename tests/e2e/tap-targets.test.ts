import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { extraCategories, mainTabs } from '../../src/app/screens/home/home-texts';
import { deploymentStores, merchantAccounts, opportunities } from '../../src/server/db/schema';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { freshPan } from '../server/fresh-pan';
import { fillNewLead } from './support/journey';
import { openSignedInPage, type SignedInPage } from './support/signed-in-page';

// On a 360 px phone every control an agent taps is at least 44 px tall and shows its whole label:
// Home's tabs, categories, cards' actions and dialogs, the Leads listing, and a step's fields and buttons.

const EMPLOYEE = 'EMP1001';
let app: SignedInPage | undefined;
let page: Page;
beforeAll(async () => {
  app = await openSignedInPage(demoAgents.find((a) => a.employeeId === EMPLOYEE)?.email ?? '', {
    // A store of one of the agent's merchants, so that Store addresses shows a card with its directions.
    prepare: async (db) => {
      const name = 'Sri Lakshmi Venkateswara General and Provision Stores';
      const [merchant] = await db
        .insert(merchantAccounts)
        .values({ ownerEmployeeId: EMPLOYEE, panNumber: freshPan(), ownershipType: 'PROPRIETORSHIP', name, legalName: name })
        .returning({ id: merchantAccounts.id });
      if (!merchant) throw new Error('no merchant');
      await db.insert(opportunities).values({ ownerEmployeeId: EMPLOYEE, name, status: 'DEPLOYMENT_APPROVED', ownerType: 'SalesApp', accountId: merchant.id, isExistingMerchant: true });
      await db.insert(deploymentStores).values({
        ownerEmployeeId: EMPLOYEE,
        merchantId: merchant.id,
        name: `${name} Jayanagar 4th Block`,
        address: { addressLine1: '14 9th Main Road', city: 'Bengaluru', state: 'Karnataka', pinCode: '560041', latitude: 12.93, longitude: 77.58 },
      });
    },
  });
  ({ page } = app);
});
afterAll(() => app?.close());

/** The visible controls shorter than a thumb, by their text. */
function smallControls(): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'button, a[href], [role="tab"], input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), select, .mantine-Chip-label, .mantine-Radio-body',
      ),
    ]
      .filter((element) => {
        const { height } = element.getBoundingClientRect();
        return height > 0 && height < 44;
      })
      .map((element) => (element.textContent || element.getAttribute('aria-label') || element.getAttribute('name') || element.outerHTML.slice(0, 120)).trim()),
  );
}

/** The visible labels of controls whose text does not fit (cut off, or ending in an ellipsis). */
function clippedLabels(): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.mantine-Button-label, .mantine-Tabs-tabLabel, .mantine-Chip-label, .mantine-Radio-label')]
      .filter((element) => element.getBoundingClientRect().height > 0 && element.scrollWidth > element.clientWidth)
      .map((element) => (element.textContent ?? '').trim()),
  );
}

async function expectThumbSized(where: string) {
  expect(await smallControls(), where).toEqual([]);
  expect(await clippedLabels(), where).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(360);
}

/** What shows once a Home tab's or category's content has loaded. */
function loaded(value: string) {
  switch (value) {
    case 'leads':
      return page.getByText(/^\d+ leads?$/).first();
    case 'training':
      return page.getByRole('link', { name: 'FAQ', exact: true });
    case 'store-addresses':
      return page.getByText(/^\d+ stores?$/);
    default:
      return page.getByText(/^\d+ opportunit/).first();
  }
}

test("Home's tabs, categories, cards' actions and dialogs are at least 44 px tall, their labels whole", async () => {
  await page.getByRole('article').first().waitFor();
  await expectThumbSized('Home');

  for (const tab of mainTabs) {
    await page.getByRole('tab', { name: tab.label }).click();
    await loaded(tab.value).waitFor();
    await expectThumbSized(tab.label);
  }
  for (const category of extraCategories) {
    await page.getByRole('group', { name: 'More categories' }).getByRole('button', { name: category.label }).click();
    await loaded(category.value).waitFor();
    await expectThumbSized(category.label);
  }
  await page.getByRole('article').getByRole('link', { name: 'Get directions' }).waitFor();

  // A lead card's dialogs.
  await page.getByRole('tab', { name: 'Leads' }).click();
  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: 'Mark as not converted' }).click();
  await page.getByRole('dialog').waitFor();
  await expectThumbSized('Mark as not converted?');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await card.getByRole('button', { name: 'Mark lost' }).click();
  await page.getByRole('dialog').getByRole('radio').first().waitFor();
  await expectThumbSized('Mark lost');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
});

test('the Leads listing is at least 44 px tall, its labels whole', async () => {
  // The last dialog's overlay fades out after the dialog has gone: Home takes taps once it has.
  await page.locator('.mantine-Modal-overlay').waitFor({ state: 'detached' });
  await page.getByRole('link', { name: 'See all leads' }).click();
  await page.waitForURL((address) => address.pathname === '/leads');
  await page.getByRole('heading', { name: 'Leads listing' }).waitFor();
  await page.getByRole('article').first().waitFor();
  await expectThumbSized('/leads');
});

test("a step's fields and buttons are at least 44 px tall", async () => {
  await page.goto(app?.server.url ?? '');
  await page.getByRole('link', { name: 'Add new lead' }).click();
  await page.getByRole('heading', { name: 'Create Lead' }).waitFor();
  expect(await smallControls()).toEqual([]);
  await fillNewLead(page, `Tap Target Traders ${Date.now()}`);
  await page.getByRole('button', { name: 'Create lead' }).click();
  await page.getByRole('heading', { name: 'Pan Details' }).waitFor();
  expect(await smallControls()).toEqual([]);
});
