// The sandbox warehouse's receipt of what is sent to it (README, 'Inventory and stock transfers').

/**
 * The sandbox warehouse receives what is sent to it this many hours after it was sent (a courier's
 * day), by the server's clock: no one works the warehouse in this product, and its receipt is what
 * lets the item leave the sender's inventory.
 */
export const WAREHOUSE_RECEIPT_HOURS = 24;
export const WAREHOUSE_RECEIPT_MS = WAREHOUSE_RECEIPT_HOURS * 60 * 60 * 1000;

/** When a transfer to a warehouse, sent at `sentAt`, is received there. */
export function warehouseReceiptAt(sentAt: Date): Date {
  return new Date(sentAt.getTime() + WAREHOUSE_RECEIPT_MS);
}
