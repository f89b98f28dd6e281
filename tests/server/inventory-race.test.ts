import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CreateProductTransferDocument, UpdateProductTransferDocument } from '../../generated/graphql';
import { productItems, productTransfers } from '../../src/server/db/schema';
import { demoSerial } from '../../src/server/seed/demo-inventory';
import { send } from './call';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';
import { ASHA_LOCATION, COURIER, ROHIT_LOCATION, WAREHOUSE, ownItem, sentTransfer } from './inventory-calls';

// Stock invariants that must hold however many calls race: a serial is at one place, an item has at
// most one open transfer, and a transfer closes once. The database holds them (conditional updates
// and the one-open-transfer index), not a read before a write. On PostgreSQL (the server layer's
// second pass) the calls really run side by side.

let harness: Harness;
let asha: string;
let rohit: string;

beforeAll(async () => {
  harness = await startHarness();
  asha = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  rohit = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
});
afterAll(() => harness.close());

const openTransfersOf = (itemIds: string[]) =>
  harness.database.db
    .select()
    .from(productTransfers)
    .where(and(inArray(productTransfers.productItemId, itemIds), inArray(productTransfers.status, ['INITIATED', 'IN_TRANSIT'])));

function transferAt(itemIds: string[], destinationLocationId: string) {
  return send(harness, CreateProductTransferDocument, { input: { productItemIds: itemIds, destinationLocationId, ...COURIER } }, { token: asha, idempotencyId: randomUUID() });
}

function close(token: string, id: string, status: 'RECEIVED' | 'REJECTED' | 'CANCELLED') {
  return send(harness, UpdateProductTransferDocument, { input: { id, status } }, { token, idempotencyId: randomUUID() });
}

test('20 concurrent transfers of one item, to two places, make one transfer; the others are told it is in transit', async () => {
  const item = await ownItem(harness, asha, demoSerial('PRD-POS-A910', 'EMP1001', 1));
  const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => transferAt([item.id], i % 2 ? ROHIT_LOCATION : WAREHOUSE)));
  const made = answers.filter((a) => a.data?.createProductTransfer);
  expect(made).toHaveLength(1);
  for (const refused of answers.filter((a) => a.errors)) expect(refused.errors?.[0]?.extensions?.code).toBe('PRODUCT_ITEM_IN_TRANSIT');
  expect(await openTransfersOf([item.id])).toHaveLength(1);
  const [row] = await harness.database.db.select().from(productItems).where(eq(productItems.id, item.id));
  expect(row).toMatchObject({ inTransit: true, locationId: ASHA_LOCATION });
});

test('concurrent transfers of overlapping items put each item in at most one open transfer, and all or none of a transfer', async () => {
  const ids = await Promise.all([1, 2, 3, 4].map(async (n) => (await ownItem(harness, asha, demoSerial('PRD-VOICE-POD', 'EMP1001', n))).id));
  const groups = [ids.slice(0, 2), ids.slice(1, 3), ids.slice(2, 4), [ids[3] ?? '', ids[0] ?? ''], ids];
  const answers = await Promise.all(groups.flatMap((group) => [transferAt(group, ROHIT_LOCATION), transferAt([...group].reverse(), WAREHOUSE)]));
  const open = await openTransfersOf(ids);
  expect(new Set(open.map((t) => t.productItemId)).size).toBe(open.length);
  const madeItems = answers.flatMap((a) => a.data?.createProductTransfer.productTransfers.map((t) => t.productItemId) ?? []);
  expect(madeItems.sort()).toEqual(open.map((t) => t.productItemId).sort());
  for (const refused of answers.filter((a) => a.errors)) expect(refused.errors?.[0]?.extensions?.code).toBe('PRODUCT_ITEM_IN_TRANSIT');
  const inTransit = await harness.database.db.select().from(productItems).where(and(inArray(productItems.id, ids), eq(productItems.inTransit, true)));
  expect(inTransit.map((i) => i.id).sort()).toEqual(open.map((t) => t.productItemId).sort());
});

test('a receipt racing a cancellation has one outcome, and the item is where that outcome puts it', async () => {
  for (const n of [1, 2, 3]) {
    const serial = demoSerial('PRD-VOICE-POD-PRO', 'EMP1001', n);
    const transfer = await sentTransfer(harness, asha, serial, ROHIT_LOCATION);
    const [received, cancelled] = await Promise.all([close(rohit, transfer.id, 'RECEIVED'), close(asha, transfer.id, 'CANCELLED')]);
    const winners = [received, cancelled].filter((a) => a.data?.updateProductTransfer);
    expect(winners).toHaveLength(1);
    const loser = [received, cancelled].find((a) => a.errors);
    expect(loser?.errors?.[0]?.extensions?.code).toBe('PRODUCT_TRANSFER_CLOSED');
    const [row] = await harness.database.db.select().from(productTransfers).where(eq(productTransfers.id, transfer.id));
    const [item] = await harness.database.db.select().from(productItems).where(eq(productItems.id, transfer.productItemId));
    expect(row?.status).toBe(winners[0]?.data?.updateProductTransfer.productTransfer.status);
    expect(item).toMatchObject({ inTransit: false, locationId: row?.status === 'RECEIVED' ? ROHIT_LOCATION : ASHA_LOCATION });
  }
});

test('ten concurrent receipts of one transfer receive it once', async () => {
  const transfer = await sentTransfer(harness, asha, demoSerial('PRD-VOICE-POD-PRO', 'EMP1001', 4), ROHIT_LOCATION);
  const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => close(rohit, transfer.id, i % 2 ? 'RECEIVED' : 'REJECTED')));
  expect(answers.filter((a) => a.data?.updateProductTransfer)).toHaveLength(1);
  for (const refused of answers.filter((a) => a.errors)) expect(refused.errors?.[0]?.extensions?.code).toBe('PRODUCT_TRANSFER_CLOSED');
  const [item] = await harness.database.db.select().from(productItems).where(eq(productItems.id, transfer.productItemId));
  expect(item?.inTransit).toBe(false);
});
