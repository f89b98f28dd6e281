import { and, eq } from 'drizzle-orm';
import type { MutationResolvers } from '../../../../generated/resolvers';
import { submissionCommentSchema } from '../../../domain/opportunity-input';
import type { AgentIdentity, GraphQLContext } from '../../context';
import { opportunities } from '../../db/schema';
import { appError } from '../../errors';
import { opportunitySteps } from './journey-steps';
import { ownOpportunityRow } from '../../records/opportunity-rows';
import { toOpportunity, type OpportunityRow } from '../../records/opportunity-mapper';
import { requireAgent } from '../../graphql/require-agent';
import { stepEditable } from '../../journey/step-saving';

/** The status a submitted onboarding waits in for the reviewers; nothing of it is editable there (src/domain/onboarding-steps.ts). */
const SUBMITTED_STATUS = 'PO_APPROVAL_SUBMITTED';
const REVIEW_STEP = 'ReviewDetails';

export const reviewMessages = {
  notSubmitted: 'Submit the onboarding for review before sending it to the CRM.',
} as const;

/**
 * Pushes a submitted opportunity to the CRM once: an opportunity the CRM already holds is not sent
 * again. When the CRM cannot be reached the submission stands and the push can be retried.
 */
async function pushToCrm(context: GraphQLContext, agent: AgentIdentity, opportunity: OpportunityRow): Promise<OpportunityRow> {
  if (opportunity.crmRefId) return opportunity;
  const pushed = await context.crm.pushOpportunity({
    id: opportunity.id,
    name: opportunity.name,
    panNumber: opportunity.panNumber,
    totalAmount: opportunity.totalAmount,
  });
  if (pushed.outcome !== 'pushed') return opportunity;
  const [row] = await context.db
    .update(opportunities)
    .set({ crmRefId: pushed.crmRefId })
    .where(and(eq(opportunities.id, opportunity.id), eq(opportunities.ownerEmployeeId, agent.employeeId)))
    .returning();
  return row ?? opportunity;
}

/**
 * Submits the onboarding for review (spec section 4: afterwards it cannot be edited). Every step of
 * the journey before the review must be complete as stored; a submitted opportunity is answered as
 * it stands, so a repeated submit changes nothing.
 */
async function reviewOpportunity(context: GraphQLContext, agent: AgentIdentity, input: { id: string; comment?: string | null }) {
  const current = await ownOpportunityRow(context.db, agent, input.id);
  if (current.opportunitySubmitted) return current;
  if (current.closedAs || !stepEditable(REVIEW_STEP, current)) throw appError('MOS-1007', { field: 'input.id' });
  const steps = await opportunitySteps(context, agent, current.id);
  if (steps.some((step) => step.type !== REVIEW_STEP && !step.isComplete)) throw appError('ODS-104');
  const comment = submissionCommentSchema.parse(input.comment ?? '');
  const now = context.now();
  const [submitted] = await context.db
    .update(opportunities)
    .set({ opportunitySubmitted: true, status: SUBMITTED_STATUS, submittedOn: now, submissionComment: comment, modifiedOn: now })
    .where(and(eq(opportunities.id, current.id), eq(opportunities.ownerEmployeeId, agent.employeeId), eq(opportunities.opportunitySubmitted, false)))
    .returning();
  // Another submit of the same opportunity won the row: its submission is the one that stands.
  if (!submitted) return ownOpportunityRow(context.db, agent, input.id);
  return pushToCrm(context, agent, submitted);
}

export const reviewMutations: MutationResolvers<GraphQLContext> = {
  reviewOpportunity: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const row = await reviewOpportunity(context, agent, input);
    return { opportunitySubmitted: row.opportunitySubmitted, opportunity: toOpportunity(row) };
  },
  postToSfIntegration: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    if (!opportunity.opportunitySubmitted) {
      throw appError('VALIDATION_ERROR', { message: reviewMessages.notSubmitted, field: 'input.opportunityId' });
    }
    const row = await pushToCrm(context, agent, opportunity);
    return { pushedToSf: row.crmRefId !== null };
  },
};
