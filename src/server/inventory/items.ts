import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { GetProductItemsInput, ProductItem } from '../../../generated/resolvers';
import type { Database } from '../db/connection';
import { productItems } from '../db/schema';
import { containsPattern, pageInfo, pageOf } from '../resolvers/list-helpers';
import { locationsByIds } from './locations';

type ItemRow = typeof productItems.$inferSelect;

function toItem(row: ItemRow, location: ProductItem['location']): ProductItem {
  return {
    id: row.id,
    productItemNumber: row.productItemNumber,
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
