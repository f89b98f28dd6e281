import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { print } from 'graphql';
import { LeadListDocument, UpdateLeadDocument } from '../../generated/graphql';
import { persistedOperationIds } from '../../generated/persisted-operation-ids';
import { openDatabase } from '../../src/server/db/connection';
import { DEMO_PASSWORD } from '../../src/server/seed/demo-agents';
import { startServerProcess, stopAllServerProcesses } from '../../tests/server/server-process';
import { openFreshPostgresDatabase } from '../../tests/server/test-database';
import { closeConnections, post } from './http-client';
import { LOAD_AGENTS, loadAgents, prepareLoadDatabase } from './load-database';
import { percentile, runAgents, type RunResult, type SignedInAgent, type TargetProtocol } from './load-run';

// `npm run bench:load` (also the last part of `npm run bench`): 50 agents working their leads at
// once against the real server process, on PGlite and on PostgreSQL, and against a bare graphql-yoga
// measured in the same run. bench/load.md says how to read it and what it gave.

const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 3);
const ROUNDS = Number(process.env.LOAD_ROUNDS ?? 2);
/** How many of the prepared agents work at once (at most LOAD_AGENTS). */
const AGENT_COUNT = Math.min(Number(process.env.LOAD_AGENT_COUNT ?? LOAD_AGENTS), LOAD_AGENTS);
const workingAgents = loadAgents.slice(0, AGENT_COUNT);
const POSTGRES_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
/** A folder for the product servers' CPU profiles (node --cpu-prof), to see where their time goes. */
const PROFILE_DIR = process.env.LOAD_CPU_PROFILE_DIR || undefined;

interface Target {
  name: string;
  graphqlUrl: string;
  protocol: TargetProtocol;
  agents: SignedInAgent[];
  close(): Promise<void>;
}

/** The product takes only persisted operations, by hash, as the app sends them. */
function persisted(name: string) {
  const sha256Hash = persistedOperationIds[name];
  if (!sha256Hash) throw new Error(`no persisted operation ${name}`);
  return (variables: Record<string, unknown>) => ({ variables, extensions: { persistedQuery: { version: 1, sha256Hash } } });
}

const productProtocol: TargetProtocol = { leadList: persisted('LeadList'), updateLead: persisted('UpdateLead') };
const bareProtocol: TargetProtocol = {
  leadList: (variables) => ({ query: print(LeadListDocument), variables }),
  updateLead: (variables) => ({ query: print(UpdateLeadDocument), variables }),
};

async function leadIds(graphqlUrl: string, protocol: TargetProtocol, token: string | null): Promise<string[]> {
  const answer = await post(graphqlUrl, protocol.leadList({ input: { size: 200 } }), token ? { authorization: `Bearer ${token}` } : {});
  const list = answer.body.data?.leadList as { leads: { id: string }[] } | undefined;
  if (!list?.leads.length) throw new Error(`leadList gave no leads: ${JSON.stringify(answer.body)}`);
  return list.leads.map((lead) => lead.id);
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const sso = await post(`${baseUrl}/sso/token`, { email, password: DEMO_PASSWORD });
  const refreshToken = (sso.body as { refreshToken?: string }).refreshToken;
  if (!refreshToken) throw new Error(`company sign-in refused ${email}: ${sso.status}`);
  const login = await post(`${baseUrl}/graphql`, persisted('SsoLoginInternal')({ input: { refreshToken } }), { 'x-idempotency-id': crypto.randomUUID() });
  const token = (login.body.data?.ssoLoginInternal as { accessToken?: string } | undefined)?.accessToken;
  if (!token) throw new Error(`ssoLoginInternal failed for ${email}: ${JSON.stringify(login.body.errors)}`);
  return token;
}

/**
 * The real server process (persisted operations only, as in production) on a database prepared by
 * `prepare`, which gives the server's environment and what to do once the server has stopped.
 */
async function productTarget(name: string, prepare: () => Promise<{ env: Record<string, string>; cleanUp(): Promise<void> }>): Promise<Target> {
  const { env, cleanUp } = await prepare();
  const server = await startServerProcess(
    { ...env, ALLOW_ARBITRARY_OPERATIONS: 'false', STATIC_DIR: join(tmpdir(), 'no-static') },
    { nodeArgs: PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [] },
  );
  const baseUrl = server.url.replace('localhost', '127.0.0.1');
  const graphqlUrl = `${baseUrl}/graphql`;
  const agents: SignedInAgent[] = [];
  for (const agent of workingAgents) {
    const token = await signIn(baseUrl, agent.email);
    agents.push({ token, leadIds: await leadIds(graphqlUrl, productProtocol, token) });
  }
  return { name, graphqlUrl, protocol: productProtocol, agents, close: cleanUp };
}

async function bareTarget(): Promise<Target> {
  const server = await startServerProcess({}, { script: 'bench/load/bare-server.ts' });
  const graphqlUrl = `${server.url}/graphql`;
  const ids = await leadIds(graphqlUrl, bareProtocol, null);
  return { name: 'bare graphql-yoga', graphqlUrl, protocol: bareProtocol, agents: workingAgents.map(() => ({ token: null, leadIds: ids })), close: async () => undefined };
}

function pgliteTarget(): Promise<Target> {
  return productTarget('product on PGlite', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'load-pglite-'));
    // One process at a time opens a PGlite folder: the server opens it once this handle is closed.
    const database = await openDatabase({ dataDir });
    await prepareLoadDatabase(database, new Date());
    await database.close();
    return { env: { PGLITE_DATA_DIR: dataDir }, cleanUp: async () => rmSync(dataDir, { recursive: true, force: true }) };
  });
}

function postgresTarget(serverUrl: string): Promise<Target> {
  return productTarget('product on PostgreSQL', async () => {
    const database = await openFreshPostgresDatabase(serverUrl);
    await prepareLoadDatabase(database, new Date());
    // Closing the handle drops the database, after the server has stopped.
    return { env: { DATABASE_URL: database.url }, cleanUp: () => database.close() };
  });
}

function describe(result: RunResult[]): { rps: number; p50: number; p95: number; p99: number; requests: number; failures: number; firstFailure: string | null } {
  const latencies = result.flatMap((r) => r.latencies).sort((x, y) => x - y);
  const seconds = result.reduce((n, r) => n + r.seconds, 0);
  const requests = latencies.length;
  return {
    rps: requests / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requests,
    failures: result.reduce((n, r) => n + r.failures, 0),
    firstFailure: result.find((r) => r.firstFailure)?.firstFailure ?? null,
  };
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

async function main() {
  console.log(`Load: ${workingAgents.length} agents (leadList page of 20, then updateLead), ${ROUNDS} rounds of ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up, loopback.`);
  const targets: Target[] = [await bareTarget(), await pgliteTarget()];
  if (POSTGRES_URL) targets.push(await postgresTarget(POSTGRES_URL));
  else console.log('No PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a database on a PostgreSQL server to measure it too.');

  const results = new Map<string, RunResult[]>(targets.map((t) => [t.name, []]));
  try {
    for (let round = 0; round < ROUNDS; round++) {
      // Every other round in reverse order, so that a machine getting busier does not favour one target.
      const order = round % 2 ? [...targets].reverse() : targets;
      for (const target of order) {
        const result = await runAgents(target.graphqlUrl, target.protocol, target.agents, WARMUP_SECONDS, SECONDS);
        results.get(target.name)?.push(result);
        console.log(`  round ${round + 1}, ${target.name}: ${(result.requests / result.seconds).toFixed(0)} requests/s, p99 ${ms(percentile(result.latencies, 99))}`);
      }
    }
  } finally {
    closeConnections();
    await stopAllServerProcesses();
    for (const target of targets) await target.close();
  }

  const bare = describe(results.get(targets[0]!.name) ?? []);
  console.log('');
  for (const target of targets) {
    const d = describe(results.get(target.name) ?? []);
    const ratio = target === targets[0] ? '' : `${(d.rps / bare.rps).toFixed(2)}x bare graphql-yoga, `;
    const failures = d.failures ? `; ${d.failures} failed answers, the first: ${d.firstFailure}` : '';
    console.log(`load, ${target.name}: ${ratio}${d.rps.toFixed(0)} requests/s, p50 ${ms(d.p50)}, p95 ${ms(d.p95)}, p99 ${ms(d.p99)} (${d.requests} requests)${failures}`);
  }
}

await main();
