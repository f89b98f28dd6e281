import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { CreateOpportunityDocumentDocument, OtherBusinessDocStep_SaveDocument, type OpportunityDocumentInput } from '../../generated/graphql';
import { extraCategories, homeTexts, mainTabs } from '../../src/app/features/home/home-texts';
import { inventoryTexts } from '../../src/app/features/inventory/inventory-texts';
import { stepRoutes } from '../../src/domain/step-routes';
import { deploymentStores, merchantAccounts, opportunities } from '../../src/server/db/schema';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { freshPan } from '../server/fresh-pan';
import { jpegBytes } from '../support/image-files';
import { agentApi } from './support/api';
import { choose, fillNewLead } from './support/journey';
import { completeStepsBefore, merchantJourney } from './support/merchant-journey';
import { openSignedInPage, type SignedInPage } from './support/signed-in-page';

// On a 360 px phone every control an agent taps is at least 44 x 44 px and shows its whole label:
// Home's tabs, categories, cards' actions (the lead card's date and time box, 'Mark as not converted')
// and dialogs, the Leads listing, the header on the Inventory screen, a step's fields and buttons,
// the steps drawer, number boxes with their steppers, checkboxes, radios and switches (tapped anywhere
// on their row), and the Purchase Order step's 'Open PO (PDF)' and 'Refresh status'.

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

/** The visible controls narrower or shorter than a thumb, by their text and size. */
function smallControls(): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll(
        'button, a[href], [role="tab"], input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), select, .mantine-Chip-label',
      ),
    ]
      .filter((element) => {
        const { width, height } = element.getBoundingClientRect();
        return height > 0 && (height < 44 || width < 44);
      })
      .map((element) => {
        const { width, height } = element.getBoundingClientRect();
        const name = (element.textContent || element.getAttribute('aria-label') || element.getAttribute('name') || element.outerHTML.slice(0, 120)).trim();
        return `${name} ${Math.round(width)}x${Math.round(height)}`;
      }),
  );
}

/**
 * The visible checkboxes, radios and switches whose target is not a row of at least 44 x 44 px that
 * takes a tap anywhere on it: the row is what holds the control and its labels, and a tap at each of
 * its corners, edges and centre lands on the control or on a label of it.
 */
function smallChoices(): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')]
      // A chip's input is hidden behind its label, which smallControls measures.
      .filter((input) => !input.closest('.mantine-Chip-root') && input.getClientRects().length > 0)
      .flatMap((input) => {
        const labels = [...(input.labels ?? [])];
        let row: HTMLElement = input;
        while (row.parentElement && !labels.every((label) => row.contains(label))) row = row.parentElement;
        row.scrollIntoView({ block: 'center' });
        const box = row.getBoundingClientRect();
        const name = (labels[0]?.textContent || input.getAttribute('aria-label') || input.name).trim();
        if (box.width < 44 || box.height < 44) return [`${name} ${Math.round(box.width)}x${Math.round(box.height)}`];
        const xs = [box.left + 2, box.left + box.width / 2, box.right - 2];
        const ys = [box.top + 2, box.top + box.height / 2, box.bottom - 2];
        const missed = xs.flatMap((x) =>
          ys.filter((y) => {
            const hit = document.elementFromPoint(x, y);
            return !hit || !(input === hit || input.contains(hit) || labels.some((label) => label.contains(hit)));
          }),
        );
        return missed.length > 0 ? [`${name}: a tap on its row misses it`] : [];
      }),
  );
}

/**
 * The visible labels and boxes whose text does not fit: cut off, ending in an ellipsis, or a date
 * box narrower than its date and time (it shows no overflow of its own: it is measured against a
 * copy of itself at its natural width).
 */
function clippedLabels(): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (selectors: string) => [...document.querySelectorAll<HTMLElement>(selectors)].filter((element) => element.getBoundingClientRect().height > 0);
    const cut = [
      ...shown('.mantine-Button-root, .mantine-Button-label, .mantine-Tabs-tabLabel, .mantine-Chip-label, .mantine-Radio-label, .mantine-Checkbox-label, .mantine-NavLink-label, [data-header-title]').filter(
        (element) => element.scrollWidth > element.clientWidth,
      ),
      // A button's label wraps rather than running out of its side, and the header's title takes two lines: neither may run out of its height.
      ...shown('.mantine-Button-root, [data-header-title]').filter((element) => element.scrollHeight > element.clientHeight),
    ].map((element) => (element.textContent ?? '').trim());
    const narrowDates = [...document.querySelectorAll<HTMLInputElement>('input[type="date"], input[type="time"], input[type="datetime-local"]')]
      .filter((input) => input.getBoundingClientRect().height > 0)
      .filter((input) => {
        const natural = input.cloneNode() as HTMLInputElement;
        Object.assign(natural.style, { position: 'absolute', visibility: 'hidden', width: 'auto', minWidth: '0', maxWidth: 'none', flex: 'none' });
        input.after(natural);
        const needed = natural.getBoundingClientRect().width;
        natural.remove();
        return input.getBoundingClientRect().width < needed - 0.5;
      })
      .map((input) => `${input.labels?.[0]?.textContent ?? input.name} (date box)`.trim());
    return [...cut, ...narrowDates];
  });
}

async function expectThumbSized(where: string) {
  expect(await smallControls(), where).toEqual([]);
  expect(await smallChoices(), where).toEqual([]);
  expect(await clippedLabels(), where).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(360);
}

async function size(locator: Locator): Promise<{ width: number; height: number }> {
  const box = await locator.boundingBox();
  return { width: Math.round(box?.width ?? 0), height: Math.round(box?.height ?? 0) };
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
  // The seed's merchants have stores too (README, 'Demo data'): the first card's directions will do.
  await page.getByRole('article').getByRole('link', { name: 'Get directions' }).first().waitFor();

  // A lead card: its date and time box whole, 'Mark as not converted' a thumb's size; then its dialogs.
  await page.getByRole('tab', { name: 'Leads' }).click();
  const card = page.getByRole('article').filter({ has: page.getByLabel(homeTexts.followUp) }).first();
  await card.getByLabel(homeTexts.followUp).waitFor();
  await expectThumbSized('a lead card');
  const notConverted = await size(card.getByRole('button', { name: homeTexts.markNotConverted }));
  expect(notConverted.width).toBeGreaterThanOrEqual(44);
  expect(notConverted.height).toBeGreaterThanOrEqual(44);
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

test("the header's title is whole on the Inventory screen", async () => {
  await page.goto(new URL('/inventoryManagement', app?.server.url).href);
  await page.getByRole('heading', { name: inventoryTexts.title }).waitFor();
  // The agent's items, each with its checkbox, once they have loaded.
  await page.getByRole('checkbox', { name: /^Select / }).first().or(page.getByText(inventoryTexts.noItems)).waitFor();
  const title = page.locator('[data-header-title]');
  expect(await title.textContent()).toBe('Inventory Management');
  await expectThumbSized('Inventory Management');
});

test("a step's fields, checkboxes and buttons, and the steps drawer, are at least 44 x 44 px, their labels whole", async () => {
  await page.goto(app?.server.url ?? '');
  await page.getByRole('link', { name: 'Add new lead' }).click();
  await page.getByRole('heading', { name: 'Create Lead' }).waitFor();
  await page.getByRole('checkbox', { name: 'Voice Pod', exact: true }).waitFor();
  await expectThumbSized('Create Lead');
  await fillNewLead(page, `Tap Target Traders ${Date.now()}`);
  await page.getByRole('button', { name: 'Create lead' }).click();
  await page.getByRole('heading', { name: 'Pan Details' }).waitFor();
  await expectThumbSized('Pan Details');
  const steps = page.getByRole('button', { name: 'Steps' });
  expect((await size(steps)).width).toBeGreaterThanOrEqual(44);
  await steps.click();
  await page.getByRole('navigation', { name: 'Onboarding steps' }).waitFor();
  await expectThumbSized('the steps drawer');
  await page.keyboard.press('Escape');
  await page.getByRole('navigation', { name: 'Onboarding steps' }).waitFor({ state: 'detached' });
});

const jpeg = () => `data:image/jpeg;base64,${Buffer.from(jpegBytes({ size: 4096 })).toString('base64')}`;

test("number boxes' steppers, radios and switches, and the Purchase Order step's buttons, are at least 44 x 44 px, their labels whole", async () => {
  const api = await agentApi(app?.server.url ?? '', page.context());
  const journey = await merchantJourney(api, page, 'PROPRIETORSHIP');
  await completeStepsBefore(api, journey, 'OtherBusinessDoc');
  // The restaurant's MCC (5812) asks for the FSSAI licence besides a business proof.
  const stored = async (document: OpportunityDocumentInput) =>
    (await api.send(CreateOpportunityDocumentDocument, { input: { opportunityId: journey.opportunityId, document } })).createOpportunityDocument.document.id;
  const upload = { documentMode: 'DOCUMENTUPLOAD' as const, documentPages: [{ pageNumber: 1, dataUrl: jpeg() }] };
  const tradeLicence = await stored({ ...upload, documentType: 'BUSINESSLEGALITYPROOF', documentSubType: 'TRADELICENSE', uniqueIdentifier: 'PMC/TL/2024/54321' });
  const fssai = await stored({ ...upload, documentType: 'BUSINESSOPERATINGLICENSE', documentSubType: 'FSSAILICENSE', uniqueIdentifier: '11521999000123' });
  await api.send(OtherBusinessDocStep_SaveDocument, { input: { opportunityId: journey.opportunityId, documents: { TRADELICENSE: [tradeLicence], FSSAILICENSE: [fssai] } } });

  // Pricing: the settlement cycle's radios and the asked fees' number boxes with their steppers.
  await page.goto(new URL(stepRoutes.PricingPlan, app?.server.url).href);
  await page.locator('[data-line="POS Standard Rental"]').waitFor();
  await page.getByRole('radio', { name: 'Next day (T+1)' }).waitFor();
  const stepper = page.locator('.mantine-NumberInput-control').first();
  await stepper.waitFor();
  expect(await size(stepper)).toEqual({ width: 44, height: 44 });
  await expectThumbSized('Pricing');

  // Purchase Order: its switch, then once the PO is made, 'Open PO (PDF)' and 'Refresh status'.
  await page.goto(new URL(stepRoutes.PurchaseOrder, app?.server.url).href);
  await page.getByRole('heading', { name: 'Purchase Order', level: 2 }).waitFor();
  await page.getByRole('switch', { name: 'Generate the PO offline' }).waitFor();
  await expectThumbSized('Purchase Order');
  await choose(page, 'Payment type', 'Partial Payment');
  await page.getByLabel('Acceptance e-mail').fill(`tap.targets.${Date.now()}@example.com`);
  await page.getByLabel('Acceptance mobile number').fill('9822012345');
  await page.getByRole('button', { name: 'Save and continue' }).tap();
  // Saved, the step stays open until the merchant accepts the PO.
  const panel = page.getByRole('region', { name: 'Purchase order' });
  await panel.getByRole('button', { name: 'Refresh status' }).waitFor();
  await panel.getByRole('link', { name: 'Open PO (PDF)' }).waitFor();
  await expectThumbSized('Purchase Order, the PO made');
}, 120_000);
