import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CheckOsvDocument,
  CreateOpportunityDocumentDocument,
  GetExtractedDataDocument,
  KycDocEExtractedDataDocument,
  MerchantOnboardingStateV2Document,
  OtherBusinessDocStep_SaveDocument,
  UpdateMerchantOnboardingStateDocument,
  PerformFaceMatchDocument,
  PerformKycDocDigitalSyncDocument,
  PerformKycRulesValidationDocument,
  PerformOcRandDigitallyExtractDocument,
  PerformOcrDocument,
  UpdateOpportunityDocumentDocument,
  type OpportunityDocumentInput,
} from '../../generated/graphql';
import { documentMessages } from '../../src/domain/documents';
import { kycRuleMessages } from '../../src/domain/kyc-rules';
import { createSandboxRegistry } from '../../src/server/sandbox/sandbox-registry';
import { dataOf, expectCatalogueError, onlyError, send } from './call';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';
import { formsWithSteps } from './step-flows';
import { merchantOpportunityOf, panEnding } from './merchant-rows';
import { jpegBytes } from '../support/image-files';

// The Other business documents step (a business proof, and the licence a licence-required MCC
// needs) and the document checks behind it: OCR, the registry check, KYC rules, face match, digital
// sync and OSV, with the sandbox's documented answers (README, Sandbox services). Runs on PGlite
// and, in the PostgreSQL pass, on PostgreSQL.

let harness: Harness;
let asha: string;
let rohit: string;
const registry = createSandboxRegistry();
const merchantOpportunity = (mccCode: string, pan?: string, owner?: string) => merchantOpportunityOf(harness, mccCode, pan, owner);
beforeAll(async () => {
  // The steps under test start the journey (step-flows.ts): the step order is step-order.test.ts's.
  harness = await startHarness({ forms: formsWithSteps('OtherBusinessDoc') });
  asha = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  rohit = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
});
afterAll(async () => {
  await harness.close();
});

const opts = (token: string, idempotencyId: string = randomUUID()) => ({ token, idempotencyId });

/** A whole JPEG, `size` bytes long, different every time. */
function jpeg(size = 4096): Uint8Array {
  return jpegBytes({ size });
}
function pdf(): Uint8Array {
  return new TextEncoder().encode(`%PDF-1.4\n% ${randomUUID()}\n${'1 0 obj <<>> endobj\n'.repeat(80)}trailer <<>>\n%%EOF\n`);
}
const dataUrl = (bytes: Uint8Array) => `data:application/octet-stream;base64,${Buffer.from(bytes).toString('base64')}`;

function document(subType: OpportunityDocumentInput['documentSubType'], bytes = jpeg(), extra: Partial<OpportunityDocumentInput> = {}): OpportunityDocumentInput {
  const category = ['GST', 'SHOPESTABLISHMENTCERTIFICATE', 'TRADELICENSE', 'UDYAMREGISTRATION'].includes(subType)
    ? 'BUSINESSLEGALITYPROOF'
    : ['INDIVIDUALPAN', 'DRIVING_LICENSE', 'VOTER_ID', 'PASSPORT'].includes(subType)
      ? 'PROOFOFIDENTITY'
      : subType === 'SELFIE'
        ? 'PHOTOGRAPH'
        : 'BUSINESSOPERATINGLICENSE';
  return { documentType: category, documentSubType: subType, documentMode: 'DOCUMENTUPLOAD', documentPages: [{ pageNumber: 1, dataUrl: dataUrl(bytes) }], ...extra };
}

async function created(opportunityId: string, input: OpportunityDocumentInput, token = asha) {
  return dataOf(await send(harness, CreateOpportunityDocumentDocument, { input: { opportunityId, document: input } }, opts(token))).createOpportunityDocument.document;
}

const ocr = (opportunityId: string, documentId: string, token = asha, idempotencyId?: string) =>
  send(harness, PerformOcrDocument, { input: { opportunityId, documentId, documentSubType: 'GST' } }, opts(token, idempotencyId));

describe('the Other business documents step', () => {
  const step = async (opportunityId: string) =>
    dataOf(await send(harness, MerchantOnboardingStateV2Document, { input: { idType: 'OPPORTUNITY', isExistingMerchant: false, stateDataId: opportunityId, opportunityId: Number(opportunityId) } }, opts(asha)))
      .merchantOnboardingStateV2.steps.find((s) => s.type === 'OtherBusinessDoc');
  const save = (opportunityId: string, documents: Record<string, string[]>, token = asha) =>
    send(harness, OtherBusinessDocStep_SaveDocument, { input: { opportunityId, documents } }, opts(token));

  test('with a licence-required MCC, is complete only with a business proof and the licence the rule table names for it', async () => {
    const opportunityId = await merchantOpportunity('5812');
    expect(await step(opportunityId)).toMatchObject({ isComplete: false, canSave: true });
    const proof = await created(opportunityId, document('TRADELICENSE', jpeg(), { uniqueIdentifier: 'PMC/TL/2024/118' }));
    expect(await step(opportunityId)).toMatchObject({ isComplete: false });
    const missing = onlyError(await save(opportunityId, { TRADELICENSE: [proof.id] }));
    expect(missing).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Please add the FSSAI licence.', field: 'input.documents.FSSAILICENSE' });

    // Another licence is not the one 5812 needs.
    await created(opportunityId, document('LIQUORLICENSE', pdf()));
    expect(await step(opportunityId)).toMatchObject({ isComplete: false });
    const licence = await created(opportunityId, document('FSSAILICENSE', pdf(), { uniqueIdentifier: '11521998000118' }));
    expect(licence.documentPages[0]?.contentType).toBe('application/pdf');
    expect(await step(opportunityId)).toMatchObject({ isComplete: true });
    const saved = dataOf(await save(opportunityId, { TRADELICENSE: [proof.id], FSSAILICENSE: [licence.id] })).saveOpportunityDocuments.documents;
    expect(saved.map((d) => d.id).sort()).toEqual([proof.id, licence.id].sort());
    expectCatalogueError(await save(opportunityId, { TRADELICENSE: [proof.id], FSSAILICENSE: [licence.id] }, rohit), 'ODS-101');
  });

  const skip = (opportunityId: string) =>
    send(
      harness,
      UpdateMerchantOnboardingStateDocument,
      { input: { idType: 'OPPORTUNITY', stateDataId: opportunityId, opportunityId: Number(opportunityId), stepType: 'OtherBusinessDoc', isComplete: true } },
      opts(asha),
    );

  test('is not skippable when the MCC needs a licence: a skip changes nothing', async () => {
    const opportunityId = await merchantOpportunity('5812');
    expect(await step(opportunityId)).toMatchObject({ skippable: false, isComplete: false });
    const answer = dataOf(await skip(opportunityId)).updateMerchantOnboardingState.merchantOnboardingState;
    expect(answer.steps.find((s) => s.type === 'OtherBusinessDoc')).toMatchObject({ skippable: false, isComplete: false });
    expect(await step(opportunityId)).toMatchObject({ isComplete: false });
  });

  test('is skippable when the MCC needs no licence, and the skip completes it', async () => {
    const opportunityId = await merchantOpportunity('5411');
    expect(await step(opportunityId)).toMatchObject({ skippable: true, isComplete: false });
    dataOf(await skip(opportunityId));
    expect(await step(opportunityId)).toMatchObject({ isComplete: true });
  });

  test('with an MCC that needs no licence, one business proof completes it; a licence is no business proof', async () => {
    const opportunityId = await merchantOpportunity('5411');
    await created(opportunityId, document('FSSAILICENSE', pdf()));
    expect(await step(opportunityId)).toMatchObject({ isComplete: false });
    const proof = await created(opportunityId, document('UDYAMREGISTRATION', pdf(), { uniqueIdentifier: 'UDYAM-MH-26-0012345' }));
    expect(await step(opportunityId)).toMatchObject({ isComplete: true });
    expect(dataOf(await save(opportunityId, { UDYAMREGISTRATION: [proof.id] })).saveOpportunityDocuments.documents).toHaveLength(1);
  });

  test('a document whose number could not be read is not saved without one: the agent is asked to type it, and the step saves once it is', async () => {
    const opportunityId = await merchantOpportunity('5411');
    const proof = await created(opportunityId, document('SHOPESTABLISHMENTCERTIFICATE', pdf()));
    expect(proof.uniqueIdentifier).toBeNull();
    expect(onlyError(await save(opportunityId, { SHOPESTABLISHMENTCERTIFICATE: [proof.id] }))).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Please type the document number: it could not be read from the document.',
      field: 'input.documents.SHOPESTABLISHMENTCERTIFICATE',
    });
    dataOf(await send(harness, UpdateOpportunityDocumentDocument, { input: { id: proof.id, uniqueIdentifier: 'PMC/II/54321' } }, opts(asha)));
    expect(dataOf(await save(opportunityId, { SHOPESTABLISHMENTCERTIFICATE: [proof.id] })).saveOpportunityDocuments.documents).toHaveLength(1);
  });
});

describe('OCR: performOCR, getExtractedData, kycDocEExtractedData', () => {
  test("a GST certificate reads the registry's registration for the merchant, with a confidence, and the reading is stored", async () => {
    const pan = panEnding('3');
    const opportunityId = await merchantOpportunity('5411', pan);
    const [registration] = await registry.gstinsForPan(pan);
    const record = await registry.gstDetails(registration?.gstin ?? '');
    const gst = await created(opportunityId, document('GST'));

    const read = dataOf(await ocr(opportunityId, gst.id)).performOCR;
    expect(read).toMatchObject({ status: 'SUCCESS', extractedData: { documentSubType: 'GST', registrationNumber: record?.gstin, name: record?.legalName } });
    expect(read.extractedData?.confidence).toBeGreaterThanOrEqual(0.8);
    expect(read.extractedData?.confidence).toBeLessThan(1);
    // Read again, the same pages say the same.
    expect(dataOf(await ocr(opportunityId, gst.id)).performOCR).toEqual(read);

    const items = dataOf(await send(harness, GetExtractedDataDocument, { input: { opportunityId, documentSubType: 'GST' } }, opts(asha))).getExtractedData.items;
    expect(items).toEqual([{ documentId: gst.id, documentSubType: 'GST', extractedData: read.extractedData }]);
    const one = dataOf(await send(harness, KycDocEExtractedDataDocument, { input: { documentId: gst.id } }, opts(asha))).kycDocEExtractedData;
    expect(one).toEqual({ documentId: gst.id, status: 'SUCCESS', extractedData: read.extractedData });
  });

  test('pages sent with the call are read without storing a document; neither pages nor a document is refused', async () => {
    const opportunityId = await merchantOpportunity('5411');
    const sent = await send(harness, PerformOcrDocument, { input: { opportunityId, documentSubType: 'FSSAILICENSE', documentPages: [{ pageNumber: 1, dataUrl: dataUrl(pdf()) }] } }, opts(asha));
    expect(dataOf(sent).performOCR.extractedData?.registrationNumber).toMatch(/^1\d{13}$/);
    const neither = onlyError(await send(harness, PerformOcrDocument, { input: { opportunityId, documentSubType: 'GST' } }, opts(asha)));
    expect(neither).toMatchObject({ code: 'VALIDATION_ERROR', message: documentMessages.noPages });
  });

  test('a page sent with the call is checked as a stored one: a JPEG followed by HTML is refused, naming the page', async () => {
    const opportunityId = await merchantOpportunity('5411');
    const glued = new Uint8Array([...jpeg(), ...new TextEncoder().encode('<html><script>alert(1)</script></html>')]);
    const sent = await send(harness, PerformOcrDocument, { input: { opportunityId, documentSubType: 'GST', documentPages: [{ pageNumber: 1, dataUrl: dataUrl(glued) }] } }, opts(asha));
    expect(onlyError(sent)).toMatchObject({ code: 'VALIDATION_ERROR', message: documentMessages.imageDamaged, field: 'input.documentPages.0.dataUrl' });
  });

  test('a page under 1 KB cannot be read (DE-3018, DE-2014); a merchant the registry has no record for gives DE-2011', async () => {
    const opportunityId = await merchantOpportunity('5411');
    const tiny = await created(opportunityId, document('GST', jpeg(600)));
    expectCatalogueError(await ocr(opportunityId, tiny.id), 'DE-3018', 'Error in performing OCR');
    const extract = await send(harness, PerformOcRandDigitallyExtractDocument, { input: { opportunityId, documentId: tiny.id, documentSubType: 'GST' } }, opts(asha));
    expectCatalogueError(extract, 'DE-2014', 'Error in performing OCR');
    expectCatalogueError(await send(harness, GetExtractedDataDocument, { input: { opportunityId } }, opts(asha)), 'DE-2014');

    const noGstin = await merchantOpportunity('5411', panEnding('0'));
    const gst = await created(noGstin, document('GST'));
    expectCatalogueError(await ocr(noGstin, gst.id), 'DE-2011', 'Error in extracting document data');
  });

  test('new pages replace what was read from the old ones', async () => {
    const opportunityId = await merchantOpportunity('5411');
    const gst = await created(opportunityId, document('GST'));
    dataOf(await ocr(opportunityId, gst.id));
    await send(harness, UpdateOpportunityDocumentDocument, { input: { id: gst.id, documentPages: [{ pageNumber: 1, dataUrl: dataUrl(jpeg(600)) }] } }, opts(asha));
    expectCatalogueError(await send(harness, KycDocEExtractedDataDocument, { input: { documentId: gst.id } }, opts(asha)), 'DE-2014');
  });

  test("another agent's opportunity is not found (ODS-101), nor is a document of another agent or opportunity (DE-2006)", async () => {
    const opportunityId = await merchantOpportunity('5411');
    const gst = await created(opportunityId, document('GST'));
    const rohits = await merchantOpportunity('5411', panEnding('2'), 'EMP1002');
    expectCatalogueError(await ocr(opportunityId, gst.id, rohit), 'ODS-101');
    expectCatalogueError(await ocr(rohits, gst.id, rohit), 'DE-2006');
    expectCatalogueError(await send(harness, KycDocEExtractedDataDocument, { input: { documentId: gst.id } }, opts(rohit)), 'DE-2006');
    expectCatalogueError(await send(harness, GetExtractedDataDocument, { input: { opportunityId } }, opts(rohit)), 'ODS-101');
    const other = await merchantOpportunity('5411');
    expectCatalogueError(await ocr(other, gst.id), 'DE-2006');
  });
});

describe('the registry check, digital sync and OSV', () => {
  test('a business proof a registry holds is digitally verified and synced; a licence no registry holds is not', async () => {
    const opportunityId = await merchantOpportunity('5812');
    const gst = await created(opportunityId, document('GST'));
    const licence = await created(opportunityId, document('FSSAILICENSE', pdf()));
    const extract = (documentId: string, token = asha) =>
      send(harness, PerformOcRandDigitallyExtractDocument, { input: { opportunityId, documentId, documentSubType: 'GST' } }, opts(token));
    expect(dataOf(await extract(gst.id)).performOCRandDigitallyExtract).toMatchObject({ status: 'SUCCESS', digitallyVerified: true, result: 'SUCCESS', failureReason: null });
    expect(dataOf(await extract(licence.id)).performOCRandDigitallyExtract).toMatchObject({ digitallyVerified: false, result: 'FAILED' });
    expectCatalogueError(await extract(gst.id, rohit), 'ODS-101');

    const osv = async (documentIds: string[], token = asha) => send(harness, CheckOsvDocument, { input: { opportunityId, documentIds } }, opts(token));
    expect(dataOf(await osv([gst.id, licence.id])).checkOSV).toEqual({ isOsvDone: false, pendingDocumentIds: [gst.id, licence.id] });

    const sync = (documentId: string, token = asha) => send(harness, PerformKycDocDigitalSyncDocument, { input: { opportunityId, documentId } }, opts(token));
    const synced = dataOf(await sync(gst.id)).performKycDocDigitalSync;
    expect(synced).toMatchObject({ requestId: gst.id, status: 'SUCCESS', isSynced: true, document: { id: gst.id, verifiedThroughOnlinePortal: true } });
    expect(dataOf(await sync(gst.id)).performKycDocDigitalSync).toEqual(synced);
    expect(dataOf(await sync(licence.id)).performKycDocDigitalSync).toMatchObject({ status: 'FAILED', isSynced: false, document: { verifiedThroughOnlinePortal: null } });
    expectCatalogueError(await sync(gst.id, rohit), 'ODS-101');

    // A photo taken there and then of the original is seen and verified; so is one a registry confirmed.
    const live = await created(opportunityId, document('TRADELICENSE', jpeg(), { documentMode: 'LIVEPHOTO' }));
    expect(dataOf(await osv([gst.id, live.id])).checkOSV).toEqual({ isOsvDone: true, pendingDocumentIds: [] });
    expect(dataOf(await osv([licence.id])).checkOSV).toEqual({ isOsvDone: false, pendingDocumentIds: [licence.id] });
    expectCatalogueError(await osv([gst.id], rohit), 'ODS-101');
    expect(onlyError(await osv([randomUUID()]))).toMatchObject({ code: 'DE-2006', field: 'input.documentIds.0' });
  });
});

describe('KYC rules and face match', () => {
  test("the document's name, date of birth and validity against the PAN's; the name message is the spec's", async () => {
    const pan = panEnding('4');
    const opportunityId = await merchantOpportunity('5411', pan);
    const rules = async (documentId: string, token = asha) =>
      send(harness, PerformKycRulesValidationDocument, { input: { opportunityId, documentId, identityType: 'DRIVING_LICENSE', panName: 'Somebody Else' } }, opts(token));
    const licence = (number: string) => created(opportunityId, document('DRIVING_LICENSE', jpeg(), { uniqueIdentifier: number }));

    // The PAN name the rules use is the registry's, not the one the caller gives.
    const good = dataOf(await rules((await licence('MH1220190001234')).id)).performKYCRulesValidation;
    expect(good).toEqual({
      isValid: true,
      nameMatch: true,
      failureReason: null,
      rules: [
        { rule: 'NAME_MATCH', passed: true, message: null },
        { rule: 'DOB_MATCH', passed: true, message: null },
        { rule: 'DOCUMENT_VALIDITY', passed: true, message: null },
      ],
    });
    const otherName = dataOf(await rules((await licence('MH1220190001111')).id)).performKYCRulesValidation;
    expect(otherName).toMatchObject({ isValid: false, nameMatch: false, failureReason: kycRuleMessages.NAME_MATCH });
    expect(kycRuleMessages.NAME_MATCH).toBe('The name from the document does not match the name from PAN. Please select another KYC document.');
    const otherBirth = dataOf(await rules((await licence('MH1220190002222')).id)).performKYCRulesValidation;
    expect(otherBirth).toMatchObject({ isValid: false, nameMatch: true, failureReason: kycRuleMessages.DOB_MATCH });
    const expired = dataOf(await rules((await licence('MH1220190003333')).id)).performKYCRulesValidation;
    expect(expired).toMatchObject({ isValid: false, failureReason: kycRuleMessages.DOCUMENT_VALIDITY });

    const unreadable = await created(opportunityId, document('DRIVING_LICENSE', jpeg(256), { uniqueIdentifier: 'MH1220190001234' }));
    expectCatalogueError(await rules(unreadable.id), 'DE-2014');
    expectCatalogueError(await rules(unreadable.id, rohit), 'ODS-101');
  });

  test('the score comes from the two pictures; 70 and over is a match; the same picture scores 100', async () => {
    const opportunityId = await merchantOpportunity('5411');
    const match = (selfieDocumentId: string, referenceDocumentId: string, token = asha) =>
      send(harness, PerformFaceMatchDocument, { input: { opportunityId, selfieDocumentId, referenceDocumentId } }, opts(token));
    const expected = (a: Uint8Array, b: Uint8Array) => 100 - ((createHash('sha256').update(a).digest()[0]! ^ createHash('sha256').update(b).digest()[0]!) % 51);

    const face = jpeg();
    const selfie = await created(opportunityId, document('SELFIE', face, { documentMode: 'LIVEPHOTO' }));
    const same = await created(opportunityId, document('DRIVING_LICENSE', face));
    expect(dataOf(await match(selfie.id, same.id)).performFaceMatch).toEqual({ isMatch: true, matchScore: 100, result: 'SUCCESS', failureReason: null });

    let other = jpeg();
    while (expected(face, other) >= 70) other = jpeg();
    const stranger = await created(opportunityId, document('DRIVING_LICENSE', other));
    expect(dataOf(await match(selfie.id, stranger.id)).performFaceMatch).toMatchObject({ isMatch: false, matchScore: expected(face, other), result: 'FAILED' });
    expectCatalogueError(await match(selfie.id, stranger.id, rohit), 'ODS-101');
    expect(onlyError(await match(selfie.id, randomUUID()))).toMatchObject({ code: 'DE-2006', field: 'input.referenceDocumentId' });
  });
});
