import { desc, eq, inArray, sql } from 'drizzle-orm';
import { isValidPincode, pincodePrefixes as prefixesOf } from '../../../domain/identifiers/pincode';
import type { Database } from '../../db/connection';
import { cities, pincodePrefixes, states, type StoredMerchantAddress } from '../../db/schema';
import { pincodeDistricts, pincodeDistrictsElsewhere } from '../../seed/data/pincode-directory';

// Where a pincode is: India Post's directory (src/server/seed/data/pincode-directory.ts, every
// pincode's district and state) names its state, and the master list's cities name its city: the
// city of its longest known prefix (the sorting district it is delivered under, or a locality's or
// town's longer prefix) in that state, or else the master-list city of its district. A pincode of
// a district no master-list city is in names its state alone; one the directory does not have (a
// new pincode it does not list yet) is placed by the prefixes alone.

export interface DirectoryPlace {
  stateCode: string;
  district: string;
}

let directory: Map<string, DirectoryPlace[]> | undefined;

function addRuns(into: Map<string, DirectoryPlace[]>, table: Readonly<Record<string, Readonly<Record<string, string>>>>) {
  for (const [stateCode, districts] of Object.entries(table)) {
    for (const [district, list] of Object.entries(districts)) {
      for (const run of list.split(' ')) {
        const [start = '', extra = '0'] = run.split('+');
        const first = Number(start);
        for (let pincode = first; pincode <= first + Number(extra); pincode++) {
          const key = String(pincode);
          into.set(key, [...(into.get(key) ?? []), { stateCode, district }]);
        }
      }
    }
  }
}

/** The pincode's places in the directory, the state most of its post offices are in first; none for a pincode it does not have. */
export function directoryPlaces(pinCode: string): readonly DirectoryPlace[] {
  if (!directory) {
    const built = new Map<string, DirectoryPlace[]>();
    addRuns(built, pincodeDistricts);
    addRuns(built, pincodeDistrictsElsewhere);
    directory = built;
  }
  return directory.get(pinCode.trim()) ?? [];
}

/** The pincodes the directory has. */
export function directoryPincodes(): string[] {
  directoryPlaces('');
  return [...(directory?.keys() ?? [])];
}

/** A master-list city, as the lookup reads it. */
export interface PlaceCity {
  id: number;
  name: string;
  district: string | null;
  stateCode: string;
  /** Its head post office's pincode. */
  pinCode: string | null;
}

/** Digits two pincodes start with alike. */
function sharedDigits(a: string, b: string): number {
  let n = 0;
  while (n < a.length && a[n] === b[n]) n++;
  return n;
}

/** The master-list cities of a directory district: those whose head post office is in it. */
function districtCities(place: DirectoryPlace, stateCities: readonly PlaceCity[]): PlaceCity[] {
  return stateCities.filter(
    (city) => city.pinCode !== null && directoryPlaces(city.pinCode).some((p) => p.stateCode === place.stateCode && p.district === place.district),
  );
}

/** Of a district's cities, the one whose head post office's pincode is nearest the pincode's (more digits alike). */
function nearestOf(pinCode: string, candidates: readonly PlaceCity[]): PlaceCity | null {
  let best: PlaceCity | null = null;
  let bestDigits = -1;
  for (const city of candidates) {
    const digits = sharedDigits(pinCode, city.pinCode ?? '');
    if (digits > bestDigits || (digits === bestDigits && best !== null && city.id < best.id)) {
      best = city;
      bestDigits = digits;
    }
  }
  return best;
}

export interface PincodePlace {
  stateCode: string;
  city: PlaceCity | null;
}

/**
 * Where a pincode is (pure: the caller gives the master list's cities). `prefixCities` are the cities
 * whose known prefixes the pincode has, longest prefix first; `stateCities` gives a state's cities.
 */
export function placeOfPincode(
  pinCode: string,
  prefixCities: readonly { prefix: string; city: PlaceCity }[],
  stateCities: (stateCode: string) => readonly PlaceCity[],
): PincodePlace | null {
  const places = directoryPlaces(pinCode);
  if (places.length === 0) {
    const [first] = prefixCities;
    return first ? { stateCode: first.city.stateCode, city: first.city } : null;
  }
  // The city of the longest known prefix, in a state the pincode is in.
  const prefixed = prefixCities.find(({ city }) => places.some((p) => p.stateCode === city.stateCode));
  if (prefixed) return { stateCode: prefixed.city.stateCode, city: prefixed.city };
  const [place] = places;
  if (!place) return null;
  return { stateCode: place.stateCode, city: nearestOf(pinCode, districtCities(place, stateCities(place.stateCode))) };
}

function toPlaceCity(row: typeof cities.$inferSelect): PlaceCity {
  return { id: row.id, name: row.name, district: row.district, stateCode: row.stateCode, pinCode: row.pinCode };
}

/** Where a pincode is, in the master list's state and city rows; neither for a pincode nobody knows. */
export async function pincodePlace(db: Database, pinCode: string) {
  const pin = pinCode.trim();
  if (!isValidPincode(pin)) return { state: null, city: null };
  const prefixRows = await db
    .select({ prefix: pincodePrefixes.prefix, city: cities })
    .from(pincodePrefixes)
    .innerJoin(cities, eq(cities.id, pincodePrefixes.cityId))
    .where(inArray(pincodePrefixes.prefix, prefixesOf(pin)))
    .orderBy(desc(sql`length(${pincodePrefixes.prefix})`));
  const stateCodes = [...new Set(directoryPlaces(pin).map((p) => p.stateCode))];
  const stateCityRows = stateCodes.length > 0 ? await db.select().from(cities).where(inArray(cities.stateCode, stateCodes)) : [];
  const stateCities = stateCityRows.map(toPlaceCity);
  const place = placeOfPincode(
    pin,
    prefixRows.map((row) => ({ prefix: row.prefix, city: toPlaceCity(row.city) })),
    (code) => stateCities.filter((city) => city.stateCode === code),
  );
  if (!place) return { state: null, city: null };
  const [state] = await db.select().from(states).where(eq(states.stateCode, place.stateCode));
  if (!state) return { state: null, city: null };
  const city = place.city ? (prefixRows.find((row) => row.city.id === place.city?.id)?.city ?? stateCityRows.find((row) => row.id === place.city?.id) ?? null) : null;
  return { state, city };
}

/**
 * An address with a pincode but no state or city, such as a lead's prefilled one, with the state and
 * city its pincode names filled in, as the pincode field fills them when typed. A state or city the
 * address has is kept; a pincode of another state fills nothing.
 */
export async function withPincodePlace(db: Database, address: StoredMerchantAddress | null | undefined): Promise<StoredMerchantAddress | null> {
  if (!address) return null;
  const pinCode = address.pinCode?.trim() ?? '';
  if (!isValidPincode(pinCode) || (address.stateCode && address.cityId)) return address;
  const { state, city } = await pincodePlace(db, pinCode);
  if (!state || (address.stateCode && address.stateCode !== state.stateCode)) return address;
  const filled: StoredMerchantAddress = { ...address, stateCode: state.stateCode, state: state.name };
  return !address.cityId && city ? { ...filled, cityId: String(city.id), city: city.name } : filled;
}
