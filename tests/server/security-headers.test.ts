import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createServerApp } from '../../src/server/app';
import { demoAgent, startHarness, type Harness } from './harness';
import { listening, type Listening } from './node-listener';

// Every answer, over real HTTP: the API, the company sign-in, the log intake, media and the built app.

let harness: Harness;
let server: Listening;
let url: string;
let staticDir: string;
beforeAll(async () => {
  harness = await startHarness();
  staticDir = mkdtempSync(join(tmpdir(), 'mo-static-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><script type="module" src="/assets/app.js"></script>');
  writeFileSync(join(staticDir, 'assets/app.js'), 'console.log(1);\n//# sourceMappingURL=app.js.map');
  writeFileSync(join(staticDir, 'assets/app.js.map'), '{"version":3,"sources":["secret.ts"]}');
  const app = await createServerApp({ db: harness.database.db, log: () => undefined, staticDir });
  server = await listening(app);
  url = server.url;
});
afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
  await harness.close();
});

const json = { 'content-type': 'application/json' };
const answers: [name: string, request: () => Promise<Response>][] = [
  ['a GraphQL answer', () => fetch(`${url}/graphql`, { method: 'POST', headers: json, body: JSON.stringify({ variables: {} }) })],
  ['a refused GraphQL request', () => fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' })],
  ['a GraphQL GET', () => fetch(`${url}/graphql`)],
  ['the company sign-in', () => fetch(`${url}/sso/token`, { method: 'POST', headers: json, body: JSON.stringify({ email: demoAgent('EMP1001').email, password: demoAgent('EMP1001').password }) })],
  ['the log intake', () => fetch(`${url}/logs`, { method: 'POST', headers: json, body: '[]' })],
  ['a media file', () => fetch(`${url}/media/training-placeholder.webm`)],
  ['the app page', () => fetch(`${url}/`)],
  ['an app route', () => fetch(`${url}/home`)],
  ['a script', () => fetch(`${url}/assets/app.js`)],
];

describe('security headers', () => {
  test.each(answers)('%s carries the content security policy, X-Frame-Options DENY, nosniff and a referrer policy', async (_name, request) => {
    const response = await request();
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(csp).toMatch(/default-src 'self'/);
    // Older browsers ignore frame-ancestors: X-Frame-Options refuses framing for them.
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  test.each(answers.slice(0, 5))('%s is never stored (it carries tokens or an agent’s data)', async (_name, request) => {
    expect((await request()).headers.get('cache-control')).toBe('no-store');
  });

  test('the sign-in answer that carries a token is not stored', async () => {
    const [, signIn] = answers[3] ?? [];
    const response = await signIn?.();
    expect(response?.status).toBe(200);
    expect(JSON.stringify(await response?.json())).toContain('refreshToken');
    expect(response?.headers.get('cache-control')).toBe('no-store');
  });

  test('source maps are not served, even when a build left one behind', async () => {
    expect((await fetch(`${url}/assets/app.js`)).status).toBe(200);
    const map = await fetch(`${url}/assets/app.js.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('secret.ts');
  });

  test("the app's page runs no inline script, so the policy lets it start", () => {
    const html = readFileSync('index.html', 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\ssrc="/);
      expect(body?.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});
