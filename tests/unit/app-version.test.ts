import { describe, expect, test } from 'vitest';
import { compareVersions, isAppVersion } from '../../src/domain/app-version';

describe('compareVersions', () => {
  test.each([
    ['1.10.0', '1.9.3', 1],
    ['0.2.0', '0.1.9', 1],
    ['0.1.0', '0.0.9', 1],
    ['2.0.0', '1.99.99', 1],
    ['1.0.0', '1.0.0', 0],
    ['1.0', '1.0.0', 0],
    ['1', '1.0.0', 0],
    ['1.0.1', '1.0', 1],
    ['0.0.9', '0.1.0', -1],
    ['1.9.3', '1.10.0', -1],
  ] as const)('%s vs %s is %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
    expect(compareVersions(b, a)).toBe(-expected || 0);
  });

  test('sorts a release list numerically, not as text', () => {
    const versions = ['0.10.0', '0.2.0', '0.1.0', '1.0.0', '0.9.1'];
    expect([...versions].sort(compareVersions)).toEqual(['0.1.0', '0.2.0', '0.9.1', '0.10.0', '1.0.0']);
  });

  test('a part that is not a number counts as 0', () => {
    expect(compareVersions('1.x.0', '1.0.0')).toBe(0);
    expect(compareVersions('1.2.3-beta', '1.2.3')).toBe(0);
  });
});

describe('isAppVersion', () => {
  test.each(['1', '1.4.2', '10.0.0.12345'])('%s is a version', (value) => expect(isAppVersion(value)).toBe(true));
  test.each(['', '1.', '.1', '1..2', 'v1.2', '1.2.3.4.5', '123456', '1.2-beta'])('%j is not', (value) => expect(isAppVersion(value)).toBe(false));
});
