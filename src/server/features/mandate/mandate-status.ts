import { and, eq, inArray } from 'drizzle-orm';
import { letsJourneyContinue, type MandateStatusCode } from '../../../domain/mandate';
import type { Database } from '../../db/connection';
import { mandates, opportunities } from '../../db/schema';

export type MandateRow = typeof mandates.$inferSelect;

/** The mandate's reference once the bank has taken it (a UMRN-like code, the same for the same request). */
export function referenceOf(row: MandateRow): string {
  return `UMRN${row.requestId.replace(/-/g, '').slice(0, 16).toUpperCase()}`;
}

/**
 * Moves a mandate from one of `from` to `to`, and marks the opportunity's NACH as submitted once a
 * mandate lets its journey go on. Answers the mandate as changed, or null when it was no longer
 * in one of `from` (another tab or call moved it first).
 */
export async function moveMandate(
  db: Database,
  row: MandateRow,
  from: readonly MandateStatusCode[],
  to: MandateStatusCode,
  now: Date,
  extra: Partial<MandateRow> = {},
): Promise<MandateRow | null> {
  const [moved] = await db
    .update(mandates)
    .set({ ...extra, status: to, modifiedAt: now })
    .where(and(eq(mandates.id, row.id), inArray(mandates.status, [...from])))
    .returning();
  if (!moved) return null;
  if (letsJourneyContinue(to)) {
    await db.update(opportunities).set({ nachSubmitted: true, modifiedOn: now }).where(eq(opportunities.id, moved.opportunityId));
  }
  return moved;
}
