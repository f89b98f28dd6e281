import { describe, expect, test } from 'vitest';
import { LLPIN_MESSAGE, isValidLlpin, normaliseLlpin } from '../../src/domain/identifiers/llpin';

describe('LLPIN', () => {
  test.each([
    ['AAB-1234', 'AAB-1234'],
    ['AAA1234', 'AAA-1234'],
    ['aab-1234', 'AAB-1234'],
    ['acf1009', 'ACF-1009'],
    ['  AAZ-0001 ', 'AAZ-0001'],
  ])('%j is valid and normalised to %s', (raw, normalised) => {
    expect(normaliseLlpin(raw)).toBe(normalised);
    expect(isValidLlpin(raw)).toBe(true);
  });

  test.each([
    ['2 letters', 'AA-1234'],
    ['5 digits', 'AAA-12345'],
    ['3 digits', 'AAA-123'],
    ['4 letters', 'AAAA-1234'],
    ['a digit among the letters', 'A1A-1234'],
    ['a letter among the digits', 'AAA-12B4'],
    ['a space instead of the hyphen', 'AAA 1234'],
    ['two hyphens', 'AAA--1234'],
    ['a CIN', 'L17110MH1973PLC019786'],
    ['empty', ''],
  ])('%s (%j) is invalid', (_why, raw) => {
    expect(normaliseLlpin(raw)).toBeNull();
    expect(isValidLlpin(raw)).toBe(false);
  });

  test('the message', () => {
    expect(LLPIN_MESSAGE).toBe('Please enter a valid LLPIN.');
  });
});
