import { describe, expect, test } from 'vitest';
import { PASSPORT_MESSAGE, isValidPassport } from '../../src/domain/identifiers/passport';

// An Indian passport number is a letter and seven digits. The module applies no narrower rule (see
// its header), so the letters Q, X and Z and a leading zero are accepted too.
describe('Indian passport number', () => {
  test.each(['K1234567', 'A0123456', 'Q1234567', 'X7654321', 'Z1234567'])('%s is valid', (passport) => {
    expect(isValidPassport(passport)).toBe(true);
  });

  test('lower case with surrounding spaces is valid after normalising', () => {
    expect(isValidPassport(' k1234567 ')).toBe(true);
  });

  test.each([
    ['six digits', 'K123456'],
    ['eight digits', 'K12345678'],
    ['two letters', 'KL234567'],
    ['a digit first', '11234567'],
    ['a letter last', 'K123456A'],
    ['a space inside', 'K 1234567'],
    ['empty', ''],
  ])('%s is invalid', (_why, passport) => {
    expect(isValidPassport(passport)).toBe(false);
  });

  test('a valid number followed by a megabyte is refused by its length', () => {
    expect(isValidPassport(`K1234567${'1'.repeat(1_000_000)}`)).toBe(false);
  });

  test('the message names the passport', () => {
    expect(PASSPORT_MESSAGE).toBe('Please enter a valid passport number.');
  });
});
