import { describe, expect, test } from 'vitest';
import { hasVerhoeffCheckDigit, verhoeffCheckDigit } from '../../src/domain/identifiers/verhoeff';

// A second Verhoeff, built from the definition of the dihedral group D5 instead of the tables the
// module copies: digits 0-4 are the rotations r^k, 5-9 the reflections s r^k. If a table entry had
// been mistyped, the two would disagree somewhere below.
function d5Multiply(j: number, k: number): number {
  if (j < 5 && k < 5) return (j + k) % 5;
  if (j < 5) return 5 + ((j + k) % 5);
  if (k < 5) return 5 + ((((j - k) % 5) + 5) % 5);
  return (((j - k) % 5) + 5) % 5;
}
const D5_INVERSE = (j: number): number => (j < 5 ? (5 - j) % 5 : j);
// Verhoeff's position permutation, 0->1->5->8->9->4->2->7->0 and 3<->6, applied `times` times.
const STEP = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4];
function permute(times: number, digit: number): number {
  let result = digit;
  for (let i = 0; i < times % 8; i++) result = STEP[result] ?? result;
  return result;
}
function independentCheckDigit(payload: string): string {
  let check = 0;
  [...payload].reverse().forEach((digit, i) => (check = d5Multiply(check, permute(i + 1, Number(digit)))));
  return String(D5_INVERSE(check));
}

/** A deterministic spread of digit strings of the given length. */
function sampleDigits(length: number, count: number): string[] {
  let seed = length;
  return Array.from({ length: count }, () => {
    let digits = '';
    for (let i = 0; i < length; i++) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      digits += String(seed % 10);
    }
    return digits;
  });
}

describe('Verhoeff check digit', () => {
  // Published vectors: 236 -> 2363 (the worked example of Verhoeff's scheme on Wikipedia) and
  // 12345 -> 123451 (the verhoeff crate's documentation). The independent computation above gives
  // the same digits, as the last test checks.
  test.each([
    ['236', '3'],
    ['12345', '1'],
  ])('%s gets check digit %s', (payload, digit) => {
    expect(verhoeffCheckDigit(payload)).toBe(digit);
    expect(independentCheckDigit(payload)).toBe(digit);
    expect(hasVerhoeffCheckDigit(payload + digit)).toBe(true);
  });

  test('agrees with the group-theoretic definition on every payload of up to three digits', () => {
    for (let n = 0; n < 1000; n++) {
      for (const payload of [String(n), String(n).padStart(3, '0')]) {
        expect(verhoeffCheckDigit(payload), payload).toBe(independentCheckDigit(payload));
      }
    }
  });

  test.each([11, 15])('agrees with it on %i-digit payloads (Aadhaar, Virtual ID)', (length) => {
    for (const payload of sampleDigits(length, 500)) {
      expect(verhoeffCheckDigit(payload), payload).toBe(independentCheckDigit(payload));
    }
  });

  test('exactly one last digit passes the check', () => {
    for (const payload of sampleDigits(11, 50)) {
      const passing = '0123456789'.split('').filter((digit) => hasVerhoeffCheckDigit(payload + digit));
      expect(passing).toEqual([verhoeffCheckDigit(payload)]);
    }
  });

  test('catches every single wrong digit and every swap of two different neighbours', () => {
    for (const payload of sampleDigits(11, 40)) {
      const number = payload + verhoeffCheckDigit(payload);
      for (let i = 0; i < number.length; i++) {
        for (const digit of '0123456789') {
          if (digit === number.charAt(i)) continue;
          expect(hasVerhoeffCheckDigit(number.slice(0, i) + digit + number.slice(i + 1))).toBe(false);
        }
        const next = number.charAt(i + 1);
        if (next !== '' && next !== number.charAt(i)) {
          expect(hasVerhoeffCheckDigit(number.slice(0, i) + next + number.charAt(i) + number.slice(i + 2))).toBe(false);
        }
      }
    }
  });

  test('only digits are checked', () => {
    expect(hasVerhoeffCheckDigit('')).toBe(false);
    expect(hasVerhoeffCheckDigit('236a')).toBe(false);
    expect(hasVerhoeffCheckDigit('2363 ')).toBe(false);
    expect(() => verhoeffCheckDigit('23 6')).toThrow();
  });
});
