import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { createApiClient } from '../../src/api/client';
import { createLoadingState } from '../../src/api/loading-state';
import { createSessionStore, memoryCookieJar, type SessionStore } from '../../src/api/session';
import { App } from '../../src/app/app';
import { routes } from '../../src/app/router';

export const TEST_ORIGIN = 'http://test.local';

/** Renders the whole app at a path, with its session in memory and calls going to `fetchFn`. */
export function renderApp(path: string, options: { fetchFn: typeof fetch; session?: SessionStore }) {
  const session = options.session ?? createSessionStore(memoryCookieJar());
  const loading = createLoadingState();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = createApiClient({
    url: `${TEST_ORIGIN}/graphql`,
    session,
    loading,
    fetch: options.fetchFn,
    onSessionExpired: () => void router.navigate('/login'),
  });
  const view = render(<App services={{ client, session, loading, baseUrl: TEST_ORIGIN, fetch: options.fetchFn }} router={router} />);
  return { ...view, router, session, loading };
}
