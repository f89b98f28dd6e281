import { describe, expect, test } from 'vitest';
import { BANK_ACCOUNT_LIMITS, bankMessages, isAccountTypeEligible, isValidAccountNumber, SAVINGS_TURNOVER_LIMIT } from '../../src/domain/bank-account';
import { NAME_MATCH_THRESHOLD, nameMatchScore, namesMatch, nameWords } from '../../src/domain/name-match';

// The bank account step's rules: the beneficiary name the bank returns against the PAN name, and
// which account types a merchant's turnover allows.

describe('name match', () => {
  test.each([
    // Case, punctuation and spacing.
    ['RAMESH KUMAR SHARMA', 'Ramesh Kumar Sharma'],
    ['RAMESH KUMAR SHARMA', 'ramesh  kumar-sharma.'],
    // Salutations and the firm prefix.
    ['MR RAMESH KUMAR SHARMA', 'RAMESH KUMAR SHARMA'],
    ['Smt. Lakshmi Devi', 'LAKSHMI DEVI'],
    ['SHRI MOHAN LAL', 'Mohan Lal'],
    ['M/S SAI KRUPA TRADERS', 'SAI KRUPA TRADERS'],
    ['m / s. Sai Krupa Traders', 'SAI KRUPA TRADERS'],
    ['Ms. Priya Nair', 'PRIYA NAIR'],
    // Initials for words, written apart or together.
    ['R K SHARMA', 'RAMESH KUMAR SHARMA'],
    ['R.K. SHARMA', 'RAMESH KUMAR SHARMA'],
    ['SHARMA RAMESH K', 'RAMESH KUMAR SHARMA'],
    // Word order.
    ['SHARMA RAMESH KUMAR', 'RAMESH KUMAR SHARMA'],
    // A middle name the bank left out.
    ['RAMESH SHARMA', 'RAMESH KUMAR SHARMA'],
    // Company words abbreviated.
    ['ACME TRADERS PVT LTD', 'ACME TRADERS PRIVATE LIMITED'],
    ['GUPTA & SONS', 'GUPTA AND SONS'],
    // A letter's difference in spelling.
    ['MOHAMMED IRFAN SHAIKH', 'MOHAMMAD IRFAN SHAIKH'],
  ])('%s matches %s', (bank, pan) => {
    expect(nameMatchScore(bank, pan)).toBeGreaterThanOrEqual(NAME_MATCH_THRESHOLD);
    expect(namesMatch(bank, pan)).toBe(true);
    expect(namesMatch(pan, bank)).toBe(true);
  });

  test.each([
    ['SUNDARAM VENKATESH PILLAI', 'RAMESH KUMAR SHARMA'],
    ['RAMESH VERMA', 'RAMESH SHARMA'],
    ['SURESH SHARMA', 'RAMESH SHARMA'],
    ['RAMESH', 'RAMESH KUMAR SHARMA'],
    ['P K SHARMA', 'RAMESH KUMAR SHARMA'],
    ['ACME TRADERS PVT LTD', 'APEX TRADERS PRIVATE LIMITED'],
    ['', 'RAMESH SHARMA'],
    ['MR', 'MR'],
  ])('%s does not match %s', (bank, pan) => {
    expect(nameMatchScore(bank, pan)).toBeLessThan(NAME_MATCH_THRESHOLD);
    expect(namesMatch(bank, pan)).toBe(false);
  });

  test('the same name scores 100, unrelated names 0, and an initial less than the word', () => {
    expect(nameMatchScore('Ramesh Kumar Sharma', 'SHARMA, RAMESH KUMAR')).toBe(100);
    expect(nameMatchScore('ANITA DESAI', 'RAMESH KUMAR')).toBe(0);
    expect(nameMatchScore('R SHARMA', 'RAMESH SHARMA')).toBeLessThan(100);
    expect(nameMatchScore('R SHARMA', 'RAMESH SHARMA')).toBeGreaterThan(nameMatchScore('SHARMA', 'RAMESH SHARMA'));
  });

  test('names are compared as words without titles and punctuation', () => {
    expect(nameWords('M/s. Gupta & Sons Pvt. Ltd.')).toEqual(['GUPTA', 'AND', 'SONS', 'PRIVATE', 'LIMITED']);
    expect(nameWords('Dr. A.P.J. Abdul Kalam')).toEqual(['A', 'P', 'J', 'ABDUL', 'KALAM']);
  });
});

describe('savings account and annual turnover', () => {
  test('a savings account is eligible up to 2000000 and not above', () => {
    expect(SAVINGS_TURNOVER_LIMIT).toBe(2000000);
    expect(isAccountTypeEligible('SAVINGS', 2000000)).toBe(true);
    expect(isAccountTypeEligible('SAVINGS', 1500000)).toBe(true);
    expect(isAccountTypeEligible('SAVINGS', 2000001)).toBe(false);
    expect(isAccountTypeEligible('SAVINGS', 50000000)).toBe(false);
  });

  test('a current account is eligible at any turnover, and an unknown turnover rules nothing out', () => {
    expect(isAccountTypeEligible('CURRENT', 50000000)).toBe(true);
    expect(isAccountTypeEligible('SAVINGS', null)).toBe(true);
  });

  test("the message is the spec's", () => {
    expect(bankMessages.savingsNotEligible).toBe('Saving account is not eligible for annual turnover greater than 2000000.');
  });
});

describe('account number', () => {
  test('takes exactly the lengths its limits give', () => {
    const { accountNumberMin: min, accountNumberMax: max } = BANK_ACCOUNT_LIMITS;
    expect([min - 1, min, max, max + 1].map((length) => isValidAccountNumber('7'.repeat(length)))).toEqual([false, true, true, false]);
  });

  test.each(['123456', '50100012345678', '000123456789012345', '5010 0012 3456 78'])('%s is an account number', (n) => {
    expect(isValidAccountNumber(n)).toBe(true);
  });
  test.each(['12345', '1234567890123456789', '50100A12345678', ''])('%s is not', (n) => {
    expect(isValidAccountNumber(n)).toBe(false);
  });
});
