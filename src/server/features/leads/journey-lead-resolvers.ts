import { and, eq } from 'drizzle-orm';
import type { JourneyLeadDetails, QueryResolvers } from '../../../../generated/resolvers';
import type { AgentIdentity, GraphQLContext } from '../../context';
import { merchantContacts, type leads } from '../../db/schema';
import { appError } from '../../errors';
import { ownLead } from '../../records/leads';
import { toLead } from './lead-mapper';
import { contactWhere, ownAccount } from '../../records/merchant-accounts';
import { ownOpportunityRow } from '../../records/opportunity-rows';
import type { OpportunityRow } from '../../records/opportunity-mapper';
import { requireAgent } from '../../graphql/require-agent';

// What the Create Lead and Pan Details steps show (their definitions' load, JourneyLead): the
// journey's lead; or, for an existing merchant's opportunity, which has no lead, what the merchant
// account holds in the lead's shape, so that the agent sees the merchant the provider already has
// rather than an empty lead.

function fromLead(row: typeof leads.$inferSelect): JourneyLeadDetails {
  const { panNumber, gstin, shop, contact, rating, notes, scheduledFollowUp, leadSource, product } = toLead(row);
  return { panNumber, gstin, shop, contact: { name: contact.name, email: contact.email, number: contact.number, role: contact.role }, rating, notes, scheduledFollowUp, leadSource, product };
}

async function fromAccount(context: GraphQLContext, agent: AgentIdentity, opportunity: OpportunityRow, accountId: string): Promise<JourneyLeadDetails> {
  const account = await ownAccount(context.db, agent, accountId, 'MOS-1006', 'input.opportunityId');
  // The contact the opportunity chose, else the account's primary contact.
  const [contact] = await context.db
    .select()
    .from(merchantContacts)
    .where(
      and(contactWhere(agent, account.id), opportunity.contactId ? eq(merchantContacts.id, opportunity.contactId) : eq(merchantContacts.isPrimary, true)),
    )
    .limit(1);
  const address = account.address;
  return {
    panNumber: account.panNumber,
    gstin: account.gstin,
    shop: {
      name: account.name,
      address: address
        ? {
            addressLine1: address.addressLine1 ?? null,
            addressLine2: address.addressLine2 ?? null,
            city: address.city ?? null,
            state: address.state ?? null,
            country: address.country ?? null,
            pincode: address.pinCode ?? null,
          }
        : null,
    },
    contact: {
      name: contact?.leadName ?? null,
      email: contact?.email ?? account.email,
      number: contact?.mobileNumber ?? account.mobileNumber,
      role: contact?.designation ?? null,
    },
    rating: null,
    notes: null,
    scheduledFollowUp: null,
    leadSource: 'EXISTING_MERCHANT',
    product: [],
  };
}

export const journeyLeadQueries: QueryResolvers<GraphQLContext> = {
  journeyLead: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const leadId = input.leadId?.trim() || null;
    const opportunityId = input.opportunityId?.trim() || null;
    if (opportunityId) {
      const opportunity = await ownOpportunityRow(context.db, agent, opportunityId);
      // An opportunity of another lead is a stale selection, not this journey.
      if (leadId && opportunity.leadId !== leadId) throw appError('ODS-101', { field: 'input.opportunityId' });
      if (opportunity.leadId) return { details: fromLead(await ownLead(context.db, agent, opportunity.leadId)) };
      if (!opportunity.accountId) throw appError('MOS-1006', { field: 'input.opportunityId' });
      return { details: await fromAccount(context, agent, opportunity, opportunity.accountId) };
    }
    if (!leadId) throw appError('LMS-101', { field: 'input.leadId' });
    return { details: fromLead(await ownLead(context.db, agent, leadId)) };
  },
};
