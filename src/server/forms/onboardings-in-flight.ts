import { and, count, eq, isNotNull, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { onboardingStates, opportunities } from '../db/schema';

/** Whether an onboarding's state is in flight: its opportunity is neither submitted for review nor closed. */
export function isInFlight(db: Database) {
  const ended = db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(
      and(
        or(eq(opportunities.id, onboardingStates.opportunityId), and(eq(onboardingStates.idType, 'LEAD'), eq(sql`${opportunities.leadId}::text`, onboardingStates.stateDataId))),
        or(eq(opportunities.opportunitySubmitted, true), isNotNull(opportunities.closedAs)),
      ),
    );
  return notExists(ended);
}

/** The release an onboarding's state keeps: one recorded before forms/ had releases started on what became release 1. */
export const stateVersion = sql<number>`coalesce(${onboardingStates.formVersion}, 1)`;

/**
 * How many onboardings are in flight on each release of forms/: those a release does not change,
 * since each keeps the release it started with until it is moved.
 */
export async function onboardingsInFlightByRelease(db: Database): Promise<Map<number, number>> {
  const rows = await db.select({ version: stateVersion, onboardings: count() }).from(onboardingStates).where(isInFlight(db)).groupBy(stateVersion).orderBy(stateVersion);
  return new Map(rows.map((row) => [Number(row.version), row.onboardings]));
}
