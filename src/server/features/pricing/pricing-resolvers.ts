import { and, eq } from 'drizzle-orm';
import type { MutationResolvers, OpportunityPricing, QueryResolvers, SubmitPricingInput } from '../../../../generated/resolvers';
import { isValidAnnualTurnover } from '../../../domain/opportunity-input';
import { isAutoApproved, listPrice, PRICING_OPEN_STATUSES } from '../../../domain/pricing';
import type { AgentIdentity, GraphQLContext } from '../../context';
import { opportunities, opportunityLineItems, opportunityPricing } from '../../db/schema';
import { appError } from '../../errors';
import { ownOpportunityRow } from '../../records/opportunity-rows';
import { requireAgent } from '../../graphql/require-agent';
import { agreedTotal, pricedItems, pricingOf, pricingView, requestedPrice } from './priced-items';

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
