import { describe, expect, test } from 'vitest';
import { PLACEHOLDER_DELAY_MS, PLACEHOLDER_MIN_DISPLAY_MS, placeholderTiming } from '../../src/domain/placeholder-timing';

describe('placeholderTiming (300 ms delay, 700 ms minimum display)', () => {
  test('the spec constants', () => {
    expect(PLACEHOLDER_DELAY_MS).toBe(300);
    expect(PLACEHOLDER_MIN_DISPLAY_MS).toBe(700);
  });

  test('while loading, nothing shows for the first 300 ms, then the placeholder', () => {
    expect(placeholderTiming(1000, null, 1000)).toEqual({ view: 'blank', nextChangeAt: 1300 });
    expect(placeholderTiming(1000, null, 1299)).toEqual({ view: 'blank', nextChangeAt: 1300 });
    expect(placeholderTiming(1000, null, 1300)).toEqual({ view: 'placeholder', nextChangeAt: null });
    expect(placeholderTiming(1000, null, 60_000)).toEqual({ view: 'placeholder', nextChangeAt: null });
  });

  test('a screen that arrives within 300 ms shows at once and the placeholder never appears', () => {
    expect(placeholderTiming(1000, 1000, 1000)).toEqual({ view: 'content', nextChangeAt: null });
    expect(placeholderTiming(1000, 1299, 1299)).toEqual({ view: 'content', nextChangeAt: null });
    expect(placeholderTiming(1000, 1299, 5000)).toEqual({ view: 'content', nextChangeAt: null });
  });

  test('once shown, the placeholder stays 700 ms even when the screen arrives just after it appeared', () => {
    expect(placeholderTiming(1000, 1301, 1301)).toEqual({ view: 'placeholder', nextChangeAt: 2000 });
    expect(placeholderTiming(1000, 1301, 1999)).toEqual({ view: 'placeholder', nextChangeAt: 2000 });
    expect(placeholderTiming(1000, 1301, 2000)).toEqual({ view: 'content', nextChangeAt: null });
  });

  test('a load at exactly 300 ms counts as after the placeholder appeared', () => {
    expect(placeholderTiming(1000, 1300, 1300)).toEqual({ view: 'placeholder', nextChangeAt: 2000 });
  });

  test('a slow screen shows as soon as it arrives when the placeholder has been up 700 ms already', () => {
    expect(placeholderTiming(1000, 4000, 4000)).toEqual({ view: 'content', nextChangeAt: null });
  });
});
