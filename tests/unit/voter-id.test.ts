import { describe, expect, test } from 'vitest';
import { VOTER_ID_MESSAGE, isValidVoterId } from '../../src/domain/identifiers/voter-id';

// The Election Commission publishes no check digit for EPIC numbers, so the module checks the shape
// only and these vectors are made up: any three letters and seven digits are a voter ID.
describe('voter ID (EPIC number)', () => {
  test.each(['YHA1234567', 'ABC0000001', 'ZZZ9999999'])('%s is valid', (epic) => {
    expect(isValidVoterId(epic)).toBe(true);
  });

  test('lower case with surrounding spaces is valid after normalising', () => {
    expect(isValidVoterId(' yha1234567 ')).toBe(true);
  });

  test.each([
    ['two letters', 'YH12345678'],
    ['four letters', 'YHAB123456'],
    ['six digits', 'YHA123456'],
    ['eight digits', 'YHA12345678'],
    ['a letter among the digits', 'YHA12345O7'],
    ['digits first', '1234567YHA'],
    ['a space inside', 'YHA 1234567'],
    ['a hyphen inside', 'YHA-1234567'],
    ['empty', ''],
  ])('%s is invalid', (_why, epic) => {
    expect(isValidVoterId(epic)).toBe(false);
  });

  test('a valid number followed by a megabyte is refused by its length', () => {
    expect(isValidVoterId(`YHA1234567${'1'.repeat(1_000_000)}`)).toBe(false);
  });

  test('the message names the card', () => {
    expect(VOTER_ID_MESSAGE).toBe('Please enter a valid voter ID (EPIC) number.');
  });
});
