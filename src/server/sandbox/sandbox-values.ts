import { createHash } from 'node:crypto';
import { indiaStates, type StateRow } from '../seed/data/india-states';
import type { RegistryAddress } from './registry-provider';

// What the sandbox registries pick their answers from: names, places, and the hash that picks.
// Every choice is a SHA-256 of the identifier and a label, so the same input gives the same answer.

export const SURNAMES: Readonly<Record<string, readonly string[]>> = {
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

export const FIRST_NAMES: readonly { name: string; female: boolean }[] = [
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

export const MIDDLE_NAMES = { male: ['Kumar', 'Prasad', 'Mohan', 'Nath'], female: ['Kumari', 'Devi', 'Rani'] } as const;

/** Words that begin a business name, by first letter. */
export const NAME_WORDS: Readonly<Record<string, readonly string[]>> = {
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

export const COMPANY_SECTORS = [
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

export const SHOP_WORDS = [
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

export const STREETS = ['MG Road', 'Station Road', 'Nehru Street', 'Market Yard', 'Temple Road', 'Bazaar Street', 'Ring Road', 'Gandhi Road'];
export const AREAS = ['Shivaji Nagar', 'Rajendra Nagar', 'Civil Lines', 'Old Town', 'Industrial Area Phase 2', 'Sector 14', 'Model Town'];
export const LANDMARKS = [
  'Opposite Post Office',
  'Near Bus Stand',
  'Beside State Bank of India',
  'Near Railway Station',
  'Behind Government Hospital',
];

/** First two digits of the PIN codes of each state's postal circle. */
export const PIN_PREFIXES: Readonly<Record<string, string>> = {
  JK: '19', HP: '17', PB: '14', CH: '16', UK: '24', HR: '12', DL: '11', RJ: '30', UP: '22', BR: '80',
  SK: '73', AR: '79', NL: '79', MN: '79', MZ: '79', TR: '79', ML: '79', AS: '78', WB: '70', JH: '83',
  OD: '75', CG: '49', MP: '46', GJ: '38', DD: '39', MH: '40', KA: '56', GA: '40', LD: '68', KL: '68',
  TN: '60', PY: '60', AN: '74', TG: '50', AP: '52', LA: '19',
};

/** States with a current GST state code the GSTIN pattern accepts (01-37; 25 and 28 are retired). */
export const GST_STATES: readonly StateRow[] = indiaStates.filter(
  (s) => Number(s.gstStateCode) >= 1 && Number(s.gstStateCode) <= 37,
);

/** A number from the identifier and a label: the sandbox's only source of variety. */
export function hash(key: string, label: string): number {
  return createHash('sha256').update(`${label}|${key}`).digest().readUInt32BE(0);
}

/** The index pick() takes from a list of `length` items. */
export function pickIndex(length: number, key: string, label: string): number {
  return hash(key, label) % length;
}

export function pick<T>(list: readonly T[], key: string, label: string): T {
  const value = list[pickIndex(list.length, key, label)];
  if (value === undefined) throw new Error(`sandbox registry: empty list for ${label}`);
  return value;
}

/** A date in [from, to] (YYYY-MM-DD), from the key. */
export function dateBetween(from: string, to: string, key: string, label: string): string {
  const day = 24 * 60 * 60 * 1000;
  const start = Date.parse(`${from}T00:00:00Z`);
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - start) / day) + 1;
  return new Date(start + (hash(key, label) % days) * day).toISOString().slice(0, 10);
}

/** An address in the state, its details picked by the key (a GSTIN, a CIN...). */
export function sandboxAddress(key: string, state: StateRow): RegistryAddress {
  const city = pick(state.cities, key, 'city');
  const number = (hash(key, 'building') % 240) + 1;
  return {
    addressLine1: `Shop No. ${number}, ${pick(STREETS, key, 'street')}`,
    addressLine2: pick(AREAS, key, 'area'),
    landmark: pick(LANDMARKS, key, 'landmark'),
    city: city.name,
    state: state.name,
    stateCode: state.stateCode,
    country: 'India',
    pinCode: `${PIN_PREFIXES[state.stateCode] ?? '11'}0${String(hash(key, 'pin') % 1000).padStart(3, '0')}`,
  };
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Company name codes: 26 first letters x 2 name words x 10 sectors. */
export const COMPANY_NAME_CODES = LETTERS.length * 2 * COMPANY_SECTORS.length;

/** '<Word> <Sector>' of a company name code (the code's first letter, name word and sector). */
export function companyNameOfCode(code: number): string {
  const letter = LETTERS.charAt(Math.floor(code / 20));
  const word = NAME_WORDS[letter]?.[Math.floor(code / 10) % 2] ?? 'Shree Ganesh';
  return `${word} ${COMPANY_SECTORS[code % 10] ?? 'Trading'}`;
}

/** The name code of a company PAN: its 5th letter, and a name word and a sector picked by the PAN. */
export function companyNameCodeOfPan(pan: string): number {
  const letter = Math.max(0, LETTERS.indexOf(pan.charAt(4)));
  return (letter * 2 + pickIndex(2, pan, 'name-word')) * COMPANY_SECTORS.length + pickIndex(COMPANY_SECTORS.length, pan, 'sector');
}
