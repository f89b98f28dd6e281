// What the pages that arrive drawn (the login page, drawn at build time, and Home, drawn by the
// server with the agent's data), the small script that starts the app from them
// (src/app/drawn-page-start.ts) and the app agree on.

/** The <template> of a drawn page holding the app's own script and the files it preloads, inert until the app starts. */
export const APP_FILES_TEMPLATE_ID = 'app-files';

/** Dispatched on the document once the app has taken a drawn page over. */
export const TAKEN_OVER_EVENT = 'drawn-page-taken-over';

/**
 * Where the build puts what the server runs to draw pages (scripts/prerender-plugin.ts): inside the
 * build, so that the two are deployed together, in a folder the server never serves, the service
 * worker never caches and the compressed copies skip (its name starts with a dot).
 */
export const DRAWING_DIR = '.server';

/** The module in DRAWING_DIR that draws Home (src/app/draw-home.tsx), without its '.js'. */
export const DRAW_HOME_MODULE = 'draw-home';

/** Home's page in DRAWING_DIR, into which the server puts the markup and the answers. */
export const DRAWN_HOME_TEMPLATE = 'home.html';

/** Home, which the server draws for a signed-in agent (src/server/http/drawn-home.ts). */
export const DRAWN_HOME_PATH = '/';

/** The JSON script element of drawn Home holding the answers it was drawn with. */
export const DRAWN_ANSWERS_ID = 'drawn-answers';

/**
 * The phone's time zone, which the app writes when it starts: Home shows dates and times as the
 * phone's clock reads them, and the server draws it in that zone.
 */
export const TIME_ZONE_COOKIE = 'timeZone';
