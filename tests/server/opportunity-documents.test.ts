import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CapturePhotoStep_SaveDocument,
  CreateOpportunityDocumentDocument,
  CreateOpportunityDocumentsDocument,
  DeleteOpportunityDocumentsDocument,
  MerchantOnboardingStateV2Document,
  OpportunityDocumentsDocument,
  UpdateOpportunityDocumentDocument,
  type OpportunityDocumentInput,
} from '../../generated/graphql';
import { DOCUMENT_MAX_PAGES, documentMessages, PAGE_MAX_BYTES } from '../../src/domain/documents';
import { opportunities } from '../../src/server/db/schema';
import { localFolderStorage } from '../../src/server/files/file-storage';
import { dataOf, expectCatalogueError, onlyError, send } from './call';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';
import { formsWithSteps } from './step-flows';
import { insertOpportunity } from './opportunity-rows';
import { jpegBytes, pngBytes } from '../support/image-files';

// Documents of an opportunity and their files: pages arrive as data URLs (or as the url of a page
// the agent stored before), are checked by their bytes, kept in a folder, and served at their url
// only to the agent who owns them. Runs on PGlite and, in the PostgreSQL pass, on PostgreSQL.

let harness: Harness;
let folder: string;
let asha: string;
let rohit: string;
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'mo-files-'));
  // The steps under test start the journey (step-flows.ts): the step order is step-order.test.ts's.
  harness = await startHarness({ files: localFolderStorage(folder), forms: formsWithSteps('CapturePhoto') });
  asha = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  rohit = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
});
afterAll(async () => {
  await harness.close();
  rmSync(folder, { recursive: true, force: true });
});

const opts = (token: string, idempotencyId: string = randomUUID()) => ({ token, idempotencyId });

/** A whole JPEG, `size` bytes long, different every time. */
function jpeg(size = 2048): Uint8Array {
  return jpegBytes({ size });
}
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const HTML = new TextEncoder().encode('<html><script>alert(1)</script></html>');

const dataUrl = (bytes: Uint8Array, declared = 'image/jpeg') => `data:${declared};base64,${Buffer.from(bytes).toString('base64')}`;

function photo(subType: OpportunityDocumentInput['documentSubType'], bytes = jpeg(), extra: Partial<OpportunityDocumentInput> = {}): OpportunityDocumentInput {
  return {
    documentType: 'PHOTOGRAPH',
    documentSubType: subType,
    documentMode: 'LIVEPHOTO',
    documentPages: [{ pageNumber: 1, dataUrl: dataUrl(bytes), fileName: 'photo.jpg', contentType: 'image/png' }],
    ...extra,
  };
}

const newOpportunity = async (owner = 'EMP1001', status = 'INITIATED', submitted = false) => String(await insertOpportunity(harness, { leadId: null, status, owner, submitted }));

function create(opportunityId: string, document: OpportunityDocumentInput, token = asha, idempotencyId?: string) {
  return send(harness, CreateOpportunityDocumentDocument, { input: { opportunityId, document } }, opts(token, idempotencyId));
}

async function created(opportunityId: string, document: OpportunityDocumentInput, token = asha) {
  return dataOf(await create(opportunityId, document, token)).createOpportunityDocument.document;
}

const keyOf = (url: string) => url.replace(/^\/files\//, '');
const filesInFolder = () => (existsSync(folder) ? readdirSync(folder).sort() : []);

/** GET of a page's url, with the agent's token as a header, as a cookie (an <img>), or with none. */
function fetchFile(url: string, how: { bearer?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = {};
  if (how.bearer) headers.authorization = `Bearer ${how.bearer}`;
  if (how.cookie) headers.cookie = `userInfo=x; accessToken=${encodeURIComponent(how.cookie)}`;
  return harness.fetch(url, { headers });
}

describe('a photo is stored and served to its owner only', () => {
  test('its type comes from its bytes, not from what the phone said; the file is served with that type and nosniff', async () => {
    const opportunityId = await newOpportunity();
    const bytes = jpeg();
    const document = await created(opportunityId, photo('SELFIE', bytes, { latLng: { latitude: 18.52, longitude: 73.85 } }));
    expect(document).toMatchObject({ opportunityId, documentType: 'PHOTOGRAPH', documentSubType: 'SELFIE', documentMode: 'LIVEPHOTO', documentSource: 'MANUAL_UPLOAD', status: 'PENDING', latLng: { latitude: 18.52, longitude: 73.85 } });
    const [page] = document.documentPages;
    expect(page).toMatchObject({ pageNumber: 1, fileName: 'photo.jpg', contentType: 'image/jpeg' });
    expect(page?.url).toMatch(/^\/files\/[0-9a-f-]{36}\.jpg$/);
    expect(filesInFolder()).toContain(keyOf(page?.url ?? ''));

    for (const how of [{ bearer: asha }, { cookie: asha }]) {
      const answer = await fetchFile(page?.url ?? '', how);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/jpeg');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(new Uint8Array(await answer.arrayBuffer())).toEqual(bytes);
    }
  });

  test("another agent, a caller without a session, and a key of no page get nothing of it", async () => {
    const opportunityId = await newOpportunity();
    const url = (await created(opportunityId, photo('SHOPPHOTO'))).documentPages[0]?.url ?? '';
    for (const how of [{ bearer: rohit }, { cookie: rohit }]) {
      const answer = await fetchFile(url, how);
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).not.toMatch(/^image\//);
    }
    expect((await fetchFile(url)).status).toBe(401);
    expect((await fetchFile(`/files/${randomUUID()}.jpg`, { bearer: asha })).status).toBe(404);
    expect((await fetchFile('/files/..%2F..%2Fpackage.json', { bearer: asha })).status).toBe(404);
  });

  test('a PDF is a document page but no photograph', async () => {
    const opportunityId = await newOpportunity();
    const licence = await created(opportunityId, {
      documentType: 'BUSINESSLEGALITYPROOF',
      documentSubType: 'TRADELICENSE',
      documentPages: [{ pageNumber: 1, dataUrl: dataUrl(PDF, 'image/jpeg') }],
    });
    expect(licence.documentPages[0]?.contentType).toBe('application/pdf');
    const answer = await fetchFile(licence.documentPages[0]?.url ?? '', { bearer: asha });
    expect(answer.headers.get('content-type')).toBe('application/pdf');

    const refused = onlyError(await create(opportunityId, photo('STOCKPHOTO', PDF)));
    expect(refused).toMatchObject({ code: 'VALIDATION_ERROR', message: documentMessages.photoType, field: 'input.document.documentPages.0.dataUrl' });
  });
});

describe('what is refused, naming the field, with nothing stored', () => {
  test('bytes of no accepted type, a file over the limit, and a page that is no data URL', async () => {
    const opportunityId = await newOpportunity();
    const before = filesInFolder();
    const html = onlyError(await create(opportunityId, { ...photo('SELFIE'), documentType: 'OTHERS', documentSubType: 'APPLICATIONFORM', documentPages: [{ pageNumber: 1, dataUrl: dataUrl(HTML) }] }));
    expect(html).toMatchObject({ code: 'VALIDATION_ERROR', message: documentMessages.fileType, field: 'input.document.documentPages.0.dataUrl' });

    const tooBig = onlyError(await create(opportunityId, photo('SELFIE', jpeg(PAGE_MAX_BYTES + 1))));
    expect(tooBig).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Please choose a file of at most 5 MB.', field: 'input.document.documentPages.0.dataUrl' });
    // At the limit it is taken.
    expect((await created(opportunityId, photo('STOCKPHOTO', jpeg(PAGE_MAX_BYTES)))).documentPages).toHaveLength(1);

    for (const notDataUrl of ['https://example.com/a.jpg', 'data:image/jpeg;base64,not*base64', 'data:image/jpeg,plain']) {
      const refused = onlyError(await create(opportunityId, { ...photo('SELFIE'), documentPages: [{ pageNumber: 1, dataUrl: notDataUrl }] }));
      expect(refused).toMatchObject({ code: 'VALIDATION_ERROR', message: documentMessages.notDataUrl, field: 'input.document.documentPages.0.dataUrl' });
    }
    expect(filesInFolder().length).toBe(before.length + 1);
  });

  test('an image is stored only whole: a PNG or JPEG followed by HTML, and a cut-off one, are refused', async () => {
    const opportunityId = await newOpportunity();
    const before = filesInFolder();
    const html = new TextEncoder().encode('<html><script>alert(document.cookie)</script></html>');
    const png = pngBytes();
    for (const bytes of [new Uint8Array([...png, ...html]), new Uint8Array([...jpeg(), ...html]), png.slice(0, png.length - 12), jpeg().slice(0, -2)]) {
      const refused = onlyError(await create(opportunityId, photo('SELFIE', bytes)));
      expect(refused).toMatchObject({ code: 'VALIDATION_ERROR', message: documentMessages.imageDamaged, field: 'input.document.documentPages.0.dataUrl' });
      expect(refused.message).toBe('This photo is damaged or is not only a photo. Please capture or choose it again.');
    }
    expect(filesInFolder()).toEqual(before);
  });

  test('an image larger than a browser can show is refused: a selfie PNG declaring 100,000 x 100,000 pixels, a JPEG 16,385 pixels wide', async () => {
    const opportunityId = await newOpportunity();
    const before = filesInFolder();
    for (const bytes of [pngBytes({ width: 100_000, height: 100_000 }), jpegBytes({ width: 16_385, height: 8 }), pngBytes({ width: 8_193, height: 8_192 })]) {
      const refused = onlyError(await create(opportunityId, photo('SELFIE', bytes)));
      expect(refused).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'This photo is too large to show. Please choose one of at most 64 megapixels and 16384 pixels a side.',
        field: 'input.document.documentPages.0.dataUrl',
      });
    }
    expect(filesInFolder()).toEqual(before);
  });

  test('real small images of every accepted type are stored as what they are', async () => {
    const opportunityId = await newOpportunity();
    // Google's 1 x 1 WebP samples: lossy (VP8) and lossless (VP8L).
    const webpLossy = Buffer.from('UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA', 'base64');
    const webpLossless = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
    const cases: [Uint8Array, string][] = [
      [pngBytes(), 'image/png'],
      [pngBytes({ width: 4_000, height: 3_000 }), 'image/png'],
      [jpegBytes(), 'image/jpeg'],
      [jpegBytes({ width: 1_600, height: 1_200 }), 'image/jpeg'],
      [new Uint8Array(webpLossy), 'image/webp'],
      [new Uint8Array(webpLossless), 'image/webp'],
    ];
    for (const [bytes, contentType] of cases) {
      const [page] = (await created(opportunityId, photo('SHOPPHOTO', bytes))).documentPages;
      expect(page?.contentType).toBe(contentType);
      const answer = await fetchFile(page?.url ?? '', { bearer: asha });
      expect(new Uint8Array(await answer.arrayBuffer())).toEqual(bytes);
    }
  });

  test('a page without data, pages sharing a number, no pages, too many pages, and a sub-type of another category', async () => {
    const opportunityId = await newOpportunity();
    const noData = onlyError(await create(opportunityId, { ...photo('SELFIE'), documentPages: [{ pageNumber: 1 }] }));
    expect(noData).toMatchObject({ code: 'VALIDATION_ERROR', message: documentMessages.pageSource, field: 'input.document.documentPages.0.dataUrl' });
    const page = { pageNumber: 1, dataUrl: dataUrl(jpeg()) };
    const twice = onlyError(await create(opportunityId, { ...photo('SELFIE'), documentPages: [page, page] }));
    expect(twice).toMatchObject({ code: 'VALIDATION_ERROR', message: documentMessages.pageNumbers, field: 'input.document.documentPages' });
    const none = onlyError(await create(opportunityId, { ...photo('SELFIE'), documentPages: [] }));
    expect(none).toMatchObject({ code: 'VALIDATION_ERROR', message: documentMessages.noPages, field: 'input.document.documentPages' });
    const pages = Array.from({ length: DOCUMENT_MAX_PAGES + 1 }, (_, i) => ({ pageNumber: i + 1, dataUrl: dataUrl(jpeg(256)) }));
    const tooMany = onlyError(await create(opportunityId, { ...photo('APPLICATIONFORM'), documentType: 'OTHERS', documentPages: pages }));
    expect(tooMany).toMatchObject({ code: 'VALIDATION_ERROR', message: 'A document may have at most 10 pages.', field: 'input.document.documentPages' });
    const most = await created(opportunityId, { ...photo('APPLICATIONFORM'), documentType: 'OTHERS', documentPages: pages.slice(0, DOCUMENT_MAX_PAGES) });
    expect(most.documentPages.map((p) => p.pageNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const mismatch = onlyError(await create(opportunityId, { ...photo('SELFIE'), documentSubType: 'GST' }));
    expect(mismatch).toMatchObject({ code: 'VALIDATION_ERROR', message: documentMessages.subTypeCategory, field: 'input.document.documentSubType' });
  });

  test("an unknown opportunity and another agent's are not found (ODS-101)", async () => {
    const before = filesInFolder();
    expectCatalogueError(await create('99999999', photo('SELFIE')), 'ODS-101');
    const rohits = await newOpportunity('EMP1002');
    expectCatalogueError(await create(rohits, photo('SELFIE')), 'ODS-101');
    expect(filesInFolder()).toEqual(before);
    const listed = await send(harness, OpportunityDocumentsDocument, { input: { opportunityId: rohits } }, opts(asha));
    expectCatalogueError(listed, 'ODS-101');
  });

  test('an opportunity submitted for review takes no document (MOS-1007)', async () => {
    const submitted = await newOpportunity('EMP1001', 'INITIATED', true);
    const error = expectCatalogueError(await create(submitted, photo('SELFIE')), 'MOS-1007');
    expect(error.field).toBe('input.opportunityId');
  });

  test('a batch with one bad document stores none of them, and a file stored before a later failure is removed', async () => {
    const opportunityId = await newOpportunity();
    const before = filesInFolder();
    const bad = await send(harness, CreateOpportunityDocumentsDocument, { input: { opportunityId, documents: [photo('SELFIE'), photo('SHOPPHOTO', PDF)] } }, opts(asha));
    expect(onlyError(bad)).toMatchObject({ code: 'VALIDATION_ERROR', field: 'input.documents.1.documentPages.0.dataUrl' });

    // A page whose file has gone from the folder is found missing only when it is copied, after the
    // first document's file was written: the rollback takes that file away again.
    const lost = await created(opportunityId, photo('STOCKPHOTO'));
    const lostUrl = lost.documentPages[0]?.url ?? '';
    rmSync(join(folder, keyOf(lostUrl)));
    const afterLoss = filesInFolder();
    const failed = await send(
      harness,
      CreateOpportunityDocumentsDocument,
      { input: { opportunityId, documents: [photo('SELFIE'), { ...photo('SHOPPHOTO'), documentPages: [{ pageNumber: 1, url: lostUrl }] }] } },
      opts(asha),
    );
    expectCatalogueError(failed, 'DE-2006');
    expect(filesInFolder()).toEqual(afterLoss);
    const listed = dataOf(await send(harness, OpportunityDocumentsDocument, { input: { opportunityId } }, opts(asha))).opportunityDocuments.documents;
    expect(listed.map((d) => d.id)).toEqual([lost.id]);
    expect(before.length).toBeLessThanOrEqual(afterLoss.length);
  });
});

describe('several documents, a page stored before, and the same call sent twice', () => {
  test('createOpportunityDocuments stores each; a url of a page stored before is copied, one of another agent is not found', async () => {
    const opportunityId = await newOpportunity();
    const first = await created(opportunityId, photo('SHOPPHOTO'));
    const firstUrl = first.documentPages[0]?.url ?? '';
    const both = dataOf(
      await send(
        harness,
        CreateOpportunityDocumentsDocument,
        { input: { opportunityId, documents: [photo('SHOPPHOTO'), { ...photo('SHOPPHOTO'), documentPages: [{ pageNumber: 1, url: `http://phone.local${firstUrl}` }] }] } },
        opts(asha),
      ),
    ).createOpportunityDocuments;
    expect(both.ids).toHaveLength(2);
    const copied = both.documents[1]?.documentPages[0];
    expect(copied?.url).not.toBe(firstUrl);
    expect(new Uint8Array(await (await fetchFile(copied?.url ?? '', { bearer: asha })).arrayBuffer())).toEqual(
      new Uint8Array(await (await fetchFile(firstUrl, { bearer: asha })).arrayBuffer()),
    );

    const rohits = await newOpportunity('EMP1002');
    const rohitsUrl = (await created(rohits, photo('SHOPPHOTO'), rohit)).documentPages[0]?.url ?? '';
    const refused = await create(opportunityId, { ...photo('SHOPPHOTO'), documentPages: [{ pageNumber: 1, url: rohitsUrl }] });
    expect(expectCatalogueError(refused, 'DE-2006').field).toBe('input.document.documentPages.0.url');
  });

  test('the same idempotency id twice stores one document and one file', async () => {
    const opportunityId = await newOpportunity();
    const before = filesInFolder();
    const id = randomUUID();
    const document = photo('OPERATINGPHOTO');
    const once = dataOf(await create(opportunityId, document, asha, id)).createOpportunityDocument;
    const again = dataOf(await create(opportunityId, document, asha, id)).createOpportunityDocument;
    expect(again.id).toBe(once.id);
    expect(filesInFolder().length).toBe(before.length + 1);
  });
});

describe('replacing and removing', () => {
  test("updateOpportunityDocument replaces the page: the old file goes, the new one is served; another agent's document is not found", async () => {
    const opportunityId = await newOpportunity();
    const original = await created(opportunityId, photo('SELFIE', jpeg(), { latLng: { latitude: 12.97, longitude: 77.59 } }));
    const oldUrl = original.documentPages[0]?.url ?? '';
    const replaced = dataOf(
      await send(
        harness,
        UpdateOpportunityDocumentDocument,
        { input: { id: original.id, documentMode: 'DOCUMENTUPLOAD', documentPages: [{ pageNumber: 1, dataUrl: dataUrl(jpeg()) }], latLng: null } },
        opts(asha),
      ),
    ).updateOpportunityDocument.document;
    expect(replaced).toMatchObject({ id: original.id, documentMode: 'DOCUMENTUPLOAD', latLng: null });
    const newUrl = replaced.documentPages[0]?.url ?? '';
    expect(newUrl).not.toBe(oldUrl);
    expect(filesInFolder()).not.toContain(keyOf(oldUrl));
    expect((await fetchFile(oldUrl, { bearer: asha })).status).toBe(404);
    expect((await fetchFile(newUrl, { bearer: asha })).status).toBe(200);

    // Its own page sent back by url is kept as it is.
    const kept = dataOf(
      await send(harness, UpdateOpportunityDocumentDocument, { input: { id: original.id, documentPages: [{ pageNumber: 1, url: newUrl }] } }, opts(asha)),
    ).updateOpportunityDocument.document;
    expect(kept.documentPages[0]?.url).toBe(newUrl);
    expect(filesInFolder()).toContain(keyOf(newUrl));

    const byRohit = await send(harness, UpdateOpportunityDocumentDocument, { input: { id: original.id, documentName: 'Taken over' } }, opts(rohit));
    expect(expectCatalogueError(byRohit, 'DE-2006').field).toBe('input.id');
  });

  test("deleteOpportunityDocuments removes the documents and their files; another agent's, or one of another opportunity, is not found", async () => {
    const opportunityId = await newOpportunity();
    const photos = [await created(opportunityId, photo('SHOPPHOTO')), await created(opportunityId, photo('SHOPPHOTO'))];
    const other = await created(await newOpportunity(), photo('SHOPPHOTO'));
    const wrong = await send(harness, DeleteOpportunityDocumentsDocument, { input: { opportunityId, ids: [photos[0]?.id ?? '', other.id] } }, opts(asha));
    expect(expectCatalogueError(wrong, 'DE-2006').field).toBe('input.ids.1');
    const byRohit = await send(harness, DeleteOpportunityDocumentsDocument, { input: { opportunityId, ids: [photos[0]?.id ?? ''] } }, opts(rohit));
    expectCatalogueError(byRohit, 'ODS-101');

    const deleted = dataOf(await send(harness, DeleteOpportunityDocumentsDocument, { input: { opportunityId, ids: [photos[0]?.id ?? ''] } }, opts(asha)))
      .deleteOpportunityDocuments;
    expect(deleted).toEqual({ isDeleted: true, deletedIds: [photos[0]?.id] });
    expect(filesInFolder()).not.toContain(keyOf(photos[0]?.documentPages[0]?.url ?? ''));
    const listed = dataOf(await send(harness, OpportunityDocumentsDocument, { input: { opportunityId } }, opts(asha))).opportunityDocuments.documents;
    expect(listed.map((d) => d.id)).toEqual([photos[1]?.id]);
  });

  test('a submitted opportunity keeps its documents: no replacing, no removing (MOS-1007)', async () => {
    const opportunityId = await newOpportunity();
    const document = await created(opportunityId, photo('SELFIE'));
    await harness.database.db.update(opportunities).set({ opportunitySubmitted: true }).where(eq(opportunities.id, Number(opportunityId)));
    const update = await send(harness, UpdateOpportunityDocumentDocument, { input: { id: document.id, documentPages: [{ pageNumber: 1, dataUrl: dataUrl(jpeg()) }] } }, opts(asha));
    expectCatalogueError(update, 'MOS-1007');
    const remove = await send(harness, DeleteOpportunityDocumentsDocument, { input: { opportunityId, ids: [document.id] } }, opts(asha));
    expectCatalogueError(remove, 'MOS-1007');
    expect((await fetchFile(document.documentPages[0]?.url ?? '', { bearer: asha })).status).toBe(200);
  });
});

describe('the Capture photos step', () => {
  const state = async (opportunityId: string) =>
    dataOf(await send(harness, MerchantOnboardingStateV2Document, { input: { idType: 'OPPORTUNITY', isExistingMerchant: false, stateDataId: opportunityId, opportunityId: Number(opportunityId) } }, opts(asha)))
      .merchantOnboardingStateV2.steps.find((s) => s.type === 'CapturePhoto');

  test('is complete once the selfie, a shop photo and the stock are stored, and its save checks the photos it lists', async () => {
    const opportunityId = await newOpportunity();
    expect(await state(opportunityId)).toMatchObject({ isComplete: false, canSave: true });
    const selfie = await created(opportunityId, photo('SELFIE'));
    const shop = await created(opportunityId, photo('SHOPPHOTO'));

    const save = (documents: Record<string, string[]>, token = asha) => send(harness, CapturePhotoStep_SaveDocument, { input: { opportunityId, documents } }, opts(token));
    const missing = onlyError(await save({ SELFIE: [selfie.id], SHOPPHOTO: [shop.id] }));
    expect(missing).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Please take a photo of the stock.', field: 'input.documents.STOCKPHOTO' });
    expect(await state(opportunityId)).toMatchObject({ isComplete: false });

    const stock = await created(opportunityId, photo('STOCKPHOTO'));
    expect(await state(opportunityId)).toMatchObject({ isComplete: true });
    // A listed id must be a stored document of this opportunity and of the sub-type it is listed under.
    const wrongKind = await save({ SELFIE: [selfie.id], SHOPPHOTO: [shop.id], STOCKPHOTO: [shop.id] });
    expect(expectCatalogueError(wrongKind, 'DE-2006').field).toBe('input.documents.STOCKPHOTO.0');
    const saved = dataOf(await save({ SELFIE: [selfie.id], SHOPPHOTO: [shop.id], STOCKPHOTO: [stock.id] })).saveOpportunityDocuments.documents;
    expect(saved.map((d) => d.id).sort()).toEqual([selfie.id, shop.id, stock.id].sort());

    expectCatalogueError(await save({ SELFIE: [selfie.id], SHOPPHOTO: [shop.id], STOCKPHOTO: [stock.id] }, rohit), 'ODS-101');
    await send(harness, DeleteOpportunityDocumentsDocument, { input: { opportunityId, ids: [stock.id] } }, opts(asha));
    expect(await state(opportunityId)).toMatchObject({ isComplete: false });
  });
});
