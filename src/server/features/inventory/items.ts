import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { GetProductItemsInput, ProductItem, WorkingCondition } from '../../../../generated/resolvers';
import { itemConditionMessages } from '../../../domain/inventory-input';
import { isUuid } from '../../../domain/record-ids';
import type { Database } from '../../db/connection';
import { productItems } from '../../db/schema';
import { appError } from '../../errors';
import { containsPattern, pageInfo, pageOf } from '../../graphql/list-helpers';
import { locationsByIds } from './locations';

type ItemRow = typeof productItems.$inferSelect;

function toItem(row: ItemRow, location: ProductItem['location']): ProductItem {
  return {
    id: row.id,
    productItemNumber: row.productItemNumber,
    productId: row.productId,
    productType: row.productType,
    productName: row.productName,
    quantityOnHand: row.quantityOnHand,
    serialNumber: row.serialNumber,
    secondarySerialNumber: row.secondarySerialNumber,
    workingCondition: row.workingCondition,
    inTransit: row.inTransit,
    receivingDate: row.receivingDate,
    location,
  };
}

/**
 * The items held at one location, in transit or not; a consumed item is at no location, so it is
 * never listed. The search matches anywhere in the serial, the secondary serial (a POS terminal's
 * IMEI) or the item number, case aside.
 */
export async function itemsAtLocation(db: Database, locationId: string, input: GetProductItemsInput) {
  const page = pageOf(input);
  const where: SQL[] = [eq(productItems.locationId, locationId)];
  const search = input.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    const matches = or(ilike(productItems.serialNumber, pattern), ilike(productItems.secondarySerialNumber, pattern), ilike(productItems.productItemNumber, pattern));
    if (matches) where.push(matches);
  }
  if (input.productType) where.push(eq(productItems.productType, input.productType));
  if (input.productId) where.push(eq(productItems.productId, input.productId));
  if (input.inTransit != null) where.push(eq(productItems.inTransit, input.inTransit));
  if (input.workingCondition) where.push(eq(productItems.workingCondition, input.workingCondition));
  const condition = and(...where);
  const [rows, [total], locations] = await Promise.all([
    db
      .select()
      .from(productItems)
      .where(condition)
      .orderBy(asc(productItems.productType), asc(productItems.productName), asc(productItems.serialNumber))
      .limit(page.size)
      .offset(page.offset),
    db.select({ total: count() }).from(productItems).where(condition),
    locationsByIds(db, [locationId]),
  ]);
  const location = locations.get(locationId) ?? null;
  return { productItems: rows.map((row) => toItem(row, location)), pageInfo: pageInfo(page.page, page.size, total?.total ?? 0) };
}

/**
 * Records the working condition of an item of the location: one conditional update, on an item at
 * the location and not in transit (it is with the courier then). The same condition again changes
 * nothing and answers the item as it is.
 */
export async function changeWorkingCondition(db: Database, locationId: string, id: string, workingCondition: WorkingCondition): Promise<ProductItem> {
  const [row] = isUuid(id)
    ? await db
        .update(productItems)
        .set({ workingCondition })
        .where(and(eq(productItems.id, id), eq(productItems.locationId, locationId), eq(productItems.inTransit, false)))
        .returning()
    : [];
  if (!row) {
    const [held] = isUuid(id)
      ? await db.select({ serialNumber: productItems.serialNumber }).from(productItems).where(and(eq(productItems.id, id), eq(productItems.locationId, locationId)))
      : [];
    // Held but not changed: it is in transit. Anything else is not in the agent's inventory.
    if (held) throw appError('PRODUCT_ITEM_IN_TRANSIT', { field: 'input.id', message: itemConditionMessages.inTransit(held.serialNumber) });
    throw appError('PRODUCT_ITEM_NOT_FOUND', { field: 'input.id' });
  }
  const locations = await locationsByIds(db, [locationId]);
  return toItem(row, locations.get(locationId) ?? null);
}
