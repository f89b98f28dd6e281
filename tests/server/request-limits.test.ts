import { readFileSync } from 'node:fs';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_REQUEST_COST, operationCost } from '../../src/server/http/list-cost-limit';
import { loadSchema } from '../../src/server/schema-sdl';
import { call, expectCatalogueError } from './call';
import { signedInHarness, type GraphQLResponse, type Harness } from './harness';

let harness: Harness;
let token: string;
beforeAll(async () => {
  ({ harness, token } = await signedInHarness('EMP1001'));
});
afterAll(() => harness.close());

const leadPage = (alias: string, size: number | string, fields = 'id shop { name } contact { name number } status') =>
  `${alias}: leadList(input: {size: ${size}}) { leads { ${fields} } pageInfo { totalElements } }`;

describe('a cost limit that counts the items a request asks for', () => {
  test('fifteen aliases of a 1000-lead page are refused before anything runs', async () => {
    const aliases = Array.from({ length: 15 }, (_, i) => leadPage(`page${i}`, 1000)).join('\n');
    const result = await call(harness, `{ ${aliases} }`, {}, { token });
    expectCatalogueError(result, 'REQUEST_TOO_LARGE');
    expect(result.data ?? null).toBeNull();
  });

  test('the page size counts when it comes in a variable too', async () => {
    const query = `query($input: LeadListInput!) { a: leadList(input: $input) { leads { id shop { name } } } b: leadList(input: $input) { leads { id shop { name } } } }`;
    expectCatalogueError(await call(harness, query, { input: { size: 100_000 } }, { token }), 'REQUEST_TOO_LARGE');
    const allowed = await call<{ a: { leads: unknown[] } }>(harness, query, { input: { size: 20 } }, { token });
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data?.a.leads.length).toBeGreaterThan(0);
  });

  test("one page of 1000 leads' ids (the spec's dashboard count query size) is answered", async () => {
    const result = await call<{ one: { pageInfo: { totalElements: number } } }>(harness, `{ ${leadPage('one', 1000, 'id')} }`, {}, { token });
    expect(result.errors).toBeUndefined();
    expect(result.data?.one.pageInfo.totalElements).toBeGreaterThan(0);
  });

  test("every operation of the app fits at five times the app's page size", () => {
    const schema = loadSchema();
    const manifest = JSON.parse(readFileSync('generated/persisted-operations.json', 'utf8')) as Record<string, string>;
    for (const text of Object.values(manifest)) {
      const document = parse(text);
      for (const page of [{ size: 100 }, { limit: 100 }]) {
        expect(operationCost(schema, document, { input: page }), text.split('\n')[0]).toBeLessThanOrEqual(MAX_REQUEST_COST);
      }
    }
  });

  test('a fragment spread many times is counted as often as it is spread', async () => {
    const query = `query { ${Array.from({ length: 15 }, (_, i) => `p${i}: leadList(input: {size: 1000}) { ...Page }`).join(' ')} }
      fragment Page on LeadListPayload { leads { id shop { name } contact { name number } status } }`;
    expectCatalogueError(await call(harness, query, {}, { token }), 'REQUEST_TOO_LARGE');
  });
});

describe('/graphql takes only a JSON POST', () => {
  const body = JSON.stringify({ query: '{ __typename }' });

  test.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/graphql', 'application/graphql+json'])(
    '%s is refused with 415 and a catalogued error',
    async (contentType) => {
      const response = await harness.fetch('/graphql', { method: 'POST', headers: { 'content-type': contentType }, body });
      expect(response.status).toBe(415);
      expectCatalogueError((await response.json()) as GraphQLResponse, 'UNSUPPORTED_MEDIA_TYPE');
    },
  );

  test('a POST without a content type is refused too', async () => {
    const response = await harness.fetch('/graphql', { method: 'POST', body: new Blob([body]) });
    expect(response.status).toBe(415);
  });

  test('application/json, with or without a charset, is taken', async () => {
    for (const contentType of ['application/json', 'application/json; charset=utf-8']) {
      const response = await harness.fetch('/graphql', { method: 'POST', headers: { 'content-type': contentType }, body });
      expect(response.status, contentType).toBe(200);
      expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
    }
  });

  test('GET is refused with 405', async () => {
    const response = await harness.fetch(`/graphql?query=${encodeURIComponent('{ __typename }')}`, { method: 'GET' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
