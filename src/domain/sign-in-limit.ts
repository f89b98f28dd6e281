// How many company sign-ins may fail before the next one has to wait: per e-mail, per client address,
// and per device cookie.
//
// THE DECISION (issue 41). A sign-in attempt is limited by the keys `limitsOfAttempt` names, each a row
// of `sign_in_limits` (kind, key), claimed before the password hash runs and given back after a correct
// password:
//
// 1. An attempt that presents a valid device cookie naming the e-mail it signs in as (a signed token the
//    sign-in set in this browser after an earlier correct password for that e-mail) is a trusted
//    client's. It counts against that cookie's nonce only (kind 'device', 5 failures, then the waits
//    below) and is exempt from the e-mail's lockout and from both address limits. When the nonce's own
//    allowance has run out the attempt is refused (429), even with the right password: a stolen cookie
//    that guesses is limited like an account. A cookie that is forged, expired, or names another e-mail
//    counts as no cookie at all.
// 2. Any other attempt is an untrusted client's, and is limited as before per e-mail (kind 'email',
//    5 failures in 15 minutes, then waits of 15 minutes doubling up to a day): a known and a made-up
//    e-mail alike, so the sixth attempt at either is answered 429 in the same words.
// 3. Per client address there are two counts, and they count different failures:
//    'address' (20 in 15 minutes) counts untrusted failures against e-mails of agents that exist, and
//    'address-unknown-email' (20 in 15 minutes) counts failures against e-mails that do not. So spraying
//    made-up e-mails is never taken for, and never fills or lengthens the waits of, the allowance of the
//    agents who work behind that address.
//    But each of them, once spent, refuses EVERY untrusted attempt from that address, whatever its
//    e-mail: refusing only unknown e-mails would answer 429 where a real agent's e-mail gets 401, and so
//    tell which e-mails exist. The agents who sign in there from a browser that signed in before carry a
//    device cookie and so pass both limits (point 1).
//
// Why. OWASP's "Slow Down Online Guessing Attacks with Device Cookies" (the protocol: a valid cookie in
// its lockout list is rejected, otherwise the user is authenticated and failures count against the
// cookie; without one, failures count against the account's untrusted clients, locked out together),
// for OWASP ASVS 5.0 6.1.1/6.3.1 (documented controls against credential stuffing and brute force that
// "prevent malicious account lockout") and 6.3.8 (valid users cannot be deduced from answers, codes or
// response times: every limit decides an attempt by rules that never look at whether its e-mail exists,
// and an unknown e-mail's password is checked against a dummy hash). The cookie is set per ASVS 3.3.1
// (Secure with the __Secure- prefix over https), 3.3.2 (SameSite=Strict: only our own login page posts
// it, so another site cannot make a trusted browser guess), 3.3.4 (HttpOnly) and 3.3.5 (far below 4096
// bytes); 3.3.3's __Host- prefix would need Path=/, and the cookie is meant for the sign-in only.
//
// What it keeps: (1) a burst reaches the password hash at most 5 times per account from untrusted
// clients and 5 times per device cookie, and a device cookie is only ever issued after the right
// password; (2) an attempt is never refused or answered differently for its e-mail's existence (but the
// two address counts move differently, so someone who brings one of them to its last failure could learn
// from one more attempt whether the e-mail tried before it exists, at the price of locking the address
// out: a wait of 15 minutes, doubling to a day, per e-mail so tested); (3) an agent whose browser holds
// a device cookie signs in with the right password although made-up e-mails failed 20+ times from the
// same address, and although 5+ wrong passwords were tried against that agent's e-mail from anywhere.
// An agent without one (a new phone, cleared cookies) still waits out such an attack, as before.

const MINUTE_SECONDS = 60;
const HOUR_SECONDS = 60 * MINUTE_SECONDS;
const DAY_SECONDS = 24 * HOUR_SECONDS;

export type SignInLimitKind = 'email' | 'address' | 'address-unknown-email' | 'device';

/**
 * Failures allowed in one window before the next attempt is refused. An address is allowed more than an
 * e-mail: many agents of one office may share it.
 */
export const SIGN_IN_FAILURES_ALLOWED: Record<SignInLimitKind, number> = {
  email: 5,
  address: 20,
  'address-unknown-email': 20,
  device: 5,
};
/** The order an attempt's rows are locked in, the same for every attempt, so no two wait on each other. */
export const SIGN_IN_LOCK_ORDER: readonly SignInLimitKind[] = ['address', 'address-unknown-email', 'email', 'device'];
export const SIGN_IN_WINDOW_SECONDS = 15 * MINUTE_SECONDS;
/** The first wait; each later one doubles, up to the longest. */
export const SIGN_IN_FIRST_WAIT_SECONDS = 15 * MINUTE_SECONDS;
export const SIGN_IN_LONGEST_WAIT_SECONDS = 24 * HOUR_SECONDS;
/** A key with no failure and no wait for this long starts afresh (its earlier waits no longer grow the next). */
export const SIGN_IN_FORGET_AFTER_SECONDS = 24 * HOUR_SECONDS;
/**
 * How long a device cookie lasts, in the browser (Max-Age) and when the server checks it: a year. It
 * lets nobody in by itself (the password is still checked), it only spares its browser the lockout of
 * untrusted clients, so the longer it lives, the fewer agents ever meet that lockout; each correct
 * sign-in issues a new one, so an agent who signs in at least once a year keeps it; and it stays within
 * the 400 days browsers keep a cookie at most (RFC 6265bis).
 */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * DAY_SECONDS;

/** What the limits need to know of an attempt, before its password is checked. */
export interface SignInAttemptFacts {
  /** Normalised (trimmed, lower case). */
  email: string;
  /** The client address key (an IPv6 address by its /64). */
  address: string;
  /** Whether an agent has this e-mail. Decides only which count a failure goes to, never a refusal. */
  emailKnown: boolean;
  /** The nonce of a valid device cookie naming this e-mail, or null when there is none. */
  deviceNonce: string | null;
}

export interface SignInLimitEntry {
  kind: SignInLimitKind;
  key: string;
  /** Whether the attempt counts against this key; every entry can refuse it. */
  counts: boolean;
}

/** The keys that may refuse an attempt and those it counts against, in lock order (see the top of this file). */
export function limitsOfAttempt(facts: SignInAttemptFacts): SignInLimitEntry[] {
  const entries: SignInLimitEntry[] =
    facts.deviceNonce !== null
      ? [{ kind: 'device', key: facts.deviceNonce, counts: true }]
      : [
          { kind: 'address', key: facts.address, counts: facts.emailKnown },
          { kind: 'address-unknown-email', key: facts.address, counts: !facts.emailKnown },
          { kind: 'email', key: facts.email, counts: true },
        ];
  return entries.sort((a, b) => SIGN_IN_LOCK_ORDER.indexOf(a.kind) - SIGN_IN_LOCK_ORDER.indexOf(b.kind));
}

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
  | { allowed: true; next: SignInLimitState | null }
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
 * password then takes its count back). A key that only refuses (`counts` false) is left as it is unless
 * it begins a wait. `next` is null when nothing changes.
 */
export function decideAttempt(
  stored: SignInLimitState | null,
  kind: SignInLimitKind,
  now: Date,
  { counts = true }: { counts?: boolean } = {},
): AttemptDecision {
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
  return { allowed: true, next: counts ? { ...state, failures: state.failures + 1, updatedAt: now } : null };
}

function describeWait(seconds: number): string {
  if (seconds <= MINUTE_SECONDS) return '1 minute';
  if (seconds < 2 * HOUR_SECONDS) return `${Math.ceil(seconds / MINUTE_SECONDS)} minutes`;
  return `${Math.ceil(seconds / HOUR_SECONDS)} hours`;
}

export function signInLimitedMessage(retryAfterSeconds: number): string {
  return `Too many failed sign-in attempts. Please try again in ${describeWait(retryAfterSeconds)}.`;
}
