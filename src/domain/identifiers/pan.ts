import { boundedIdentifier } from './normalise';

// PAN: 5 letters, 4 digits, 1 letter (spec section 5).
const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const PAN_LENGTH = 10;

/** The spec's special test PAN, accepted everywhere so that a journey can be demonstrated. */
export const TEST_PAN = 'TESTP0000T';

export const PAN_MESSAGE = 'Please enter a valid PAN number.';

export function isValidPan(raw: string): boolean {
  const pan = boundedIdentifier(raw, PAN_LENGTH);
  return pan !== null && (pan === TEST_PAN || PAN_PATTERN.test(pan));
}
