import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GetProductItemsDocument, GetProductTransfersDocument, UpdateProductItemDocument, type WorkingCondition } from '../../generated/graphql';
import { itemConditionMessages } from '../../src/domain/inventory-input';
import { WAREHOUSE_RECEIPT_HOURS } from '../../src/domain/warehouse-receipt';
import { indianToday } from '../../src/domain/mandate';
import { productItems, productTransfers } from '../../src/server/db/schema';
import { dataOf, expectCatalogueError, send } from './call';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';
import { ROHIT_LOCATION, WAREHOUSE, changeTransfer, itemsMatching, ownItem, posSerial, readTransfer, sentTransfer, soundboxSerial } from './inventory-calls';

// Corrections an agent makes to their stock (issue 42): an item's working condition, and what the
// sandbox warehouse does with what is sent to it, which no one works: it receives each transfer
// 24 hours after it was sent, by the server's clock. (Correcting a transfer's courier and tracking
// number is in inventory-transfers.test.ts.)

let harness: Harness;
let asha: string;
let rohit: string;

beforeAll(async () => {
  harness = await startHarness();
  [asha, rohit] = await Promise.all([signInAs(harness, demoAgent('EMP1001').email), signInAs(harness, demoAgent('EMP1002').email)]).then((s) => s.map((t) => t.accessToken));
});
afterAll(() => harness.close());

const HOUR_MS = 60 * 60 * 1000;
const setCondition = (token: string, id: string, workingCondition: WorkingCondition) => send(harness, UpdateProductItemDocument, { input: { id, workingCondition } }, { token });

describe("an item's working condition", () => {
  test('is changed by the agent holding it, shown in the list, and the same change again changes nothing', async () => {
    const item = await ownItem(harness, asha, posSerial('EMP1001', 2));
    expect(item.workingCondition).toBe('WORKING');
    const damaged = dataOf(await setCondition(asha, item.id, 'DAMAGED')).updateProductItem.productItem;
    expect(damaged).toMatchObject({ id: item.id, workingCondition: 'DAMAGED', inTransit: false, location: { id: 'LOC-MUM-01' } });
    expect(dataOf(await setCondition(asha, item.id, 'DAMAGED')).updateProductItem.productItem).toEqual(damaged);
    const listed = dataOf(await send(harness, GetProductItemsDocument, { input: { workingCondition: 'DAMAGED', size: 100 } }, { token: asha })).getProductItems.productItems;
    expect(listed.map((i) => i.serialNumber)).toContain(posSerial('EMP1001', 2));
    expect(dataOf(await setCondition(asha, item.id, 'WORKING')).updateProductItem.productItem.workingCondition).toBe('WORKING');
  });

  test("not another agent's item, nor one unknown", async () => {
    const item = await ownItem(harness, asha, posSerial('EMP1001', 3));
    expectCatalogueError(await setCondition(rohit, item.id, 'NOT_WORKING'), 'PRODUCT_ITEM_NOT_FOUND');
    expectCatalogueError(await setCondition(rohit, 'not-an-id', 'NOT_WORKING'), 'PRODUCT_ITEM_NOT_FOUND');
    expect((await ownItem(harness, asha, posSerial('EMP1001', 3))).workingCondition).toBe('WORKING');
  });

  test('not while the item is in transit: the agent is told why, by its serial', async () => {
    const serial = soundboxSerial('EMP1001', 4);
    const transfer = await sentTransfer(harness, asha, serial, ROHIT_LOCATION);
    const refused = expectCatalogueError(await setCondition(asha, transfer.productItemId, 'NOT_WORKING'), 'PRODUCT_ITEM_IN_TRANSIT', itemConditionMessages.inTransit(serial));
    expect(refused.field).toBe('input.id');
    // The receiver, once it is theirs, may.
    dataOf(await changeTransfer(harness, rohit, { id: transfer.id, status: 'RECEIVED' }));
    expect(dataOf(await setCondition(rohit, transfer.productItemId, 'NOT_WORKING')).updateProductItem.productItem.workingCondition).toBe('NOT_WORKING');
  });
});

describe('the sandbox warehouse', () => {
  test(`receives what is sent to it ${WAREHOUSE_RECEIPT_HOURS} hours after it was sent: then the item is the warehouse's, on the day it was due`, async () => {
    expect(WAREHOUSE_RECEIPT_HOURS).toBe(24);
    const sentAt = new Date(harness.clock.now.getTime() + HOUR_MS);
    harness.clock.set(sentAt);
    const serial = posSerial('EMP1001', 4);
    const transfer = await sentTransfer(harness, asha, serial, WAREHOUSE);
    const due = new Date(sentAt.getTime() + 24 * HOUR_MS);
    expect(transfer).toMatchObject({ status: 'IN_TRANSIT', expectedReceiptAt: due.toISOString() });

    // A minute before, it is still on its way, and the sender may still correct or cancel it.
    harness.clock.set(new Date(due.getTime() - 60_000));
    expect((await ownItem(harness, asha, serial)).inTransit).toBe(true);
    expect(dataOf(await changeTransfer(harness, asha, { id: transfer.id, trackingNumber: 'BD-9900-1122' })).updateProductTransfer.productTransfer.status).toBe('IN_TRANSIT');

    harness.clock.set(new Date(due.getTime() + 5 * HOUR_MS));
    expect(await itemsMatching(harness, asha, serial)).toEqual([]);
    const received = dataOf(await readTransfer(harness, asha, transfer.id)).getProductTransfer.productTransfer;
    expect(received).toMatchObject({ status: 'RECEIVED', trackingNumber: 'BD-9900-1122', expectedReceiptAt: null });
    const [item] = await harness.database.db.select().from(productItems).where(eq(productItems.serialNumber, serial));
    expect(item).toMatchObject({ locationId: WAREHOUSE, inTransit: false, receivingDate: indianToday(due) });
    expectCatalogueError(await changeTransfer(harness, asha, { id: transfer.id, status: 'CANCELLED' }), 'PRODUCT_TRANSFER_CLOSED', 'This transfer is already received and can no longer change.');
  });

  test('a transfer to another agent is never received for them, and one cancelled in time stays cancelled', async () => {
    const start = new Date(harness.clock.now.getTime() + HOUR_MS);
    harness.clock.set(start);
    const toRohit = await sentTransfer(harness, asha, soundboxSerial('EMP1001', 1), ROHIT_LOCATION);
    expect(toRohit.expectedReceiptAt).toBeNull();
    const cancelled = await sentTransfer(harness, asha, soundboxSerial('EMP1001', 2), WAREHOUSE);
    dataOf(await changeTransfer(harness, asha, { id: cancelled.id, status: 'CANCELLED' }));
    harness.clock.set(new Date(start.getTime() + 72 * HOUR_MS));
    const outgoing = dataOf(await send(harness, GetProductTransfersDocument, { input: { direction: 'OUTGOING', size: 100 } }, { token: asha })).getProductTransfers.productTransfers;
    expect(outgoing.find((t) => t.id === toRohit.id)?.status).toBe('IN_TRANSIT');
    expect(outgoing.find((t) => t.id === cancelled.id)?.status).toBe('CANCELLED');
    expect((await ownItem(harness, asha, soundboxSerial('EMP1001', 2))).inTransit).toBe(false);
  });

  test('many reads at once receive a due transfer once', async () => {
    const start = new Date(harness.clock.now.getTime() + HOUR_MS);
    harness.clock.set(start);
    const serial = soundboxSerial('EMP1001', 3);
    const transfer = await sentTransfer(harness, asha, serial, WAREHOUSE);
    harness.clock.set(new Date(start.getTime() + 25 * HOUR_MS));
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? itemsMatching(harness, asha, serial) : readTransfer(harness, asha, transfer.id))));
    expect(answers).toHaveLength(8);
    const [row] = await harness.database.db.select().from(productTransfers).where(eq(productTransfers.id, transfer.id));
    expect(row?.status).toBe('RECEIVED');
    const [item] = await harness.database.db.select().from(productItems).where(eq(productItems.serialNumber, serial));
    expect(item).toMatchObject({ locationId: WAREHOUSE, inTransit: false });
  });
});
