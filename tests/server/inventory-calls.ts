import {
  CreateProductTransferDocument,
  GetProductItemsDocument,
  GetProductTransferDocument,
  UpdateProductTransferDocument,
  type GetProductItemsQuery,
  type UpdateProductTransferInput,
} from '../../generated/graphql';
import { demoSerial } from '../../src/server/seed/demo-inventory';
import { dataOf, send } from './call';
import type { Harness } from './harness';

export type ListedItem = GetProductItemsQuery['getProductItems']['productItems'][number];

/** The demo agents' locations (src/server/seed/demo-agents.ts) and the demo warehouse. */
export const ASHA_LOCATION = 'LOC-MUM-01';
export const ROHIT_LOCATION = 'LOC-BLR-02';
export const WAREHOUSE = 'WH-MUM-CENTRAL';

export const COURIER = { courierName: 'Blue Dart', trackingNumber: 'BD-4410-2291' } as const;

/** The n-th demo POS terminal of an agent. */
export const posSerial = (employeeId: string, n: number) => demoSerial('PRD-POS-A910', employeeId, n);
export const soundboxSerial = (employeeId: string, n: number) => demoSerial('PRD-VOICE-POD', employeeId, n);

export async function itemsMatching(harness: Harness, token: string, search: string): Promise<ListedItem[]> {
  return dataOf(await send(harness, GetProductItemsDocument, { input: { search, size: 100 } }, { token })).getProductItems.productItems;
}

/** The agent's own item with this serial; fails when the agent does not hold it. */
export async function ownItem(harness: Harness, token: string, serial: string): Promise<ListedItem> {
  const item = (await itemsMatching(harness, token, serial)).find((i) => i.serialNumber === serial);
  if (!item) throw new Error(`the agent holds no item ${serial}`);
  return item;
}

export function sendItems(harness: Harness, token: string, productItemIds: string[], destinationLocationId: string) {
  return send(harness, CreateProductTransferDocument, { input: { productItemIds, destinationLocationId, ...COURIER } }, { token });
}

/** Sends one item and returns its transfer. */
export async function sentTransfer(harness: Harness, token: string, serial: string, destinationLocationId: string) {
  const item = await ownItem(harness, token, serial);
  const [transfer] = dataOf(await sendItems(harness, token, [item.id], destinationLocationId)).createProductTransfer.productTransfers;
  if (!transfer) throw new Error('no transfer was made');
  return transfer;
}

export function changeTransfer(harness: Harness, token: string, input: UpdateProductTransferInput) {
  return send(harness, UpdateProductTransferDocument, { input }, { token });
}

export function readTransfer(harness: Harness, token: string, id: string) {
  return send(harness, GetProductTransferDocument, { input: { id } }, { token });
}
