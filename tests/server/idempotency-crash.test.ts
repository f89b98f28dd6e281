import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { print } from 'graphql';
import { afterAll, expect, test } from 'vitest';
import { CreateLeadDocument, LeadListDocument, type CreateLeadInput } from '../../generated/graphql';
import { heldFileName } from '../../src/server/sandbox/held-registry';
import { demoAgent } from './harness';

// The real server process, killed with SIGKILL while createLead is inside its transaction, then
// started again on the same data folder: a retry with the same idempotency id has exactly one effect.

const START_LIMIT_MS = 180_000;
const HOLD_LIMIT_MS = 120_000;

const folder = mkdtempSync(join(tmpdir(), 'mo-idempotency-crash-'));
const dataDir = join(folder, 'pglite');
const holdDir = mkdtempSync(join(folder, 'hold-'));
const running: ChildProcess[] = [];

afterAll(async () => {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
  rmSync(folder, { recursive: true, force: true });
});

interface Server {
  url: string;
  child: ChildProcess;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    // The test speaks GraphQL as text, as a development server allows.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', PGLITE_DATA_DIR: dataDir, DATABASE_URL: '', ALLOW_ARBITRARY_OPERATIONS: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in time:\n${output}`)), START_LIMIT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}):\n${output}`));
    });
  });
  return { url, child };
}

async function kill(server: Server): Promise<void> {
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGKILL');
  await exited;
}

interface Answer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function graphql<T>(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  options: { token?: string; idempotencyId: string },
): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-idempotency-id': options.idempotencyId };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  return (await response.json()) as Answer<T>;
}

async function signIn(url: string, email: string, password: string): Promise<string> {
  const sso = await fetch(`${url}/sso/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(sso.status).toBe(200);
  const { refreshToken } = (await sso.json()) as { refreshToken: string };
  const result = await graphql<{ ssoLoginInternal: { accessToken: string } }>(
    url,
    `mutation($input: SsoLoginInternalInput!) { ssoLoginInternal(input: $input) { accessToken } }`,
    { input: { refreshToken } },
    { idempotencyId: randomUUID() },
  );
  const token = result.data?.ssoLoginInternal.accessToken;
  if (!token) throw new Error(`sign-in failed: ${JSON.stringify(result.errors)}`);
  return token;
}

async function leadsNamed(url: string, token: string, shopName: string) {
  const result = await graphql<{ leadList: { leads: { id: string; shop: { name: string } }[] } }>(
    url,
    print(LeadListDocument),
    { input: { search: shopName, size: 100 } },
    { token, idempotencyId: randomUUID() },
  );
  expect(result.errors).toBeUndefined();
  return (result.data?.leadList.leads ?? []).filter((lead) => lead.shop.name === shopName);
}

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
    const token = await signIn(first.url, agent.email, agent.password);
    const inFlight = createLead(first.url, token).then(
      (answer) => ({ answered: answer }),
      (error: unknown) => ({ failed: error }),
    );
    const held = heldFileName('panDetails', pan);
    await waitFor(() => readdirSync(holdDir).includes(held), 'createLead to reach the PAN registry');
    await kill(first);
    expect(await inFlight).toHaveProperty('failed');

    // Second run on the same data, lookups answering at once. No in-progress window is waited out: the
    // claim died with the transaction.
    const second = await startServer({ SANDBOX_REGISTRY_HOLD_DIR: '' });
    expect(await leadsNamed(second.url, token, shopName)).toEqual([]);

    const retry = await createLead(second.url, token);
    expect(retry.errors).toBeUndefined();
    const created = retry.data?.createLead;
    expect(created?.status).toBe('NEW');

    const again = await createLead(second.url, token);
    expect(again).toEqual(retry);

    const leads = await leadsNamed(second.url, token, shopName);
    expect(leads.map((lead) => lead.id)).toEqual([created?.id]);
  },
  2 * START_LIMIT_MS + 2 * HOLD_LIMIT_MS,
);
