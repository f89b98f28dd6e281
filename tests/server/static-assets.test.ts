import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { precompressDirectory } from '../../scripts/precompress';
import { createServerApp } from '../../src/server/app';
import { startHarness, type Harness } from './harness';

// The built app as the server sends it: a build's folder (with the copies the build compresses,
// scripts/precompress.ts) served over real HTTP by the server app.

let harness: Harness;
let server: Server;
let port: number;
let staticDir: string;

const page = Buffer.from(
  `<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body>${'<div id="root"></div>'.repeat(80)}</body></html>`,
);
const script = Buffer.from(Array.from({ length: 400 }, (_, i) => `export const field${i} = { label: 'Field ${i}' };\n`).join(''));

beforeAll(async () => {
  harness = await startHarness();
  staticDir = mkdtempSync(join(tmpdir(), 'mo-static-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), page);
  writeFileSync(join(staticDir, 'assets/app-1a2b3c.js'), script);
  await precompressDirectory(staticDir);
  const app = await createServerApp({ db: harness.database.db, log: () => undefined, staticDir });
  server = createServer(app.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(staticDir, { recursive: true, force: true });
  await harness.close();
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as it came over the wire, before any decoding. */
  raw: Buffer;
}

/** A GET over plain node:http, which (unlike fetch) leaves a compressed body as it was sent. */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decoded(answer: Answer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.raw);
  if (encoding === 'gzip') return gunzipSync(answer.raw);
  return answer.raw;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('compressed answers', () => {
  test('a browser that takes brotli gets the brotli copy, which decodes to the file', async () => {
    const answer = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.raw.byteLength).toBeLessThan(script.byteLength / 4);
    expect(decoded(answer).equals(script)).toBe(true);
  });

  test('a browser that takes only gzip gets the gzip copy', async () => {
    const answer = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(decoded(answer).equals(script)).toBe(true);
  });

  test('a client that asks for no encoding gets the file as it is', async () => {
    const answer = await get('/assets/app-1a2b3c.js');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.raw.equals(script)).toBe(true);
  });

  test("the app's page is compressed too", async () => {
    const answer = await get('/', { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(decoded(answer).equals(page)).toBe(true);
  });

  test.each(['/', '/assets/app-1a2b3c.js'])('%s tells caches that the answer depends on Accept-Encoding', async (path) => {
    expect((await get(path, { 'accept-encoding': 'br' })).headers.vary).toMatch(/Accept-Encoding/i);
  });
});

describe('cache lifetimes', () => {
  test('a hashed asset is kept for a year without asking again, whatever its encoding', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      expect((await get('/assets/app-1a2b3c.js', { 'accept-encoding': encoding })).headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  test.each(['/', '/leads', '/index.html'])("%s answers the app's page, asked for again on each load", async (path) => {
    const answer = await get(path, { 'accept-encoding': 'gzip, br' });
    expect(answer.status).toBe(200);
    expect(decoded(answer).equals(page)).toBe(true);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.etag).toBeTruthy();
  });

  test('an unchanged page answers 304 with no body, still revalidated next time', async () => {
    const first = await get('/leads', { 'accept-encoding': 'gzip, br' });
    const again = await get('/leads', { 'accept-encoding': 'gzip, br', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.raw.byteLength).toBe(0);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(again.headers.vary).toMatch(/Accept-Encoding/i);
  });

  test('an unchanged asset answers 304 too', async () => {
    const first = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'br' });
    const again = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe(IMMUTABLE);
  });

  test('a missing asset is a 404 that is not kept (the next build may have it), never the page', async () => {
    const answer = await get('/assets/app-4d5e6f.js', { 'accept-encoding': 'br' });
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(decoded(answer).includes('<!doctype html>')).toBe(false);
  });
});
