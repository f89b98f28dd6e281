import type { MerchantFilterInput } from '../../../../generated/graphql';
import { isValidPan } from '../../../domain/identifiers/pan';
import { normaliseIdentifier } from '../../../domain/identifiers/normalise';

/** Fewer characters than this match too many merchants to be worth a call. */
export const MIN_SEARCH_LENGTH = 2;

/**
 * What one search box means to `merchantFilter`: a whole PAN is a PAN, digits are the start of the
 * mobile number (spaces, dashes and India's +91 as phones show them are dropped), anything else is
 * the name. Null when there is nothing to search yet.
 */
export function merchantSearch(text: string): MerchantFilterInput | null {
  const typed = text.trim();
  if (typed.length < MIN_SEARCH_LENGTH) return null;
  if (isValidPan(typed)) return { panNumber: normaliseIdentifier(typed) };
  const digits = typed.replace(/[\s-]/g, '').replace(/^\+91/, '');
  if (/^\d+$/.test(digits)) return { mobileNumber: /^91\d{10}$/.test(digits) ? digits.slice(2) : digits };
  return { name: typed };
}
