import { describe, expect, test } from 'vitest';
import { CIN_COMPANY_TYPES, CIN_MESSAGE, CIN_MIN_YEAR, isValidCin } from '../../src/domain/identifiers/cin';

// A fixed "today": never the real clock.
const TODAY = new Date(2024, 5, 15, 12, 0, 0);

// CINs published by the companies themselves (annual reports, the MCA register).
const PUBLISHED = [
  ['L17110MH1973PLC019786', 'Reliance Industries'],
  ['L85110KA1981PLC013115', 'Infosys'],
  ['L22210MH1995PLC084781', 'Tata Consultancy Services'],
  ['U72200KA2009PTC049889', 'a private limited company'],
] as const;

describe('CIN', () => {
  test.each(PUBLISHED)('%s (%s) is valid', (cin) => {
    expect(isValidCin(cin, TODAY)).toBe(true);
  });

  test.each([...CIN_COMPANY_TYPES])('company type %s is accepted', (type) => {
    expect(isValidCin(`U74999DL2015${type}123456`, TODAY)).toBe(true);
  });

  test.each(['l17110mh1973plc019786', ' L17110MH1973PLC019786 ', '\tu72200ka2009ptc049889\n'])('%j is valid after normalising', (cin) => {
    expect(isValidCin(cin, TODAY)).toBe(true);
  });

  test('the year of incorporation runs from 1850 to the current year', () => {
    expect(CIN_MIN_YEAR).toBe(1850);
    expect(isValidCin('U17110MH1850PLC019786', TODAY)).toBe(true);
    expect(isValidCin('U17110MH1849PLC019786', TODAY)).toBe(false);
    expect(isValidCin('U17110MH2024PTC019786', TODAY)).toBe(true);
    expect(isValidCin('U17110MH2025PTC019786', TODAY)).toBe(false);
    // The bound moves with `today`.
    expect(isValidCin('U17110MH2025PTC019786', new Date(2025, 0, 1))).toBe(true);
  });

  test.each([
    ['20 characters', 'L17110MH1973PLC01978'],
    ['22 characters', 'L17110MH1973PLC0197860'],
    ['year 2099', 'L17110MH2099PLC019786'],
    ['unknown company type XYZ', 'L17110MH1973XYZ019786'],
    ['listing status other than L or U', 'X17110MH1973PLC019786'],
    ['4-digit industry code', 'L1711MH1973PLC0197860'],
    ['a digit in the state', 'L17110M11973PLC019786'],
    ['a letter in the registration number', 'L17110MH1973PLC01978A'],
    ['spaces inside', 'L17110 MH 1973 PLC 019786'],
    ['an LLPIN', 'AAB-1234'],
    ['empty', ''],
  ])('%s (%j) is invalid', (_why, cin) => {
    expect(isValidCin(cin, TODAY)).toBe(false);
  });

  test('the message', () => {
    expect(CIN_MESSAGE).toBe('Please enter a valid CIN.');
  });
});
