import { boundedIdentifier } from './normalise';

// IFSC (RBI): 4 letters for the bank, a '0' reserved for future use, 6 alphanumerics for the branch.
const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const IFSC_LENGTH = 11;

export const IFSC_MESSAGE = 'Please enter a valid IFSC code.';

export function isValidIfsc(raw: string): boolean {
  const ifsc = boundedIdentifier(raw, IFSC_LENGTH);
  return ifsc !== null && IFSC_PATTERN.test(ifsc);
}
