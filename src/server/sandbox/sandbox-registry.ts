import { createHash } from 'node:crypto';
import type { PanHolderType, RegistrationStatus } from '../../../generated/resolvers';
import { TEST_GSTIN, gstinCheckCharacter, gstinProblem, panOfGstin } from '../../domain/identifiers/gstin';
import { TEST_PAN, panHolderLetter, type PanHolderLetter } from '../../domain/identifiers/pan';
import { indiaStates, type StateRow } from '../seed/data/india-states';
import {
  sandboxCinRecord,
  sandboxCinsForPan,
  sandboxLlpinRecord,
  sandboxShopEstablishmentRecord,
  sandboxUdyamRecord,
} from './business-registries';
import { heldRegistry } from './held-registry';
import {
  FIRST_NAMES,
  GST_STATES,
  MIDDLE_NAMES,
  NAME_WORDS,
  SHOP_WORDS,
  SURNAMES,
  companyNameCodeOfPan,
  companyNameOfCode,
  dateBetween,
  hash,
  pick,
  sandboxAddress,
} from './sandbox-values';
import type {
  CinRecord,
  GstRecord,
  GstinSummaryRecord,
  LlpinRecord,
  PanRecord,
  RegistryProvider,
  ShopEstablishmentRecord,
  UdyamRecord,
} from './registry-provider';

/*
 * Sandbox PAN and GST registries (the MCA, Udyam and shop and establishment ones are in
 * business-registries.ts): deterministic, like a payment provider's test mode. The same
 * input always gives the same answer; nothing is random and nothing reads the clock. Every choice
 * below is a SHA-256 of the identifier (and a label) picking from fixed lists.
 *
 * PAN (the resolver has already refused a malformed PAN: VALIDATION_ERROR 'Please enter a valid PAN number.')
 * - Holder type from the 4th character: P individual, C company, F firm, H HUF, A association of
 *   persons, B body of individuals, T trust, L local authority, J artificial juridical person,
 *   G government. Any other 4th character is no PAN at all: the resolver refuses it as malformed,
 *   and the sandbox finds no such PAN.
 * - Digits 9999: no such PAN (the resolver answers DE-4001 'Incorrect PAN').
 * - Digits 0666: found, blacklisted (isBlacklisted).
 * - Digits starting 00 (0001-0099): found, already a merchant (isExisting, existingAccountId: a
 *   UUID v5 of the PAN; the merchant's name is the trade name below).
 * - Names: P and H: first name (a middle name for one in three) and a surname starting with the
 *   PAN's 5th letter ('… HUF' for H). Others: a name starting with the 5th letter: C '<X> <Sector>
 *   Private Limited', F '<X> Traders | Enterprises | & Co. | Associates | & Sons', A '<X> Consortium
 *   | Joint Venture', B '<X> Welfare Society | Mandal', T '<X> Charitable | Educational Trust',
 *   L '<X> Municipal Council | Nagar Panchayat', J '<X> University | Institute of Technology',
 *   G '<X> Public Works Department | Development Authority'.
 * - Status VALID; date of birth 1960-1999 (individuals, HUF) or of formation 1990-2016 (others);
 *   Aadhaar seeded for individuals, null for others.
 * - TEST_PAN (TESTP0000T) is an individual with a surname starting with P, valid, not blacklisted,
 *   not registered, despite its T and 0000.
 *
 * GSTINs under a PAN
 * - Last digit of the PAN: 0 none, 1-3 one, 4-6 two, 7-9 three; none for a PAN that does not exist.
 * - Each is <GST state code><PAN><entity number>Z<check character>, in distinct states picked from
 *   the current GST state codes (01-37 less the retired 25 and 28), entity number 1 and ACTIVE;
 *   when the last digit is 9, the third has entity number 9 and is CANCELLED.
 * - TEST_PAN has exactly TEST_GSTIN (27TESTP0000T1ZZ, Maharashtra, ACTIVE).
 *
 * GST details
 * - Any GSTIN of the right shape with the right check character whose PAN exists is registered:
 *   legal name the PAN holder's name, a trade name (surname or name word + a shop word), a
 *   registration date 2017-07-01..2024-12-31, constitution from the PAN holder type, one or two
 *   natures of business, and a principal place of business in the state of its state code
 *   (retired codes 25 and 28: Dadra and Nagar Haveli and Daman and Diu, Andhra Pradesh), a city of
 *   that state, a PIN code in the state's postal circle. Status ACTIVE, CANCELLED when the entity
 *   number (13th character) is 9.
 * - A wrong check character, or a PAN that does not exist: not registered (null).
 * - TEST_GSTIN is registered and ACTIVE, under TEST_PAN, in Maharashtra.
 */

const HOLDER_TYPES: Readonly<Record<PanHolderLetter, PanHolderType>> = {
  P: 'INDIVIDUAL',
  C: 'COMPANY',
  F: 'FIRM',
  H: 'HUF',
  A: 'ASSOCIATION_OF_PERSONS',
  B: 'BODY_OF_INDIVIDUALS',
  T: 'TRUST',
  L: 'LOCAL_AUTHORITY',
  J: 'ARTIFICIAL_JURIDICAL_PERSON',
  G: 'GOVERNMENT',
};

const CONSTITUTIONS: Readonly<Record<PanHolderType, string>> = {
  INDIVIDUAL: 'Proprietorship',
  COMPANY: 'Private Limited Company',
  FIRM: 'Partnership',
  HUF: 'Hindu Undivided Family',
  ASSOCIATION_OF_PERSONS: 'Association of Persons',
  BODY_OF_INDIVIDUALS: 'Body of Individuals',
  TRUST: 'Trust',
  LOCAL_AUTHORITY: 'Local Authority',
  ARTIFICIAL_JURIDICAL_PERSON: 'Artificial Juridical Person',
  GOVERNMENT: 'Government Department',
};

/** The four digits of PANs that the sandbox treats specially. */
export const SANDBOX_PAN_DIGITS = { notFound: '9999', blacklisted: '0666', existingPrefix: '00' } as const;

/** How a non-individual's name ends, by holder type. */
const NAME_ENDINGS: Readonly<Partial<Record<PanHolderType, readonly string[]>>> = {
  FIRM: ['Traders', 'Enterprises', '& Co.', 'Associates', '& Sons'],
  ASSOCIATION_OF_PERSONS: ['Consortium', 'Joint Venture'],
  BODY_OF_INDIVIDUALS: ['Welfare Society', 'Mandal'],
  TRUST: ['Charitable Trust', 'Educational Trust'],
  LOCAL_AUTHORITY: ['Municipal Council', 'Nagar Panchayat'],
  ARTIFICIAL_JURIDICAL_PERSON: ['University', 'Institute of Technology'],
  GOVERNMENT: ['Public Works Department', 'Development Authority'],
};

/** The GST portal's natures of business activity at the principal place of business. */
const NATURES_OF_BUSINESS = [
  'Retail Business',
  'Wholesale Business',
  'Supplier of Services',
  'Office / Sale Office',
  'Warehouse / Depot',
  'Factory / Manufacturing',
];

/** Retired GST state codes still found on old registrations, and the state that now holds them. */
const RETIRED_GST_CODES: Readonly<Record<string, string>> = { '25': 'DD', '28': 'AP' };

function stateOfGstCode(code: string): StateRow | undefined {
  const retired = RETIRED_GST_CODES[code];
  if (retired) return indiaStates.find((s) => s.stateCode === retired);
  return GST_STATES.find((s) => s.gstStateCode === code);
}

/** A UUID v5 (RFC 9562) of the name, in a fixed namespace of this sandbox. */
function uuidV5(name: string): string {
  const namespace = Buffer.from('5b0e3f2a6c1d4e8f9a7b2c3d4e5f6a7b', 'hex');
  const bytes = createHash('sha1').update(namespace).update(name).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The holder type of an existing PAN, or null when the registry has no such PAN. */
function holderTypeOf(pan: string): PanHolderType | null {
  if (pan === TEST_PAN) return 'INDIVIDUAL';
  if (pan.slice(5, 9) === SANDBOX_PAN_DIGITS.notFound) return null;
  const letter = panHolderLetter(pan);
  return letter === null ? null : HOLDER_TYPES[letter];
}

function personName(pan: string) {
  const letter = pan.charAt(4);
  const first = pick(FIRST_NAMES, pan, 'first-name');
  const middle =
    hash(pan, 'has-middle-name') % 3 === 0
      ? pick(first.female ? MIDDLE_NAMES.female : MIDDLE_NAMES.male, pan, 'middle-name')
      : null;
  const last = pick(SURNAMES[letter] ?? SURNAMES.S ?? [], pan, 'surname');
  return { firstName: first.name, middleName: middle, lastName: last };
}

function nameWord(pan: string): string {
  return pick(NAME_WORDS[pan.charAt(4)] ?? NAME_WORDS.S ?? [], pan, 'name-word');
}

/** The trade name the holder does business under (also the existing merchant's name). */
function tradeNameOf(pan: string, holderType: PanHolderType): string {
  const lead = holderType === 'INDIVIDUAL' || holderType === 'HUF' ? personName(pan).lastName : nameWord(pan);
  return `${lead} ${pick(SHOP_WORDS, pan, 'shop-word')}`;
}

/** The sandbox's PAN record, or null when the PAN does not exist. `pan` is normalised and well-formed. */
export function sandboxPanRecord(pan: string): PanRecord | null {
  const holderType = holderTypeOf(pan);
  if (!holderType) return null;
  const digits = pan.slice(5, 9);
  const isPerson = holderType === 'INDIVIDUAL' || holderType === 'HUF';
  let name: string;
  let parts: Pick<PanRecord, 'firstName' | 'middleName' | 'lastName'> = { firstName: null, middleName: null, lastName: null };
  if (isPerson) {
    const person = personName(pan);
    const full = [person.firstName, person.middleName, person.lastName].filter(Boolean).join(' ');
    if (holderType === 'INDIVIDUAL') {
      name = full;
      parts = person;
    } else {
      name = `${full} HUF`;
    }
  } else if (holderType === 'COMPANY') {
    name = `${companyNameOfCode(companyNameCodeOfPan(pan))} Private Limited`;
  } else {
    name = `${nameWord(pan)} ${pick(NAME_ENDINGS[holderType] ?? ['Enterprises'], pan, 'name-ending')}`;
  }
  const isTest = pan === TEST_PAN;
  const isExisting = !isTest && digits.startsWith(SANDBOX_PAN_DIGITS.existingPrefix);
  return {
    pan,
    name,
    ...parts,
    holderType,
    status: 'VALID',
    dateOfBirth: isPerson
      ? dateBetween('1960-01-01', '1999-12-31', pan, 'date-of-birth')
      : dateBetween('1990-01-01', '2016-12-31', pan, 'date-of-formation'),
    isAadhaarSeeded: holderType === 'INDIVIDUAL' ? true : null,
    isBlacklisted: !isTest && digits === SANDBOX_PAN_DIGITS.blacklisted,
    existingMerchant: isExisting ? { accountId: uuidV5(`merchant-account:${pan}`), name: tradeNameOf(pan, holderType) } : null,
  };
}

/** The GSTIN for a PAN registered in a state (GST state code) with an entity number. */
export function sandboxGstin(gstStateCode: string, pan: string, entityNumber: string): string {
  const first14 = `${gstStateCode}${pan}${entityNumber}Z`;
  return first14 + gstinCheckCharacter(first14);
}

function statusOfEntity(entityNumber: string): RegistrationStatus {
  return entityNumber === '9' ? 'CANCELLED' : 'ACTIVE';
}

/** The sandbox's GST registrations under a PAN. `pan` is normalised and well-formed. */
export function sandboxGstinsForPan(pan: string): GstinSummaryRecord[] {
  if (pan === TEST_PAN) return [{ gstin: TEST_GSTIN, stateCode: 'MH', status: 'ACTIVE' }];
  if (!holderTypeOf(pan)) return [];
  const count = Math.ceil(Number(pan.charAt(8)) / 3);
  const states = [...GST_STATES]
    .sort((a, b) => hash(`${pan}:${a.gstStateCode}`, 'gst-state') - hash(`${pan}:${b.gstStateCode}`, 'gst-state'))
    .slice(0, count);
  return states.map((state, index) => {
    const entityNumber = index === 2 && pan.charAt(8) === '9' ? '9' : '1';
    return {
      gstin: sandboxGstin(state.gstStateCode, pan, entityNumber),
      stateCode: state.stateCode,
      status: statusOfEntity(entityNumber),
    };
  });
}

/** The sandbox's GST registration, or null when the GSTIN is not registered. `gstin` is normalised and well-formed. */
export function sandboxGstRecord(gstin: string): GstRecord | null {
  if (gstinProblem(gstin) !== null) return null;
  const pan = panOfGstin(gstin);
  const holder = sandboxPanRecord(pan);
  const state = stateOfGstCode(gstin.slice(0, 2));
  if (!holder || !state) return null;
  const nature = pick(NATURES_OF_BUSINESS, gstin, 'nature');
  const second = pick(NATURES_OF_BUSINESS, gstin, 'second-nature');
  return {
    gstin,
    pan,
    legalName: holder.name,
    tradeName: tradeNameOf(pan, holder.holderType),
    status: gstin === TEST_GSTIN ? 'ACTIVE' : statusOfEntity(gstin.charAt(12)),
    registrationDate: dateBetween('2017-07-01', '2024-12-31', gstin, 'registration-date'),
    constitutionOfBusiness: CONSTITUTIONS[holder.holderType],
    natureOfBusiness: hash(gstin, 'natures') % 2 === 0 && second !== nature ? [nature, second] : [nature],
    stateCode: state.stateCode,
    address: sandboxAddress(gstin, state),
  };
}

/** The default registry provider: the sandbox above behind the provider interface. */
export class SandboxRegistry implements RegistryProvider {
  async panDetails(pan: string): Promise<PanRecord | null> {
    return sandboxPanRecord(pan);
  }

  async cinDetails(cin: string): Promise<CinRecord | null> {
    return sandboxCinRecord(cin);
  }

  async cinsForPan(pan: string): Promise<CinRecord[]> {
    return sandboxCinsForPan(pan, sandboxPanRecord(pan));
  }

  async llpinDetails(llpin: string): Promise<LlpinRecord | null> {
    return sandboxLlpinRecord(llpin);
  }

  async udyamDetails(udyamNumber: string): Promise<UdyamRecord | null> {
    return sandboxUdyamRecord(udyamNumber);
  }

  async shopEstablishmentDetails(registrationNumber: string, stateCode: string | null, businessName: string | null = null): Promise<ShopEstablishmentRecord | null> {
    return sandboxShopEstablishmentRecord(registrationNumber, stateCode, businessName);
  }

  async gstinsForPan(pan: string): Promise<GstinSummaryRecord[]> {
    return sandboxGstinsForPan(pan);
  }

  async gstDetails(gstin: string): Promise<GstRecord | null> {
    return sandboxGstRecord(gstin);
  }
}

export interface SandboxRegistryOptions {
  /** Folder of the hold knob (see held-registry.ts); unset: every lookup answers at once. */
  holdDir?: string;
}

export function createSandboxRegistry(options: SandboxRegistryOptions = {}): RegistryProvider {
  const registry = new SandboxRegistry();
  return options.holdDir ? heldRegistry(registry, options.holdDir) : registry;
}
