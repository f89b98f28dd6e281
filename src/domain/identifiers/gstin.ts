import { errorCatalogue } from '../error-catalogue';
import { boundedIdentifier, normaliseIdentifier } from './normalise';
import { luhnCheckValue } from './luhn';
import { isValidPan } from './pan';

// GSTIN: state code 01-37, a PAN, an entity number 1-9 or A-Z, 'Z', and a check character
// computed by Luhn mod 36 (spec section 5). The PAN is held to the PAN rule
// (holder status letter, serial), so a GSTIN no PAN could be inside is a format problem. GSTINs
// that carry no PAN (tax deductors' TAN-based ones, UN bodies' and embassies' UINs) do not have
// this shape and are refused.
const GSTIN_PATTERN = /^(0[1-9]|[12][0-9]|3[0-7])[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const GSTIN_LENGTH = 15;
const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The spec's special test GSTIN, accepted everywhere (its check character is deliberately not computed). */
export const TEST_GSTIN = '27TESTP0000T1ZZ';

/**
 * A field that takes only a GSTIN says what is wrong with a GSTIN; 'Enter a valid PAN ID/ GST number'
 * belongs to the field that takes either (validators.panOrGstin). The words are BS-1006's.
 */
export const GSTIN_MESSAGE = errorCatalogue['BS-1006'].message;
/** Shown when the format is right but the last character does not match the GSTN checksum (a typing slip). */
export const GSTIN_CHECK_MESSAGE = 'The GSTIN check character is wrong. Please re-check the GSTIN.';

export function gstinCheckCharacter(first14: string): string {
  const values = Array.from({ length: 14 }, (_, i) => CHARSET.indexOf(first14.charAt(i)));
  return CHARSET.charAt(luhnCheckValue(values, CHARSET.length));
}

export type GstinProblem = 'format' | 'checkCharacter';

/** Why a GSTIN is not acceptable, or null when it is. */
export function gstinProblem(raw: string): GstinProblem | null {
  const gstin = boundedIdentifier(raw, GSTIN_LENGTH);
  if (gstin === TEST_GSTIN) return null;
  if (gstin === null || !GSTIN_PATTERN.test(gstin) || !isValidPan(panOfGstin(gstin))) return 'format';
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14) ? null : 'checkCharacter';
}

export function isValidGstin(raw: string): boolean {
  return gstinProblem(raw) === null;
}

/** The PAN embedded in a GSTIN (characters 3 to 12). */
export function panOfGstin(raw: string): string {
  return normaliseIdentifier(raw).slice(2, 12);
}

/** A GSTIN whose PAN part is not the PAN given with it (spec section 5, word for word). */
export const PAN_NOT_LINKED_MESSAGE = 'PAN is not linked with GSTIN. Please enter correct details.';
