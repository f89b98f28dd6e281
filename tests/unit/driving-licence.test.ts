import { describe, expect, test } from 'vitest';
import {
  DRIVING_LICENCE_MESSAGE,
  DRIVING_LICENCE_REQUIRED_MESSAGE,
  DRIVING_LICENCE_STATE_CODES,
  isValidDrivingLicence,
  normaliseDrivingLicence,
} from '../../src/domain/identifiers/driving-licence';

const TODAY = new Date(2025, 5, 15);

describe('driving licence number', () => {
  test.each([
    ['MH-12 2011 0062821', 'MH1220110062821'],
    ['DL0420110149646', 'DL0420110149646'],
    ['MH12 20110062821', 'MH1220110062821'],
    ['MH-1220110062821', 'MH1220110062821'],
    ['KA-05-2021-0045678', 'KA0520210045678'],
    [' tn 09 2019 0001234 ', 'TN0920190001234'],
  ])('%s is valid and stored as %s', (typed, compact) => {
    expect(normaliseDrivingLicence(typed, TODAY)).toBe(compact);
    expect(isValidDrivingLicence(typed, TODAY)).toBe(true);
  });

  test('every state and union territory of the current table has a code', () => {
    // 28 states and 8 union territories.
    const current = ['AN', 'AP', 'AR', 'AS', 'BR', 'CG', 'CH', 'DD', 'DL', 'GA', 'GJ', 'HP', 'HR', 'JH', 'JK', 'KA', 'KL', 'LA', 'LD', 'MH', 'ML', 'MN', 'MP', 'MZ', 'NL', 'OD', 'PB', 'PY', 'RJ', 'SK', 'TG', 'TN', 'TR', 'UK', 'UP', 'WB'];
    expect(current).toHaveLength(36);
    for (const code of current) expect(isValidDrivingLicence(`${code}0120150001234`, TODAY), code).toBe(true);
  });

  test.each(['TS', 'OR', 'UA', 'DN'])('the earlier code %s is still on licences in use', (code) => {
    expect(isValidDrivingLicence(`${code}0120050001234`, TODAY)).toBe(true);
  });

  test.each(['XX', 'IN', 'BH', 'ZZ'])('%s is no state code', (code) => {
    expect(DRIVING_LICENCE_STATE_CODES.has(code)).toBe(false);
    expect(isValidDrivingLicence(`${code}1220110062821`, TODAY)).toBe(false);
  });

  test('the year of issue runs from 1900 to this year', () => {
    expect(isValidDrivingLicence('MH1219000062821', TODAY)).toBe(true);
    expect(isValidDrivingLicence('MH1218990062821', TODAY)).toBe(false);
    expect(isValidDrivingLicence('MH1220250062821', TODAY)).toBe(true);
    expect(isValidDrivingLicence('MH1220260062821', TODAY)).toBe(false);
    expect(isValidDrivingLicence('MH1220260062821', new Date(2026, 0, 1))).toBe(true);
  });

  test.each([
    ['a six-digit serial', 'MH12 2011 006282'],
    ['an eight-digit serial', 'MH12 2011 00628210'],
    ['a one-digit RTO code', 'MH1 2011 0062821'],
    ['a three-digit year', 'MH12 211 0062821'],
    ['a letter in the RTO code', 'MHA220110062821'],
    ['a digit in the state code', 'M11220110062821'],
    ['a slash', 'MH12/20110062821'],
    ['empty', ''],
  ])('%s is invalid', (_why, licence) => {
    expect(isValidDrivingLicence(licence, TODAY)).toBe(false);
  });

  test('separators may not stretch it beyond 20 characters', () => {
    expect(isValidDrivingLicence('MH - 12 - 2011 - 0062821', TODAY)).toBe(false);
    expect(isValidDrivingLicence(`MH1220110062821${' '.repeat(1_000_000)}x`, TODAY)).toBe(false);
  });

  test("an empty number gets the spec's words; a wrong one says so", () => {
    expect(DRIVING_LICENCE_REQUIRED_MESSAGE).toBe('Please enter the driving license registration number.');
    expect(DRIVING_LICENCE_MESSAGE).toBe('Please enter a valid driving license number.');
  });
});
