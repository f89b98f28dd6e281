// Undoing the closure of a lead or an opportunity (mark lost, mark as not converted): only for a
// short while after it was closed, and only by the agent who closed it. The server decides with
// its own clock; the app only offers the Undo for as long as the server would take it.
// Not converted is not given up for good (issue 42): the merchant may come back, so a record marked
// not converted stays under Home's Not converted, and its owner may reopen it at any time. Lost is
// final once its Undo has passed.

export const CLOSURE_UNDO_MINUTES = 5;
export const CLOSURE_UNDO_WINDOW_MS = CLOSURE_UNDO_MINUTES * 60_000;
/** How long the app offers Undo after a closure: well inside the window, so a slow network still makes it. */
export const CLOSURE_UNDO_OFFER_MS = 30_000;

export const closureUndoMessages = {
  expired: `This can no longer be undone: it was closed more than ${CLOSURE_UNDO_MINUTES} minutes ago.`,
  notCloser: 'Only the agent who closed it can undo this.',
  notClosed: 'This is not closed, so there is nothing to undo.',
  takenForwardAgain: 'The lead has been taken forward again since, so this opportunity stays closed.',
} as const;

/** Reopening a record marked not converted, from Home's Not converted. */
export const reopenTexts = {
  reopen: 'Reopen',
  reopened: (name: string) => `${name} is open again.`,
} as const;

export type ClosureUndoProblem = Exclude<keyof typeof closureUndoMessages, 'takenForwardAgain'>;

export interface Closure {
  /** Whether the record is closed now. */
  closed: boolean;
  /** How it was closed (LOST, NOT_CONVERTED); unknown counts as lost. */
  closedAs?: string | null;
  /** When it was closed; unknown for records closed before closures were timed, which count as long closed. */
  closedAt: Date | null;
  closedBy: string | null;
}

/** A closure its record's owner may reopen at any time, not only undo within the window. */
export const REOPENABLE_CLOSURE = 'NOT_CONVERTED';

/**
 * Why `employeeId`, the record's owner (the caller checks ownership), may not reopen the record at
 * `now`, or null when they may.
 */
export function closureUndoProblem(closure: Closure, employeeId: string, now: Date): ClosureUndoProblem | null {
  if (!closure.closed) return 'notClosed';
  if (closure.closedAs === REOPENABLE_CLOSURE) return null;
  if (!closure.closedAt || now.getTime() - closure.closedAt.getTime() > CLOSURE_UNDO_WINDOW_MS) return 'expired';
  if (closure.closedBy !== employeeId) return 'notCloser';
  return null;
}
