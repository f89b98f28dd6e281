// Indian postal index number: 6 digits, never starting with 0. The first digit is the postal
// region, 1-8 for the states and 9 for the Army Postal Service, so 1-9 are all accepted.
const PINCODE_PATTERN = /^[1-9][0-9]{5}$/;
export const PINCODE_LENGTH = 6;

export const PINCODE_MESSAGE = 'Please enter a valid 6-digit pincode.';

export function isValidPincode(raw: string): boolean {
  const pincode = raw.trim();
  return pincode.length <= PINCODE_LENGTH && PINCODE_PATTERN.test(pincode);
}
