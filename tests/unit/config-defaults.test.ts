import { join } from 'node:path';
import { expect, test } from 'vitest';
import { readConfig } from '../../src/server/config';

// The defaults the README's configuration table gives, written out: with nothing set the server
// listens on 0.0.0.0:3000 over the embedded database in data/pglite, and PORT=0 asks for any free port.

test('with nothing set: port 3000 on 0.0.0.0, PGlite in data/pglite with its files beside it, the sandboxes on', () => {
  const config = readConfig({});
  expect(config.port).toBe(3000);
  expect(config.host).toBe('0.0.0.0');
  expect(config.databaseUrl).toBeUndefined();
  expect(config.dataDir.endsWith(join('data', 'pglite'))).toBe(true);
  expect(config.filesDir.endsWith(join('data', 'files'))).toBe(true);
  expect(config.staticDir.endsWith('dist')).toBe(true);
  expect(config.sandboxes).toBe(true);
});

test('PORT=0 is passed on as 0 (any free port), and SANDBOXES is on or off only', () => {
  expect(readConfig({ PORT: '0' }).port).toBe(0);
  expect(readConfig({ SANDBOXES: 'off' }).sandboxes).toBe(false);
  expect(() => readConfig({ SANDBOXES: 'no' })).toThrow();
});
