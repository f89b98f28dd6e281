import { namesMatch } from './name-match';

// The KYC rules a read identity document is checked with (spec section 5, name match; section 8,
// KYC messages): its name against the PAN's, its date of birth against the PAN's, and its validity.

export type KycRuleCode = 'NAME_MATCH' | 'DOB_MATCH' | 'DOCUMENT_VALIDITY';

/** Spec section 5: an identity document whose name is not the PAN's. */
export const KYC_NAME_MISMATCH_MESSAGE = 'The name from the document does not match the name from PAN. Please select another KYC document.';
/** Spec section 8: a KYC document's date of birth left empty. */
export const KYC_DATE_OF_BIRTH_REQUIRED_MESSAGE = 'Please enter your date of birth.';

export const kycRuleMessages = {
  NAME_MATCH: KYC_NAME_MISMATCH_MESSAGE,
  DOB_MATCH: 'The date of birth on the document does not match the date of birth on PAN. Please select another KYC document.',
  DOCUMENT_VALIDITY: 'The document has expired. Please select another KYC document.',
} as const satisfies Record<KycRuleCode, string>;

export interface KycRuleResult {
  rule: KycRuleCode;
  passed: boolean;
  message: string | null;
}

/** What was read from the document, and what the PAN says. Dates are YYYY-MM-DD. */
export interface KycRuleFacts {
  documentName: string | null;
  documentDateOfBirth: string | null;
  validUpto: string | null;
  panName: string | null;
  panDateOfBirth: string | null;
  /** Today, YYYY-MM-DD. */
  today: string;
}

/**
 * Each rule's outcome, in this order. A name is needed on both sides to match; a date of birth is
 * compared only when both have one (a business document has none); a document without an expiry
 * is valid.
 */
export function kycRuleResults(facts: KycRuleFacts): KycRuleResult[] {
  const result = (rule: KycRuleCode, passed: boolean): KycRuleResult => ({ rule, passed, message: passed ? null : kycRuleMessages[rule] });
  return [
    result('NAME_MATCH', Boolean(facts.documentName && facts.panName && namesMatch(facts.documentName, facts.panName))),
    result('DOB_MATCH', !facts.documentDateOfBirth || !facts.panDateOfBirth || facts.documentDateOfBirth === facts.panDateOfBirth),
    result('DOCUMENT_VALIDITY', !facts.validUpto || facts.validUpto >= facts.today),
  ];
}
