import type { RegistrationStatus, UdyamEnterpriseType } from '../../../generated/resolvers';
import { indiaStates, type StateRow } from '../seed/data/india-states';
import type { CinRecord, LlpinRecord, PanRecord, ShopEstablishmentRecord, UdyamRecord } from './registry-provider';
import {
  COMPANY_NAME_CODES,
  FIRST_NAMES,
  GST_STATES,
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

/*
 * Sandbox MCA (CIN, LLPIN), Udyam and shop and establishment registries: deterministic like the PAN
 * and GST ones (sandbox-registry.ts). Identifiers arrive normalised and well-formed.
 *
 * CIN (L/U, NIC code, state, year, company type, 6-digit registration number)
 * - Registration number 000000, or a state outside the master list: not registered.
 * - Registration number from 900000: STRUCK_OFF; otherwise ACTIVE.
 * - The registration number names the company: its remainder by 520 picks the first letter, the
 *   name word and the sector, so '<Word> <Sector> Private Limited' (PLC, GOI, SGC, ULL, GAP, FLC:
 *   '... Limited', class Public; OPC: class One Person Company; others: class Private).
 * - Incorporated in the CIN's year; registered office in the CIN's state; two or three directors.
 *
 * CINs under a PAN
 * - A company PAN (4th letter C) has one: U<NIC><state><year of formation>PTC<number>, the number
 *   chosen so that the company's name is the PAN holder's name and it is ACTIVE. Other PANs: none.
 *
 * LLPIN (AAA-1234)
 * - Digits 0000: not registered. Digits from 9000: STRUCK_OFF; otherwise ACTIVE.
 * - Name '<Word for the first letter> <Associates | Consultants | Ventures | Advisors | Traders> LLP',
 *   incorporated 2009-2024, two or three designated partners.
 *
 * Udyam (UDYAM-XX-00-0000000)
 * - Serial 0000000, or a state code outside the master list: not registered.
 * - Last digit of the serial: 0-6 MICRO, 7-8 SMALL, 9 MEDIUM; the enterprise is in the state of XX.
 *
 * Shop and establishment
 * - A number ending 0000: not registered. Ending 8: CANCELLED; otherwise ACTIVE.
 * - Registered under the business name asked about (the merchant's own, so every journey walks
 *   through); a number ending 1111 (SE_OTHER_BUSINESS_ENDING) under another business's name, made
 *   from the number, as is the name when none is asked about.
 * - In the state given, else in a state picked by the number; valid five years from registration.
 */

const NIC_CODES = ['47110', '47190', '47211', '47721', '46900', '52100', '56101', '62011'];
/** MCA's state codes that differ from the master list's. */
const MCA_STATE_CODES: Readonly<Record<string, string>> = { OR: 'OD', CT: 'CG', UR: 'UK' };
const PUBLIC_TYPES = new Set(['PLC', 'GOI', 'SGC', 'ULL', 'GAP', 'FLC']);
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const STRUCK_OFF_FROM = 900_000;
const LLP_ENDINGS = ['Associates', 'Consultants', 'Ventures', 'Advisors', 'Traders'];
const UDYAM_ACTIVITIES = ['Manufacturing', 'Services', 'Trading'];
const SOCIAL_CATEGORIES = ['General', 'OBC', 'SC', 'ST'];
const ESTABLISHMENT_CATEGORIES = ['Shop', 'Commercial Establishment'];
const ESTABLISHMENT_NATURES = ['Retail Trade', 'Wholesale Trade', 'Restaurant', 'Medical Store', 'Repair Services', 'Office'];
/** Shop and establishment numbers with this ending are registered to another business than the one asked about. */
export const SE_OTHER_BUSINESS_ENDING = '1111';

function stateByCode(code: string): StateRow | undefined {
  const master = MCA_STATE_CODES[code] ?? code;
  return indiaStates.find((s) => s.stateCode === master);
}

function email(name: string): string {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `contact@${slug}.example.com`;
}

function personName(key: string, label: string): string {
  const first = pick(FIRST_NAMES, key, `${label}-first`).name;
  const letter = pick([...LETTERS], key, `${label}-letter`);
  return `${first} ${pick(SURNAMES[letter] ?? [], key, `${label}-surname`)}`;
}

/** An 8-digit number (a DIN or DPIN), never starting with 0. */
function eightDigits(key: string, label: string): string {
  return String(10_000_000 + (hash(key, label) % 90_000_000));
}

function statusFrom(struckOff: boolean): RegistrationStatus {
  return struckOff ? 'STRUCK_OFF' : 'ACTIVE';
}

/** The sandbox's company, or null when the CIN is not registered. */
export function sandboxCinRecord(cin: string): CinRecord | null {
  const state = stateByCode(cin.slice(6, 8));
  const year = cin.slice(8, 12);
  const type = cin.slice(12, 15);
  const number = Number(cin.slice(15));
  if (!state || number === 0) return null;
  const isPublic = PUBLIC_TYPES.has(type);
  const companyName = `${companyNameOfCode(number % COMPANY_NAME_CODES)} ${isPublic ? 'Limited' : 'Private Limited'}`;
  const directorCount = 2 + (hash(cin, 'director-count') % 2);
  return {
    cin,
    companyName,
    status: statusFrom(number >= STRUCK_OFF_FROM),
    dateOfIncorporation: dateBetween(`${year}-01-01`, `${year}-12-31`, cin, 'incorporated'),
    companyClass: isPublic ? 'Public' : type === 'OPC' ? 'One Person Company' : 'Private',
    email: email(companyName),
    registeredAddress: sandboxAddress(cin, state),
    directors: Array.from({ length: directorCount }, (_, i) => ({
      din: eightDigits(cin, `din-${i}`),
      name: personName(cin, `director-${i}`),
      designation: i === 0 ? 'Managing Director' : 'Director',
      panNumber: null,
    })),
  };
}

/** The sandbox's companies under a PAN (`holder` is its record): a company PAN's own, named as the PAN holder. */
export function sandboxCinsForPan(pan: string, holder: PanRecord | null): CinRecord[] {
  if (holder?.holderType !== 'COMPANY') return [];
  // A number whose name code is the PAN's, below the struck-off range, so the CIN names the same active company.
  const multiple = 1 + (hash(pan, 'cin-number') % Math.floor((STRUCK_OFF_FROM - COMPANY_NAME_CODES) / COMPANY_NAME_CODES));
  const number = String(companyNameCodeOfPan(pan) + multiple * COMPANY_NAME_CODES).padStart(6, '0');
  const state = pick(GST_STATES, pan, 'cin-state');
  const year = (holder.dateOfBirth ?? '2000').slice(0, 4);
  const record = sandboxCinRecord(`U${pick(NIC_CODES, pan, 'nic')}${state.stateCode}${year}PTC${number}`);
  return record ? [record] : [];
}

/** The sandbox's LLP, or null when the LLPIN ('AAA-1234') is not registered. */
export function sandboxLlpinRecord(llpin: string): LlpinRecord | null {
  const digits = Number(llpin.slice(4));
  if (digits === 0) return null;
  const llpName = `${pick(NAME_WORDS[llpin.charAt(0)] ?? [], llpin, 'llp-word')} ${pick(LLP_ENDINGS, llpin, 'llp-ending')} LLP`;
  const partnerCount = 2 + (hash(llpin, 'partner-count') % 2);
  return {
    llpin,
    llpName,
    status: statusFrom(digits >= 9000),
    dateOfIncorporation: dateBetween('2009-04-01', '2024-12-31', llpin, 'incorporated'),
    email: email(llpName),
    registeredAddress: sandboxAddress(llpin, pick(GST_STATES, llpin, 'llp-state')),
    partners: Array.from({ length: partnerCount }, (_, i) => ({
      dpin: eightDigits(llpin, `dpin-${i}`),
      name: personName(llpin, `partner-${i}`),
      designation: 'Designated Partner',
    })),
  };
}

function enterpriseType(lastDigit: number): UdyamEnterpriseType {
  if (lastDigit <= 6) return 'MICRO';
  return lastDigit <= 8 ? 'SMALL' : 'MEDIUM';
}

/** The sandbox's enterprise, or null when the Udyam number is not registered. */
export function sandboxUdyamRecord(udyamNumber: string): UdyamRecord | null {
  const state = indiaStates.find((s) => s.stateCode === udyamNumber.slice(6, 8));
  const serial = udyamNumber.slice(12);
  if (!state || Number(serial) === 0) return null;
  const enterpriseName = `${personName(udyamNumber, 'owner').split(' ')[1] ?? 'Shree'} ${pick(SHOP_WORDS, udyamNumber, 'shop-word')}`;
  const nic = pick(NIC_CODES, udyamNumber, 'nic');
  const second = pick(NIC_CODES, udyamNumber, 'second-nic');
  return {
    udyamNumber,
    enterpriseName,
    enterpriseType: enterpriseType(Number(serial.charAt(6))),
    majorActivity: pick(UDYAM_ACTIVITIES, udyamNumber, 'activity'),
    socialCategory: pick(SOCIAL_CATEGORIES, udyamNumber, 'social-category'),
    dateOfIncorporation: dateBetween('2000-01-01', '2020-06-30', udyamNumber, 'incorporated'),
    dateOfRegistration: dateBetween('2020-07-01', '2024-12-31', udyamNumber, 'registered'),
    nicCodes: second === nic ? [nic] : [nic, second],
    address: sandboxAddress(udyamNumber, state),
    email: email(enterpriseName),
    mobileNumber: `9${String(hash(udyamNumber, 'mobile') % 1_000_000_000).padStart(9, '0')}`,
  };
}

/** Five years after a YYYY-MM-DD date, the day before (a registration valid for five years). */
function fiveYearsAfter(date: string): string {
  const end = new Date(`${date}T00:00:00Z`);
  end.setUTCFullYear(end.getUTCFullYear() + 5);
  end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}

/**
 * The sandbox's registration, or null when the number is not registered; `stateCode` is a master
 * state code, `businessName` the business the caller asks about.
 */
export function sandboxShopEstablishmentRecord(registrationNumber: string, stateCode: string | null, businessName: string | null = null): ShopEstablishmentRecord | null {
  if (registrationNumber.endsWith('0000')) return null;
  const state = (stateCode ? indiaStates.find((s) => s.stateCode === stateCode) : undefined) ?? pick(GST_STATES, registrationNumber, 'se-state');
  const key = `${state.stateCode}:${registrationNumber}`;
  const ownerName = personName(key, 'owner');
  const registrationDate = dateBetween('2010-01-01', '2024-12-31', key, 'registered');
  const madeName = `${ownerName.split(' ')[1] ?? 'Shree'} ${pick(SHOP_WORDS, key, 'shop-word')}`;
  const asked = businessName?.trim();
  return {
    registrationNumber,
    entityName: asked && !registrationNumber.endsWith(SE_OTHER_BUSINESS_ENDING) ? asked : madeName,
    ownerName,
    category: pick(ESTABLISHMENT_CATEGORIES, key, 'category'),
    natureOfBusiness: pick(ESTABLISHMENT_NATURES, key, 'nature'),
    status: registrationNumber.endsWith('8') ? 'CANCELLED' : 'ACTIVE',
    registrationDate,
    validUpto: fiveYearsAfter(registrationDate),
    address: sandboxAddress(key, state),
  };
}
