import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '../api/client';
import { createLoadingState } from '../api/loading-state';
import { createSessionStore, documentCookieJar } from '../api/session';
import { App } from './app';
import { createAppLogger } from './logging/create-app-logger';
import { installGlobalLogging } from './logging/install-global-logging';
import { logFailedCall } from './logging/log-failed-call';
import { createAppRouter } from './router';
import { createAlertStore } from './shell/alert-store';

const session = createSessionStore(documentCookieJar());
const loading = createLoadingState();
const alerts = createAlertStore();
const logger = createAppLogger(session);
installGlobalLogging(logger);
const router = createAppRouter();
const client = createApiClient({
  url: '/graphql',
  session,
  loading,
  onSessionExpired: () => void router.navigate('/login', { replace: true }),
  onCallFailed: (failure) => logFailedCall(logger, failure),
  showAlert: ({ title, message }) => alerts.open({ icon: 'error', title, message }),
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root, {
  // Errors React caught in an error boundary never reach window's error event: log them here.
  onCaughtError: (error) => logger.error('A screen crashed', error),
  onUncaughtError: (error) => logger.error('Uncaught render error', error),
}).render(
  <StrictMode>
    <App services={{ client, session, loading, alerts, logger, baseUrl: window.location.origin, fetch: window.fetch.bind(window) }} router={router} />
  </StrictMode>,
);
