import { randomUUID } from 'node:crypto';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CreateLeadDocument, LeadListDocument, type CreateLeadInput } from '../../generated/graphql';
import { PAN_MESSAGE } from '../../src/domain/identifiers/pan';
import { createServerApp } from '../../src/server/app';
import type { RegistryProvider } from '../../src/server/sandbox/registry-provider';
import { SandboxRegistry } from '../../src/server/sandbox/sandbox-registry';
import { call, dataOf, expectCatalogueError, onlyError, send } from './call';
import { demoAgent, ORIGIN, signInAs, startHarness, type Harness } from './harness';
import { openTestDatabase } from './test-database';

let harness: Harness;
let tokenA: string;
let tokenB: string;
beforeAll(async () => {
  harness = await startHarness();
  tokenA = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  tokenB = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
});
afterAll(() => harness.close());

let shops = 0;
/** A shop name no seeded lead has, so a search counts exactly the leads a test created. */
function uniqueShop(): string {
  return `Idempotency Stores ${Date.now().toString(36)}x${++shops}`;
}

function leadInput(shopName: string, overrides: Partial<CreateLeadInput> = {}): CreateLeadInput {
  return {
    shop: { name: shopName },
    contact: { name: 'Ravi Kumar', number: '9876543210' },
    leadSource: 'SALES_APP',
    product: ['VOICE_POD'],
    ...overrides,
  };
}

function createLead(input: CreateLeadInput, token: string, idempotencyId: string | null) {
  return send(harness, CreateLeadDocument, { input }, { token, idempotencyId });
}

async function countLeads(shopName: string, token: string): Promise<number> {
  const list = dataOf(await send(harness, LeadListDocument, { input: { search: shopName, size: 100 } }, { token })).leadList;
  expect(list.leads.every((lead) => lead.shop.name === shopName)).toBe(true);
  return list.pageInfo.totalElements;
}

describe('the idempotency header', () => {
  test("a mutation without it is refused with MOS-1002 'Mandatory header missing in request' and changes nothing", async () => {
    const shop = uniqueShop();
    const result = await createLead(leadInput(shop), tokenA, null);
    expect(result.data).toBeNull();
    expectCatalogueError(result, 'MOS-1002', 'Mandatory header missing in request');
    expect(await countLeads(shop, tokenA)).toBe(0);
  });

  test('a malformed id (too short, or with spaces) is refused the same way', async () => {
    const shop = uniqueShop();
    for (const id of ['abc', 'has spaces in it', 'x'.repeat(129)]) {
      expectCatalogueError(await createLead(leadInput(shop), tokenA, id), 'MOS-1002');
    }
    expect(await countLeads(shop, tokenA)).toBe(0);
  });

  test('a query does not need it', async () => {
    const result = await send(harness, LeadListDocument, { input: { size: 1 } }, { token: tokenA, idempotencyId: null });
    expect(dataOf(result).leadList.leads).toHaveLength(1);
  });
});

describe('a repeated mutation', () => {
  // PGlite runs one transaction at a time, so there every repeat waits and gets the stored answer;
  // on PostgreSQL a repeat arriving while the first runs is told so at once.
  test('20 concurrent calls with the same id and payload create one lead; each answers with it or says it is in progress', async () => {
    const shop = uniqueShop();
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => createLead(leadInput(shop), tokenA, key)));
    const payloads = results.filter((result) => !result.errors).map((result) => dataOf(result).createLead);
    const [first] = payloads;
    expect(first?.status).toBe('NEW');
    for (const payload of payloads) expect(payload).toEqual(first);
    for (const refused of results.filter((result) => result.errors)) expectCatalogueError(refused, 'REQUEST_IN_PROGRESS');
    expect(await countLeads(shop, tokenA)).toBe(1);
    expect(dataOf(await createLead(leadInput(shop), tokenA, key)).createLead).toEqual(first);
  });

  test('a repeat after completion returns the stored response and creates nothing', async () => {
    const shop = uniqueShop();
    const key = randomUUID();
    const first = dataOf(await createLead(leadInput(shop), tokenA, key)).createLead;
    // Move the server clock: a second run would show a later modifiedAt.
    harness.clock.set(new Date(harness.clock.now.getTime() + 3_600_000));
    const again = dataOf(await createLead(leadInput(shop), tokenA, key)).createLead;
    expect(again).toEqual(first);
    expect(await countLeads(shop, tokenA)).toBe(1);
  });

  test('a new id with the same payload is a new lead', async () => {
    const shop = uniqueShop();
    const first = dataOf(await createLead(leadInput(shop), tokenA, randomUUID())).createLead;
    const second = dataOf(await createLead(leadInput(shop), tokenA, randomUUID())).createLead;
    expect(second.id).not.toBe(first.id);
    expect(await countLeads(shop, tokenA)).toBe(2);
  });

  test('the same id with a different payload is refused with IDEMPOTENCY_KEY_REUSED', async () => {
    const shop = uniqueShop();
    const otherShop = uniqueShop();
    const key = randomUUID();
    dataOf(await createLead(leadInput(shop), tokenA, key));
    const result = await createLead(leadInput(otherShop), tokenA, key);
    expect(result.data).toBeNull();
    expectCatalogueError(result, 'IDEMPOTENCY_KEY_REUSED');
    expect(await countLeads(shop, tokenA)).toBe(1);
    expect(await countLeads(otherShop, tokenA)).toBe(0);
  });

  test('the same id used by another agent is independent', async () => {
    const shop = uniqueShop();
    const key = randomUUID();
    const ofA = dataOf(await createLead(leadInput(shop), tokenA, key)).createLead;
    const ofB = dataOf(await createLead(leadInput(shop), tokenB, key)).createLead;
    expect(ofB.id).not.toBe(ofA.id);
    expect(await countLeads(shop, tokenA)).toBe(1);
    expect(await countLeads(shop, tokenB)).toBe(1);
    // And B using the id with another payload is not a reuse of A's id.
    const differentForB = uniqueShop();
    expect(dataOf(await createLead(leadInput(differentForB), tokenB, randomUUID())).createLead.id).toBeTruthy();
  });

  test('a validation failure is replayed as the same error, and its id stays bound to that request', async () => {
    const shop = uniqueShop();
    const key = randomUUID();
    const bad = leadInput(shop, { panNumber: 'ABC' });
    const first = await createLead(bad, tokenA, key);
    const firstError = expectCatalogueError(first, 'VALIDATION_ERROR', PAN_MESSAGE);
    const again = await createLead(bad, tokenA, key);
    expect(onlyError(again)).toEqual(firstError);
    expect(again).toEqual(first);
    // The corrected request needs a new id: the old one answered already.
    expectCatalogueError(await createLead(leadInput(shop), tokenA, key), 'IDEMPOTENCY_KEY_REUSED');
    expect(await countLeads(shop, tokenA)).toBe(0);
    dataOf(await createLead(leadInput(shop), tokenA, randomUUID()));
    expect(await countLeads(shop, tokenA)).toBe(1);
  });
});

describe('a replay is the first answer byte for byte', () => {
  /** The answer's text as a caller's HTTP client reads it, for one idempotency id. */
  async function answerText(input: CreateLeadInput, key: string): Promise<string> {
    const response = await harness.fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenA}`, 'x-idempotency-id': key },
      body: JSON.stringify({ query: print(CreateLeadDocument), variables: { input } }),
    });
    return response.text();
  }

  test.each([
    ['a created lead', {}],
    ['a refusal', { panNumber: 'ABC' }],
  ])('%s: the same keys in the same order, the same locations', async (_label, overrides) => {
    const input = leadInput(uniqueShop(), overrides);
    const key = randomUUID();
    const first = await answerText(input, key);
    harness.clock.set(new Date(harness.clock.now.getTime() + 60_000));
    expect(await answerText(input, key)).toBe(first);
  });

  test('the replayed fields keep the order the operation selects them in, not the store\'s', async () => {
    const input = leadInput(uniqueShop());
    const key = randomUUID();
    await answerText(input, key);
    const again = JSON.parse(await answerText(input, key)) as { data: { createLead: object } };
    expect(Object.keys(again.data.createLead)).toEqual(['id', 'modifiedAt', 'status', 'ownerType']);
  });
});

/** Two leads in one operation: the second runs after the first has written its lead. */
const TWO_LEADS = `mutation TwoLeads($first: CreateLeadInput!, $second: CreateLeadInput!) {
  first: createLead(input: $first) { id status }
  second: createLead(input: $second) { id status }
}`;

describe('the operation, its id and its answer commit together', () => {
  test('a catalogued error after a write keeps no write, and the stored error is replayed', async () => {
    const shop = uniqueShop();
    const key = randomUUID();
    const variables = { first: leadInput(shop), second: leadInput(shop, { panNumber: 'ABC' }) };
    const first = await call(harness, TWO_LEADS, variables, { token: tokenA, idempotencyId: key });
    expect(first.data).toBeNull();
    const error = expectCatalogueError(first, 'VALIDATION_ERROR', PAN_MESSAGE);
    expect(await countLeads(shop, tokenA)).toBe(0);
    const again = await call(harness, TWO_LEADS, variables, { token: tokenA, idempotencyId: key });
    expect(again.data).toBeNull();
    expect(onlyError(again)).toEqual(error);
    expect(await countLeads(shop, tokenA)).toBe(0);
  });

  test('both leads are kept when both succeed, and a repeat changes nothing', async () => {
    const shop = uniqueShop();
    const key = randomUUID();
    const variables = { first: leadInput(shop), second: leadInput(shop) };
    const first = dataOf(await call(harness, TWO_LEADS, variables, { token: tokenA, idempotencyId: key }));
    expect(await countLeads(shop, tokenA)).toBe(2);
    expect(dataOf(await call(harness, TWO_LEADS, variables, { token: tokenA, idempotencyId: key }))).toEqual(first);
    expect(await countLeads(shop, tokenA)).toBe(2);
  });
});

describe('an unexpected failure', () => {
  // The PAN registry is an outside service: here it is down for its first lookup and back after.
  let outageHarness: Harness;
  let token: string;
  let lookups = 0;
  beforeAll(async () => {
    const flaky: RegistryProvider = new (class extends SandboxRegistry {
      override async panDetails(pan: string) {
        lookups += 1;
        if (lookups === 1) throw new Error('PAN registry unreachable');
        return super.panDetails(pan);
      }
    })();
    const database = await openTestDatabase();
    const app = await createServerApp({ db: database.db, registries: flaky, log: () => undefined, allowArbitraryOperations: true });
    outageHarness = {
      app,
      database,
      clock: harness.clock,
      fetch: (input, init) => app.fetch(input instanceof Request ? input : new Request(new URL(String(input), ORIGIN), init)),
      close: () => database.close(),
    };
    token = (await signInAs(outageHarness, demoAgent('EMP1001').email)).accessToken;
  }, 120_000);
  afterAll(() => outageHarness.close());

  test('rolls back the writes made before it and stores nothing, so a retry with the same id runs once', async () => {
    const shop = uniqueShop();
    const key = randomUUID();
    const variables = { first: leadInput(shop), second: leadInput(shop, { panNumber: 'ABCPK1234L' }) };
    const failed = await call(outageHarness, TWO_LEADS, variables, { token, idempotencyId: key });
    expect(failed.data).toBeNull();
    expectCatalogueError(failed, 'INTERNAL_SERVER_ERROR');
    const count = async () => {
      const list = await send(outageHarness, LeadListDocument, { input: { search: shop, size: 100 } }, { token });
      return dataOf(list).leadList.pageInfo.totalElements;
    };
    expect(await count()).toBe(0);

    const retried = dataOf(await call(outageHarness, TWO_LEADS, variables, { token, idempotencyId: key }));
    expect(await count()).toBe(2);
    expect(dataOf(await call(outageHarness, TWO_LEADS, variables, { token, idempotencyId: key }))).toEqual(retried);
    expect(await count()).toBe(2);
    expect(lookups).toBe(2);
  });
});
