import { describe, expect, test } from 'vitest';
import { AADHAAR_MESSAGE, isValidAadhaar, maskedAadhaar, normaliseAadhaar } from '../../src/domain/identifiers/aadhaar';
import { hasVerhoeffCheckDigit } from '../../src/domain/identifiers/verhoeff';

// Every valid vector here was checked twice: with the module, and with a separate Verhoeff written
// from the dihedral group's definition (tests/unit/verhoeff.test.ts), both giving the last digit shown.
// - UIDAI's published test residents for its pre-production authentication service:
//   9999 4105 7058 (check 8), 9999 7165 8847 (7), 9999 3311 9405 (5), 9999 5518 3433 (3),
//   9999 9050 1894 (4).
// - The sample used across Aadhaar validators' documentation: 2341 2341 2346 (6).
const UIDAI_TEST_RESIDENTS = ['999941057058', '999971658847', '999933119405', '999955183433', '999990501894'];
const SAMPLE = '234123412346';

describe('Aadhaar number', () => {
  test.each([...UIDAI_TEST_RESIDENTS, SAMPLE])('%s is valid', (aadhaar) => {
    expect(isValidAadhaar(aadhaar)).toBe(true);
    expect(normaliseAadhaar(aadhaar)).toBe(aadhaar);
  });

  test('as printed, in groups of four, it is valid and stored as 12 digits', () => {
    expect(normaliseAadhaar('2341 2341 2346')).toBe(SAMPLE);
    expect(normaliseAadhaar(' 9999 4105 7058 ')).toBe('999941057058');
    expect(normaliseAadhaar('23412341 2346')).toBe(SAMPLE);
  });

  test.each(UIDAI_TEST_RESIDENTS)('%s with any other last digit is invalid', (aadhaar) => {
    for (const digit of '0123456789'.replace(aadhaar.charAt(11), '')) {
      expect(isValidAadhaar(aadhaar.slice(0, 11) + digit), aadhaar.slice(0, 11) + digit).toBe(false);
    }
  });

  test('one mistyped digit or two swapped neighbours are caught', () => {
    expect(isValidAadhaar('999941057068')).toBe(false);
    expect(isValidAadhaar('999941075058')).toBe(false);
    expect(isValidAadhaar('234123412347')).toBe(false);
  });

  test.each(['0', '1'])('a number starting with %s is never issued, even with a right check digit', (first) => {
    // 1234 1234 1234 and 0234 1234 1233: right Verhoeff check digits by both computations.
    const number = first === '1' ? '123412341234' : '023412341233';
    expect(hasVerhoeffCheckDigit(number)).toBe(true);
    expect(isValidAadhaar(number)).toBe(false);
  });

  test.each(['333333333333', '666666666666', '999999999999'])('%s, one digit repeated, is never issued though its check digit is right', (number) => {
    expect(hasVerhoeffCheckDigit(number)).toBe(true);
    expect(isValidAadhaar(number)).toBe(false);
    expect(isValidAadhaar('3333 3333 3333')).toBe(false);
    expect(maskedAadhaar(number)).toBeNull();
  });

  test('a number whose digits only mostly repeat is still valid when its check digit is right', () => {
    // 9999 9999 9981 and 2222 2222 2227: right Verhoeff check digits (1 and 7).
    for (const number of ['999999999981', '222222222227']) {
      expect(hasVerhoeffCheckDigit(number)).toBe(true);
      expect(isValidAadhaar(number)).toBe(true);
    }
  });

  test.each([
    ['11 digits', '23412341234'],
    ['13 digits', '2341234123460'],
    ['a letter', '2341234I2346'],
    ['groups of three', '234 123 412 346'],
    ['hyphens', '2341-2341-2346'],
    ['two spaces between groups', '2341  2341 2346'],
    ['a 16-digit Virtual ID', '2341234123412341'],
    ['empty', ''],
  ])('%s is invalid', (_why, aadhaar) => {
    expect(isValidAadhaar(aadhaar)).toBe(false);
  });

  test('a valid number followed by a megabyte is refused by its length', () => {
    expect(isValidAadhaar(SAMPLE + '2'.repeat(1_000_000))).toBe(false);
  });

  test('masked, only its last four digits remain, as in UIDAI\'s masked Aadhaar', () => {
    expect(maskedAadhaar('2341 2341 2346')).toBe('XXXX XXXX 2346');
    expect(maskedAadhaar('999941057058')).toBe('XXXX XXXX 7058');
    expect(maskedAadhaar('234123412347')).toBeNull();
  });

  test('the message names the number and its length', () => {
    expect(AADHAAR_MESSAGE).toBe('Please enter a valid 12-digit Aadhaar number.');
  });
});
