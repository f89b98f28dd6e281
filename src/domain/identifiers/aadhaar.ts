import { hasVerhoeffCheckDigit } from './verhoeff';

// Aadhaar number (UIDAI): 12 digits, the last a Verhoeff check digit over the other eleven. UIDAI's
// numbering scheme keeps 0 and 1 out of the first digit, and issues no number of one repeated digit
// (333333333333, 666666666666 and 999999999999 pass the Verhoeff check all the same; python-stdnum
// refuses them too). Cards print it in groups of four ('2341 2341 2346'), so one space between
// groups is accepted and dropped.
const AADHAAR_PATTERN = /^([2-9][0-9]{3}) ?([0-9]{4}) ?([0-9]{4})$/;
export const AADHAAR_LENGTH = 12;
/** Twelve digits and the two spaces between their groups. */
export const AADHAAR_MAX_INPUT_LENGTH = 14;

// Virtual ID (UIDAI): 16 digits standing in for an Aadhaar number, the last a Verhoeff check digit
// too, drawn at random, so never one digit repeated either; written in groups of four as well.
const VID_PATTERN = /^([0-9]{4}) ?([0-9]{4}) ?([0-9]{4}) ?([0-9]{4})$/;
export const VID_LENGTH = 16;
/** Sixteen digits and the three spaces between their groups. */
export const VID_MAX_INPUT_LENGTH = 19;

export const AADHAAR_MESSAGE = 'Please enter a valid 12-digit Aadhaar number.';
export const VID_MESSAGE = 'Please enter a valid 16-digit Virtual ID.';

/** The digits of a grouped number, or null when it is longer than `maxLength` or does not match. */
function groupedDigits(raw: string, pattern: RegExp, maxLength: number): string | null {
  const typed = raw.trim();
  if (typed.length > maxLength) return null;
  const match = pattern.exec(typed);
  if (!match) return null;
  const digits = match.slice(1).join('');
  return hasVerhoeffCheckDigit(digits) && !isOneRepeatedDigit(digits) ? digits : null;
}

/** Whether every digit is the first one ('999999999999'): a placeholder typed, never a number issued. */
function isOneRepeatedDigit(digits: string): boolean {
  return [...digits].every((digit) => digit === digits.charAt(0));
}

/** The 12 digits of an Aadhaar number, or null when the input is not one. */
export function normaliseAadhaar(raw: string): string | null {
  return groupedDigits(raw, AADHAAR_PATTERN, AADHAAR_MAX_INPUT_LENGTH);
}

export function isValidAadhaar(raw: string): boolean {
  return normaliseAadhaar(raw) !== null;
}

/**
 * The Aadhaar number as UIDAI's masked Aadhaar shows it, only its last four digits readable
 * ('XXXX XXXX 2346'): the form in which an Aadhaar number may be shown or kept. Null when the input
 * is not an Aadhaar number.
 */
export function maskedAadhaar(raw: string): string | null {
  const aadhaar = normaliseAadhaar(raw);
  return aadhaar === null ? null : `XXXX XXXX ${aadhaar.slice(-4)}`;
}

/** The 16 digits of a Virtual ID, or null when the input is not one. */
export function normaliseVid(raw: string): string | null {
  return groupedDigits(raw, VID_PATTERN, VID_MAX_INPUT_LENGTH);
}

export function isValidVid(raw: string): boolean {
  return normaliseVid(raw) !== null;
}
