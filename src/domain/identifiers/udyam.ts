import { boundedIdentifier } from './normalise';

// Udyam registration number (MSME): 'UDYAM', a 2-letter state code, a 2-digit district code
// and a 7-digit serial, joined by hyphens: UDYAM-MH-19-0012345.
const UDYAM_PATTERN = /^UDYAM-[A-Z]{2}-[0-9]{2}-[0-9]{7}$/;
export const UDYAM_LENGTH = 19;

// Spec section 5, word for word (lower-case 'udyam' included).
export const UDYAM_MESSAGE = 'Enter a valid udyam number';

export function isValidUdyam(raw: string): boolean {
  const udyam = boundedIdentifier(raw, UDYAM_LENGTH);
  return udyam !== null && UDYAM_PATTERN.test(udyam);
}
