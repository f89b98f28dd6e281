import { and, count, eq, isNotNull, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { onboardingStates, opportunities } from '../db/schema';

/**
 * How many onboardings are in flight (not submitted for review, not closed) on each release of
 * forms/: those a release does not change, since each keeps the release it started with.
 */
export async function onboardingsInFlightByRelease(db: Database): Promise<Map<number, number>> {
  const ended = db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(
      and(
        or(eq(opportunities.id, onboardingStates.opportunityId), and(eq(onboardingStates.idType, 'LEAD'), eq(sql`${opportunities.leadId}::text`, onboardingStates.stateDataId))),
        or(eq(opportunities.opportunitySubmitted, true), isNotNull(opportunities.closedAs)),
      ),
    );
  // A state recorded before forms/ had releases started on what became release 1.
  const version = sql<number>`coalesce(${onboardingStates.formVersion}, 1)`;
  const rows = await db.select({ version, onboardings: count() }).from(onboardingStates).where(notExists(ended)).groupBy(version).orderBy(version);
  return new Map(rows.map((row) => [Number(row.version), row.onboardings]));
}
