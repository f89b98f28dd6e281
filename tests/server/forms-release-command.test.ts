import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';

// `npm run forms:release` and `npm run forms:impact` against the embedded database in a folder of its own.

const dataDir = mkdtempSync(join(tmpdir(), 'forms-release-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const run = (script: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, DATABASE_URL: '', PGLITE_DATA_DIR: dataDir }, encoding: 'utf8' });
const release = () => run('scripts/forms-release.ts');

test('forms/ is released as version 1 in a new database, and released again it makes no new version', () => {
  const first = release();
  expect(first.status, first.stderr).toBe(0);
  expect(first.stdout).toContain('forms/ is released as version 1');
  const second = release();
  expect(second.status, second.stderr).toBe(0);
  expect(second.stdout).toContain('forms/ is what version 1 holds already; nothing was released.');
});

test('the impact report says that releasing forms/ as it is changes nothing, and that no onboarding is in flight', () => {
  const impact = run('scripts/forms-impact.ts');
  expect(impact.status, impact.stderr).toBe(0);
  expect(impact.stdout).toBe("forms:impact: forms/ is what release 1 holds; releasing it changes nothing.\nNo onboarding is in flight.\n");
});
