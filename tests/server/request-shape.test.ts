import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { persistedOperationIds } from '../../generated/persisted-operation-ids';
import { GRAPHQL_MAX_BODY_BYTES } from '../../src/server/app';
import { SHAPE_MESSAGES } from '../../src/server/input/variable-shapes';
import { REQUEST_SHAPE_MESSAGES } from '../../src/server/http/request-shape';
import { expectWellFormedErrors } from './call';
import { startHarness, type GraphQLResponse, type Harness } from './harness';
import { listening, type Listening } from './node-listener';

// What a stranger sends to freeze the server, before any sign-in: each is refused with one catalogued
// error naming the field, and a request sent beside it is answered as promptly as beside a harmless
// request of the same size. graphql-js alone took 27 s for the first shape and 11 s for the second.

let harness: Harness;
let server: Listening;
beforeAll(async () => {
  harness = await startHarness();
  server = await listening(harness.app);
});
afterAll(async () => {
  await server.close();
  await harness.close();
});

function hashOf(operationName: string): string {
  const hash = persistedOperationIds[operationName];
  if (!hash) throw new Error(`no persisted operation ${operationName}`);
  return hash;
}

const byHash = (operationName: string, variables: unknown, extensions: Record<string, unknown> = {}) =>
  JSON.stringify({ variables, extensions: { persistedQuery: { version: 1, sha256Hash: hashOf(operationName) }, ...extensions } });

/** A POST over the server's own HTTP listener; resolves with the answer and when it arrived. */
function post(body: string): Promise<{ status: number; result: GraphQLResponse; at: number }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port: server.port, path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, result: JSON.parse(Buffer.concat(chunks).toString('utf8')) as GraphQLResponse, at: performance.now() }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const HEALTH = JSON.stringify({ query: '{ health }' });

/**
 * How long `{ health }` waits when sent just after `body`: the least of three tries, so that a busy
 * machine's pause does not count against the server.
 */
async function healthWaitBeside(body: string): Promise<number> {
  let least = Infinity;
  for (let attempt = 0; attempt < 3; attempt++) {
    const beside = post(body);
    const sentAt = performance.now();
    const health = await post(HEALTH);
    expect(health.result).toEqual({ data: { health: 'ok' } });
    least = Math.min(least, health.at - sentAt);
    await beside;
  }
  return least;
}

/** A request of the same size that the server refuses without reading its variables: an unknown hash. */
function harmlessOfSameSize(body: string): string {
  return body.replace(/"sha256Hash":"[0-9a-f]{64}"/, `"sha256Hash":"${'0'.repeat(64)}"`);
}

function onlyError(result: GraphQLResponse) {
  expectWellFormedErrors(result);
  expect(result.errors).toHaveLength(1);
  return result.errors?.[0]?.extensions;
}

const validLead = { shop: { name: 'Shape Stores' }, contact: { name: 'Kiran Das', number: '9123456782' }, leadSource: 'SALES_APP', product: ['POS_DEVICE'] };

function keys(count: number): Record<string, number> {
  return Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i}`, i]));
}

/** A body whose search text is a list nested `depth` deep, written as text: JSON.stringify would recurse that deep. */
function nestedSearch(depth: number): string {
  return byHash('LeadList', { input: { search: 'NESTED' } }).replace('"NESTED"', `${'['.repeat(depth)}${']'.repeat(depth)}`);
}

const shapes: [string, string, { message: string; field?: string }][] = [
  ['LeadList with 8,000 unknown keys (80 KB)', byHash('LeadList', { input: keys(8_000) }), { message: SHAPE_MESSAGES.unknownField, field: 'input.k0' }],
  ['LeadList with 200,000 unknown keys (2 MB)', byHash('LeadList', { input: keys(200_000) }), { message: SHAPE_MESSAGES.unknownField, field: 'input.k0' }],
  [
    'CreateLead with a product list of 100,000 numbers',
    byHash('CreateLead', { input: { ...validLead, product: Array.from({ length: 100_000 }, (_, i) => i) } }),
    { message: 'Please choose at most 100 items.', field: 'input.product' },
  ],
  ['a number where text goes', byHash('LeadList', { input: { search: 42 } }), { message: SHAPE_MESSAGES.text, field: 'input.search' }],
  ['text where a whole number goes', byHash('LeadList', { input: { size: '20' } }), { message: SHAPE_MESSAGES.wholeNumber, field: 'input.size' }],
  ['an enum value that is none of the contract\'s', byHash('LeadList', { input: { status: 'NEWW' } }), { message: SHAPE_MESSAGES.enumValue, field: 'input.status' }],
  ['text where the input object goes', byHash('LeadList', { input: 'everything' }), { message: SHAPE_MESSAGES.object, field: 'input' }],
  ['a value nested 100,000 deep', nestedSearch(100_000), { message: SHAPE_MESSAGES.text, field: 'input.search' }],
  ['the required input left out', byHash('CreateLead', {}), { message: SHAPE_MESSAGES.required, field: 'input' }],
  ['5 MB of variables the operation does not read', byHash('LeadList', { input: {}, unused: 'x'.repeat(5 * 1024 * 1024) }), { message: SHAPE_MESSAGES.unknownVariable, field: 'unused' }],
  ['5 MB of extensions', byHash('LeadList', { input: {} }, { tracing: 'x'.repeat(5 * 1024 * 1024) }), { message: REQUEST_SHAPE_MESSAGES.extensions }],
  [
    'a search text at the body limit',
    byHash('LeadList', { input: { search: 's'.repeat(GRAPHQL_MAX_BODY_BYTES - 300) } }),
    { message: 'Please enter at most 100 characters.', field: 'input.search' },
  ],
];

describe('a request that would hold the server is refused at the cost of reading it', () => {
  test.each(shapes)('%s: one catalogued error naming the field', async (_label, body, expected) => {
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(GRAPHQL_MAX_BODY_BYTES);
    const { result } = await post(body);
    expect(result.data ?? null).toBeNull();
    const extensions = onlyError(result);
    expect(extensions).toMatchObject({ code: 'MOS-1001', message: expected.message });
    expect(extensions?.field).toBe(expected.field);
    // Nothing of what was sent is echoed back.
    expect(JSON.stringify(result).length).toBeLessThan(1_000);
  });

  // The large ones: for a body of a few hundred bytes both waits are a millisecond or two, all noise.
  const large = shapes.filter(([, body]) => Buffer.byteLength(body) >= 64 * 1024).map(([label, body]) => [label, body] as const);

  test('the large shapes are the ones that held the server', () => {
    expect(large.map(([label]) => label)).toEqual([
      'LeadList with 8,000 unknown keys (80 KB)',
      'LeadList with 200,000 unknown keys (2 MB)',
      'CreateLead with a product list of 100,000 numbers',
      'a value nested 100,000 deep',
      '5 MB of variables the operation does not read',
      '5 MB of extensions',
      'a search text at the body limit',
    ]);
  });

  test.each(large)(
    '%s: a request beside it waits no more than 5 times as long as beside a harmless one of the same size',
    async (_label, body) => {
      const harmless = await healthWaitBeside(harmlessOfSameSize(body));
      const attacked = await healthWaitBeside(body);
      expect(attacked / harmless).toBeLessThan(5);
    },
    // Six requests of up to 10 MB each, on a machine that may be busy with other tests.
    60_000,
  );
});

describe('no name is ever suggested', () => {
  test.each([
    ['an unknown input field', { input: { serch: 'x' } }],
    ['an unknown enum value', { input: { status: 'NEWW' } }],
  ])('%s', async (_label, variables) => {
    const { result } = await post(byHash('LeadList', variables));
    expect(JSON.stringify(result)).not.toMatch(/did you mean|search|"NEW"/i);
  });

  test.each([
    ['a misspelt field in a document', '{ leadList(input: {serch: "x"}) { leads { id } } }'],
    ['a misspelt enum value in a document', '{ leadList(input: {status: NEWW}) { leads { id } } }'],
  ])('%s (documents as text run only in development)', async (_label, query) => {
    const { result } = await post(JSON.stringify({ query }));
    expectWellFormedErrors(result);
    expect(result.errors?.[0]?.extensions?.code).toBe('MOS-1001');
    expect(JSON.stringify(result)).not.toMatch(/did you mean|"search"|"NEW"/i);
  });
});
