import { and, asc, count, desc, eq, ilike, inArray, isNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type {
  CreateOpportunityInput,
  LeadLostReason,
  MutationResolvers,
  Opportunity,
  OpportunityListInput,
  QueryResolvers,
  UpdateOpportunityInput,
} from '../../../../generated/resolvers';
import { closureUndoMessages, type Closure } from '../../../domain/closure-undo';
import { isClosedPlace, openOpportunityPlaces, statusesOfBucket, type HomePlaceCode } from '../../../domain/dashboard-buckets';
import {
  closureRemarksSchema,
  isValidAnnualTurnover,
  OPPORTUNITY_LIMITS,
  opportunityMessages,
  opportunityNameSchema,
} from '../../../domain/opportunity-input';
import type { AgentIdentity, GraphQLContext } from '../../context';
import type { Database } from '../../db/connection';
import { leads, merchantAccounts, opportunities } from '../../db/schema';
import { appError } from '../../errors';
import { ownLead } from './lead-resolvers';
import { containsPattern, pageInfo, pageOf, rangeConditions } from '../../graphql/list-helpers';
import { isUuid } from '../../../domain/record-ids';
import { requireUndoable } from './closure-undo';
import { toOpportunity, type OpportunityRow } from '../../records/opportunity-mapper';
import { withCseRejections } from '../deployment/deployment-reviews';
import { withPurchaseOrders } from '../purchase-order/purchase-orders';
import { withPricings } from '../pricing/pricing-resolvers';
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

function checkTurnover(value: number | null | undefined, field: string) {
  if (value != null && !isValidAnnualTurnover(value)) throw appError('MOS-1004', { field });
}

/** Fields of UpdateOpportunityInput this server stores; the others belong to later onboarding steps. */
const UPDATABLE_FIELDS = new Set<keyof UpdateOpportunityInput>([
  'id',
  'closedAs',
  'lostReason',
  'closureRemarks',
  'annualturnoverpreviousfinancialyr',
]);

/**
 * The merchant account an existing merchant's opportunity is for: one of the agent's own accounts.
 * Any other id, another agent's included, is refused as not found (MOS-1012).
 */
async function visibleAccount(db: Database, agent: AgentIdentity, accountId: string) {
  const [account] = isUuid(accountId)
    ? await db
        .select({ id: merchantAccounts.id, name: merchantAccounts.name, panNumber: merchantAccounts.panNumber, mobileNumber: merchantAccounts.mobileNumber })
        .from(merchantAccounts)
        .where(and(eq(merchantAccounts.id, accountId), eq(merchantAccounts.ownerEmployeeId, agent.employeeId)))
    : [];
  if (!account) throw appError('MOS-1012', { field: 'input.accountId' });
  return account;
}

export async function createOpportunity(context: GraphQLContext, agent: AgentIdentity, input: CreateOpportunityInput) {
  checkTurnover(input.annualturnoverpreviousfinancialyr, 'input.annualturnoverpreviousfinancialyr');
  const leadId = input.leadId?.trim() || null;
  if (!input.isExistingMerchant && !leadId) {
    throw appError('VALIDATION_ERROR', { message: opportunityMessages.leadRequired, field: 'input.leadId' });
  }
  let accountId: string | null = null;
  if (input.isExistingMerchant) {
    accountId = input.accountId?.trim() || null;
    if (!accountId || accountId.length > OPPORTUNITY_LIMITS.accountId) throw appError('MOS-1009', { field: 'input.accountId' });
  }
  const lead = leadId ? await ownLead(context.db, agent, leadId) : null;
  const account = accountId ? await visibleAccount(context.db, agent, accountId) : null;
  // An existing merchant's opportunity is named after the merchant unless the agent names it.
  const { name } = validateInput(
    z.object({ name: opportunityNameSchema }),
    { name: input.name?.trim() || account?.name || lead?.shopName },
    { name: 'input.name' },
  );

  // Taking the same lead forward again gives its open opportunity rather than a second one.
  const openOfLead = async (db: Database, leadId: string) => {
    const [open] = await db
      .select()
      .from(opportunities)
      .where(
        and(
          eq(opportunities.leadId, leadId),
          eq(opportunities.ownerEmployeeId, agent.employeeId),
          eq(opportunities.isExistingMerchant, false),
          isNull(opportunities.closedAs),
        ),
      )
      .limit(1);
    return open;
  };
  const takesLeadForward = lead !== null && !input.isExistingMerchant;
  if (lead && takesLeadForward) {
    const open = await openOfLead(context.db, lead.id);
    if (open) return open;
  }

  const now = context.now();
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(opportunities)
      .values({
        leadId: lead?.id ?? null,
        ownerEmployeeId: agent.employeeId,
        name,
        status: 'INITIATED',
        ownerType: lead?.ownerType ?? (agent.isPartner ? 'StandardMini' : 'SalesApp'),
        isExistingMerchant: input.isExistingMerchant,
        accountId: account?.id ?? null,
        panNumber: account?.panNumber ?? lead?.panNumber ?? null,
        contactNumber: account?.mobileNumber ?? lead?.contactNumber ?? null,
        annualTurnover: input.annualturnoverpreviousfinancialyr ?? null,
        createdOn: now,
        modifiedOn: now,
      })
      // The database holds one open opportunity per lead (opportunities_one_open_per_lead): a call
      // that loses a race to another for the same lead answers with the one the other made.
      .onConflictDoNothing({
        target: opportunities.leadId,
        where: sql`${opportunities.closedAs} is null and ${opportunities.isExistingMerchant} = false`,
      })
      .returning();
    if (!row && lead && takesLeadForward) {
      const open = await openOfLead(tx, lead.id);
      if (open) return open;
    }
    if (!row) throw appError('MIS-1008');
    if (lead && lead.status !== 'CONVERTED') {
      // The lead is taken forward (CONVERTED): it leaves the open leads and the lead counts.
      await tx
        .update(leads)
        .set({ status: 'CONVERTED', lostReason: null, modifiedAt: now })
        .where(and(eq(leads.id, lead.id), eq(leads.ownerEmployeeId, agent.employeeId)));
    }
    return row;
  });
}

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
