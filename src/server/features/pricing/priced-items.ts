import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ApprovalStatus, CardType, MdrRateType, OpportunityPricing, OpportunityStatus, PricedLine, ProductType } from '../../../../generated/resolvers';
import { chosenPricing, lineAmount, lineVas, listPrice, mdrRateFor, productKind, roundRupees, type DevicePrice } from '../../../domain/pricing';
import type { Database } from '../../db/connection';
import { opportunityLineItems, opportunityPricing, plans, products } from '../../db/schema';
import type { OpportunityRow } from '../../records/opportunity-mapper';

// An opportunity's priced lines (its line items with their plans and products) and its stored
// pricing, read by the agent's pricing operations, the approver's decisions and the facts other
// features read.

type LineItemRow = typeof opportunityLineItems.$inferSelect;
type PlanRow = typeof plans.$inferSelect;
type PricingRow = typeof opportunityPricing.$inferSelect;

interface PricedItem {
  row: LineItemRow;
  plan: PlanRow;
  product: typeof products.$inferSelect;
}

/** The opportunity's line items with their plans and products, as its owner chose them. */
export async function pricedItems(db: Database, opportunity: OpportunityRow): Promise<PricedItem[]> {
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

export function pricingOf(item: PricedItem) {
  return chosenPricing(item.plan, item.row.relatedPlanBundleId);
}

/** The price a line is agreed at once approved: what the agent asked for, else the list price. */
export function requestedPrice(item: PricedItem): DevicePrice {
  const list = listPrice(pricingOf(item));
  return { setupFee: item.row.requestedSetupFee ?? list.setupFee, rentalPerMonth: item.row.requestedRentalPerMonth ?? list.rentalPerMonth };
}

/** What the merchant pays at the agreed prices (lineAmount, the one pricing rule). */
export function agreedTotal(items: readonly PricedItem[]): number {
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

export async function pricingRow(db: Database, opportunityId: number): Promise<PricingRow | null> {
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
