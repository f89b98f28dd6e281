// The dashboard's follow-up date filters (spec section 2, Home: Today, Yesterday, 7 days) as windows
// of instants. The business day is India's, wherever the phone's clock is set: the app's filter and
// the server's counts both take their window from here, so an agent whose phone is set to another
// zone sees under Today exactly the leads the server counts.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

const INDIA_TIME_ZONE = 'Asia/Kolkata';

/** A [from, to) window of instants. */
export interface InstantWindow {
  from: Date;
  to: Date;
}

// India keeps one offset all year (no daylight saving), so every Indian day is 24 hours long.
const DAY_MS = 24 * 60 * 60 * 1000;

/** [first day, last day + 1) of each filter, in days from today in India. */
const filterDays = {
  today: [0, 1],
  yesterday: [-1, 0], // follow-ups missed
  week: [0, 7], // the week ahead
} as const satisfies Record<string, readonly [number, number]>;

export type FollowUpDateFilter = keyof typeof filterDays;

/** The window of a date filter at the instant `now`; 'today' is the server's default follow-up window. */
export function followUpWindow(filter: FollowUpDateFilter, now: Date): InstantWindow {
  // dayjs's startOf('day') in another zone shifts by an hour when the phone's own zone changes to or
  // from daylight saving that day, so the midnight is reckoned from India's offset instead.
  const offsetMs = dayjs(now).tz(INDIA_TIME_ZONE).utcOffset() * 60_000;
  const indiaClock = now.getTime() + offsetMs;
  const midnight = indiaClock - (((indiaClock % DAY_MS) + DAY_MS) % DAY_MS) - offsetMs;
  const [first, end] = filterDays[filter];
  return { from: new Date(midnight + first * DAY_MS), to: new Date(midnight + end * DAY_MS) };
}
