import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import {
  CityListDocument,
  DeploymentStoresByMerchantIdDocument,
  LeadListDocument,
  MerchantAccountDetailsDocument,
  MultiStoresStep_SaveDocument,
  OpportunityDocumentsDocument,
} from '../../generated/graphql';
import { outboxTexts } from '../../src/app/offline/outbox-texts';
import { CLOSE_DIALOG } from '../../src/app/theme';
import { photoTexts } from '../../src/app/capture/photo-texts';
import { sessionErrors } from '../../src/domain/session-errors';
import { stepRoutes } from '../../src/domain/step-routes';
import { offlineTexts } from '../../src/app/shell/offline-dialog';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { agentApi } from './support/api';
import { wcagAxe } from './support/axe';
import { appAndBrowser } from './support/app-and-browser';
import { fillNewLead, signIn, storedDrafts } from './support/journey';
import { completeStepsBefore, merchantJourney } from './support/merchant-journey';
import { cameraPhotoIn } from './support/photos';

// A save an agent makes without a network waits on the phone and is sent once the network is back:
// through a reload with no network, and when the first attempt reached the server but its answer
// was lost, the server makes the lead once.

const app = appAndBrowser();
const agentEmail = demoAgents.find((agent) => agent.employeeId === 'EMP1001')?.email ?? '';
const url = (path: string) => new URL(path, app.server.url).toString();

/** A page signed in at Home, in a context of its own closed after `use`. */
async function signedIn(options: BrowserContextOptions, use: (page: Page, context: BrowserContext) => Promise<void>) {
  const context = await app.browser.newContext(options);
  try {
    const page = await context.newPage();
    await page.goto(url('/login'));
    await signIn(page, agentEmail);
    await page.getByText(/^\d+ leads$/).waitFor();
    await use(page, context);
  } finally {
    await context.close();
  }
}

async function openNewLead(page: Page) {
  await page.getByRole('link', { name: 'Add new lead' }).tap();
  await page.getByLabel('Shop name').waitFor();
}

/** The names of the agent's leads that match `shopName`, as the server has them. */
async function leadsOnServer(page: Page, shopName: string) {
  const api = await agentApi(app.server.url, page.context());
  const { leadList } = await api.send(LeadListDocument, { input: { search: shopName } });
  return leadList.leads.map((lead) => lead.shop.name);
}

test('a lead created offline waits on the phone through a reload with no network, and is made once when the network is back', () =>
  signedIn({ serviceWorkers: 'allow' }, async (page, context) => {
    // Once the service worker has cached the app, the page it answers opens again without a network.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await openNewLead(page);

    await context.setOffline(true);
    const offline = page.getByRole('dialog', { name: offlineTexts.title });
    await offline.getByText(outboxTexts.offlineSaves).waitFor();
    await offline.getByRole('button', { name: offlineTexts.continueOffline }).tap();
    const shopName = `Offline Kirana ${Date.now()}`;
    await fillNewLead(page, shopName);
    await page.getByRole('button', { name: 'Create lead' }).tap();
    await page.getByRole('status').filter({ hasText: outboxTexts.keptTitle }).waitFor();
    const waiting = page.getByRole('button', { name: outboxTexts.buttonLabel(1) });
    await waiting.waitFor();
    // The kept lead is not offered for saving twice: the next lead starts from an empty form.
    expect(await page.getByRole('button', { name: 'Create lead' }).count()).toBe(0);
    await page.getByRole('button', { name: outboxTexts.addAnotherLead }).tap();
    expect(await page.getByLabel('Shop name').inputValue()).toBe('');

    await page.reload();
    await offline.getByText(outboxTexts.offlineWaiting(1)).waitFor();
    await offline.getByRole('button', { name: offlineTexts.continueOffline }).tap();
    await waiting.tap();
    const list = page.getByRole('dialog', { name: outboxTexts.title });
    await list.getByText(`Create Lead: ${shopName}`).waitFor();
    await list.getByText(outboxTexts.waiting).waitFor();
    // On a 360 px phone, once the dialog has faded in: nothing wider than the screen, nothing axe refuses.
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect((await wcagAxe(page).include('[role="dialog"]').analyze()).violations.map((violation) => violation.id)).toEqual([]);
    await list.getByRole('button', { name: CLOSE_DIALOG['aria-label'] }).tap();

    await context.setOffline(false);
    await expect.poll(() => waiting.count()).toBe(0);
    expect(await leadsOnServer(page, shopName)).toEqual([shopName]);
  }));

test("two steps of a merchant saved offline wait on the phone through a reload, and are stored once when the network is back", () =>
  signedIn({ serviceWorkers: 'allow' }, async (page, context) => {
    await page.evaluate(() => navigator.serviceWorker.ready);
    const api = await agentApi(app.server.url, context);
    const journey = await merchantJourney(api, page, 'PROPRIETORSHIP');
    const { cityList } = await api.send(CityListDocument, { input: { stateCode: 'MH' } });
    const pune = cityList.cityList.find((city) => city.name === 'Pune');
    await api.send(MultiStoresStep_SaveDocument, {
      input: {
        merchantId: journey.accountId,
        opportunityId: journey.opportunityId,
        stores: [{ name: 'FC Road Counter', address: { addressLine1: 'Shop 1, FC Road', stateCode: 'MH', cityId: pune?.id, pinCode: '411005' } }],
      },
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // The agent opened both steps with a network: the phone keeps what the server answered.
    const storeName = page.locator('[data-repeater="input.stores"]').getByRole('textbox', { name: 'Store name' });
    await page.goto(url(stepRoutes.MultiStores));
    await expect.poll(() => storeName.inputValue()).toBe('FC Road Counter');
    const dbaName = page.getByRole('textbox', { name: 'DBA name' });
    await page.goto(url(stepRoutes.BusinessDetails));
    await expect.poll(() => dbaName.inputValue()).not.toBe('');
    // The saved certificate is checked with its registry as the step opens: the network goes once the answer is in.
    await page.locator('[data-widget="businessProofLookup"][data-verified="true"]').waitFor();

    await context.setOffline(true);
    await page.getByRole('dialog', { name: offlineTexts.title }).getByRole('button', { name: offlineTexts.continueOffline }).tap();
    const newName = `Sai Krupa Mart ${Date.now()}`;
    await dbaName.fill(newName);
    // A restaurant's FSSAI licence, which Business Details asks for by its MCC.
    await page.getByRole('textbox', { name: 'Business operating licence number' }).fill('11521999000123');
    // The certificate is registered under the DBA name saved before: with a new one, the agent confirms it, offline too.
    await page.getByRole('checkbox', { name: "This certificate is the merchant's, under the name the registry shows" }).check();
    await page.getByRole('button', { name: 'Save and continue' }).tap();
    await page.waitForURL((address) => address.pathname === stepRoutes.MultiStores);
    await page.getByRole('status').filter({ hasText: /^Shown from this phone, as it was on .*: it may be out of date\.$/ }).waitFor();
    await expect.poll(() => storeName.inputValue()).toBe('FC Road Counter');
    await storeName.fill('FC Road Flagship');
    await page.getByRole('button', { name: 'Save and continue' }).tap();
    await page.waitForURL((address) => address.pathname !== stepRoutes.MultiStores);
    const waiting = page.getByRole('button', { name: outboxTexts.buttonLabel(2) });
    await waiting.waitFor();

    // Opened again with no network (the service worker answers the page), a step whose save waits
    // says so rather than show what the phone kept from before it.
    await page.goto(url(stepRoutes.BusinessDetails));
    await page.getByRole('dialog', { name: offlineTexts.title }).getByRole('button', { name: offlineTexts.continueOffline }).tap();
    await page.getByRole('status').filter({ hasText: outboxTexts.waitingSave }).waitFor();
    expect(await dbaName.count()).toBe(0);
    await waiting.tap();
    const list = page.getByRole('dialog', { name: outboxTexts.title });
    await list.getByText(`Business Details: ${journey.shopName}`).waitFor();
    await list.getByText(`Multi Stores: ${journey.shopName}`).waitFor();
    await list.getByRole('button', { name: CLOSE_DIALOG['aria-label'] }).tap();

    await context.setOffline(false);
    await expect.poll(() => waiting.count()).toBe(0);
    await expect.poll(() => page.getByText(/^Shown from this phone/).count()).toBe(0);
    // Sent, the step shows what the server stored.
    await expect.poll(() => dbaName.inputValue()).toBe(newName);
    expect((await api.send(MerchantAccountDetailsDocument, { input: { accountId: journey.accountId } })).merchantAccountDetails.merchantAccount.profile.name).toBe(newName);
    const { deploymentStoresByMerchantId } = await api.send(DeploymentStoresByMerchantIdDocument, { input: { merchantId: journey.accountId } });
    expect(deploymentStoresByMerchantId.stores.map((store) => store.name)).toEqual(['FC Road Flagship']);
  }));

/** The first page of the photo waiting in the phone's outbox (IndexedDB), as it is stored. */
function keptPhoto(page: Page): Promise<{ isBlob: boolean; type: string; size: number }> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const opened = indexedDB.open('merchant-onboarding-outbox');
        opened.onerror = () => reject(opened.error);
        opened.onsuccess = () => {
          const all = opened.result.transaction('outbox').objectStore('outbox').getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            const items = (all.result as { operation: string; variables: { input: { document: { documentPages: { dataUrl: unknown }[] } } } }[][]).flat();
            const photo = items.find((item) => item.operation === 'CreateOpportunityDocument')?.variables.input.document.documentPages[0]?.dataUrl;
            resolve(photo instanceof Blob ? { isBlob: true, type: photo.type, size: photo.size } : { isBlob: false, type: typeof photo, size: String(photo).length });
          };
        };
      }),
  );
}

test('a photo taken offline waits on the phone through a reload, and is uploaded once when the network is back', () =>
  signedIn({ serviceWorkers: 'allow' }, async (page, context) => {
    await page.evaluate(() => navigator.serviceWorker.ready);
    const api = await agentApi(app.server.url, context);
    const journey = await merchantJourney(api, page, 'PROPRIETORSHIP');
    // The steps before Capture photos are done, as an agent reaches it.
    await completeStepsBefore(api, journey, 'CapturePhoto');
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const shop = page.locator('[data-widget="photoCapture"][data-sub-type="SHOPPHOTO"]');
    await page.goto(url(stepRoutes.CapturePhoto));
    await shop.getByRole('button', { name: photoTexts.takePhoto }).waitFor();
    const photo = await cameraPhotoIn(page, 1600, 1200);

    await context.setOffline(true);
    await page.getByRole('dialog', { name: offlineTexts.title }).getByRole('button', { name: offlineTexts.continueOffline }).tap();
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), shop.getByRole('button', { name: photoTexts.takePhoto }).tap()]);
    await chooser.setFiles({ name: 'IMG_2042.jpg', mimeType: 'image/jpeg', buffer: photo });
    await shop.getByRole('status').filter({ hasText: photoTexts.waiting }).waitFor();
    const waiting = page.getByRole('button', { name: outboxTexts.buttonLabel(1) });
    await waiting.waitFor();
    // The phone keeps the compressed photo as its bytes (a Blob), not as base64 text.
    const kept = await keptPhoto(page);
    expect(kept).toMatchObject({ isBlob: true, type: 'image/jpeg' });
    expect(kept.size).toBeLessThan(400 * 1024);

    await page.reload();
    await page.getByRole('dialog', { name: offlineTexts.title }).getByRole('button', { name: offlineTexts.continueOffline }).tap();
    const thumbnail = shop.getByRole('img', { name: photoTexts.waitingLabel('Shop') });
    await thumbnail.waitFor();
    await expect.poll(() => thumbnail.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);

    // The upload is held on its way to the server until the widget has shown it is being sent.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let uploads = 0;
    await page.route('**/graphql', async (route) => {
      if (!(route.request().postData() ?? '').includes('"operationName":"CreateOpportunityDocument"')) return route.fallback();
      uploads++;
      await held;
      return route.fallback();
    });
    await context.setOffline(false);
    await shop.getByRole('status').filter({ hasText: photoTexts.sendingWaiting }).waitFor();
    release();
    await page.getByRole('img', { name: 'Shop, photo 1' }).waitFor();
    await expect.poll(() => waiting.count()).toBe(0);
    expect(uploads).toBe(1);
    const { opportunityDocuments } = await api.send(OpportunityDocumentsDocument, { input: { opportunityId: journey.opportunityId } });
    expect(opportunityDocuments.documents.map((document) => document.documentSubType)).toEqual(['SHOPPHOTO']);
  }));

test('a save whose answer was lost waits on the phone, and sending it again makes the lead once', () =>
  signedIn({}, async (page) => {
    await openNewLead(page);
    // The first CreateLead reaches the server and its answer never reaches the phone; then the
    // network is down until the test brings it back.
    let lost = 0;
    let down = true;
    await page.route('**/graphql', async (route) => {
      if (!(route.request().postData() ?? '').includes('"operationName":"CreateLead"')) return route.fallback();
      if (lost === 0) {
        lost++;
        await route.fetch();
        return route.abort('internetdisconnected');
      }
      return down ? route.abort('internetdisconnected') : route.fallback();
    });
    const shopName = `Lost Answer Stores ${Date.now()}`;
    await fillNewLead(page, shopName);
    await page.getByRole('button', { name: 'Create lead' }).tap();
    await page.getByRole('status').filter({ hasText: outboxTexts.keptTitle }).waitFor();
    expect(lost).toBe(1);
    expect(await leadsOnServer(page, shopName)).toEqual([shopName]);

    const waiting = page.getByRole('button', { name: outboxTexts.buttonLabel(1) });
    await waiting.tap();
    const list = page.getByRole('dialog', { name: outboxTexts.title });
    await list.getByText(`Create Lead: ${shopName}`).waitFor();
    await list.getByRole('button', { name: outboxTexts.sendNow }).tap();
    // Still no network: it waits.
    await list.getByText(outboxTexts.waiting).waitFor();
    expect(await waiting.count()).toBe(1);

    // The app opened again with a network sends what waits.
    down = false;
    await page.reload();
    await page.getByLabel('Shop name').waitFor();
    await expect.poll(() => waiting.count()).toBe(0);
    expect(await leadsOnServer(page, shopName)).toEqual([shopName]);
  }));

test('a step that needs the network says so when saved offline, keeps what was typed, and saves once back online', () =>
  signedIn({}, async (page, context) => {
    const api = await agentApi(app.server.url, context);
    // The steps before Select Products are done, as an agent reaches it.
    await completeStepsBefore(api, await merchantJourney(api, page, 'PROPRIETORSHIP'), 'Products');
    await page.goto(url(stepRoutes.Products));
    await page.getByRole('checkbox', { name: /POS Device/ }).tap();
    await page.getByRole('button', { name: 'Choose plans' }).tap();
    const quantity = page.getByRole('textbox', { name: 'Quantity, POS Standard Rental' });
    await quantity.fill('2');

    await context.setOffline(true);
    await page.getByRole('dialog', { name: offlineTexts.title }).getByRole('button', { name: offlineTexts.continueOffline }).tap();
    await page.getByRole('button', { name: 'Save and continue' }).tap();
    await page.getByRole('alert').filter({ hasText: outboxTexts.needsNetwork }).waitFor();
    expect(await quantity.inputValue()).toBe('2');
    expect(await page.getByRole('button', { name: /waiting to be sent/ }).count()).toBe(0);

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Save and continue' }).tap();
    await page.waitForURL((address) => address.pathname === stepRoutes.PricingPlan);
  }));

test('a session that expires with a lead waiting and another half typed: signed in again, the agent is back on the step with what was typed, and the lead is sent with the new session', () =>
  signedIn({}, async (page, context) => {
    await openNewLead(page);
    await context.setOffline(true);
    await page.getByRole('dialog', { name: offlineTexts.title }).getByRole('button', { name: offlineTexts.continueOffline }).tap();
    const waitingLead = `Expired Session Stores ${Date.now()}`;
    await fillNewLead(page, waitingLead);
    await page.getByRole('button', { name: 'Create lead' }).tap();
    await page.getByRole('button', { name: outboxTexts.addAnotherLead }).tap();
    const halfTyped = `Half Typed Traders ${Date.now()}`;
    await page.getByLabel('Shop name').fill(halfTyped);
    await expect.poll(() => page.evaluate(storedDrafts)).toContain(halfTyped);

    // Both tokens stop being accepted: the refresh fails, and the session ends.
    await page.evaluate(() => {
      document.cookie = 'accessToken=expired; Path=/';
      document.cookie = 'refreshToken=expired; Path=/';
    });
    await context.setOffline(false);
    const expired = page.getByRole('dialog').filter({ hasText: sessionErrors.UNAUTHORIZED_ERROR.message });
    await expired.getByRole('button', { name: 'OK' }).tap();
    await page.waitForURL((address) => address.pathname === '/login');

    await signIn(page, agentEmail);
    await page.waitForURL((address) => address.pathname === stepRoutes.CreateLead);
    await expect.poll(() => page.getByLabel('Shop name').inputValue()).toBe(halfTyped);
    await page.locator('[data-draft-restored]').waitFor();
    await expect.poll(() => page.getByRole('button', { name: /waiting to be sent/ }).count()).toBe(0);
    expect(await leadsOnServer(page, waitingLead)).toEqual([waitingLead]);
  }));
