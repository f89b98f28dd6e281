import { Client, fetchExchange, type CombinedError } from '@urql/core';
import { authExchange } from '@urql/exchange-auth';
import { SsoLoginInternalDocument } from '../../generated/graphql';
import { sessionErrors } from '../domain/session-errors';
import { isGlobalAlertCode } from '../domain/global-alert-codes';
import { REFRESH_FAILURE_REDIRECT_MS } from '../domain/session-rules';
import { describeError, type ErrorMessage } from './error-message';
import { failedCallExchange, operationName, type FailedCall } from './failed-call-exchange';
import { IDEMPOTENCY_HEADER, idempotencyExchange } from './idempotency';
import type { DrawnAnswers } from './drawn-answers';
import type { KeptAnswers } from './kept-answers';
import type { LoadingState } from './loading-state';
import { persistedOperationIds } from '../../generated/persisted-operation-ids';
import { persistedOperationExchange } from './persisted-operation-exchange';
import { reconnectExchange, type Connectivity } from './reconnect-exchange';
import { sessionFromLogin } from './session-from-login';
import type { SessionStore } from './session';

export interface ApiClientOptions {
  url: string;
  session: SessionStore;
  loading?: LoadingState;
  fetch?: typeof fetch;
  newId?: () => string;
  /** Called about a second after a refresh failed and the session was cleared (the app goes to /login). */
  onSessionExpired?: () => void;
  /** Runs the session-expired call after its delay: the window's setTimeout, or a test's own clock. */
  later?: (callback: () => void, ms: number) => void;
  /** Every call that ended in an error, after any refresh and retry (the app logs them). */
  onCallFailed?: (failure: FailedCall) => void;
  /**
   * Opens the app's global alert dialog, from outside React: for errors no screen can put right
   * (the session is no longer trusted) and when the session has expired.
   */
  showAlert?: (alert: ErrorMessage) => void;
  /** Where the app hears that the network is back (the window); queries that failed offline are then asked again. */
  connectivity?: Connectivity;
  /** The last answers kept on the phone, which answer a query the network could not. */
  keptAnswers?: KeptAnswers;
  /** The answers the server drew the page with, which answer its first render's queries. */
  drawnAnswers?: DrawnAnswers;
}

const isUnauthorized = (error: CombinedError) =>
  error.graphQLErrors.some((e) => e.extensions?.code === 'UNAUTHORIZED_ERROR');

/**
 * The app's GraphQL client: network-only (the phone's kept answers stand in only when the network fails), operations sent by hash (never their text), a Bearer token
 * from the session, an idempotency id on every call, a global loading count, and one token refresh
 * for any number of calls that fail as unauthorised (@urql/exchange-auth queues them during the
 * refresh and retries each once).
 */
export function createApiClient(options: ApiClientOptions): Client {
  const { session } = options;
  const newId = options.newId ?? (() => crypto.randomUUID());
  return new Client({
    url: options.url,
    requestPolicy: 'network-only',
    preferGetMethod: false,
    fetch: options.fetch,
    exchanges: [
      // Outermost: the reconnect exchange still sees the network error it asks again for.
      ...(options.keptAnswers ? [options.keptAnswers.exchange] : []),
      // Inside the kept answers: what the page was drawn with is kept on the phone as any answer is.
      ...(options.drawnAnswers ? [options.drawnAnswers.exchange] : []),
      ...(options.connectivity ? [reconnectExchange(options.connectivity)] : []),
      failedCallExchange((failure) => {
        options.onCallFailed?.(failure);
        const described = describeError(failure.error);
        if (isGlobalAlertCode(described.code)) options.showAlert?.(described);
      }),
      ...(options.loading ? [options.loading.exchange] : []),
      idempotencyExchange(newId),
      authExchange(async (utils) => ({
        addAuthToOperation(operation) {
          const token = session.get()?.accessToken;
          return token ? utils.appendHeaders(operation, { Authorization: `Bearer ${token}` }) : operation;
        },
        willAuthError(operation) {
          const current = session.get();
          return operationName(operation) !== 'SsoLoginInternal' && !!current && !current.accessToken;
        },
        didAuthError(error, operation) {
          return operationName(operation) !== 'SsoLoginInternal' && isUnauthorized(error);
        },
        async refreshAuth() {
          const refreshToken = session.get()?.refreshToken;
          const result = refreshToken
            ? await utils.mutate(
                SsoLoginInternalDocument,
                { input: { refreshToken } },
                { fetchOptions: { headers: { [IDEMPOTENCY_HEADER]: newId() } } },
              )
            : null;
          const payload = result?.data?.ssoLoginInternal;
          if (payload) {
            session.set(sessionFromLogin(payload));
            return;
          }
          session.clear();
          const expired = sessionErrors.UNAUTHORIZED_ERROR;
          options.showAlert?.({ code: 'UNAUTHORIZED_ERROR', title: expired.type, message: expired.message });
          (options.later ?? setTimeout)(() => options.onSessionExpired?.(), REFRESH_FAILURE_REDIRECT_MS);
        },
      })),
      // A build's documents carry their hashes; the table of them all stays out of the first load.
      persistedOperationExchange(import.meta.env.PROD ? undefined : persistedOperationIds),
      fetchExchange,
    ],
  });
}
