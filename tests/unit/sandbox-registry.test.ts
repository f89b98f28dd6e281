import { describe, expect, test } from 'vitest';
import { TEST_GSTIN, gstinCheckCharacter, isValidGstin, panOfGstin } from '../../src/domain/identifiers/gstin';
import { TEST_PAN, isValidPan } from '../../src/domain/identifiers/pan';
import { suggestedOwnershipType } from '../../src/server/sandbox/registry-provider';
import {
  SandboxRegistry,
  sandboxGstRecord,
  sandboxGstin,
  sandboxGstinsForPan,
  sandboxPanRecord,
} from '../../src/server/sandbox/sandbox-registry';
import { indiaStates } from '../../src/server/seed/data/india-states';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function found(pan: string) {
  const record = sandboxPanRecord(pan);
  if (!record) throw new Error(`${pan} not found`);
  return record;
}

function registered(gstin: string) {
  const record = sandboxGstRecord(gstin);
  if (!record) throw new Error(`${gstin} not registered`);
  return record;
}

/** A sample of well-formed PANs across holder types, letters and digits. */
const SAMPLE_PANS = ['P', 'C', 'F', 'H', 'A', 'B', 'T', 'L', 'J', 'G'].flatMap((type, i) =>
  LETTERS.filter((_, j) => (i + j) % 5 === 0).map((letter, k) => {
    const digits = String(1000 + i * 731 + k * 97).slice(-4);
    return `AB${LETTERS[(i + k) % 26]}${type}${letter}${digits}${LETTERS[(k * 7) % 26]}`;
  }),
);

describe('PAN holder type from the fourth character', () => {
  test.each([
    ['P', 'INDIVIDUAL', 'PROPRIETORSHIP'],
    ['C', 'COMPANY', 'PRIVATE_LIMITED_COMPANY'],
    ['F', 'FIRM', 'PARTNERSHIP'],
    ['H', 'HUF', null],
    ['A', 'ASSOCIATION_OF_PERSONS', null],
    ['B', 'BODY_OF_INDIVIDUALS', null],
    ['T', 'TRUST', null],
    ['L', 'LOCAL_AUTHORITY', null],
    ['J', 'ARTIFICIAL_JURIDICAL_PERSON', null],
    ['G', 'GOVERNMENT', null],
  ] as const)('%s is %s, suggesting %s', (letter, holderType, ownership) => {
    const record = found(`ABC${letter}K1234L`);
    expect(record.holderType).toBe(holderType);
    expect(suggestedOwnershipType(record.holderType)).toBe(ownership);
    expect(record.status).toBe('VALID');
  });

  test.each(['D', 'E', 'K', 'X', 'Z'])('a PAN whose fourth character is %s does not exist', (letter) => {
    expect(sandboxPanRecord(`ABC${letter}K1234L`)).toBeNull();
    expect(sandboxGstinsForPan(`ABC${letter}K1234L`)).toEqual([]);
  });
});

describe('names', () => {
  test.each(LETTERS)("an individual's surname starts with the fifth character %s", (letter) => {
    const record = found(`ABCP${letter}4321Q`);
    expect(record.lastName?.charAt(0)).toBe(letter);
    expect(record.firstName).toBeTruthy();
    expect(record.name).toBe([record.firstName, record.middleName, record.lastName].filter(Boolean).join(' '));
    expect(record.isAadhaarSeeded).toBe(true);
  });

  test('some individuals have a middle name and others do not', () => {
    const middles = SAMPLE_PANS.map((pan) => pan.replace(/^(...)./, '$1P')).map((pan) => found(pan).middleName);
    expect(middles.some((m) => m === null)).toBe(true);
    expect(middles.some((m) => m !== null)).toBe(true);
  });

  test.each(LETTERS)('a company named from %s starts with it and ends with Private Limited', (letter) => {
    const record = found(`AAAC${letter}5055K`);
    expect(record.name.charAt(0)).toBe(letter);
    expect(record.name).toMatch(/ Private Limited$/);
    expect([record.firstName, record.middleName, record.lastName, record.isAadhaarSeeded]).toEqual([null, null, null, null]);
  });

  test.each(['F', 'A', 'B', 'T', 'L', 'J', 'G'])('a %s holder is named from the fifth character', (type) => {
    for (const letter of LETTERS) {
      const record = found(`ABC${type}${letter}2468M`);
      expect(record.name.charAt(0), record.name).toBe(letter);
      expect(record.firstName).toBeNull();
    }
  });

  test("an HUF is named after a person, with 'HUF'", () => {
    const record = found('ABCHS2468M');
    expect(record.name).toMatch(/^\S+( \S+)? S\S+ HUF$/);
  });

  test('dates of birth or formation are real dates in their ranges', () => {
    for (const pan of SAMPLE_PANS) {
      const record = found(pan);
      const date = record.dateOfBirth ?? '';
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
      const person = record.holderType === 'INDIVIDUAL' || record.holderType === 'HUF';
      expect(date >= (person ? '1960-01-01' : '1990-01-01')).toBe(true);
      expect(date <= (person ? '1999-12-31' : '2016-12-31')).toBe(true);
    }
  });
});

describe('special digits', () => {
  test.each(['ABCPS9999K', 'AAACR9999K', 'AAPFU9999F'])('%s (digits 9999) does not exist and has no GSTIN', (pan) => {
    expect(sandboxPanRecord(pan)).toBeNull();
    expect(sandboxGstinsForPan(pan)).toEqual([]);
  });

  test('digits 0666 are blacklisted and not registered', () => {
    const record = found('ABCPS0666K');
    expect(record.isBlacklisted).toBe(true);
    expect(record.existingMerchant).toBeNull();
  });

  test.each(['0001', '0010', '0042', '0099'])('digits %s belong to an existing merchant', (digits) => {
    const record = found(`ABCPS${digits}K`);
    expect(record.isBlacklisted).toBe(false);
    expect(record.existingMerchant?.accountId).toMatch(UUID);
    expect(record.existingMerchant?.name).toBeTruthy();
  });

  test('each existing merchant has its own account id', () => {
    const ids = ['ABCPS0042K', 'ABCPS0043K', 'AAACR0042K'].map((pan) => found(pan).existingMerchant?.accountId);
    expect(new Set(ids).size).toBe(3);
  });

  test.each(['0100', '1000', '6660', '0667'])('digits %s are neither blacklisted nor registered', (digits) => {
    const record = found(`ABCPS${digits}K`);
    expect(record.isBlacklisted).toBe(false);
    expect(record.existingMerchant).toBeNull();
  });
});

describe('TEST_PAN and TEST_GSTIN', () => {
  test('TEST_PAN is a clean individual despite its T and 0000', () => {
    const record = found(TEST_PAN);
    expect(record.holderType).toBe('INDIVIDUAL');
    expect(record.lastName?.charAt(0)).toBe('P');
    expect(record.isBlacklisted).toBe(false);
    expect(record.existingMerchant).toBeNull();
    expect(record.status).toBe('VALID');
  });

  test('TEST_PAN has exactly TEST_GSTIN, active in Maharashtra', () => {
    expect(sandboxGstinsForPan(TEST_PAN)).toEqual([{ gstin: TEST_GSTIN, stateCode: 'MH', status: 'ACTIVE' }]);
  });

  test('TEST_GSTIN is registered and active under TEST_PAN', () => {
    const record = registered(TEST_GSTIN);
    expect(record.pan).toBe(TEST_PAN);
    expect(record.legalName).toBe(found(TEST_PAN).name);
    expect(record.status).toBe('ACTIVE');
    expect(record.stateCode).toBe('MH');
    expect(record.address?.state).toBe('Maharashtra');
  });
});

describe('GSTINs under a PAN', () => {
  test.each([
    ['0', 0],
    ['1', 1],
    ['3', 1],
    ['4', 2],
    ['6', 2],
    ['7', 3],
    ['9', 3],
  ] as const)('last digit %s gives %d', (digit, count) => {
    expect(sandboxGstinsForPan(`ABCPS123${digit}K`)).toHaveLength(count);
    expect(sandboxGstinsForPan(`AAACR505${digit}K`)).toHaveLength(count);
  });

  test('each is well formed, carries the PAN, a correct check character and a distinct current state', () => {
    for (const pan of SAMPLE_PANS) {
      const gstins = sandboxGstinsForPan(pan);
      for (const summary of gstins) {
        expect(isValidGstin(summary.gstin), summary.gstin).toBe(true);
        expect(panOfGstin(summary.gstin)).toBe(pan);
        expect(summary.gstin.charAt(13)).toBe('Z');
        expect(summary.gstin.charAt(14)).toBe(gstinCheckCharacter(summary.gstin.slice(0, 14)));
        const state = indiaStates.find((s) => s.gstStateCode === summary.gstin.slice(0, 2));
        expect(state?.stateCode).toBe(summary.stateCode);
        expect(Number(summary.gstin.slice(0, 2))).toBeGreaterThanOrEqual(1);
        expect(Number(summary.gstin.slice(0, 2))).toBeLessThanOrEqual(37);
      }
      expect(new Set(gstins.map((g) => g.stateCode)).size).toBe(gstins.length);
    }
  });

  test('the third GSTIN of a PAN ending in 9 has entity number 9 and is cancelled; the others are active', () => {
    const gstins = sandboxGstinsForPan('ABCPS1239K');
    expect(gstins.map((g) => [g.gstin.charAt(12), g.status])).toEqual([
      ['1', 'ACTIVE'],
      ['1', 'ACTIVE'],
      ['9', 'CANCELLED'],
    ]);
    expect(sandboxGstinsForPan('ABCPS1238K').every((g) => g.status === 'ACTIVE' && g.gstin.charAt(12) === '1')).toBe(true);
  });

  test('blacklisted and registered PANs still have GSTINs', () => {
    expect(sandboxGstinsForPan('ABCPS0666K')).toHaveLength(2);
    expect(sandboxGstinsForPan('ABCPS0042K')).toHaveLength(1);
  });
});

describe('GST details', () => {
  test('every listed GSTIN is registered under its PAN, with the holder as legal name', () => {
    for (const pan of SAMPLE_PANS) {
      const holder = found(pan);
      for (const summary of sandboxGstinsForPan(pan)) {
        const record = registered(summary.gstin);
        expect(record.pan).toBe(pan);
        expect(record.legalName).toBe(holder.name);
        expect(record.status).toBe(summary.status);
        expect(record.stateCode).toBe(summary.stateCode);
        expect(record.tradeName).toBeTruthy();
        expect(record.natureOfBusiness.length).toBeGreaterThanOrEqual(1);
        expect(record.registrationDate && record.registrationDate >= '2017-07-01').toBe(true);
        expect(record.registrationDate && record.registrationDate <= '2024-12-31').toBe(true);
      }
    }
  });

  test('the principal place of business is in the state of the state code', () => {
    for (const state of indiaStates.filter((s) => Number(s.gstStateCode) <= 37)) {
      const record = registered(sandboxGstin(state.gstStateCode, 'AAACR5055K', '1'));
      expect(record.stateCode).toBe(state.stateCode);
      expect(record.address?.stateCode).toBe(state.stateCode);
      expect(record.address?.state).toBe(state.name);
      expect(state.cities.map((c) => c.name)).toContain(record.address?.city);
      expect(record.address?.pinCode).toMatch(/^[1-9]\d{5}$/);
      expect(record.address?.country).toBe('India');
    }
  });

  test.each([
    ['25', 'DD'],
    ['28', 'AP'],
  ])('the retired state code %s is placed in %s', (code, stateCode) => {
    expect(registered(sandboxGstin(code, 'AAACR5055K', '1')).stateCode).toBe(stateCode);
  });

  test('constitution follows the PAN holder type', () => {
    expect(registered(sandboxGstin('27', 'ABCPS1234K', '1')).constitutionOfBusiness).toBe('Proprietorship');
    expect(registered(sandboxGstin('27', 'AAACR5055K', '1')).constitutionOfBusiness).toBe('Private Limited Company');
    expect(registered(sandboxGstin('27', 'AAPFU0939F', '1')).constitutionOfBusiness).toBe('Partnership');
  });

  test('a real published GSTIN is registered (its check character is right)', () => {
    expect(registered('27AAACR5055K1Z7').legalName).toMatch(/^R.* Private Limited$/);
  });

  test('entity number 9 is cancelled, any other is active', () => {
    expect(registered(sandboxGstin('29', 'ABCPS1234K', '9')).status).toBe('CANCELLED');
    for (const entity of ['1', '2', '8', 'A', 'Z']) {
      expect(registered(sandboxGstin('29', 'ABCPS1234K', entity)).status).toBe('ACTIVE');
    }
  });

  test('a wrong check character is not registered', () => {
    const gstin = sandboxGstin('27', 'ABCPS1234K', '1');
    const wrong = gstin.slice(0, 14) + (gstin.charAt(14) === 'A' ? 'B' : 'A');
    expect(sandboxGstRecord(wrong)).toBeNull();
  });

  test('a GSTIN on a PAN that does not exist is not registered', () => {
    expect(sandboxGstRecord(sandboxGstin('27', 'ABCPS9999K', '1'))).toBeNull();
    expect(sandboxGstRecord(sandboxGstin('27', 'AAPFU9999F', '1'))).toBeNull();
  });
});

describe('determinism', () => {
  test('the same input gives the same answer, through the provider too', async () => {
    const registry = new SandboxRegistry();
    for (const pan of [...SAMPLE_PANS, TEST_PAN]) {
      expect(isValidPan(pan)).toBe(true);
      expect(sandboxPanRecord(pan)).toEqual(sandboxPanRecord(pan));
      expect(await registry.panDetails(pan)).toEqual(sandboxPanRecord(pan));
      expect(await registry.gstinsForPan(pan)).toEqual(sandboxGstinsForPan(pan));
      for (const { gstin } of sandboxGstinsForPan(pan)) {
        expect(await registry.gstDetails(gstin)).toEqual(sandboxGstRecord(gstin));
      }
    }
  });

  test('names vary between PANs', () => {
    const names = new Set(SAMPLE_PANS.map((pan) => found(pan).name));
    expect(names.size).toBeGreaterThan(SAMPLE_PANS.length / 2);
  });
});
