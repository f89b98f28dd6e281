import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { AnswerStore } from '../api/answer-store';
import { createApiClient } from '../api/client';
import { keptAnswers as createKeptAnswers } from '../api/kept-answers';
import { createLoadingState } from '../api/loading-state';
import { createSessionStore, documentCookieJar } from '../api/session';
import { App } from './app';
import { createAppLogger } from './logging/create-app-logger';
import { installGlobalLogging } from './logging/install-global-logging';
import { logFailedCall } from './logging/log-failed-call';
import { appOutbox } from './offline/app-outbox';
import { registerAppRefresh } from './offline/app-refresh';
import { preloadScreen } from './routes/lazy-screen';
import { screenOpenedAt } from './routes/opening-screen';
import { createNavigationBridge } from './routes/navigation-bridge';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_PATH, applyDeferredStyles, prerenderedScreen } from './routes/prerendered-page';
import { createAlertStore } from './shell/alert-store';

const session = createSessionStore(documentCookieJar());
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
});

applyDeferredStyles(document);
// The development server builds no service worker.
const refresh = import.meta.env.PROD ? registerAppRefresh((error) => logger.warn('The offline copy of the app could not be installed', error)) : undefined;

const outbox = appOutbox(client, session, (error) => logger.warn('The saves kept on this phone could not be opened', error));

// The screen of the address the app opens on starts loading now, beside the shell's own chunks,
// rather than once the shell has rendered: a round trip less on a slow network before it shows.
const opening = screenOpenedAt(window.location.pathname, session.get() !== null);
if (opening) preloadScreen(opening).catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const rootOptions = {
  // Errors React caught in an error boundary never reach window's error event: log them here.
  onCaughtError: (error: unknown) => logger.error('A screen crashed', error),
  onUncaughtError: (error: unknown) => logger.error('Uncaught render error', error),
  onRecoverableError: (error: unknown) => logger.warn('The page drawn at build time did not match the app', error),
};
const app = (
  <StrictMode>
    <App services={{ client, session, loading, alerts, logger, baseUrl: window.location.origin, fetch: window.fetch.bind(window), refresh, outbox, keptAnswers }} router={BrowserRouter} navigation={navigation} />
  </StrictMode>
);

// The login page arrives drawn (src/app/prerender-login.tsx): with its screen's chunk in, the first
// render matches the markup and React takes it over. A signed-in agent is sent on instead, which
// the drawn page cannot show, so it is drawn again. Either first render is a transition, which React
// renders in slices of a few milliseconds: as an ordinary update it ran as one task of 80 ms on this
// machine, over 300 ms on a slow phone, through which a tap on the drawn page went unanswered.
const drawn = root.getAttribute(PRERENDERED_ATTRIBUTE);
const render = () => createRoot(root, rootOptions).render(app);
if (drawn === PRERENDERED_PATH && window.location.pathname === PRERENDERED_PATH && !session.get()) {
  preloadScreen(prerenderedScreen).then(
    () => startTransition(() => void hydrateRoot(root, app, rootOptions)),
    () => startTransition(render),
  );
} else {
  startTransition(render);
}
