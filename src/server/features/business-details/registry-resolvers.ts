import { and, eq } from 'drizzle-orm';
import type { CinDetails, MerchantAddress, QueryResolvers } from '../../../../generated/resolvers';
import { BUSINESS_PROOF_UNVERIFIED_MESSAGE } from '../../../domain/business-proof';
import { PAN_NOT_LINKED_MESSAGE, gstinProblem } from '../../../domain/identifiers/gstin';
import { normaliseLlpin } from '../../../domain/identifiers/llpin';
import { isValidPan, PAN_MESSAGE } from '../../../domain/identifiers/pan';
import { normaliseIdentifier } from '../../../domain/identifiers/normalise';
import type { GraphQLContext } from '../../context';
import type { Database } from '../../db/connection';
import { cities, merchantAccounts } from '../../db/schema';
import { appError } from '../../errors';
import { indiaStates } from '../../seed/data/india-states';
import { suggestedOwnershipType, type CinRecord, type RegistryAddress } from '../../sandbox/registry-provider';
import { requireAgent } from '../../graphql/require-agent';

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

/** A business proof nobody registered: the agent captures the certificate or picks another proof (spec section 5). */
function unverified(field: string) {
  return appError('VALIDATION_ERROR', { message: BUSINESS_PROOF_UNVERIFIED_MESSAGE, field });
}

async function cinDetails(db: Database, record: CinRecord): Promise<CinDetails> {
  return { ...record, registeredAddress: await merchantAddress(db, record.registeredAddress) };
}

// The CIN, LLPIN, Udyam and shop and establishment numbers reach these resolvers well-formed:
// operation-inputs.ts checks their shapes with src/domain/identifiers first.
export const registryQueries: QueryResolvers<GraphQLContext> = {
  panDetails: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const pan = panInput(input.panNumber);
    // input.name and input.dateOfBirth are not checked here: the payload has no field for a match
    // result, and the app compares names (bank, KYC documents) against the name returned.
    const [record, [account]] = await Promise.all([
      context.registries.panDetails(pan),
      context.db.select({ id: merchantAccounts.id, owner: merchantAccounts.ownerEmployeeId }).from(merchantAccounts).where(eq(merchantAccounts.panNumber, pan)),
    ]);
    if (!record) throw appError('DE-4001');
    // A PAN is registered once a merchant account uses it, whoever made it (the registry's own
    // record of our merchants lags behind ours); only the agent's own account is named.
    const ownAccountId = account && account.owner === agent.employeeId ? account.id : null;
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
        isExisting: record.existingMerchant !== null || account !== undefined,
        existingAccountId: account ? ownAccountId : (record.existingMerchant?.accountId ?? null),
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
  cinDetails: async (_parent, { input }, context) => {
    requireAgent(context);
    const record = await context.registries.cinDetails(normaliseIdentifier(input.cin));
    if (!record) throw unverified('input.cin');
    return { cinDetails: await cinDetails(context.db, record) };
  },
  cinsFromPAN: async (_parent, { input }, context) => {
    requireAgent(context);
    const records = await context.registries.cinsForPan(normaliseIdentifier(input.panNumber));
    return { cins: records.map(({ cin, companyName, status }) => ({ cin, companyName, status })) };
  },
  llpinDetails: async (_parent, { input }, context) => {
    requireAgent(context);
    const llpin = normaliseLlpin(input.llpin);
    const record = llpin ? await context.registries.llpinDetails(llpin) : null;
    if (!record) throw unverified('input.llpin');
    return { llpinDetails: { ...record, registeredAddress: await merchantAddress(context.db, record.registeredAddress) } };
  },
  udyamRegnSearch: async (_parent, { input }, context) => {
    requireAgent(context);
    const record = await context.registries.udyamDetails(normaliseIdentifier(input.udyamNumber));
    if (!record) throw unverified('input.udyamNumber');
    return { udyamDetails: { ...record, address: await merchantAddress(context.db, record.address) } };
  },
  shopAndEstablishmentDetails: async (_parent, { input }, context) => {
    requireAgent(context);
    const stateCode = input.stateCode?.trim() ? normaliseIdentifier(input.stateCode) : null;
    if (stateCode && !indiaStates.some((s) => s.stateCode === stateCode)) throw appError('BS-1001', { field: 'input.stateCode' });
    const record = await context.registries.shopEstablishmentDetails(normaliseIdentifier(input.registrationNumber), stateCode, input.name?.trim() || null);
    if (!record) throw unverified('input.registrationNumber');
    return { seDetails: { ...record, address: await merchantAddress(context.db, record.address) } };
  },
};
