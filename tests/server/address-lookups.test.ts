import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LocateMeAddressDocument, PincodeDetailsDocument } from '../../generated/graphql';
import { PINCODE_MESSAGE, pincodePrefixes as prefixesOf } from '../../src/domain/identifiers/pincode';
import { cities, pincodePrefixes, states } from '../../src/server/db/schema';
import { directoryPincodes, directoryPlaces, placeOfPincode, type PlaceCity } from '../../src/server/features/business-details/pincode-places';
import { indiaStates } from '../../src/server/seed/data/india-states';
import { PINCODE_DIRECTORY_SIZE } from '../../src/server/seed/data/pincode-directory';
import { NEAREST_CITY_MAX_KM } from '../../src/server/sandbox/reverse-geocoder';
import { dataOf, expectCatalogueError, onlyError, send } from './call';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';

// The address lookups of the Business Details and Multi Stores steps: a pincode names its state from
// India Post's directory and its city from the master list's pincode prefixes or its district
// (pincodeDetails), and the phone's position names the nearest master-list city with its head post
// office's pincode (locateMeAddress, a sandbox).

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
    ['411030', 'MH', 'Maharashtra', 'Pune'],
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

  test('a pincode neither the directory nor any city has names neither state nor city', async () => {
    expect(dataOf(await pincode('999999')).pincodeDetails).toEqual({ pinCode: '999999', state: null, city: null });
  });

  test.each([
    // Satara and Ratnagiri: Maharashtra districts with no city of the master list.
    ['415001', 'MH', 'Maharashtra'],
    ['415612', 'MH', 'Maharashtra'],
  ])('%s, in a district no master-list city is in, names its state (%s) alone', async (pinCode, stateCode, name) => {
    expect(dataOf(await pincode(pinCode)).pincodeDetails).toEqual({ pinCode, state: { stateCode, name }, city: null });
  });

  test.each([
    // Vasai-Virar's prefixes are 4012 and 4013; 401404 (its district in the directory) is under neither.
    ['401404', 'MH', 'Vasai-Virar'],
    // A village of Leh: Ladakh's, though the directory still lists Leh under Jammu & Kashmir.
    ['194201', 'LA', 'Leh'],
  ])('%s, in the district of a master-list city but under none of its prefixes, names that city', async (pinCode, stateCode, city) => {
    expect(dataOf(await pincode(pinCode)).pincodeDetails).toMatchObject({ pinCode, state: { stateCode }, city: { name: city, stateCode } });
  });

  test(`every one of the directory's ${PINCODE_DIRECTORY_SIZE} pincodes names a state it is in, and a city only of that state`, async () => {
    expect(directoryPincodes()).toHaveLength(19159);
    const db = harness.database.db;
    const [cityRows, prefixRows, stateRows] = await Promise.all([db.select().from(cities), db.select().from(pincodePrefixes), db.select().from(states)]);
    const all: PlaceCity[] = cityRows.map((row) => ({ id: row.id, name: row.name, district: row.district, stateCode: row.stateCode, pinCode: row.pinCode }));
    const byId = new Map(all.map((city) => [city.id, city]));
    const prefixCity = new Map(prefixRows.flatMap((row) => (byId.has(row.cityId) ? [[row.prefix, byId.get(row.cityId) as PlaceCity] as const] : [])));
    const seededStates = new Set(stateRows.map((row) => row.stateCode));
    let withCity = 0;
    for (const pin of directoryPincodes()) {
      const prefixed = prefixesOf(pin).flatMap((prefix) => {
        const city = prefixCity.get(prefix);
        return city ? [{ prefix, city }] : [];
      });
      const place = placeOfPincode(pin, prefixed, (code) => all.filter((city) => city.stateCode === code));
      expect(place, pin).not.toBeNull();
      expect(seededStates.has(place?.stateCode ?? ''), pin).toBe(true);
      expect(directoryPlaces(pin).map((p) => p.stateCode), pin).toContain(place?.stateCode);
      if (place?.city) {
        expect(place.city.stateCode, pin).toBe(place.stateCode);
        withCity += 1;
      }
    }
    // Most pincodes are in a district with a master-list city; the others name their state alone.
    expect(withCity).toBeGreaterThan(12000);
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
