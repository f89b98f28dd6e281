import { eq, inArray } from 'drizzle-orm';
import type { Opportunity, SettlementCycle } from '../../../../generated/resolvers';
import { isPricingAgreed, lineVas } from '../../../domain/pricing';
import type { Database } from '../../db/connection';
import { opportunityPricing } from '../../db/schema';
import type { OpportunityRow } from '../../records/opportunity-mapper';
import { pricedItems, pricingOf, pricingRow } from './priced-items';

// What other features read of an opportunity's pricing: the opportunity list's pricing columns, the
// mandate check's settlement facts and the PricingPlan step's completion.

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
