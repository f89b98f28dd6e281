import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CreateOpportunityInput } from '../../../../generated/resolvers';
import { isValidAnnualTurnover, OPPORTUNITY_LIMITS, opportunityMessages, opportunityNameSchema } from '../../../domain/opportunity-input';
import { isUuid } from '../../../domain/record-ids';
import type { AgentIdentity, GraphQLContext } from '../../context';
import type { Database } from '../../db/connection';
import { leads, merchantAccounts, opportunities } from '../../db/schema';
import { appError } from '../../errors';
import { validateInput } from '../../graphql/validate-input';
import { ownLead } from '../../records/leads';

// Making an opportunity: the agent's createOpportunity, and Business Details' first save of a new
// lead's journey, which takes the lead forward the same way.

export function checkTurnover(value: number | null | undefined, field: string) {
  if (value != null && !isValidAnnualTurnover(value)) throw appError('MOS-1004', { field });
}

/**
 * The merchant account an existing merchant's opportunity is for: one of the agent's own accounts.
 * Any other id, another agent's included, is refused as not found (MOS-1012).
 */
async function visibleAccount(db: Database, agent: AgentIdentity, accountId: string) {
  const [account] = isUuid(accountId)
    ? await db
        .select({ id: merchantAccounts.id, name: merchantAccounts.name, panNumber: merchantAccounts.panNumber, mobileNumber: merchantAccounts.mobileNumber })
        .from(merchantAccounts)
        .where(and(eq(merchantAccounts.id, accountId), eq(merchantAccounts.ownerEmployeeId, agent.employeeId)))
    : [];
  if (!account) throw appError('MOS-1012', { field: 'input.accountId' });
  return account;
}

export async function createOpportunity(context: GraphQLContext, agent: AgentIdentity, input: CreateOpportunityInput) {
  checkTurnover(input.annualturnoverpreviousfinancialyr, 'input.annualturnoverpreviousfinancialyr');
  const leadId = input.leadId?.trim() || null;
  if (!input.isExistingMerchant && !leadId) {
    throw appError('VALIDATION_ERROR', { message: opportunityMessages.leadRequired, field: 'input.leadId' });
  }
  let accountId: string | null = null;
  if (input.isExistingMerchant) {
    accountId = input.accountId?.trim() || null;
    if (!accountId || accountId.length > OPPORTUNITY_LIMITS.accountId) throw appError('MOS-1009', { field: 'input.accountId' });
  }
  const lead = leadId ? await ownLead(context.db, agent, leadId) : null;
  const account = accountId ? await visibleAccount(context.db, agent, accountId) : null;
  // An existing merchant's opportunity is named after the merchant unless the agent names it.
  const { name } = validateInput(
    z.object({ name: opportunityNameSchema }),
    { name: input.name?.trim() || account?.name || lead?.shopName },
    { name: 'input.name' },
  );

  // Taking the same lead forward again gives its open opportunity rather than a second one.
  const openOfLead = async (db: Database, leadId: string) => {
    const [open] = await db
      .select()
      .from(opportunities)
      .where(
        and(
          eq(opportunities.leadId, leadId),
          eq(opportunities.ownerEmployeeId, agent.employeeId),
          eq(opportunities.isExistingMerchant, false),
          isNull(opportunities.closedAs),
        ),
      )
      .limit(1);
    return open;
  };
  const takesLeadForward = lead !== null && !input.isExistingMerchant;
  if (lead && takesLeadForward) {
    const open = await openOfLead(context.db, lead.id);
    if (open) return open;
  }

  const now = context.now();
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(opportunities)
      .values({
        leadId: lead?.id ?? null,
        ownerEmployeeId: agent.employeeId,
        name,
        status: 'INITIATED',
        ownerType: lead?.ownerType ?? (agent.isPartner ? 'StandardMini' : 'SalesApp'),
        isExistingMerchant: input.isExistingMerchant,
        accountId: account?.id ?? null,
        panNumber: account?.panNumber ?? lead?.panNumber ?? null,
        contactNumber: account?.mobileNumber ?? lead?.contactNumber ?? null,
        annualTurnover: input.annualturnoverpreviousfinancialyr ?? null,
        createdOn: now,
        modifiedOn: now,
      })
      // The database holds one open opportunity per lead (opportunities_one_open_per_lead): a call
      // that loses a race to another for the same lead answers with the one the other made.
      .onConflictDoNothing({
        target: opportunities.leadId,
        where: sql`${opportunities.closedAs} is null and ${opportunities.isExistingMerchant} = false`,
      })
      .returning();
    if (!row && lead && takesLeadForward) {
      const open = await openOfLead(tx, lead.id);
      if (open) return open;
    }
    if (!row) throw appError('MIS-1008');
    if (lead && lead.status !== 'CONVERTED') {
      // The lead is taken forward (CONVERTED): it leaves the open leads and the lead counts.
      await tx
        .update(leads)
        .set({ status: 'CONVERTED', lostReason: null, modifiedAt: now })
        .where(and(eq(leads.id, lead.id), eq(leads.ownerEmployeeId, agent.employeeId)));
    }
    return row;
  });
}
