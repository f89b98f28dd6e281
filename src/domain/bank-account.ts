import { z } from 'zod';
import { FREE_TEXT_MESSAGE, isValidFreeText } from './identifiers/contact';
import { IFSC_LENGTH, IFSC_MESSAGE, isValidIfsc } from './identifiers/ifsc';
import { boundedIdentifier } from './identifiers/normalise';

// The bank account step's rules (spec sections 3 and 5), used by the step's form and widgets and by
// the server's bank account operations.

/** Spec sections 5 and 9: a savings account is not eligible above this annual turnover (rupees). */
export const SAVINGS_TURNOVER_LIMIT = 2_000_000;

export const BANK_ACCOUNT_LIMITS = { accountNumberMin: 6, accountNumberMax: 18, holderName: 120 } as const;

export const bankMessages = {
  savingsNotEligible: 'Saving account is not eligible for annual turnover greater than 2000000.',
  unableToVerify: 'Unable to verify account. Please re-check all the details.',
  nameMismatch: 'Name from the bank account does not match the name from the PAN.',
  chooseAccount: 'Please choose a bank account to continue.',
  selectionRequiredTitle: 'Bank Account Selection Required',
  accountNumber: 'Please enter a valid bank account number.',
  alreadySaved: 'This bank account is already saved for the merchant.',
  accountNumbersDiffer: 'The account numbers do not match.',
  unknownIfsc: 'No bank branch has this IFSC. Please re-check it.',
  holderName: 'Please enter the beneficiary name.',
} as const;

export type BankAccountType = 'SAVINGS' | 'CURRENT';

/**
 * Whether an account of this type may take the settlements of a merchant with this annual turnover:
 * a savings account only up to the limit. An unknown turnover does not rule a savings account out.
 */
export function isAccountTypeEligible(accountType: BankAccountType, annualTurnover: number | null | undefined): boolean {
  return accountType !== 'SAVINGS' || annualTurnover == null || annualTurnover <= SAVINGS_TURNOVER_LIMIT;
}

// BANK_ACCOUNT_LIMITS' 6 to 18 digits, written out so that the regex safety check can read it.
const ACCOUNT_NUMBER_PATTERN = /^[0-9]{6,18}$/;

/** The account number as stored: digits only, spaces typed between groups left out. */
export function normaliseAccountNumber(raw: string): string {
  return raw.replace(/\s/g, '');
}

/** Indian bank account numbers: 6 to 18 digits. */
export function isValidAccountNumber(raw: string): boolean {
  return ACCOUNT_NUMBER_PATTERN.test(normaliseAccountNumber(raw));
}

/** The IFSC's bank: its first four letters. */
export function bankCodeOfIfsc(ifsc: string): string {
  return ifsc.slice(0, 4).toUpperCase();
}

const accountNumber = z.string().refine(isValidAccountNumber, bankMessages.accountNumber);
const ifsc = z.string().refine((v) => isValidIfsc(v), IFSC_MESSAGE);
const holderName = z
  .string()
  .trim()
  .min(1, bankMessages.holderName)
  .max(BANK_ACCOUNT_LIMITS.holderName, bankMessages.holderName)
  .refine(isValidFreeText, FREE_TEXT_MESSAGE);

/** createBankAccount's input, beyond the contract's bounds. */
export const createBankAccountSchema = z.object({
  bankAccountNumber: accountNumber,
  ifscCode: ifsc,
  accountHolderName: holderName,
});

/** updateBankAccount's input: only the fields sent are checked. */
export const updateBankAccountSchema = z.object({
  bankAccountNumber: accountNumber.nullish(),
  ifscCode: ifsc.nullish(),
  accountHolderName: holderName.nullish(),
});

/** processPennyDrop's input: a stored account, or an account number and IFSC. */
export const processPennyDropSchema = z.object({
  bankAccountNumber: accountNumber.nullish(),
  ifscCode: ifsc.nullish(),
  nameToMatch: holderName.nullish(),
});

/** ifscDetails' input. */
export const ifscLookupSchema = z.object({ ifscCode: ifsc });

/** The IFSC as stored and looked up: trimmed and upper case (null when longer than an IFSC). */
export function normaliseIfsc(raw: string): string | null {
  return boundedIdentifier(raw, IFSC_LENGTH);
}
