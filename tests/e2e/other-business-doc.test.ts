import { afterAll, beforeAll, expect, test } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import {
  BusinessDetailsStep_SaveDocument,
  CreateLeadDocument,
  OpportunityDocumentsDocument,
  PanDetailsDocument,
  PincodeDetailsDocument,
  UpdateLeadDocument,
} from '../../generated/graphql';
import { documentMessages } from '../../src/domain/documents';
import { demoAgents } from '../../src/server/seed/demo-agents';
import { freshPan } from '../server/fresh-pan';
import { agentApi, type AgentApi } from './support/api';
import { startAppServer, type RunningServer } from './support/app-server';
import { openBrowser, type TestBrowser } from './support/browser';
import { signIn, stepStatuses } from './support/journey';
import { completeStepsBefore } from './support/merchant-journey';

// Other business documents on a 360 px phone, for a restaurant (MCC 5812, which needs an FSSAI
// licence): a photo of the GST certificate is read by OCR and its number filled in, the licence is
// a PDF; both are there after a reload, and the step completes.

const emailOf = (employeeId: string) => demoAgents.find((a) => a.employeeId === employeeId)?.email ?? '';

let server: RunningServer;
let browser: TestBrowser;
let context: BrowserContext;
let page: Page;
let api: AgentApi;

beforeAll(async () => {
  [server, browser] = await Promise.all([startAppServer(), openBrowser()]);
  context = await browser.newContext();
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

/** A proprietor's lead and the Business Details save of a restaurant, as the earlier steps would leave them. */
async function restaurantOpportunity(): Promise<string> {
  // Its last digit not 0, so that the GST registry has a GSTIN under it.
  const pan = freshPan().replace(/0(?=Z$)/, '1');
  const lead = await api.send(CreateLeadDocument, {
    input: { shop: { name: `Annapurna Bhojanalay ${Date.now()}` }, contact: { name: 'Suresh Jadhav', number: '9822012345' }, leadSource: 'SALES_APP', product: ['POS_DEVICE'] },
  });
  const leadId = lead.createLead.id;
  await api.send(UpdateLeadDocument, { input: { id: leadId, panNumber: pan } });
  const holder = (await api.send(PanDetailsDocument, { input: { panNumber: pan } })).panDetails.panDetails;
  const pune = (await api.send(PincodeDetailsDocument, { input: { pinCode: '411001' } })).pincodeDetails;
  const saved = await api.send(BusinessDetailsStep_SaveDocument, {
    input: {
      leadId,
      name: 'Annapurna Bhojanalay',
      legalName: holder.name ?? 'Suresh Jadhav',
      ownershipType: 'PROPRIETORSHIP',
      accountType: 'RETAIL',
      revenue: 1500000,
      mccCode: '5812',
      licenceNumber: '11521999000123',
      contactName: 'Suresh Jadhav',
      mobileNumber: '9822012345',
      address: { addressLine1: 'Shop 4, Station Road', pinCode: '411001', stateCode: 'MH', cityId: pune.city?.id ?? null },
      storeAtBusinessAddress: true,
      billingAtBusinessAddress: true,
      businessProofType: 'SHOP_AND_ESTABLISHMENT',
      businessProofNumber: 'PMC/II/12345',
    },
  });
  const opportunityId = saved.saveBusinessDetails.opportunityId;
  // The steps between, completed as an agent would before this one (they open in order).
  await completeStepsBefore(api, { leadId, opportunityId, accountId: saved.saveBusinessDetails.merchantAccount.id }, 'OtherBusinessDoc');
  await page.evaluate(
    (selected) => {
      localStorage.setItem('id', selected.leadId);
      localStorage.setItem('oppId', selected.opportunityId);
      localStorage.setItem('isExisting', 'false');
    },
    { leadId, opportunityId },
  );
  return opportunityId;
}

/** A photo of a page: a JPEG of noisy pixels made by the browser. */
async function pagePhoto(): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 1600;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    const image = context.createImageData(canvas.width, canvas.height);
    let seed = 7;
    for (let i = 0; i < image.data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      image.data[i] = image.data[i + 1] = image.data[i + 2] = seed & 0xff;
      image.data[i + 3] = 255;
    }
    context.putImageData(image, 0, 0);
    return canvas.toDataURL('image/jpeg', 0.8).split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

const LICENCE_PDF = Buffer.from(`%PDF-1.4\n${'1 0 obj << /Type /Catalog >> endobj\n'.repeat(60)}trailer << /Root 1 0 R >>\n%%EOF\n`);

const widget = (subType: string) => page.locator(`[data-widget="documentCapture"][data-sub-type="${subType}"]`);

async function choose(subType: string, buttonName: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), widget(subType).getByRole('button', { name: buttonName }).tap()]);
  await chooser.setFiles(file);
}

const loaded = (image: Locator) => image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0);

async function height(locator: Locator): Promise<number> {
  return (await locator.boundingBox())?.height ?? 0;
}

test('a restaurant: a GST certificate photo read by OCR and an FSSAI licence PDF, shown again after a reload; the step completes', async () => {
  const opportunityId = await restaurantOpportunity();
  await page.goto(new URL('/otherbusinessdoc', server.url).href);
  await page.getByRole('heading', { name: 'Other business documents', exact: true, level: 2 }).waitFor();
  await widget('FSSAILICENSE').getByRole('button', { name: 'Choose photo or PDF' }).waitFor();
  expect(await widget('LIQUORLICENSE').count()).toBe(0);

  await choose('GST', 'Take photo', { name: 'IMG_3001.jpg', mimeType: 'image/jpeg', buffer: await pagePhoto() });
  const gstPage = page.getByRole('img', { name: 'GST certificate, page 1' });
  await gstPage.waitFor();
  await expect.poll(() => loaded(gstPage)).toBe(true);
  const read = widget('GST').getByText(/^Number read from the document: \d{2}[A-Z]{5}\d{4}[A-Z]\d[A-Z][0-9A-Z]$/);
  await read.waitFor();
  const gstin = ((await read.textContent()) ?? '').replace('Number read from the document: ', '');
  await expect.poll(() => widget('GST').getByLabel('Document number: GST certificate').inputValue()).toBe(gstin);

  await choose('FSSAILICENSE', 'Choose photo or PDF', { name: 'fssai-licence.pdf', mimeType: 'application/pdf', buffer: LICENCE_PDF });
  await page.getByRole('img', { name: 'FSSAI licence, page 1, PDF' }).waitFor();
  await widget('FSSAILICENSE').getByText(/^Number read from the document: 1\d{13}$/).waitFor();

  // The photos of Capture photos, stored before this step, aside.
  const documents = (await api.send(OpportunityDocumentsDocument, { input: { opportunityId } })).opportunityDocuments.documents.filter(
    (d) => !['SELFIE', 'SHOPPHOTO', 'STOCKPHOTO'].includes(d.documentSubType),
  );
  expect(documents.map((d) => `${d.documentSubType} ${d.documentPages[0]?.contentType}`).sort()).toEqual(['FSSAILICENSE application/pdf', 'GST image/jpeg']);
  // The PDF is stored as it was sent; the photo was compressed on the phone.
  const pdfUrl = new URL(documents.find((d) => d.documentSubType === 'FSSAILICENSE')?.documentPages[0]?.url ?? '', server.url).href;
  expect(Buffer.from(await (await context.request.get(pdfUrl)).body()).equals(LICENCE_PDF)).toBe(true);

  // A phone's width, and targets a thumb can hit.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  for (const target of [
    widget('GST').getByRole('button', { name: 'Replace GST certificate page 1' }),
    widget('GST').getByRole('button', { name: 'Remove GST certificate page 1' }),
    widget('FSSAILICENSE').getByRole('button', { name: 'Take photo' }),
    widget('GST').getByLabel('Document number: GST certificate'),
  ]) {
    expect(await height(target)).toBeGreaterThanOrEqual(44);
  }

  // The licence's number corrected, and the page reloaded the moment it is typed: it comes back, and is stored.
  const licenceNumber = widget('FSSAILICENSE').getByLabel('Document number: FSSAI licence');
  await licenceNumber.fill('11521999000777');
  await page.reload();
  await expect.poll(() => loaded(page.getByRole('img', { name: 'GST certificate, page 1' }))).toBe(true);
  await page.getByRole('img', { name: 'FSSAI licence, page 1, PDF' }).waitFor();
  expect(await widget('GST').getByLabel('Document number: GST certificate').inputValue()).toBe(gstin);
  await expect.poll(() => licenceNumber.inputValue()).toBe('11521999000777');

  // A document left with no number: the save is refused on it with the message, and the step stays.
  await widget('GST').getByLabel('Document number: GST certificate').fill('');
  await page.getByRole('button', { name: 'Save and continue' }).tap();
  await widget('GST').getByRole('alert').filter({ hasText: documentMessages.numberMissing }).waitFor();
  await widget('GST').getByLabel('Document number: GST certificate').fill(gstin);
  // Typed, and saved at once: the step's save waits for the number.
  await page.getByRole('button', { name: 'Save and continue' }).tap();
  await page.getByRole('heading', { name: 'Other business documents', exact: true, level: 2 }).waitFor({ state: 'detached' });
  const statuses = Object.entries(await stepStatuses(page));
  expect(statuses.find(([label]) => label.endsWith('. Other Business Doc'))?.[1]).toBe('completed');
  const numbers = (await api.send(OpportunityDocumentsDocument, { input: { opportunityId } })).opportunityDocuments.documents.map((d) => `${d.documentSubType} ${d.uniqueIdentifier}`);
  expect(numbers).toEqual(expect.arrayContaining([`GST ${gstin}`, 'FSSAILICENSE 11521999000777']));
});
