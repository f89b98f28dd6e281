// A lead's next appointment, which the lead card on Home sets: apart from lead-input.ts and its zod
// schemas, so that Home's first load takes only this (bench/bundle).

export const FOLLOW_UP_PAST_MESSAGE = 'The next appointment cannot be in the past. Please choose a later date and time.';

/**
 * Whether a next appointment may be set for `when`: not in the past. Refused rather than confirmed:
 * a visit already gone by is always a slip of the thumb, and it would sit among the overdue
 * follow-ups. A date-time box picks whole minutes, so the minute it is now is still allowed.
 */
export function isFollowUpAllowed(when: string, now: Date = new Date()): boolean {
  const at = Date.parse(when);
  return !Number.isNaN(at) && at >= Math.floor(now.getTime() / 60_000) * 60_000;
}
