import { execFile, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { print, type DocumentNode } from 'graphql';
import { afterAll, expect, test } from 'vitest';
import { CreateLeadDocument, CreateMerchantOnboardingStateDocument, MerchantOnboardingStateV2Document, PanDetailStep_SaveDocument } from '../../generated/graphql';
import { openDatabase } from '../../src/server/db/connection';
import { DataFolderInUse, lockDataFolder, lockFileOf } from '../../src/server/db/data-folder-lock';
import { agents } from '../../src/server/db/schema';
import { releaseForms } from '../../src/server/forms/form-releases';
import { onboardingsInFlightByRelease } from '../../src/server/forms/onboardings-in-flight';
import { loadServerForms } from '../../src/server/forms/server-forms';
import { templateDump } from './embedded-database-pool';
import { freshPan } from './fresh-pan';
import { demoAgent } from './harness';
import { graphql, signInOn, START_LIMIT_MS, startServerProcess, stopAllServerProcesses, stopServerProcess } from './server-process';

// PGlite is one process's database: a command run on the folder of a running server worked on a copy
// of its own, said '1 onboarding moved', and the move was lost (issue 41). Whoever opens a data folder
// holds its lock (src/server/db/data-folder-lock.ts), and a second opener is refused at once.

const folder = mkdtempSync(join(tmpdir(), 'mo-embedded-lock-'));
const dataDir = join(folder, 'pglite');
afterAll(async () => {
  await stopAllServerProcesses();
  rmSync(folder, { recursive: true, force: true });
});

/** A pid no process has any more: a process's that has ended. */
function deadPid(): number {
  const ended = spawnSync(process.execPath, ['-e', '']);
  if (!ended.pid) throw new Error('no process to take a pid from');
  return ended.pid;
}

const lockRecord = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as { pid: number; holder: string };

test('a data folder held by a running process is refused, naming it; a lock its dead holder left is taken over', () => {
  const lockDir = join(mkdtempSync(join(folder, 'locks-')), 'pglite');
  const path = lockFileOf(lockDir);

  // One of its own: the same process opening the folder again is refused too.
  const held = lockDataFolder(lockDir, 'the server');
  expect(lockRecord(path)).toMatchObject({ pid: process.pid, holder: 'the server' });
  expect(() => lockDataFolder(lockDir, 'npm run forms:move')).toThrow(DataFolderInUse);
  expect(() => lockDataFolder(lockDir, 'npm run forms:move')).toThrow(
    `in use by the server (pid ${process.pid}), and PGlite is one process's database. Stop the server first, or set DATABASE_URL to a PostgreSQL database`,
  );
  held.release();
  expect(existsSync(path)).toBe(false);

  // Another process's, running (the test runner's own parent).
  writeFileSync(path, JSON.stringify({ pid: process.ppid, holder: 'the server', since: new Date().toISOString() }));
  expect(() => lockDataFolder(lockDir, 'npm run forms:move')).toThrow(`in use by the server (pid ${process.ppid})`);

  // A process killed with SIGKILL, or crashed: its lock is taken over.
  writeFileSync(path, JSON.stringify({ pid: deadPid(), holder: 'the server', since: new Date().toISOString() }));
  const takenOver = lockDataFolder(lockDir, 'npm run forms:move');
  expect(lockRecord(path)).toMatchObject({ pid: process.pid, holder: 'npm run forms:move' });
  takenOver.release();

  // This process's pid, not held here: an earlier process's that the system gave the same pid (a restarted container).
  writeFileSync(path, JSON.stringify({ pid: process.pid, holder: 'the server', since: new Date().toISOString() }));
  lockDataFolder(lockDir, 'npm run db:seed').release();

  // A running process's pid with another start time (Linux tells it): the pid is another process's now.
  if (existsSync('/proc/self/stat')) {
    writeFileSync(path, JSON.stringify({ pid: process.ppid, holder: 'the server', processStart: '1', since: new Date().toISOString() }));
    lockDataFolder(lockDir, 'npm run db:seed').release();
  }
  expect(existsSync(path)).toBe(false);
});

test('two opens of one data folder: the second is refused before it touches the folder, and once the first is closed the next opens it', async () => {
  const first = await openDatabase({ dataDir, loadDataDir: await templateDump(), holder: 'the first handle' });
  try {
    const second = openDatabase({ dataDir });
    await expect(second).rejects.toBeInstanceOf(DataFolderInUse);
    await expect(second).rejects.toThrow(`in use by the first handle (pid ${process.pid})`);
    // The first is still whole.
    expect(await first.db.select({ employeeId: agents.employeeId }).from(agents).where(eq(agents.employeeId, 'EMP1001'))).toEqual([{ employeeId: 'EMP1001' }]);
  } finally {
    await first.close();
  }
  expect(existsSync(lockFileOf(dataDir))).toBe(false);
  const next = await openDatabase({ dataDir });
  await next.close();
  // Three embedded databases on disk, one of them loaded from the template: seconds each on a busy machine.
}, 60_000);

// Each command is a process of its own: loading it takes seconds of processor time on a busy machine.
const COMMAND_LIMIT_MS = 120_000;

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
      timeout: COMMAND_LIMIT_MS,
    });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number | string; stdout?: string; stderr?: string };
    return { status: typeof failed.code === 'number' ? failed.code : -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? String(error) };
  }
}

async function answered<T>(url: string, document: DocumentNode, variables: Record<string, unknown>, token: string): Promise<T> {
  const answer = await graphql<T>(url, print(document), variables, { token, idempotencyId: randomUUID() });
  if (answer.errors || !answer.data) throw new Error(`${JSON.stringify(answer.errors)}`);
  return answer.data;
}

// On the folder the test before left (the run's template, migrated and seeded), as a server's second start finds it.
test(
  'forms:move and db:seed beside a running server refuse at once and claim nothing; with the server stopped the move is made, and the server started again has it',
  async () => {
    const agent = demoAgent('EMP1001');
    const server = await startServerProcess({ PGLITE_DATA_DIR: dataDir });
    const token = await signInOn(server.url, agent.email, agent.password);
    // An onboarding in flight on the release the server made at its first start (forms/ as version 1).
    const { createLead } = await answered<{ createLead: { id: string } }>(
      server.url,
      CreateLeadDocument,
      { input: { shop: { name: 'Lock Test Stores' }, contact: { name: 'Ramesh Patil', number: '9876543210' }, leadSource: 'SALES_APP', product: ['POS_DEVICE'] } },
      token,
    );
    await answered(server.url, PanDetailStep_SaveDocument, { input: { id: createLead.id, panNumber: freshPan() } }, token);
    const key = { idType: 'LEAD', stateDataId: createLead.id, isExistingMerchant: false };
    await answered(server.url, CreateMerchantOnboardingStateDocument, { input: key }, token);
    const configVersionOn = async (url: string) =>
      (await answered<{ merchantOnboardingStateV2: { configVersion: string } }>(url, MerchantOnboardingStateV2Document, { input: key }, token)).merchantOnboardingStateV2.configVersion;
    const started = await configVersionOn(server.url);

    const [move, seed] = await Promise.all([run('scripts/forms-move.ts'), run('src/server/seed/seed-cli.ts')]);
    for (const [command, refused] of [['npm run forms:move', move], ['npm run db:seed', seed]] as const) {
      expect(refused.status, refused.stdout).toBe(1);
      expect(refused.stderr).toContain(`${command}: nothing was done. The embedded database in ${dataDir} is in use by the server (pid ${server.child.pid})`);
      expect(refused.stderr).toContain('Stop the server first, or set DATABASE_URL to a PostgreSQL database');
    }
    expect(move.stdout).not.toMatch(/moved/);
    expect(seed.stdout).not.toMatch(/Seeded/);
    // The server goes on, its data its own.
    expect(await configVersionOn(server.url)).toBe(started);

    await stopServerProcess(server);
    expect(existsSync(lockFileOf(dataDir))).toBe(false);

    // A release whose flows move the onboardings of earlier ones, made as `npm run forms:release` makes one.
    const forms = loadServerForms();
    for (const flow of Object.values(forms.flows)) {
      flow.configVersion = `${flow.configVersion}-moved`;
      flow.moveEarlier = {};
    }
    const database = await openDatabase({ dataDir });
    // The seed's demo journeys are in flight on release 1 too: they move with the test's own.
    const inFlight = await onboardingsInFlightByRelease(database.db);
    const release = await releaseForms(database.db, forms).finally(() => database.close());
    expect(release).toEqual({ released: true, version: 2 });
    const onRelease1 = inFlight.get(1) ?? 0;
    expect(onRelease1).toBeGreaterThan(1);

    const moved = await run('scripts/forms-move.ts');
    expect(moved.status, moved.stderr).toBe(0);
    expect(moved.stdout).toContain(`forms:move: ${onRelease1} onboardings moved to release 2`);

    const restarted = await startServerProcess({ PGLITE_DATA_DIR: dataDir });
    expect(await configVersionOn(restarted.url)).toBe(`${started}-moved`);
    await stopServerProcess(restarted);
  },
  2 * START_LIMIT_MS + 2 * COMMAND_LIMIT_MS,
);
