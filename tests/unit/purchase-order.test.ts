import { describe, expect, test } from 'vitest';
import {
  amountPayable,
  canRequestActivation,
  createPaymentRecordSchema,
  effectiveAcceptance,
  isPaymentComplete,
  isPoFrozen,
  isPurchaseOrderComplete,
  isRectifyEligible,
  paymentAmountProblem,
  paymentFieldMessages,
  poMessages,
  poNumberOf,
  poPrintedName,
  savePurchaseOrderSchema,
} from '../../src/domain/purchase-order';
import { formatRupees } from '../../src/domain/rupees';

const accepted = { acceptedAt: new Date('2026-11-20T10:00:00Z'), activationStatus: 'NOT_REQUESTED' as const };
const waiting = { acceptedAt: null, activationStatus: 'NOT_REQUESTED' as const };

describe('what is payable', () => {
  test('the total less what was paid, in paise, never below zero', () => {
    expect(amountPayable(11800, 5000)).toBe(6800);
    expect(amountPayable(0.3, 0.1)).toBe(0.2);
    expect(amountPayable(100, 150)).toBe(0);
  });

  test('only Partial Payment takes part; nothing takes more than is payable; the later types take none now', () => {
    expect(paymentAmountProblem('PARTPAYMENT', 5000, 11800)).toBeNull();
    expect(paymentAmountProblem('PARTPAYMENT', 11800.01, 11800)).toBe(poMessages.overPayable);
    expect(paymentAmountProblem('FULLPAYMENT', 11800, 11800)).toBeNull();
    expect(paymentAmountProblem('FULLPAYMENT', 5000, 11800)).toBe(poMessages.fullPaymentOnly);
    expect(paymentAmountProblem('FULLPAYMENT', 1, 0)).toBe(poMessages.nothingPayable);
    expect(paymentAmountProblem('POSTDEPLOYMENTPAYMENT', 1, 100)).toBe(poMessages.paymentNotDue);
    expect(paymentAmountProblem('POSTINVOICING', 1, 100)).toBe(poMessages.paymentNotDue);
    expect(paymentAmountProblem(null, 1, 100)).toBe(poMessages.paymentNotDue);
  });

  test('the payment step completes by payment type', () => {
    expect(isPaymentComplete('FULLPAYMENT', 11800, 11799.99)).toBe(false);
    expect(isPaymentComplete('FULLPAYMENT', 11800, 11800)).toBe(true);
    expect(isPaymentComplete('PARTPAYMENT', 11800, 0)).toBe(false);
    expect(isPaymentComplete('PARTPAYMENT', 11800, 0.01)).toBe(true);
    expect(isPaymentComplete('POSTDEPLOYMENTPAYMENT', 11800, 0)).toBe(true);
    expect(isPaymentComplete('POSTINVOICING', 11800, 0)).toBe(true);
    expect(isPaymentComplete(null, 11800, 11800)).toBe(false);
  });
});

describe('freeze, rectify and activation', () => {
  test('a PO is frozen once accepted, and then rectifiable unless its activation is pending or approved', () => {
    expect(isPoFrozen(waiting)).toBe(false);
    expect(isPoFrozen(accepted)).toBe(true);
    expect(isRectifyEligible(waiting)).toBe(false);
    expect(isRectifyEligible(accepted)).toBe(true);
    expect(isRectifyEligible({ ...accepted, activationStatus: 'REQUESTED' })).toBe(false);
    expect(isRectifyEligible({ ...accepted, activationStatus: 'APPROVED' })).toBe(false);
    expect(isRectifyEligible({ ...accepted, activationStatus: 'REJECTED' })).toBe(true);
    expect(canRequestActivation(accepted)).toBe(true);
    expect(canRequestActivation(waiting)).toBe(false);
    expect(canRequestActivation({ ...accepted, activationStatus: 'REJECTED' })).toBe(false);
  });

  test('the step is complete once accepted, unless the activation was rejected', () => {
    expect(isPurchaseOrderComplete(null)).toBe(false);
    expect(isPurchaseOrderComplete(waiting)).toBe(false);
    expect(isPurchaseOrderComplete(accepted)).toBe(true);
    expect(isPurchaseOrderComplete({ ...accepted, activationStatus: 'APPROVED' })).toBe(true);
    expect(isPurchaseOrderComplete({ ...accepted, activationStatus: 'REJECTED' })).toBe(false);
  });

  test('a sent link past its validity has expired; other states stay', () => {
    const now = new Date('2026-11-23T00:00:00Z');
    expect(effectiveAcceptance('SENT', new Date('2026-11-22T23:59:59Z'), now)).toBe('EXPIRED');
    expect(effectiveAcceptance('SENT', new Date('2026-11-23T00:00:01Z'), now)).toBe('SENT');
    expect(effectiveAcceptance('ACCEPTED', new Date('2026-11-01T00:00:00Z'), now)).toBe('ACCEPTED');
  });

  test('PO numbers and rupees', () => {
    expect(poNumberOf(123, 0)).toBe('PO-000123');
    expect(poNumberOf(123, 2)).toBe('PO-000123-R2');
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
  });
});

describe('inputs', () => {
  test('an online acceptance needs the e-mail ID and mobile number; an offline PO neither', () => {
    expect(savePurchaseOrderSchema.safeParse({ offlinePOGeneration: true }).success).toBe(true);
    const missing = savePurchaseOrderSchema.safeParse({ offlinePOGeneration: false });
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['poAcceptanceEmail', poMessages.acceptanceContactRequired],
      ['poAcceptanceMobile', poMessages.acceptanceContactRequired],
    ]);
    expect(savePurchaseOrderSchema.safeParse({ offlinePOGeneration: false, poAcceptanceEmail: 'a@shop.in', poAcceptanceMobile: '+91 98765 43210' }).success).toBe(true);
  });

  test('a recorded payment: rupees and paise, a reference for all but cash', () => {
    const base = { paymentMode: 'NEFT', amount: 100, invoiceTxnRefNo: 'UTR1' };
    expect(createPaymentRecordSchema.safeParse(base).success).toBe(true);
    expect(createPaymentRecordSchema.safeParse({ ...base, amount: 100.25 }).success).toBe(true);
    expect(createPaymentRecordSchema.safeParse({ ...base, amount: 100.255 }).error?.issues[0]?.message).toBe(paymentFieldMessages.amount);
    expect(createPaymentRecordSchema.safeParse({ ...base, invoiceTxnRefNo: '' }).error?.issues[0]?.message).toBe(paymentFieldMessages.reference);
    expect(createPaymentRecordSchema.safeParse({ paymentMode: 'CASH', amount: 100 }).success).toBe(true);
    expect(createPaymentRecordSchema.safeParse({ ...base, paymentMode: 'PAYMENT_LINK' }).error?.issues[0]?.message).toBe(paymentFieldMessages.mode);
  });
});

describe('the name the PO is made out to', () => {
  test("the billing entity's name for the PO, else its business name, else the opportunity's", () => {
    expect(poPrintedName({ nameToBePrintedOnPo: 'Sai Krupa Stores Pvt Ltd', businessName: 'Sai Krupa Stores' }, 'Opportunity 12')).toBe('Sai Krupa Stores Pvt Ltd');
    expect(poPrintedName({ nameToBePrintedOnPo: '  ', businessName: 'Sai Krupa Stores' }, 'Opportunity 12')).toBe('Sai Krupa Stores');
    expect(poPrintedName({ nameToBePrintedOnPo: null, businessName: 'Sai Krupa Stores' }, 'Opportunity 12')).toBe('Sai Krupa Stores');
    expect(poPrintedName(null, 'Opportunity 12')).toBe('Opportunity 12');
  });
});
