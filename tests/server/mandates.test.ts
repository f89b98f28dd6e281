import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  AchListDocument,
  CreateEMandateDocument,
  CreatePMandateDocument,
  CreateESignMandateDocument,
  EMandateDocument,
  ESignMandateDocument,
  MerchantOnboardingStateV2Document,
  PMandateDocument,
  UploadPMandateDocument,
  ValidateVpaDocument,
  type MandateDetailsInput,
} from '../../generated/graphql';
import { indianToday, upiMessages } from '../../src/domain/mandate';
import { opportunities } from '../../src/server/db/schema';
import { dataOf, onlyError, send } from './call';
import { demoAgent, ORIGIN, signInAs, startHarness, type Harness } from './harness';
import { formsWithSteps } from './step-flows';
import { mandateOpportunityOf, type MandateOpportunityOptions } from './mandate-rows';
import { postPageForm } from './page-forms';
import { jpegBytes } from '../support/image-files';

// The NACH mandate operations: the mandate check by the debited bank (the special codes), ODS-105
// and ODS-118, the details' rules, UPI AutoPay's sandbox answers (README 'Sandbox services'), the
// sandbox authorisation page, the physical form's photo, one standing mandate per opportunity,
// the statuses' messages, the step's completion, ownership and the step's lock.

let harness: Harness;
let asha: string;
let rohit: string;
beforeAll(async () => {
  // The steps under test start the journey (step-flows.ts): the step order is step-order.test.ts's.
  harness = await startHarness({ forms: formsWithSteps('NachMandate') });
  asha = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  rohit = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
});
afterAll(() => harness.close());

const opts = (token: string) => ({ token, idempotencyId: randomUUID() });

const mandateOpportunity = (options: MandateOpportunityOptions = {}) => mandateOpportunityOf(harness.database.db, options);

const tomorrow = () => {
  const day = new Date(`${indianToday(harness.clock.now)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

const details = (overrides: Partial<MandateDetailsInput> = {}): MandateDetailsInput => ({
  amountType: 'MAXIMUM',
  amount: 11_800,
  frequency: 'AS_PRESENTED',
  startDate: tomorrow(),
  endDate: null,
  mobileNumber: '9876543210',
  email: 'sai.krupa@example.com',
  ...overrides,
});

function eMandate(opportunityId: string, mandateType: 'E_MANDATE' | 'UPI_AUTOPAY' | 'E_SIGN' | 'PHYSICAL_NACH' = 'E_MANDATE', extra: { vpa?: string; details?: MandateDetailsInput; token?: string } = {}) {
  return send(harness, CreateEMandateDocument, { input: { opportunityId, mandateType, details: extra.details ?? details(), vpa: extra.vpa } }, opts(extra.token ?? asha));
}

async function stepOf(opportunityId: string) {
  const state = dataOf(
    await send(harness, MerchantOnboardingStateV2Document, { input: { idType: 'OPPORTUNITY', stateDataId: opportunityId, isExistingMerchant: true } }, opts(asha)),
  ).merchantOnboardingStateV2;
  return state.steps.find((s) => s.type === 'NachMandate');
}

async function nachSubmitted(opportunityId: string) {
  const [row] = await harness.database.db.select().from(opportunities).where(eq(opportunities.id, Number(opportunityId)));
  return row?.nachSubmitted;
}

/** The merchant's answer on the sandbox authorisation page the mandate's redirect URL opens. */
async function answerOnPage(redirectUrl: string, decision: 'authorise' | 'decline') {
  const url = new URL(redirectUrl);
  expect(url.origin).toBe(ORIGIN);
  const page = await harness.fetch(`${url.pathname}${url.search}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Authorise');
  return postPageForm(harness, url.pathname, { request: url.searchParams.get('request') ?? '', decision }, { from: `${url.pathname}${url.search}` });
}

describe('the mandate check and what a mandate needs', () => {
  test('eMandate gives the amount to mandate and which kinds the debited bank takes', async () => {
    const hdfc = dataOf(await send(harness, EMandateDocument, { input: { opportunityId: await mandateOpportunity() } }, opts(asha))).eMandate;
    expect(hdfc.mandate).toBeNull();
    expect(hdfc.eligibility).toEqual({ isNachRequired: true, isENachEligible: true, isESignEligible: true, isUpiAutoPayEligible: true, nachAmount: 11_800 });
    const canara = dataOf(await send(harness, EMandateDocument, { input: { opportunityId: await mandateOpportunity({ ifsc: 'CNRB0000001' }) } }, opts(asha))).eMandate;
    expect(canara.eligibility).toMatchObject({ isENachEligible: false, isESignEligible: true });
    const karnataka = dataOf(await send(harness, EMandateDocument, { input: { opportunityId: await mandateOpportunity({ ifsc: 'KARB0000001' }) } }, opts(asha))).eMandate;
    expect(karnataka.eligibility).toMatchObject({ isENachEligible: false, isESignEligible: false, nachAmount: 11_800 });
  });

  test("without the products' total there is no amount to mandate: ODS-105", async () => {
    const opportunityId = await mandateOpportunity({ total: null });
    expect(dataOf(await send(harness, EMandateDocument, { input: { opportunityId } }, opts(asha))).eMandate.eligibility.nachAmount).toBeNull();
    expect(onlyError(await eMandate(opportunityId))).toMatchObject({ code: 'ODS-105', message: 'Nach Amount is null' });
  });

  test('without a bank account to debit: ODS-118, telling the agent to choose it', async () => {
    const error = onlyError(await eMandate(await mandateOpportunity({ withBank: false })));
    expect(error).toMatchObject({ code: 'ODS-118', type: 'Bank Account Not Linked' });
    expect(error.message).toContain('bank account');
  });

  test('a bank without e-NACH answers NOT_ENACH_ELIGIBLE, one with neither e-NACH nor e-sign NOT_ENACH_ESIGN_ELIGIBLE', async () => {
    const canara = await mandateOpportunity({ ifsc: 'CNRB0000001' });
    expect(onlyError(await eMandate(canara))).toMatchObject({ code: 'NOT_ENACH_ELIGIBLE', message: "The merchant's bank does not support e-NACH." });
    const signed = dataOf(await send(harness, CreateESignMandateDocument, { input: { opportunityId: canara, details: details() } }, opts(asha)));
    expect(signed.createESignMandate.mandate.mandateType).toBe('E_SIGN');
    const karnataka = await mandateOpportunity({ ifsc: 'KARB0000001' });
    expect(onlyError(await eMandate(karnataka))).toMatchObject({ code: 'NOT_ENACH_ESIGN_ELIGIBLE' });
    expect(onlyError(await send(harness, CreateESignMandateDocument, { input: { opportunityId: karnataka, details: details() } }, opts(asha)))).toMatchObject({
      code: 'NOT_ENACH_ESIGN_ELIGIBLE',
      message: "The merchant's bank supports neither e-NACH nor e-sign mandates.",
    });
    // A physical form suits any bank.
    const physical = dataOf(await send(harness, CreatePMandateDocument, { input: { opportunityId: karnataka, details: details() } }, opts(asha)));
    expect(physical.createPMandate.mandate.mandateMode).toBe('PHYSICAL');
  });

  test.each([
    ['a start date in the past', { startDate: '2020-01-01' }, 'input.details.startDate', 'The start date cannot be in the past.'],
    ['an end date before the start', { startDate: '2099-06-10', endDate: '2099-06-01' }, 'input.details.endDate', 'The end date must be after the start date.'],
    ['an amount past 1 crore', { amount: 10_000_001 }, 'input.details.amount', 'Please enter an amount from ₹1 to ₹1,00,00,000.'],
    ['a mobile that is not 10 digits', { mobileNumber: '98765' }, 'input.details.mobileNumber', 'Please enter a valid 10-digit mobile number.'],
  ])('%s is refused naming the field', async (_name, overrides, field, message) => {
    expect(onlyError(await eMandate(await mandateOpportunity(), 'E_MANDATE', { details: details(overrides) }))).toMatchObject({ code: 'VALIDATION_ERROR', field, message });
  });

  test('a start date today is taken', async () => {
    const created = dataOf(await eMandate(await mandateOpportunity(), 'E_MANDATE', { details: details({ startDate: indianToday(harness.clock.now) }) }));
    expect(created.createEMandate.mandate.startDate).toBe(indianToday(harness.clock.now));
  });
});

describe('UPI AutoPay', () => {
  test('validateVPA answers eligible, not eligible for AutoPay, or not a UPI ID', async () => {
    const opportunityId = await mandateOpportunity();
    const check = async (vpa: string) => dataOf(await send(harness, ValidateVpaDocument, { input: { opportunityId, vpa } }, opts(asha))).validateVPA;
    expect(await check('ramesh@okhdfc')).toMatchObject({ isValid: true, isAutoPayEligible: true, failureReason: null });
    expect(await check('noautopay.ramesh@okhdfc')).toMatchObject({ isValid: true, isAutoPayEligible: false, failureReason: upiMessages.notEligible });
    expect(await check('ramesh')).toMatchObject({ isValid: false, isAutoPayEligible: false });
  });

  test('a UPI ID not eligible for AutoPay is refused with the spec message on the UPI ID', async () => {
    const error = onlyError(await eMandate(await mandateOpportunity(), 'UPI_AUTOPAY', { vpa: 'noautopay.ramesh@okhdfc' }));
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'input.vpa', message: 'UPI ID not eligible for AutoPay' });
  });

  test('UPI AutoPay takes at most 1 lakh', async () => {
    const error = onlyError(await eMandate(await mandateOpportunity(), 'UPI_AUTOPAY', { vpa: 'ramesh@okhdfc', details: details({ amount: 150_000 }) }));
    expect(error).toMatchObject({ field: 'input.details.amount' });
  });

  test('a failed AutoPay request is kept as failed; switching to the link payment creates an e-mandate the merchant authorises', async () => {
    const opportunityId = await mandateOpportunity();
    const failed = dataOf(await eMandate(opportunityId, 'UPI_AUTOPAY', { vpa: 'fail.ramesh@okhdfc' })).createEMandate;
    expect(failed.mandate).toMatchObject({
      mandateType: 'UPI_AUTOPAY',
      mandateStatus: 'failed',
      statusMessage: 'Mandate activation failed',
      mandateStatusDescription: 'Transaction failed, please enter UPI ID again or switch to different payment mode',
      redirectUrl: null,
    });
    const link = dataOf(await eMandate(opportunityId, 'E_MANDATE')).createEMandate;
    expect(link.mandate).toMatchObject({ mandateType: 'E_MANDATE', mandateMode: 'E_MANDATE', mandateStatus: 'pending_submission', statusMessage: 'Mandate not yet submitted' });
    expect(link.redirectUrl).toBe(link.mandate.redirectUrl);
    expect((await stepOf(opportunityId))?.isComplete).toBe(false);

    const back = await answerOnPage(link.redirectUrl ?? '', 'authorise');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/NachMandateStatus');

    const read = dataOf(await send(harness, EMandateDocument, { input: { opportunityId } }, opts(asha))).eMandate.mandate;
    expect(read).toMatchObject({ mandateStatus: 'active', statusMessage: 'Mandate successfully activated', isActive: true, redirectUrl: null });
    expect(read?.reference1).toMatch(/^UMRN[0-9A-F]{16}$/);
    expect(await nachSubmitted(opportunityId)).toBe(true);
    expect((await stepOf(opportunityId))?.isComplete).toBe(true);

    const list = dataOf(await send(harness, AchListDocument, { input: { opportunityId } }, opts(asha))).achList.achList;
    expect(list.map((m) => [m.mandateType, m.mandateStatus])).toEqual([
      ['E_MANDATE', 'active'],
      ['UPI_AUTOPAY', 'failed'],
    ]);
    const active = dataOf(await send(harness, AchListDocument, { input: { opportunityId, activeOnly: true } }, opts(asha))).achList.achList;
    expect(active).toHaveLength(1);
  });

  test('an eligible UPI ID is authorised on the same page and activates the mandate', async () => {
    const opportunityId = await mandateOpportunity();
    const created = dataOf(await eMandate(opportunityId, 'UPI_AUTOPAY', { vpa: 'ramesh@okhdfc' })).createEMandate;
    expect(created.mandate).toMatchObject({ mandateStatus: 'pending_submission', vpa: 'ramesh@okhdfc' });
    expect((await answerOnPage(created.redirectUrl ?? '', 'authorise')).status).toBe(303);
    expect(dataOf(await send(harness, EMandateDocument, { input: { opportunityId } }, opts(asha))).eMandate.mandate?.mandateStatus).toBe('active');
  });
});

/** A photo of the signed form: a whole JPEG. */
function formPage() {
  const bytes = jpegBytes({ size: 2048 });
  return { pageNumber: 1, dataUrl: `data:image/jpeg;base64,${Buffer.from(bytes).toString('base64')}` };
}

describe('authorisation and the statuses', () => {
  test('a declined mandate fails, and the step stays incomplete', async () => {
    const opportunityId = await mandateOpportunity();
    const created = dataOf(await eMandate(opportunityId)).createEMandate;
    await answerOnPage(created.redirectUrl ?? '', 'decline');
    const read = dataOf(await send(harness, EMandateDocument, { input: { opportunityId } }, opts(asha))).eMandate.mandate;
    expect(read).toMatchObject({ mandateStatus: 'failed', statusMessage: 'Mandate activation failed', mandateStatusDescription: 'Declined by the merchant' });
    expect((await stepOf(opportunityId))?.isComplete).toBe(false);
    expect(await nachSubmitted(opportunityId)).toBe(false);
    // The page does not take a second answer (from the form still open in another tab).
    const opened = new URL(created.redirectUrl ?? '');
    const again = await postPageForm(harness, opened.pathname, { request: created.requestId ?? '', decision: 'authorise' }, { from: `${opened.pathname}${opened.search}` });
    expect(again.status).toBe(409);
  });

  test('an e-signed mandate is submitted, waiting for activation, and completes the step', async () => {
    const opportunityId = await mandateOpportunity();
    const created = dataOf(await send(harness, CreateESignMandateDocument, { input: { opportunityId, details: details() } }, opts(asha))).createESignMandate;
    await answerOnPage(created.redirectUrl ?? '', 'authorise');
    const read = dataOf(await send(harness, ESignMandateDocument, { input: { opportunityId } }, opts(asha))).eSignMandate.mandate;
    expect(read).toMatchObject({ mandateStatus: 'submitted', statusMessage: 'Mandate submitted. waiting for Mandate Activation' });
    expect((await stepOf(opportunityId))?.isComplete).toBe(true);
    // The step's save with the mode chosen answers the standing e-sign mandate.
    expect(dataOf(await eMandate(opportunityId, 'E_SIGN')).createEMandate.mandate.id).toBe(read?.id);
  });

  test('the physical form: created with a form to print, its signed photo uploaded submits it', async () => {
    const opportunityId = await mandateOpportunity();
    const created = dataOf(await send(harness, CreatePMandateDocument, { input: { opportunityId, details: details() } }, opts(asha))).createPMandate;
    expect(created.mandate).toMatchObject({ mandateType: 'PHYSICAL_NACH', mandateStatus: 'pending_submission', isSignUploaded: false, redirectUrl: null });
    const form = await harness.fetch(new URL(created.formUrl ?? '').pathname + new URL(created.formUrl ?? '').search);
    expect(await form.text()).toContain('₹11,800');
    expect((await stepOf(opportunityId))?.isComplete).toBe(false);
    // The step's save cannot make a physical mandate: the widget creates it.
    expect(onlyError(await eMandate(await mandateOpportunity(), 'PHYSICAL_NACH'))).toMatchObject({ code: 'VALIDATION_ERROR', field: 'input.mandateType' });

    const uploaded = dataOf(
      await send(
        harness,
        UploadPMandateDocument,
        {
          input: {
            opportunityId,
            mandateId: created.mandate.id,
            documentMode: 'LIVEPHOTO',
            documentPages: [formPage()],
          },
        },
        opts(asha),
      ),
    ).uploadPMandate;
    expect(uploaded).toMatchObject({ isSignUploaded: true, mandate: { mandateStatus: 'submitted', statusMessage: 'Mandate submitted. waiting for Mandate Activation' } });
    expect(uploaded.document).toMatchObject({ documentType: 'MANDATE', documentSubType: 'PHYSICALMANDATE' });
    expect(uploaded.document.documentPages).toHaveLength(1);
    const read = dataOf(await send(harness, PMandateDocument, { input: { opportunityId } }, opts(asha))).pMandate;
    expect(read.mandate?.isSignUploaded).toBe(true);
    expect((await stepOf(opportunityId))?.isComplete).toBe(true);
    expect(await nachSubmitted(opportunityId)).toBe(true);
  });

  test('a signed form is uploaded with at least one page', async () => {
    const opportunityId = await mandateOpportunity();
    const created = dataOf(await send(harness, CreatePMandateDocument, { input: { opportunityId, details: details() } }, opts(asha))).createPMandate;
    expect(onlyError(await send(harness, UploadPMandateDocument, { input: { opportunityId, mandateId: created.mandate.id, documentPages: [] } }, opts(asha)))).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'input.documentPages',
    });
  });

  test('a photo that is not an image is refused and leaves the mandate waiting', async () => {
    const opportunityId = await mandateOpportunity();
    const created = dataOf(await send(harness, CreatePMandateDocument, { input: { opportunityId, details: details() } }, opts(asha))).createPMandate;
    const html = Buffer.from('<html></html>').toString('base64');
    const error = onlyError(
      await send(harness, UploadPMandateDocument, { input: { opportunityId, mandateId: created.mandate.id, documentPages: [{ pageNumber: 1, dataUrl: `data:image/jpeg;base64,${html}` }] } }, opts(asha)),
    );
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(dataOf(await send(harness, PMandateDocument, { input: { opportunityId } }, opts(asha))).pMandate.mandate?.mandateStatus).toBe('pending_submission');
  });
});

describe('one standing mandate per opportunity', () => {
  test('the same mandate asked for again is the one created', async () => {
    const opportunityId = await mandateOpportunity();
    const first = dataOf(await eMandate(opportunityId)).createEMandate.mandate;
    const second = dataOf(await eMandate(opportunityId)).createEMandate.mandate;
    expect(second.id).toBe(first.id);
  });

  test('one the merchant has not authorised is withdrawn when another is asked for', async () => {
    const opportunityId = await mandateOpportunity();
    const first = dataOf(await eMandate(opportunityId)).createEMandate.mandate;
    const physical = dataOf(await send(harness, CreatePMandateDocument, { input: { opportunityId, details: details() } }, opts(asha))).createPMandate.mandate;
    expect(physical.id).not.toBe(first.id);
    const list = dataOf(await send(harness, AchListDocument, { input: { opportunityId } }, opts(asha))).achList.achList;
    expect(list.find((m) => m.id === first.id)).toMatchObject({ mandateStatus: 'withdrawn', statusMessage: 'Mandate withdrawn' });
    // Its authorisation page no longer takes an answer.
    expect((await harness.fetch(new URL(first.redirectUrl ?? '').pathname + new URL(first.redirectUrl ?? '').search)).status).toBe(409);
  });

  test('once one is signed, another kind is refused with ODS-124', async () => {
    const opportunityId = await mandateOpportunity();
    const created = dataOf(await eMandate(opportunityId)).createEMandate;
    await answerOnPage(created.redirectUrl ?? '', 'authorise');
    expect(onlyError(await send(harness, CreatePMandateDocument, { input: { opportunityId, details: details() } }, opts(asha)))).toMatchObject({
      code: 'ODS-124',
      message: 'A mandate is already registered for this opportunity.',
    });
    expect(dataOf(await eMandate(opportunityId)).createEMandate.mandate.mandateStatus).toBe('active');
  });

  test("a signed mandate is answered to the step's save days later, when its start date has passed", async () => {
    const opportunityId = await mandateOpportunity();
    const created = dataOf(await eMandate(opportunityId)).createEMandate;
    await answerOnPage(created.redirectUrl ?? '', 'authorise');
    const today = harness.clock.now;
    harness.clock.set(new Date(today.getTime() + 10 * 24 * 60 * 60 * 1000));
    try {
      const again = await eMandate(opportunityId, 'E_MANDATE', { details: details({ startDate: created.mandate.startDate ?? '' }) });
      expect(dataOf(again).createEMandate.mandate).toMatchObject({ id: created.mandate.id, mandateStatus: 'active' });
      // A new one with those dates would be refused.
      const signedFrom = created.mandate.startDate ?? '';
      expect(onlyError(await eMandate(await mandateOpportunity(), 'E_MANDATE', { details: details({ startDate: signedFrom }) })).field).toBe('input.details.startDate');
    } finally {
      harness.clock.set(today);
    }
  });

  test('concurrent creations make one mandate', async () => {
    const opportunityId = await mandateOpportunity();
    const results = await Promise.all([eMandate(opportunityId), eMandate(opportunityId), eMandate(opportunityId)]);
    const ids = new Set(results.map((r) => dataOf(r).createEMandate.mandate.id));
    expect(ids.size).toBe(1);
  });
});

describe('ownership and the lock', () => {
  test("another agent's opportunity is not found through any mandate operation", async () => {
    const opportunityId = await mandateOpportunity();
    const created = dataOf(await send(harness, CreatePMandateDocument, { input: { opportunityId, details: details() } }, opts(asha))).createPMandate;
    const calls = [
      send(harness, EMandateDocument, { input: { opportunityId } }, opts(rohit)),
      send(harness, ESignMandateDocument, { input: { opportunityId } }, opts(rohit)),
      send(harness, PMandateDocument, { input: { opportunityId } }, opts(rohit)),
      send(harness, AchListDocument, { input: { opportunityId } }, opts(rohit)),
      send(harness, ValidateVpaDocument, { input: { opportunityId, vpa: 'ramesh@okhdfc' } }, opts(rohit)),
      eMandate(opportunityId, 'E_MANDATE', { token: rohit }),
      send(harness, CreateESignMandateDocument, { input: { opportunityId, details: details() } }, opts(rohit)),
      send(harness, CreatePMandateDocument, { input: { opportunityId, details: details() } }, opts(rohit)),
      send(harness, UploadPMandateDocument, { input: { opportunityId, mandateId: created.mandate.id, documentPages: [formPage()] } }, opts(rohit)),
    ];
    for (const result of await Promise.all(calls)) expect(onlyError(result).code).toBe('ODS-101');
    // Nor is A's mandate found from B's own opportunity.
    const own = await mandateOpportunity({ owner: 'EMP1002' });
    expect(onlyError(await send(harness, UploadPMandateDocument, { input: { opportunityId: own, mandateId: created.mandate.id, documentPages: [formPage()] } }, opts(rohit))).code).toBe(
      'MANDATE_NOT_FOUND',
    );
  });

  test('once the opportunity is submitted for review no mandate is created', async () => {
    const opportunityId = await mandateOpportunity();
    await harness.database.db.update(opportunities).set({ opportunitySubmitted: true }).where(eq(opportunities.id, Number(opportunityId)));
    expect(onlyError(await eMandate(opportunityId)).code).toBe('MOS-1007');
  });
});
