import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LocateMeAddressDocument, PincodeDetailsDocument } from '../../generated/graphql';
import { PINCODE_MESSAGE } from '../../src/domain/identifiers/pincode';
import { indiaStates } from '../../src/server/seed/data/india-states';
import { NEAREST_CITY_MAX_KM } from '../../src/server/sandbox/reverse-geocoder';
import { dataOf, expectCatalogueError, onlyError, send } from './call';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';

// The address lookups of the Business Details and Multi Stores steps: a pincode names its state and
// city from the master list's pincode prefixes (pincodeDetails), and the phone's position names the
// nearest master-list city with its head post office's pincode (locateMeAddress, a sandbox).

let harness: Harness;
let asha: string;
beforeAll(async () => {
  harness = await startHarness();
  asha = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
});
afterAll(() => harness.close());

/** Signed in as Asha unless `signedIn` is false. */
const pincode = async (pinCode: string, signedIn = true) =>
  send(harness, PincodeDetailsDocument, { input: { pinCode } }, signedIn ? { token: asha } : {});
const locate = async (latitude: number, longitude: number, signedIn = true) =>
  send(harness, LocateMeAddressDocument, { input: { latitude, longitude } }, signedIn ? { token: asha } : {});

describe('pincodeDetails', () => {
  test.each([
    ['411001', 'MH', 'Maharashtra', 'Pune'],
    ['412105', 'MH', 'Maharashtra', 'Pune'],
    ['400050', 'MH', 'Maharashtra', 'Mumbai'],
    ['400703', 'MH', 'Maharashtra', 'Navi Mumbai'],
    ['560034', 'KA', 'Karnataka', 'Bengaluru'],
    ['110017', 'DL', 'Delhi', 'Saket'],
    ['110020', 'DL', 'Delhi', 'New Delhi'],
    ['500003', 'TG', 'Telangana', 'Secunderabad'],
    ['500081', 'TG', 'Telangana', 'Hyderabad'],
    ['682555', 'LD', 'Lakshadweep', 'Kavaratti'],
  ])('%s is in %s (%s), %s', async (pinCode, stateCode, stateName, cityName) => {
    const details = dataOf(await pincode(pinCode)).pincodeDetails;
    expect(details).toMatchObject({ pinCode, state: { stateCode, name: stateName }, city: { name: cityName, stateCode } });
  });

  test('a pincode no master-list city has names neither state nor city', async () => {
    expect(dataOf(await pincode('999999')).pincodeDetails).toEqual({ pinCode: '999999', state: null, city: null });
  });

  test("every seeded city's own pincode names that city", async () => {
    for (const state of indiaStates) {
      for (const city of state.cities) {
        const details = dataOf(await pincode(city.pinCode)).pincodeDetails;
        expect(details.city?.name, `${city.name} ${city.pinCode}`).toBe(city.name);
        expect(details.state?.stateCode).toBe(state.stateCode);
      }
    }
  });

  test.each(['41100', '4110011', 'ABCDEF', '011001', ''])('refuses %j as a pincode', async (pinCode) => {
    const error = onlyError(await pincode(pinCode));
    // Longer than a pincode, the contract's bound refuses it before the pincode rule is asked.
    if (pinCode.length > 6) expect(error.code).toBe('MOS-1001');
    else expect(error).toMatchObject({ code: 'VALIDATION_ERROR', message: PINCODE_MESSAGE, field: 'input.pinCode' });
  });

  test('needs a signed-in agent', async () => {
    expectCatalogueError(await pincode('411001', false), 'UNAUTHORIZED_ERROR');
  });
});

describe('locateMeAddress', () => {
  test("a position in Pune is Pune's address, at the phone's own position", async () => {
    const { address } = dataOf(await locate(18.5308, 73.8475)).locateMeAddress;
    expect(address).toMatchObject({
      city: 'Pune',
      state: 'Maharashtra',
      stateCode: 'MH',
      country: 'IN',
      pinCode: '411001',
      latitude: 18.5308,
      longitude: 73.8475,
      addressLine1: null,
    });
    expect(address.cityId).toMatch(/^[0-9]+$/);
  });

  test('the nearest city wins between two close ones', async () => {
    expect(dataOf(await locate(17.44, 78.5)).locateMeAddress.address.city).toBe('Secunderabad');
    expect(dataOf(await locate(17.38, 78.48)).locateMeAddress.address.city).toBe('Hyderabad');
  });

  test(`a position in India farther than ${NEAREST_CITY_MAX_KM} km from every city has no address`, async () => {
    // The Thar desert between Jaisalmer and Barmer.
    const error = expectCatalogueError(await locate(26.4, 71.0), 'LOCATION_NOT_FOUND');
    expect(error.field).toBe('input.latitude');
  });

  test.each([
    ['London', 51.5074, -0.1278],
    ['Singapore', 1.3521, 103.8198],
  ])('a position abroad (%s) is refused as outside India', async (_place, latitude, longitude) => {
    const error = expectCatalogueError(await locate(latitude, longitude), 'LOCATION_OUTSIDE_INDIA');
    expect(error.field).toBe('input.latitude');
  });

  test('a latitude or longitude off the globe is refused by the contract', async () => {
    expect(onlyError(await locate(91, 73)).code).toBe('MOS-1001');
    expect(onlyError(await locate(18, -181)).code).toBe('MOS-1001');
  });

  test('needs a signed-in agent', async () => {
    expectCatalogueError(await locate(18.52, 73.86, false), 'UNAUTHORIZED_ERROR');
  });
});
