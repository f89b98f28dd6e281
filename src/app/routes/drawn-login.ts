// What the login page drawn at build time (dist/login.html, scripts/prerender-plugin.ts), the small
// script that starts the app from it (src/app/login-start.ts) and the login screen agree on.

/** The <template> of the drawn page holding the app's own script and the files it preloads, inert until the app starts. */
export const APP_FILES_TEMPLATE_ID = 'app-files';

/** Dispatched on the document once the app has taken the drawn login form over. */
export const LOGIN_TAKEN_OVER_EVENT = 'login-taken-over';
