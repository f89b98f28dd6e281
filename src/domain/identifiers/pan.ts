import { normaliseIdentifier } from './normalise';

// PAN: 5 letters, 4 digits, 1 letter (spec section 5).
const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** The spec's special test PAN, accepted everywhere so that a journey can be demonstrated. */
export const TEST_PAN = 'TESTP0000T';

export const PAN_MESSAGE = 'Please enter a valid PAN number.';

export function isValidPan(raw: string): boolean {
  const pan = normaliseIdentifier(raw);
  return pan === TEST_PAN || PAN_PATTERN.test(pan);
}
