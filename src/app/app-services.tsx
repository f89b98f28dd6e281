import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Client } from '@urql/core';
import type { KeptAnswers } from '../api/kept-answers';
import type { LoadingState } from '../api/loading-state';
import type { LogClient } from '../api/log-client';
import type { ProgressFetch } from '../api/progress-fetch';
import type { Session, SessionStore } from '../api/session';
import type { OutboxLoader } from './offline/app-outbox';
import type { AppRefresh } from './offline/app-refresh';
import type { AlertStore } from './shell/alert-store';

export interface AppServices {
  client: Client;
  session: SessionStore;
  loading: LoadingState;
  /** Origin of the API and the company sign-in. */
  baseUrl: string;
  /** How the app reaches the company sign-in (the GraphQL client has its own). */
  fetch: typeof fetch;
  /** The global alert dialog's queue. */
  alerts: AlertStore;
  /** Where the app's log entries go; none in tests that do not look at logs. */
  logger?: LogClient;
  /** How uploads go out with their progress; XMLHttpRequest (xhrProgressFetch) unless given. */
  progressFetch?: ProgressFetch;
  /** The installed app's updates; none where no service worker runs (tests, the development server). */
  refresh?: AppRefresh;
  /** The saves kept on the phone until the network is back; none where a test does not look at them. */
  outbox?: OutboxLoader;
  /** The last answers kept on the phone; none where a test does not look at them. */
  keptAnswers?: KeptAnswers;
}

const ServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useAppServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useAppServices outside AppServicesProvider');
  return services;
}

export function useSession(): Session | null {
  const { session } = useAppServices();
  // The third argument is for the login page drawn at build time (src/app/prerender-login.tsx).
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

export function useLoadingCount(): number {
  const { loading } = useAppServices();
  return useSyncExternalStore(loading.subscribe, loading.count, loading.count);
}
