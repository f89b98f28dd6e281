import { isCalendarDate } from './dates';
import { wholeRupees } from './rupees';
import { EMAIL_MESSAGE, MOBILE_MESSAGE, isValidEmail, normaliseMobile } from './identifiers/contact';

// NACH mandates (spec sections 2, 3, 4, 8 and 9): the statuses and the messages the agent sees for
// them, which statuses let the journey go on, the mandate details' rules, which kinds of mandate a
// merchant may sign (the mandate check over acquirer, settlement cycle and VAS), the UPI AutoPay
// texts and the next action for each of the special codes. The app and the server both use them.

export type MandateStatusCode =
  | 'acknowledged'
  | 'submitted'
  | 'active'
  | 'failed'
  | 'cancelled'
  | 'expired'
  | 'pending_no_error'
  | 'pending_submission'
  | 'pending_error'
  | 'withdrawn';

export type MandateKind = 'UPI_AUTOPAY' | 'E_MANDATE' | 'E_SIGN' | 'PHYSICAL_NACH';
export type MandateModeCode = 'E_MANDATE' | 'PHYSICAL';

/** Spec section 4, word for word: the message the agent sees for each mandate status. */
export const MANDATE_STATUS_MESSAGES: Readonly<Record<MandateStatusCode, string>> = {
  acknowledged: 'Mandate submitted. waiting for Mandate Activation',
  submitted: 'Mandate submitted. waiting for Mandate Activation',
  active: 'Mandate successfully activated',
  failed: 'Mandate activation failed',
  cancelled: 'Mandate cancelled',
  expired: 'Mandate expired',
  pending_no_error: 'Mandate not yet submitted',
  pending_submission: 'Mandate not yet submitted',
  pending_error: 'Mandate registration failed',
  withdrawn: 'Mandate withdrawn',
};

export function mandateStatusMessage(status: MandateStatusCode): string {
  return MANDATE_STATUS_MESSAGES[status];
}

/**
 * A mandate the merchant has signed and the bank has taken: submitted (awaiting activation) or
 * active. Activation is the bank's and can take days, so the journey goes on from a submitted
 * mandate; the opportunity is then submitted for review with the mandate on its way.
 */
const SIGNED: readonly MandateStatusCode[] = ['acknowledged', 'submitted', 'active'];
/** Created, waiting for the merchant to authorise (or, for a physical mandate, for the signed form). */
const AWAITING_MERCHANT: readonly MandateStatusCode[] = ['pending_no_error', 'pending_submission'];

/** Whether a mandate in this status lets the journey go on past the NACH step. */
export function letsJourneyContinue(status: MandateStatusCode): boolean {
  return SIGNED.includes(status);
}

/** Whether the mandate is still waiting for the merchant: another may replace it. */
export function awaitsMerchant(status: MandateStatusCode): boolean {
  return AWAITING_MERCHANT.includes(status);
}

/** Whether the mandate still stands (signed or awaiting the merchant); ended ones are history. */
export function isLiveMandate(status: MandateStatusCode): boolean {
  return letsJourneyContinue(status) || awaitsMerchant(status);
}

export const LIVE_MANDATE_STATUSES: readonly MandateStatusCode[] = [...SIGNED, ...AWAITING_MERCHANT];

/** Spec section 9's mandate modes: UPI AutoPay and e-sign are electronic too; only the paper form is physical. */
export function modeOfKind(kind: MandateKind): MandateModeCode {
  return kind === 'PHYSICAL_NACH' ? 'PHYSICAL' : 'E_MANDATE';
}

export const MANDATE_KIND_LABELS: Readonly<Record<MandateKind, string>> = {
  UPI_AUTOPAY: 'UPI AutoPay',
  E_MANDATE: 'E-mandate (link payment)',
  E_SIGN: 'E-sign',
  PHYSICAL_NACH: 'Physical NACH',
};

// ---- The mandate check: acquirer, settlement cycle and VAS (spec section 9) ----

/**
 * Banks (by the first four letters of their IFSC) whose customers can authorise an e-NACH online,
 * with net banking or a debit card.
 */
export const E_NACH_BANKS: readonly string[] = ['HDFC', 'ICIC', 'SBIN', 'UTIB', 'KKBK', 'YESB', 'INDB', 'IDFB', 'BARB', 'PUNB'];
/** Banks that take an Aadhaar e-signed mandate: the e-NACH banks and a few more. */
export const E_SIGN_BANKS: readonly string[] = [...E_NACH_BANKS, 'CNRB', 'UBIN', 'BKID', 'IOBA', 'CBIN'];

/** How soon the merchant's takings are paid out (the contract's SettlementCycle): same day, next day or the day after. */
export type SettlementCycle = 'T_PLUS_0' | 'T_PLUS_1' | 'T_PLUS_2';
/** Cycles that hold the takings at least a day, so that charges can be netted off them. */
const NETTING_CYCLES: readonly SettlementCycle[] = ['T_PLUS_1', 'T_PLUS_2'];

export interface MandateCheckInput {
  /** The bank the mandate debits (the IFSC's first four letters); null when no bank account is chosen. */
  acquirer: string | null;
  /** Null while no plan has set it. */
  settlementCycle: SettlementCycle | null;
  /** The value-added services on the merchant's plans. */
  vas: readonly string[];
}

export interface MandateEligibilityFacts {
  isNachRequired: boolean;
  isENachEligible: boolean;
  isESignEligible: boolean;
  isUpiAutoPayEligible: boolean;
}

/**
 * Which mandates the merchant may sign. Charges are netted off the merchant's settlements when
 * they are held a day or more (T+1, T+2) and nothing is billed apart (no VAS); a same-day payout
 * leaves nothing to net against, VAS are billed monthly, and an unknown cycle cannot be counted
 * on: then a mandate is required. E-NACH and e-sign depend on the bank the mandate debits; UPI
 * AutoPay works with any bank on UPI, and a physical form with any bank at all.
 */
export function mandateEligibility({ acquirer, settlementCycle, vas }: MandateCheckInput): MandateEligibilityFacts {
  const bank = acquirer?.trim().toUpperCase() ?? '';
  return {
    isNachRequired: settlementCycle === null || !NETTING_CYCLES.includes(settlementCycle) || vas.length > 0,
    isENachEligible: E_NACH_BANKS.includes(bank),
    isESignEligible: E_SIGN_BANKS.includes(bank),
    isUpiAutoPayEligible: true,
  };
}

/** The bank code the mandate check reads from an IFSC. */
export function acquirerOfIfsc(ifsc: string | null | undefined): string | null {
  return ifsc && ifsc.length >= 4 ? ifsc.slice(0, 4).toUpperCase() : null;
}

// ---- Special codes (spec section 8's special list) and what the agent does next ----

export type MandateNextAction =
  | { kind: 'route'; route: '/BankAccount' | '/NachMandateStatus'; label: string }
  | { kind: 'mode'; mandateType: MandateKind; label: string };

export interface SpecialCodeHandling {
  title: string;
  message: string;
  next: MandateNextAction;
}

/** Each special code's message and the one next action the agent is offered. */
export const MANDATE_SPECIAL_CODES = {
  'ODS-118': {
    title: 'Bank Account Not Linked',
    message: "The merchant's bank account is not linked to this opportunity. Please choose the bank account the mandate debits.",
    next: { kind: 'route', route: '/BankAccount', label: 'Choose the bank account' },
  },
  'ODS-124': {
    title: 'Mandate Already Registered',
    message: 'A mandate is already registered for this opportunity.',
    next: { kind: 'route', route: '/NachMandateStatus', label: 'See the mandate status' },
  },
  NOT_ENACH_ESIGN_ELIGIBLE: {
    title: 'Physical Mandate Required',
    message: "The merchant's bank supports neither e-NACH nor e-sign mandates.",
    next: { kind: 'mode', mandateType: 'PHYSICAL_NACH', label: 'Use a physical NACH form' },
  },
  NOT_ENACH_ELIGIBLE: {
    title: 'E-NACH Not Supported',
    message: "The merchant's bank does not support e-NACH.",
    next: { kind: 'mode', mandateType: 'E_SIGN', label: 'Use e-sign instead' },
  },
} as const satisfies Record<string, SpecialCodeHandling>;

export type MandateSpecialCode = keyof typeof MANDATE_SPECIAL_CODES;

export function isMandateSpecialCode(code: string | null | undefined): code is MandateSpecialCode {
  return typeof code === 'string' && Object.hasOwn(MANDATE_SPECIAL_CODES, code);
}

// ---- UPI AutoPay (spec sections 4 and 8) ----

export const upiMessages = {
  notEligible: 'UPI ID not eligible for AutoPay',
  transactionFailed: 'Transaction failed, please enter UPI ID again or switch to different payment mode',
  invalid: 'Please enter a valid UPI ID, like name@bank.',
} as const;

/** A UPI id: a name and a handle, as NPCI allows them. */
const VPA_PATTERN = /^[a-zA-Z0-9._-]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;
export const VPA_MAX_LENGTH = 60;

export function isValidVpa(value: string): boolean {
  const vpa = value.trim();
  return vpa.length <= VPA_MAX_LENGTH && VPA_PATTERN.test(vpa);
}

// ---- Mandate details (spec section 2) ----

/** The most a mandate may debit at once, in rupees: the e-NACH limit of 1 crore. */
export const MANDATE_MAX_AMOUNT = 10_000_000;
/** UPI AutoPay debits without the payer's fresh approval only up to 1 lakh. */
export const UPI_AUTOPAY_MAX_AMOUNT = 100_000;

export const mandateMessages = {
  // Worded when first read, as deploymentMessages.testAmount is: formatting in a locale as the module
  // loads would hold up the screen that loads it.
  get amount() {
    return `Please enter an amount from ₹1 to ${wholeRupees(MANDATE_MAX_AMOUNT)}.`;
  },
  get upiAmount() {
    return `UPI AutoPay takes amounts up to ${wholeRupees(UPI_AUTOPAY_MAX_AMOUNT)}. Please lower the amount or use another mode.`;
  },
  startDate: 'The start date cannot be in the past.',
  endDate: 'The end date must be after the start date.',
  date: 'Please enter a valid date.',
  mobile: MOBILE_MESSAGE,
  email: EMAIL_MESSAGE,
  useOwnButton: 'Please create the e-sign or physical mandate with its own button.',
} as const;

export interface MandateDetailsValues {
  amount: number;
  startDate: string;
  endDate?: string | null;
  mobileNumber: string;
  email?: string | null;
}

export type MandateDetailsField = 'amount' | 'startDate' | 'endDate' | 'mobileNumber' | 'email';

/** Today's calendar day in India (YYYY-MM-DD), which a mandate's dates are counted from on both sides. */
export function indianToday(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** Whether a start date is today or later (India's calendar day). */
export function isStartDateAllowed(startDate: string, now: Date): boolean {
  return isCalendarDate(startDate) && startDate >= indianToday(now);
}

/**
 * What is wrong with a mandate's details, by field (empty when nothing is): the amount within the
 * limits (UPI AutoPay's lower one for it), a start date not in the past, an end date after it, a
 * 10-digit mobile and, when given, a valid e-mail.
 */
export function mandateDetailsProblems(details: MandateDetailsValues, kind: MandateKind, now: Date): Partial<Record<MandateDetailsField, string>> {
  const problems: Partial<Record<MandateDetailsField, string>> = {};
  if (!Number.isFinite(details.amount) || details.amount < 1 || details.amount > MANDATE_MAX_AMOUNT) problems.amount = mandateMessages.amount;
  else if (kind === 'UPI_AUTOPAY' && details.amount > UPI_AUTOPAY_MAX_AMOUNT) problems.amount = mandateMessages.upiAmount;
  if (!isCalendarDate(details.startDate)) problems.startDate = mandateMessages.date;
  else if (!isStartDateAllowed(details.startDate, now)) problems.startDate = mandateMessages.startDate;
  if (details.endDate) {
    if (!isCalendarDate(details.endDate)) problems.endDate = mandateMessages.date;
    else if (isCalendarDate(details.startDate) && details.endDate <= details.startDate) problems.endDate = mandateMessages.endDate;
  }
  if (normaliseMobile(details.mobileNumber) === null) problems.mobileNumber = mandateMessages.mobile;
  if (details.email && !isValidEmail(details.email)) problems.email = mandateMessages.email;
  return problems;
}
