/** The page the build draws ahead (src/app/prerender-login.tsx) and the browser hydrates (main.tsx). */
export const PRERENDERED_PATH = '/login';

/** Set on #root by the build on the drawn page: the browser hydrates only markup it knows. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * On the drawn page's full stylesheet, which the build (scripts/prerender-plugin.ts, with Beasties)
 * made non-blocking as media="print" once the rules the drawn markup uses were inlined: its real
 * media, which the app gives back when it starts.
 */
const DEFERRED_MEDIA_ATTRIBUTE = 'data-beasties-media';

/** Applies the drawn page's deferred stylesheets; the screens after the login page need all of it. */
export function applyDeferredStyles(document: Document): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${DEFERRED_MEDIA_ATTRIBUTE}]`)) {
    link.media = link.getAttribute(DEFERRED_MEDIA_ATTRIBUTE) ?? 'all';
    link.removeAttribute(DEFERRED_MEDIA_ATTRIBUTE);
  }
}
