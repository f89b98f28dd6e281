// How the product's record ids look: leads are UUIDs, opportunities and master rows PostgreSQL
// integers. A value of another shape names no record, so it is refused before any database look-up.

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The largest PostgreSQL integer; a larger number is no record, not a database error. */
export const MAX_RECORD_NUMBER = 2_147_483_647;

export function isUuid(value: string): boolean {
  return value.length === 36 && UUID_PATTERN.test(value);
}

/** The record number an id names (opportunities, cities), or null when it names none. */
export function recordNumber(value: string | number): number | null {
  const text = String(value).trim();
  if (!/^[0-9]{1,10}$/.test(text)) return null;
  const number = Number(text);
  return number >= 1 && number <= MAX_RECORD_NUMBER ? number : null;
}
