import { and, arrayOverlaps, asc, count, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { QueryResolvers } from '../../../../generated/resolvers';
import {
  lostLeadStatus,
  lostOpportunityClosure,
  notConvertedClosure,
  notConvertedLeadStatus,
  openLeadStatuses,
  openOpportunityPlaces,
  voicePodProducts,
  type OpenPlaceCode,
} from '../../../domain/dashboard-buckets';
import { followUpWindow } from '../../../domain/follow-up-windows';
import type { GraphQLContext } from '../../context';
import { deploymentStores, leads, merchantAccounts, opportunities } from '../../db/schema';
import { containsPattern, pageInfo, pageOf } from '../../graphql/list-helpers';
import { requireAgent } from '../../graphql/require-agent';

/** count(*) of the rows that meet a condition, as a number. */
const countWhere = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition ?? sql`true`})`.mapWith(Number);

const isOpenLead = inArray(leads.status, [...openLeadStatuses]);
const isOpenOpportunity = isNull(opportunities.closedAs);
const openLeadsWhere = (condition?: SQL) => countWhere(and(isOpenLead, condition));
/** The open opportunities of one of Home's places: each status is in exactly one (src/domain/dashboard-buckets.ts). */
const inPlace = (place: OpenPlaceCode) => countWhere(and(isOpenOpportunity, inArray(opportunities.status, [...openOpportunityPlaces[place]])));

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
   * The Home counts of spec section 4 (meanings in src/domain/dashboard-buckets.ts), each the number
   * its place on Home lists: one statement over the agent's open and closed leads and one over
   * their opportunities.
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
          allLead: openLeadsWhere(),
          assigned: openLeadsWhere(eq(leads.isAssigned, true)),
          voicePod: openLeadsWhere(arrayOverlaps(leads.products, [...voicePodProducts])),
          followUp: openLeadsWhere(followUp),
          lost: countWhere(eq(leads.status, lostLeadStatus)),
          notConverted: countWhere(eq(leads.status, notConvertedLeadStatus)),
        })
        .from(leads)
        .where(and(eq(leads.ownerEmployeeId, agent.employeeId), inArray(leads.status, [...openLeadStatuses, lostLeadStatus, notConvertedLeadStatus]))),
      context.db
        .select({
          new: inPlace('NEW'),
          inReview: inPlace('IN_REVIEW'),
          deploymentInProgress: inPlace('BEING_DEPLOYED'),
          live: inPlace('LIVE'),
          rejected: inPlace('REJECTED'),
          lost: countWhere(eq(opportunities.closedAs, lostOpportunityClosure)),
          notConverted: countWhere(eq(opportunities.closedAs, notConvertedClosure)),
        })
        .from(opportunities)
        .where(eq(opportunities.ownerEmployeeId, agent.employeeId)),
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
      live: opportunityCounts?.live ?? 0,
      lost: (opportunityCounts?.lost ?? 0) + (leadCounts?.lost ?? 0),
      notConverted: (opportunityCounts?.notConverted ?? 0) + (leadCounts?.notConverted ?? 0),
    };
  },
  /**
   * The stores of the agent's merchants: stores of a merchant one of the agent's opportunities is
   * for, and stores the agent made (deployment_stores.owner_employee_id). Another agent's merchant's
   * stores are not listed.
   */
  storeAddressList: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const { page, size, offset } = pageOf(input);
    const merchantsOfOpportunities = context.db
      .select({ accountId: opportunities.accountId })
      .from(opportunities)
      .where(and(eq(opportunities.ownerEmployeeId, agent.employeeId), isNotNull(opportunities.accountId)));
    const where: SQL[] = [or(eq(deploymentStores.ownerEmployeeId, agent.employeeId), inArray(sql`${deploymentStores.merchantId}::text`, merchantsOfOpportunities)) ?? sql`false`];
    const search = input.search?.trim();
    if (search) {
      const pattern = containsPattern(search);
      where.push(
        or(
          ilike(deploymentStores.name, pattern),
          ilike(merchantAccounts.name, pattern),
          ilike(sql`${deploymentStores.address}->>'city'`, pattern),
          ilike(sql`${deploymentStores.address}->>'pinCode'`, pattern),
        ) ?? sql`false`,
      );
    }
    const [rows, [total]] = await Promise.all([
      context.db
        .select({ id: deploymentStores.id, name: deploymentStores.name, merchantId: deploymentStores.merchantId, merchantName: merchantAccounts.name, address: deploymentStores.address })
        .from(deploymentStores)
        .innerJoin(merchantAccounts, eq(merchantAccounts.id, deploymentStores.merchantId))
        .where(and(...where))
        .orderBy(asc(merchantAccounts.name), asc(deploymentStores.name), asc(deploymentStores.id))
        .limit(size)
        .offset(offset),
      context.db
        .select({ value: count() })
        .from(deploymentStores)
        .innerJoin(merchantAccounts, eq(merchantAccounts.id, deploymentStores.merchantId))
        .where(and(...where)),
    ]);
    return { stores: rows, pageInfo: pageInfo(page, size, total?.value ?? 0) };
  },
};
