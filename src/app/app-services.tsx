import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Client } from '@urql/core';
import type { LoadingState } from '../api/loading-state';
import type { Session, SessionStore } from '../api/session';

export interface AppServices {
  client: Client;
  session: SessionStore;
  loading: LoadingState;
  /** Origin of the API and the company sign-in. */
  baseUrl: string;
  /** How the app reaches the company sign-in (the GraphQL client has its own). */
  fetch: typeof fetch;
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
  return useSyncExternalStore(session.subscribe, session.get);
}

export function useLoadingCount(): number {
  const { loading } = useAppServices();
  return useSyncExternalStore(loading.subscribe, loading.count);
}
