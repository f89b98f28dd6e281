import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, test } from 'vitest';

// `npm run forms:release`, `npm run forms:move` and `npm run forms:impact` against the embedded database in a folder of its own.
// Each command is a process of its own that opens (the first one also creates and migrates) that
// database: a few seconds on an idle machine, several times that on a busy one.
const COMMANDS_LIMIT_MS = 180_000;

const dataDir = mkdtempSync(join(tmpdir(), 'forms-release-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Finished {
  status: number;
  stdout: string;
  stderr: string;
}

async function run(script: string): Promise<Finished> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, DATABASE_URL: '', PGLITE_DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number | string; stdout?: string; stderr?: string };
    return { status: typeof failed.code === 'number' ? failed.code : 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? String(error) };
  }
}
const release = () => run('scripts/forms-release.ts');

test('forms/ is released as version 1 in a new database, and released again it makes no new version', { timeout: COMMANDS_LIMIT_MS }, async () => {
  const first = await release();
  expect(first.status, first.stderr).toBe(0);
  expect(first.stdout).toContain('forms/ is released as version 1');
  const second = await release();
  expect(second.status, second.stderr).toBe(0);
  expect(second.stdout).toContain('forms/ is what version 1 holds already; nothing was released.');
});

test('forms:move in a database whose onboardings are all on the latest release moves none', { timeout: COMMANDS_LIMIT_MS }, async () => {
  const move = await run('scripts/forms-move.ts');
  expect(move.status, move.stderr).toBe(0);
  expect(move.stdout).toBe('forms:move: no onboarding in flight is on a release earlier than 1; nothing was moved.\n');
});

test('the impact report says that releasing forms/ as it is changes nothing, and that no onboarding is in flight', { timeout: COMMANDS_LIMIT_MS }, async () => {
  const impact = await run('scripts/forms-impact.ts');
  expect(impact.status, impact.stderr).toBe(0);
  expect(impact.stdout).toBe("forms:impact: forms/ is what release 1 holds; releasing it changes nothing.\nNo onboarding is in flight.\n");
});
