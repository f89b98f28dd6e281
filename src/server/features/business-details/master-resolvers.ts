import { and, asc, eq, ilike } from 'drizzle-orm';
import type { QueryResolvers } from '../../../../generated/resolvers';
import type { GraphQLContext } from '../../context';
import type { Database } from '../../db/connection';
import { cities, mccMaster, states } from '../../db/schema';
import { recordNumber } from '../../../domain/record-ids';
import { setMembers } from '../../../engine/rules';
import { appError } from '../../errors';
import { nearestCity } from '../../sandbox/reverse-geocoder';
import { likePattern } from '../../graphql/list-helpers';
import { pincodePlace } from './pincode-places';
import { requireAgent } from '../../graphql/require-agent';

function toCity(row: typeof cities.$inferSelect) {
  return { id: String(row.id), name: row.name, district: row.district, stateCode: row.stateCode };
}

async function cityWithState(db: Database, cityId: string) {
  const id = recordNumber(cityId);
  if (id === null) throw appError('BS-1001');
  const [row] = await db
    .select({ city: cities, state: states })
    .from(cities)
    .innerJoin(states, eq(states.stateCode, cities.stateCode))
    .where(eq(cities.id, id));
  if (!row) throw appError('BS-1001');
  return row;
}

export const masterQueries: QueryResolvers<GraphQLContext> = {
  masterStateList: async (_parent, _args, context) => {
    requireAgent(context);
    return { states: await context.db.select().from(states).orderBy(asc(states.name)) };
  },
  cityList: async (_parent, { input }, context) => {
    requireAgent(context);
    const stateCode = input.stateCode.trim().toUpperCase();
    const [state] = await context.db.select().from(states).where(eq(states.stateCode, stateCode));
    if (!state) throw appError('BS-1001');
    const rows = await context.db.select().from(cities).where(eq(cities.stateCode, stateCode)).orderBy(asc(cities.name));
    return { cityList: rows.map(toCity) };
  },
  cityDetails: async (_parent, { input }, context) => {
    requireAgent(context);
    const { city, state } = await cityWithState(context.db, input.cityId);
    return { city: toCity(city), state };
  },
  stateAndCityName: async (_parent, { input }, context) => {
    requireAgent(context);
    const stateCode = input.stateCode.trim().toUpperCase();
    const [state] = await context.db.select().from(states).where(eq(states.stateCode, stateCode));
    if (!state) throw appError('BS-1001', { field: 'input.stateCode' });
    const [city] = await context.db
      .select()
      .from(cities)
      // The name whatever its case, and only that name: % and _ in it are no wildcards.
      .where(and(eq(cities.stateCode, stateCode), ilike(cities.name, likePattern(input.cityName.trim()))));
    if (!city) throw appError('BS-1004', { field: 'input.cityName' });
    return { stateName: state.name, cityName: city.name, cityId: String(city.id) };
  },
  stateAndCityNameFromCityId: async (_parent, { input }, context) => {
    requireAgent(context);
    const { city, state } = await cityWithState(context.db, input.cityId);
    return { stateName: state.name, stateCode: state.stateCode, cityName: city.name };
  },
  pincodeDetails: async (_parent, { input }, context) => {
    requireAgent(context);
    const pinCode = input.pinCode.trim();
    const { state, city } = await pincodePlace(context.db, pinCode);
    return { pinCode, state, city: city ? toCity(city) : null };
  },
  locateMeAddress: async (_parent, { input }, context) => {
    requireAgent(context);
    const position = { latitude: input.latitude, longitude: input.longitude };
    const nearest = await nearestCity(context.db, position);
    if (!nearest.found) throw appError(nearest.reason === 'outside-india' ? 'LOCATION_OUTSIDE_INDIA' : 'LOCATION_NOT_FOUND', { field: 'input.latitude' });
    const { city, state } = await cityWithState(context.db, String(nearest.cityId));
    return {
      address: {
        city: city.name,
        cityId: String(city.id),
        state: state.name,
        stateCode: state.stateCode,
        country: 'IN',
        pinCode: city.pinCode,
        // The phone's own position, not the city's centre: it is where the merchant is.
        ...position,
      },
    };
  },
  masterMccList: async (_parent, { input }, context) => {
    requireAgent(context);
    const query = context.db.select().from(mccMaster);
    const rows = await (input.categoryType
      ? query.where(eq(mccMaster.categoryType, input.categoryType))
      : query
    ).orderBy(asc(mccMaster.mccCode));
    // A merchant in a blocked category is not onboarded (spec section 9), so its MCC is never offered.
    const blocked = setMembers(context.forms.rules, 'blocked-mccs');
    return { mccList: rows.filter((row) => !blocked.has(row.mccCode)) };
  },
};
