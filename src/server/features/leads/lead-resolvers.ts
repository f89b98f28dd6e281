import { and, arrayOverlaps, asc, count, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  AddressInput,
  LeadListInput,
  MutationResolvers,
  QueryResolvers,
} from '../../../../generated/resolvers';
import { PAN_NOT_LINKED_MESSAGE, panOfGstin } from '../../../domain/identifiers/gstin';
import { TEST_PAN } from '../../../domain/identifiers/pan';
import { isFollowUpAllowed } from '../../../domain/lead-follow-up';
import { flattenLeadInput, leadDetailsSchema, leadFieldPaths, leadMessages } from '../../../domain/lead-input';
import { closureUndoMessages, type Closure } from '../../../domain/closure-undo';
import { isLeadClosure } from '../../../domain/dashboard-buckets';
import { leadStatusWithVerifiedPan } from '../../../domain/lead-values';
import type { AgentIdentity, GraphQLContext } from '../../context';
import type { Database } from '../../db/connection';
import { leadRatingRank, leads, type StoredAddress } from '../../db/schema';
import { appError } from '../../errors';
import { ownLead } from '../../records/leads';
import { requireUndoable } from './closure-undo';
import { toLead } from './lead-mapper';
import { containsPattern, pageInfo, pageOf, rangeConditions } from '../../graphql/list-helpers';
import { requireAgent } from '../../graphql/require-agent';
import { validateInput } from '../../graphql/validate-input';

type LeadRow = typeof leads.$inferSelect;

/** A lead's closure, as the undo rules read it. */
function leadClosure(row: LeadRow): Closure {
  return { closed: isLeadClosure(row.status), closedAs: row.status, closedAt: row.closedAt, closedBy: row.closedByEmployeeId };
}

const notClosed = { closedAt: null, closedByEmployeeId: null, statusBeforeClosure: null } as const;

function storedAddress(address: AddressInput | null | undefined): StoredAddress | null {
  if (!address) return null;
  const trimmed = Object.fromEntries(
    Object.entries(address).map(([k, v]) => [k, typeof v === 'string' ? v.trim() || null : v]),
  );
  return trimmed as StoredAddress;
}

function listConditions(agent: AgentIdentity, input: LeadListInput): SQL[] {
  const where: SQL[] = [eq(leads.ownerEmployeeId, agent.employeeId)];
  if (input.isAssigned != null) where.push(eq(leads.isAssigned, input.isAssigned));
  const statuses = [...(input.leadStatuses ?? []), ...(input.status ? [input.status] : [])];
  if (statuses.length) where.push(inArray(leads.status, statuses));
  if (input.leadSources?.length) where.push(inArray(leads.leadSource, input.leadSources));
  if (input.product?.length) where.push(arrayOverlaps(leads.products, input.product));
  where.push(...rangeConditions(leads.scheduledFollowUp, input.scheduledFollowUp));
  where.push(...rangeConditions(leads.createdAt, input.createdAt));
  const search = input.search?.trim();
  if (search) {
    // Served by the trigram indexes (pg_trgm) on the three columns: bench/README.md.
    const pattern = containsPattern(search);
    const condition = or(
      ilike(leads.shopName, pattern),
      ilike(leads.contactName, pattern),
      ilike(leads.contactNumber, pattern),
    );
    if (condition) where.push(condition);
  }
  return where;
}

/**
 * The order of a lead list: the chosen field, then creation time and id in the same direction, so
 * ASC is DESC reversed (unscheduled leads stay last either way) and every order is total, which
 * keeps pages stable. Each order is served by an index (bench/README.md).
 */
function listOrder(input: LeadListInput): SQL[] {
  const direction = input.sort?.direction === 'ASC' ? asc : desc;
  const tieBreak = [direction(leads.createdAt), direction(leads.id)];
  switch (input.sort?.field) {
    case 'rating':
      return [direction(leadRatingRank(leads.rating)), ...tieBreak];
    case 'scheduledFollowUp':
      return [sql`${leads.scheduledFollowUp} ${sql.raw(input.sort.direction === 'ASC' ? 'asc' : 'desc')} nulls last`, ...tieBreak];
    default:
      return tieBreak;
  }
}

/**
 * The statements of one leadList page: the page's rows, each carrying the count of every match, and
 * that count alone for a page past the end. Exported so the benchmark (bench/lead-list.bench.ts) can
 * EXPLAIN exactly what the resolver runs.
 */
export function leadListQueries(db: Database, agent: AgentIdentity, input: LeadListInput) {
  const { page, size, offset } = pageOf(input);
  const where = and(...listConditions(agent, input));
  const total = db.select({ value: count() }).from(leads).where(where);
  return {
    page,
    size,
    offset,
    // The count rides along with the page as a subquery PostgreSQL runs once: one round trip
    // instead of two on the busiest read, and the same two plans (bench/lead-list.md).
    rows: db
      .select({ ...getTableColumns(leads), totalElements: sql<number>`(${total})`.mapWith(Number) })
      .from(leads)
      .where(where)
      .orderBy(...listOrder(input))
      .limit(size)
      .offset(offset),
    total,
  };
}


/**
 * A PAN given for onboarding must exist and not be blacklisted, and a GSTIN given with it must be
 * registered under that PAN (spec section 5).
 */
async function checkPanForOnboarding(context: GraphQLContext, pan: string | null | undefined, gstin: string | null | undefined) {
  if (gstin && pan && panOfGstin(gstin) !== pan) {
    throw appError('VALIDATION_ERROR', { message: PAN_NOT_LINKED_MESSAGE, field: 'input.gstin' });
  }
  // A GSTIN given alone is checked through the PAN it carries.
  const owner = pan ?? (gstin ? panOfGstin(gstin) : null);
  if (!owner || owner === TEST_PAN) return;
  const record = await context.registries.panDetails(owner);
  if (!record) throw appError('DE-4001');
  if (record.isBlacklisted) throw appError('BLACKLISTED_PAN');
}

export const leadQueries: QueryResolvers<GraphQLContext> = {
  lead: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    return { lead: toLead(await ownLead(context.db, agent, input.id)) };
  },
  leadList: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const { page, size, offset, rows: rowsQuery, total: totalQuery } = leadListQueries(context.db, agent, input);
    const rows = await rowsQuery;
    // A page past the end carries no count with it: only then is the count asked for alone.
    const totalElements = rows[0]?.totalElements ?? (offset > 0 ? ((await totalQuery)[0]?.value ?? 0) : 0);
    return { leads: rows.map(toLead), pageInfo: pageInfo(page, size, totalElements) };
  },
};

/** A next appointment the agent sets now must not be in the past (the app checks the same rule). */
function requireFollowUpAllowed(scheduledFollowUp: string | null | undefined, now: Date) {
  if (scheduledFollowUp && !isFollowUpAllowed(scheduledFollowUp, now)) {
    throw appError('VALIDATION_ERROR', { message: leadMessages.followUpPast, field: 'input.scheduledFollowUp' });
  }
}

export const leadMutations: MutationResolvers<GraphQLContext> = {
  createLead: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const details = validateInput(leadDetailsSchema(agent.isPartner), flattenLeadInput(input), leadFieldPaths);
    requireFollowUpAllowed(details.scheduledFollowUp, context.now());
    await checkPanForOnboarding(context, details.panNumber, details.gstin);
    const [row] = await context.db
      .insert(leads)
      .values({
        ownerEmployeeId: agent.employeeId,
        status: 'NEW',
        salesStage: 'Prospecting',
        shopName: details.shopName,
        shopAddress: storedAddress(input.shop.address),
        contactName: details.contactName,
        contactNumber: details.contactNumber,
        contactEmail: details.contactEmail,
        contactRole: input.contact.role ?? null,
        panNumber: details.panNumber,
        gstin: details.gstin,
        notes: details.notes,
        rating: input.rating ?? null,
        scheduledFollowUp: details.scheduledFollowUp ? new Date(details.scheduledFollowUp) : null,
        leadSource: input.leadSource,
        ownerType: agent.isPartner ? 'StandardMini' : 'SalesApp',
        products: details.product,
        isAssigned: false,
      })
      .returning();
    if (!row) throw appError('LMS-102');
    return { id: row.id, modifiedAt: row.modifiedAt.toISOString(), status: row.status, ownerType: row.ownerType };
  },
  updateLead: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const current = await ownLead(context.db, agent, input.id);
    const merged = flattenLeadInput({
      shop: input.shop ?? { name: current.shopName },
      contact: input.contact ?? {
        name: current.contactName,
        number: current.contactNumber,
        email: current.contactEmail,
      },
      panNumber: input.panNumber !== undefined ? input.panNumber : current.panNumber,
      gstin: input.gstin !== undefined ? input.gstin : current.gstin,
      notes: input.notes !== undefined ? input.notes : current.notes,
      scheduledFollowUp:
        input.scheduledFollowUp !== undefined ? input.scheduledFollowUp : current.scheduledFollowUp?.toISOString(),
      product: input.product ?? current.products,
    });
    const details = validateInput(leadDetailsSchema(agent.isPartner), merged, leadFieldPaths);
    // Only an appointment set now: one kept from before may have gone by since, and other changes still save.
    if (details.scheduledFollowUp !== (current.scheduledFollowUp?.toISOString() ?? null)) requireFollowUpAllowed(details.scheduledFollowUp, context.now());
    if (details.panNumber !== current.panNumber || details.gstin !== current.gstin) {
      await checkPanForOnboarding(context, details.panNumber, details.gstin);
    }
    // Sending a PAN that passed the checks above is the PAN step's verification.
    const status = input.status ?? (input.panNumber != null && details.panNumber ? leadStatusWithVerifiedPan(current.status) : current.status);
    if (status === 'LOST' && !(input.lostReason ?? current.lostReason)) {
      throw appError('VALIDATION_ERROR', { message: 'Please choose why the lead was lost.', field: 'input.lostReason' });
    }
    const now = context.now();
    const closes = !isLeadClosure(current.status) && isLeadClosure(status);
    const reopens = isLeadClosure(current.status) && !isLeadClosure(status);
    // Reopening by a status change follows reopenLead's rules: an undo within the window, or a lead
    // marked not converted at any time.
    if (reopens) requireUndoable(leadClosure(current), agent, now, 'input.status');
    await context.db
      .update(leads)
      .set({
        status,
        salesStage: input.salesStage ?? current.salesStage,
        shopName: details.shopName,
        shopAddress: input.shop?.address !== undefined ? storedAddress(input.shop.address) : current.shopAddress,
        contactName: details.contactName,
        contactNumber: details.contactNumber,
        contactEmail: details.contactEmail,
        contactRole: input.contact ? (input.contact.role ?? null) : current.contactRole,
        panNumber: details.panNumber,
        gstin: details.gstin,
        notes: details.notes,
        rating: input.rating !== undefined ? input.rating : current.rating,
        scheduledFollowUp: details.scheduledFollowUp ? new Date(details.scheduledFollowUp) : null,
        products: details.product,
        lostReason: status === 'LOST' ? (input.lostReason ?? current.lostReason) : null,
        ...(closes ? { closedAt: now, closedByEmployeeId: agent.employeeId, statusBeforeClosure: current.status } : {}),
        ...(reopens ? notClosed : {}),
        modifiedAt: now,
      })
      .where(and(eq(leads.id, current.id), eq(leads.ownerEmployeeId, agent.employeeId)));
    return { isUpdated: true };
  },
  reopenLead: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const current = await ownLead(context.db, agent, input.id);
    const now = context.now();
    requireUndoable(leadClosure(current), agent, now);
    const [row] = await context.db
      .update(leads)
      .set({ status: current.statusBeforeClosure ?? 'OPEN_CONTACTED', lostReason: null, ...notClosed, modifiedAt: now })
      // Only the closure just checked is undone: one changed since (another call) is left as it is.
      .where(and(eq(leads.id, current.id), eq(leads.ownerEmployeeId, agent.employeeId), eq(leads.status, current.status)))
      .returning();
    if (!row) throw appError('CLOSURE_UNDO_REFUSED', { message: closureUndoMessages.notClosed, field: 'input.id' });
    return { lead: toLead(row) };
  },
};
