// How long what an agent typed but did not submit (a step's draft) is kept on the phone.
//
// A week: the widest window the product gives an agent's own work (Home's date filter ends at
// '7 days'), long enough for a merchant who asked the agent to come back later in the week. Older,
// the typed details (the shop's address, its contact, the products asked for) are more likely out
// of date than useful, and a draft holds a merchant's personal data on a phone that may be lost or
// passed on: it should not stay there longer than the work it was for.
export const DRAFT_MAX_AGE_DAYS = 7;

export const DRAFT_MAX_AGE_MS = DRAFT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;

/** Whether a draft saved at `savedAt` is still kept at `now` (both in milliseconds since the epoch). */
export function isDraftKept(savedAt: number, now: number): boolean {
  return now - savedAt <= DRAFT_MAX_AGE_MS;
}
