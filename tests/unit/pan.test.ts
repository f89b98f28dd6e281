import { describe, expect, test } from 'vitest';
import { PAN_MESSAGE, TEST_PAN, isValidPan } from '../../src/domain/identifiers/pan';

describe('PAN', () => {
  test.each(['AAACR5055K', 'AAACT2727Q', 'AAPFU0939F', 'ABCDE1234F'])('%s is valid', (pan) => {
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

  test("the spec's test PAN is always accepted", () => {
    expect(isValidPan(TEST_PAN)).toBe(true);
    expect(isValidPan(` ${TEST_PAN.toLowerCase()} `)).toBe(true);
  });

  test("the message is the spec's", () => {
    expect(PAN_MESSAGE).toBe('Please enter a valid PAN number.');
  });
});
