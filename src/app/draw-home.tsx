import { createApiClient } from '../api/client';
import { drawnAnswers, type DrawnAnswer } from '../api/drawn-answers';
import { createSessionStore, requestCookieJar, type Session, type SessionStore } from '../api/session';
import { PRODUCT_OWNER_USER_TYPE } from '../domain/session-rules';
import { renderAppAt } from './render-app';
import { preloadScreen } from './routes/lazy-screen';
import { DRAWN_HOME_PATH } from '../domain/drawn-page';
import { routeTable } from './routes/route-table';
import { pageTitle } from './shell/root-layout';

// Built for Node with the app (scripts/prerender-plugin.ts) and run by the server for a signed-in
// agent who opens Home (src/server/http/drawn-home.ts): Home's markup with the agent's data, so that
// a phone on a slow network paints it as the page arrives, and the answers it was drawn with, which
// the app's first render reads (src/app/main.tsx) so that React takes the markup over.

export { PRERENDERED_ATTRIBUTE } from './routes/prerendered-page';

const home = routeTable.find((entry) => entry.path === DRAWN_HOME_PATH);
if (!home) throw new Error(`the route table has no ${DRAWN_HOME_PATH}`);
const homeScreen = home.screen;

/** The drawn page's title, which the app gives Home. */
export const DRAWN_HOME_TITLE = pageTitle(home.title);

/** At most this many renders: each asks for the queries the one before could not answer. */
const MAX_RENDERS = 3;

export interface DrawHomeRequest {
  /** The request's Cookie header: the session as the app keeps it. */
  cookie: string;
  /** The address's query (Home's tab), as the app reads it. */
  search: string;
  /** The server's own GraphQL endpoint. */
  graphqlUrl: string;
  /** How the server answers a request in process. */
  fetch: typeof fetch;
  /** Runs `work` with the clock in the phone's time zone, as the app's own render on the phone would. */
  inPhoneTime<T>(work: () => T): T;
}

export interface DrawnHome {
  markup: string;
  answers: DrawnAnswer[];
}

/** The session as the page was asked for, never refreshed: a refresh here would spend the agent's refresh token on a page that cannot keep the new one. */
function fixedSession(session: Session): SessionStore {
  const kept = { ...session, refreshToken: '' };
  return { get: () => kept, set: () => undefined, clear: () => undefined, subscribe: () => () => undefined };
}

/**
 * Home as the app's first render draws it for the agent whose cookies these are, with the data it
 * asks for; null when there is no agent's session, or when a query's answer is an error (the app
 * then draws Home itself and shows it as it would).
 */
export async function drawHome(request: DrawHomeRequest): Promise<DrawnHome | null> {
  const signedIn = request.inPhoneTime(() => createSessionStore(requestCookieJar(request.cookie)).get());
  if (!signedIn || !signedIn.accessToken || signedIn.userType === PRODUCT_OWNER_USER_TYPE) return null;
  const session = fixedSession(signedIn);
  await preloadScreen(homeScreen);
  const network = createApiClient({ url: request.graphqlUrl, session, fetch: request.fetch });
  const noNetwork = () => Promise.reject(new Error('a drawing render asks the network for nothing'));
  const answers: DrawnAnswer[] = [];
  for (let renders = 0; renders < MAX_RENDERS; renders++) {
    const drawn = drawnAnswers(answers);
    const client = createApiClient({ url: request.graphqlUrl, session, fetch: noNetwork, drawnAnswers: drawn });
    const markup = request.inPhoneTime(() => renderAppAt(`${DRAWN_HOME_PATH}${request.search}`, client, session));
    const asked = drawn.asked();
    if (asked.length === 0) return { markup, answers };
    for (const operation of asked) {
      const result = await network.query(operation.query, operation.variables, { requestPolicy: 'network-only' }).toPromise();
      if (result.error || !result.data) return null;
      answers.push({ key: operation.key, data: result.data });
    }
  }
  return null;
}
