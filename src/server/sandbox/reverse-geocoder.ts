import { isNotNull } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { cities } from '../db/schema';

// The sandbox reverse geocoder behind locateMeAddress: deterministic, from the master list alone. A
// position is given the nearest master-list city (by great-circle distance from the city's centre)
// when one is within NEAREST_CITY_MAX_KM; the street is left to the agent.

/** Farther than this from every city, a position has no address to offer (a village between towns, a border crossing). */
export const NEAREST_CITY_MAX_KM = 40;

/** A box around India (with the Andaman and Nicobar Islands): a position outside it is abroad. */
const INDIA_BOUNDS = { minLatitude: 6, maxLatitude: 37.5, minLongitude: 68, maxLongitude: 97.5 } as const;

const EARTH_RADIUS_KM = 6371;

export interface Position {
  latitude: number;
  longitude: number;
}

export function isInIndia({ latitude, longitude }: Position): boolean {
  return (
    latitude >= INDIA_BOUNDS.minLatitude &&
    latitude <= INDIA_BOUNDS.maxLatitude &&
    longitude >= INDIA_BOUNDS.minLongitude &&
    longitude <= INDIA_BOUNDS.maxLongitude
  );
}

/** Great-circle (haversine) distance in kilometres. */
export function distanceKm(a: Position, b: Position): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLatitude = radians(b.latitude - a.latitude);
  const dLongitude = radians(b.longitude - a.longitude);
  const h = Math.sin(dLatitude / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLongitude / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type NearestCity = { found: true; cityId: number; distanceKm: number } | { found: false; reason: 'outside-india' | 'too-far' };

/** The master-list city a position is in, by the rule above. */
export async function nearestCity(db: Database, position: Position): Promise<NearestCity> {
  if (!isInIndia(position)) return { found: false, reason: 'outside-india' };
  const rows = await db
    .select({ id: cities.id, latitude: cities.latitude, longitude: cities.longitude })
    .from(cities)
    .where(isNotNull(cities.latitude));
  let best: { cityId: number; distanceKm: number } | null = null;
  for (const row of rows) {
    if (row.latitude === null || row.longitude === null) continue;
    const km = distanceKm(position, { latitude: row.latitude, longitude: row.longitude });
    // Ties go to the lower id, so the answer never depends on the order rows come in.
    if (!best || km < best.distanceKm || (km === best.distanceKm && row.id < best.cityId)) best = { cityId: row.id, distanceKm: km };
  }
  if (!best || best.distanceKm > NEAREST_CITY_MAX_KM) return { found: false, reason: 'too-far' };
  return { found: true, ...best };
}
