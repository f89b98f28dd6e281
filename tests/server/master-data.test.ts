import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  CityDetailsDocument,
  CityListDocument,
  MasterMccListDocument,
  MasterStateListDocument,
  SalesAppLatestVersionDocument,
  StateAndCityNameDocument,
  StateAndCityNameFromCityIdDocument,
} from '../../generated/graphql';
import { appReleases } from '../../src/server/db/schema';
import { dataOf, expectCatalogueError, send } from './call';
import { signedInHarness, type Harness } from './harness';

let harness: Harness;
let token: string;
beforeAll(async () => {
  ({ harness, token } = await signedInHarness('EMP1001'));
});
afterAll(() => harness.close());

const LICENCE_MCCS = ['4722', '5962', '5921', '5813', '5912', '8220', '8211', '5812', '5814'];

async function citiesOf(stateCode: string) {
  return dataOf(await send(harness, CityListDocument, { input: { stateCode } }, { token })).cityList.cityList;
}

async function cityId(stateCode: string, name: string): Promise<string> {
  const city = (await citiesOf(stateCode)).find((c) => c.name === name);
  if (!city) throw new Error(`no ${name} in ${stateCode}`);
  return city.id;
}

describe('states and cities', () => {
  test('masterStateList includes Maharashtra with GST state code 27 and state code MH', async () => {
    const { states } = dataOf(await send(harness, MasterStateListDocument, { input: {} }, { token })).masterStateList;
    expect(states).toContainEqual({ stateCode: 'MH', gstStateCode: '27', name: 'Maharashtra' });
    expect(states).toContainEqual({ stateCode: 'KA', gstStateCode: '29', name: 'Karnataka' });
    expect(states.length).toBeGreaterThanOrEqual(36);
    expect(new Set(states.map((s) => s.gstStateCode)).size).toBe(states.length);
    const names = states.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  test('cityList for MH includes Mumbai and Pune, all in MH', async () => {
    const cities = await citiesOf('MH');
    expect(cities.map((c) => c.name)).toEqual(expect.arrayContaining(['Mumbai', 'Pune']));
    expect(cities.every((c) => c.stateCode === 'MH')).toBe(true);
    expect(cities.find((c) => c.name === 'Pune')?.district).toBe('Pune');
  });

  test('the state code is matched without regard to case and spaces', async () => {
    expect((await citiesOf(' mh ')).map((c) => c.id)).toEqual((await citiesOf('MH')).map((c) => c.id));
  });

  test('an unknown state gives BS-1001', async () => {
    const result = await send(harness, CityListDocument, { input: { stateCode: 'ZZ' } }, { token });
    expect(result.data).toBeNull();
    expectCatalogueError(result, 'BS-1001', 'Please select Valid City and State');
  });

  test('cityDetails and stateAndCityNameFromCityId round-trip a city id', async () => {
    const id = await cityId('MH', 'Pune');
    const details = dataOf(await send(harness, CityDetailsDocument, { input: { cityId: id } }, { token })).cityDetails;
    expect(details).toEqual({
      city: { id, name: 'Pune', district: 'Pune', stateCode: 'MH' },
      state: { stateCode: 'MH', gstStateCode: '27', name: 'Maharashtra' },
    });
    const names = dataOf(
      await send(harness, StateAndCityNameFromCityIdDocument, { input: { cityId: id } }, { token }),
    ).stateAndCityNameFromCityId;
    expect(names).toEqual({ stateName: 'Maharashtra', stateCode: 'MH', cityName: 'Pune' });
    const back = dataOf(
      await send(harness, StateAndCityNameDocument, { input: { stateCode: 'MH', cityName: 'pune' } }, { token }),
    ).stateAndCityName;
    expect(back).toEqual({ stateName: 'Maharashtra', cityName: 'Pune', cityId: id });
  });

  test('an unknown or malformed city id gives BS-1001', async () => {
    for (const cityId of ['999999', 'pune', '1.5']) {
      expectCatalogueError(await send(harness, CityDetailsDocument, { input: { cityId } }, { token }), 'BS-1001');
      expectCatalogueError(await send(harness, StateAndCityNameFromCityIdDocument, { input: { cityId } }, { token }), 'BS-1001');
    }
  });

  test('a city not in the state gives BS-1004', async () => {
    const result = await send(harness, StateAndCityNameDocument, { input: { stateCode: 'KA', cityName: 'Pune' } }, { token });
    expectCatalogueError(result, 'BS-1004', 'Please select Valid City and State');
  });
});

describe('masterMccList', () => {
  test('has at least 150 codes including 5411 and every licence-required code, each complete', async () => {
    const { mccList } = dataOf(await send(harness, MasterMccListDocument, { input: {} }, { token })).masterMccList;
    expect(mccList.length).toBeGreaterThanOrEqual(150);
    const codes = mccList.map((m) => m.mccCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(['5411', ...LICENCE_MCCS]));
    for (const mcc of mccList) {
      expect(mcc.mccCode).toMatch(/^\d{4}$/);
      for (const [field, value] of Object.entries(mcc)) {
        expect(typeof value, `${mcc.mccCode}.${field}`).toBe('string');
        expect(String(value).trim(), `${mcc.mccCode}.${field}`).not.toBe('');
      }
      expect(Object.keys(mcc).sort()).toEqual(
        ['categoryLabel', 'categoryType', 'mccCode', 'merchantCategory', 'riskCategory', 'subCategoryLabel', 'subCategoryType'].sort(),
      );
    }
  });

  test('filters by category type', async () => {
    const all = dataOf(await send(harness, MasterMccListDocument, { input: {} }, { token })).masterMccList.mccList;
    const grocery = all.find((m) => m.mccCode === '5411');
    if (!grocery) throw new Error('no 5411');
    const filtered = dataOf(
      await send(harness, MasterMccListDocument, { input: { categoryType: grocery.categoryType } }, { token }),
    ).masterMccList.mccList;
    expect(filtered.map((m) => m.mccCode)).toContain('5411');
    expect(filtered.every((m) => m.categoryType === grocery.categoryType)).toBe(true);
    expect(filtered.length).toBe(all.filter((m) => m.categoryType === grocery.categoryType).length);
    expect(filtered.length).toBeLessThan(all.length);
  });
});

describe('salesAppLatestVersion', () => {
  async function latest(currentVersion: string) {
    return dataOf(await send(harness, SalesAppLatestVersionDocument, { input: { currentVersion } }, { token })).salesAppLatestVersion;
  }

  test('the seeded current version 0.1.0 needs no update', async () => {
    expect(await latest('0.1.0')).toEqual({ updateType: 'NONE', version: '0.1.0' });
  });

  test('a version that is no version is refused, naming the field', async () => {
    const result = await send(harness, SalesAppLatestVersionDocument, { input: { currentVersion: 'latest' } }, { token });
    expect(expectCatalogueError(result, 'VALIDATION_ERROR', 'Please send a version like 1.4.2.').field).toBe('input.currentVersion');
  });

  test('an older build gets an optional update to 0.1.0', async () => {
    expect(await latest('0.0.9')).toEqual({ updateType: 'OPTIONAL', version: '0.1.0' });
  });

  test('a newer forced release makes the update forced, for older builds only', async () => {
    await harness.database.db.insert(appReleases).values([
      { version: '0.1.5', forced: false },
      { version: '0.2.0', forced: true },
      { version: '0.2.1', forced: false },
    ]);
    expect(await latest('0.1.0')).toEqual({ updateType: 'FORCED', version: '0.2.1' });
    expect(await latest('0.0.9')).toEqual({ updateType: 'FORCED', version: '0.2.1' });
    expect(await latest('0.2.0')).toEqual({ updateType: 'OPTIONAL', version: '0.2.1' });
    expect(await latest('0.2.1')).toEqual({ updateType: 'NONE', version: '0.2.1' });
    // Versions compare by number, not text: 0.10.0 is newer than 0.2.1.
    expect(await latest('0.10.0')).toEqual({ updateType: 'NONE', version: '0.2.1' });
  });
});
