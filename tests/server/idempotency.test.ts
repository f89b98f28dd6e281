import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CreateLeadDocument, LeadListDocument, type CreateLeadInput } from '../../generated/graphql';
import { PAN_MESSAGE } from '../../src/domain/identifiers/pan';
import { dataOf, expectCatalogueError, onlyError, send } from './call';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';

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
  test('20 concurrent calls with the same id and payload create one lead and all answer with it', async () => {
    const shop = uniqueShop();
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => createLead(leadInput(shop), tokenA, key)));
    const payloads = results.map((result) => dataOf(result).createLead);
    const [first] = payloads;
    expect(first?.status).toBe('NEW');
    for (const payload of payloads) expect(payload).toEqual(first);
    expect(await countLeads(shop, tokenA)).toBe(1);
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
    // Everything a caller reads off the error (message, path, extensions); locations are not replayed.
    const visible = (result: typeof first) =>
      result.errors?.map((error) => ({ message: error.message, path: 'path' in error ? error.path : undefined, extensions: error.extensions }));
    expect(visible(again)).toEqual(visible(first));
    // The corrected request needs a new id: the old one answered already.
    expectCatalogueError(await createLead(leadInput(shop), tokenA, key), 'IDEMPOTENCY_KEY_REUSED');
    expect(await countLeads(shop, tokenA)).toBe(0);
    dataOf(await createLead(leadInput(shop), tokenA, randomUUID()));
    expect(await countLeads(shop, tokenA)).toBe(1);
  });
});
