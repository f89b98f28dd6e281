import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { createApiClient } from '../../src/api/client';
import { createLoadingState } from '../../src/api/loading-state';
import { createSessionStore, memoryCookieJar, type SessionStore } from '../../src/api/session';
import type { LogClient } from '../../src/api/log-client';
import type { ProgressFetch } from '../../src/api/progress-fetch';
import { App } from '../../src/app/app';
import { createNavigationBridge } from '../../src/app/routes/navigation-bridge';
import { createAlertStore } from '../../src/app/shell/alert-store';
import { demoAgent, signInAs, type Harness } from '../server/harness';

export const TEST_ORIGIN = 'http://test.local';

/**
 * Renders the whole app at a path, with its session in memory and calls going to `fetchFn`; uploads
 * go through `progressFetch`, by default `fetchFn` reporting all sent once the answer is in.
 */
export function renderApp(path: string, options: { fetchFn: typeof fetch; session?: SessionStore; logger?: LogClient; progressFetch?: ProgressFetch }) {
  const session = options.session ?? createSessionStore(memoryCookieJar());
  const loading = createLoadingState();
  const alerts = createAlertStore();
  const navigation = createNavigationBridge();
  let current: Location | null = null;
  // Inside the app's router: tells the test where the app is.
  function LocationProbe() {
    current = useLocation();
    return null;
  }
  const Router = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe />
      {children}
    </MemoryRouter>
  );
  const router = {
    /** Where the app is: known once it has rendered. */
    get location(): Location {
      if (!current) throw new Error('the app has not rendered its router yet');
      return current;
    },
    navigate: (to: string) => navigation.navigate(to),
  };
  const client = createApiClient({
    url: `${TEST_ORIGIN}/graphql`,
    session,
    loading,
    fetch: options.fetchFn,
    onSessionExpired: () => navigation.navigate('/login'),
    showAlert: ({ title, message }) => alerts.open({ icon: 'error', title, message }),
  });
  const progressFetch: ProgressFetch =
    options.progressFetch ??
    ((onProgress) => async (input, init) => {
      const response = await options.fetchFn(input, init);
      onProgress(1);
      return response;
    });
  const view = render(
    <App services={{ client, session, loading, alerts, logger: options.logger, baseUrl: TEST_ORIGIN, fetch: options.fetchFn, progressFetch }} router={Router} navigation={navigation} />,
  );
  return { ...view, router, session, loading, alerts };
}

/** A session store holding a real session of a demo agent, signed in on the harness's server. */
export async function signedInSession(harness: Harness, employeeId: string): Promise<SessionStore> {
  const agent = demoAgent(employeeId);
  const tokens = await signInAs(harness, agent.email);
  const session = createSessionStore(memoryCookieJar());
  session.set({
    ...tokens,
    employeeId: agent.employeeId,
    employeeName: agent.name,
    userType: agent.userType,
    locationId: agent.locationId,
    issuedAt: Math.floor(Date.now() / 1000),
  });
  return session;
}
