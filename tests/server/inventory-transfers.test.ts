import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CreateProductTransferDocument, GetProductTransfersDocument, type CreateProductTransferInput, type GetProductTransfersInput } from '../../generated/graphql';
import { indianToday } from '../../src/domain/mandate';
import { productItems, productTransfers } from '../../src/server/db/schema';
import { demoSerial } from '../../src/server/seed/demo-inventory';
import { dataOf, expectCatalogueError, onlyError, send } from './call';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';
import {
  ASHA_LOCATION,
  COURIER,
  ROHIT_LOCATION,
  WAREHOUSE,
  changeTransfer,
  itemsMatching,
  ownItem,
  posSerial,
  readTransfer,
  sendItems,
  sentTransfer,
  soundboxSerial,
} from './inventory-calls';

// Stock transfers between locations: the sender puts items in transit with a courier and tracking
// number, the receiver receives or rejects them, the sender may cancel before receipt; nobody else
// sees or changes a transfer. Each refusal's message is what the agent reads.

let harness: Harness;
let asha: string;
let rohit: string;
let vikram: string;

beforeAll(async () => {
  harness = await startHarness();
  [asha, rohit, vikram] = await Promise.all([tokenOf(harness, 'EMP1001'), tokenOf(harness, 'EMP1002'), tokenOf(harness, 'EMP3001')]);
});
afterAll(() => harness.close());

async function tokenOf(on: Harness, employeeId: string): Promise<string> {
  return (await signInAs(on, demoAgent(employeeId).email)).accessToken;
}

function transfers(token: string, input: GetProductTransfersInput) {
  return send(harness, GetProductTransfersDocument, { input }, { token });
}

describe('sending and receiving', () => {
  test('a sent item is in transit at the sender until the receiver receives it; then it is at the receiver only', async () => {
    const serial = posSerial('EMP1001', 1);
    const item = await ownItem(harness, asha, serial);
    const created = dataOf(await sendItems(harness, asha, [item.id], ROHIT_LOCATION)).createProductTransfer;
    expect(created.ids).toHaveLength(1);
    const [transfer] = created.productTransfers;
    expect(transfer).toMatchObject({
      id: created.ids[0],
      serialNumber: serial,
      productItemId: item.id,
      sourceLocation: { id: ASHA_LOCATION, employeeId: 'EMP1001' },
      destinationLocation: { id: ROHIT_LOCATION, name: 'Rohit Nair (EMP1002)', employeeId: 'EMP1002' },
      status: 'IN_TRANSIT',
      ...COURIER,
    });
    expect(Date.parse(transfer?.createdDate ?? '')).not.toBeNaN();
    const id = transfer?.id ?? '';

    expect((await ownItem(harness, asha, serial)).inTransit).toBe(true);
    expect(await itemsMatching(harness, rohit, serial)).toEqual([]);
    expect(dataOf(await readTransfer(harness, rohit, id)).getProductTransfer.productTransfer).toEqual(transfer);
    expect(dataOf(await readTransfer(harness, asha, id)).getProductTransfer.productTransfer).toEqual(transfer);

    const received = dataOf(await changeTransfer(harness, rohit, { id, status: 'RECEIVED' })).updateProductTransfer.productTransfer;
    expect(received.status).toBe('RECEIVED');
    expect(await itemsMatching(harness, asha, serial)).toEqual([]);
    const atRohit = await ownItem(harness, rohit, serial);
    expect(atRohit).toMatchObject({ id: item.id, inTransit: false, receivingDate: indianToday(harness.clock.now), location: { id: ROHIT_LOCATION } });
  });

  test('several items make one transfer each, all in transit, and the receiver can send one on to the warehouse', async () => {
    const serials = [soundboxSerial('EMP1001', 1), soundboxSerial('EMP1001', 2)];
    const ids = await Promise.all(serials.map(async (s) => (await ownItem(harness, asha, s)).id));
    const made = dataOf(await sendItems(harness, asha, ids, ROHIT_LOCATION)).createProductTransfer.productTransfers;
    expect(made.map((t) => t.serialNumber).sort()).toEqual(serials);
    for (const t of made) dataOf(await changeTransfer(harness, rohit, { id: t.id, status: 'RECEIVED' }));
    const onward = await sentTransfer(harness, rohit, serials[0] ?? '', WAREHOUSE);
    expect(onward.sourceLocation?.id).toBe(ROHIT_LOCATION);
    expect(onward.destinationLocation).toEqual({ id: WAREHOUSE, name: 'Mumbai central warehouse', employeeId: null });
  });

  test('a rejected transfer brings the item back, no longer in transit, and it can be sent again', async () => {
    const serial = posSerial('EMP1001', 2);
    const transfer = await sentTransfer(harness, asha, serial, ROHIT_LOCATION);
    expect(dataOf(await changeTransfer(harness, rohit, { id: transfer.id, status: 'REJECTED' })).updateProductTransfer.productTransfer.status).toBe('REJECTED');
    expect(await ownItem(harness, asha, serial)).toMatchObject({ inTransit: false, location: { id: ASHA_LOCATION } });
    expect(await itemsMatching(harness, rohit, serial)).toEqual([]);
    const again = await sentTransfer(harness, asha, serial, WAREHOUSE);
    expect(again.status).toBe('IN_TRANSIT');
    dataOf(await changeTransfer(harness, asha, { id: again.id, status: 'CANCELLED' }));
  });

  test('the sender cancels before receipt: the item is back and the receiver can no longer receive it', async () => {
    const serial = posSerial('EMP1001', 3);
    const transfer = await sentTransfer(harness, asha, serial, ROHIT_LOCATION);
    expect(dataOf(await changeTransfer(harness, asha, { id: transfer.id, status: 'CANCELLED' })).updateProductTransfer.productTransfer.status).toBe('CANCELLED');
    expect((await ownItem(harness, asha, serial)).inTransit).toBe(false);
    expectCatalogueError(
      await changeTransfer(harness, rohit, { id: transfer.id, status: 'RECEIVED' }),
      'PRODUCT_TRANSFER_CLOSED',
      'This transfer is already cancelled and can no longer change.',
    );
    expect(await itemsMatching(harness, rohit, serial)).toEqual([]);
  });

  test('the sender corrects the courier details while in transit; not after it is received', async () => {
    const transfer = await sentTransfer(harness, asha, soundboxSerial('EMP1001', 3), ROHIT_LOCATION);
    const changed = dataOf(await changeTransfer(harness, asha, { id: transfer.id, courierName: ' DTDC ', trackingNumber: 'D7788' })).updateProductTransfer.productTransfer;
    expect(changed).toMatchObject({ status: 'IN_TRANSIT', courierName: 'DTDC', trackingNumber: 'D7788' });
    expectCatalogueError(
      await changeTransfer(harness, rohit, { id: transfer.id, trackingNumber: 'X1234' }),
      'TRANSFER_SENDER_ONLY',
      'Only the sender can cancel a transfer or change its courier details.',
    );
    dataOf(await changeTransfer(harness, rohit, { id: transfer.id, status: 'RECEIVED' }));
    expectCatalogueError(
      await changeTransfer(harness, asha, { id: transfer.id, courierName: 'Delhivery' }),
      'PRODUCT_TRANSFER_CLOSED',
      'This transfer is already received and can no longer change.',
    );
    expect(dataOf(await readTransfer(harness, asha, transfer.id)).getProductTransfer.productTransfer.courierName).toBe('DTDC');
  });
});

describe('refusals', () => {
  test('only the receiver receives or rejects, only the sender cancels', async () => {
    const transfer = await sentTransfer(harness, asha, posSerial('EMP1001', 4), ROHIT_LOCATION);
    for (const status of ['RECEIVED', 'REJECTED'] as const) {
      expectCatalogueError(await changeTransfer(harness, asha, { id: transfer.id, status }), 'TRANSFER_RECEIVER_ONLY', 'Only the receiving location can receive or reject a transfer.');
    }
    expectCatalogueError(
      await changeTransfer(harness, rohit, { id: transfer.id, status: 'CANCELLED' }),
      'TRANSFER_SENDER_ONLY',
      'Only the sender can cancel a transfer or change its courier details.',
    );
    expect(dataOf(await readTransfer(harness, asha, transfer.id)).getProductTransfer.productTransfer.status).toBe('IN_TRANSIT');
  });

  test('a third agent neither sees, receives, cancels nor lists a transfer between two others', async () => {
    const transfer = await sentTransfer(harness, asha, soundboxSerial('EMP1001', 4), ROHIT_LOCATION);
    expectCatalogueError(await readTransfer(harness, vikram, transfer.id), 'PRODUCT_TRANSFER_NOT_FOUND', 'Stock transfer not found.');
    for (const status of ['RECEIVED', 'REJECTED', 'CANCELLED'] as const) {
      expectCatalogueError(await changeTransfer(harness, vikram, { id: transfer.id, status }), 'PRODUCT_TRANSFER_NOT_FOUND', 'Stock transfer not found.');
    }
    expectCatalogueError(await changeTransfer(harness, vikram, { id: transfer.id, courierName: 'Ekart' }), 'PRODUCT_TRANSFER_NOT_FOUND');
    expect(dataOf(await transfers(vikram, { size: 100 })).getProductTransfers.productTransfers).toEqual([]);
    expectCatalogueError(await readTransfer(harness, asha, 'not-a-transfer'), 'PRODUCT_TRANSFER_NOT_FOUND');
  });

  test("an item not in the agent's inventory cannot be sent: another agent's, consumed, or unknown", async () => {
    const rohitsItem = await ownItem(harness, rohit, posSerial('EMP1002', 1));
    const consumed = await ownItem(harness, asha, demoSerialOf('PRD-SQR-MINI', 1));
    await harness.database.db
      .update(productItems)
      .set({ locationId: null, consumedByRequestId: '00000000-0000-4000-8000-000000000002', consumedAt: new Date() })
      .where(eq(productItems.id, consumed.id));
    for (const id of [rohitsItem.id, consumed.id, '00000000-0000-4000-8000-00000000abcd', 'item-1']) {
      const error = expectCatalogueError(await sendItems(harness, asha, [id], ROHIT_LOCATION), 'PRODUCT_ITEM_NOT_FOUND', 'Product item not found in your inventory.');
      expect(error.field).toBe('input.productItemIds');
    }
    expect((await ownItem(harness, rohit, posSerial('EMP1002', 1))).inTransit).toBe(false);
  });

  test('an item in transit cannot be sent again, and a refused item keeps the others of the transfer unsent', async () => {
    const busy = await ownItem(harness, asha, demoSerialOf('PRD-SQR-MINI', 2));
    const free = await ownItem(harness, asha, demoSerialOf('PRD-SQR-MINI', 3));
    dataOf(await sendItems(harness, asha, [busy.id], WAREHOUSE));
    expectCatalogueError(
      await sendItems(harness, asha, [free.id, busy.id], ROHIT_LOCATION),
      'PRODUCT_ITEM_IN_TRANSIT',
      `The item ${busy.serialNumber} is already in transit. It can be sent again once the transfer is closed.`,
    );
    expect((await ownItem(harness, asha, free.serialNumber ?? '')).inTransit).toBe(false);
    expect(await harness.database.db.select().from(productTransfers).where(eq(productTransfers.productItemId, free.id))).toEqual([]);
  });

  test('the destination must be another location that exists', async () => {
    const item = await ownItem(harness, asha, demoSerialOf('PRD-SQR-MINI', 4));
    expectCatalogueError(
      await sendItems(harness, asha, [item.id], ASHA_LOCATION),
      'TRANSFER_TO_OWN_LOCATION',
      'The items are already at your location. Please choose another location.',
    );
    expectCatalogueError(await sendItems(harness, asha, [item.id], 'LOC-NOWHERE'), 'INVENTORY_LOCATION_NOT_FOUND', 'Destination location not found.');
    expect((await ownItem(harness, asha, item.serialNumber ?? '')).inTransit).toBe(false);
  });

  test('the input rules name the field and say what to fix', async () => {
    const item = await ownItem(harness, asha, demoSerialOf('PRD-DQR-MINI', 1));
    const create = (input: Partial<CreateProductTransferInput>) =>
      send(harness, CreateProductTransferDocument, { input: { productItemIds: [item.id], destinationLocationId: ROHIT_LOCATION, ...COURIER, ...input } }, { token: asha });
    const cases: [Partial<CreateProductTransferInput>, string, string][] = [
      [{ productItemIds: [] }, 'input.productItemIds', 'Please choose at least one item to transfer.'],
      [{ productItemIds: [item.id, item.id] }, 'input.productItemIds', 'An item appears twice in the transfer.'],
      [{ productItemIds: Array.from({ length: 51 }, (_, i) => `item-${i}`) }, 'input.productItemIds', 'Please transfer at most 50 items at a time.'],
      [{ destinationLocationId: ' ' }, 'input.destinationLocationId', 'Please choose where to send the items.'],
      [{ courierName: null }, 'input.courierName', 'Please enter the courier name.'],
      [{ courierName: '  ' }, 'input.courierName', 'Please enter the courier name.'],
      [{ courierName: 'Blue<Dart>' }, 'input.courierName', "Please use letters, numbers, spaces and . & ' - only in the courier name."],
      [{ courierName: 'B'.repeat(61) }, 'input.courierName', 'Please enter at most 60 characters.'],
      [{ trackingNumber: null }, 'input.trackingNumber', 'Please enter the tracking number.'],
      [{ trackingNumber: 'AB1' }, 'input.trackingNumber', 'Please enter a tracking number of 4 to 40 letters, digits or hyphens.'],
      [{ trackingNumber: 'AB 1234' }, 'input.trackingNumber', 'Please enter a tracking number of 4 to 40 letters, digits or hyphens.'],
    ];
    for (const [input, field, message] of cases) {
      const error = onlyError(await create(input));
      expect({ code: error.code, field: error.field, message: error.message }).toEqual({ code: 'VALIDATION_ERROR', field, message });
    }
    const transfer = await sentTransfer(harness, asha, demoSerialOf('PRD-DQR-MINI', 2), ROHIT_LOCATION);
    for (const status of ['IN_TRANSIT', 'INITIATED'] as const) {
      const error = onlyError(await changeTransfer(harness, rohit, { id: transfer.id, status }));
      expect(error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'input.status', message: 'A transfer can only be set to Received, Rejected or Cancelled.' });
    }
    expect(onlyError(await changeTransfer(harness, asha, { id: transfer.id }))).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Please send a new status, courier name or tracking number.',
    });
  });
});

describe('getProductTransfers', () => {
  test("lists the agent's incoming and outgoing transfers, newest first, by status and in pages", async () => {
    const fresh = await startHarness();
    try {
      const [a, r] = await Promise.all([tokenOf(fresh, 'EMP1001'), tokenOf(fresh, 'EMP1002')]);
      const list = async (token: string, input: GetProductTransfersInput) =>
        dataOf(await send(fresh, GetProductTransfersDocument, { input }, { token })).getProductTransfers;
      const toRohit = [];
      for (const n of [1, 2, 3]) {
        fresh.clock.set(new Date(Date.UTC(2026, 0, n, 6)));
        toRohit.push(await sentTransfer(fresh, a, posSerial('EMP1001', n), ROHIT_LOCATION));
      }
      fresh.clock.set(new Date(Date.UTC(2026, 0, 4, 6)));
      const toAsha = await sentTransfer(fresh, r, posSerial('EMP1002', 1), ASHA_LOCATION);
      dataOf(await changeTransfer(fresh, r, { id: toRohit[0]?.id ?? '', status: 'RECEIVED' }));

      const outgoing = await list(a, { direction: 'OUTGOING' });
      expect(outgoing.productTransfers.map((t) => t.serialNumber)).toEqual([3, 2, 1].map((n) => posSerial('EMP1001', n)));
      expect((await list(r, { direction: 'INCOMING' })).productTransfers.map((t) => t.id)).toEqual(outgoing.productTransfers.map((t) => t.id));
      expect((await list(a, { direction: 'INCOMING' })).productTransfers.map((t) => t.id)).toEqual([toAsha.id]);
      expect((await list(a, {})).pageInfo.totalElements).toBe(4);
      expect((await list(r, { direction: 'INCOMING', status: ['IN_TRANSIT'] })).productTransfers.map((t) => t.serialNumber)).toEqual(
        [3, 2].map((n) => posSerial('EMP1001', n)),
      );
      expect((await list(r, { status: ['RECEIVED'] })).productTransfers.map((t) => t.id)).toEqual([toRohit[0]?.id]);
      const second = await list(a, { page: 1, size: 3 });
      expect(second.pageInfo).toEqual({ page: 1, size: 3, totalElements: 4, hasMore: false });
      expect(second.productTransfers.map((t) => t.serialNumber)).toEqual([posSerial('EMP1001', 1)]);
    } finally {
      await fresh.close();
    }
  });
});

function demoSerialOf(productId: string, n: number) {
  return demoSerial(productId, 'EMP1001', n);
}
