// Verhoeff's decimal check digit (1969), which UIDAI puts at the end of Aadhaar numbers and Virtual
// IDs. Unlike a sum of digits it catches every single wrong digit and every swap of two neighbours,
// the two slips a person copying a number off a card makes most.

// Multiplication in the dihedral group D5 (digits 0-4 are its rotations, 5-9 its reflections).
const MULTIPLY: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];

// Row i is the permutation (1 5 8 9 4 2 7 0)(3 6) applied i times; it repeats after eight positions.
const PERMUTE: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

const INVERSE: readonly number[] = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

const DIGITS = /^[0-9]+$/;

/** The running check over `digits`, the rightmost taking position `firstPosition`. */
function checksum(digits: string, firstPosition: number): number {
  let check = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits.charAt(digits.length - 1 - i));
    check = MULTIPLY[check]?.[PERMUTE[(i + firstPosition) % 8]?.[digit] ?? 0] ?? 0;
  }
  return check;
}

/** The digit to append to `payload` (digits only) so that the whole passes the Verhoeff check. */
export function verhoeffCheckDigit(payload: string): string {
  if (!DIGITS.test(payload)) throw new Error('A Verhoeff check digit is computed over digits only.');
  return String(INVERSE[checksum(payload, 1)]);
}

/** Whether `digits` ends with the right Verhoeff check digit; false for anything but digits. */
export function hasVerhoeffCheckDigit(digits: string): boolean {
  return DIGITS.test(digits) && checksum(digits, 0) === 0;
}
