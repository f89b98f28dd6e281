import { and, asc, count, desc, eq, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { GetProductTransfersInput, ProductTransfer, ProductTransferStatus } from '../../../../generated/resolvers';
import { closingRole, inventoryMessages, OPEN_TRANSFER_STATUSES, type TransferClosingStatus } from '../../../domain/inventory';
import { WAREHOUSE_RECEIPT_MS, warehouseReceiptAt } from '../../../domain/warehouse-receipt';
import { indianToday } from '../../../domain/mandate';
import { isUuid } from '../../../domain/record-ids';
import type { AgentIdentity } from '../../context';
import type { Database } from '../../db/connection';
import { inventoryLocations, productItems, productTransfers } from '../../db/schema';
import { appError } from '../../errors';
import { pageInfo, pageOf } from '../../graphql/list-helpers';
import { destinationLocation, locationsByIds } from './locations';

// Stock transfers between locations. Every rule that two requests could race on is decided by one
// conditional UPDATE (or the one-open-transfer-per-item unique index) inside the mutation's
// transaction, never by a read before a write: two agents sending one item make one transfer, and a
// receipt racing a cancellation has one outcome. Reads after a refused write only explain it.
//
// No one works a warehouse in this product: the sandbox warehouse receives what is sent to it
// WAREHOUSE_RECEIPT_HOURS after it was sent, by the server's clock (receiveDueAtWarehouses), before
// the sender's inventory or transfers are read or changed.

type TransferRow = typeof productTransfers.$inferSelect;

const OPEN = [...OPEN_TRANSFER_STATUSES];

async function toTransfers(db: Database, rows: readonly TransferRow[]): Promise<ProductTransfer[]> {
  if (!rows.length) return [];
  const destinations = [...new Set(rows.map((row) => row.destinationLocationId))];
  const [locations, items, warehouses] = await Promise.all([
    locationsByIds(
      db,
      rows.flatMap((row) => [row.sourceLocationId, row.destinationLocationId]),
    ),
    db
      .select({ id: productItems.id, serialNumber: productItems.serialNumber })
      .from(productItems)
      .where(inArray(productItems.id, [...new Set(rows.map((row) => row.productItemId))])),
    db
      .select({ id: inventoryLocations.id })
      .from(inventoryLocations)
      .where(and(inArray(inventoryLocations.id, destinations), eq(inventoryLocations.kind, 'WAREHOUSE'))),
  ]);
  const toWarehouse = new Set(warehouses.map((row) => row.id));
  const serials = new Map(items.map((item) => [item.id, item.serialNumber]));
  return rows.map((row) => {
    const destination = locations.get(row.destinationLocationId);
    if (!destination) throw new Error(`transfer ${row.id} names no destination`);
    return {
      id: row.id,
      serialNumber: serials.get(row.productItemId) ?? null,
      productItemId: row.productItemId,
      sourceLocation: locations.get(row.sourceLocationId) ?? null,
      destinationLocation: destination,
      status: row.status,
      courierName: row.courierName,
      trackingNumber: row.trackingNumber,
      createdDate: row.createdDate.toISOString(),
      expectedReceiptAt:
        toWarehouse.has(row.destinationLocationId) && OPEN.includes(row.status as (typeof OPEN)[number]) ? warehouseReceiptAt(row.createdDate).toISOString() : null,
    };
  });
}

/** Transfers from or to the location, as the agent at it may see them. */
function seenFrom(locationId: string, direction: GetProductTransfersInput['direction']): SQL | undefined {
  if (direction === 'INCOMING') return eq(productTransfers.destinationLocationId, locationId);
  if (direction === 'OUTGOING') return eq(productTransfers.sourceLocationId, locationId);
  return or(eq(productTransfers.sourceLocationId, locationId), eq(productTransfers.destinationLocationId, locationId));
}

export async function transfersOfLocation(db: Database, locationId: string, input: GetProductTransfersInput) {
  const page = pageOf(input);
  const where: (SQL | undefined)[] = [seenFrom(locationId, input.direction)];
  if (input.status?.length) where.push(inArray(productTransfers.status, input.status));
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(productTransfers)
      .where(condition)
      .orderBy(desc(productTransfers.createdDate), desc(productTransfers.id))
      .limit(page.size)
      .offset(page.offset),
    db.select({ total: count() }).from(productTransfers).where(condition),
  ]);
  return { productTransfers: await toTransfers(db, rows), pageInfo: pageInfo(page.page, page.size, total?.total ?? 0) };
}

/** A transfer from or to the location; any other is not found, whoever holds it. */
async function visibleTransfer(db: Database, locationId: string, id: string): Promise<TransferRow> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(productTransfers)
        .where(and(eq(productTransfers.id, id), seenFrom(locationId, null)))
    : [];
  if (!row) throw appError('PRODUCT_TRANSFER_NOT_FOUND', { field: 'input.id' });
  return row;
}

export async function transferOfLocation(db: Database, locationId: string, id: string): Promise<ProductTransfer> {
  const [transfer] = await toTransfers(db, [await visibleTransfer(db, locationId, id)]);
  if (!transfer) throw appError('PRODUCT_TRANSFER_NOT_FOUND', { field: 'input.id' });
  return transfer;
}

export interface NewTransfer {
  productItemIds: readonly string[];
  destinationLocationId: string;
  courierName: string;
  trackingNumber: string;
}

/** Why an item of the agent's could not be put in transit, read after the conditional update refused it. */
async function refusalOf(db: Database, locationId: string, ids: readonly string[], moved: ReadonlySet<string>) {
  const refused = ids.filter((id) => !moved.has(id));
  const rows = await db
    .select({ id: productItems.id, serialNumber: productItems.serialNumber, inTransit: productItems.inTransit })
    .from(productItems)
    .where(and(inArray(productItems.id, refused.filter(isUuid)), eq(productItems.locationId, locationId)));
  const inTransit = rows.find((row) => row.inTransit);
  // An item at another location, consumed by a deployment or unknown is not in the agent's inventory.
  if (!inTransit || rows.length < refused.length) throw appError('PRODUCT_ITEM_NOT_FOUND', { field: 'input.productItemIds' });
  return appError('PRODUCT_ITEM_IN_TRANSIT', { field: 'input.productItemIds', message: inventoryMessages.itemInTransit(inTransit.serialNumber) });
}

/**
 * Puts each item in transit to the destination, one IN_TRANSIT transfer per item. The items stay at
 * the agent's location until received. Runs inside the mutation's transaction: a refusal of any
 * item keeps nothing.
 */
export async function createTransfers(db: Database, agent: AgentIdentity, locationId: string, input: NewTransfer, now: Date): Promise<ProductTransfer[]> {
  const destination = await destinationLocation(db, locationId, input.destinationLocationId);
  const ids = [...input.productItemIds].sort();
  const wellFormed = ids.filter(isUuid);
  // One statement over the items in one order: two transfers of overlapping items lock them alike.
  const moved = wellFormed.length
    ? await db
        .update(productItems)
        .set({ inTransit: true })
        .where(and(inArray(productItems.id, wellFormed), eq(productItems.locationId, locationId), eq(productItems.inTransit, false), isNull(productItems.consumedByRequestId)))
        .returning({ id: productItems.id })
    : [];
  if (moved.length < ids.length) throw await refusalOf(db, locationId, ids, new Set(moved.map((row) => row.id)));
  const created = await db
    .insert(productTransfers)
    .values(
      ids.map((productItemId) => ({
        productItemId,
        sourceLocationId: locationId,
        destinationLocationId: destination.id,
        status: 'IN_TRANSIT' as const,
        courierName: input.courierName,
        trackingNumber: input.trackingNumber,
        createdByEmployeeId: agent.employeeId,
        createdDate: now,
        updatedAt: now,
      })),
    )
    // The one-open-transfer-per-item index: an item with an open transfer is in transit already.
    .onConflictDoNothing()
    .returning();
  if (created.length < ids.length) throw appError('PRODUCT_ITEM_IN_TRANSIT', { field: 'input.productItemIds' });
  return toTransfers(db, created);
}

export interface TransferChange {
  id: string;
  status?: TransferClosingStatus | null;
  courierName?: string | null;
  trackingNumber?: string | null;
}

/** Why a transfer the location may see could not change: the wrong side of it, or already closed. */
function refusalOfChange(row: TransferRow, locationId: string, role: 'receiver' | 'sender') {
  const side = role === 'receiver' ? row.destinationLocationId : row.sourceLocationId;
  if (side !== locationId) return appError(role === 'receiver' ? 'TRANSFER_RECEIVER_ONLY' : 'TRANSFER_SENDER_ONLY', { field: 'input.status' });
  return appError('PRODUCT_TRANSFER_CLOSED', { field: 'input.status', message: inventoryMessages.transferClosed(row.status) });
}

/**
 * Closes a transfer (the receiver receives or rejects it, the sender cancels it) or changes its
 * courier details (the sender, while it is in transit). The transfer's own row decides a race: only
 * one UPDATE finds it still in transit.
 */
export async function changeTransfer(db: Database, locationId: string, change: TransferChange, now: Date): Promise<ProductTransfer> {
  const current = await visibleTransfer(db, locationId, change.id);
  const courier = {
    ...(change.courierName != null ? { courierName: change.courierName } : {}),
    ...(change.trackingNumber != null ? { trackingNumber: change.trackingNumber } : {}),
  };
  const editsCourier = Object.keys(courier).length > 0;
  const status: ProductTransferStatus | undefined = change.status ?? undefined;
  if (editsCourier && current.sourceLocationId !== locationId) throw appError('TRANSFER_SENDER_ONLY', { field: 'input.courierName' });
  const role = change.status ? closingRole(change.status) : 'sender';
  const side = role === 'receiver' ? productTransfers.destinationLocationId : productTransfers.sourceLocationId;
  const [updated] = await db
    .update(productTransfers)
    .set({ ...courier, ...(status ? { status } : {}), updatedAt: now })
    .where(and(eq(productTransfers.id, current.id), eq(side, locationId), inArray(productTransfers.status, OPEN)))
    .returning();
  if (!updated) {
    const [latest] = await db.select().from(productTransfers).where(eq(productTransfers.id, current.id));
    throw refusalOfChange(latest ?? current, locationId, role);
  }
  if (change.status) await settleItem(db, updated, change.status, now);
  const [transfer] = await toTransfers(db, [updated]);
  if (!transfer) throw new Error(`transfer ${updated.id} vanished`);
  return transfer;
}

/** The most transfers one call receives at the warehouse; the rest are received by the next. */
const WAREHOUSE_RECEIPTS_PER_CALL = 200;

/**
 * The sandbox warehouse's receipts: every transfer from the location to a warehouse that is still
 * open WAREHOUSE_RECEIPT_HOURS after it was sent is received, its item at the warehouse from the
 * day it was due. Each is one conditional update of the transfer's own row, as an agent's receipt
 * is, so that callers at once (or the sender cancelling) receive it once.
 */
export async function receiveDueAtWarehouses(db: Database, locationId: string, now: Date): Promise<number> {
  const due = await db
    .select({ id: productTransfers.id })
    .from(productTransfers)
    .innerJoin(inventoryLocations, eq(inventoryLocations.id, productTransfers.destinationLocationId))
    .where(
      and(
        eq(productTransfers.sourceLocationId, locationId),
        inArray(productTransfers.status, OPEN),
        eq(inventoryLocations.kind, 'WAREHOUSE'),
        lte(productTransfers.createdDate, new Date(now.getTime() - WAREHOUSE_RECEIPT_MS)),
      ),
    )
    .orderBy(asc(productTransfers.createdDate), asc(productTransfers.id))
    .limit(WAREHOUSE_RECEIPTS_PER_CALL);
  let received = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [transfer] = await tx
        .update(productTransfers)
        .set({ status: 'RECEIVED' })
        .where(and(eq(productTransfers.id, id), inArray(productTransfers.status, OPEN)))
        .returning();
      if (!transfer) return;
      const receivedAt = warehouseReceiptAt(transfer.createdDate);
      await tx.update(productTransfers).set({ updatedAt: receivedAt }).where(eq(productTransfers.id, transfer.id));
      await settleItem(tx, transfer, 'RECEIVED', receivedAt);
      received += 1;
    });
  }
  return received;
}

/** The item of a closed transfer: at the destination once received, back at the source otherwise. */
async function settleItem(db: Database, transfer: TransferRow, status: TransferClosingStatus, now: Date) {
  const received = status === 'RECEIVED';
  const [item] = await db
    .update(productItems)
    .set(received ? { inTransit: false, locationId: transfer.destinationLocationId, receivingDate: indianToday(now) } : { inTransit: false })
    .where(and(eq(productItems.id, transfer.productItemId), eq(productItems.locationId, transfer.sourceLocationId), eq(productItems.inTransit, true)))
    .returning({ id: productItems.id });
  // The database's checks keep an item in transit at its source and never consumed, so this holds.
  if (!item) throw new Error(`the item of transfer ${transfer.id} is not in transit at its source`);
}

