import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CinDetailsDocument,
  CinsFromPanDocument,
  CityListDocument,
  LlpinDetailsDocument,
  PanDetailsDocument,
  ShopAndEstablishmentDetailsDocument,
  UdyamRegnSearchDocument,
  type ShopAndEstablishmentDetailsInput,
} from '../../generated/graphql';
import { BUSINESS_PROOF_UNVERIFIED_MESSAGE } from '../../src/domain/business-proof';
import { CIN_MESSAGE } from '../../src/domain/identifiers/cin';
import { LLPIN_MESSAGE } from '../../src/domain/identifiers/llpin';
import { PAN_MESSAGE, TEST_PAN } from '../../src/domain/identifiers/pan';
import { SHOP_ESTABLISHMENT_MESSAGE } from '../../src/domain/identifiers/shop-establishment';
import { UDYAM_MESSAGE } from '../../src/domain/identifiers/udyam';
import { dataOf, expectCatalogueError, send } from './call';
import { demoAgent, signInAs, signedInHarness, type GraphQLResponse, type Harness } from './harness';

// The CIN, LLPIN, Udyam and shop and establishment lookups against the sandbox registries (README,
// Sandbox services): what each input answers, the field's own message for a malformed number, and
// the spec's business proof message for a number nobody registered.

let harness: Harness;
let token: string;
beforeAll(async () => {
  ({ harness, token } = await signedInHarness('EMP1001'));
});
afterAll(() => harness.close());

const as = (who: string | null) => ({ token: who ?? undefined });
const cinDetails = (cin: string, who: string | null = token) => send(harness, CinDetailsDocument, { input: { cin } }, as(who));
const cinsFromPan = (panNumber: string, who: string | null = token) => send(harness, CinsFromPanDocument, { input: { panNumber } }, as(who));
const llpinDetails = (llpin: string, who: string | null = token) => send(harness, LlpinDetailsDocument, { input: { llpin } }, as(who));
const udyam = (udyamNumber: string, who: string | null = token) => send(harness, UdyamRegnSearchDocument, { input: { udyamNumber } }, as(who));
const shopEstablishment = (input: ShopAndEstablishmentDetailsInput, who: string | null = token) =>
  send(harness, ShopAndEstablishmentDetailsDocument, { input }, as(who));

function expectUnverified(result: GraphQLResponse<unknown>, field: string) {
  expect(result.data ?? null).toBeNull();
  const error = expectCatalogueError(result, 'VALIDATION_ERROR', BUSINESS_PROOF_UNVERIFIED_MESSAGE);
  expect(error.message).toBe('Unable to validate. Please capture the certificate or try other business proof.');
  expect(error.field).toBe(field);
}

/** The master city list's id of an address's city, so a prefilled address can choose it. */
async function cityIdOf(address: { stateCode?: string | null; city?: string | null } | null | undefined) {
  const list = dataOf(await send(harness, CityListDocument, { input: { stateCode: address?.stateCode ?? '' } }, { token })).cityList.cityList;
  return list.find((c) => c.name === address?.city)?.id;
}

describe('cinsFromPAN and cinDetails', () => {
  test("a company PAN has one active CIN, named as the PAN holder, and its details say the same", async () => {
    const holder = dataOf(await send(harness, PanDetailsDocument, { input: { panNumber: 'AAACR5055K' } }, { token })).panDetails.panDetails;
    const { cins } = dataOf(await cinsFromPan(' aaacr5055k ')).cinsFromPAN;
    expect(cins).toHaveLength(1);
    const [summary] = cins;
    expect(summary).toMatchObject({ companyName: holder.name, status: 'ACTIVE' });
    expect(summary?.cin).toMatch(/^U\d{5}[A-Z]{2}\d{4}PTC\d{6}$/);
    // Incorporated in the year the PAN says the company was formed.
    expect(summary?.cin.slice(8, 12)).toBe(holder.dateOfBirth?.slice(0, 4));

    const details = dataOf(await cinDetails(summary?.cin ?? '')).cinDetails.cinDetails;
    expect(details).toMatchObject({ cin: summary?.cin, companyName: holder.name, status: 'ACTIVE', companyClass: 'Private' });
    expect(details.dateOfIncorporation?.slice(0, 4)).toBe(holder.dateOfBirth?.slice(0, 4));
    expect(details.registeredAddress?.stateCode).toBe(summary?.cin.slice(6, 8));
    expect(details.registeredAddress?.cityId).toBe(await cityIdOf(details.registeredAddress));
    expect(details.registeredAddress?.cityId).toBeTruthy();
    expect(details.directors.length).toBeGreaterThanOrEqual(2);
    for (const director of details.directors) expect(director.din).toMatch(/^[1-9]\d{7}$/);
    expect(details.email).toMatch(/@[a-z0-9-]+\.example\.com$/);
  });

  test('a PAN that is not a company, or that does not exist, has no CIN', async () => {
    expect(dataOf(await cinsFromPan('ABCPS1234K')).cinsFromPAN.cins).toEqual([]);
    expect(dataOf(await cinsFromPan('AAPFU0939F')).cinsFromPAN.cins).toEqual([]);
    expect(dataOf(await cinsFromPan(TEST_PAN)).cinsFromPAN.cins).toEqual([]);
    expect(dataOf(await cinsFromPan('AAACR9999K')).cinsFromPAN.cins).toEqual([]);
  });

  test("a malformed PAN is refused with the PAN's message", async () => {
    const error = expectCatalogueError(await cinsFromPan('AAACR5055'), 'VALIDATION_ERROR', PAN_MESSAGE);
    expect(error.field).toBe('input.panNumber');
  });

  test('a public company is a Limited of class Public, incorporated in the year of its CIN', async () => {
    const details = dataOf(await cinDetails('l17110mh1973plc019786')).cinDetails.cinDetails;
    expect(details).toMatchObject({ cin: 'L17110MH1973PLC019786', status: 'ACTIVE', companyClass: 'Public' });
    expect(details.companyName).toMatch(/ Limited$/);
    expect(details.companyName).not.toMatch(/Private Limited$/);
    expect(details.dateOfIncorporation).toMatch(/^1973-/);
    expect(details.registeredAddress?.stateCode).toBe('MH');
  });

  test('a registration number from 900000 is struck off', async () => {
    expect(dataOf(await cinDetails('U52100MH2015PTC912345')).cinDetails.cinDetails.status).toBe('STRUCK_OFF');
  });

  test('registration number 000000 is not registered: the business proof message, naming the CIN', async () => {
    expectUnverified(await cinDetails('U52100MH2015PTC000000'), 'input.cin');
  });

  test.each(['', 'U52100MH2015PTC12345', 'U52100MH2015XYZ123456', 'U52100MH1849PTC123456', 'X52100MH2015PTC123456'])(
    "a malformed CIN %j is refused with the CIN's message",
    async (bad) => {
      const error = expectCatalogueError(await cinDetails(bad), 'VALIDATION_ERROR', CIN_MESSAGE);
      expect(error.field).toBe('input.cin');
    },
  );
});

describe('llpinDetails', () => {
  test('an LLPIN, with or without its hyphen, is an active LLP with designated partners', async () => {
    const details = dataOf(await llpinDetails(' aab1234 ')).llpinDetails.llpinDetails;
    expect(details).toMatchObject({ llpin: 'AAB-1234', status: 'ACTIVE' });
    expect(details.llpName).toMatch(/^A.* LLP$/);
    expect(details.dateOfIncorporation).toMatch(/^20(09|1\d|2[0-4])-/);
    expect(details.partners.length).toBeGreaterThanOrEqual(2);
    for (const partner of details.partners) expect(partner).toMatchObject({ dpin: expect.stringMatching(/^[1-9]\d{7}$/), designation: 'Designated Partner' });
    expect(details.registeredAddress?.cityId).toBe(await cityIdOf(details.registeredAddress));
    expect(await llpinDetails('AAB-1234')).toEqual(await llpinDetails('aab1234'));
  });

  test('digits from 9000 are struck off; 0000 is not registered', async () => {
    expect(dataOf(await llpinDetails('AAB-9123')).llpinDetails.llpinDetails.status).toBe('STRUCK_OFF');
    expectUnverified(await llpinDetails('AAB-0000'), 'input.llpin');
  });

  test.each(['', 'AA-1234', 'AAB-123', 'AAB_1234', '1AB-1234'])("a malformed LLPIN %j is refused with the LLPIN's message", async (bad) => {
    const error = expectCatalogueError(await llpinDetails(bad), 'VALIDATION_ERROR', LLPIN_MESSAGE);
    expect(error.field).toBe('input.llpin');
  });
});

describe('udyamRegnSearch', () => {
  test('a Udyam number is an enterprise in the state it names, sized by the last digit of its serial', async () => {
    const details = dataOf(await udyam('udyam-mh-19-0012345')).udyamRegnSearch.udyamDetails;
    expect(details).toMatchObject({ udyamNumber: 'UDYAM-MH-19-0012345', enterpriseType: 'MICRO' });
    expect(details.address?.stateCode).toBe('MH');
    expect(details.address?.cityId).toBe(await cityIdOf(details.address));
    expect(details.nicCodes.length).toBeGreaterThan(0);
    for (const code of details.nicCodes) expect(code).toMatch(/^\d{5}$/);
    expect(details.mobileNumber).toMatch(/^9\d{9}$/);
    expect(details.enterpriseName).toBeTruthy();
    expect(dataOf(await udyam('UDYAM-KA-03-0012347')).udyamRegnSearch.udyamDetails.enterpriseType).toBe('SMALL');
    expect(dataOf(await udyam('UDYAM-KA-03-0012349')).udyamRegnSearch.udyamDetails.enterpriseType).toBe('MEDIUM');
  });

  test('serial 0000000, or a state code that is no state, is not registered', async () => {
    expectUnverified(await udyam('UDYAM-MH-19-0000000'), 'input.udyamNumber');
    expectUnverified(await udyam('UDYAM-XX-19-0012345'), 'input.udyamNumber');
  });

  test.each(['', 'UDYAM-MH-19-001234', 'UDYOG-MH-19-0012345', 'UDYAM-MH-1-0012345'])(
    "a malformed Udyam number %j is refused with the spec's message",
    async (bad) => {
      const error = expectCatalogueError(await udyam(bad), 'VALIDATION_ERROR', UDYAM_MESSAGE);
      expect(error.message).toBe('Enter a valid udyam number');
      expect(error.field).toBe('input.udyamNumber');
    },
  );
});

describe('shopAndEstablishmentDetails', () => {
  test('a registration is in the state given, valid for five years, and active', async () => {
    const details = dataOf(await shopEstablishment({ registrationNumber: ' mh/mum/12345 ', stateCode: 'mh' })).shopAndEstablishmentDetails.seDetails;
    expect(details).toMatchObject({ registrationNumber: 'MH/MUM/12345', status: 'ACTIVE' });
    expect(details.address?.stateCode).toBe('MH');
    expect(details.address?.cityId).toBe(await cityIdOf(details.address));
    expect(details.entityName).toBeTruthy();
    expect(details.ownerName).toBeTruthy();
    const registered = new Date(`${details.registrationDate}T00:00:00Z`);
    registered.setUTCFullYear(registered.getUTCFullYear() + 5);
    registered.setUTCDate(registered.getUTCDate() - 1);
    expect(details.validUpto).toBe(registered.toISOString().slice(0, 10));
  });

  test('without a state, the registration is still found; ending 8 is cancelled; ending 0000 is not registered', async () => {
    const found = dataOf(await shopEstablishment({ registrationNumber: 'SEA-BNG-0012-2019' })).shopAndEstablishmentDetails.seDetails;
    expect(found.address?.stateCode).toMatch(/^[A-Z]{2}$/);
    expect(dataOf(await shopEstablishment({ registrationNumber: 'MH/MUM/12348', stateCode: 'MH' })).shopAndEstablishmentDetails.seDetails.status).toBe('CANCELLED');
    expectUnverified(await shopEstablishment({ registrationNumber: 'MH/MUM/10000', stateCode: 'MH' }), 'input.registrationNumber');
  });

  test('a state code that is no state is refused: BS-1001, naming the state', async () => {
    const error = expectCatalogueError(await shopEstablishment({ registrationNumber: 'MH/MUM/12345', stateCode: 'XX' }), 'BS-1001', 'Please select Valid City and State');
    expect(error.field).toBe('input.stateCode');
  });

  test.each(['', 'AB1', 'MH//12345', 'MH MUM 12345', 'SHOPNUMBER', `MH/${'1'.repeat(28)}`])(
    "a malformed registration number %j is refused with the field's message",
    async (bad) => {
      const error = expectCatalogueError(await shopEstablishment({ registrationNumber: bad }), 'VALIDATION_ERROR', SHOP_ESTABLISHMENT_MESSAGE);
      expect(error.field).toBe('input.registrationNumber');
    },
  );
});

describe('access and determinism', () => {
  test.each([
    ['cinDetails', () => cinDetails('L17110MH1973PLC019786', null)],
    ['cinsFromPAN', () => cinsFromPan('AAACR5055K', null)],
    ['llpinDetails', () => llpinDetails('AAB-1234', null)],
    ['udyamRegnSearch', () => udyam('UDYAM-MH-19-0012345', null)],
    ['shopAndEstablishmentDetails', () => shopEstablishment({ registrationNumber: 'MH/MUM/12345' }, null)],
    ['cinDetails with a bad token', () => cinDetails('L17110MH1973PLC019786', 'a.b.c')],
  ])('%s without a valid token is refused', async (_name, run) => {
    const result = await run();
    expect(result.data ?? null).toBeNull();
    expectCatalogueError(result, 'UNAUTHORIZED_ERROR');
  });

  test('the same inputs give the same answers, to another agent too', async () => {
    const other = (await signInAs(harness, demoAgent('EMP3001').email)).accessToken;
    const lookups = [
      (who: string) => cinDetails('L17110MH1973PLC019786', who),
      (who: string) => cinsFromPan('AAACR5055K', who),
      (who: string) => llpinDetails('AAB-1234', who),
      (who: string) => udyam('UDYAM-MH-19-0012345', who),
      (who: string) => shopEstablishment({ registrationNumber: 'MH/MUM/12345', stateCode: 'MH' }, who),
    ];
    for (const lookup of lookups) {
      const first = await lookup(token);
      expect(first.errors).toBeUndefined();
      expect(await lookup(token)).toEqual(first);
      expect(await lookup(other)).toEqual(first);
    }
  });
});
