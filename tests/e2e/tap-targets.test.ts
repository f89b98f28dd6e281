import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { fillNewLead } from './support/journey';
import { openSignedInPage, type SignedInPage } from './support/signed-in-page';

// On a 360 px phone every control an agent taps is at least 44 px tall: Home's buttons, tabs,
// chips and links drawn as buttons, and a step's fields and buttons.

let app: SignedInPage | undefined;
let page: Page;
beforeAll(async () => {
  app = await openSignedInPage(demoAgents.find((a) => a.employeeId === 'EMP1001')?.email ?? '');
  ({ page } = app);
});
afterAll(() => app?.close());

/** The visible controls shorter than a thumb, by their text. */
function smallControls(): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('button, a[href], [role="tab"], input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), .mantine-Chip-label')]
      .filter((element) => {
        const { height } = element.getBoundingClientRect();
        return height > 0 && height < 44;
      })
      .map((element) => (element.textContent || element.getAttribute('aria-label') || element.getAttribute('name') || element.outerHTML.slice(0, 120)).trim()),
  );
}

test("Home's controls and a step's fields and buttons are at least 44 px tall", async () => {
  await page.getByRole('article').first().waitFor();
  expect(await smallControls()).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole('link', { name: 'Add new lead' }).click();
  await page.getByRole('heading', { name: 'Create Lead' }).waitFor();
  expect(await smallControls()).toEqual([]);
  await fillNewLead(page, `Tap Target Traders ${Date.now()}`);
  await page.getByRole('button', { name: 'Create lead' }).click();
  await page.getByRole('heading', { name: 'Pan Details' }).waitFor();
  expect(await smallControls()).toEqual([]);
});
