import { indianToday } from '../../src/domain/mandate';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CreateOpportunityPaymentRecordDocument,
  GetOpportunityPaymentStatusDocument,
  InitiatePaymentDocument,
  MerchantOnboardingStateV2Document,
  PoPaymentStep_SaveDocument,
  RectifyPurchaseOrderDocument,
  UpdateOpportunityPaymentRecordDocument,
  type CreateOpportunityPaymentRecordInput,
} from '../../generated/graphql';
import { paymentFieldMessages, poMessages } from '../../src/domain/purchase-order';
import { sandboxOutbox } from '../../src/server/db/schema';
import { dataOf, expectCatalogueError, onlyError, send } from './call';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';
import { formsWithSteps } from './step-flows';
import { acceptedPo, latestLinkIn, opportunityWithProducts, opts, postForm, savePo } from './purchase-order-fixtures';

// The Payment step: payments against the accepted PO, by payment link (the sandbox payment page,
// where success, failure and pending are each a button) or recorded by the agent. What is payable
// is the PO's total less what was paid; Partial Payment alone takes part of it, and nothing takes
// more. The step completes by payment type.

let harness: Harness;
let asha: string;
let rohit: string;

beforeAll(async () => {
  // The steps under test start the journey (step-flows.ts): the step order is step-order.test.ts's.
  harness = await startHarness({ forms: formsWithSteps('POPayment') });
  asha = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  rohit = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
});
afterAll(() => harness.close());

let mails = 0;
const newEmail = () => `payer${++mails}.${Date.now()}@example.com`;

const record = (opportunityId: string, input: Partial<CreateOpportunityPaymentRecordInput>, token = asha) =>
  send(harness, CreateOpportunityPaymentRecordDocument, { input: { opportunityId, paymentMode: 'NEFT', amount: 1, invoiceTxnRefNo: 'UTR123456', ...input } }, opts(token));

const initiate = (opportunityId: string, amount?: number, token = asha, idempotencyId = randomUUID()) =>
  send(harness, InitiatePaymentDocument, { input: { opportunityId, paymentMode: 'PAYMENT_LINK', ...(amount === undefined ? {} : { amount }) } }, { token, idempotencyId });

async function statusOf(opportunityId: string, paymentId?: string) {
  return dataOf(await send(harness, GetOpportunityPaymentStatusDocument, { input: { opportunityId, paymentId } }, { token: asha })).getOpportunityPaymentStatus;
}

async function paymentStepComplete(opportunityId: string) {
  const state = dataOf(
    await send(
      harness,
      MerchantOnboardingStateV2Document,
      { input: { idType: 'OPPORTUNITY', stateDataId: opportunityId, opportunityId: Number(opportunityId), isExistingMerchant: false } },
      { token: asha },
    ),
  ).merchantOnboardingStateV2;
  return state.steps.find((s) => s.type === 'POPayment')?.isComplete;
}

const saveStep = (opportunityId: string, token = asha) => send(harness, PoPaymentStep_SaveDocument, { input: { opportunityId } }, opts(token));

async function withAcceptedPo(paymentType: 'FULLPAYMENT' | 'PARTPAYMENT' | 'POSTDEPLOYMENTPAYMENT' | 'POSTINVOICING', total = 11800) {
  const opportunityId = await opportunityWithProducts(harness, total);
  const email = newEmail();
  await acceptedPo(harness, asha, opportunityId, paymentType, email);
  return { opportunityId, email };
}

test('no payment before the merchant has accepted the PO', async () => {
  const opportunityId = await opportunityWithProducts(harness);
  expectCatalogueError(await record(opportunityId, { amount: 100 }), 'PO_NOT_ACCEPTED');
  expectCatalogueError(await initiate(opportunityId), 'PO_NOT_ACCEPTED');
  dataOf(await savePo(harness, asha, opportunityId, { email: newEmail() }));
  expectCatalogueError(await initiate(opportunityId), 'PO_NOT_ACCEPTED');
  expect(await statusOf(opportunityId)).toMatchObject({ amountPaid: 0, amountPayable: 11800, isPaymentComplete: false, paymentRecords: [], paymentId: null });
});

describe('Full Payment', () => {
  test('takes the whole amount payable in one payment, and is then complete', async () => {
    const { opportunityId } = await withAcceptedPo('FULLPAYMENT');
    expect(onlyError(await record(opportunityId, { amount: 5000 }))).toMatchObject({ code: 'VALIDATION_ERROR', message: poMessages.fullPaymentOnly, field: 'input.amount' });
    expectCatalogueError(await saveStep(opportunityId), 'VALIDATION_ERROR', poMessages.paymentIncomplete);
    expect(await paymentStepComplete(opportunityId)).toBe(false);

    const made = dataOf(await record(opportunityId, { paymentMode: 'CHEQUE', amount: 11800, invoiceTxnRefNo: '000123', bankName: 'State Bank of India', collectionDate: '2026-11-20', depositDate: '2026-11-21' }))
      .createOpportunityPaymentRecord.paymentRecord;
    expect(made).toMatchObject({ paymentMode: 'CHEQUE', amount: 11800, status: 'SUCCESS', bankName: 'State Bank of India', collectionDate: '2026-11-20', depositDate: '2026-11-21', invoiceTxnRefNo: '000123' });
    expect(await statusOf(opportunityId)).toMatchObject({ amountPaid: 11800, amountPayable: 0, isPaymentComplete: true });
    expect(await paymentStepComplete(opportunityId)).toBe(true);
    expect(dataOf(await saveStep(opportunityId)).savePoPayment.isPaymentComplete).toBe(true);
    expect(onlyError(await record(opportunityId, { amount: 1 }))).toMatchObject({ code: 'VALIDATION_ERROR', message: poMessages.nothingPayable });
  });
});

describe('Partial Payment through the sandbox payment page', () => {
  test('a pay link for part of the amount: pending, then paid; the remainder recorded offline', async () => {
    const { opportunityId, email } = await withAcceptedPo('PARTPAYMENT');
    const idempotencyId = randomUUID();
    const started = dataOf(await initiate(opportunityId, 5000, asha, idempotencyId)).initiatePayment;
    expect(started).toMatchObject({ isEmailSent: true, isPaymentInitiated: true });
    // The same call again (a retry) sends no second link.
    expect(dataOf(await initiate(opportunityId, 5000, asha, idempotencyId)).initiatePayment.paymentId).toBe(started.paymentId);
    expect(await harness.database.db.select().from(sandboxOutbox).where(eq(sandboxOutbox.toEmail, email))).toHaveLength(2);
    const link = await latestLinkIn(harness, asha, email, 'Pay now');
    expect(link).toBe(started.payLinkUrl);
    expect(await statusOf(opportunityId)).toMatchObject({ paymentId: started.paymentId, status: 'INITIATED', amountPaid: 0, isPaymentComplete: false });

    expect((await (await harness.fetch(link)).text())).toContain('Pay ₹5,000.00');
    expect((await postForm(harness, link, { outcome: 'pending' })).html).toContain('Payment pending');
    expect(await statusOf(opportunityId, started.paymentId ?? '')).toMatchObject({ status: 'PENDING', amountPaid: 0 });
    expect((await postForm(harness, link, { outcome: 'pay' })).html).toContain('Payment successful');
    expect(await statusOf(opportunityId)).toMatchObject({ status: 'SUCCESS', amountPaid: 5000, amountPayable: 6800, isPaymentComplete: true });
    expect(await paymentStepComplete(opportunityId)).toBe(true);

    expect(onlyError(await record(opportunityId, { amount: 6800.01 }))).toMatchObject({ code: 'VALIDATION_ERROR', message: poMessages.overPayable, field: 'input.amount' });
    harness.clock.set(new Date(harness.clock.now.getTime() + 60_000));
    dataOf(await record(opportunityId, { paymentMode: 'CASH', amount: 6800, invoiceTxnRefNo: null }));
    const done = await statusOf(opportunityId);
    expect(done).toMatchObject({ amountPaid: 11800, amountPayable: 0 });
    expect(done.paymentRecords.map((r) => [r.paymentMode, r.amount, r.status])).toEqual([
      ['PAYMENT_LINK', 5000, 'SUCCESS'],
      ['CASH', 6800, 'SUCCESS'],
    ]);
  });

  test('a failed payment takes nothing; a new link closes the one before', async () => {
    const { opportunityId, email } = await withAcceptedPo('PARTPAYMENT');
    const first = dataOf(await initiate(opportunityId, 1000)).initiatePayment;
    expect((await postForm(harness, first.payLinkUrl ?? '', { outcome: 'fail' })).html).toContain('Payment failed');
    expect(await statusOf(opportunityId)).toMatchObject({ status: 'FAILED', amountPaid: 0, amountPayable: 11800 });

    const second = dataOf(await initiate(opportunityId, 2000)).initiatePayment;
    const third = dataOf(await initiate(opportunityId)).initiatePayment;
    expect((await harness.fetch(second.payLinkUrl ?? '')).status).toBe(410);
    expect((await postForm(harness, second.payLinkUrl ?? '', { outcome: 'pay' })).html).not.toContain('Payment successful');
    expect(await statusOf(opportunityId, second.paymentId ?? '')).toMatchObject({ status: 'CANCELLED' });
    // Without an amount the link is for all that is payable, and goes to the PO's acceptance e-mail.
    expect((await (await harness.fetch(third.payLinkUrl ?? '')).text())).toContain('Pay ₹11,800.00');
    expect(await latestLinkIn(harness, asha, email, 'Pay now')).toBeTruthy();
  });

  test('a link paid after other payments left less payable fails rather than overpay', async () => {
    const { opportunityId } = await withAcceptedPo('PARTPAYMENT', 10000);
    const link = dataOf(await initiate(opportunityId, 6000)).initiatePayment;
    dataOf(await record(opportunityId, { amount: 5000 }));
    expect((await postForm(harness, link.payLinkUrl ?? '', { outcome: 'pay' })).html).toContain('Payment failed');
    expect(await statusOf(opportunityId)).toMatchObject({ amountPaid: 5000, amountPayable: 5000 });
  });

  test('the payment type stays once a payment is made, even after a rectification', async () => {
    const { opportunityId, email } = await withAcceptedPo('PARTPAYMENT');
    dataOf(await record(opportunityId, { amount: 1000 }));
    dataOf(await send(harness, RectifyPurchaseOrderDocument, { input: { opportunityId, poRemarks: 'Revised quantities' } }, opts(asha)));
    expectCatalogueError(await savePo(harness, asha, opportunityId, { email, paymentType: 'FULLPAYMENT' }), 'PAYMENT_TYPE_UPDATE_ERROR');
  });
});

describe('payments after deployment or on invoicing', () => {
  test('take nothing before the merchant has accepted the PO either: the step waits for the acceptance', async () => {
    const opportunityId = await opportunityWithProducts(harness);
    dataOf(await savePo(harness, asha, opportunityId, { paymentType: 'POSTDEPLOYMENTPAYMENT', email: newEmail() }));
    expect(await paymentStepComplete(opportunityId)).toBe(false);
    expectCatalogueError(await saveStep(opportunityId), 'VALIDATION_ERROR', poMessages.paymentIncomplete);
  });

  test.each(['POSTDEPLOYMENTPAYMENT', 'POSTINVOICING'] as const)('%s takes no payment now and completes the step at once', async (paymentType) => {
    const { opportunityId } = await withAcceptedPo(paymentType);
    expectCatalogueError(await record(opportunityId, { amount: 100 }), 'PAYMENT_NOT_DUE');
    expectCatalogueError(await initiate(opportunityId), 'PAYMENT_NOT_DUE');
    expect(await paymentStepComplete(opportunityId)).toBe(true);
    expect(dataOf(await saveStep(opportunityId)).savePoPayment).toMatchObject({ isPaymentComplete: true, amountPaid: 0 });
  });
});

describe('what a payment record takes', () => {
  test('amounts, reference numbers and dates are bounded, each refusal naming its field', async () => {
    const { opportunityId } = await withAcceptedPo('PARTPAYMENT');
    const today = indianToday(harness.clock.now);
    const tomorrow = indianToday(new Date(harness.clock.now.getTime() + 24 * 60 * 60_000));
    const cases: [Partial<CreateOpportunityPaymentRecordInput>, string, string][] = [
      [{ amount: 0 }, 'input.amount', paymentFieldMessages.amount],
      [{ amount: 10.005 }, 'input.amount', paymentFieldMessages.amount],
      [{ amount: 100_000_001 }, 'input.amount', paymentFieldMessages.amountMax],
      [{ invoiceTxnRefNo: null }, 'input.invoiceTxnRefNo', paymentFieldMessages.reference],
      [{ invoiceTxnRefNo: 'UTR 12<3>' }, 'input.invoiceTxnRefNo', paymentFieldMessages.reference],
      [{ paymentMode: 'PAYMENT_LINK' }, 'input.paymentMode', paymentFieldMessages.mode],
      [{ collectionDate: '2026-11-20', depositDate: '2026-11-19' }, 'input.depositDate', poMessages.depositBeforeCollection],
      // A recorded payment is received: neither of its dates is later than the server's day in India.
      [{ collectionDate: today, depositDate: tomorrow }, 'input.depositDate', 'The deposit date cannot be in the future: record the deposit once it is made.'],
      [{ collectionDate: tomorrow }, 'input.collectionDate', poMessages.collectionInFuture],
    ];
    for (const [input, field, message] of cases) {
      expect(onlyError(await record(opportunityId, input)), JSON.stringify(input)).toMatchObject({ code: 'VALIDATION_ERROR', field, message });
    }
    expect(onlyError(await record(opportunityId, { bankName: 'B'.repeat(300) }))).toMatchObject({ code: 'MOS-1001', field: 'input.bankName' });
    expect(onlyError(await initiate(opportunityId, 20000))).toMatchObject({ code: 'VALIDATION_ERROR', message: poMessages.overPayable });
    expect((await statusOf(opportunityId)).paymentRecords).toEqual([]);
  });

  test('a recorded payment can be corrected within what is payable; a link payment cannot', async () => {
    const { opportunityId } = await withAcceptedPo('PARTPAYMENT', 10000);
    const made = dataOf(await record(opportunityId, { amount: 4000 })).createOpportunityPaymentRecord;
    const update = (input: Record<string, unknown>, token = asha) =>
      send(harness, UpdateOpportunityPaymentRecordDocument, { input: { id: made.id, ...input } }, opts(token));
    expect(dataOf(await update({ amount: 10000, invoiceTxnRefNo: 'UTR999' })).updateOpportunityPaymentRecord.paymentRecord).toMatchObject({ amount: 10000, invoiceTxnRefNo: 'UTR999' });
    expect(onlyError(await update({ amount: 10000.5 }))).toMatchObject({ code: 'VALIDATION_ERROR', message: poMessages.overPayable });
    expectCatalogueError(await update({ amount: 100 }, rohit), 'PAYMENT_RECORD_NOT_FOUND');
    expectCatalogueError(await send(harness, UpdateOpportunityPaymentRecordDocument, { input: { id: randomUUID(), amount: 1 } }, opts(asha)), 'PAYMENT_RECORD_NOT_FOUND');

    dataOf(await update({ amount: 4000 }));
    const link = dataOf(await initiate(opportunityId, 1000)).initiatePayment;
    expect(onlyError(await send(harness, UpdateOpportunityPaymentRecordDocument, { input: { id: link.paymentId ?? '', amount: 500 } }, opts(asha)))).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: poMessages.linkNotEditable,
    });
  });
});

describe('ownership', () => {
  test('another agent’s opportunity is not found by any payment operation', async () => {
    const { opportunityId } = await withAcceptedPo('PARTPAYMENT');
    expectCatalogueError(await send(harness, GetOpportunityPaymentStatusDocument, { input: { opportunityId } }, { token: rohit }), 'ODS-101');
    expectCatalogueError(await record(opportunityId, { amount: 100 }, rohit), 'ODS-101');
    expectCatalogueError(await initiate(opportunityId, 100, rohit), 'ODS-101');
    expectCatalogueError(await saveStep(opportunityId, rohit), 'ODS-101');
    expect((await statusOf(opportunityId)).paymentRecords).toEqual([]);
  });

  test('a payment id of another opportunity is not found', async () => {
    const one = await withAcceptedPo('PARTPAYMENT');
    const other = await withAcceptedPo('PARTPAYMENT');
    const made = dataOf(await record(other.opportunityId, { amount: 100 })).createOpportunityPaymentRecord;
    expectCatalogueError(await send(harness, GetOpportunityPaymentStatusDocument, { input: { opportunityId: one.opportunityId, paymentId: made.id } }, { token: asha }), 'PAYMENT_RECORD_NOT_FOUND');
  });
});
