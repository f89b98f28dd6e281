import { randomUUID } from 'node:crypto';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LeadListDocument, SalesAppLatestVersionDocument } from '../../generated/graphql';
import { persistedOperationIds } from '../../generated/persisted-operation-ids';
import { createApiClient } from '../../src/api/client';
import { createSessionStore, memoryCookieJar } from '../../src/api/session';
import { signIn } from '../../src/api/sign-in';
import { createServerApp, type ServerApp } from '../../src/server/app';
import { expectCatalogueError, expectWellFormedErrors } from './call';
import { demoAgent, ORIGIN, signInAs, startHarness, type GraphQLResponse, type Harness } from './harness';

// The server as `npm start` runs it: only the operations of schema/operations/, sent by hash.

let harness: Harness;
let production: ServerApp;
let token: string;
beforeAll(async () => {
  harness = await startHarness();
  production = await createServerApp({ db: harness.database.db, log: () => undefined });
  token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
});
afterAll(() => harness.close());

async function post(body: unknown, token?: string): Promise<{ status: number; result: GraphQLResponse }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-idempotency-id': randomUUID() };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await production.fetch(new Request(`${ORIGIN}/graphql`, { method: 'POST', headers, body: JSON.stringify(body) }));
  const result = (await response.json()) as GraphQLResponse;
  expectWellFormedErrors(result);
  return { status: response.status, result };
}

const byHash = (sha256Hash: string, variables: Record<string, unknown> = {}) => ({
  variables,
  extensions: { persistedQuery: { version: 1, sha256Hash } },
});

function hashOf(operationName: string): string {
  const hash = persistedOperationIds[operationName];
  if (!hash) throw new Error(`no persisted operation ${operationName}`);
  return hash;
}

describe('the production server runs only persisted operations', () => {
  test('an operation sent by its hash runs', async () => {
    const { result } = await post(byHash(hashOf('SalesAppLatestVersion'), { input: { currentVersion: '0.1.0' } }), token);
    expect(result.errors).toBeUndefined();
    expect(result.data).toHaveProperty('salesAppLatestVersion');
  });

  test("the app's own client signs in and lists leads, sending hashes and never a document's text", async () => {
    const sent: unknown[] = [];
    const fetchFn: typeof fetch = async (input, init) => {
      const request = new Request(input instanceof Request ? input : new URL(String(input), ORIGIN), init);
      if (new URL(request.url).pathname === '/graphql') sent.push(await request.clone().json());
      return production.fetch(request);
    };
    const session = createSessionStore(memoryCookieJar());
    const client = createApiClient({ url: `${ORIGIN}/graphql`, session, fetch: fetchFn });
    const agent = demoAgent('EMP1001');
    expect(await signIn({ email: agent.email, password: agent.password }, client, session, { baseUrl: ORIGIN, fetchFn })).toEqual({ kind: 'signedIn' });

    const leads = await client.query(LeadListDocument, { input: { page: 0, size: 20 } }).toPromise();
    expect(leads.error).toBeUndefined();
    expect(leads.data?.leadList.leads.length).toBeGreaterThan(0);

    expect(sent).toHaveLength(2);
    for (const body of sent) {
      expect(body).not.toHaveProperty('query');
      expect(body).toMatchObject({ extensions: { persistedQuery: { version: 1, sha256Hash: expect.stringMatching(/^[0-9a-f]{64}$/) } } });
    }
    expect(sent[1]).toMatchObject(byHash(hashOf('LeadList')));
  });

  test('an unknown hash is refused with a catalogued error', async () => {
    const { result } = await post(byHash('0'.repeat(64)));
    expectCatalogueError(result, 'OPERATION_NOT_ALLOWED');
    expect(result.data ?? null).toBeNull();
  });

  test("a document's text is refused, even the text of a persisted operation", async () => {
    expectCatalogueError((await post({ query: print(SalesAppLatestVersionDocument), variables: { input: { currentVersion: '0.1.0' } } })).result, 'OPERATION_NOT_ALLOWED');
    const withHash = { query: '{ __typename }', ...byHash(hashOf('SalesAppLatestVersion')) };
    expectCatalogueError((await post(withHash)).result, 'OPERATION_NOT_ALLOWED');
  });

  test('introspection is refused: it is no persisted operation', async () => {
    const { result } = await post({ query: '{ __schema { types { name } } }' });
    expectCatalogueError(result, 'OPERATION_NOT_ALLOWED');
    expect(JSON.stringify(result)).not.toContain('LeadList');
  });

  test('a request with neither a hash nor a text is refused', async () => {
    expectCatalogueError((await post({ variables: {} })).result, 'OPERATION_NOT_ALLOWED');
    expectCatalogueError((await post({ extensions: { persistedQuery: { version: 2, sha256Hash: hashOf('LeadList') } } })).result, 'OPERATION_NOT_ALLOWED');
  });
});

describe('development mode (the server tests run in it)', () => {
  test('runs a document sent as text, but suggests no field names', async () => {
    const response = await harness.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ leadLis(input: {}) { leads { id } } }' }),
    });
    const result = (await response.json()) as GraphQLResponse;
    expect(result.errors?.[0]?.extensions?.code).toBe('MOS-1001');
    expect(JSON.stringify(result)).not.toMatch(/did you mean/i);
  });
});
