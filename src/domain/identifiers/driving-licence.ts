import { MIN_YEAR } from '../dates';
import { boundedIdentifier } from './normalise';

// Driving licence number (the national Sarathi format): the state or union territory's code, the
// two-digit code of the RTO that issued it, the year of issue and a seven-digit serial:
// MH1220110062821. Licences print it with spaces or hyphens in several ways (MH-12 2011 0062821,
// MH12 20110062821); all are accepted and stored compact.
const DRIVING_LICENCE_PATTERN = /^([A-Z]{2})[0-9]{2}([0-9]{4})[0-9]{7}$/;
const SEPARATORS = /[\s-]/g;
/** Compact. */
export const DRIVING_LICENCE_LENGTH = 15;
/** Room for a separator between every group and a few more typed by habit. */
export const DRIVING_LICENCE_MAX_INPUT_LENGTH = 20;

/**
 * The codes of the Ministry of Road Transport and Highways' table of states and union territories
 * (S.O. 444(E), 1989, as amended). A licence keeps its number for life, so the codes a state used
 * before a change are still on licences in use and are accepted too.
 */
export const DRIVING_LICENCE_STATE_CODES: ReadonlySet<string> = new Set([
  'AN', 'AP', 'AR', 'AS', 'BR', 'CG', 'CH', 'DD', 'DL', 'GA', 'GJ', 'HP', 'HR', 'JH', 'JK', 'KA', 'KL', 'LA',
  'LD', 'MH', 'ML', 'MN', 'MP', 'MZ', 'NL', 'OD', 'PB', 'PY', 'RJ', 'SK', 'TG', 'TN', 'TR', 'UK', 'UP', 'WB',
  'DN', // Dadra and Nagar Haveli, before it merged with Daman and Diu (DD) in 2020
  'OR', // Orissa, before the state became Odisha (OD)
  'TS', // Telangana from 2014 until TG in 2024
  'UA', // Uttaranchal, before the state became Uttarakhand (UK)
]);

// Spec section 5, word for word: what an empty licence number says.
export const DRIVING_LICENCE_REQUIRED_MESSAGE = 'Please enter the driving license registration number.';
export const DRIVING_LICENCE_MESSAGE = 'Please enter a valid driving license number.';

/**
 * The licence number in its compact 15-character form, or null when the input is not one. `today`
 * bounds the year of issue; pass it in tests instead of relying on the clock.
 */
export function normaliseDrivingLicence(raw: string, today: Date = new Date()): string | null {
  const typed = boundedIdentifier(raw, DRIVING_LICENCE_MAX_INPUT_LENGTH);
  if (typed === null) return null;
  const licence = typed.replace(SEPARATORS, '');
  const match = DRIVING_LICENCE_PATTERN.exec(licence);
  if (!match) return null;
  const state = match[1] ?? '';
  const year = Number(match[2]);
  return DRIVING_LICENCE_STATE_CODES.has(state) && year >= MIN_YEAR && year <= today.getFullYear() ? licence : null;
}

export function isValidDrivingLicence(raw: string, today: Date = new Date()): boolean {
  return normaliseDrivingLicence(raw, today) !== null;
}
