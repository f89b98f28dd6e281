/**
 * Whether a string of decimal digits ends in its Luhn check digit (ISO/IEC 7812-1): from the right,
 * every second digit is doubled (less 9 when over 9), and the sum of all is a multiple of 10.
 */
export function hasLuhnCheckDigit(digits: string): boolean {
  if (!/^[0-9]+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]);
    const weighted = i % 2 === 1 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return sum % 10 === 0;
}
