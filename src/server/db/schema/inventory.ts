import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ProductTransferStatus, ProductType, WorkingCondition } from '../../../../generated/resolvers';
import { agents } from './sign-in';
import { products } from './pricing';
import { createdAt } from './columns';

/** Where stock is held: a warehouse, or an agent (the location their sign-in carries). */
export const inventoryLocations = pgTable('inventory_locations', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  kind: text('kind').$type<'WAREHOUSE' | 'AGENT'>().notNull(),
  /** The agent holding the location; one location per agent. */
  employeeId: text('employee_id')
    .unique()
    .references(() => agents.employeeId),
});

/**
 * One serialised device or QR code (spec section 3, 'Product item'). The database holds the stock
 * invariants, so that no read-then-write in code can break them under concurrent requests: a serial
 * exists once; an item is either at exactly one location or consumed by exactly one deployment
 * request; an item in transit is never consumed.
 */
export const productItems = pgTable(
  'product_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productItemNumber: text('product_item_number').notNull().unique(),
    productId: text('product_id').references(() => products.id),
    productType: text('product_type').$type<ProductType>().notNull(),
    productName: text('product_name').notNull(),
    serialNumber: text('serial_number').notNull(),
    secondarySerialNumber: text('secondary_serial_number'),
    workingCondition: text('working_condition').$type<WorkingCondition>().notNull().default('WORKING'),
    /** Null once consumed by a deployment. While in transit it stays at the sending location. */
    locationId: text('location_id').references(() => inventoryLocations.id),
    inTransit: boolean('in_transit').notNull().default(false),
    /** When the holding location received it, as an ISO date. */
    receivingDate: text('receiving_date'),
    quantityOnHand: integer('quantity_on_hand').notNull().default(1),
    consumedByRequestId: uuid('consumed_by_request_id'),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('product_items_serial_key').on(t.serialNumber),
    index('product_items_location_idx').on(t.locationId, t.productType),
    index('product_items_consumed_idx').on(t.consumedByRequestId),
    check('product_items_one_place', sql`(${t.locationId} is null) = (${t.consumedByRequestId} is not null)`),
    check('product_items_transit_not_consumed', sql`not (${t.inTransit} and ${t.consumedByRequestId} is not null)`),
  ],
);

/** A stock transfer of one product item from one location to another (spec section 3, 'Product transfer'). */
export const productTransfers = pgTable(
  'product_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productItemId: uuid('product_item_id')
      .notNull()
      .references(() => productItems.id),
    sourceLocationId: text('source_location_id')
      .notNull()
      .references(() => inventoryLocations.id),
    destinationLocationId: text('destination_location_id')
      .notNull()
      .references(() => inventoryLocations.id),
    status: text('status').$type<ProductTransferStatus>().notNull(),
    courierName: text('courier_name'),
    trackingNumber: text('tracking_number'),
    createdByEmployeeId: text('created_by_employee_id')
      .notNull()
      .references(() => agents.employeeId),
    createdDate: timestamp('created_date', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open transfer per item, held by the database: two agents sending the same item at once make one transfer.
    uniqueIndex('product_transfers_one_open_per_item')
      .on(t.productItemId)
      .where(sql`${t.status} in ('INITIATED', 'IN_TRANSIT')`),
    index('product_transfers_source_idx').on(t.sourceLocationId, t.createdDate),
    index('product_transfers_destination_idx').on(t.destinationLocationId, t.createdDate),
  ],
);
