import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { AnswerStore } from '../api/answer-store';
import { createApiClient } from '../api/client';
import { drawnAnswers as createDrawnAnswers, type DrawnAnswer } from '../api/drawn-answers';
import { keptAnswers as createKeptAnswers } from '../api/kept-answers';
import { createLoadingState } from '../api/loading-state';
import { createSessionStore, documentCookieJar } from '../api/session';
import { LONG_COOKIE_DAYS } from '../domain/session-rules';
import { App } from './app';
import { createAppLogger } from './logging/create-app-logger';
import { installGlobalLogging } from './logging/install-global-logging';
import { logFailedCall } from './logging/log-failed-call';
import { appOutbox } from './offline/app-outbox';
import { registerAppRefresh } from './offline/app-refresh';
import { preloadScreen } from './routes/lazy-screen';
import { screenOpenedAt } from './routes/opening-screen';
import { DRAWN_ANSWERS_ID, DRAWN_HOME_PATH, TAKEN_OVER_EVENT, TIME_ZONE_COOKIE } from '../domain/drawn-page';
import { createNavigationBridge } from './routes/navigation-bridge';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_PATH, applyDeferredStyles } from './routes/prerendered-page';
import { createAlertStore } from './shell/alert-store';

const cookies = documentCookieJar();
const session = createSessionStore(cookies);
// For the next Home the server draws (src/server/http/drawn-home.ts), written as the page is left
// or hidden: reading the time zone loads the locale's data, which the first screens leave alone.
const rememberTimeZone = () => cookies.write(TIME_ZONE_COOKIE, Intl.DateTimeFormat().resolvedOptions().timeZone, LONG_COOKIE_DAYS);
addEventListener('pagehide', rememberTimeZone);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') rememberTimeZone();
});
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const drawn = root.getAttribute(PRERENDERED_ATTRIBUTE);
const signedIn = session.get() !== null;
const { pathname } = window.location;
const drawnLogin = drawn === PRERENDERED_PATH && pathname === PRERENDERED_PATH && !signedIn;
const drawnHome = drawn === DRAWN_HOME_PATH && pathname === DRAWN_HOME_PATH && signedIn;

/** The answers the server drew Home with (src/app/draw-home.tsx), which its first render reads. */
function readDrawnAnswers(): DrawnAnswer[] {
  try {
    const parsed: unknown = JSON.parse(document.getElementById(DRAWN_ANSWERS_ID)?.textContent ?? '[]');
    return Array.isArray(parsed) ? (parsed as DrawnAnswer[]) : [];
  } catch {
    return [];
  }
}
const drawnAnswers = drawnHome ? createDrawnAnswers(readDrawnAnswers()) : undefined;
const loading = createLoadingState();
const alerts = createAlertStore();
const logger = createAppLogger(session);
installGlobalLogging(logger);
const navigation = createNavigationBridge();
let answerStore: Promise<AnswerStore> | null = null;
const keptAnswers = createKeptAnswers({
  owner: () => session.get()?.employeeId ?? null,
  store: () =>
    (answerStore ??= import('../api/answer-store').then(
      ({ indexedDbAnswerStore }) => indexedDbAnswerStore(),
      (error: unknown) => {
        answerStore = null;
        throw error;
      },
    )),
});
const client = createApiClient({
  url: '/graphql',
  session,
  loading,
  // The session guard has sent the agent to /login already, keeping where they were to come back to
  // after signing in: this neither replaces that /login with one that forgot it, nor sends away an
  // agent who has signed in again meanwhile.
  onSessionExpired: () => {
    if (session.get() || window.location.pathname === '/login') return;
    navigation.navigate('/login', { replace: true, state: { from: window.location.pathname + window.location.search } });
  },
  onCallFailed: (failure) => void logFailedCall(logger, failure),
  showAlert: ({ title, message }) => alerts.open({ icon: 'error', title, message }),
  connectivity: window,
  keptAnswers,
  drawnAnswers,
});

applyDeferredStyles(document);
// The development server builds no service worker.
const refresh = import.meta.env.PROD ? registerAppRefresh((error) => logger.warn('The offline copy of the app could not be installed', error)) : undefined;

const outbox = appOutbox(client, session, (error) => logger.warn('The saves kept on this phone could not be opened', error));

// The screen of the address the app opens on starts loading now, beside the shell's own chunks,
// rather than once the shell has rendered: a round trip less on a slow network before it shows.
const opening = screenOpenedAt(pathname, signedIn);
const openingLoaded = opening ? preloadScreen(opening) : Promise.resolve();
openingLoaded.catch(() => undefined);

const rootOptions = {
  // Errors React caught in an error boundary never reach window's error event: log them here.
  onCaughtError: (error: unknown) => logger.error('A screen crashed', error),
  onUncaughtError: (error: unknown) => logger.error('Uncaught render error', error),
  onRecoverableError: (error: unknown) => logger.warn('The drawn page did not match the app', error),
};
const app = (
  <StrictMode>
    <App services={{ client, session, loading, alerts, logger, baseUrl: window.location.origin, fetch: window.fetch.bind(window), refresh, outbox, keptAnswers }} router={BrowserRouter} navigation={navigation} />
  </StrictMode>
);

// The login page arrives drawn (src/app/prerender-login.tsx), and Home for a signed-in agent
// (src/app/draw-home.tsx): with the screen's chunk in, and Home's queries answered with what it was
// drawn with, the first render matches the markup and React takes it over. Any other page is drawn
// here; so is the login page for a signed-in agent, whom it sends on. Either first render is a
// transition, which React renders in slices of a few milliseconds: as an ordinary update it ran as
// one task of 80 ms on this machine, over 300 ms on a slow phone, through which a tap on the drawn
// page went unanswered.

/**
 * Around drawn Home: its effect runs after those of every screen below it, once they have made their
 * first requests, and from then on those go to the network. Around the app, not beside it, so that
 * the ids React gives the app's elements are those the server drew them with.
 */
function TakenOver({ children }: { children: ReactNode }) {
  useEffect(() => {
    drawnAnswers?.close();
    document.dispatchEvent(new Event(TAKEN_OVER_EVENT));
  }, []);
  return children;
}
const render = () => createRoot(root, rootOptions).render(app);
if (drawnLogin || drawnHome) {
  openingLoaded.then(
    () => startTransition(() => void hydrateRoot(root, drawnHome ? <TakenOver>{app}</TakenOver> : app, rootOptions)),
    () => startTransition(render),
  );
} else {
  startTransition(render);
}
