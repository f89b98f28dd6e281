import { describe, expect, test } from 'vitest';
import { IFSC_MESSAGE, isValidIfsc } from '../../src/domain/identifiers/ifsc';

// IFSCs of real branches, as published by the RBI.
const REAL_BRANCHES = [
  ['SBIN0000300', 'State Bank of India, Mumbai main branch'],
  ['HDFC0000001', 'HDFC Bank'],
  ['ICIC0000001', 'ICICI Bank'],
  ['UTIB0000004', 'Axis Bank'],
  ['KKBK0000958', 'Kotak Mahindra Bank'],
  ['PUNB0003100', 'Punjab National Bank'],
] as const;

describe('IFSC', () => {
  test.each(REAL_BRANCHES)('%s (%s) is valid', (ifsc) => {
    expect(isValidIfsc(ifsc)).toBe(true);
  });

  test('the branch code may contain letters', () => {
    expect(isValidIfsc('HDFC0CAGSBK')).toBe(true);
    expect(isValidIfsc('YESB0ABCD12')).toBe(true);
  });

  test.each(['sbin0000300', 'Sbin0000300', '  SBIN0000300 ', '\tutib0000004\n'])('%j is valid after normalising', (ifsc) => {
    expect(isValidIfsc(ifsc)).toBe(true);
  });

  test.each([
    ['fifth character not 0', 'SBIN1000300'],
    ['fifth character the letter O', 'SBINO000300'],
    ['10 characters', 'SBIN000030'],
    ['12 characters', 'SBIN00003000'],
    ['a digit in the bank code', 'SB1N0000300'],
    ['3-letter bank code', 'SBI00000300'],
    ['a space inside', 'SBIN 0000300'],
    ['a hyphen inside', 'SBIN-0000300'],
    ['punctuation in the branch code', 'SBIN000030/'],
    ['empty', ''],
  ])('%s (%j) is invalid', (_why, ifsc) => {
    expect(isValidIfsc(ifsc)).toBe(false);
  });

  test('the message', () => {
    expect(IFSC_MESSAGE).toBe('Please enter a valid IFSC code.');
  });
});
