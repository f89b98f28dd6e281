import { boundedIdentifier } from './normalise';

// PAN: 5 letters, 4 digits, 1 letter (spec section 5). Within that shape the Income Tax Department
// issues only some: the fourth letter is the holder's status, and the four digits are a serial
// running from 0001 to 9999. A GSTIN carries a PAN and is held to the same rule (gstin.ts).
const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const PAN_LENGTH = 10;

/** The fourth letter of a PAN: the status of its holder. */
export const PAN_HOLDER_TYPES = {
  P: 'individual',
  C: 'company',
  H: 'Hindu undivided family',
  F: 'firm',
  A: 'association of persons',
  T: 'trust',
  B: 'body of individuals',
  L: 'local authority',
  J: 'artificial juridical person',
  G: 'government',
} as const;
export type PanHolderLetter = keyof typeof PAN_HOLDER_TYPES;

const UNISSUED_SERIAL = '0000';

/** The spec's special test PAN, accepted everywhere so that a journey can be demonstrated (despite its serial 0000). */
export const TEST_PAN = 'TESTP0000T';

export const PAN_MESSAGE = 'Please enter a valid PAN number.';

/** The holder's status letter of a normalised PAN, or null when the letter is none the department issues. */
export function panHolderLetter(pan: string): PanHolderLetter | null {
  const letter = pan.charAt(3);
  return Object.hasOwn(PAN_HOLDER_TYPES, letter) ? (letter as PanHolderLetter) : null;
}

export function isValidPan(raw: string): boolean {
  const pan = boundedIdentifier(raw, PAN_LENGTH);
  if (pan === null) return false;
  if (pan === TEST_PAN) return true;
  return PAN_PATTERN.test(pan) && panHolderLetter(pan) !== null && pan.slice(5, 9) !== UNISSUED_SERIAL;
}
