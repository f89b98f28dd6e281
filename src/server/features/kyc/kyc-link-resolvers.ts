import { and, eq } from 'drizzle-orm';
import type { KycLinkDetails, MutationResolvers, QueryResolvers } from '../../../../generated/resolvers';
import { kycLinkMessages } from '../../../domain/kyc-link';
import type { GraphQLContext } from '../../context';
import { kycLinks, merchantSignatories } from '../../db/schema';
import { appError } from '../../errors';
import { latestLink, linkUrl, opportunityContact, sendLink, stateOf, verifyCredential, type KycLinkRow } from './kyc-links';
import { ownOpportunityRow } from '../../records/opportunity-rows';
import { requireAgent } from '../../graphql/require-agent';

function toDetails(row: KycLinkRow, url: string, now: Date): KycLinkDetails {
  return { url, expiry: row.expiresAt.toISOString(), state: stateOf(row, now), email: row.email, sentAt: row.sentAt.toISOString() };
}

export const kycLinkQueries: QueryResolvers<GraphQLContext> = {
  kycLink: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    const row = await latestLink(context.db, opportunity.id);
    if (!row) throw appError('KYC_LINK_UNAVAILABLE', { field: 'input.opportunityId' });
    return { link: toDetails(row, linkUrl(context.origin), context.now()), isEmailSent: false };
  },

  kycStatusData: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    const now = context.now();
    const [row, [completed], signatories] = await Promise.all([
      latestLink(context.db, opportunity.id),
      context.db
        .select({ id: kycLinks.id })
        .from(kycLinks)
        .where(and(eq(kycLinks.opportunityId, opportunity.id), eq(kycLinks.state, 'COMPLETED')))
        .limit(1),
      opportunity.accountId
        ? context.db
            .select()
            .from(merchantSignatories)
            .where(and(eq(merchantSignatories.accountId, opportunity.accountId), eq(merchantSignatories.ownerEmployeeId, agent.employeeId)))
        : Promise.resolve([]),
    ]);
    return {
      linkState: row ? stateOf(row, now) : null,
      link: row ? toDetails(row, linkUrl(context.origin), now) : null,
      kycCompleted: Boolean(completed),
      signatories: signatories.map((s) => ({
        signatoryId: s.id,
        panNumber: s.panNumber,
        name: s.panName,
        identityType: s.individualKycType,
        kycCompleted: s.kycCompleted,
        isKycSubmitted: s.kycSubmitted,
      })),
    };
  },

  // The KYC link is offered for every well-formed address in the sandbox (the operation's input
  // rule refuses any other); a rollout to some merchants only would decide here.
  checkEmailInExperiment: (_parent, _args, context) => {
    requireAgent(context);
    return { isInExperiment: true };
  },
};

export const kycLinkMutations: MutationResolvers<GraphQLContext> = {
  sendKycLink: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const opportunity = await ownOpportunityRow(context.db, agent, input.opportunityId);
    const contact = await opportunityContact(context.db, opportunity);
    if (!contact) throw appError('VALIDATION_ERROR', { message: kycLinkMessages.noContact, field: 'input.opportunityId' });
    const now = context.now();
    const { row, token } = await sendLink(context.db, { opportunity, contact, email: input.email.trim(), origin: context.origin, now });
    return { link: toDetails(row, linkUrl(context.origin, token), now), isEmailSent: true };
  },

  verifyPublicCredential: async (_parent, { input }, context) => {
    const result = await verifyCredential(context.db, input.token, input.email, input.mobileNumber, context.now());
    if (result.ok) return { email: result.contact.email, mobileNumber: result.contact.mobileNumber };
    // A wrong pair is an answer, not an error: an error would roll back a signed-in caller's
    // mutation, and the attempt it counted with it.
    if (result.reason === 'mismatch') return { email: null, mobileNumber: null };
    switch (result.reason) {
      case 'expired':
        throw appError('KYC_LINK_EXPIRED', { field: 'input.token' });
      case 'limited':
        throw appError('KYC_LINK_ATTEMPTS_EXCEEDED', { field: 'input.token' });
      default:
        throw appError('KYC_LINK_UNAVAILABLE', { field: 'input.token' });
    }
  },
};
