import { describe, expect, test } from 'vitest';
import { PAN_HOLDER_TYPES, PAN_MESSAGE, TEST_PAN, isValidPan, panHolderLetter } from '../../src/domain/identifiers/pan';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
// The holder statuses the Income Tax Department issues PANs to, by fourth letter.
const ISSUED_HOLDER_LETTERS = ['A', 'B', 'C', 'F', 'G', 'H', 'J', 'L', 'P', 'T'];

describe('PAN', () => {
  // The PANs inside the published GSTINs of gstin.test.ts: two companies (C) and a firm (F).
  test.each(['AAACR5055K', 'AAACT2727Q', 'AAPFU0939F'])('%s is valid', (pan) => {
    expect(isValidPan(pan)).toBe(true);
  });

  test('lower case with surrounding spaces is valid after normalising', () => {
    expect(isValidPan('  aaacr5055k ')).toBe(true);
    expect(isValidPan('AaAcR5055k')).toBe(true);
  });

  test.each([
    ['9 characters', 'AAACR5055'],
    ['4 letters then 5 characters', 'AAAC5055KK'],
    ['a digit first', '1AACR5055K'],
    ['11 characters', 'AAACR5055KK'],
    ['a letter among the digits', 'AAACR50S5K'],
    ['a digit last', 'AAACR50551'],
    ['a space inside', 'AAACR 5055K'],
    ['punctuation', 'AAACR-5055K'],
    ['empty', ''],
  ])('%s is invalid', (_why, pan) => {
    expect(isValidPan(pan)).toBe(false);
  });

  test.each(ISSUED_HOLDER_LETTERS)('fourth letter %s is a holder status: valid', (letter) => {
    expect(isValidPan(`ABC${letter}E1234F`)).toBe(true);
    expect(panHolderLetter(`ABC${letter}E1234F`)).toBe(letter);
  });

  test.each(LETTERS.filter((letter) => !ISSUED_HOLDER_LETTERS.includes(letter)))(
    'fourth letter %s is no holder status: invalid',
    (letter) => {
      expect(isValidPan(`ABC${letter}E1234F`)).toBe(false);
      expect(panHolderLetter(`ABC${letter}E1234F`)).toBeNull();
    },
  );

  test('the holder statuses are exactly the ten the department issues', () => {
    expect(Object.keys(PAN_HOLDER_TYPES).sort()).toEqual(ISSUED_HOLDER_LETTERS);
  });

  test('the serial 0000 is never issued; 0001 and 9999 are in range', () => {
    expect(isValidPan('ABCPE0000F')).toBe(false);
    expect(isValidPan('AAACR0000K')).toBe(false);
    expect(isValidPan('ABCPE0001F')).toBe(true);
    expect(isValidPan('ABCPE9999F')).toBe(true);
  });

  test("the spec's test PAN is always accepted, though its serial is 0000", () => {
    expect(isValidPan(TEST_PAN)).toBe(true);
    expect(isValidPan(` ${TEST_PAN.toLowerCase()} `)).toBe(true);
    expect(isValidPan('TESTP0000S')).toBe(false);
  });

  test("the message is the spec's", () => {
    expect(PAN_MESSAGE).toBe('Please enter a valid PAN number.');
  });
});
