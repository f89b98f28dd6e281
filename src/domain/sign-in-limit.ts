// How many company sign-ins may fail before the next one has to wait, per e-mail and per client address.

const MINUTE_SECONDS = 60;
const HOUR_SECONDS = 60 * MINUTE_SECONDS;

export type SignInLimitKind = 'email' | 'address';

/**
 * Failures allowed in one window before the next attempt is refused. An address is allowed more than an
 * e-mail: many agents of one office may share it.
 */
export const SIGN_IN_FAILURES_ALLOWED: Record<SignInLimitKind, number> = { email: 5, address: 20 };
export const SIGN_IN_WINDOW_SECONDS = 15 * MINUTE_SECONDS;
/** The first wait; each later one doubles, up to the longest. */
export const SIGN_IN_FIRST_WAIT_SECONDS = 15 * MINUTE_SECONDS;
export const SIGN_IN_LONGEST_WAIT_SECONDS = 24 * HOUR_SECONDS;
/** A key with no failure and no wait for this long starts afresh (its earlier waits no longer grow the next). */
export const SIGN_IN_FORGET_AFTER_SECONDS = 24 * HOUR_SECONDS;

export interface SignInLimitState {
  /** Attempts counted in the current window (an attempt counts before its password is checked). */
  failures: number;
  windowStartedAt: Date;
  blockedUntil: Date | null;
  /** How many waits this key has had; each makes the next one longer. */
  lockouts: number;
  updatedAt: Date;
}

export type AttemptDecision =
  | { allowed: true; next: SignInLimitState }
  | { allowed: false; retryAfterSeconds: number; next: SignInLimitState | null };

function secondsBetween(from: Date, to: Date): number {
  return (to.getTime() - from.getTime()) / 1000;
}

function fresh(now: Date): SignInLimitState {
  return { failures: 0, windowStartedAt: now, blockedUntil: null, lockouts: 0, updatedAt: now };
}

export function waitAfterLockouts(lockouts: number): number {
  return Math.min(SIGN_IN_FIRST_WAIT_SECONDS * 2 ** lockouts, SIGN_IN_LONGEST_WAIT_SECONDS);
}

/**
 * Decides an attempt before its password is checked, and counts it as a failure up front: so however
 * many attempts arrive at once, no more than the allowance ever reach the password check (a correct
 * password then takes its count back). `next` is null when nothing changes.
 */
export function decideAttempt(stored: SignInLimitState | null, kind: SignInLimitKind, now: Date): AttemptDecision {
  if (stored?.blockedUntil && stored.blockedUntil > now) {
    return { allowed: false, retryAfterSeconds: Math.ceil(secondsBetween(now, stored.blockedUntil)), next: null };
  }
  const lastActive = stored ? Math.max(stored.updatedAt.getTime(), stored.blockedUntil?.getTime() ?? 0) : 0;
  const state =
    !stored || (now.getTime() - lastActive) / 1000 >= SIGN_IN_FORGET_AFTER_SECONDS
      ? fresh(now)
      : secondsBetween(stored.windowStartedAt, now) >= SIGN_IN_WINDOW_SECONDS
        ? { ...stored, failures: 0, windowStartedAt: now }
        : stored;
  if (state.failures >= SIGN_IN_FAILURES_ALLOWED[kind]) {
    const wait = waitAfterLockouts(state.lockouts);
    return {
      allowed: false,
      retryAfterSeconds: wait,
      next: {
        failures: 0,
        windowStartedAt: now,
        blockedUntil: new Date(now.getTime() + wait * 1000),
        lockouts: state.lockouts + 1,
        updatedAt: now,
      },
    };
  }
  return { allowed: true, next: { ...state, failures: state.failures + 1, updatedAt: now } };
}

function describeWait(seconds: number): string {
  if (seconds <= MINUTE_SECONDS) return '1 minute';
  if (seconds < 2 * HOUR_SECONDS) return `${Math.ceil(seconds / MINUTE_SECONDS)} minutes`;
  return `${Math.ceil(seconds / HOUR_SECONDS)} hours`;
}

export function signInLimitedMessage(retryAfterSeconds: number): string {
  return `Too many failed sign-in attempts. Please try again in ${describeWait(retryAfterSeconds)}.`;
}
