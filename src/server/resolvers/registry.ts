import { PAN_NOT_LINKED_MESSAGE } from '../../domain/identifiers/gstin';
import { and, eq } from 'drizzle-orm';
import type { MerchantAddress, QueryResolvers } from '../../../generated/resolvers';
import { gstinProblem } from '../../domain/identifiers/gstin';
import { isValidPan, PAN_MESSAGE } from '../../domain/identifiers/pan';
import { normaliseIdentifier } from '../../domain/identifiers/normalise';
import type { GraphQLContext } from '../context';
import type { Database } from '../db/connection';
import { cities } from '../db/schema';
import { appError } from '../errors';
import { suggestedOwnershipType, type RegistryAddress } from '../sandbox/registry-provider';
import { requireAgent } from './require-agent';

/** Spec section 5: a GSTIN checked against a PAN that does not own it. */

/** The PAN, trimmed and upper-cased; a malformed one is refused with the spec's message. */
function panInput(raw: string, field = 'panNumber'): string {
  const pan = normaliseIdentifier(raw);
  if (!isValidPan(pan)) throw appError('VALIDATION_ERROR', { message: PAN_MESSAGE, field });
  return pan;
}

/** The registry's address, with the master city id when the city is one of ours. */
async function merchantAddress(db: Database, address: RegistryAddress | null): Promise<MerchantAddress | null> {
  if (!address) return null;
  const [city] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.stateCode, address.stateCode), eq(cities.name, address.city)));
  return { ...address, cityId: city ? String(city.id) : null, latitude: null, longitude: null };
}

export const registryQueries: QueryResolvers<GraphQLContext> = {
  panDetails: async (_parent, { input }, context) => {
    requireAgent(context);
    const pan = panInput(input.panNumber);
    // input.name and input.dateOfBirth are not checked here: the payload has no field for a match
    // result, and the app compares names (bank, KYC documents) against the name returned.
    const record = await context.registries.panDetails(pan);
    if (!record) throw appError('DE-4001');
    return {
      panDetails: {
        panNumber: record.pan,
        name: record.name,
        firstName: record.firstName,
        middleName: record.middleName,
        lastName: record.lastName,
        panHolderType: record.holderType,
        panStatus: record.status,
        dateOfBirth: record.dateOfBirth,
        isAadhaarSeeded: record.isAadhaarSeeded,
        isBlacklisted: record.isBlacklisted,
        isExisting: record.existingMerchant !== null,
        existingAccountId: record.existingMerchant?.accountId ?? null,
        suggestedOwnershipType: suggestedOwnershipType(record.holderType),
      },
    };
  },
  gstinsFromPAN: async (_parent, { input }, context) => {
    requireAgent(context);
    const pan = panInput(input.panNumber);
    return { gstins: await context.registries.gstinsForPan(pan) };
  },
  gstDetails: async (_parent, { input }, context) => {
    requireAgent(context);
    const gstin = normaliseIdentifier(input.gstin);
    const problem = gstinProblem(gstin);
    // Not the GSTIN's shape (spec section 5): BS-1006. The right shape but a check character that
    // does not add up, or a number nobody registered: the GSTIN is invalid, BS-1007.
    if (problem === 'format') throw appError('BS-1006');
    const panRaw = input.panNumber?.trim() ? input.panNumber : null;
    const pan = panRaw == null ? null : panInput(panRaw);
    if (problem === 'checkCharacter') throw appError('BS-1007');
    const record = await context.registries.gstDetails(gstin);
    if (!record) throw appError('BS-1007');
    const isPanLinked = pan === null ? null : record.pan === pan;
    // The input's PAN is a condition on the lookup ("the GSTIN must belong to this PAN"): a mismatch
    // refuses the call with the spec's message, so isPanLinked is true when a PAN was given and null otherwise.
    if (isPanLinked === false) throw appError('VALIDATION_ERROR', { message: PAN_NOT_LINKED_MESSAGE, field: 'panNumber' });
    return {
      gstDetails: {
        gstin: record.gstin,
        panNumber: record.pan,
        legalName: record.legalName,
        tradeName: record.tradeName,
        status: record.status,
        registrationDate: record.registrationDate,
        constitutionOfBusiness: record.constitutionOfBusiness,
        natureOfBusiness: record.natureOfBusiness,
        stateCode: record.stateCode,
        address: await merchantAddress(context.db, record.address),
      },
      isPanLinked,
    };
  },
};
