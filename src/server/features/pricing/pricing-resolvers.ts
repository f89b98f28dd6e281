import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  ApprovalStatus,
  CardType,
  MdrRateType,
  MutationResolvers,
  Opportunity,
  OpportunityPricing,
  OpportunityStatus,
  PricedLine,
  ProductType,
  QueryResolvers,
  SettlementCycle,
  SubmitPricingInput,
} from '../../../../generated/resolvers';
import { isValidAnnualTurnover } from '../../../domain/opportunity-input';
import {
  chosenPricing,
  isAutoApproved,
  isPricingAgreed,
  lineAmount,
  lineVas,
  listPrice,
  mdrRateFor,
  PRICING_OPEN_STATUSES,
  productKind,
  roundRupees,
  type DevicePrice,
} from '../../../domain/pricing';
import type { AgentIdentity, GraphQLContext } from '../../context';
import type { Database } from '../../db/connection';
import { opportunities, opportunityLineItems, opportunityPricing, plans, products } from '../../db/schema';
import { appError } from '../../errors';
import { ownOpportunityRow } from '../../records/opportunity-rows';
import type { OpportunityRow } from '../../records/opportunity-mapper';
import { requireAgent } from '../../graphql/require-agent';

type LineItemRow = typeof opportunityLineItems.$inferSelect;
type PlanRow = typeof plans.$inferSelect;
type PricingRow = typeof opportunityPricing.$inferSelect;

interface PricedItem {
  row: LineItemRow;
  plan: PlanRow;
  product: typeof products.$inferSelect;
}

/** The opportunity's line items with their plans and products, as its owner chose them. */
async function pricedItems(db: Database, opportunity: OpportunityRow): Promise<PricedItem[]> {
  const rows = await db
    .select()
    .from(opportunityLineItems)
    .where(and(eq(opportunityLineItems.opportunityId, opportunity.id), eq(opportunityLineItems.ownerEmployeeId, opportunity.ownerEmployeeId)))
    .orderBy(asc(opportunityLineItems.position));
  if (!rows.length) return [];
  const [planRows, productRows] = await Promise.all([
    db.select().from(plans).where(inArray(plans.id, rows.map((r) => r.planId))),
    db.select().from(products).where(inArray(products.id, rows.map((r) => r.productId))),
  ]);
  return rows.flatMap((row) => {
    const plan = planRows.find((p) => p.id === row.planId);
    const product = productRows.find((p) => p.id === row.productId);
    return plan && product ? [{ row, plan, product }] : [];
  });
}

function pricingOf(item: PricedItem) {
  return chosenPricing(item.plan, item.row.relatedPlanBundleId);
}

/** The price a line is agreed at once approved: what the agent asked for, else the list price. */
function requestedPrice(item: PricedItem): DevicePrice {
  const list = listPrice(pricingOf(item));
  return { setupFee: item.row.requestedSetupFee ?? list.setupFee, rentalPerMonth: item.row.requestedRentalPerMonth ?? list.rentalPerMonth };
}

/** What the merchant pays at the agreed prices (lineAmount, the one pricing rule). */
function agreedTotal(items: readonly PricedItem[]): number {
  return roundRupees(items.reduce((sum, i) => sum + lineAmount(pricingOf(i), i.row.quantity, i.row.primeVas, requestedPrice(i)), 0));
}

function toPricedLine(item: PricedItem, turnover: number | null): PricedLine {
  const pricing = pricingOf(item);
  const bundle = item.plan.relatedProducts.find((b) => b.id === item.row.relatedPlanBundleId);
  return {
    lineItemId: item.row.id,
    productName: item.product.name,
    productType: productKind(item.product.type, item.product.hardwareSubTypeName) as ProductType,
    planName: item.plan.name,
    quantity: item.row.quantity,
    device: pricing.bom[0]?.hardwareSubTypeName ?? item.product.hardwareSubTypeName,
    bundleName: bundle?.name ?? null,
    primeVas: item.row.primeVas,
    setupFee: pricing.fees.setupFee ?? 0,
    rentalPerMonth: pricing.fees.rentalPerMonth ?? 0,
    advanceMonth: pricing.advanceMonth ?? 0,
    transactionFee: pricing.fees.transactionFee ?? 0,
    isAggregator: pricing.fees.isAggregator,
    vasCount: lineVas(pricing, item.row.primeVas).length,
    mdr: pricing.mdrDetails.map((m) => ({
      cardType: m.cardType as CardType,
      acquirerBank: m.acquirerBank,
      rateType: m.rateType as MdrRateType,
      rate: mdrRateFor(m.slabs, turnover),
    })),
    requestedSetupFee: item.row.requestedSetupFee,
    requestedRentalPerMonth: item.row.requestedRentalPerMonth,
    totalAmount: item.row.totalAmount,
  };
}

async function pricingRow(db: Database, opportunityId: number): Promise<PricingRow | null> {
  const [row] = await db.select().from(opportunityPricing).where(eq(opportunityPricing.opportunityId, opportunityId));
  return row ?? null;
}

/** An opportunity's pricing as the agent and the approver see it. */
export async function pricingView(db: Database, opportunity: OpportunityRow, items?: PricedItem[]): Promise<OpportunityPricing> {
  const [lines, row] = await Promise.all([items ?? pricedItems(db, opportunity), pricingRow(db, opportunity.id)]);
  return {
    opportunityId: String(opportunity.id),
    status: opportunity.status as OpportunityStatus,
    approvalStatus: (row?.approvalStatus ?? null) as ApprovalStatus | null,
    approverComment: row?.approverComment ?? null,
    agentComment: row?.agentComment ?? null,
    settlementCycle: row?.settlementCycle ?? null,
    annualturnoverpreviousfinancialyr: opportunity.annualTurnover,
    allVASCheck: row?.allVasCheck ?? false,
    lines: lines.map((i) => toPricedLine(i, opportunity.annualTurnover)),
    requestedPrices: lines
      .filter((i) => i.row.requestedSetupFee !== null || i.row.requestedRentalPerMonth !== null)
      .map((i) => ({ lineItemId: i.row.id, setupFee: i.row.requestedSetupFee, rentalPerMonth: i.row.requestedRentalPerMonth })),
    totalAmount: opportunity.totalAmount,
  };
}

/** Opportunities as the contract shows them, each with what its pricing step stored and where its approval stands: one query for a page of them. */
export async function withPricings(db: Database, list: readonly Opportunity[]): Promise<Opportunity[]> {
  if (!list.length) return [];
  const rows = await db.select().from(opportunityPricing).where(inArray(opportunityPricing.opportunityId, list.map((o) => Number(o.id))));
  const byOpportunity = new Map(rows.map((row) => [String(row.opportunityId), row]));
  return list.map((opportunity) => {
    const pricing = byOpportunity.get(opportunity.id);
    if (!pricing) return opportunity;
    return {
      ...opportunity,
      approvalStatus: pricing.approvalStatus,
      pricingApprovalComment: pricing.agentComment,
      settlementCycle: pricing.settlementCycle,
      allVASCheck: pricing.allVasCheck,
    };
  });
}

/**
 * The settlement cycle the pricing step set and the VAS the opportunity's lines carry (the prime
 * ones only where prime is kept), which the mandate check reads.
 */
export async function settlementFacts(db: Database, opportunity: OpportunityRow): Promise<{ settlementCycle: SettlementCycle | null; vas: string[] }> {
  const [items, [pricing]] = await Promise.all([
    pricedItems(db, opportunity),
    db.select({ settlementCycle: opportunityPricing.settlementCycle }).from(opportunityPricing).where(eq(opportunityPricing.opportunityId, opportunity.id)),
  ]);
  const vas = items.flatMap((item) => lineVas(pricingOf(item), item.row.primeVas).map((v) => v.name));
  return { settlementCycle: pricing?.settlementCycle ?? null, vas: [...new Set(vas)] };
}

/** What completeWhen reads of the PricingPlan step: whether the pricing is approved or auto-approved. */
export async function storedPricingFacts(db: Database, opportunityId: number): Promise<{ agreed: boolean }> {
  return { agreed: isPricingAgreed((await pricingRow(db, opportunityId))?.approvalStatus) };
}

async function submitPricing(context: GraphQLContext, agent: AgentIdentity, input: SubmitPricingInput): Promise<OpportunityPricing> {
  const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
  if (!PRICING_OPEN_STATUSES.includes(opportunity.status) || opportunity.opportunitySubmitted) throw appError('MOS-1007', { field: 'input.opportunityId' });
  const items = await pricedItems(context.db, opportunity);
  // spec section 8: no pricing without products.
  if (!items.length) throw appError('ODS-109', { field: 'input.opportunityId' });
  if (!isValidAnnualTurnover(input.annualturnoverpreviousfinancialyr)) throw appError('MOS-1004', { field: 'input.annualturnoverpreviousfinancialyr' });
  const requested = new Map((input.requestedPrices ?? []).map((p, index) => [p.lineItemId, { ...p, index }]));
  for (const [lineItemId, price] of requested) {
    if (!items.some((i) => i.row.id === lineItemId)) {
      throw appError('VALIDATION_ERROR', { message: 'This product is not on the opportunity.', field: `input.requestedPrices.${price.index}.lineItemId` });
    }
  }
  const asked = items.map((item) => {
    const price = requested.get(item.row.id);
    const row = { ...item.row, requestedSetupFee: price?.setupFee ?? null, requestedRentalPerMonth: price?.rentalPerMonth ?? null };
    return { ...item, row };
  });
  const auto = isAutoApproved(asked.map((i) => ({ list: listPrice(pricingOf(i)), requested: requestedPrice(i) })));
  const now = context.now();
  const pricing = {
    settlementCycle: input.settlementCycle,
    allVasCheck: input.allVASCheck ?? false,
    agentComment: input.comment?.trim() || null,
    approvalStatus: auto ? ('AUTO_APPROVED' as const) : ('SUBMITTED' as const),
    approverComment: null,
    submittedAt: now,
    decidedAt: auto ? now : null,
  };
  const saved = await context.db.transaction(async (tx) => {
    for (const item of asked) {
      await tx
        .update(opportunityLineItems)
        .set({ requestedSetupFee: item.row.requestedSetupFee, requestedRentalPerMonth: item.row.requestedRentalPerMonth })
        .where(eq(opportunityLineItems.id, item.row.id));
    }
    await tx
      .insert(opportunityPricing)
      .values({ opportunityId: opportunity.id, ownerEmployeeId: agent.employeeId, ...pricing })
      .onConflictDoUpdate({ target: opportunityPricing.opportunityId, set: pricing });
    const [row] = await tx
      .update(opportunities)
      .set({
        status: auto ? 'PRICING_APPROVED' : 'PRICING_SUBMITTED',
        annualTurnover: input.annualturnoverpreviousfinancialyr,
        ...(auto ? { totalAmount: agreedTotal(asked) } : {}),
        modifiedOn: now,
      })
      .where(and(eq(opportunities.id, opportunity.id), eq(opportunities.ownerEmployeeId, agent.employeeId)))
      .returning();
    if (!row) throw appError('ODS-101');
    return row;
  });
  return pricingView(context.db, saved, asked);
}

/**
 * A rejected pricing (spec section 4: a rejected opportunity shows only the first steps) comes back
 * to the agent: products and pricing open again (INITIATED), the approver's comment kept to read.
 */
async function revisePricing(context: GraphQLContext, agent: AgentIdentity, opportunityId: string): Promise<OpportunityPricing> {
  const opportunity = await ownOpportunityRow(context.db, agent, opportunityId);
  if (opportunity.status !== 'PRICING_REJECTED' || opportunity.opportunitySubmitted) throw appError('MOS-1007', { field: 'input.opportunityId' });
  const saved = await context.db.transaction(async (tx) => {
    await tx.update(opportunityPricing).set({ approvalStatus: null }).where(eq(opportunityPricing.opportunityId, opportunity.id));
    const [row] = await tx
      .update(opportunities)
      .set({ status: 'INITIATED', modifiedOn: context.now() })
      .where(and(eq(opportunities.id, opportunity.id), eq(opportunities.ownerEmployeeId, agent.employeeId)))
      .returning();
    if (!row) throw appError('ODS-101');
    return row;
  });
  return pricingView(context.db, saved);
}

export type PricingDecision = 'REVIEW' | 'APPROVE' | 'REJECT';

export interface DecisionResult {
  ok: boolean;
  message: string;
}

export const approverMessages = {
  commentRequired: 'Please give the reason for the rejection.',
  notSubmitted: 'This pricing is no longer waiting for a decision.',
  reviewing: 'Review started.',
  approved: 'Pricing approved.',
  rejected: 'Pricing rejected.',
} as const;

/**
 * The pricing approver's decision on a submitted pricing: taking it up (Review in Progress),
 * approving it (PRICING_APPROVED, the agreed prices become the total) or rejecting it with a reason
 * (PRICING_REJECTED). Only a pricing waiting for a decision can be decided.
 */
export async function decidePricing(db: Database, now: Date, opportunityId: number, decision: PricingDecision, comment: string): Promise<DecisionResult> {
  const [opportunity] = await db.select().from(opportunities).where(eq(opportunities.id, opportunityId));
  const pricing = opportunity ? await pricingRow(db, opportunity.id) : null;
  const waiting = pricing?.approvalStatus === 'SUBMITTED' || pricing?.approvalStatus === 'REVIEW_IN_PROGRESS';
  if (!opportunity || opportunity.status !== 'PRICING_SUBMITTED' || !waiting) return { ok: false, message: approverMessages.notSubmitted };
  const reason = comment.trim().slice(0, 1000) || null;
  if (decision === 'REJECT' && !reason) return { ok: false, message: approverMessages.commentRequired };
  if (decision === 'REVIEW') {
    await db.update(opportunityPricing).set({ approvalStatus: 'REVIEW_IN_PROGRESS' }).where(eq(opportunityPricing.opportunityId, opportunity.id));
    return { ok: true, message: approverMessages.reviewing };
  }
  const approve = decision === 'APPROVE';
  const items = approve ? await pricedItems(db, opportunity) : [];
  const decided = await db.transaction(async (tx) => {
    // Decided only while still submitted: new products saved meanwhile (createOLI) made it stale.
    const [row] = await tx
      .update(opportunities)
      .set({ status: approve ? 'PRICING_APPROVED' : 'PRICING_REJECTED', ...(approve ? { totalAmount: agreedTotal(items) } : {}), modifiedOn: now })
      .where(and(eq(opportunities.id, opportunity.id), eq(opportunities.status, 'PRICING_SUBMITTED')))
      .returning({ id: opportunities.id });
    if (!row) return false;
    await tx
      .update(opportunityPricing)
      .set({ approvalStatus: approve ? 'APPROVED' : 'REJECTED', approverComment: reason, decidedAt: now })
      .where(eq(opportunityPricing.opportunityId, opportunity.id));
    return true;
  });
  if (!decided) return { ok: false, message: approverMessages.notSubmitted };
  return { ok: true, message: approve ? approverMessages.approved : approverMessages.rejected };
}

/** Pricings waiting for a decision, oldest first, for the sandbox approver's page. */
export async function waitingPricings(db: Database): Promise<{ opportunity: OpportunityRow; pricing: OpportunityPricing }[]> {
  const rows = await db
    .select({ opportunity: opportunities })
    .from(opportunities)
    .innerJoin(opportunityPricing, eq(opportunityPricing.opportunityId, opportunities.id))
    .where(and(eq(opportunities.status, 'PRICING_SUBMITTED'), inArray(opportunityPricing.approvalStatus, ['SUBMITTED', 'REVIEW_IN_PROGRESS'])))
    .orderBy(asc(opportunityPricing.submittedAt))
    .limit(50);
  return Promise.all(rows.map(async ({ opportunity }) => ({ opportunity, pricing: await pricingView(db, opportunity) })));
}

export const pricingQueries: QueryResolvers<GraphQLContext> = {
  opportunityPricing: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    const items = await pricedItems(context.db, opportunity);
    // spec section 8: the pricing step waits for products.
    if (!items.length) throw appError('ODS-110', { field: 'input.opportunityId' });
    return { pricing: await pricingView(context.db, opportunity, items) };
  },
};

export const pricingMutations: MutationResolvers<GraphQLContext> = {
  submitPricing: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    return { pricing: await submitPricing(context, agent, input) };
  },
  revisePricing: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    return { pricing: await revisePricing(context, agent, input.opportunityId) };
  },
};
