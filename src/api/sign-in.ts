import type { Client } from '@urql/core';
import { SsoLoginInternalDocument } from '../../generated/graphql';
import { GENERIC_RETRY_MESSAGE, OOPS_TITLE } from '../domain/session-errors';
import { describeError, type ErrorMessage } from './error-message';
import { sessionFromLogin } from './session-from-login';
import type { SessionStore } from './session';

export const SSO_TOKEN_PATH = '/sso/token';

export type SignInOutcome =
  | { kind: 'signedIn' }
  | { kind: 'accessRestricted' }
  | { kind: 'invalidCredentials' }
  /** Too many failed attempts for this e-mail or from this address: the next one is taken after the wait. */
  | { kind: 'limited'; retryAfterSeconds: number }
  | { kind: 'failed'; error: ErrorMessage };

const SIGN_IN_LIMITED_STATUS = 429;

/** The wait a refused sign-in's body names, when it is a whole number of seconds. */
function retryAfterSeconds(body: unknown): number | null {
  if (typeof body !== 'object' || !body || !('retryAfterSeconds' in body)) return null;
  const seconds = body.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isInteger(seconds) && seconds > 0 ? seconds : null;
}

/**
 * Company e-mail and password go to the company sign-in, which answers with an SSO refresh token;
 * ssoLoginInternal exchanges it for this app's tokens.
 */
export async function signIn(
  credentials: { email: string; password: string },
  client: Client,
  session: SessionStore,
  { baseUrl, fetchFn = fetch }: { baseUrl: string; fetchFn?: typeof fetch },
): Promise<SignInOutcome> {
  const failed: SignInOutcome = { kind: 'failed', error: { code: 'NETWORK_ERROR', title: OOPS_TITLE, message: GENERIC_RETRY_MESSAGE } };
  let ssoToken: string | null = null;
  try {
    const response = await fetchFn(new URL(SSO_TOKEN_PATH, baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    if (response.status === 401) return { kind: 'invalidCredentials' };
    const body: unknown = await response.json();
    if (response.status === SIGN_IN_LIMITED_STATUS) {
      const seconds = retryAfterSeconds(body);
      if (seconds !== null) return { kind: 'limited', retryAfterSeconds: seconds };
    }
    if (response.ok && typeof body === 'object' && body && 'refreshToken' in body && typeof body.refreshToken === 'string') {
      ssoToken = body.refreshToken;
    }
  } catch {
    ssoToken = null;
  }
  if (!ssoToken) return failed;
  const result = await client.mutation(SsoLoginInternalDocument, { input: { refreshToken: ssoToken } }).toPromise();
  const payload = result.data?.ssoLoginInternal;
  if (payload) {
    session.set(sessionFromLogin(payload));
    return { kind: 'signedIn' };
  }
  session.clear();
  if (result.error?.graphQLErrors.some((e) => e.extensions?.code === 'ACCESS_RESTRICTED')) return { kind: 'accessRestricted' };
  return result.error ? { kind: 'failed', error: describeError(result.error) } : failed;
}
