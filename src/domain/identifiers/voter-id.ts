import { boundedIdentifier } from './normalise';

// Voter ID: the Elector's Photo Identity Card (EPIC) number the Election Commission of India issues,
// three letters (the issuing constituency's series) and seven digits: ABC1234567. The Commission
// publishes no check-digit rule for it, so only this shape is checked.
const VOTER_ID_PATTERN = /^[A-Z]{3}[0-9]{7}$/;
export const VOTER_ID_LENGTH = 10;

export const VOTER_ID_MESSAGE = 'Please enter a valid voter ID (EPIC) number.';

export function isValidVoterId(raw: string): boolean {
  const epic = boundedIdentifier(raw, VOTER_ID_LENGTH);
  return epic !== null && VOTER_ID_PATTERN.test(epic);
}
