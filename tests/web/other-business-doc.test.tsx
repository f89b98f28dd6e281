import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { OpportunityDocumentsDocument } from '../../generated/graphql';
import { createSandboxRegistry } from '../../src/server/sandbox/sandbox-registry';
import { dataOf, send } from '../server/call';
import { demoAgent, signInAs, startHarness, type Harness } from '../server/harness';
import { formsWithSteps } from '../server/step-flows';
import { merchantOpportunityOf, panEnding } from '../server/merchant-rows';
import { renderApp, signedInSession } from './render-app';
import { compress } from './doubles/browser-image-compression';
import { jpegBytes } from '../support/image-files';

// The Other business documents step in the real app against the real server: the licence is asked
// for only when the account's MCC needs one (the rule table's licence for it), a photo is compressed
// and a PDF goes as it is, the number OCR reads fills the document number, and the documents are
// there again when the step opens again.

/** What the phone's compression gives: a JPEG big enough for the OCR sandbox to read (jsdom has no canvas). */
const compressedBytes = jpegBytes({ size: 2048 });
const pdfBytes = new TextEncoder().encode(`%PDF-1.4\n${'1 0 obj <<>> endobj\n'.repeat(80)}%%EOF\n`);

let harness: Harness;
let token: string;
beforeAll(async () => {
  // The steps under test start the journey (tests/server/step-flows.ts): the step order is tests/server/step-order.test.ts's.
  harness = await startHarness({ forms: formsWithSteps('OtherBusinessDoc') });
  token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
}, 30_000);
afterAll(() => harness.close());
beforeEach(() => {
  localStorage.clear();
  compress.mockReset();
  compress.mockImplementation(() => Promise.resolve(new File([compressedBytes], 'compressed.jpg', { type: 'image/jpeg' })));
});

async function openStep(opportunityId: string) {
  localStorage.setItem('oppId', opportunityId);
  localStorage.setItem('isExisting', 'true');
  const view = renderApp('/otherbusinessdoc', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  await screen.findByRole('heading', { name: 'Other business documents', level: 2 }, { timeout: 10_000 });
  await waitFor(() => widget('GST'), { timeout: 10_000 });
  await within(widget('GST')).findByLabelText('Choose photo or PDF: GST certificate', {}, { timeout: 10_000 });
  return view;
}

function widget(subType: string): HTMLElement {
  const box = document.querySelector<HTMLElement>(`[data-widget="documentCapture"][data-sub-type="${subType}"]`);
  if (!box) throw new Error(`no document widget for ${subType}`);
  return box;
}
const hasWidget = (subType: string) => document.querySelector(`[data-widget="documentCapture"][data-sub-type="${subType}"]`) !== null;

test("with a licence-required MCC the licence it needs is asked for; a photo proof is read by OCR, a PDF licence is taken as it is; both are there again", async () => {
  const user = userEvent.setup();
  const pan = panEnding('5');
  const opportunityId = await merchantOpportunityOf(harness, '5812', pan);
  const [registration] = await createSandboxRegistry().gstinsForPan(pan);
  const view = await openStep(opportunityId);

  expect(hasWidget('FSSAILICENSE')).toBe(true);
  for (const other of ['IATACERTIFICATE', 'LIQUORLICENSE', 'DRUGLICENSE', 'EDUCATIONCERTIFICATE']) expect(hasWidget(other)).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  expect(await within(widget('FSSAILICENSE')).findByText('Please add the FSSAI licence.')).toBeInTheDocument();

  await user.upload(within(widget('GST')).getByLabelText('Take photo: GST certificate'), new File([new Uint8Array(3 * 1024 * 1024)], 'IMG_0002.jpg', { type: 'image/jpeg' }));
  await within(widget('GST')).findByRole('img', { name: 'GST certificate, page 1' }, { timeout: 10_000 });
  expect(compress).toHaveBeenCalledTimes(1);
  expect(await within(widget('GST')).findByText(`Number read from the document: ${registration?.gstin}`, {}, { timeout: 10_000 })).toBeInTheDocument();
  await waitFor(() => expect(within(widget('GST')).getByLabelText('Document number: GST certificate')).toHaveValue(registration?.gstin));

  await user.upload(within(widget('FSSAILICENSE')).getByLabelText('Choose photo or PDF: FSSAI licence'), new File([pdfBytes], 'fssai.pdf', { type: 'application/pdf' }));
  await within(widget('FSSAILICENSE')).findByRole('img', { name: 'FSSAI licence, page 1, PDF' }, { timeout: 10_000 });
  expect(compress).toHaveBeenCalledTimes(1);
  await within(widget('FSSAILICENSE')).findByText(/^Number read from the document: 1\d{13}$/, {}, { timeout: 10_000 });

  const stored = dataOf(await send(harness, OpportunityDocumentsDocument, { input: { opportunityId } }, { token })).opportunityDocuments.documents;
  expect(stored.map((d) => [d.documentType, d.documentSubType, d.documentPages[0]?.contentType]).sort()).toEqual([
    ['BUSINESSLEGALITYPROOF', 'GST', 'image/jpeg'],
    ['BUSINESSOPERATINGLICENSE', 'FSSAILICENSE', 'application/pdf'],
  ]);
  expect(stored.find((d) => d.documentSubType === 'GST')?.uniqueIdentifier).toBe(registration?.gstin);

  view.unmount();
  await openStep(opportunityId);
  await within(widget('GST')).findByRole('img', { name: 'GST certificate, page 1' }, { timeout: 10_000 });
  await within(widget('FSSAILICENSE')).findByRole('img', { name: 'FSSAI licence, page 1, PDF' }, { timeout: 10_000 });
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Other business documents', level: 2 })).not.toBeInTheDocument(), { timeout: 10_000 });
}, 60_000);

test('an MCC that needs no licence asks for none', async () => {
  const opportunityId = await merchantOpportunityOf(harness, '5411');
  await openStep(opportunityId);
  expect(hasWidget('UDYAMREGISTRATION')).toBe(true);
  expect(screen.queryByText('Business operating licence')).not.toBeInTheDocument();
  for (const licence of ['IATACERTIFICATE', 'LIQUORLICENSE', 'DRUGLICENSE', 'EDUCATIONCERTIFICATE', 'FSSAILICENSE']) expect(hasWidget(licence)).toBe(false);
}, 60_000);
