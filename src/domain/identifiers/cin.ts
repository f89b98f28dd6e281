import { boundedIdentifier } from './normalise';

// Corporate Identity Number (MCA), 21 characters:
//   L/U (listed or unlisted), 5-digit industry (NIC) code, 2-letter state of the RoC,
//   4-digit year of incorporation, 3-letter company type, 6-digit registration number.
// Example: L17110MH1973PLC019786 (Reliance Industries).
const CIN_PATTERN = /^[LU][0-9]{5}[A-Z]{2}([0-9]{4})([A-Z]{3})[0-9]{6}$/;
export const CIN_LENGTH = 21;

/** Company types the MCA uses in the CIN. */
export const CIN_COMPANY_TYPES: ReadonlySet<string> = new Set([
  'PLC', // public limited company
  'PTC', // private limited company
  'GOI', // Government of India company
  'SGC', // state government company
  'FLC', // financial lease company
  'FTC', // subsidiary of a foreign company
  'GAP', // general association, public
  'GAT', // general association, private
  'NPL', // not-for-profit licence (section 8) company
  'ULL', // public company with unlimited liability
  'ULT', // private company with unlimited liability
  'OPC', // one person company
]);

/** Lower bound on the year of incorporation: the first Indian companies act dates from 1850. */
export const CIN_MIN_YEAR = 1850;

export const CIN_MESSAGE = 'Please enter a valid CIN.';

/** `today` bounds the year of incorporation; pass it in tests instead of relying on the clock. */
export function isValidCin(raw: string, today: Date = new Date()): boolean {
  const cin = boundedIdentifier(raw, CIN_LENGTH);
  const match = cin === null ? null : CIN_PATTERN.exec(cin);
  if (!match) return false;
  const year = Number(match[1]);
  const type = match[2] ?? '';
  return year >= CIN_MIN_YEAR && year <= today.getFullYear() && CIN_COMPANY_TYPES.has(type);
}
