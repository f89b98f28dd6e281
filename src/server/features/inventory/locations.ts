import { and, asc, count, desc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { InventoryLocation } from '../../../../generated/resolvers';
import type { AgentIdentity } from '../../context';
import type { Database } from '../../db/connection';
import { inventoryLocations } from '../../db/schema';
import { appError } from '../../errors';
import { containsPattern, pageInfo } from '../../graphql/list-helpers';

type LocationRow = typeof inventoryLocations.$inferSelect;

export function toLocation(row: Pick<LocationRow, 'id' | 'name' | 'employeeId'>): InventoryLocation {
  return { id: row.id, name: row.name, employeeId: row.employeeId };
}

/** The location the agent's stock is held at: the one their sign-in carries. */
export function agentLocationId(agent: AgentIdentity): string {
  if (!agent.locationId) throw appError('INVENTORY_NO_LOCATION');
  return agent.locationId;
}

export async function locationsByIds(db: Database, ids: readonly string[]): Promise<Map<string, InventoryLocation>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.select().from(inventoryLocations).where(inArray(inventoryLocations.id, unique));
  return new Map(rows.map((row) => [row.id, toLocation(row)]));
}

/** Where the agent may send stock: every location but their own, warehouses and other agents alike. */
export async function destinationLocations(db: Database, ownLocationId: string, search: string, page: { page: number; size: number; offset: number }) {
  const where: SQL[] = [ne(inventoryLocations.id, ownLocationId)];
  if (search) {
    const pattern = containsPattern(search);
    const matches = or(ilike(inventoryLocations.name, pattern), ilike(inventoryLocations.employeeId, pattern), ilike(inventoryLocations.id, pattern));
    if (matches) where.push(matches);
  }
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(inventoryLocations)
      .where(condition)
      // Warehouses first (WAREHOUSE sorts after AGENT), where stock usually goes back to; then agents by name.
      .orderBy(desc(inventoryLocations.kind), asc(inventoryLocations.name), asc(inventoryLocations.id))
      .limit(page.size)
      .offset(page.offset),
    db.select({ total: count() }).from(inventoryLocations).where(condition),
  ]);
  return { locations: rows.map(toLocation), pageInfo: pageInfo(page.page, page.size, total?.total ?? 0) };
}

/** A location other than the agent's own that stock may be sent to; refused otherwise. */
export async function destinationLocation(db: Database, ownLocationId: string, id: string): Promise<LocationRow> {
  if (id === ownLocationId) throw appError('TRANSFER_TO_OWN_LOCATION', { field: 'input.destinationLocationId' });
  const [row] = await db.select().from(inventoryLocations).where(eq(inventoryLocations.id, id));
  if (!row) throw appError('INVENTORY_LOCATION_NOT_FOUND', { field: 'input.destinationLocationId' });
  return row;
}
