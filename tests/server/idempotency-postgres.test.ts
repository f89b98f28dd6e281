import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chownSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findPostgresPrograms } from '../../scripts/postgres.mjs';
import { CreateLeadDocument, LeadListDocument, type CreateLeadInput } from '../../generated/graphql';
import { createServerApp } from '../../src/server/app';
import type { DatabaseHandle } from '../../src/server/db/connection';
import { heldFileName, RELEASE_FILE } from '../../src/server/sandbox/held-registry';
import { createSandboxRegistry } from '../../src/server/sandbox/sandbox-registry';
import { dataOf, expectCatalogueError, send } from './call';
import { demoAgent, ORIGIN, signInAs, type Harness } from './harness';
import { openTestDatabase } from './test-database';

// On PostgreSQL several requests run their transactions side by side, so a repeat of a mutation
// still running must be told at once that it is in progress. The database is TEST_DATABASE_URL
// (an empty database) or, when the PostgreSQL server programs are installed, a throwaway cluster
// on a socket in a temporary folder; without either the tests are skipped.

const PORT = 5432;

interface Cluster {
  url: string;
  stop(): void;
}

/** Runs a PostgreSQL program; as root, as the postgres user (the server refuses to run as root). */
function runAs(owner: string | null, program: string, args: string[]): void {
  if (owner) execFileSync('runuser', ['-u', owner, '--', program, ...args], { stdio: 'pipe' });
  else execFileSync(program, args, { stdio: 'pipe' });
}

function startThrowawayCluster(): Cluster | null {
  const bin = findPostgresPrograms();
  if (bin === null) return null;
  const program = (name: string) => (bin ? join(bin, name) : name);
  const isRoot = process.getuid?.() === 0;
  const owner = isRoot ? 'postgres' : null;
  const folder = mkdtempSync(join(tmpdir(), 'mo-postgres-'));
  const data = join(folder, 'data');
  mkdirSync(data);
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(folder, uid, gid);
    chownSync(data, uid, gid);
  }
  runAs(owner, program('initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-k ${folder} -p ${PORT} -c listen_addresses= -c fsync=off`;
  runAs(owner, program('pg_ctl'), ['-D', data, '-o', options, '-l', join(folder, 'log'), '-w', '-t', '120', 'start']);
  return {
    url: `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(folder)}&port=${PORT}`,
    stop() {
      runAs(owner, program('pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

const cluster = process.env.TEST_DATABASE_URL ? null : startThrowawayCluster();
const url = process.env.TEST_DATABASE_URL ?? cluster?.url;

describe.skipIf(!url)('idempotency on PostgreSQL', () => {
  const holdDir = mkdtempSync(join(tmpdir(), 'mo-hold-'));
  let database: DatabaseHandle;
  let harness: Harness;
  let token: string;

  beforeAll(async () => {
    database = await openTestDatabase(url);
    const app = await createServerApp({
      db: database.db,
      registries: createSandboxRegistry({ holdDir }),
      log: () => undefined,
      allowArbitraryOperations: true,
    });
    const clock = {
      now: new Date(),
      set(date: Date) {
        clock.now = date;
      },
    };
    harness = {
      app,
      database,
      clock,
      fetch: (input, init) => app.fetch(input instanceof Request ? input : new Request(new URL(String(input), ORIGIN), init)),
      close: () => database.close(),
    };
    token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  }, 120_000);

  afterAll(async () => {
    writeFileSync(join(holdDir, RELEASE_FILE), '');
    await database?.close();
    cluster?.stop();
    rmSync(holdDir, { recursive: true, force: true });
  });

  async function waitForFile(name: string): Promise<void> {
    const deadline = Date.now() + 60_000;
    while (!readdirSync(holdDir).includes(name)) {
      if (Date.now() > deadline) throw new Error(`no ${name} in time`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  test('a repeat while the first still runs is told REQUEST_IN_PROGRESS at once; after it, the stored answer; one lead', async () => {
    const shop = `Postgres Repeat Stores ${Date.now().toString(36)}`;
    const pan = 'ABCPK1234L';
    const input: CreateLeadInput = {
      shop: { name: shop },
      contact: { name: 'Ravi Kumar', number: '9876543210' },
      leadSource: 'SALES_APP',
      product: ['VOICE_POD'],
      panNumber: pan,
    };
    const key = randomUUID();
    const create = (variables: { input: CreateLeadInput }) => send(harness, CreateLeadDocument, variables, { token, idempotencyId: key });

    const first = create({ input });
    await waitForFile(heldFileName('panDetails', pan));
    // The first is held inside its transaction until the release file appears: these answer before it.
    expectCatalogueError(await create({ input }), 'REQUEST_IN_PROGRESS');
    expectCatalogueError(await create({ input: { ...input, shop: { name: `${shop} Other` } } }), 'REQUEST_IN_PROGRESS');
    const count = async () =>
      dataOf(await send(harness, LeadListDocument, { input: { search: shop, size: 100 } }, { token })).leadList.pageInfo.totalElements;
    expect(await count()).toBe(0);

    writeFileSync(join(holdDir, RELEASE_FILE), '');
    const created = dataOf(await first).createLead;
    expect(created.status).toBe('NEW');
    expect(dataOf(await create({ input })).createLead).toEqual(created);
    expectCatalogueError(await create({ input: { ...input, shop: { name: `${shop} Other` } } }), 'IDEMPOTENCY_KEY_REUSED');
    expect(await count()).toBe(1);
  });

  test('concurrent repeats make one lead; each answer is that lead or REQUEST_IN_PROGRESS', async () => {
    writeFileSync(join(holdDir, RELEASE_FILE), '');
    const shop = `Postgres Burst Stores ${Date.now().toString(36)}`;
    const input: CreateLeadInput = {
      shop: { name: shop },
      contact: { name: 'Ravi Kumar', number: '9876543210' },
      leadSource: 'SALES_APP',
      product: ['VOICE_POD'],
    };
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send(harness, CreateLeadDocument, { input }, { token, idempotencyId: key })),
    );
    const leads = answers.filter((answer) => !answer.errors).map((answer) => dataOf(answer).createLead);
    expect(leads.length).toBeGreaterThan(0);
    for (const lead of leads) expect(lead).toEqual(leads[0]);
    for (const answer of answers.filter((a) => a.errors)) expectCatalogueError(answer, 'REQUEST_IN_PROGRESS');
    const list = dataOf(await send(harness, LeadListDocument, { input: { search: shop, size: 100 } }, { token })).leadList;
    expect(list.pageInfo.totalElements).toBe(1);
  });
});
