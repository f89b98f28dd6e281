import { describe, expect, test } from 'vitest';
import { GSTIN_CHECK_MESSAGE, GSTIN_MESSAGE, TEST_GSTIN, gstinCheckCharacter, gstinProblem, isValidGstin, panOfGstin } from '../../src/domain/identifiers/gstin';

// GSTINs published by the companies themselves (invoices, annual reports).
const PUBLISHED = [
  ['27AAACR5055K1Z7', 'Reliance Industries, Maharashtra'],
  ['27AAACT2727Q1ZW', 'Tata Motors, Maharashtra'],
  ['24AAACC1206D1ZM', 'Gujarat registration'],
  ['27AAPFU0939F1ZV', 'Maharashtra firm'],
] as const;

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('GSTIN', () => {
  test.each(PUBLISHED)('%s (%s) is valid', (gstin) => {
    expect(gstinProblem(gstin)).toBeNull();
    expect(isValidGstin(gstin)).toBe(true);
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin.charAt(14));
  });

  test.each(PUBLISHED)('%s with any other last character is a check-character problem', (gstin) => {
    for (const other of CHARSET.replace(gstin.charAt(14), '')) {
      const nearMiss = gstin.slice(0, 14) + other;
      expect(gstinProblem(nearMiss), nearMiss).toBe('checkCharacter');
      expect(isValidGstin(nearMiss)).toBe(false);
    }
  });

  test('a single changed character in the body is caught by the check character', () => {
    const [gstin] = PUBLISHED[0];
    // R -> S in the PAN block keeps the format but not the checksum.
    expect(gstinProblem(gstin.replace('AAACR', 'AAACS'))).toBe('checkCharacter');
    // Two digits swapped.
    expect(gstinProblem(gstin.replace('5055', '5505'))).toBe('checkCharacter');
  });

  test.each(['00', '38', '99'])('state code %s is a format problem', (state) => {
    expect(gstinProblem(`${state}AAACR5055K1Z7`)).toBe('format');
  });

  test.each(['01', '09', '10', '29', '37'])('state code %s is in range', (state) => {
    const first14 = `${state}AAACR5055K1Z`;
    expect(gstinProblem(first14 + gstinCheckCharacter(first14))).toBeNull();
  });

  test('lower case and surrounding spaces are accepted after normalising', () => {
    expect(gstinProblem('27aaacr5055k1z7')).toBeNull();
    expect(gstinProblem('  27AAACR5055K1Z7 ')).toBeNull();
    expect(gstinProblem('\t27aaact2727q1zw\n')).toBeNull();
  });

  test.each([
    ['14 characters', '27AAACR5055K1Z'],
    ['16 characters', '27AAACR5055K1Z77'],
    ['no Z in position 14', '27AAACR5055K1A7'],
    ['entity number 0', '27AAACR5055K0Z7'],
    ['digit where the PAN has a letter', '27AAAC15055K1Z7'],
    ['letter where the PAN has a digit', '27AAACRA055K1Z7'],
    ['a space inside', '27AAACR 5055K1Z7'],
    ['empty', ''],
  ])('%s is a format problem', (_why, gstin) => {
    expect(gstinProblem(gstin)).toBe('format');
    expect(isValidGstin(gstin)).toBe(false);
  });

  test('the PAN inside is held to the PAN rule: a holder status letter and a serial other than 0000', () => {
    // Right shape and right check character, but X is no holder status and 0000 no serial.
    for (const first14 of ['27AAAXR5055K1Z', '27AAACR0000K1Z']) {
      const gstin = first14 + gstinCheckCharacter(first14);
      expect(gstinProblem(gstin), gstin).toBe('format');
      expect(isValidGstin(gstin)).toBe(false);
    }
    for (const first14 of ['27AAAFR5055K1Z', '27AAACR0001K1Z']) {
      expect(gstinProblem(first14 + gstinCheckCharacter(first14)), first14).toBeNull();
    }
  });

  test("a GSTIN carrying the spec's test PAN is held to its check character like any other", () => {
    const first14 = '29TESTP0000T1Z';
    expect(gstinProblem(first14 + gstinCheckCharacter(first14))).toBeNull();
    expect(gstinProblem(`${first14}${gstinCheckCharacter(first14) === 'A' ? 'B' : 'A'}`)).toBe('checkCharacter');
  });

  test("the spec's test GSTIN is always accepted, though its check character is not computed", () => {
    expect(TEST_GSTIN).toBe('27TESTP0000T1ZZ');
    expect(gstinCheckCharacter(TEST_GSTIN.slice(0, 14))).not.toBe('Z');
    expect(isValidGstin(TEST_GSTIN)).toBe(true);
    expect(isValidGstin(TEST_GSTIN.toLowerCase())).toBe(true);
    expect(isValidGstin('27TESTP0000T1ZY')).toBe(false);
  });

  test('the PAN inside a GSTIN', () => {
    expect(panOfGstin(' 27aaacr5055k1z7 ')).toBe('AAACR5055K');
  });

  test("the message is the spec's for a GSTIN, not the one of the field that takes a PAN or a GSTIN", () => {
    expect(GSTIN_MESSAGE).toBe('Invalid GST Number format');
  });

  test('the check-character message is distinct from the format message', () => {
    expect(GSTIN_CHECK_MESSAGE).toBe('The GSTIN check character is wrong. Please re-check the GSTIN.');
    expect(GSTIN_CHECK_MESSAGE).not.toBe(GSTIN_MESSAGE);
  });
});
