import { createHash } from 'node:crypto';
import type { PanHolderType, RegistrationStatus } from '../../../generated/resolvers';
import { TEST_GSTIN, gstinCheckCharacter, gstinProblem, panOfGstin } from '../../domain/identifiers/gstin';
import { TEST_PAN } from '../../domain/identifiers/pan';
import { indiaStates, type StateRow } from '../seed/data/india-states';
import { heldRegistry } from './held-registry';
import type { GstRecord, GstinSummaryRecord, PanRecord, RegistryAddress, RegistryProvider } from './registry-provider';

/*
 * Sandbox PAN and GST registries: deterministic, like a payment provider's test mode. The same
 * input always gives the same answer; nothing is random and nothing reads the clock. Every choice
 * below is a SHA-256 of the identifier (and a label) picking from fixed lists.
 *
 * PAN (the resolver has already refused a malformed PAN: VALIDATION_ERROR 'Please enter a valid PAN number.')
 * - Holder type from the 4th character: P individual, C company, F firm, H HUF, A association of
 *   persons, B body of individuals, T trust, L local authority, J artificial juridical person,
 *   G government. Any other 4th character: no such PAN.
 * - Digits 9999: no such PAN (the resolver answers DE-4001 'Incorrect PAN').
 * - Digits 0666: found, blacklisted (isBlacklisted).
 * - Digits starting 00 (0000-0099): found, already a merchant (isExisting, existingAccountId: a
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

const HOLDER_TYPES: Readonly<Record<string, PanHolderType>> = {
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

const SURNAMES: Readonly<Record<string, readonly string[]>> = {
  A: ['Agarwal', 'Acharya', 'Ahuja', 'Arora'],
  B: ['Bhatt', 'Banerjee', 'Bansal', 'Bose'],
  C: ['Chopra', 'Chatterjee', 'Chauhan', 'Chaudhary'],
  D: ['Desai', 'Dubey', 'Das', 'Dutta'],
  E: ['Easwaran', 'Eapen', 'Ekka'],
  F: ['Fernandes', 'Farooqui', 'Fonseca'],
  G: ['Gupta', 'Ghosh', 'Gowda', 'Goyal'],
  H: ['Hegde', 'Haldar', 'Hussain'],
  I: ['Iyer', 'Iyengar', 'Inamdar'],
  J: ['Joshi', 'Jain', 'Jadhav'],
  K: ['Kumar', 'Kapoor', 'Kulkarni', 'Khan'],
  L: ['Lal', 'Lobo', 'Lakhani'],
  M: ['Mehta', 'Mishra', 'Menon', 'Malhotra'],
  N: ['Nair', 'Naidu', 'Narang'],
  O: ['Oberoi', 'Ojha', 'Oza'],
  P: ['Patel', 'Pillai', 'Pandey', 'Pawar'],
  Q: ['Qureshi', 'Quadri'],
  R: ['Reddy', 'Rao', 'Rathore'],
  S: ['Sharma', 'Shah', 'Singh', 'Sinha'],
  T: ['Trivedi', 'Thakur', 'Tiwari'],
  U: ['Upadhyay', 'Unnikrishnan', 'Usmani'],
  V: ['Verma', 'Varma', 'Vyas'],
  W: ['Wagh', 'Wadhwa', 'Walia'],
  X: ['Xavier', 'Xalxo'],
  Y: ['Yadav', 'Yechury'],
  Z: ['Zaveri', 'Zaidi'],
};

const FIRST_NAMES: readonly { name: string; female: boolean }[] = [
  { name: 'Ramesh', female: false },
  { name: 'Suresh', female: false },
  { name: 'Rahul', female: false },
  { name: 'Vikram', female: false },
  { name: 'Arjun', female: false },
  { name: 'Rajesh', female: false },
  { name: 'Manoj', female: false },
  { name: 'Imran', female: false },
  { name: 'Joseph', female: false },
  { name: 'Gurpreet', female: false },
  { name: 'Priya', female: true },
  { name: 'Sunita', female: true },
  { name: 'Anjali', female: true },
  { name: 'Kavita', female: true },
  { name: 'Meera', female: true },
  { name: 'Deepa', female: true },
  { name: 'Lakshmi', female: true },
  { name: 'Farah', female: true },
  { name: 'Neha', female: true },
  { name: 'Anita', female: true },
];

const MIDDLE_NAMES = { male: ['Kumar', 'Prasad', 'Mohan', 'Nath'], female: ['Kumari', 'Devi', 'Rani'] } as const;

/** Words that begin a business name, by first letter. */
const NAME_WORDS: Readonly<Record<string, readonly string[]>> = {
  A: ['Aditya', 'Annapurna'],
  B: ['Bharat', 'Bhagyalaxmi'],
  C: ['Chandra', 'Coromandel'],
  D: ['Deccan', 'Durga'],
  E: ['Everest', 'Eastern'],
  F: ['Fortune', 'Falcon'],
  G: ['Ganga', 'Gokul'],
  H: ['Himalaya', 'Hindustan'],
  I: ['Indus', 'Ishwar'],
  J: ['Jyoti', 'Jai Hind'],
  K: ['Kaveri', 'Krishna'],
  L: ['Lakshmi', 'Lotus'],
  M: ['Mahalaxmi', 'Malabar'],
  N: ['Narmada', 'Navjeevan'],
  O: ['Omkar', 'Orient'],
  P: ['Pragati', 'Padmavati'],
  Q: ['Qutub', 'Quality'],
  R: ['Rajdhani', 'Ratna'],
  S: ['Shree Ganesh', 'Sahyadri'],
  T: ['Triveni', 'Tirupati'],
  U: ['Utkarsh', 'Udaya'],
  V: ['Vinayak', 'Vishwas'],
  W: ['Western', 'Woodland'],
  X: ['Xcel', 'Xavier'],
  Y: ['Yamuna', 'Yashoda'],
  Z: ['Zenith', 'Zodiac'],
};

const COMPANY_SECTORS = [
  'Retail',
  'Foods',
  'Textiles',
  'Electronics',
  'Pharma',
  'Agro Products',
  'Infotech',
  'Logistics',
  'Hospitality',
  'Trading',
];

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

const SHOP_WORDS = [
  'General Store',
  'Kirana Store',
  'Medicals',
  'Electronics',
  'Sweets',
  'Hardware',
  'Mobiles',
  'Textiles',
  'Mart',
  'Enterprises',
];

/** The GST portal's natures of business activity at the principal place of business. */
const NATURES_OF_BUSINESS = [
  'Retail Business',
  'Wholesale Business',
  'Supplier of Services',
  'Office / Sale Office',
  'Warehouse / Depot',
  'Factory / Manufacturing',
];

const STREETS = ['MG Road', 'Station Road', 'Nehru Street', 'Market Yard', 'Temple Road', 'Bazaar Street', 'Ring Road', 'Gandhi Road'];
const AREAS = ['Shivaji Nagar', 'Rajendra Nagar', 'Civil Lines', 'Old Town', 'Industrial Area Phase 2', 'Sector 14', 'Model Town'];
const LANDMARKS = [
  'Opposite Post Office',
  'Near Bus Stand',
  'Beside State Bank of India',
  'Near Railway Station',
  'Behind Government Hospital',
];

/** First two digits of the PIN codes of each state's postal circle. */
const PIN_PREFIXES: Readonly<Record<string, string>> = {
  JK: '19', HP: '17', PB: '14', CH: '16', UK: '24', HR: '12', DL: '11', RJ: '30', UP: '22', BR: '80',
  SK: '73', AR: '79', NL: '79', MN: '79', MZ: '79', TR: '79', ML: '79', AS: '78', WB: '70', JH: '83',
  OD: '75', CG: '49', MP: '46', GJ: '38', DD: '39', MH: '40', KA: '56', GA: '40', LD: '68', KL: '68',
  TN: '60', PY: '60', AN: '74', TG: '50', AP: '52', LA: '19',
};

/** States with a current GST state code the GSTIN pattern accepts (01-37; 25 and 28 are retired). */
const GST_STATES: readonly StateRow[] = indiaStates.filter(
  (s) => Number(s.gstStateCode) >= 1 && Number(s.gstStateCode) <= 37,
);
/** Retired GST state codes still found on old registrations, and the state that now holds them. */
const RETIRED_GST_CODES: Readonly<Record<string, string>> = { '25': 'DD', '28': 'AP' };

function stateOfGstCode(code: string): StateRow | undefined {
  const retired = RETIRED_GST_CODES[code];
  if (retired) return indiaStates.find((s) => s.stateCode === retired);
  return GST_STATES.find((s) => s.gstStateCode === code);
}

/** A number from the identifier and a label: the sandbox's only source of variety. */
function hash(key: string, label: string): number {
  return createHash('sha256').update(`${label}|${key}`).digest().readUInt32BE(0);
}

function pick<T>(list: readonly T[], key: string, label: string): T {
  const value = list[hash(key, label) % list.length];
  if (value === undefined) throw new Error(`sandbox registry: empty list for ${label}`);
  return value;
}

/** A date in [from, to] (YYYY-MM-DD), from the key. */
function dateBetween(from: string, to: string, key: string, label: string): string {
  const day = 24 * 60 * 60 * 1000;
  const start = Date.parse(`${from}T00:00:00Z`);
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - start) / day) + 1;
  return new Date(start + (hash(key, label) % days) * day).toISOString().slice(0, 10);
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
  return HOLDER_TYPES[pan.charAt(3)] ?? null;
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
    name = `${nameWord(pan)} ${pick(COMPANY_SECTORS, pan, 'sector')} Private Limited`;
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

function sandboxAddress(gstin: string, state: StateRow): RegistryAddress {
  const city = pick(state.cities, gstin, 'city');
  const number = (hash(gstin, 'building') % 240) + 1;
  return {
    addressLine1: `Shop No. ${number}, ${pick(STREETS, gstin, 'street')}`,
    addressLine2: pick(AREAS, gstin, 'area'),
    landmark: pick(LANDMARKS, gstin, 'landmark'),
    city: city.name,
    state: state.name,
    stateCode: state.stateCode,
    country: 'India',
    pinCode: `${PIN_PREFIXES[state.stateCode] ?? '11'}0${String(hash(gstin, 'pin') % 1000).padStart(3, '0')}`,
  };
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
