import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CreateLeadDocument, LeadDocument, UpdateLeadDocument, type CreateLeadInput } from '../../generated/graphql';
import { GRAPHQL_MAX_BODY_BYTES } from '../../src/server/app';
import { dataOf, expectCatalogueError, send } from './call';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';
import { listening, type Listening } from './node-listener';

// The inputs an attacker sends first: each is refused with a catalogued error naming the field,
// before anything reaches a pattern or the database, and nothing is stored.

let harness: Harness;
let token: string;
let server: Listening;
beforeAll(async () => {
  harness = await startHarness();
  token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  server = await listening(harness.app);
});
afterAll(async () => {
  await server.close();
  await harness.close();
});

const lead = (overrides: Partial<CreateLeadInput> = {}): CreateLeadInput => ({
  shop: { name: `Bounds Stores ${randomUUID().slice(0, 8)}` },
  contact: { name: 'Kiran Das', number: '9123456782' },
  leadSource: 'SALES_APP',
  product: ['POS_DEVICE'],
  ...overrides,
});

async function newLead(): Promise<string> {
  return dataOf(await send(harness, CreateLeadDocument, { input: lead() }, { token, idempotencyId: randomUUID() })).createLead.id;
}

describe('updateLead is bounded like every other operation', () => {
  test('a 1 MB address line is refused naming the field, and the lead keeps its address', async () => {
    const id = await newLead();
    const result = await send(
      harness,
      UpdateLeadDocument,
      { input: { id, shop: { name: 'Bounds Stores', address: { addressLine1: 'A'.repeat(1024 * 1024) } } } },
      { token, idempotencyId: randomUUID() },
    );
    expect(expectCatalogueError(result, 'MOS-1001', 'Please enter at most 255 characters.').field).toBe('input.shop.address.addressLine1');
    expect(dataOf(await send(harness, LeadDocument, { input: { id } }, { token })).lead.lead.shop.address).toBeNull();
  });

  test.each([
    ['latitude', -1e308, 'Please enter -90 or more.'],
    ['latitude', 90.5, 'Please enter 90 or less.'],
    ['longitude', 181, 'Please enter 180 or less.'],
  ])('%s %s is refused: %s', async (field, value, message) => {
    const id = await newLead();
    const result = await send(
      harness,
      UpdateLeadDocument,
      { input: { id, shop: { name: 'Bounds Stores', address: { [field]: value } } } },
      { token, idempotencyId: randomUUID() },
    );
    expect(expectCatalogueError(result, 'MOS-1001', message).field).toBe(`input.shop.address.${field}`);
  });
});

describe('createLead refuses before any pattern runs', () => {
  test('a 40,000-character e-mail', async () => {
    const result = await send(
      harness,
      CreateLeadDocument,
      { input: lead({ contact: { name: 'Kiran Das', number: '9123456782', email: `${'a'.repeat(40_000)}@example.com` } }) },
      { token, idempotencyId: randomUUID() },
    );
    expect(expectCatalogueError(result, 'MOS-1001', 'Please enter at most 255 characters.').field).toBe('input.contact.email');
  });

  test.each([
    ['a NUL byte', 'Ramesh\u0000Stores'],
    ['a line break in a one-line field', 'Ramesh\nStores'],
    ['an escape character', 'Ramesh\u001b[31mStores'],
    ['a lone surrogate', 'Ramesh\ud800Stores'],
  ])('%s in the shop name', async (_label, name) => {
    const result = await send(harness, CreateLeadDocument, { input: lead({ shop: { name } }) }, { token, idempotencyId: randomUUID() });
    expect(expectCatalogueError(result, 'MOS-1001', 'Please remove special control characters from the text.').field).toBe('input.shop.name');
  });

  test('line breaks are kept where a field is multiline (notes)', async () => {
    const input = lead({ notes: 'Visited twice.\nCall after 5 pm.' });
    const id = dataOf(await send(harness, CreateLeadDocument, { input }, { token, idempotencyId: randomUUID() })).createLead.id;
    expect(dataOf(await send(harness, LeadDocument, { input: { id } }, { token })).lead.lead.notes).toBe('Visited twice.\nCall after 5 pm.');
  });

  test.each(['+275760-09-13T00:00:00.000Z', '0000-01-01T00:00:00Z', '2026-11-21T10:00:00', `2026-11-21T10:00:00Z${' '.repeat(10_000)}`])(
    'a follow-up of %j is no instant of 1900-2100',
    async (scheduledFollowUp) => {
      const result = await send(harness, CreateLeadDocument, { input: lead({ scheduledFollowUp }) }, { token, idempotencyId: randomUUID() });
      expect(expectCatalogueError(result, 'MOS-1001', 'Please enter a valid date and time.').field).toBe('input.scheduledFollowUp');
      expect(JSON.stringify(result).length).toBeLessThan(2_000);
    },
  );
});

/** A POST over the server's own HTTP listener, as a caller on the network sends it. */
function post(path: string, body: Buffer): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port: server.port, path, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.byteLength } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
    });
    // The server may answer and close before the whole body is sent.
    outgoing.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    outgoing.end(body);
  });
}

describe('bodies are bounded before they are read', () => {
  test('a /graphql body over 10 MB is refused with 413 and a catalogued error', async () => {
    const answer = await post('/graphql', Buffer.alloc(GRAPHQL_MAX_BODY_BYTES + 1, 0x20));
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text)).toMatchObject({ errors: [{ extensions: { code: 'MOS-1001' } }] });
  });

  test('a company sign-in body over 16 KB is refused with 413', async () => {
    const answer = await post('/sso/token', Buffer.alloc(16 * 1024 + 1, 0x20));
    expect(answer.status).toBe(413);
  });

  test('a body within the limit is still answered', async () => {
    const answer = await post('/graphql', Buffer.from(JSON.stringify({ query: '{ health }' })));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ data: { health: 'ok' } });
  });
});
