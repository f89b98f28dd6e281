import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  BankAccountStep_SaveDocument,
  CapturePhotoStep_SaveDocument,
  CreateEMandateDocument,
  CreateLeadDocument,
  CreateOpportunityDocumentDocument,
  CreatePMandateDocument,
  KycDetailsStep_SaveDocument,
  MerchantOnboardingStateV2Document,
  ReviewOpportunityDocument,
  SendKycLinkDocument,
  UpdateMerchantOnboardingStateDocument,
  type CreateLeadInput,
  type MandateDetailsInput,
  type OpportunityDocumentInput,
} from '../../generated/graphql';
import { indianToday } from '../../src/domain/mandate';
import { mandates, opportunities, opportunityDocuments } from '../../src/server/db/schema';
import { JourneyClock, walkJourney, type JourneyStage, type RunOperation } from '../../src/server/seed/demo-journeys';
import { dataOf, expectCatalogueError, send } from './call';
import { freshPan } from './fresh-pan';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';
import { insertOpportunity } from './opportunity-rows';
import { jpegBytes } from '../support/image-files';

// Spec section 4, 'Step display status' and 'Step navigation': only completed and inprogress steps
// react to a click, so a later step cannot be opened while an earlier editable step is incomplete.
// The server holds a step's save, and every action of its screen (a mandate, a photo, a KYC link, the
// submission for review), to the same rule, whatever address the app was opened at: refused with
// STEP_NOT_OPEN ('Please complete the earlier steps first.'), nothing changed. Journeys here are
// walked in order through the app's own operations (the seed's walkJourney), on the real flows.

let harness: Harness;
let asha: string;
let rohit: string;
let partner: string;

beforeAll(async () => {
  harness = await startHarness();
  asha = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  rohit = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
  partner = (await signInAs(harness, demoAgent('EMP3001').email)).accessToken;
}, 60_000);
afterAll(() => harness.close());

const opts = (token: string) => ({ token, idempotencyId: randomUUID() });

/** The app's operations as the agent with this token sends them; a refusal throws with its code. */
function runAs(token: string): RunOperation {
  return async <Result, Variables extends Record<string, unknown>>(document: TypedDocumentNode<Result, Variables>, variables: Variables) => {
    const result = await send(harness, document, variables, opts(token));
    if (result.errors?.length) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
    return result.data as Result;
  };
}

async function newLead(token: string, product: CreateLeadInput['product']): Promise<string> {
  const input: CreateLeadInput = {
    shop: { name: `Step Order Stores ${randomUUID().slice(0, 8)}` },
    contact: { name: 'Kavita Deshmukh', number: '9822012345' },
    leadSource: 'SALES_APP',
    product,
  };
  return dataOf(await send(harness, CreateLeadDocument, { input }, opts(token))).createLead.id;
}

/** A new merchant's journey walked in order, as an agent's app walks it, up to `upTo`; Multi Stores skipped unless told. */
async function journeyUpTo(upTo: JourneyStage, options: { mini?: boolean; stores?: 'skip' | 'add' | 'leave' } = {}) {
  const mini = options.mini ?? false;
  const token = mini ? partner : asha;
  const leadId = await newLead(token, mini ? ['DQR_MINI'] : ['POS_DEVICE']);
  const plan = {
    leadId,
    existingAccountId: null,
    pan: freshPan(),
    shopName: `Step Order Stores ${leadId.slice(0, 8)}`,
    contactName: 'Kavita Deshmukh',
    mobileNumber: '9822012345',
    city: { name: 'Pune', stateCode: 'MH', pinCode: '411001' },
    mini,
    // Bank account numbers and document names follow it: far from the seed's own.
    serial: randomInt(100_000, 999_999),
  };
  const now = harness.clock.now;
  // 'leave': Business Details saved and Multi Stores neither saved nor skipped.
  const walkTo: JourneyStage = options.stores === 'leave' ? 'business' : upTo;
  const ids = await walkJourney(runAs(token), harness.database.db, new JourneyClock(now, new Date(now.getTime() + 86_400_000)), plan, {
    upTo: walkTo,
    pricing: 'list',
    stores: options.stores === 'add' ? 'add' : 'skip',
  });
  return { ...ids, token };
}

async function stepsOf(leadId: string | null, opportunityId: string, token = asha) {
  const input = leadId
    ? { idType: 'LEAD' as const, isExistingMerchant: false, stateDataId: leadId, opportunityId: Number(opportunityId) }
    : { idType: 'OPPORTUNITY' as const, isExistingMerchant: false, stateDataId: opportunityId, opportunityId: Number(opportunityId) };
  return dataOf(await send(harness, MerchantOnboardingStateV2Document, { input }, { token })).merchantOnboardingStateV2.steps;
}

async function statusOf(leadId: string | null, opportunityId: string, type: string, token = asha) {
  return (await stepsOf(leadId, opportunityId, token)).find((step) => step.type === type)?.displayStatus;
}

const inProgress = async (leadId: string | null, opportunityId: string, token = asha) =>
  (await stepsOf(leadId, opportunityId, token)).find((step) => step.displayStatus === 'inprogress')?.type;

function mandateDetails(): MandateDetailsInput {
  const start = new Date(harness.clock.now.getTime() + 86_400_000);
  return { amountType: 'MAXIMUM', amount: 2000, frequency: 'MONTHLY', startDate: indianToday(start), mobileNumber: '9822012345' };
}

function photo(documentSubType: 'SELFIE' | 'SHOPPHOTO' | 'STOCKPHOTO' | 'CANCELLEDCHEQUE'): OpportunityDocumentInput {
  const dataUrl = `data:image/jpeg;base64,${Buffer.from(jpegBytes({ size: 2048 })).toString('base64')}`;
  return {
    documentType: documentSubType === 'CANCELLEDCHEQUE' ? 'BANKPROOF' : 'PHOTOGRAPH',
    documentSubType,
    documentMode: 'LIVEPHOTO',
    documentPages: [{ pageNumber: 1, dataUrl, fileName: 'photo.jpg', contentType: 'image/jpeg' }],
  };
}

const mandatesOf = (opportunityId: string) => harness.database.db.select().from(mandates).where(eq(mandates.opportunityId, Number(opportunityId)));
const documentsOf = (opportunityId: string) => harness.database.db.select().from(opportunityDocuments).where(eq(opportunityDocuments.opportunityId, Number(opportunityId)));
const opportunityRow = async (opportunityId: string) => (await harness.database.db.select().from(opportunities).where(eq(opportunities.id, Number(opportunityId))))[0];

describe('the NACH mandate waits for every step before it', () => {
  test('created while KYC, photos, documents, PO and payment are pending: refused, no mandate stored, the step not complete', async () => {
    const journey = await journeyUpTo('pricing');
    expect(await inProgress(journey.leadId, journey.opportunityId)).toBe('KycDetails');
    expect(await statusOf(journey.leadId, journey.opportunityId, 'NachMandate')).toBe('pending');
    const before = await stepsOf(journey.leadId, journey.opportunityId);

    expectCatalogueError(await send(harness, CreatePMandateDocument, { input: { opportunityId: journey.opportunityId, details: mandateDetails() } }, opts(asha)), 'STEP_NOT_OPEN');
    // The step's own save (the e-mandate, the UPI AutoPay) likewise.
    const eMandate = await send(harness, CreateEMandateDocument, { input: { opportunityId: journey.opportunityId, mandateType: 'E_MANDATE', details: mandateDetails() } }, opts(asha));
    expectCatalogueError(eMandate, 'STEP_NOT_OPEN', 'Please complete the earlier steps first.');
    const autoPay = await send(harness, CreateEMandateDocument, { input: { opportunityId: journey.opportunityId, mandateType: 'UPI_AUTOPAY', vpa: 'kavita@okhdfc', details: mandateDetails() } }, opts(asha));
    expectCatalogueError(autoPay, 'STEP_NOT_OPEN');

    expect(await mandatesOf(journey.opportunityId)).toEqual([]);
    expect((await opportunityRow(journey.opportunityId))?.nachSubmitted).toBe(false);
    expect(await stepsOf(journey.leadId, journey.opportunityId)).toEqual(before);
  }, 120_000);

  test('once the payment is done the mandate step is in progress, and the same mandate is created', async () => {
    const journey = await journeyUpTo('payment');
    expect(await inProgress(journey.leadId, journey.opportunityId)).toBe('NachMandate');
    const created = dataOf(await send(harness, CreatePMandateDocument, { input: { opportunityId: journey.opportunityId, details: mandateDetails() } }, opts(asha))).createPMandate;
    expect(created.mandate.id).toBeTruthy();
    expect(await mandatesOf(journey.opportunityId)).toHaveLength(1);
  }, 180_000);
});

describe('photos wait for the steps before Capture photos', () => {
  test('on an opportunity whose Create Lead is incomplete, neither a photo nor the step save is taken', async () => {
    const id = String(await insertOpportunity(harness, { leadId: null, status: 'INITIATED' }));
    expect(await inProgress(null, id)).toBe('CreateLead');
    expectCatalogueError(await send(harness, CreateOpportunityDocumentDocument, { input: { opportunityId: id, document: photo('SELFIE') } }, opts(asha)), 'STEP_NOT_OPEN');
    expectCatalogueError(await send(harness, CapturePhotoStep_SaveDocument, { input: { opportunityId: id, documents: { SELFIE: [randomUUID()] } } }, opts(asha)), 'STEP_NOT_OPEN');
    expect(await documentsOf(id)).toEqual([]);
  });

  test('while KYC is in progress a photo is refused; the cancelled cheque, which Bank account captures too, is taken', async () => {
    const journey = await journeyUpTo('pricing');
    expectCatalogueError(await send(harness, CreateOpportunityDocumentDocument, { input: { opportunityId: journey.opportunityId, document: photo('SELFIE') } }, opts(asha)), 'STEP_NOT_OPEN');
    expect(await documentsOf(journey.opportunityId)).toEqual([]);
    const cheque = dataOf(await send(harness, CreateOpportunityDocumentDocument, { input: { opportunityId: journey.opportunityId, document: photo('CANCELLEDCHEQUE') } }, opts(asha)));
    expect(cheque.createOpportunityDocument.document.documentSubType).toBe('CANCELLEDCHEQUE');

    // KYC saved, photos come next: the selfie is taken.
    dataOf(
      await send(
        harness,
        KycDetailsStep_SaveDocument,
        // A licence the sandbox registry holds in the PAN holder's name (kyc.test.ts).
        { input: { opportunityId: journey.opportunityId, identityType: 'DRIVING_LICENSE', documentNumber: 'MH1220110062821', dateOfBirth: '1990-04-12' } },
        opts(asha),
      ),
    );
    expect(await inProgress(journey.leadId, journey.opportunityId)).toBe('CapturePhoto');
    dataOf(await send(harness, CreateOpportunityDocumentDocument, { input: { opportunityId: journey.opportunityId, document: photo('SELFIE') } }, opts(asha)));
    expect((await documentsOf(journey.opportunityId)).map((d) => d.documentSubType).sort()).toEqual(['CANCELLEDCHEQUE', 'SELFIE']);
  }, 120_000);
});

describe('the submission for review waits for every step before Review', () => {
  test('submitted early: refused, the opportunity neither submitted nor changed', async () => {
    const journey = await journeyUpTo('documents');
    expect(await statusOf(journey.leadId, journey.opportunityId, 'ReviewDetails')).toBe('pending');
    const before = await opportunityRow(journey.opportunityId);
    expectCatalogueError(await send(harness, ReviewOpportunityDocument, { input: { id: journey.opportunityId, comment: 'All checked' } }, opts(asha)), 'STEP_NOT_OPEN');
    expect(await opportunityRow(journey.opportunityId)).toEqual(before);
    expect(before?.opportunitySubmitted).toBe(false);
  }, 180_000);
});

describe('a skippable step, the mini flow and other actions', () => {
  test('Multi Stores neither saved nor skipped holds Bank account back; skipped, Bank account is taken', async () => {
    const journey = await journeyUpTo('business', { stores: 'leave' });
    expect(await inProgress(journey.leadId, journey.opportunityId)).toBe('MultiStores');
    const bank = {
      accountId: journey.accountId,
      opportunityId: journey.opportunityId,
      bankAccountNumber: `6060${String(randomInt(100_000, 999_999))}4321`,
      ifscCode: 'HDFC0000001',
      accountType: 'CURRENT' as const,
      accountHolderName: 'Kavita Deshmukh',
    };
    expectCatalogueError(await send(harness, BankAccountStep_SaveDocument, { input: bank }, opts(asha)), 'STEP_NOT_OPEN');
    expect((await opportunityRow(journey.opportunityId))?.bankAccountId).toBeNull();

    dataOf(
      await send(
        harness,
        UpdateMerchantOnboardingStateDocument,
        { input: { idType: 'LEAD', stateDataId: journey.leadId ?? '', opportunityId: Number(journey.opportunityId), stepType: 'MultiStores', isComplete: true } },
        opts(asha),
      ),
    );
    expect(await inProgress(journey.leadId, journey.opportunityId)).toBe('BankAccount');
    dataOf(await send(harness, BankAccountStep_SaveDocument, { input: bank }, opts(asha)));
  }, 120_000);

  test("a partner's mini flow has no stores step: after Business Details, Bank account is in progress and taken", async () => {
    const journey = await journeyUpTo('business', { mini: true });
    expect(await inProgress(journey.leadId, journey.opportunityId, partner)).toBe('BankAccount');
    const bank = {
      accountId: journey.accountId,
      opportunityId: journey.opportunityId,
      bankAccountNumber: `6161${String(randomInt(100_000, 999_999))}4321`,
      ifscCode: 'HDFC0000001',
      accountType: 'CURRENT' as const,
      accountHolderName: 'Kavita Deshmukh',
    };
    dataOf(await send(harness, BankAccountStep_SaveDocument, { input: bank }, opts(partner)));
    expect(await statusOf(journey.leadId, journey.opportunityId, 'BankAccount', partner)).toBe('completed');
  }, 120_000);

  test('a KYC link is not sent before the KYC step is open', async () => {
    const journey = await journeyUpTo('bank');
    expect(await inProgress(journey.leadId, journey.opportunityId)).toBe('Products');
    expectCatalogueError(await send(harness, SendKycLinkDocument, { input: { opportunityId: journey.opportunityId, email: 'kavita@example.com' } }, opts(asha)), 'STEP_NOT_OPEN');
  }, 120_000);
});

describe('ownership comes first', () => {
  test("another agent's opportunity is not found, whether its step is open or not: the order tells nothing of it", async () => {
    const early = await journeyUpTo('pricing');
    const ready = await journeyUpTo('payment');
    for (const journey of [early, ready]) {
      expectCatalogueError(await send(harness, CreatePMandateDocument, { input: { opportunityId: journey.opportunityId, details: mandateDetails() } }, opts(rohit)), 'ODS-101');
      expectCatalogueError(await send(harness, ReviewOpportunityDocument, { input: { id: journey.opportunityId } }, opts(rohit)), 'ODS-101');
      expect(await mandatesOf(journey.opportunityId)).toEqual([]);
    }
  }, 240_000);
});
