// The app's log entries (spec sections 7 and 9): posted in batches, as a JSON array, to the log URL.
// No zod here: the app bundles this file, and only the server needs the schema (log-entry-schema.ts).

/** The sales web app's id in every entry's params.client. */
export const LOG_CLIENT_ID = 'merchant-onboarding-sales-web';
/** A batch is sent this long after the last entry was queued... */
export const LOG_DEBOUNCE_MS = 10_000;
/** ...or at once when this many entries are queued. */
export const LOG_MAX_QUEUED = 20;
/** Stack frames kept per exception. */
export const LOG_MAX_STACK = 5;
/** Entries kept while the log URL cannot be reached; the oldest go first beyond this. */
export const LOG_MAX_BACKLOG = 200;
/** The most entries one POST may carry, and its largest body. */
export const LOG_MAX_BATCH = 100;
export const LOG_MAX_BODY_BYTES = 256 * 1024;

/**
 * The window in which a client's params.timestamp is believed: from 2000-01-01 (nothing of this app
 * ran before; a phone whose clock was reset says 1970, or even year 0, which PostgreSQL cannot store)
 * to a day past the server's time (a phone's clock a little fast). Outside it the entry is still
 * stored, at the time the server received it: the clock is wrong, not the report, and the app drops
 * a batch answered 400, so refusing would lose exactly the errors of a phone with a broken clock.
 */
export const LOG_EARLIEST_CLIENT_TIME = '2000-01-01T00:00:00.000Z';
export const LOG_CLIENT_CLOCK_AHEAD_MS = 24 * 60 * 60 * 1000;

/** When the entry was made by the client's clock, or null when that clock cannot be believed (see above). */
export function plausibleClientTime(timestamp: string, receivedAt: Date): Date | null {
  const time = Date.parse(timestamp);
  if (Number.isNaN(time)) return null;
  if (time < Date.parse(LOG_EARLIEST_CLIENT_TIME) || time > receivedAt.getTime() + LOG_CLIENT_CLOCK_AHEAD_MS) return null;
  return new Date(time);
}

export const LOG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** One log entry as the client sends it; log-entry-schema.ts checks it on arrival. */
export interface LogEntry {
  logLevel: LogLevel;
  message: string;
  params: { client: string; version: string; timestamp: string };
  deviceInfo: Record<string, string | number | boolean | null>;
  exceptionName?: string;
  exceptionMessage?: string;
  stack?: string[];
}

/** The first frames of a stack trace, without the leading "Name: message" line. */
export function stackFrames(stack: string | undefined, max = LOG_MAX_STACK): string[] {
  if (!stack) return [];
  return stack
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at ') || /@/.test(line))
    .slice(0, max);
}
