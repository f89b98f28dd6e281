// Contact details typed by agents: e-mail, Indian mobile number, free text (spec section 5).
//
// Each check refuses an over-long value before any pattern runs, and every pattern is unambiguous
// (no two ways to match the same text), so a check takes time in proportion to a bounded length.

/** The longest address SMTP can deliver to (RFC 5321: a 256-octet path less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;
/** The longest free text any form takes (notes, comments, remarks). */
export const FREE_TEXT_MAX_LENGTH = 1000;
/** The longest a typed mobile number can reasonably be: '+91', ten digits and spaces or hyphens between groups. */
export const MOBILE_MAX_INPUT_LENGTH = 20;

// The domain is dot-separated labels, none of them empty, ending in a label of two or more
// characters. Labels exclude the dot so that a run of characters can be split only one way.
const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;
// What mail systems refuse beyond that shape: a local part that starts or ends with a dot or has
// two in a row (RFC 5321's dot-string: atoms joined by single dots), and a domain label that starts
// or ends with a hyphen (RFC 1035's label). Each is a plain scan, not a pattern that can backtrack.
const LOCAL_PART_DOTS = /^\.|\.$|\.\./;
const LABEL_HYPHEN = /^-|-$/;
// Indian mobile numbers start 6-9; an optional +91 or 0 prefix is accepted and dropped.
const MOBILE_PATTERN = /^(?:\+?91|0)?([6-9][0-9]{9})$/;
const FREE_TEXT_ALLOWED = /^[A-Za-z0-9 .,&'()\-/#@:;_+!?"\n]+$/;
const HAS_ALPHANUMERIC = /[A-Za-z0-9]/;

export const EMAIL_MESSAGE = 'Please enter a valid e-mail ID.';
export const MOBILE_MESSAGE = 'Please enter a valid 10-digit mobile number.';
export const FREE_TEXT_MESSAGE = 'Please use letters, numbers and common punctuation only.';

export function isValidEmail(raw: string): boolean {
  const email = raw.trim();
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) return false;
  // The pattern allows exactly one @.
  const at = email.indexOf('@');
  if (LOCAL_PART_DOTS.test(email.slice(0, at))) return false;
  return !email
    .slice(at + 1)
    .split('.')
    .some((label) => LABEL_HYPHEN.test(label));
}

/** The 10-digit mobile number, or null when the input is not an Indian mobile number. */
export function normaliseMobile(raw: string): string | null {
  const typed = raw.trim();
  if (typed.length > MOBILE_MAX_INPUT_LENGTH) return null;
  const match = MOBILE_PATTERN.exec(typed.replace(/[\s-]/g, ''));
  return match?.[1] ?? null;
}

export function isValidFreeText(raw: string): boolean {
  const text = raw.trim();
  return text.length <= FREE_TEXT_MAX_LENGTH && HAS_ALPHANUMERIC.test(text) && FREE_TEXT_ALLOWED.test(text);
}
