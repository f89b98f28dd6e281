import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { CreateOpportunityDocumentDocument, OpportunityDocumentsDocument } from '../../generated/graphql';
import type { ProgressFetch } from '../../src/api/progress-fetch';
import { dataOf, send } from '../server/call';
import { demoAgent, signInAs, startHarness, type Harness } from '../server/harness';
import { formsWithSteps } from '../server/step-flows';
import { insertOpportunity } from '../server/opportunity-rows';
import { renderApp, signedInSession } from './render-app';
import { compress } from './doubles/browser-image-compression';
import { jpegBytes } from '../support/image-files';

// The photo widget in the real app against the real server: a photo is compressed on the phone,
// sent with a progress bar, sent again by itself when the network fails (with the same idempotency
// id, so it is stored once), shown as a thumbnail once stored, and shown again after a reload.

/** What the phone's compression gives: a small JPEG (jsdom has no canvas to compress with). */
const compressedBytes = jpegBytes();

let harness: Harness;
let token: string;
beforeAll(async () => {
  // The steps under test start the journey (tests/server/step-flows.ts): the step order is tests/server/step-order.test.ts's.
  harness = await startHarness({ forms: formsWithSteps('CapturePhoto') });
  token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
}, 30_000);
afterAll(() => harness.close());
beforeEach(() => {
  localStorage.clear();
  compress.mockReset();
  compress.mockImplementation((_file: File, options: { onProgress?: (percent: number) => void }) => {
    options.onProgress?.(100);
    return Promise.resolve(new File([compressedBytes], 'compressed.jpg', { type: 'image/jpeg' }));
  });
});

const idempotencyIdOf = (init: RequestInit | undefined) => new Headers(init?.headers).get('x-idempotency-id');

/**
 * Uploads as a flaky network treats them: the first attempt never gets an answer; the next reports
 * half its body sent and then waits for `release` before it reaches the server.
 */
function flakyUploads() {
  const attempts: (string | null)[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const progressFetch: ProgressFetch = (onProgress) => async (input, init) => {
    attempts.push(idempotencyIdOf(init));
    if (attempts.length === 1) throw new TypeError('Failed to fetch');
    onProgress(0.5);
    await released;
    const response = await harness.fetch(input, init);
    onProgress(1);
    return response;
  };
  return { attempts, progressFetch, release: () => release() };
}

async function openPhotoStep(opportunityId: number, progressFetch?: ProgressFetch) {
  localStorage.setItem('oppId', String(opportunityId));
  localStorage.setItem('isExisting', 'true');
  const view = renderApp('/CapturePhoto', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001'), progressFetch });
  await screen.findByRole('heading', { name: 'Capture photos', level: 2 });
  await waitFor(() => widget('SELFIE'));
  return view;
}

function widget(subType: string): HTMLElement {
  const box = document.querySelector<HTMLElement>(`[data-widget="photoCapture"][data-sub-type="${subType}"]`);
  if (!box) throw new Error(`no photo widget for ${subType}`);
  return box;
}

test('a photo is compressed, retried after a failed upload with the same id, shown as a thumbnail, and shown again after a reload', async () => {
  const user = userEvent.setup();
  const opportunityId = await insertOpportunity(harness, { leadId: null, status: 'INITIATED' });
  const uploads = flakyUploads();
  const view = await openPhotoStep(opportunityId, uploads.progressFetch);

  const camera = await screen.findByLabelText('Take photo: Selfie with the merchant', {}, { timeout: 10_000 });
  expect(camera).toHaveAttribute('capture', 'user');
  expect(screen.getByLabelText('Take photo: Shop')).toHaveAttribute('capture', 'environment');
  const original = new File([new Uint8Array(4 * 1024 * 1024)], 'IMG_0001.jpg', { type: 'image/jpeg' });
  await user.upload(camera, original);

  await waitFor(() => expect(compress).toHaveBeenCalledTimes(1));
  expect(compress.mock.calls[0]?.[0]).toBe(original);
  expect(compress.mock.calls[0]?.[1]).toMatchObject({ maxSizeMB: 0.35, maxWidthOrHeight: 1600, useWebWorker: true, fileType: 'image/jpeg' });

  // The first attempt fails; the widget says so and tries again by itself.
  expect(await within(widget('SELFIE')).findByText('The upload failed. Trying again...')).toBeInTheDocument();
  const progress = await within(widget('SELFIE')).findByRole('progressbar', { name: 'Uploading Selfie with the merchant' }, { timeout: 10_000 });
  await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '65'));
  expect(uploads.attempts).toHaveLength(2);
  expect(uploads.attempts[1]).toBe(uploads.attempts[0]);

  uploads.release();
  const thumbnail = await within(widget('SELFIE')).findByRole('img', { name: 'Selfie with the merchant, photo 1' }, { timeout: 10_000 });
  expect(thumbnail.getAttribute('src')).toMatch(/^\/files\/[0-9a-f-]{36}\.jpg$/);
  expect(within(widget('SELFIE')).queryByRole('progressbar')).not.toBeInTheDocument();
  expect(within(widget('SELFIE')).getByRole('button', { name: 'Retake photo' })).toBeInTheDocument();

  const stored = dataOf(await send(harness, OpportunityDocumentsDocument, { input: { opportunityId: String(opportunityId) } }, { token })).opportunityDocuments.documents;
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ documentType: 'PHOTOGRAPH', documentSubType: 'SELFIE', documentMode: 'LIVEPHOTO', documentPages: [{ url: thumbnail.getAttribute('src'), contentType: 'image/jpeg', fileName: 'IMG_0001.jpg' }] });

  view.unmount();
  await openPhotoStep(opportunityId);
  const again = await within(widget('SELFIE')).findByRole('img', { name: 'Selfie with the merchant, photo 1' }, { timeout: 10_000 });
  expect(again.getAttribute('src')).toBe(thumbnail.getAttribute('src'));
}, 60_000);

test('saving without a required photo names it; once it is stored the step is saved', async () => {
  const user = userEvent.setup();
  const opportunityId = await insertOpportunity(harness, { leadId: null, status: 'INITIATED' });
  const jpegPage = [{ pageNumber: 1, dataUrl: `data:image/jpeg;base64,${Buffer.from(compressedBytes).toString('base64')}` }];
  for (const subType of ['SELFIE', 'SHOPPHOTO'] as const) {
    await send(
      harness,
      CreateOpportunityDocumentDocument,
      { input: { opportunityId: String(opportunityId), document: { documentType: 'PHOTOGRAPH', documentSubType: subType, documentPages: jpegPage } } },
      { token, idempotencyId: randomUUID() },
    );
  }
  await openPhotoStep(opportunityId);
  await within(widget('SHOPPHOTO')).findByRole('img', { name: 'Shop, photo 1' }, { timeout: 10_000 });
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  expect(await within(widget('STOCKPHOTO')).findByText('Please take a photo of the stock.')).toBeInTheDocument();

  await user.upload(within(widget('STOCKPHOTO')).getByLabelText('Choose from gallery: Stock'), new File([compressedBytes], 'stock.jpg', { type: 'image/jpeg' }));
  await within(widget('STOCKPHOTO')).findByRole('img', { name: 'Stock, photo 1' }, { timeout: 10_000 });
  await waitFor(() => expect(within(widget('STOCKPHOTO')).queryByText('Please take a photo of the stock.')).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Capture photos', level: 2 })).not.toBeInTheDocument(), { timeout: 10_000 });
  const stock = dataOf(await send(harness, OpportunityDocumentsDocument, { input: { opportunityId: String(opportunityId) } }, { token })).opportunityDocuments.documents.find(
    (d) => d.documentSubType === 'STOCKPHOTO',
  );
  expect(stock?.documentMode).toBe('DOCUMENTUPLOAD');
}, 60_000);

test('a photo is retaken in place, and a shop photo removed', async () => {
  const user = userEvent.setup();
  const opportunityId = await insertOpportunity(harness, { leadId: null, status: 'INITIATED' });
  await openPhotoStep(opportunityId);

  await user.upload(await screen.findByLabelText('Take photo: Selfie with the merchant'), new File([compressedBytes], 'first.jpg', { type: 'image/jpeg' }));
  const first = await within(widget('SELFIE')).findByRole('img', { name: 'Selfie with the merchant, photo 1' }, { timeout: 10_000 });
  const firstSrc = first.getAttribute('src');
  await user.upload(await screen.findByLabelText('Take photo: Selfie with the merchant'), new File([compressedBytes], 'again.jpg', { type: 'image/jpeg' }));
  await waitFor(() => expect(within(widget('SELFIE')).getByRole('img', { name: 'Selfie with the merchant, photo 1' }).getAttribute('src')).not.toBe(firstSrc), { timeout: 10_000 });
  expect(within(widget('SELFIE')).getAllByRole('img')).toHaveLength(1);

  for (const name of ['front.jpg', 'inside.jpg']) {
    await user.upload(await screen.findByLabelText('Choose from gallery: Shop'), new File([compressedBytes], name, { type: 'image/jpeg' }));
  }
  await within(widget('SHOPPHOTO')).findByRole('img', { name: 'Shop, photo 2' }, { timeout: 10_000 });
  await user.click(within(widget('SHOPPHOTO')).getByRole('button', { name: 'Remove Shop photo 1' }));
  await waitFor(() => expect(within(widget('SHOPPHOTO')).queryByRole('img', { name: 'Shop, photo 2' })).not.toBeInTheDocument(), { timeout: 10_000 });

  const stored = dataOf(await send(harness, OpportunityDocumentsDocument, { input: { opportunityId: String(opportunityId) } }, { token })).opportunityDocuments.documents;
  expect(stored.map((d) => [d.documentSubType, d.documentPages[0]?.fileName]).sort()).toEqual([
    ['SELFIE', 'again.jpg'],
    ['SHOPPHOTO', 'inside.jpg'],
  ]);
}, 60_000);
