// Session lifetimes and the daily re-login rule (spec sections 4 and 9).

const DAY_SECONDS = 24 * 60 * 60;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * DAY_SECONDS;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * DAY_SECONDS;
export const ACCESS_COOKIE_DAYS = 15;
export const LONG_COOKIE_DAYS = 30;
export const REFRESH_FAILURE_REDIRECT_MS = 1000;

export const PARTNER_USER_TYPE = 'PowerPartner';

/** A product owner signs in to preview forms/ (/forms-preview) and sees no merchants. */
export const PRODUCT_OWNER_USER_TYPE = 'ProductOwner';

/** Where a product owner works: the forms preview, where they land, and the training videos they add. */
export const FORMS_PREVIEW_PATH = '/forms-preview';
export const TRAINING_VIDEOS_PATH = '/training-videos';
/** Its title: the route's, on the first load, apart from the screen's other words. */
export const TRAINING_VIDEOS_TITLE = 'Training videos';
/** The only screens of the app a product owner may open (and no agent may). */
export const PRODUCT_OWNER_PATHS: readonly string[] = [FORMS_PREVIEW_PATH, TRAINING_VIDEOS_PATH];

/**
 * The cookie the app keeps the access token in. The server reads it too, for what a page loads
 * without the app's Bearer header: an <img> of a document page asks for its file with cookies only.
 */
export const ACCESS_TOKEN_COOKIE = 'accessToken';

/** Local calendar day of a Unix-seconds instant, as YYYY-MM-DD. */
export function localDay(unixSeconds: number): string {
  const d = new Date(unixSeconds * 1000);
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  const dd = String(d.getDate()).padStart(2, '0');
  return `${d.getFullYear()}-${mm}-${dd}`;
}

/** A session issued on another day than today is cleared: agents sign in afresh every day. */
export function isIssuedToday(issuedAtSeconds: number, now: Date = new Date()): boolean {
  return localDay(issuedAtSeconds) === localDay(Math.floor(now.getTime() / 1000));
}
