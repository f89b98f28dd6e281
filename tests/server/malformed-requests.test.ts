import { request } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { kycLinkMessages } from '../../src/domain/kyc-link';
import { startHarness, type Harness } from './harness';
import { listening, type Listening } from './node-listener';

// Requests no browser sends, through the server's own Node handling: each is answered, on its own,
// and the server goes on serving. A malformed escape in a link's address once ended the process.

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

interface Sent {
  method?: string;
  path: string;
  host?: string;
  headers?: Record<string, string>;
  body?: string;
}

function send({ method = 'GET', path, host, headers = {}, body }: Sent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port: server.port, method, path, headers: { ...(host !== undefined ? { host } : {}), ...headers } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

const alive = async () => (await send({ method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ health }' }) })).status;

test.each(['/kyc/%ZZ', '/kyc/%E0%A4%A', '/po/%ZZ', '/sandbox/pay/%ZZ'])('a link address with a malformed escape (%s) finds no link, and the server goes on', async (path) => {
  const answer = await send({ path });
  expect(answer.status).toBe(404);
  expect(answer.body).toContain('Link Unavailable');
  expect(await alive()).toBe(200);
});

test("the merchant's KYC page says so when its link's address is malformed", async () => {
  expect((await send({ path: '/kyc/%ZZ' })).body).toContain(kycLinkMessages.unavailable);
});

test.each([
  { path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ health }"}' },
  { path: '/sandbox/outbox' },
  { path: '/kyc/abc' },
  { path: '/login' },
])('a Host header that makes no address is refused with 400 on $path', async (sent) => {
  const answer = await send({ ...sent, host: '[' });
  expect(answer).toEqual({ status: 400, body: 'Bad request' });
  expect(await alive()).toBe(200);
});

test.each(['/sandbox/outbox', '/graphql', '/sso/token'])('a method a fetch Request cannot carry (TRACE) is refused with 400 on %s', async (path) => {
  expect(await send({ method: 'TRACE', path })).toEqual({ status: 400, body: 'Bad request' });
  expect(await alive()).toBe(200);
});

test('a page whose work fails answers its own request with a 500 saying so, without the details', async () => {
  const broken = await startHarness();
  await broken.close();
  // Its database is gone: the merchant's KYC page cannot look its link up.
  const answer = await broken.fetch('/kyc/some-token');
  expect(answer.status).toBe(500);
  expect(await answer.text()).toBe('Something went wrong. Please try again.');
});
