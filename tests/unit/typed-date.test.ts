import { describe, expect, test } from 'vitest';
import { parseTypedDate } from '../../src/domain/typed-date';

describe('a date typed by an agent', () => {
  test.each([
    ['15 Aug, 1990', '1990-08-15'],
    ['15 aug, 1990', '1990-08-15'],
    ['5 AUG 1990', '1990-08-05'],
    ['05/08/1990', '1990-08-05'],
    ['5/8/1990', '1990-08-05'],
    ['05-08-1990', '1990-08-05'],
    ['05.08.1990', '1990-08-05'],
    ['1990-08-05', '1990-08-05'],
    ['  29 Feb, 2000 ', '2000-02-29'],
  ])('%s is read day first, as %s', (typed, iso) => {
    expect(parseTypedDate(typed)).toBe(iso);
  });

  test.each([
    ['15 Aug, 19', 'a half-typed year'],
    ['15 Aug, 199', 'a three-digit year'],
    ['15 Aug', 'no year'],
    ['29 Feb, 1900', 'no such day'],
    ['31/04/1990', 'no such day'],
    ['13/13/1990', 'no such month'],
    ['08/15/1990', 'month first'],
    ['', 'nothing'],
    ['yesterday', 'words'],
  ])('%s is not a date yet (%s)', (typed) => {
    expect(parseTypedDate(typed)).toBeNull();
  });
});
