import { and, eq, inArray } from 'drizzle-orm';
import type { Opportunity } from '../../../../generated/resolvers';
import { DEPLOYMENT_APPROVED_STATUS, DEPLOYMENT_REJECTED_STATUS, DEPLOYMENT_REVIEW_STATUSES } from '../../../domain/deployment';
import type { Database } from '../../db/connection';
import { deploymentRequests, deploymentReviews, opportunities } from '../../db/schema';
import { ensurePrimaryStore } from './deployment-stores';

// The back offices' decisions on deployments. The CSE team's on an opportunity's deployment is kept
// with the opportunity and shown back to the agent as its cseRejectionData while it stands rejected.
// The merchant-enablement (ME) team's check of each completed request is its meTeamStatus.

interface DeploymentDecision {
  approve: boolean;
  /** A rejection's reason and sub-reason from the CSE team's list; null for an approval. */
  rejection: { reason: string; subReason: string } | null;
  comment: string | null;
}

/**
 * Approves or rejects the deployment of an opportunity still waiting for review; one that was decided
 * meanwhile is left as it is (null). The decision is kept with its reason and comment. An approved
 * opportunity whose merchant has no store gets its primary store from its business details, in the
 * same transaction, so that every approved merchant has a store to deploy at.
 */
export async function decideDeployment(db: Database, opportunityId: number, decision: DeploymentDecision, now: Date): Promise<{ name: string } | null> {
  const { approve, comment } = decision;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(opportunities)
      .set({ status: approve ? DEPLOYMENT_APPROVED_STATUS : DEPLOYMENT_REJECTED_STATUS, modifiedOn: now })
      .where(and(eq(opportunities.id, opportunityId), inArray(opportunities.status, [...DEPLOYMENT_REVIEW_STATUSES])))
      .returning();
    if (!row) return null;
    if (approve) await ensurePrimaryStore(tx, row, now);
    const kept = { approved: approve, comment, rejectReason: decision.rejection?.reason ?? null, rejectSubReason: decision.rejection?.subReason ?? null, decidedAt: now };
    await tx
      .insert(deploymentReviews)
      .values({ opportunityId, ...kept })
      .onConflictDoUpdate({ target: deploymentReviews.opportunityId, set: kept });
    return { name: row.name };
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

/**
 * The ME team's check of a completed deployment request: APPROVED or REJECTED, once, from PENDING. A
 * request not waiting for the check (decided meanwhile, or not complete) is left as it is (null).
 */
export async function decideMeTeamCheck(db: Database, requestId: string, approve: boolean, now: Date): Promise<{ opportunityName: string } | null> {
  const [row] = await db
    .update(deploymentRequests)
    .set({ meTeamStatus: approve ? 'APPROVED' : 'REJECTED', modifiedOn: now })
    .where(and(eq(deploymentRequests.id, requestId), eq(deploymentRequests.meTeamStatus, 'PENDING')))
    .returning({ opportunityId: deploymentRequests.opportunityId });
  if (!row) return null;
  const [opportunity] = await db.select({ name: opportunities.name }).from(opportunities).where(eq(opportunities.id, row.opportunityId));
  return { opportunityName: opportunity?.name ?? '' };
}
