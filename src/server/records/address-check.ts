import { eq } from 'drizzle-orm';
import type { MerchantAddressInput } from '../../../generated/resolvers';
import type { ErrorCode } from '../../domain/error-catalogue';
import type { Database } from '../db/connection';
import { cities, states, type StoredMerchantAddress } from '../db/schema';
import { appError } from '../errors';

/** The refusal each kind of address gives when its city is not in its state (spec section 8). */
export type AddressRefusal = Extract<ErrorCode, 'MOS-1015' | 'MSS-1016' | 'MSS-1017' | 'BS-1001'>;

function trimmed(value: MerchantAddressInput): StoredMerchantAddress {
  return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, typeof v === 'string' ? v.trim() || null : v])) as StoredMerchantAddress;
}

/**
 * An address as it is stored: a city, when one is named, must be one of the master list's cities of
 * the address's state, and the city and state names are the master list's, never the client's text.
 */
export async function storedAddress(
  db: Database,
  value: MerchantAddressInput | null | undefined,
  refusal: AddressRefusal,
  field: string,
): Promise<StoredMerchantAddress | null> {
  if (!value) return null;
  const address = trimmed(value);
  if (!address.cityId && !address.stateCode) return address;
  if (!address.cityId) {
    const [state] = await db.select({ name: states.name }).from(states).where(eq(states.stateCode, address.stateCode ?? ''));
    if (!state) throw appError(refusal, { field: `${field}.stateCode` });
    return { ...address, city: null, state: state.name, country: address.country ?? 'IN' };
  }
  const cityId = Number(address.cityId);
  const [row] =
    Number.isSafeInteger(cityId) && cityId > 0
      ? await db
          .select({ city: cities.name, stateCode: cities.stateCode, state: states.name })
          .from(cities)
          .innerJoin(states, eq(states.stateCode, cities.stateCode))
          .where(eq(cities.id, cityId))
      : [];
  if (!row || row.stateCode !== address.stateCode) throw appError(refusal, { field: `${field}.cityId` });
  return { ...address, city: row.city, state: row.state, stateCode: row.stateCode, country: address.country ?? 'IN' };
}
