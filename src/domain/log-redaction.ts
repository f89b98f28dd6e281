// What a log entry may not carry (spec: logs never contain tokens, passwords or a full Aadhaar number).
// The app redacts before it queues an entry, and the server redacts again before it stores one,
// because the server never trusts what a client sends.

export const REDACTED = '[redacted]';

// Every pattern here runs in linear time on any text (tests/unit/regex-safety.test.ts proves it): a
// pattern may start only where a run of the characters it repeats begins (it first matches the one
// character before the run, or the start of the text, and the replacement puts that character
// back), and no quoted value waits for a closing quote that may never come, so no stretch of the
// text is scanned again from each of its positions.

// Three dot-separated base64url parts starting with a JSON header ('{"' is 'eyJ'): every token this
// product issues (access, refresh, CRM, SSO) is a JWT.
const JWT = /(^|[^\w-])eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g;
// A Bearer credential that is not a JWT (an opaque token) is still a credential.
const BEARER = /\b(Bearer\s+)[\w.~+/=-]+/gi;
// password=..., "password": "...", pwd: ... in free text (query strings, JSON, messages). A quoted
// value runs to its closing quote, or to the end of the text when there is none.
const PASSWORD_VALUE = /((?:"|')?(?:password|passwd|pwd)(?:"|')?\s*[:=]\s*)("[^"]*"?|'[^']*'?|[^\s,;&}]+)/gi;
// Twelve digits, optionally grouped 4-4-4 by a space or hyphen, not part of a longer number.
const AADHAAR = /(?<![\d])\d{4}([ -]?)\d{4}\1(\d{4})(?![\d])/g;

// Customer data the server's own log never holds (its log lines are not an agent's to read).
const EMAIL = /(^|[^\w.+-])[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
const PAN = /(?<![A-Za-z0-9])[A-Za-z]{5}[0-9]{4}[A-Za-z](?![A-Za-z0-9])/g;
// An Indian mobile number: ten digits from 6-9, maybe grouped 5-5, maybe after +91, 91 or 0.
const MOBILE = /(?<![\d+])(?:\+?91[ -]?|0)?[6-9]\d{4}[ -]?\d{5}(?!\d)/g;

/** Keys whose values are secrets whatever they look like. */
const SECRET_KEY = /pass(word|wd)?$|^pwd$|token$|secret|authorization|cookie/i;

/** The replacement of a pattern that matched the character before what it redacts. */
const keepingLead = (_match: string, lead: string): string => `${lead}${REDACTED}`;

/** Masks an Aadhaar number to its last four digits: 1234 5678 9012 -> XXXXXXXX9012. */
export function maskAadhaar(text: string): string {
  return text.replace(AADHAAR, (_match, _separator: string, lastFour: string) => `XXXXXXXX${lastFour}`);
}

/** Free text with tokens, password values and Aadhaar numbers masked. */
export function redactText(text: string): string {
  return maskAadhaar(
    text
      .replace(JWT, keepingLead)
      .replace(BEARER, (_match, prefix: string) => `${prefix}${REDACTED}`)
      .replace(PASSWORD_VALUE, (_match, prefix: string) => `${prefix}${REDACTED}`),
  );
}

/** Text with everything redactText removes and also e-mail addresses, PANs and mobile numbers removed. */
export function redactCustomerData(text: string): string {
  return redactText(text).replace(EMAIL, keepingLead).replace(PAN, REDACTED).replace(MOBILE, REDACTED);
}

export type Redactable = string | number | boolean | null | undefined | readonly Redactable[] | { readonly [key: string]: Redactable };

/**
 * A copy of a JSON-like value with secrets removed: values under secret-looking keys are replaced,
 * strings are redacted as text, and twelve-digit numbers (an Aadhaar number typed into a number
 * field) are masked too.
 */
export function redactValue<T extends Redactable>(value: T): T;
export function redactValue(value: Redactable): Redactable {
  if (typeof value === 'string') return redactText(value);
  if (typeof value === 'number') return Number.isInteger(value) && Math.abs(value) >= 1e11 && Math.abs(value) < 1e12 ? maskAadhaar(String(value)) : value;
  if (value === null || value === undefined || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map((item: Redactable) => redactValue(item));
  const result: Record<string, Redactable> = {};
  for (const [key, item] of Object.entries(value as { readonly [key: string]: Redactable })) {
    result[key] = SECRET_KEY.test(key) && item !== null && item !== undefined ? REDACTED : redactValue(item);
  }
  return result;
}
