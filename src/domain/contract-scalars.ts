import { isCalendarDate } from './dates';

// The values the contract's DateTime and Date scalars accept (schema/common.graphql): real instants
// and days between the years 1900 and 2100, so no resolver or database meets year 275760 or 0000.

export const SCALAR_YEARS = { min: 1900, max: 2100 } as const;

export const DATE_TIME_MESSAGE = 'Please enter a valid date and time.';

// Fixed-width fields only, so the pattern is linear; the length is checked before it runs.
const DATE_TIME = /^([0-9]{4}-[0-9]{2}-[0-9]{2})T[0-9]{2}:[0-9]{2}(?::[0-9]{2}(?:\.[0-9]{1,9})?)?(?:Z|[+-][0-9]{2}:[0-9]{2})$/;
const MAX_DATE_TIME_LENGTH = 35;

function yearInRange(year: number): boolean {
  return year >= SCALAR_YEARS.min && year <= SCALAR_YEARS.max;
}

/** The instant as ISO 8601 in UTC, or null when the value is not a real instant of the years 1900-2100. */
export function parseDateTimeValue(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > MAX_DATE_TIME_LENGTH) return null;
  const match = DATE_TIME.exec(value);
  if (!match?.[1] || !isCalendarDate(match[1])) return null;
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime()) || !yearInRange(instant.getUTCFullYear())) return null;
  return instant.toISOString();
}

/** The day as YYYY-MM-DD, or null when the value is not a real day of the years 1900-2100. */
export function parseDateValue(value: unknown): string | null {
  if (typeof value !== 'string' || value.length !== 10 || !isCalendarDate(value)) return null;
  return yearInRange(Number(value.slice(0, 4))) ? value : null;
}
