import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { createApiClient } from '../api/client';
import { createLoadingState } from '../api/loading-state';
import { createSessionStore, memoryCookieJar } from '../api/session';
import { App } from './app';
import { preloadScreen } from './routes/lazy-screen';
import { createNavigationBridge } from './routes/navigation-bridge';
import { PRERENDERED_PATH, prerenderedScreen, prerenderedTitle } from './routes/prerendered-page';
import { pageTitle } from './shell/root-layout';
import { createAlertStore } from './shell/alert-store';

// Run at build time (scripts/prerender-plugin.ts): the login page's markup goes into
// dist/login.html, so that a phone paints the sign-in form as soon as the page and its styles
// arrive; src/app/main.tsx then hydrates it instead of drawing it again.

export { PRERENDERED_ATTRIBUTE, PRERENDERED_PATH } from './routes/prerendered-page';
export { APP_FILES_TEMPLATE_ID } from './routes/drawn-page';

/** The drawn page's title: the app gives it when it starts, and the page may wait for the agent's first touch. */
export const PRERENDERED_TITLE = pageTitle(prerenderedTitle);

const AtLogin = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[PRERENDERED_PATH]}>{children}</MemoryRouter>;

/** The whole app at /login for a signed-out agent, as the browser's first render draws it. */
export async function renderPrerenderedPage(): Promise<string> {
  await preloadScreen(prerenderedScreen);
  const session = createSessionStore(memoryCookieJar());
  const services = {
    client: createApiClient({ url: '/graphql', session }),
    session,
    loading: createLoadingState(),
    alerts: createAlertStore(),
    baseUrl: '',
    fetch: () => Promise.reject(new Error('nothing is fetched while the login page is drawn')),
  };
  return renderToString(
    <StrictMode>
      <App services={services} router={AtLogin} navigation={createNavigationBridge()} />
    </StrictMode>,
  );
}
