import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { OpportunityDocumentsDocument } from '../../generated/graphql';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { agentApi, type AgentApi } from './support/api';
import { startAppServer, type RunningServer } from './support/app-server';
import { openBrowser, type TestBrowser } from './support/browser';
import { signIn, stepStatuses } from './support/journey';
import { completeStepsBefore, merchantJourney } from './support/merchant-journey';
import { cameraPhotoIn } from './support/photos';

// Capture photos on a 360 px phone: a camera photo of several megabytes leaves the phone compressed
// under 400 KB, tagged with the phone's position, and shows as a thumbnail the server serves to
// its owner; the photos are there again after a reload, the step completes once the required ones
// are stored, and another agent cannot fetch the file.

const PUNE = { latitude: 18.5204, longitude: 73.8567 };
const emailOf = (employeeId: string) => demoAgents.find((a) => a.employeeId === employeeId)?.email ?? '';

let server: RunningServer;
let browser: TestBrowser;
let context: BrowserContext;
let page: Page;
let api: AgentApi;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), openBrowser()]);
  context = await browser.newContext({ permissions: ['geolocation'], geolocation: PUNE });
  page = await context.newPage();
  await page.goto(server.url);
  await signIn(page, emailOf('EMP1001'));
  await page.getByText(/^\d+ leads$/).waitFor();
  api = await agentApi(server.url, context);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

/**
 * A lead with a PAN, its opportunity and its merchant account, and the steps before Capture photos
 * completed, made through the API as the earlier steps would, and selected in the page.
 */
async function opportunityOfNewLead(): Promise<string> {
  const journey = await merchantJourney(api, page, 'PROPRIETORSHIP');
  await completeStepsBefore(api, journey, 'CapturePhoto');
  return journey.opportunityId;
}

const cameraPhoto = (width: number, height: number) => cameraPhotoIn(page, width, height);

const SUB_TYPES: Record<string, string> = { 'Selfie with the merchant': 'SELFIE', Shop: 'SHOPPHOTO', Stock: 'STOCKPHOTO' };
const widget = (label: string) => page.locator(`[data-widget="photoCapture"][data-sub-type="${SUB_TYPES[label] ?? label}"]`);
const thumbnail = (label: string, position = 1) => page.getByRole('img', { name: `${label}, photo ${position}` });

/** Takes a photo with the widget's camera button, as the phone's file chooser hands it over. */
async function takePhoto(label: string, buttonName: string, photo: Buffer) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), widget(label).getByRole('button', { name: buttonName }).tap()]);
  await chooser.setFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
}

/** Whether an image has loaded (the server served it) rather than shown broken. */
const loaded = (image: Locator) => image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0);

async function height(locator: Locator): Promise<number> {
  return (await locator.boundingBox())?.height ?? 0;
}

test('photos are compressed, tagged, stored and shown again; the step completes; another agent cannot fetch them', async () => {
  const opportunityId = await opportunityOfNewLead();
  const sentPages: string[] = [];
  page.on('request', (request) => {
    const body = request.url().endsWith('/graphql') ? request.postData() : null;
    const parsed = body ? (JSON.parse(body) as { operationName?: string; variables?: { input?: { document?: { documentPages?: { dataUrl?: string }[] } } } }) : null;
    if (parsed?.operationName === 'CreateOpportunityDocument') sentPages.push(parsed.variables?.input?.document?.documentPages?.[0]?.dataUrl ?? '');
  });

  await page.goto(new URL('/CapturePhoto', server.url).href);
  await page.getByRole('heading', { name: 'Capture photos', exact: true, level: 2 }).waitFor();
  await widget('Selfie with the merchant').getByRole('button', { name: 'Take photo' }).waitFor();

  const photo = await cameraPhoto(3200, 2400);
  expect(photo.byteLength).toBeGreaterThan(4 * 1024 * 1024);
  await takePhoto('Selfie with the merchant', 'Take photo', photo);
  const selfie = thumbnail('Selfie with the merchant');
  await selfie.waitFor();
  await expect.poll(() => loaded(selfie)).toBe(true);
  expect(sentPages).toHaveLength(1);
  const sentBytes = Buffer.from(sentPages[0]?.split(',')[1] ?? '', 'base64');
  expect(sentBytes.byteLength).toBeGreaterThan(0);
  expect(sentBytes.byteLength).toBeLessThan(400 * 1024);

  await takePhoto('Shop', 'Take photo', await cameraPhoto(1200, 900));
  await thumbnail('Shop').waitFor();
  await takePhoto('Stock', 'Take photo', await cameraPhoto(1200, 900));
  await thumbnail('Stock').waitFor();

  const documents = (await api.send(OpportunityDocumentsDocument, { input: { opportunityId } })).opportunityDocuments.documents;
  expect(documents.map((d) => d.documentSubType)).toEqual(['SELFIE', 'SHOPPHOTO', 'STOCKPHOTO']);
  expect(documents[0]).toMatchObject({ documentMode: 'LIVEPHOTO', latLng: PUNE, documentPages: [{ contentType: 'image/jpeg' }] });

  // A phone's width, and targets a thumb can hit.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const target of [widget('Selfie with the merchant').getByRole('button', { name: 'Retake photo' }), widget('Shop').getByRole('button', { name: 'Choose from gallery' }), widget('Shop').getByRole('button', { name: 'Remove Shop photo 1' })]) {
    expect(await height(target)).toBeGreaterThanOrEqual(44);
  }

  await page.reload();
  await thumbnail('Selfie with the merchant').waitFor();
  await expect.poll(() => loaded(thumbnail('Selfie with the merchant'))).toBe(true);
  await expect.poll(() => loaded(thumbnail('Stock'))).toBe(true);

  await page.getByRole('button', { name: 'Save and continue' }).tap();
  await page.getByRole('heading', { name: 'Capture photos', exact: true, level: 2 }).waitFor({ state: 'detached' });
  // Numbered after the steps this merchant's journey has (a proprietorship's has no Partnership KYC).
  const statuses = Object.entries(await stepStatuses(page));
  expect(statuses.find(([label]) => label.endsWith('. Capture photos'))?.[1]).toBe('completed');

  // The file's url, fetched by its owner and by another agent signed in on another phone.
  const url = new URL(documents[0]?.documentPages[0]?.url ?? '', server.url).href;
  const own = await context.request.get(url);
  expect(own.status()).toBe(200);
  expect(own.headers()['content-type']).toBe('image/jpeg');
  const otherContext = await browser.newContext();
  try {
    const other = await otherContext.newPage();
    await other.goto(server.url);
    await signIn(other, emailOf('EMP1002'));
    await other.getByText(/^\d+ leads$/).waitFor();
    const refused = await otherContext.request.get(url);
    expect(refused.status()).toBe(404);
    expect(refused.headers()['content-type']).not.toMatch(/^image\//);
  } finally {
    await otherContext.close();
  }
});
