import { and, eq, inArray } from 'drizzle-orm';
import type { Opportunity } from '../../../generated/resolvers';
import { DEPLOYMENT_APPROVED_STATUS, DEPLOYMENT_REJECTED_STATUS, DEPLOYMENT_REVIEW_STATUSES } from '../../domain/deployment';
import type { Database } from '../db/connection';
import { deploymentReviews, opportunities } from '../db/schema';

// The CSE team's decisions on deployments: kept with the opportunity, and shown back to the agent as
// the opportunity's cseRejectionData while the deployment stands rejected.

interface DeploymentDecision {
  approve: boolean;
  /** A rejection's reason and sub-reason from the CSE team's list; null for an approval. */
  rejection: { reason: string; subReason: string } | null;
  comment: string | null;
}

/**
 * Approves or rejects the deployment of an opportunity still waiting for review; one that was decided
 * meanwhile is left as it is (null). The decision is kept with its reason and comment.
 */
export async function decideDeployment(db: Database, opportunityId: number, decision: DeploymentDecision, now: Date): Promise<{ name: string } | null> {
  const { approve, comment } = decision;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(opportunities)
      .set({ status: approve ? DEPLOYMENT_APPROVED_STATUS : DEPLOYMENT_REJECTED_STATUS, modifiedOn: now })
      .where(and(eq(opportunities.id, opportunityId), inArray(opportunities.status, [...DEPLOYMENT_REVIEW_STATUSES])))
      .returning({ name: opportunities.name });
    if (!row) return null;
    const kept = { approved: approve, comment, rejectReason: decision.rejection?.reason ?? null, rejectSubReason: decision.rejection?.subReason ?? null, decidedAt: now };
    await tx
      .insert(deploymentReviews)
      .values({ opportunityId, ...kept })
      .onConflictDoUpdate({ target: deploymentReviews.opportunityId, set: kept });
    return row;
  });
}

/** Opportunities as the contract shows them, each rejected deployment with the CSE team's reason: one query for a page of them. */
export async function withCseRejections(db: Database, list: readonly Opportunity[]): Promise<Opportunity[]> {
  const rejected = list.filter((o) => o.status === DEPLOYMENT_REJECTED_STATUS).map((o) => Number(o.id));
  if (!rejected.length) return [...list];
  const reviews = await db
    .select()
    .from(deploymentReviews)
    .where(and(inArray(deploymentReviews.opportunityId, rejected), eq(deploymentReviews.approved, false)));
  const byOpportunity = new Map(reviews.map((review) => [String(review.opportunityId), review]));
  return list.map((opportunity) => {
    const review = opportunity.status === DEPLOYMENT_REJECTED_STATUS ? byOpportunity.get(opportunity.id) : undefined;
    if (!review) return opportunity;
    return { ...opportunity, cseRejectionData: { cseRejectReason: review.rejectReason, cseRejectSubReason: review.rejectSubReason, rejectionComments: review.comment } };
  });
}
