import { and, arrayOverlaps, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { QueryResolvers } from '../../../generated/resolvers';
import { dashboardBuckets, openLeadStatuses, voicePodProducts, type DashboardBucketCode } from '../../domain/dashboard-buckets';
import { followUpWindow } from '../../domain/follow-up-windows';
import type { GraphQLContext } from '../context';
import { leads, opportunities } from '../db/schema';
import { requireAgent } from './require-agent';

/** count(*) of the rows that meet a condition, as a number. */
const countWhere = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition ?? sql`true`})`.mapWith(Number);

const inBucket = (bucket: DashboardBucketCode) => countWhere(inArray(opportunities.status, [...dashboardBuckets[bucket]]));

/** The follow-up window: the caller's, or today's calendar day in India. */
function countedWindow(context: GraphQLContext, input: { from?: string | null; to?: string | null } | null | undefined) {
  if (!input?.from && !input?.to) return followUpWindow('today', context.now());
  return {
    from: input.from ? new Date(input.from) : null,
    to: input.to ? new Date(input.to) : null,
  };
}

export const dashboardQueries: QueryResolvers<GraphQLContext> = {
  /**
   * The Home counts of spec section 4 (meanings in src/domain/dashboard-buckets.ts): one statement
   * over the agent's open leads and one over their open opportunities.
   */
  dashboardCounts: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const window = countedWindow(context, input.followUp);
    const followUp = and(
      window.from ? gte(leads.scheduledFollowUp, window.from) : undefined,
      window.to ? lt(leads.scheduledFollowUp, window.to) : undefined,
    );
    const [[leadCounts], [opportunityCounts]] = await Promise.all([
      context.db
        .select({
          allLead: countWhere(undefined),
          assigned: countWhere(eq(leads.isAssigned, true)),
          voicePod: countWhere(arrayOverlaps(leads.products, [...voicePodProducts])),
          followUp: countWhere(followUp),
        })
        .from(leads)
        .where(and(eq(leads.ownerEmployeeId, agent.employeeId), inArray(leads.status, [...openLeadStatuses]))),
      context.db
        .select({
          new: inBucket('NEW'),
          inReview: inBucket('IN_REVIEW'),
          deploymentInProgress: inBucket('DEPLOYMENT_PROGRESS'),
          rejected: inBucket('REJECTED'),
        })
        .from(opportunities)
        .where(and(eq(opportunities.ownerEmployeeId, agent.employeeId), isNull(opportunities.closedAs))),
    ]);
    return {
      allLead: leadCounts?.allLead ?? 0,
      assigned: leadCounts?.assigned ?? 0,
      voicePod: leadCounts?.voicePod ?? 0,
      followUp: leadCounts?.followUp ?? 0,
      new: opportunityCounts?.new ?? 0,
      inReview: opportunityCounts?.inReview ?? 0,
      deploymentInProgress: opportunityCounts?.deploymentInProgress ?? 0,
      rejected: opportunityCounts?.rejected ?? 0,
    };
  },
};
