import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { print } from 'graphql';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CreateLeadDocument, CreateOpportunityDocument, LeadListDocument, PosDeploymentDocument, ProcessDeploymentDocument, type CreateLeadInput } from '../../generated/graphql';
import { deploymentMessages } from '../../src/domain/deployment';
import type { DatabaseHandle } from '../../src/server/db/connection';
import { leads } from '../../src/server/db/schema';
import { deploymentOpportunity, POS } from '../server/deployment-rows';
import { demoAgent } from '../server/harness';
import { graphql, leadsNamedOn, signInOn, START_LIMIT_MS, startServerProcess, stopAllServerProcesses, type ServerProcess } from '../server/server-process';
import { openEmbeddedTestDatabase } from '../server/embedded-database-pool';
import { openFreshPostgresDatabase, POSTGRES_PASS_URL } from '../server/test-database';

// Production's shape: two stateless server processes behind one load balancer on one PostgreSQL.
// They start together on an empty database (migrated and seeded once), share sessions, and any
// mix of calls across them has the effect the same calls to one server would have.

let database: DatabaseHandle;
let a: ServerProcess;
let b: ServerProcess;
let token: string;

beforeAll(async () => {
  if (!POSTGRES_PASS_URL) throw new Error("this file runs in the server layer's PostgreSQL pass only");
  const fresh = await openFreshPostgresDatabase(POSTGRES_PASS_URL);
  database = fresh;
  [a, b] = await Promise.all([startServerProcess({ DATABASE_URL: fresh.url }), startServerProcess({ DATABASE_URL: fresh.url })]);
  const agent = demoAgent('EMP1001');
  token = await signInOn(a.url, agent.email, agent.password);
}, 2 * START_LIMIT_MS);

afterAll(async () => {
  await stopAllServerProcesses();
  await database?.close();
});

const lead = (): CreateLeadInput => ({
  shop: { name: `Two Servers Stores ${randomUUID().slice(0, 8)}` },
  contact: { name: 'Farah Khan', number: '9123456784' },
  leadSource: 'SALES_APP',
  product: ['POS_DEVICE'],
});

test('the two servers seeded the database once, and a session opened on one is good on the other', async () => {
  // What one seeding gives, counted on the run's embedded template (migrated and seeded once).
  const once = await openEmbeddedTestDatabase();
  const [expected] = await once.db.select({ value: count() }).from(leads);
  await once.close();
  const [stored] = await database.db.select({ value: count() }).from(leads);
  expect(stored?.value).toBe(expected?.value);

  const total = async (url: string) =>
    (
      await graphql<{ leadList: { pageInfo: { totalElements: number } } }>(url, print(LeadListDocument), { input: { size: 1 } }, { token, idempotencyId: randomUUID() })
    ).data?.leadList.pageInfo.totalElements;
  const onA = await total(a.url);
  expect(onA).toBeGreaterThan(0);
  expect(await total(b.url)).toBe(onA);
});

test('the same idempotent createLead sent to both servers at once makes one lead', async () => {
  const input = lead();
  const idempotencyId = randomUUID();
  const send = (url: string) => graphql<{ createLead: { id: string } }>(url, print(CreateLeadDocument), { input }, { token, idempotencyId });
  const answers = await Promise.all([send(a.url), send(b.url), send(a.url), send(b.url)]);
  const made = answers.filter((answer) => !answer.errors).map((answer) => answer.data?.createLead.id);
  expect(made.length).toBeGreaterThan(0);
  expect(new Set(made).size).toBe(1);
  for (const answer of answers.filter((x) => x.errors)) expect(answer.errors?.[0]?.extensions?.code).toBe('REQUEST_IN_PROGRESS');
  // Once it is done, both servers answer a repeat with the stored response.
  for (const url of [a.url, b.url]) expect((await send(url)).data?.createLead.id).toBe(made[0]);
  expect((await leadsNamedOn(b.url, token, input.shop.name)).map((row) => row.id)).toEqual([made[0]]);
});

test('30 createOpportunity calls for one lead spread over both servers make one opportunity', async () => {
  const input = lead();
  const created = await graphql<{ createLead: { id: string } }>(a.url, print(CreateLeadDocument), { input }, { token, idempotencyId: randomUUID() });
  const leadId = created.data?.createLead.id;
  expect(leadId).toBeTruthy();
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      graphql<{ createOpportunity: { id: string } }>(
        i % 2 ? a.url : b.url,
        print(CreateOpportunityDocument),
        { input: { leadId, isExistingMerchant: false } },
        { token, idempotencyId: randomUUID() },
      ),
    ),
  );
  for (const answer of answers) expect(answer.errors).toBeUndefined();
  expect(new Set(answers.map((answer) => answer.data?.createOpportunity.id)).size).toBe(1);
});

test('two deployment requests for one opportunity placed at once on the two servers make one; the other is told to wait', async () => {
  const { opportunityId, storeIds } = await deploymentOpportunity(database.db);
  const items = [{ storeId: storeIds[0], productId: POS, quantity: 1 }];
  const raise = (url: string) =>
    graphql<{ processDeployment: { deploymentRequests: { id: string }[] } }>(url, print(ProcessDeploymentDocument), { input: { opportunityId, items } }, { token, idempotencyId: randomUUID() });
  const answers = await Promise.all([raise(a.url), raise(b.url)]);
  expect(answers.filter((answer) => !answer.errors)).toHaveLength(1);
  const refused = answers.find((answer) => answer.errors);
  expect(refused?.errors?.[0]?.extensions?.code).toBe('DEPLOYMENT_REQUEST_WAIT');
  expect(refused?.errors?.[0]?.message).toBe(deploymentMessages.wait);
  const overview = await graphql<{ posDeployment: { deploymentRequests: { id: string }[] } }>(b.url, print(PosDeploymentDocument), { input: { opportunityId } }, { token, idempotencyId: randomUUID() });
  expect(overview.data?.posDeployment.deploymentRequests).toHaveLength(1);
});
