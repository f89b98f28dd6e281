import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { leads, opportunities } from '../../src/server/db/schema';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { openSignedInPage, type SignedInPage } from './support/signed-in-page';

// Issue 42, 'Where is my merchant?', walked as an agent on a 360 px phone: an opportunity submitted
// for review is on In review and found by a search from any tab, saying what it waits for; a lead
// marked not converted days ago (its Undo long gone) is under Not converted and is reopened there;
// the chosen sort is still chosen after a reload.

const EMPLOYEE = 'EMP1001';
const stamp = Date.now();
const submitted = `Where Is My Merchant Medicals ${stamp}`;
const notConverted = `Where Is My Merchant Kirana ${stamp}`;
const DAY_MS = 24 * 60 * 60 * 1000;

let app: SignedInPage | undefined;
let page: Page;
beforeAll(async () => {
  app = await openSignedInPage(demoAgents.find((a) => a.employeeId === EMPLOYEE)?.email ?? '', {
    prepare: async (db) => {
      const now = Date.now();
      // Submitted for review yesterday ('Submit for review' stores PO_APPROVAL_SUBMITTED): the CSE team has not answered.
      await db.insert(opportunities).values({
        ownerEmployeeId: EMPLOYEE,
        name: submitted,
        status: 'PO_APPROVAL_SUBMITTED',
        ownerType: 'SalesApp',
        opportunitySubmitted: true,
        nachSubmitted: true,
        submittedOn: new Date(now - DAY_MS),
        createdOn: new Date(now - 5 * DAY_MS),
        modifiedOn: new Date(now - DAY_MS),
      });
      // Marked not converted by this agent two days ago, after a first call: far past the Undo window.
      await db.insert(leads).values({
        ownerEmployeeId: EMPLOYEE,
        status: 'NOT_CONVERTED',
        statusBeforeClosure: 'OPEN_CONTACTED',
        closedAt: new Date(now - 2 * DAY_MS),
        closedByEmployeeId: EMPLOYEE,
        salesStage: 'Approach',
        shopName: notConverted,
        contactName: 'Farah Khan',
        contactNumber: '9845098450',
        leadSource: 'WALK_IN',
        ownerType: 'SalesApp',
        products: ['POS_DEVICE'],
        isAssigned: false,
        createdAt: new Date(now - 10 * DAY_MS),
        modifiedAt: new Date(now - 2 * DAY_MS),
      });
    },
  });
  ({ page } = app);
});
afterAll(() => app?.close());

/** Nothing on the page is wider than the phone. */
async function expectNoSideways() {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/** A card fits the phone's width. */
async function expectOnScreen(card: Locator) {
  await card.scrollIntoViewIfNeeded();
  const box = await card.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
}

async function search(text: string) {
  await page.getByRole('searchbox').fill(text);
}

test("an opportunity submitted for review is under In review and found by a search from Leads, saying it waits for the CSE team's review", async () => {
  // Home opens on Leads: the merchant is not a lead any more.
  await page.getByRole('tab', { name: /^In review/ }).tap();
  const card = page.getByRole('article', { name: submitted });
  await card.waitFor();
  await expectOnScreen(card);
  await expect.poll(() => card.textContent()).toContain("Waiting for the CSE team's review.");
  expect(await card.textContent()).toContain('Submitted for review');
  await expectNoSideways();

  // From the Leads tab, typing its name in the header's search finds it all the same, and says where it is.
  await page.getByRole('tab', { name: /^Leads/ }).tap();
  await search(submitted);
  const elsewhere = page.getByRole('region', { name: 'Found in other places' });
  const found = elsewhere.getByRole('article', { name: submitted });
  await found.waitFor();
  await expectOnScreen(found);
  expect(await found.textContent()).toContain('Under In review');
  expect(await found.textContent()).toContain("Waiting for the CSE team's review.");
  // A part of the name is enough.
  await search(`Merchant Medicals ${stamp}`);
  await expect.poll(() => elsewhere.getByRole('article', { name: submitted }).count()).toBe(1);
  await expectNoSideways();
  await page.getByRole('button', { name: 'Clear search' }).tap();
});

test('a lead marked not converted two days ago is under Not converted, found by a search, and Reopen brings it back to Leads', async () => {
  await page.getByRole('tab', { name: /^Leads/ }).tap();
  await page.getByText(/^\d+ leads$/).waitFor();
  expect(await page.getByRole('article', { name: notConverted }).count()).toBe(0);

  // A search from Leads finds it, under Not converted.
  await search(notConverted);
  const found = page.getByRole('region', { name: 'Found in other places' }).getByRole('article', { name: notConverted });
  await found.waitFor();
  expect(await found.textContent()).toContain('Under Not converted');
  await page.getByRole('button', { name: 'Clear search' }).tap();

  // Beside Lost, its own category.
  await page.getByRole('button', { name: /^Not converted/ }).tap();
  expect(new URL(page.url()).searchParams.get('tab')).toBe('not-converted');
  const card = page.getByRole('article', { name: notConverted });
  await card.waitFor();
  await expectOnScreen(card);
  await card.getByRole('button', { name: 'Reopen' }).tap();
  await page.getByText(`${notConverted} is open again.`).waitFor();
  await expect.poll(() => page.getByRole('article', { name: notConverted }).count()).toBe(0);

  // Back under Leads, as it was before it was closed.
  await page.getByRole('tab', { name: /^Leads/ }).tap();
  await search(notConverted);
  const reopened = page.getByRole('article', { name: notConverted });
  await expect.poll(() => reopened.count()).toBe(1);
  expect(await reopened.textContent()).toContain('Open contacted');
  expect(await reopened.textContent()).not.toContain('Under');
  await expectNoSideways();
  await page.getByRole('button', { name: 'Clear search' }).tap();
});

test('the sort chosen on the Leads tab is kept after a reload', async () => {
  await page.getByRole('tab', { name: /^Leads/ }).tap();
  await page.getByText(/^\d+ leads$/).waitFor();
  await page.getByLabel('Sort').selectOption({ label: 'Lead rating (cold first)' });
  await expect.poll(() => page.getByRole('article').first().textContent()).toContain('Cold');
  await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('rating:ASC');

  await page.reload();
  await page.getByText(/^\d+ leads$/).waitFor();
  await expect.poll(() => page.getByLabel('Sort').inputValue()).toBe('rating:ASC');
  expect(await page.getByLabel('Sort').locator('option:checked').textContent()).toBe('Lead rating (cold first)');
  await expect.poll(() => page.getByRole('article').first().textContent()).toContain('Cold');
  await expectNoSideways();
});
