import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { Client } from '@urql/core';
import { createLoadingState } from '../api/loading-state';
import type { SessionStore } from '../api/session';
import { App } from './app';
import { createNavigationBridge } from './routes/navigation-bridge';
import { createAlertStore } from './shell/alert-store';

/**
 * The whole app at `address` as the browser's first render draws it, as markup: for the pages sent
 * drawn (the login page at build time, Home by the server). Its screen's chunk must be loaded first
 * (preloadScreen), and `client` must answer the first render's queries at once, if it has any.
 */
export function renderAppAt(address: string, client: Client, session: SessionStore): string {
  const services = {
    client,
    session,
    loading: createLoadingState(),
    alerts: createAlertStore(),
    baseUrl: '',
    fetch: () => Promise.reject(new Error('nothing is fetched while a page is drawn')),
  };
  const AtAddress = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>;
  return renderToString(
    <StrictMode>
      <App services={services} router={AtAddress} navigation={createNavigationBridge()} />
    </StrictMode>,
  );
}
