import { describe, expect, test } from 'vitest';
import { DATE_MESSAGE, MIN_YEAR, isEmptyDate, isValidPastDate } from '../../src/domain/dates';

// A fixed "today", in local time: never the real clock.
const TODAY = new Date(2024, 5, 15, 10, 30, 0); // 15 June 2024

describe('isValidPastDate', () => {
  test.each([
    ['yesterday', '2024-06-14'],
    ['the first day of the minimum year', '1900-01-01'],
    ['29 February in a leap year', '2024-02-29'],
    ['29 February in a century leap year', '2000-02-29'],
    ['31 December of last year', '2023-12-31'],
    ['surrounding spaces', ' 2024-06-14 '],
  ])('%s (%j) is accepted', (_why, date) => {
    expect(isValidPastDate(date, TODAY)).toBe(true);
  });

  test.each([
    ['today', '2024-06-15'],
    ['tomorrow', '2024-06-16'],
    ['next year', '2025-01-01'],
    ['the day before the minimum year', '1899-12-31'],
    ['29 February in a common year', '2023-02-29'],
    ['29 February in 1900 (not a leap year)', '1900-02-29'],
    ['30 February', '2023-02-30'],
    ['31 April', '2023-04-31'],
    ['month 13', '2023-13-01'],
    ['month 00', '2023-00-10'],
    ['day 00', '2023-05-00'],
    ['day 32', '2023-05-32'],
    ['not a date', 'not a date'],
    ['day first', '14-06-2024'],
    ['slashes', '2024/06/14'],
    ['no zero padding', '2024-6-14'],
    ['a date-time', '2024-06-14T10:00:00Z'],
    ['a 2-digit year', '24-06-14'],
    ['empty', ''],
    ['spaces', '   '],
  ])('%s (%j) is rejected', (_why, date) => {
    expect(isValidPastDate(date, TODAY)).toBe(false);
  });

  test('today is rejected whatever the time of day', () => {
    expect(isValidPastDate('2024-06-15', new Date(2024, 5, 15, 0, 0, 0))).toBe(false);
    expect(isValidPastDate('2024-06-15', new Date(2024, 5, 15, 23, 59, 59))).toBe(false);
    expect(isValidPastDate('2024-06-14', new Date(2024, 5, 15, 0, 0, 0))).toBe(true);
    expect(isValidPastDate('2024-06-14', new Date(2024, 5, 15, 23, 59, 59))).toBe(true);
  });

  test('Date objects are compared by local calendar day', () => {
    expect(isValidPastDate(new Date(2024, 5, 14, 23, 59), TODAY)).toBe(true);
    expect(isValidPastDate(new Date(2024, 5, 15, 0, 0), TODAY)).toBe(false);
    expect(isValidPastDate(new Date(2024, 5, 16), TODAY)).toBe(false);
    expect(isValidPastDate(new Date(1900, 0, 1), TODAY)).toBe(true);
    expect(isValidPastDate(new Date(1899, 11, 31), TODAY)).toBe(false);
    expect(isValidPastDate(new Date('not a date'), TODAY)).toBe(false);
  });

  test('an invalid today rejects everything', () => {
    expect(isValidPastDate('2000-01-01', new Date(Number.NaN))).toBe(false);
  });

  test("the constants are the spec's", () => {
    expect(MIN_YEAR).toBe(1900);
    expect(DATE_MESSAGE).toBe('Please enter a valid date.');
  });
});

describe('isEmptyDate', () => {
  test.each([
    ['empty string', ''],
    ['null', null],
    ['undefined', undefined],
  ])('%s is empty', (_why, value) => {
    expect(isEmptyDate(value)).toBe(true);
  });

  test.each([
    ['a date', '2024-06-14'],
    ['a Date', new Date(2024, 5, 14)],
    ['spaces', ' '],
    ['zero', 0],
    ['false', false],
  ])('%s is not empty', (_why, value) => {
    expect(isEmptyDate(value)).toBe(false);
  });
});
