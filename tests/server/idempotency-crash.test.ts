import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { print } from 'graphql';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CreateLeadDocument, type CreateLeadInput } from '../../generated/graphql';
import { openDatabase } from '../../src/server/db/connection';
import { heldFileName } from '../../src/server/sandbox/held-registry';
import { templateDump } from './embedded-database-pool';
import { demoAgent } from './harness';
import { graphql, leadsNamedOn, signInOn, START_LIMIT_MS, startServerProcess, stopAllServerProcesses, stopServerProcess } from './server-process';

// The real server process, killed with SIGKILL while createLead is inside its transaction, then
// started again on the same data folder: a retry with the same idempotency id has exactly one effect.

const HOLD_LIMIT_MS = 120_000;

const folder = mkdtempSync(join(tmpdir(), 'mo-idempotency-crash-'));
const dataDir = join(folder, 'pglite');
const holdDir = mkdtempSync(join(folder, 'hold-'));
afterAll(async () => {
  await stopAllServerProcesses();
  rmSync(folder, { recursive: true, force: true });
});

// What is tested is the start after the crash: the first start finds the run's migrated and seeded
// database in the folder, rather than creating one there (twice the processor time of a start).
beforeAll(async () => {
  const template = await openDatabase({ dataDir, loadDataDir: await templateDump() });
  await template.close();
});

const startServer = (env: Record<string, string>) => startServerProcess({ PGLITE_DATA_DIR: dataDir, ...env });

async function waitFor(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + HOLD_LIMIT_MS;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test(
  'a createLead killed inside its transaction and retried with the same id after a restart creates exactly one lead',
  async () => {
    const agent = demoAgent('EMP1001');
    const pan = 'ABCPK1234L';
    const shopName = `Crash Retry Stores ${Date.now().toString(36)}`;
    const input: CreateLeadInput = {
      shop: { name: shopName },
      contact: { name: 'Ravi Kumar', number: '9876543210' },
      leadSource: 'SALES_APP',
      product: ['VOICE_POD'],
      panNumber: pan,
    };
    const idempotencyId = randomUUID();
    const createLead = (url: string, token: string) =>
      graphql<{ createLead: { id: string; status: string; modifiedAt: string } }>(url, print(CreateLeadDocument), { input }, { token, idempotencyId });

    // First run: every registry lookup is held, so createLead stops at its PAN check, after its claim.
    const first = await startServer({ SANDBOX_REGISTRY_HOLD_DIR: holdDir });
    const token = await signInOn(first.url, agent.email, agent.password);
    const inFlight = createLead(first.url, token).then(
      (answer) => ({ answered: answer }),
      (error: unknown) => ({ failed: error }),
    );
    const held = heldFileName('panDetails', pan);
    await waitFor(() => readdirSync(holdDir).includes(held), 'createLead to reach the PAN registry');
    await stopServerProcess(first, 'SIGKILL');
    expect(await inFlight).toHaveProperty('failed');

    // Second run on the same data, lookups answering at once. No in-progress window is waited out: the
    // claim died with the transaction.
    const second = await startServer({ SANDBOX_REGISTRY_HOLD_DIR: '' });
    expect(await leadsNamedOn(second.url, token, shopName)).toEqual([]);

    const retry = await createLead(second.url, token);
    expect(retry.errors).toBeUndefined();
    const created = retry.data?.createLead;
    expect(created?.status).toBe('NEW');

    const again = await createLead(second.url, token);
    expect(again).toEqual(retry);

    const leads = await leadsNamedOn(second.url, token, shopName);
    expect(leads.map((lead) => lead.id)).toEqual([created?.id]);
  },
  2 * START_LIMIT_MS + 2 * HOLD_LIMIT_MS,
);
