import { createApiClient } from '../../src/api/client';
import { createLoadingState } from '../../src/api/loading-state';
import type { LogClient } from '../../src/api/log-client';
import { createSessionStore, memoryCookieJar } from '../../src/api/session';
import type { AppServices } from '../../src/app/app-services';
import { createAlertStore } from '../../src/app/shell/alert-store';

/** The app's services for a part of it rendered alone: signed out, its calls going to `fetchFn`. */
export function aloneServices(options: { logger?: LogClient; fetchFn?: typeof fetch } = {}): AppServices {
  const fetchFn = options.fetchFn ?? fetch;
  const session = createSessionStore(memoryCookieJar());
  const loading = createLoadingState();
  return {
    client: createApiClient({ url: 'http://test.local/graphql', session, loading, fetch: fetchFn }),
    session,
    loading,
    alerts: createAlertStore(),
    logger: options.logger,
    baseUrl: 'http://test.local',
    fetch: fetchFn,
  };
}
