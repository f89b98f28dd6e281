import { and, asc, eq, inArray } from 'drizzle-orm';
import type { OpportunityPricing } from '../../../../generated/resolvers';
import type { Database } from '../../db/connection';
import { opportunities, opportunityPricing } from '../../db/schema';
import type { OpportunityRow } from '../../records/opportunity-mapper';
import { agreedTotal, pricedItems, pricingRow, pricingView } from './priced-items';

// The pricing approver's side: the pricings waiting for a decision and the decision itself, for the
// sandbox approver's page and the demo journeys of the seed.

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
