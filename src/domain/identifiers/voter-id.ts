import { hasLuhnCheckDigit } from './luhn';
import { boundedIdentifier } from './normalise';

// Voter ID: the Elector's Photo Identity Card (EPIC) number the Election Commission of India issues:
// the issuing constituency's three-letter series (its Functional Unique Serial Number), a six-digit
// serial and a check digit computed over the seven digits with the Luhn algorithm, as python-stdnum's
// stdnum.in_.epic checks it: WKH1186253.
const VOTER_ID_PATTERN = /^[A-Z]{3}[0-9]{7}$/;
export const VOTER_ID_LENGTH = 10;

export const VOTER_ID_MESSAGE = 'Please enter a valid voter ID (EPIC) number.';

export function isValidVoterId(raw: string): boolean {
  const epic = boundedIdentifier(raw, VOTER_ID_LENGTH);
  return epic !== null && VOTER_ID_PATTERN.test(epic) && hasLuhnCheckDigit(epic.slice(3));
}
