import { boundedIdentifier } from './normalise';

// Indian passport number: a letter and seven digits (K1234567), as printed on the data page. Narrower
// rules in circulation (no Q, X or Z series, no leading zero) have no published source, and refusing
// a real passport would stop an onboarding, so they are not applied.
const PASSPORT_PATTERN = /^[A-Z][0-9]{7}$/;
export const PASSPORT_LENGTH = 8;

export const PASSPORT_MESSAGE = 'Please enter a valid passport number.';

export function isValidPassport(raw: string): boolean {
  const passport = boundedIdentifier(raw, PASSPORT_LENGTH);
  return passport !== null && PASSPORT_PATTERN.test(passport);
}
