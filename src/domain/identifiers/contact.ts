// Contact details typed by agents: e-mail, Indian mobile number, free text (spec section 5).

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
// Indian mobile numbers start 6-9; an optional +91 or 0 prefix is accepted and dropped.
const MOBILE_PATTERN = /^(?:\+?91|0)?([6-9][0-9]{9})$/;
const FREE_TEXT_ALLOWED = /^[A-Za-z0-9 .,&'()\-/#@:;_+!?"\n]+$/;
const HAS_ALPHANUMERIC = /[A-Za-z0-9]/;

export const EMAIL_MESSAGE = 'Please enter a valid e-mail ID.';
export const MOBILE_MESSAGE = 'Please enter a valid 10-digit mobile number.';
export const FREE_TEXT_MESSAGE = 'Please use letters, numbers and common punctuation only.';

export function isValidEmail(raw: string): boolean {
  return EMAIL_PATTERN.test(raw.trim());
}

/** The 10-digit mobile number, or null when the input is not an Indian mobile number. */
export function normaliseMobile(raw: string): string | null {
  const match = MOBILE_PATTERN.exec(raw.replace(/[\s-]/g, ''));
  return match?.[1] ?? null;
}

export function isValidFreeText(raw: string): boolean {
  const text = raw.trim();
  return HAS_ALPHANUMERIC.test(text) && FREE_TEXT_ALLOWED.test(text);
}
