import { licenceSubTypeOf, type DocumentSubTypeCode } from '../domain/documents';
import { setMemberCode, type RuleBook } from './rules';

/**
 * The licence document a merchant of this MCC must have (forms/rules/licence-required-mccs.json
 * names it for each licence-required MCC); null for any other MCC. The Other business documents
 * step asks for it and is complete only once it is stored.
 */
export function requiredLicenceOf(rules: RuleBook, mccCode: string | null | undefined): DocumentSubTypeCode | null {
  return licenceSubTypeOf(setMemberCode(rules, 'licence-required-mccs', mccCode));
}
