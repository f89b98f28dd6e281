import { describe, expect, test } from 'vitest';
import { GSTIN_CHECK_MESSAGE, GSTIN_MESSAGE } from '../../src/domain/identifiers/gstin';
import { PAN_OR_GSTIN_MESSAGE, isValidatorName, validators, type Validator, type ValidatorName } from '../../src/domain/validators';

// One value each validator accepts and one near miss it rejects. pastDate uses the real clock
// in the registry, so its vectors are far enough from today not to depend on it.
const VECTORS: Record<ValidatorName, { valid: string; invalid: string }> = {
  pan: { valid: 'AAACR5055K', invalid: 'AAACR5055' },
  gstin: { valid: '27AAACR5055K1Z7', invalid: '27AAACR5055K1Z8' },
  panOrGstin: { valid: 'AAACR5055K', invalid: 'AAACR-5055K' },
  email: { valid: 'ravi@example.in', invalid: 'ravi@example' },
  freeText: { valid: 'Sharma Kirana Store', invalid: '<script>' },
  shopName: { valid: 'Sharma Kirana Store', invalid: '<script>' },
  contactName: { valid: 'Ravi Sharma', invalid: '{}' },
  notes: { valid: 'Call after 5 pm.\nAsk for Ravi.', invalid: '<b>' },
  pastDate: { valid: '1990-05-17', invalid: '2023-02-29' },
  nextAppointment: { valid: '2099-05-17T10:30:00.000Z', invalid: '2020-05-17T10:30:00.000Z' },
  udyam: { valid: 'UDYAM-MH-19-0012345', invalid: 'UDYOG-MH-19-0012345' },
  ifsc: { valid: 'SBIN0000300', invalid: 'SBIN1000300' },
  bankAccountNumber: { valid: '50100012345678', invalid: '5010001234567X' },
  cin: { valid: 'L17110MH1973PLC019786', invalid: 'L17110MH1973XYZ019786' },
  llpin: { valid: 'AAB-1234', invalid: 'AA-1234' },
  pincode: { valid: '110001', invalid: '012345' },
  mobile: { valid: '9876543210', invalid: '5876543210' },
  aadhaar: { valid: '2341 2341 2346', invalid: '2341 2341 2347' },
  aadhaarVid: { valid: '2341 2341 2341 2341', invalid: '2341 2341 2341 2342' },
  voterId: { valid: 'YHA1234566', invalid: 'YH12345678' },
  passport: { valid: 'K1234567', invalid: 'K123456' },
  drivingLicence: { valid: 'MH-12 2011 0062821', invalid: 'XX-12 2011 0062821' },
};

const ENTRIES = Object.entries(validators) as [ValidatorName, Validator][];

describe('validator registry', () => {
  test('has exactly the names the form definition schema documents', () => {
    expect(Object.keys(validators).sort()).toEqual(
      ['pan', 'gstin', 'panOrGstin', 'email', 'freeText', 'shopName', 'contactName', 'notes', 'pastDate', 'nextAppointment', 'udyam', 'ifsc', 'bankAccountNumber', 'cin', 'llpin', 'pincode', 'mobile', 'aadhaar', 'aadhaarVid', 'voterId', 'passport', 'drivingLicence'].sort(),
    );
  });

  test.each(ENTRIES)('%s has a non-empty message', (_name, validator) => {
    expect(validator.message.trim()).not.toBe('');
  });

  test.each(ENTRIES)('%s accepts a valid value and rejects a near miss', (name, validator) => {
    expect(validator.test(VECTORS[name].valid)).toBe(true);
    expect(validator.test(VECTORS[name].invalid)).toBe(false);
  });

  // A valid value followed by a megabyte its pattern could still match (letters, digits), so only
  // the length bound refuses it.
  test.each(ENTRIES)('%s refuses a valid value padded to over 1 MB', (name, validator) => {
    const padded = `${VECTORS[name].valid}${'a1'.repeat(500_000)}`;
    expect(validator.test(padded)).toBe(false);
    expect(validator.messageFor?.(padded) ?? validator.message).toBe(validator.message);
  });

  test.each(ENTRIES)('%s normalises a valid value to one it still accepts', (name, validator) => {
    const normalised = validator.normalise?.(VECTORS[name].valid) ?? VECTORS[name].valid;
    expect(validator.test(normalised)).toBe(true);
  });

  test.each([
    ['pan', ' aaacr5055k ', 'AAACR5055K'],
    ['gstin', '27aaacr5055k1z7', '27AAACR5055K1Z7'],
    ['panOrGstin', '27aaacr5055k1z7', '27AAACR5055K1Z7'],
    ['udyam', 'udyam-mh-19-0012345', 'UDYAM-MH-19-0012345'],
    ['ifsc', 'sbin0000300', 'SBIN0000300'],
    ['cin', 'l17110mh1973plc019786', 'L17110MH1973PLC019786'],
    ['llpin', 'aaa1234', 'AAA-1234'],
    ['mobile', '+91 98765 43210', '9876543210'],
    ['pincode', ' 110001 ', '110001'],
    ['aadhaar', '2341 2341 2346', '234123412346'],
    ['aadhaarVid', '2341 2341 2341 2341', '2341234123412341'],
    ['voterId', ' yha1234566 ', 'YHA1234566'],
    ['passport', ' k1234567 ', 'K1234567'],
    ['drivingLicence', 'mh-12 2011 0062821', 'MH1220110062821'],
  ] as const)('%s normalises %j to %s', (name, raw, normalised) => {
    const validator: Validator = validators[name];
    expect(validator.test(raw)).toBe(true);
    expect(validator.normalise?.(raw)).toBe(normalised);
  });

  test('gstin: a wrong check character gets its own message, a bad format the general one', () => {
    expect(validators.gstin.test('27AAACR5055K1Z8')).toBe(false);
    expect(validators.gstin.messageFor('27AAACR5055K1Z8')).toBe(GSTIN_CHECK_MESSAGE);
    expect(GSTIN_CHECK_MESSAGE).toBe('The GSTIN check character is wrong. Please re-check the GSTIN.');
    expect(validators.gstin.messageFor('27AAACR5055K1Z')).toBe(GSTIN_MESSAGE);
    expect(validators.gstin.messageFor('hello')).toBe(validators.gstin.message);
  });

  test('panOrGstin: either identifier is accepted, with the check-character message for a GSTIN slip', () => {
    expect(validators.panOrGstin.test('AAACR5055K')).toBe(true);
    expect(validators.panOrGstin.test('27AAACR5055K1Z7')).toBe(true);
    expect(validators.panOrGstin.test('27AAACR5055K1Z8')).toBe(false);
    expect(validators.panOrGstin.messageFor('27AAACR5055K1Z8')).toBe(GSTIN_CHECK_MESSAGE);
    expect(validators.panOrGstin.messageFor('AAACR5055')).toBe(PAN_OR_GSTIN_MESSAGE);
    expect(PAN_OR_GSTIN_MESSAGE).toBe('Enter a valid PAN ID/ GST number');
  });

  test.each([
    ['pan', 'Please enter a valid PAN number.'],
    ['pastDate', 'Please enter a valid date.'],
    ['udyam', 'Enter a valid udyam number'],
    ['panOrGstin', 'Enter a valid PAN ID/ GST number'],
    ['gstin', 'Invalid GST Number format'],
  ] as const)("%s uses the spec's message word for word", (name, message) => {
    expect(validators[name].message).toBe(message);
  });

  test("drivingLicence: an empty required licence number gets the spec's message", () => {
    expect(validators.drivingLicence.requiredMessage).toBe('Please enter the driving license registration number.');
  });

  test.each([
    ['aadhaar', 'Please enter a valid 12-digit Aadhaar number.'],
    ['aadhaarVid', 'Please enter a valid 16-digit Virtual ID.'],
    ['voterId', 'Please enter a valid voter ID (EPIC) number.'],
    ['passport', 'Please enter a valid passport number.'],
    ['drivingLicence', 'Please enter a valid driving license number.'],
  ] as const)('%s says what is wrong in its own words', (name, message) => {
    expect(validators[name].message).toBe(message);
  });

  test('pastDate rejects tomorrow by the real clock', () => {
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const iso = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
    expect(validators.pastDate.test(iso)).toBe(false);
  });

  test.each(['pan', 'gstin', 'panOrGstin', 'pastDate', 'mobile', 'llpin'])('%s is a validator name', (name) => {
    expect(isValidatorName(name)).toBe(true);
  });

  test.each(['', 'PAN', 'Aadhaar', 'toString', 'constructor', '__proto__', 'hasOwnProperty'])('%j is not a validator name', (name) => {
    expect(isValidatorName(name)).toBe(false);
  });
});
