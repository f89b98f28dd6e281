import { describe, expect, test } from 'vitest';
import {
  ACCESS_COOKIE_DAYS,
  ACCESS_TOKEN_TTL_SECONDS,
  LONG_COOKIE_DAYS,
  PARTNER_USER_TYPE,
  REFRESH_FAILURE_REDIRECT_MS,
  REFRESH_TOKEN_TTL_SECONDS,
  isIssuedToday,
  localDay,
} from '../../src/domain/session-rules';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

describe('session lifetimes (spec section 9)', () => {
  test('access 15 days, refresh 30 days, redirect after 1 s', () => {
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(15 * 86400);
    expect(REFRESH_TOKEN_TTL_SECONDS).toBe(30 * 86400);
    expect(ACCESS_COOKIE_DAYS).toBe(15);
    expect(LONG_COOKIE_DAYS).toBe(30);
    expect(REFRESH_FAILURE_REDIRECT_MS).toBe(1000);
    expect(PARTNER_USER_TYPE).toBe('PowerPartner');
  });
});

describe('daily forced re-login', () => {
  // Local times, so the tests hold in any time zone.
  const morning = new Date(2026, 10, 21, 0, 0, 5);
  const evening = new Date(2026, 10, 21, 23, 59, 50);
  const nextMidnight = new Date(2026, 10, 22, 0, 0, 1);

  test('a session issued earlier the same day is kept', () => {
    expect(isIssuedToday(seconds(morning), evening)).toBe(true);
    expect(isIssuedToday(seconds(evening), evening)).toBe(true);
  });

  test('a session issued yesterday is not', () => {
    expect(isIssuedToday(seconds(evening), nextMidnight)).toBe(false);
    expect(isIssuedToday(seconds(morning), new Date(2026, 10, 22, 12))).toBe(false);
  });

  test('the same day of another month or year is another day', () => {
    expect(isIssuedToday(seconds(morning), new Date(2026, 11, 21, 9))).toBe(false);
    expect(isIssuedToday(seconds(morning), new Date(2027, 10, 21, 9))).toBe(false);
  });

  test('a session issued in the future (a clock set back) is not today either', () => {
    expect(isIssuedToday(seconds(nextMidnight), evening)).toBe(false);
  });

  test('localDay formats the local calendar day', () => {
    expect(localDay(seconds(new Date(2026, 0, 5, 13)))).toBe('2026-01-05');
    expect(localDay(seconds(evening))).toBe('2026-11-21');
  });
});
