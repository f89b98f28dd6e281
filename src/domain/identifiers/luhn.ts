// The Luhn mod N check (ISO/IEC 7812-1 for N = 10): from the right, every second value is doubled,
// a product of N or more counts as the sum of its two base-N digits, and a number carrying its
// check value sums to a multiple of N. Voter IDs use it over digits, GSTINs over 36 characters.

function luhnSum(values: readonly number[], base: number, rightmostDoubled: boolean): number {
  let sum = 0;
  values.forEach((value, i) => {
    const doubled = (values.length - 1 - i) % 2 === (rightmostDoubled ? 0 : 1);
    const product = doubled ? value * 2 : value;
    sum += Math.floor(product / base) + (product % base);
  });
  return sum % base;
}

/** The check value (below `base`) to append to `values`, each below `base`. */
export function luhnCheckValue(values: readonly number[], base: number): number {
  return (base - luhnSum(values, base, true)) % base;
}

/** Whether a string of decimal digits ends in its Luhn check digit. */
export function hasLuhnCheckDigit(digits: string): boolean {
  return /^[0-9]+$/.test(digits) && luhnSum([...digits].map(Number), 10, false) === 0;
}
