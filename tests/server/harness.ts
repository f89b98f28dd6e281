import { createServerApp, type ServerApp } from '../../src/server/app';
import type { DatabaseHandle } from '../../src/server/db/connection';
import type { FileStorage } from '../../src/server/files/file-storage';
import type { ServerForms } from '../../src/server/forms/server-forms';
import type { CrmProvider } from '../../src/server/features/onboarding/crm-sandbox';
import { DEMO_PASSWORD, demoAgents } from '../../src/server/seed/demo-agents';
import { openTestDatabase } from './test-database';

export const ORIGIN = 'http://test.local';

export interface Harness {
  app: ServerApp;
  database: DatabaseHandle;
  /** The server's clock; move it with `clock.set`. */
  clock: { now: Date; set(date: Date): void };
  /** Fetch bound to the in-process server, for urql clients and raw requests. */
  fetch: typeof fetch;
  close(): Promise<void>;
}

/**
 * A migrated and seeded database of its own behind the real yoga app; start one per test file.
 * Document files are kept in memory unless `files` says where; `forms` and `crm` replace forms/ and
 * the sandbox CRM for a test that needs another journey or an unreachable CRM.
 */
export async function startHarness(options: { files?: FileStorage; forms?: ServerForms; crm?: CrmProvider } = {}): Promise<Harness> {
  const database = await openTestDatabase();
  const clock = {
    now: new Date(),
    set(date: Date) {
      clock.now = date;
    },
  };
  // The server tests send documents as text; the production shape is tested in persisted-operations.test.ts.
  const app = await createServerApp({ db: database.db, now: () => clock.now, log: () => undefined, allowArbitraryOperations: true, files: options.files, forms: options.forms, crm: options.crm });
  // jsdom's AbortSignal is not Node's, and Node's Request refuses it; calls in process are not aborted anyway.
  const boundFetch: typeof fetch = (input, init) => {
    const { signal: _signal, ...rest } = init ?? {};
    return app.fetch(input instanceof Request ? input : new Request(new URL(String(input), ORIGIN), rest));
  };
  return { app, database, clock, fetch: boundFetch, close: () => database.close() };
}

export function demoAgent(employeeId: string) {
  const agent = demoAgents.find((a) => a.employeeId === employeeId);
  if (!agent) throw new Error(`no demo agent ${employeeId}`);
  return { ...agent, password: DEMO_PASSWORD };
}

export interface GraphQLResponse<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string; type?: string; message?: string; field?: string } }[];
}

let counter = 0;

/** A raw POST to /graphql, as any caller would send it. */
export async function gql<T = Record<string, unknown>>(
  harness: Harness,
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string; idempotencyId?: string | null } = {},
): Promise<GraphQLResponse<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.idempotencyId !== null) headers['x-idempotency-id'] = options.idempotencyId ?? `test-${Date.now()}-${++counter}`;
  const response = await harness.fetch('/graphql', { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  return (await response.json()) as GraphQLResponse<T>;
}

/** Signs in through the sandbox identity provider and ssoLoginInternal; returns the issued tokens. */
export async function signInAs(harness: Harness, email: string, password = DEMO_PASSWORD) {
  const sso = await harness.fetch('/sso/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!sso.ok) throw new Error(`company sign-in refused ${email}: ${sso.status}`);
  const { refreshToken } = (await sso.json()) as { refreshToken: string };
  const result = await gql<{ ssoLoginInternal: { accessToken: string; refreshToken: string; crmToken: string } }>(
    harness,
    `mutation($input: SsoLoginInternalInput!) { ssoLoginInternal(input: $input) { accessToken refreshToken crmToken } }`,
    { input: { refreshToken } },
  );
  const tokens = result.data?.ssoLoginInternal;
  if (!tokens) throw new Error(`ssoLoginInternal failed for ${email}: ${JSON.stringify(result.errors)}`);
  return tokens;
}

/** A started harness and the access token of one demo agent, for a test file's beforeAll. */
export async function signedInHarness(employeeId: string): Promise<{ harness: Harness; token: string }> {
  const harness = await startHarness();
  return { harness, token: (await signInAs(harness, demoAgent(employeeId).email)).accessToken };
}
