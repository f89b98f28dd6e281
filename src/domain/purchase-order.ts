// The purchase order and its payment (spec sections 2, 3 and 4): when a PO is frozen and may be
// rectified, what is still payable, which amounts a payment type takes, and when each step is done.
// The server decides with these; the app shows the same answers.

import { z } from 'zod';
import { EMAIL_MESSAGE, isValidEmail, isValidFreeText, FREE_TEXT_MESSAGE, MOBILE_MESSAGE, normaliseMobile } from './identifiers/contact';
import { poMessages } from './purchase-order-messages';
import { formatRupees } from './rupees';
import { maxLengthMessage } from './text-limits';

export { poMessages };

export type PaymentTypeCode = 'FULLPAYMENT' | 'PARTPAYMENT' | 'POSTDEPLOYMENTPAYMENT' | 'POSTINVOICING';
export type OnlineAcceptance = 'NOT_SENT' | 'SENT' | 'ACCEPTED' | 'REJECTED' | 'EXPIRED';
export type PoActivation = 'NOT_REQUESTED' | 'REQUESTED' | 'APPROVED' | 'REJECTED';


/** The largest purchase order, and so the largest payment, the app takes: ₹10 crore. */
export const PAYMENT_AMOUNT_MAX = 100_000_000;
/** How long the merchant's acceptance link and a payment link stay usable. */
export const PO_LINK_VALIDITY_MS = 7 * 24 * 60 * 60 * 1000;
export const PO_REMARKS_MAX_LENGTH = 500;
/**
 * Wrong mobile numbers an acceptance link takes before it refuses every further answer: the link
 * alone (a forwarded mail) must not let someone find the merchant's number by trying.
 */
export const PO_ACCEPTANCE_MAX_ATTEMPTS = 5;

/** Rupees to paise and back, so that sums of payments do not drift in floating point. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** What is still payable: the PO's total less what was paid, never below zero. */
export function amountPayable(total: number, paid: number): number {
  return Math.max(0, toPaise(total) - toPaise(paid)) / 100;
}

/** Whether the payment type takes a payment before the purchase order is fulfilled. */
export function paysNow(paymentType: PaymentTypeCode | null | undefined): boolean {
  return paymentType === 'FULLPAYMENT' || paymentType === 'PARTPAYMENT';
}

/**
 * Why a payment of `amount` cannot be taken now, or null when it can: only the types paid now take
 * payments, no payment exceeds what is payable, and Full Payment takes the whole of it at once.
 */
export function paymentAmountProblem(paymentType: PaymentTypeCode | null | undefined, amount: number, payable: number): string | null {
  if (!paysNow(paymentType)) return poMessages.paymentNotDue;
  if (toPaise(payable) <= 0) return poMessages.nothingPayable;
  if (toPaise(amount) > toPaise(payable)) return poMessages.overPayable;
  if (paymentType === 'FULLPAYMENT' && toPaise(amount) !== toPaise(payable)) return poMessages.fullPaymentOnly;
  return null;
}

/**
 * Whether the payment step is done: Full Payment once nothing is payable, Partial Payment once a
 * first part is paid, and the types paid after deployment or on invoicing at once, as nothing is due now.
 */
export function isPaymentComplete(paymentType: PaymentTypeCode | null | undefined, total: number, paid: number): boolean {
  switch (paymentType) {
    case 'FULLPAYMENT':
      return toPaise(total) > 0 && amountPayable(total, paid) === 0;
    case 'PARTPAYMENT':
      return toPaise(paid) > 0;
    case 'POSTDEPLOYMENTPAYMENT':
    case 'POSTINVOICING':
      return true;
    default:
      return false;
  }
}

export interface PoFacts {
  /** When the merchant accepted this revision: online on the acceptance page, or on paper for an offline PO. */
  acceptedAt: Date | null;
  activationStatus: PoActivation;
}

/** A PO is frozen once the merchant has accepted it; it changes again only when rectified. */
export function isPoFrozen(po: PoFacts): boolean {
  return po.acceptedAt !== null;
}

/** A frozen PO may be rectified unless its activation is with the approver or already approved. */
export function isRectifyEligible(po: PoFacts): boolean {
  return isPoFrozen(po) && po.activationStatus !== 'REQUESTED' && po.activationStatus !== 'APPROVED';
}

/** Activation is asked for once the merchant has accepted the PO; after a rejection, once it is rectified and accepted again. */
export function canRequestActivation(po: PoFacts): boolean {
  return isPoFrozen(po) && po.activationStatus === 'NOT_REQUESTED';
}

/** The Purchase Order step is done once the merchant has accepted the PO, unless its activation was rejected since. */
export function isPurchaseOrderComplete(po: PoFacts | null): boolean {
  return po !== null && isPoFrozen(po) && po.activationStatus !== 'REJECTED';
}

/** The acceptance the merchant's link shows: a sent link past its validity has expired. */
export function effectiveAcceptance(status: OnlineAcceptance, expiresAt: Date | null, now: Date): OnlineAcceptance {
  return status === 'SENT' && expiresAt !== null && expiresAt.getTime() <= now.getTime() ? 'EXPIRED' : status;
}

/** The PO's number: the opportunity's, with the revision after each rectification. */
export function poNumberOf(opportunityId: number, revision: number): string {
  const base = `PO-${String(opportunityId).padStart(6, '0')}`;
  return revision > 0 ? `${base}-R${revision}` : base;
}


/** Payment modes the agent records; payment links are started with initiatePayment. */
export const RECORDED_PAYMENT_MODES = ['CHEQUE', 'DEMAND_DRAFT', 'NEFT', 'RTGS', 'IMPS', 'CASH', 'UPI'] as const;
export type RecordedPaymentMode = (typeof RECORDED_PAYMENT_MODES)[number];
export const recordedPaymentModeLabels: Record<RecordedPaymentMode, string> = {
  CHEQUE: 'Cheque',
  DEMAND_DRAFT: 'Demand draft',
  NEFT: 'NEFT',
  RTGS: 'RTGS',
  IMPS: 'IMPS',
  CASH: 'Cash',
  UPI: 'UPI',
};
/** Modes whose bank the record names: paper instruments drawn on a bank. */
export const BANK_PAYMENT_MODES: readonly string[] = ['CHEQUE', 'DEMAND_DRAFT'];
export const REFERENCE_MAX_LENGTH = 40;
export const BANK_NAME_MAX_LENGTH = 80;
const REFERENCE_PATTERN = /^[A-Za-z0-9/-]+$/;

export const paymentFieldMessages = {
  amount: 'Please enter the amount paid, in rupees and paise.',
  amountMax: `The amount cannot be more than ${formatRupees(PAYMENT_AMOUNT_MAX)}.`,
  reference: 'Please enter the reference number (letters, digits, / and -).',
  mode: 'Please choose the payment mode.',
} as const;

const amountSchema = z
  .number({ message: paymentFieldMessages.amount })
  // Rupees and paise: at most two decimals.
  .refine((n) => Number.isFinite(n) && n > 0 && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, paymentFieldMessages.amount)
  .refine((n) => n <= PAYMENT_AMOUNT_MAX, paymentFieldMessages.amountMax);

const referenceSchema = z
  .string()
  .trim()
  .max(REFERENCE_MAX_LENGTH, maxLengthMessage(REFERENCE_MAX_LENGTH))
  .refine((v) => v === '' || REFERENCE_PATTERN.test(v), paymentFieldMessages.reference);

const bankNameSchema = z
  .string()
  .trim()
  .max(BANK_NAME_MAX_LENGTH, maxLengthMessage(BANK_NAME_MAX_LENGTH))
  .refine((v) => v === '' || isValidFreeText(v), FREE_TEXT_MESSAGE);

const paymentRecordFields = {
  paymentMode: z.string().refine((m) => (RECORDED_PAYMENT_MODES as readonly string[]).includes(m), paymentFieldMessages.mode),
  amount: amountSchema,
  invoiceTxnRefNo: referenceSchema.nullish(),
  bankName: bankNameSchema.nullish(),
  collectionDate: z.string().nullish(),
  depositDate: z.string().nullish(),
};

function checkRecord(value: { paymentMode?: string | null; invoiceTxnRefNo?: string | null; collectionDate?: string | null; depositDate?: string | null }, ctx: z.RefinementCtx) {
  if (value.paymentMode && value.paymentMode !== 'CASH' && !value.invoiceTxnRefNo?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['invoiceTxnRefNo'], message: paymentFieldMessages.reference });
  }
  if (value.collectionDate && value.depositDate && value.depositDate < value.collectionDate) {
    ctx.addIssue({ code: 'custom', path: ['depositDate'], message: poMessages.depositBeforeCollection });
  }
}

export type PaymentDateField = 'collectionDate' | 'depositDate';

/**
 * What is wrong with a recorded payment's dates (YYYY-MM-DD), `today` being India's calendar day
 * (indianToday): neither in the future, since a recorded payment counts as received at once (a
 * cheque not deposited yet has no deposit date), and the deposit not before the collection. Refused
 * rather than confirmed: a later date is never a payment that happened. The app checks it before
 * sending, the server again with its own clock; null when nothing is wrong.
 */
export function paymentDatesProblem(
  dates: { collectionDate?: string | null; depositDate?: string | null },
  today: string,
): { field: PaymentDateField; message: string } | null {
  const { collectionDate, depositDate } = dates;
  if (collectionDate && collectionDate > today) return { field: 'collectionDate', message: poMessages.collectionInFuture };
  if (depositDate && depositDate > today) return { field: 'depositDate', message: poMessages.depositInFuture };
  if (collectionDate && depositDate && depositDate < collectionDate) return { field: 'depositDate', message: poMessages.depositBeforeCollection };
  return null;
}

/** A payment the agent records: a reference number for every mode but cash, a deposit not before its collection. */
export const createPaymentRecordSchema = z.object(paymentRecordFields).superRefine(checkRecord);

/** A change to a recorded payment: only what is sent is checked here; the resolver checks the record it makes. */
export const updatePaymentRecordSchema = z.object({
  paymentMode: paymentRecordFields.paymentMode.nullish(),
  amount: amountSchema.nullish(),
  invoiceTxnRefNo: referenceSchema.nullish(),
  bankName: bankNameSchema.nullish(),
});

export const initiatePaymentSchema = z.object({
  paymentMode: z.literal('PAYMENT_LINK', { message: poMessages.linkPaymentOnly }),
  amount: amountSchema.nullish(),
  email: z
    .string()
    .nullish()
    .refine((v) => !v || isValidEmail(v), EMAIL_MESSAGE),
  mobileNumber: z
    .string()
    .nullish()
    .refine((v) => !v || normaliseMobile(v) !== null, MOBILE_MESSAGE),
});

/** The Purchase Order step's save: an online acceptance needs the merchant's e-mail ID and mobile number. */
export const savePurchaseOrderSchema = z
  .object({
    offlinePOGeneration: z.boolean(),
    poAcceptanceEmail: z.string().nullish(),
    poAcceptanceMobile: z.string().nullish(),
  })
  .superRefine((value, ctx) => {
    if (value.offlinePOGeneration) return;
    if (!value.poAcceptanceEmail?.trim() || !isValidEmail(value.poAcceptanceEmail)) {
      ctx.addIssue({ code: 'custom', path: ['poAcceptanceEmail'], message: value.poAcceptanceEmail?.trim() ? EMAIL_MESSAGE : poMessages.acceptanceContactRequired });
    }
    if (!value.poAcceptanceMobile?.trim() || normaliseMobile(value.poAcceptanceMobile) === null) {
      ctx.addIssue({ code: 'custom', path: ['poAcceptanceMobile'], message: value.poAcceptanceMobile?.trim() ? MOBILE_MESSAGE : poMessages.acceptanceContactRequired });
    }
  });

export const rectifyPurchaseOrderSchema = z.object({
  poRemarks: z
    .string()
    .trim()
    .min(1, poMessages.remarksRequired)
    .max(PO_REMARKS_MAX_LENGTH, maxLengthMessage(PO_REMARKS_MAX_LENGTH))
    .refine(isValidFreeText, FREE_TEXT_MESSAGE),
});

/**
 * The name a purchase order is made out to (spec section 3, billing entity: nameToBePrintedOnPO):
 * the billing entity's name for the PO when it has one, else its business name, else the
 * opportunity's name.
 */
export function poPrintedName(billing: { nameToBePrintedOnPo: string | null; businessName: string } | null, opportunityName: string): string {
  return billing?.nameToBePrintedOnPo?.trim() || billing?.businessName.trim() || opportunityName;
}
