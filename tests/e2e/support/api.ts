import { persistedOperationIds } from '../../../generated/persisted-operation-ids';
import { DEMO_PASSWORD } from '../../../src/server/seed/demo-agents';

/** An agent's calls to the running server, sent as the app sends them: persisted operations by hash. */
export type AgentApi = <T>(operationName: string, variables: Record<string, unknown>) => Promise<T>;

export async function agentApi(serverUrl: string, email: string): Promise<AgentApi> {
  let token: string | null = null;
  const call = async <T>(operationName: string, variables: Record<string, unknown>): Promise<T> => {
    const sha256Hash = persistedOperationIds[operationName];
    if (!sha256Hash) throw new Error(`no operation ${operationName} in schema/operations/`);
    const headers: Record<string, string> = { 'content-type': 'application/json', 'x-idempotency-id': crypto.randomUUID() };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(new URL('/graphql', serverUrl), {
      method: 'POST',
      headers,
      body: JSON.stringify({ variables, extensions: { persistedQuery: { version: 1, sha256Hash } } }),
    });
    const body = (await response.json()) as { data?: T; errors?: unknown[] };
    if (body.errors || !body.data) throw new Error(`${operationName} failed: ${JSON.stringify(body.errors)}`);
    return body.data;
  };
  const sso = await fetch(new URL('/sso/token', serverUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!sso.ok) throw new Error(`company sign-in refused ${email}: ${sso.status}`);
  const { refreshToken } = (await sso.json()) as { refreshToken: string };
  const tokens = await call<{ ssoLoginInternal: { accessToken: string } }>('SsoLoginInternal', { input: { refreshToken } });
  token = tokens.ssoLoginInternal.accessToken;
  return call;
}
