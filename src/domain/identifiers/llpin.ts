import { boundedIdentifier } from './normalise';

// LLP Identification Number (MCA): 3 letters, a hyphen, 4 digits (AAB-1234).
// Agents often leave the hyphen out; it is accepted and put back.
const LLPIN_PATTERN = /^([A-Z]{3})-?([0-9]{4})$/;
/** With the hyphen. */
export const LLPIN_LENGTH = 8;

export const LLPIN_MESSAGE = 'Please enter a valid LLPIN.';

/** The LLPIN in its 'AAA-1234' form, or null when the input is not an LLPIN. */
export function normaliseLlpin(raw: string): string | null {
  const llpin = boundedIdentifier(raw, LLPIN_LENGTH);
  const match = llpin === null ? null : LLPIN_PATTERN.exec(llpin);
  return match ? `${match[1]}-${match[2]}` : null;
}

export function isValidLlpin(raw: string): boolean {
  return normaliseLlpin(raw) !== null;
}
