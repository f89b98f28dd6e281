// Indian postal index number: 6 digits, never starting with 0. The first digit is the postal
// region, 1-8 for the states and 9 for the Army Postal Service, so 1-9 are all accepted.
const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;
export const PINCODE_LENGTH = 6;

export const PINCODE_MESSAGE = 'Please enter a valid 6-digit pincode.';

export function isValidPincode(raw: string): boolean {
  const pincode = raw.trim();
  return pincode.length <= PINCODE_LENGTH && PINCODE_PATTERN.test(pincode);
}

/** The shortest prefix a pincode is known by: its sorting district (first three digits). */
export const PINCODE_DISTRICT_DIGITS = 3;

/** A valid pincode's prefixes, longest first (411001, 41100, 4110, 411): a pincode belongs to its longest known one. */
export function pincodePrefixes(pincode: string): string[] {
  const digits = pincode.trim();
  const prefixes: string[] = [];
  for (let length = digits.length; length >= PINCODE_DISTRICT_DIGITS; length--) prefixes.push(digits.slice(0, length));
  return prefixes;
}
