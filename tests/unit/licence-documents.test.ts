import { expect, test } from 'vitest';
import licenceRequiredMccs from '../../forms/rules/licence-required-mccs.json';
import { requiredLicenceOf } from '../../src/engine/required-licence';
import type { RuleBook, SetRule } from '../../src/engine/rules';

// Spec section 9, licence-required MCCs: the licence document each needs, from the one rule table.
const rules: RuleBook = { 'licence-required-mccs': licenceRequiredMccs as SetRule };

test('each licence-required MCC names the business operating licence its merchants need; other MCCs need none', () => {
  expect(['4722', '5962', '5921', '5813', '5912', '8220', '8211', '5812', '5814'].map((mcc) => requiredLicenceOf(rules, mcc))).toEqual([
    'IATACERTIFICATE',
    'IATACERTIFICATE',
    'LIQUORLICENSE',
    'LIQUORLICENSE',
    'DRUGLICENSE',
    'EDUCATIONCERTIFICATE',
    'EDUCATIONCERTIFICATE',
    'FSSAILICENSE',
    'FSSAILICENSE',
  ]);
  expect(requiredLicenceOf(rules, '5411')).toBeNull();
  expect(requiredLicenceOf(rules, null)).toBeNull();
  // A code that is no operating licence is not taken for one.
  expect(requiredLicenceOf({ 'licence-required-mccs': { kind: 'set', values: { '5812': { label: 'Selfie', code: 'SELFIE' } } } }, '5812')).toBeNull();
});
