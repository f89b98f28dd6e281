import { describe, expect, test } from 'vitest';
import { hasLuhnCheckDigit } from '../../src/domain/identifiers/luhn';
import { VOTER_ID_MESSAGE, isValidVoterId } from '../../src/domain/identifiers/voter-id';

// Vectors: WKH1186253 and WKH1186263 are python-stdnum's (stdnum.in_.epic); the others carry their
// Luhn check digit, worked out by hand.
describe('voter ID (EPIC number)', () => {
  // The last three are the README's voter IDs for the sandbox document reader's endings.
  test.each(['WKH1186253', 'YHA1234566', 'ABC0000018', 'ZZZ9999996', 'YHA0041111', 'YHA0082222', 'YHA0023333'])('%s is valid', (epic) => {
    expect(isValidVoterId(epic)).toBe(true);
  });

  test('lower case with surrounding spaces is valid after normalising', () => {
    expect(isValidVoterId(' wkh1186253 ')).toBe(true);
  });

  test.each([
    ['a wrong check digit', 'WKH1186263'],
    ['two digits swapped', 'WKH1182653'],
    ['the check digit of another serial', 'YHA1234567'],
    ['two letters', 'WK11862530'],
    ['four letters', 'WKHA186253'],
    ['six digits', 'WKH118625'],
    ['eight digits', 'WKH11862530'],
    ['a letter among the digits', 'WKH11862O3'],
    ['digits first', '1186253WKH'],
    ['a space inside', 'WKH 1186253'],
    ['a hyphen inside', 'WKH-1186253'],
    ['empty', ''],
  ])('%s is invalid', (_why, epic) => {
    expect(isValidVoterId(epic)).toBe(false);
  });

  test('a valid number followed by a megabyte is refused by its length', () => {
    expect(isValidVoterId(`WKH1186253${'1'.repeat(1_000_000)}`)).toBe(false);
  });

  test('the message names the card', () => {
    expect(VOTER_ID_MESSAGE).toBe('Please enter a valid voter ID (EPIC) number.');
  });
});

describe('Luhn check digit', () => {
  test.each(['79927398713', '4539578763621486', '0'])('%s ends in its check digit', (digits) => {
    expect(hasLuhnCheckDigit(digits)).toBe(true);
  });

  test.each(['79927398710', '4539578763621487', '', '12a4'])('%s does not', (digits) => {
    expect(hasLuhnCheckDigit(digits)).toBe(false);
  });
});
