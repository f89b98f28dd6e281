import { Client, fetchExchange, type CombinedError, type Operation } from '@urql/core';
import { authExchange } from '@urql/exchange-auth';
import { SsoLoginInternalDocument } from '../../generated/graphql';
import { REFRESH_FAILURE_REDIRECT_MS } from '../domain/session-rules';
import { IDEMPOTENCY_HEADER, idempotencyExchange } from './idempotency';
import type { LoadingState } from './loading-state';
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
}

function operationName(operation: Operation): string | undefined {
  for (const definition of operation.query.definitions) {
    if (definition.kind === 'OperationDefinition') return definition.name?.value;
  }
  return undefined;
}

const isUnauthorized = (error: CombinedError) =>
  error.graphQLErrors.some((e) => e.extensions?.code === 'UNAUTHORIZED_ERROR');

/**
 * The app's GraphQL client: network-only, a Bearer token from the session, an idempotency id on every
 * call, a global loading count, and one token refresh for any number of calls that fail as unauthorised
 * (@urql/exchange-auth queues them during the refresh and retries each once).
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
          setTimeout(() => options.onSessionExpired?.(), REFRESH_FAILURE_REDIRECT_MS);
        },
      })),
      fetchExchange,
    ],
  });
}
