import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { createDrawnHome, type DrawnHomeDeps } from '../../src/server/http/drawn-home';

// The server draws Home with the module the build left in dist/.server (src/server/http/drawn-home.ts);
// without a usable one, / is the app's page and the server serves on.

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mo-drawn-home-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function deps(logged: string[]): DrawnHomeDeps {
  return {
    authenticate: async () => ({ agent: null, problem: 'missing' }),
    now: () => new Date(),
    fetch: async () => new Response(null, { status: 500 }),
    log: (message) => logged.push(message),
  };
}

test('a build without the module draws nothing', async () => {
  const logged: string[] = [];
  expect(await createDrawnHome(dir, deps(logged))).toBeNull();
  expect(logged).toEqual([]);
});

test('a build whose module cannot be loaded draws nothing, and says why', async () => {
  mkdirSync(join(dir, '.server'));
  writeFileSync(join(dir, '.server/draw-home.js'), "import 'a-package-this-deployment-lacks';\n");
  writeFileSync(join(dir, '.server/home.html'), '<!doctype html><body><div id="root"></div></body>');
  const logged: string[] = [];
  expect(await createDrawnHome(dir, deps(logged))).toBeNull();
  expect(logged).toEqual(['the module that draws Home could not be loaded']);
});
