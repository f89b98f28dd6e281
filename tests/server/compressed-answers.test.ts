import { request, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { print } from 'graphql';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { LeadListDocument } from '../../generated/graphql';
import { COMPRESS_FROM_BYTES } from '../../src/server/http/compressed-answers';
import { signedInHarness, type Harness } from './harness';
import { listening } from './node-listener';

// /graphql's answers go compressed to a caller that takes brotli or gzip, as a browser does.

let harness: Harness;
let token: string;
beforeAll(async () => {
  ({ harness, token } = await signedInHarness('EMP1001'));
});
afterAll(() => harness.close());

async function leadList(size: number, acceptEncoding?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
  const response = await harness.fetch('/graphql', { method: 'POST', headers, body: JSON.stringify({ query: print(LeadListDocument), variables: { input: { size } } }) });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

test("a lead list goes as brotli or gzip, whichever the caller takes first of the two, and reads back as the same answer", async () => {
  const plain = await leadList(50);
  expect(plain.response.headers.get('content-encoding')).toBeNull();
  expect(plain.bytes.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
  const answer = JSON.parse(plain.bytes.toString('utf8')) as unknown;
  expect(answer).toHaveProperty('data.leadList');

  const br = await leadList(50, 'gzip, deflate, br, zstd');
  expect(br.response.headers.get('content-encoding')).toBe('br');
  expect(br.response.headers.get('vary')).toMatch(/accept-encoding/i);
  expect(Number(br.response.headers.get('content-length'))).toBe(br.bytes.length);
  expect(br.bytes.length).toBeLessThan(plain.bytes.length / 4);
  expect(JSON.parse(brotliDecompressSync(br.bytes).toString('utf8'))).toEqual(answer);

  const gzip = await leadList(50, 'gzip;q=1.0, br;q=0');
  expect(gzip.response.headers.get('content-encoding')).toBe('gzip');
  expect(JSON.parse(gunzipSync(gzip.bytes).toString('utf8'))).toEqual(answer);
});

test('a caller that takes neither, or refuses both, and an answer too small to gain, get the answer as it is', async () => {
  for (const acceptEncoding of ['identity', 'br;q=0, gzip;q=0', '*;q=0', 'deflate']) {
    const { response, bytes } = await leadList(50, acceptEncoding);
    expect(response.headers.get('content-encoding'), acceptEncoding).toBeNull();
    expect(JSON.parse(bytes.toString('utf8'))).toHaveProperty('data.leadList');
  }
  const small = await leadList(0, 'br, gzip');
  expect(small.response.headers.get('content-encoding')).toBeNull();
  expect(small.bytes.length).toBeLessThan(COMPRESS_FROM_BYTES);
  expect(JSON.parse(small.bytes.toString('utf8'))).toHaveProperty('data');
});

test("the Node server's own handling of /graphql sends the compressed answer as it is", async () => {
  const server = await listening(harness.app);
  try {
    const body = JSON.stringify({ query: print(LeadListDocument), variables: { input: { size: 50 } } });
    const { port } = server;
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      const sent = request(
        { host: '127.0.0.1', port, path: '/graphql', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'accept-encoding': 'br', authorization: `Bearer ${token}` } },
        resolve,
      );
      sent.on('error', reject);
      sent.end(body);
    });
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(Buffer.concat(chunks)).toString('utf8'))).toHaveProperty('data.leadList');
  } finally {
    await server.close();
  }
});
