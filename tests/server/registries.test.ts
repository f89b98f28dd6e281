import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CityListDocument,
  GstDetailsDocument,
  GstinsFromPanDocument,
  MasterStateListDocument,
  PanDetailsDocument,
  type GstDetailsInput,
} from '../../generated/graphql';
import { PAN_NOT_LINKED_MESSAGE, TEST_GSTIN, gstinCheckCharacter, isValidGstin, panOfGstin } from '../../src/domain/identifiers/gstin';
import { PAN_MESSAGE, TEST_PAN } from '../../src/domain/identifiers/pan';
import { createServerApp } from '../../src/server/app';
import type { RegistryProvider } from '../../src/server/sandbox/registry-provider';
import { SandboxRegistry } from '../../src/server/sandbox/sandbox-registry';
import { dataOf, expectCatalogueError, send } from './call';
import { ORIGIN, demoAgent, signInAs, signedInHarness, type Harness } from './harness';

let harness: Harness;
let token: string;
beforeAll(async () => {
  ({ harness, token } = await signedInHarness('EMP1001'));
});
afterAll(() => harness.close());

const panDetails = (panNumber: string, as: string | null = token) =>
  send(harness, PanDetailsDocument, { input: { panNumber } }, { token: as ?? undefined });
const gstinsFromPan = (panNumber: string, as: string | null = token) =>
  send(harness, GstinsFromPanDocument, { input: { panNumber } }, { token: as ?? undefined });
const gstDetails = (input: GstDetailsInput, as: string | null = token) =>
  send(harness, GstDetailsDocument, { input }, { token: as ?? undefined });

async function pan(panNumber: string) {
  return dataOf(await panDetails(panNumber)).panDetails.panDetails;
}
async function gstins(panNumber: string) {
  return dataOf(await gstinsFromPan(panNumber)).gstinsFromPAN.gstins;
}
async function gst(input: GstDetailsInput) {
  return dataOf(await gstDetails(input)).gstDetails;
}

/** The GSTIN with its last character replaced by a wrong one. */
function wrongCheck(gstin: string): string {
  return gstin.slice(0, 14) + (gstin.charAt(14) === '0' ? '1' : '0');
}

describe('panDetails', () => {
  test('an individual PAN is a proprietorship named with a surname from its fifth letter', async () => {
    const details = await pan('ABCPS1234K');
    expect(details).toMatchObject({
      panNumber: 'ABCPS1234K',
      panHolderType: 'INDIVIDUAL',
      panStatus: 'VALID',
      suggestedOwnershipType: 'PROPRIETORSHIP',
      isBlacklisted: false,
      isExisting: false,
      existingAccountId: null,
      isAadhaarSeeded: true,
    });
    expect(details.lastName?.charAt(0)).toBe('S');
    expect(details.firstName).toBeTruthy();
    expect(details.name).toBe([details.firstName, details.middleName, details.lastName].filter(Boolean).join(' '));
    expect(details.dateOfBirth).toMatch(/^(19[6-9]\d)-\d{2}-\d{2}$/);
  });

  test('a company PAN is a private limited company named from its fifth letter', async () => {
    const details = await pan('AAACR5055K');
    expect(details.panHolderType).toBe('COMPANY');
    expect(details.suggestedOwnershipType).toBe('PRIVATE_LIMITED_COMPANY');
    expect(details.name).toMatch(/^R.* Private Limited$/);
    expect([details.firstName, details.lastName, details.isAadhaarSeeded]).toEqual([null, null, null]);
  });

  test('a firm PAN suggests a partnership; a trust suggests nothing', async () => {
    expect((await pan('AAPFU0939F')).suggestedOwnershipType).toBe('PARTNERSHIP');
    const trust = await pan('AAATK1234L');
    expect(trust.panHolderType).toBe('TRUST');
    expect(trust.suggestedOwnershipType).toBeNull();
  });

  test('input is trimmed and upper-cased', async () => {
    expect(await pan('  abcps1234k ')).toEqual(await pan('ABCPS1234K'));
  });

  test('a PAN whose digits are 9999 does not exist: DE-4001 Incorrect PAN', async () => {
    expectCatalogueError(await panDetails('ABCPS9999K'), 'DE-4001');
  });

  test('a PAN whose digits are 0666 is blacklisted', async () => {
    const details = await pan('ABCPS0666K');
    expect(details.isBlacklisted).toBe(true);
    expect(details.isExisting).toBe(false);
  });

  test('a PAN whose digits start with 00 is already registered, with the existing account id', async () => {
    const details = await pan('ABCPS0042K');
    expect(details.isExisting).toBe(true);
    expect(details.isBlacklisted).toBe(false);
    expect(details.existingAccountId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect((await pan('ABCPS0042K')).existingAccountId).toBe(details.existingAccountId);
    expect((await pan('AAACR0042K')).existingAccountId).not.toBe(details.existingAccountId);
  });

  test('TEST_PAN is a clean individual', async () => {
    const details = await pan(TEST_PAN);
    expect(details).toMatchObject({
      panNumber: TEST_PAN,
      panHolderType: 'INDIVIDUAL',
      panStatus: 'VALID',
      suggestedOwnershipType: 'PROPRIETORSHIP',
      isBlacklisted: false,
      isExisting: false,
      existingAccountId: null,
    });
    expect(details.lastName?.charAt(0)).toBe('P');
  });

  // ABCXS1234K and ABCDE1234F: X and D are no holder type the Income Tax Department issues; ABCPS0000K: no serial is 0000.
  test.each(['', 'ABCPS1234', 'ABCPS12345', '1BCPS1234K', 'ABCPS 1234K', 'ABCXS1234K', 'ABCDE1234F', 'ABCPS0000K'])('%j is refused with the spec message', async (bad) => {
    const error = expectCatalogueError(await panDetails(bad), 'VALIDATION_ERROR', PAN_MESSAGE);
    expect(error.field).toBe('panNumber');
  });
});

describe('gstinsFromPAN', () => {
  test('a PAN gets well-formed GSTINs carrying it, with correct check characters', async () => {
    const list = await gstins('ABCPS1239K');
    expect(list).toHaveLength(3);
    for (const { gstin, stateCode, status } of list) {
      expect(isValidGstin(gstin)).toBe(true);
      expect(panOfGstin(gstin)).toBe('ABCPS1239K');
      expect(gstin.charAt(14)).toBe(gstinCheckCharacter(gstin.slice(0, 14)));
      expect(stateCode).toMatch(/^[A-Z]{2}$/);
      expect(['ACTIVE', 'CANCELLED']).toContain(status);
    }
    expect(new Set(list.map((g) => g.stateCode)).size).toBe(3);
  });

  test('the count follows the last digit', async () => {
    expect(await gstins('ABCPS1230K')).toEqual([]);
    expect(await gstins('ABCPS1232K')).toHaveLength(1);
    expect(await gstins('ABCPS1235K')).toHaveLength(2);
    expect(await gstins('ABCPS1238K')).toHaveLength(3);
  });

  test('the state code is the one of the GSTIN', async () => {
    const { states } = dataOf(await send(harness, MasterStateListDocument, { input: {} }, { token })).masterStateList;
    for (const { gstin, stateCode } of await gstins('AAACR5057K')) {
      expect(states.find((s) => s.gstStateCode === gstin.slice(0, 2))?.stateCode).toBe(stateCode);
    }
  });

  test('a PAN that does not exist has none', async () => {
    expect(await gstins('ABCPS9999K')).toEqual([]);
  });

  test('TEST_PAN has TEST_GSTIN', async () => {
    expect(await gstins(TEST_PAN)).toEqual([{ gstin: TEST_GSTIN, stateCode: 'MH', status: 'ACTIVE' }]);
  });

  test('a malformed PAN is refused with the spec message', async () => {
    expectCatalogueError(await gstinsFromPan('ABC'), 'VALIDATION_ERROR', PAN_MESSAGE);
  });
});

describe('gstDetails', () => {
  test('a GSTIN listed for a PAN has the PAN holder as legal name and an address in its state', async () => {
    const [first] = await gstins('ABCPS1234K');
    if (!first) throw new Error('no GSTIN');
    const holder = await pan('ABCPS1234K');
    const { gstDetails: details, isPanLinked } = await gst({ gstin: first.gstin });
    expect(isPanLinked).toBeNull();
    expect(details).toMatchObject({
      gstin: first.gstin,
      panNumber: 'ABCPS1234K',
      legalName: holder.name,
      status: 'ACTIVE',
      constitutionOfBusiness: 'Proprietorship',
      stateCode: first.stateCode,
    });
    expect(details.tradeName).toBeTruthy();
    expect(details.natureOfBusiness.length).toBeGreaterThan(0);
    expect(details.registrationDate).toMatch(/^20(1[7-9]|2[0-4])-\d{2}-\d{2}$/);
    expect(details.address?.stateCode).toBe(first.stateCode);
    expect(details.address?.country).toBe('India');
    expect(details.address?.pinCode).toMatch(/^[1-9]\d{5}$/);
    // The city is one of the master list's, with its id.
    const cities = dataOf(await send(harness, CityListDocument, { input: { stateCode: first.stateCode } }, { token })).cityList
      .cityList;
    const city = cities.find((c) => c.name === details.address?.city);
    expect(city).toBeDefined();
    expect(details.address?.cityId).toBe(city?.id);
  });

  test('with the owning PAN given, isPanLinked is true', async () => {
    const [first] = await gstins('AAACR5055K');
    if (!first) throw new Error('no GSTIN');
    const result = await gst({ gstin: first.gstin, panNumber: ' aaacr5055k ' });
    expect(result.isPanLinked).toBe(true);
    expect(result.gstDetails.constitutionOfBusiness).toBe('Private Limited Company');
  });

  test('a GSTIN with entity number 9 is cancelled', async () => {
    const cancelled = (await gstins('ABCPS1239K')).find((g) => g.gstin.charAt(12) === '9');
    if (!cancelled) throw new Error('no cancelled GSTIN');
    expect(cancelled.status).toBe('CANCELLED');
    expect((await gst({ gstin: cancelled.gstin })).gstDetails.status).toBe('CANCELLED');
  });

  test('TEST_GSTIN is active and linked to TEST_PAN', async () => {
    const result = await gst({ gstin: TEST_GSTIN, panNumber: TEST_PAN });
    expect(result.isPanLinked).toBe(true);
    expect(result.gstDetails).toMatchObject({ gstin: TEST_GSTIN, panNumber: TEST_PAN, status: 'ACTIVE', stateCode: 'MH' });
    expect(result.gstDetails.legalName).toBe((await pan(TEST_PAN)).name);
  });

  test('input is trimmed and upper-cased', async () => {
    expect((await gst({ gstin: ` ${TEST_GSTIN.toLowerCase()} ` })).gstDetails.gstin).toBe(TEST_GSTIN);
  });

  test('a wrong check character is refused: BS-1007 GSTIN is Invalid', async () => {
    const [first] = await gstins('ABCPS1234K');
    if (!first) throw new Error('no GSTIN');
    expectCatalogueError(await gstDetails({ gstin: wrongCheck(first.gstin) }), 'BS-1007', 'GSTIN is Invalid');
  });

  test('a GSTIN whose PAN does not exist is refused with BS-1007', async () => {
    const first14 = '27ABCPS9999K1Z';
    expectCatalogueError(await gstDetails({ gstin: first14 + gstinCheckCharacter(first14) }), 'BS-1007');
  });

  // 27ABCXS1234K1Z6 and 27ABCPS0000K1Z0 have the right check characters, but no PAN inside.
  test.each(['', '27ABCPS1234K1Z', '99ABCPS1234K1ZN', '27ABCPS1234K0ZN', '27ABCPS1234K1YN', '27ABCXS1234K1Z6', '27ABCPS0000K1Z0'])(
    'a malformed GSTIN %j is refused: BS-1006 Invalid GST Number format',
    async (bad) => {
      expectCatalogueError(await gstDetails({ gstin: bad }), 'BS-1006', 'Invalid GST Number format');
    },
  );

  test('a GSTIN checked against another PAN is refused with the spec message', async () => {
    const [first] = await gstins('ABCPS1234K');
    if (!first) throw new Error('no GSTIN');
    const error = expectCatalogueError(
      await gstDetails({ gstin: first.gstin, panNumber: 'AAACR5055K' }),
      'VALIDATION_ERROR',
      PAN_NOT_LINKED_MESSAGE,
    );
    expect(error.message).toBe('PAN is not linked with GSTIN. Please enter correct details.');
    expect(error.field).toBe('panNumber');
  });

  test('a malformed PAN next to the GSTIN is refused with the PAN message; an empty one is ignored', async () => {
    const error = expectCatalogueError(await gstDetails({ gstin: TEST_GSTIN, panNumber: 'ABC' }), 'VALIDATION_ERROR', PAN_MESSAGE);
    expect(error.field).toBe('panNumber');
    expect((await gst({ gstin: TEST_GSTIN, panNumber: '  ' })).isPanLinked).toBeNull();
  });
});

describe('access and determinism', () => {
  test.each([
    ['panDetails', () => panDetails(TEST_PAN, null)],
    ['gstinsFromPAN', () => gstinsFromPan(TEST_PAN, null)],
    ['gstDetails', () => gstDetails({ gstin: TEST_GSTIN }, null)],
    ['panDetails with a bad token', () => panDetails(TEST_PAN, 'a.b.c')],
  ])('%s without a valid token is refused', async (_name, run) => {
    const result = await run();
    expect(result.data ?? null).toBeNull();
    expectCatalogueError(result, 'UNAUTHORIZED_ERROR');
  });

  test('the same inputs give the same outputs, for another agent too', async () => {
    const other = (await signInAs(harness, demoAgent('EMP3001').email)).accessToken;
    for (const panNumber of ['ABCPS1239K', 'AAACR5055K', 'ABCPS0042K', TEST_PAN]) {
      const first = await panDetails(panNumber);
      expect(await panDetails(panNumber)).toEqual(first);
      expect(await panDetails(panNumber, other)).toEqual(first);
      const list = await gstinsFromPan(panNumber);
      expect(await gstinsFromPan(panNumber)).toEqual(list);
      for (const { gstin } of list.data?.gstinsFromPAN.gstins ?? []) {
        const details = await gstDetails({ gstin, panNumber });
        expect(await gstDetails({ gstin, panNumber })).toEqual(details);
        expect(await gstDetails({ gstin, panNumber }, other)).toEqual(details);
      }
    }
  });

  test('the registries are the provider given to createServerApp', async () => {
    const calls: string[] = [];
    const stub: RegistryProvider = new (class extends SandboxRegistry {
      override async panDetails(panNumber: string) {
        calls.push(`pan:${panNumber}`);
        return null;
      }
    })();
    const app = await createServerApp({ db: harness.database.db, log: () => undefined, registries: stub, allowArbitraryOperations: true });
    const other: Harness = {
      ...harness,
      app,
      fetch: (input, init) => app.fetch(new Request(new URL(String(input), ORIGIN), init)),
    };
    const result = await send(other, PanDetailsDocument, { input: { panNumber: 'abcps1234k' } }, { token });
    expectCatalogueError(result, 'DE-4001');
    expect(calls).toEqual(['pan:ABCPS1234K']);
  });
});
