import { describe, expect, test } from 'vitest';
import { VID_MESSAGE, isValidVid, normaliseVid } from '../../src/domain/identifiers/aadhaar';
import { hasVerhoeffCheckDigit } from '../../src/domain/identifiers/verhoeff';

// UIDAI publishes no sample Virtual IDs; these two are the ones Virtual ID validators document
// (python-stdnum's in_.vid and the aadhaar-validator package). Each was checked twice, with the
// module and with the separate Verhoeff of tests/unit/verhoeff.test.ts: last digits 1 and 9.
const DOCUMENTED = ['2341234123412341', '2345234523436129'];

describe('Aadhaar Virtual ID', () => {
  test.each(DOCUMENTED)('%s is valid', (vid) => {
    expect(isValidVid(vid)).toBe(true);
    expect(normaliseVid(vid)).toBe(vid);
  });

  test('in groups of four it is valid and stored as 16 digits', () => {
    expect(normaliseVid('2341 2341 2341 2341')).toBe('2341234123412341');
    expect(normaliseVid(' 2345 2345 2343 6129 ')).toBe('2345234523436129');
  });

  test.each(DOCUMENTED)('%s with any other last digit is invalid', (vid) => {
    for (const digit of '0123456789'.replace(vid.charAt(15), '')) {
      expect(isValidVid(vid.slice(0, 15) + digit), vid.slice(0, 15) + digit).toBe(false);
    }
  });

  test('two swapped neighbours are caught', () => {
    expect(isValidVid('2345234523463129')).toBe(false);
  });

  test.each(['3333333333333333', '6666666666666666'])('%s, one digit repeated, is no Virtual ID though its check digit is right', (vid) => {
    expect(hasVerhoeffCheckDigit(vid)).toBe(true);
    expect(isValidVid(vid)).toBe(false);
  });

  test.each([
    ['15 digits', '234123412341234'],
    ['17 digits', '23412341234123411'],
    ['a 12-digit Aadhaar number', '234123412346'],
    ['a letter', '234123412341234I'],
    ['hyphens', '2341-2341-2341-2341'],
    ['empty', ''],
  ])('%s is invalid', (_why, vid) => {
    expect(isValidVid(vid)).toBe(false);
  });

  test('a valid Virtual ID followed by a megabyte is refused by its length', () => {
    expect(isValidVid(DOCUMENTED[0] + '1'.repeat(1_000_000))).toBe(false);
  });

  test('the message names the Virtual ID and its length', () => {
    expect(VID_MESSAGE).toBe('Please enter a valid 16-digit Virtual ID.');
  });
});
