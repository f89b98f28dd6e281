import { describe, expect, test } from 'vitest';
import { PINCODE_MESSAGE, isValidPincode } from '../../src/domain/identifiers/pincode';

describe('pincode', () => {
  test.each([
    ['110001', 'Delhi GPO'],
    ['400001', 'Mumbai GPO'],
    ['560001', 'Bengaluru GPO'],
    ['600001', 'Chennai GPO'],
    ['700001', 'Kolkata GPO'],
    ['999999', 'Army Postal Service range: a valid format'],
    ['900001', 'Army Postal Service range'],
  ])('%s (%s) is valid', (pincode) => {
    expect(isValidPincode(pincode)).toBe(true);
  });

  test('surrounding spaces are ignored', () => {
    expect(isValidPincode(' 411005 ')).toBe(true);
  });

  test.each([
    ['starts with 0', '012345'],
    ['5 digits', '11000'],
    ['7 digits', '1100011'],
    ['letters', 'ABCDEF'],
    ['a space inside', '110 001'],
    ['a hyphen inside', '110-001'],
    ['a decimal', '11000.1'],
    ['empty', ''],
  ])('%s (%j) is invalid', (_why, pincode) => {
    expect(isValidPincode(pincode)).toBe(false);
  });

  test('the message', () => {
    expect(PINCODE_MESSAGE).toBe('Please enter a valid 6-digit pincode.');
  });
});
