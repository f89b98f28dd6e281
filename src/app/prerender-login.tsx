import { createApiClient } from '../api/client';
import { createSessionStore, memoryCookieJar } from '../api/session';
import { renderAppAt } from './render-app';
import { preloadScreen } from './routes/lazy-screen';
import { PRERENDERED_PATH } from './routes/prerendered-page';
import { routeTable } from './routes/route-table';
import { pageTitle } from './shell/root-layout';

// Run at build time (scripts/prerender-plugin.ts): the login page's markup goes into
// dist/login.html, so that a phone paints the sign-in form as soon as the page and its styles
// arrive; src/app/main.tsx then hydrates it instead of drawing it again.

export { PRERENDERED_ATTRIBUTE, PRERENDERED_PATH } from './routes/prerendered-page';

const route = (() => {
  const entry = routeTable.find((candidate) => candidate.path === PRERENDERED_PATH);
  if (!entry) throw new Error(`the route table has no ${PRERENDERED_PATH}`);
  return entry;
})();

/** The drawn page's title: the app gives it when it starts, and the page may wait for the agent's first touch. */
export const PRERENDERED_TITLE = pageTitle(route.title);

/** The whole app at /login for a signed-out agent, as the browser's first render draws it. */
export async function renderPrerenderedPage(): Promise<string> {
  await preloadScreen(route.screen);
  const session = createSessionStore(memoryCookieJar());
  return renderAppAt(PRERENDERED_PATH, createApiClient({ url: '/graphql', session }), session);
}
