// Dates typed by agents (dates of birth, incorporation, follow-ups): spec sections 5 and 9.
// 'Date: must be before today and the year at least 1900. Empty means empty string, null or undefined.'

/** Year lower bound (spec section 9). */
export const MIN_YEAR = 1900;

export const DATE_MESSAGE = 'Please enter a valid date.';

const ISO_DATE_PATTERN = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

/** Empty, in the spec's sense: '', null or undefined (a string of spaces is not empty, just not a date). */
export function isEmptyDate(value: unknown): value is '' | null | undefined {
  return value === '' || value === null || value === undefined;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

interface CalendarDay {
  year: number;
  month: number; // 1-12
  day: number;
}

function calendarDayOf(value: string | Date): CalendarDay | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return { year: value.getFullYear(), month: value.getMonth() + 1, day: value.getDate() };
  }
  const match = ISO_DATE_PATTERN.exec(value.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** A real calendar day written YYYY-MM-DD (no bounds: any year, past or future). */
export function isCalendarDate(value: string): boolean {
  return calendarDayOf(value) !== null;
}

function compareDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * A real calendar date ('YYYY-MM-DD' or a Date), in a year from MIN_YEAR on, strictly before
 * `today`'s local calendar day. Pass `today` in tests instead of relying on the clock.
 */
export function isValidPastDate(value: string | Date, today: Date = new Date()): boolean {
  const day = calendarDayOf(value);
  const todayDay = calendarDayOf(today);
  if (!day || !todayDay) return false;
  return day.year >= MIN_YEAR && compareDays(day, todayDay) < 0;
}
