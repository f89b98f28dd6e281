import { and, asc, count, desc, eq, ilike, inArray, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type {
  LeadLostReason,
  MutationResolvers,
  Opportunity,
  OpportunityListInput,
  QueryResolvers,
  UpdateOpportunityInput,
} from '../../../../generated/resolvers';
import { closureUndoMessages, type Closure } from '../../../domain/closure-undo';
import { isClosedPlace, openOpportunityPlaces, statusesOfBucket, type HomePlaceCode } from '../../../domain/dashboard-buckets';
import { closureRemarksSchema, opportunityMessages } from '../../../domain/opportunity-input';
import type { AgentIdentity, GraphQLContext } from '../../context';
import type { Database } from '../../db/connection';
import { opportunities } from '../../db/schema';
import { appError } from '../../errors';
import { checkTurnover, createOpportunity } from './opportunity-creation';
import { containsPattern, pageInfo, pageOf, rangeConditions } from '../../graphql/list-helpers';
import { requireUndoable } from './closure-undo';
import { toOpportunity, type OpportunityRow } from '../../records/opportunity-mapper';
import { withCseRejections } from '../deployment';
import { withPurchaseOrders } from '../purchase-order';
import { withPricings } from '../pricing';
import { ownOpportunityRow } from '../../records/opportunity-rows';
import { requireAgent } from '../../graphql/require-agent';
import { validateInput } from '../../graphql/validate-input';

/** The opportunities in one of Home's places: a closed place by its closure, an open one by its statuses. */
function placeCondition(place: HomePlaceCode): SQL | undefined {
  if (isClosedPlace(place)) return eq(opportunities.closedAs, place);
  return and(isNull(opportunities.closedAs), inArray(opportunities.status, [...openOpportunityPlaces[place]]));
}

/**
 * Filters of an opportunity list. Without closedAs or places the list holds the open opportunities
 * only; with closedAs, only those closed that way; with places, those in any of the places (closed
 * ones in Lost and Not converted). Filters given together must all match.
 */
function listConditions(agent: AgentIdentity, input: OpportunityListInput): SQL[] {
  const where: SQL[] = [eq(opportunities.ownerEmployeeId, agent.employeeId)];
  if (input.closedAs) where.push(eq(opportunities.closedAs, input.closedAs));
  else if (!input.places?.length) where.push(isNull(opportunities.closedAs));
  if (input.places?.length) where.push(or(...input.places.map(placeCondition)) ?? sql`false`);
  if (input.status?.length) where.push(inArray(opportunities.status, input.status));
  if (input.bucket) where.push(inArray(opportunities.status, [...statusesOfBucket(input.bucket)]));
  if (input.isExistingMerchant != null) where.push(eq(opportunities.isExistingMerchant, input.isExistingMerchant));
  where.push(...rangeConditions(opportunities.createdOn, input.createdOn));
  const search = input.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    const condition = or(
      ilike(opportunities.name, pattern),
      ilike(opportunities.panNumber, pattern),
      ilike(opportunities.contactNumber, pattern),
    );
    if (condition) where.push(condition);
  }
  return where;
}

/** Newest (or latest changed) first by default; the id in the same direction makes the order total. */
function listOrder(input: OpportunityListInput): SQL[] {
  const direction = input.sortDirection === 'ASC' ? asc : desc;
  const column = input.sortField === 'modifiedOn' ? opportunities.modifiedOn : opportunities.createdOn;
  return [direction(column), direction(opportunities.id)];
}

/** Fields of UpdateOpportunityInput this server stores; the others belong to later onboarding steps. */
const UPDATABLE_FIELDS = new Set<keyof UpdateOpportunityInput>([
  'id',
  'closedAs',
  'lostReason',
  'closureRemarks',
  'annualturnoverpreviousfinancialyr',
]);

async function updateOpportunity(context: GraphQLContext, agent: AgentIdentity, input: UpdateOpportunityInput) {
  const current = await ownOpportunityRow(context.db, agent, input.id);
  for (const [field, value] of Object.entries(input)) {
    if (value !== undefined && !UPDATABLE_FIELDS.has(field as keyof UpdateOpportunityInput)) {
      throw appError('MOS-1007', { field: `input.${field}` });
    }
  }
  if (input.annualturnoverpreviousfinancialyr !== undefined) {
    // Submitted for review, the opportunity can no longer be edited (spec section 4); closing it still can be.
    if (current.opportunitySubmitted) throw appError('MOS-1007', { field: 'input.annualturnoverpreviousfinancialyr' });
    checkTurnover(input.annualturnoverpreviousfinancialyr, 'input.annualturnoverpreviousfinancialyr');
  }

  const closedAs = input.closedAs !== undefined ? input.closedAs : current.closedAs;
  const remarksGiven = input.closureRemarks !== undefined && input.closureRemarks !== null && input.closureRemarks.trim() !== '';
  if (!closedAs && (input.lostReason || remarksGiven)) {
    throw appError('VALIDATION_ERROR', { message: opportunityMessages.notClosed, field: input.lostReason ? 'input.lostReason' : 'input.closureRemarks' });
  }
  let lostReason: LeadLostReason | null = null;
  if (closedAs === 'LOST') {
    lostReason = input.lostReason ?? (current.closedAs === 'LOST' ? current.lostReason : null);
    if (!lostReason) throw appError('VALIDATION_ERROR', { message: opportunityMessages.lostReason, field: 'input.lostReason' });
  }
  let closureRemarks = closedAs ? current.closureRemarks : null;
  if (closedAs && input.closureRemarks !== undefined) {
    ({ closureRemarks } = validateInput(
      z.object({ closureRemarks: closureRemarksSchema }),
      { closureRemarks: input.closureRemarks ?? '' },
      { closureRemarks: 'input.closureRemarks' },
    ));
  }

  const now = context.now();
  // Reopening with closedAs null is an undo like reopenOpportunity, under the same window.
  if (current.closedAs && !closedAs) requireUndoable(opportunityClosure(current), agent, now, 'input.closedAs');
  const closedNow = closedAs && closedAs !== current.closedAs;
  const [row] = await context.db
    .update(opportunities)
    .set({
      closedAs: closedAs ?? null,
      lostReason,
      closureRemarks,
      closedOn: !closedAs ? null : closedNow ? now : current.closedOn,
      closedByEmployeeId: !closedAs ? null : closedNow ? agent.employeeId : current.closedByEmployeeId,
      annualTurnover:
        input.annualturnoverpreviousfinancialyr !== undefined ? input.annualturnoverpreviousfinancialyr : current.annualTurnover,
      modifiedOn: now,
    })
    .where(and(eq(opportunities.id, current.id), eq(opportunities.ownerEmployeeId, agent.employeeId)))
    .returning();
  if (!row) throw appError('ODS-101');
  return row;
}


/** An opportunity's closure, as the undo rules read it. */
function opportunityClosure(row: OpportunityRow): Closure {
  return { closed: row.closedAs !== null, closedAs: row.closedAs, closedAt: row.closedOn, closedBy: row.closedByEmployeeId };
}

/**
 * Undoes the closure of the agent's opportunity within the window, or reopens one marked not
 * converted at any time. A lead holds one open opportunity (opportunities_one_open_per_lead): when it
 * was taken forward again since, the closed one stays closed.
 */
async function reopenOpportunity(context: GraphQLContext, agent: AgentIdentity, id: string) {
  const current = await ownOpportunityRow(context.db, agent, id);
  const now = context.now();
  requireUndoable(opportunityClosure(current), agent, now);
  const other = alias(opportunities, 'other_open');
  const [row] = await context.db
    .update(opportunities)
    .set({ closedAs: null, lostReason: null, closureRemarks: null, closedOn: null, closedByEmployeeId: null, modifiedOn: now })
    .where(
      and(
        eq(opportunities.id, current.id),
        eq(opportunities.ownerEmployeeId, agent.employeeId),
        // Only the closure just checked is undone: one changed since (another call) is left as it is.
        current.closedAs ? eq(opportunities.closedAs, current.closedAs) : undefined,
        current.leadId && !current.isExistingMerchant
          ? notExists(
              context.db
                .select({ id: other.id })
                .from(other)
                .where(and(eq(other.leadId, current.leadId), isNull(other.closedAs), eq(other.isExistingMerchant, false))),
            )
          : undefined,
      ),
    )
    .returning();
  if (!row) {
    const latest = await ownOpportunityRow(context.db, agent, id);
    const message = latest.closedAs ? closureUndoMessages.takenForwardAgain : closureUndoMessages.notClosed;
    throw appError('CLOSURE_UNDO_REFUSED', { message, field: 'input.id' });
  }
  return row;
}

/** Opportunities as the contract shows them, with what their pricing and purchase order steps stored and why a deployment came back. */
async function withLaterSteps(db: Database, rows: readonly OpportunityRow[], now: Date): Promise<Opportunity[]> {
  return withCseRejections(db, await withPricings(db, await withPurchaseOrders(db, rows.map(toOpportunity), now)));
}

export const opportunityQueries: QueryResolvers<GraphQLContext> = {
  opportunity: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const row = await ownOpportunityRow(context.db, agent, input.id);
    const [opportunity] = await withLaterSteps(context.db, [row], context.now());
    if (!opportunity) throw new Error('an opportunity went missing while its later steps were read');
    return { opportunity };
  },
  opportunityList: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const { page, size, offset } = pageOf(input);
    const where = and(...listConditions(agent, input));
    const [rows, [total]] = await Promise.all([
      context.db
        .select()
        .from(opportunities)
        .where(where)
        .orderBy(...listOrder(input))
        .limit(size)
        .offset(offset),
      context.db.select({ value: count() }).from(opportunities).where(where),
    ]);
    return { opportunities: await withLaterSteps(context.db, rows, context.now()), pageInfo: pageInfo(page, size, total?.value ?? 0) };
  },
};

export const opportunityMutations: MutationResolvers<GraphQLContext> = {
  createOpportunity: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const row = await createOpportunity(context, agent, input);
    return { id: String(row.id), opportunity: toOpportunity(row) };
  },
  updateOpportunity: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const row = await updateOpportunity(context, agent, input);
    return { isUpdated: true, opportunity: toOpportunity(row) };
  },
  reopenOpportunity: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    return { opportunity: toOpportunity(await reopenOpportunity(context, agent, input.id)) };
  },
};
