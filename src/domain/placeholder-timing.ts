// When a lazily loaded screen shows its loading placeholder (spec sections 2 and 9): not at all when
// the screen arrives within 300 ms, so fast loads do not flash; and once shown, for at least 700 ms,
// so a placeholder never blinks on and off.

export const PLACEHOLDER_DELAY_MS = 300;
export const PLACEHOLDER_MIN_DISPLAY_MS = 700;

/** What the agent sees: nothing yet, the placeholder, or the loaded screen (or its load error). */
export type PlaceholderView = 'blank' | 'placeholder' | 'content';

export interface PlaceholderTiming {
  view: PlaceholderView;
  /** When the view changes next (same clock as the inputs), or null when only the load can change it. */
  nextChangeAt: number | null;
}

/**
 * The view at `now` for a load that started at `startedAt` and settled at `settledAt` (null while
 * still loading). Pure: a caller re-asks at `nextChangeAt`.
 */
export function placeholderTiming(startedAt: number, settledAt: number | null, now: number): PlaceholderTiming {
  const shownAt = startedAt + PLACEHOLDER_DELAY_MS;
  if (settledAt !== null && settledAt < shownAt) {
    return now >= settledAt ? { view: 'content', nextChangeAt: null } : { view: 'blank', nextChangeAt: settledAt };
  }
  if (now < shownAt) return { view: 'blank', nextChangeAt: shownAt };
  if (settledAt === null) return { view: 'placeholder', nextChangeAt: null };
  const contentAt = Math.max(settledAt, shownAt + PLACEHOLDER_MIN_DISPLAY_MS);
  return now >= contentAt ? { view: 'content', nextChangeAt: null } : { view: 'placeholder', nextChangeAt: contentAt };
}
