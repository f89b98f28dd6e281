import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '../api/client';
import { createLoadingState } from '../api/loading-state';
import { createSessionStore, documentCookieJar } from '../api/session';
import { App } from './app';
import { createAppRouter } from './router';

const session = createSessionStore(documentCookieJar());
const loading = createLoadingState();
const router = createAppRouter();
const client = createApiClient({
  url: '/graphql',
  session,
  loading,
  onSessionExpired: () => void router.navigate('/login', { replace: true }),
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App services={{ client, session, loading, baseUrl: window.location.origin, fetch: window.fetch.bind(window) }} router={router} />
  </StrictMode>,
);
