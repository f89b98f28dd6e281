import { createLogClient, fetchLogTransport, type LogClient } from '../../api/log-client';
import type { SessionStore } from '../../api/session';
import { APP_VERSION } from '../build-info';
import { browserDeviceInfo } from './device-info';

/** Where logs go: VITE_LOG_URL at build time, else the server's own /logs. */
export function configuredLogUrl(): string {
  const configured: unknown = import.meta.env.VITE_LOG_URL;
  return typeof configured === 'string' && configured ? configured : '/logs';
}

/** The app's log client: batches to the configured URL, with the agent's token when signed in. */
export function createAppLogger(session: SessionStore, fetchFn: typeof fetch = window.fetch.bind(window)): LogClient {
  return createLogClient({
    transport: fetchLogTransport({ url: configuredLogUrl(), fetch: fetchFn, accessToken: () => session.get()?.accessToken }),
    version: APP_VERSION,
    deviceInfo: browserDeviceInfo,
  });
}
