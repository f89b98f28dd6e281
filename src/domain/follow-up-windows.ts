// The dashboard's follow-up date filters (spec section 2, Home: Today, Yesterday, 7 days) as windows
// of instants. The business day is India's, wherever the phone's clock is set: the app's filter and
// the server's counts both take their window from here, so an agent whose phone is set to another
// zone sees under Today exactly the leads the server counts.

/** A [from, to) window of instants. */
export interface InstantWindow {
  from: Date;
  to: Date;
}

// India Standard Time is UTC+05:30 all year (no daylight saving), so India's midnight needs only
// that offset, whatever zone and daylight saving the phone itself is on, and every day is 24 hours.
const INDIA_OFFSET_MS = 330 * 60 * 1000;
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
  const indiaClock = now.getTime() + INDIA_OFFSET_MS;
  const midnight = indiaClock - (((indiaClock % DAY_MS) + DAY_MS) % DAY_MS) - INDIA_OFFSET_MS;
  const [first, end] = filterDays[filter];
  return { from: new Date(midnight + first * DAY_MS), to: new Date(midnight + end * DAY_MS) };
}
