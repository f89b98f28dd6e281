import { and, eq } from 'drizzle-orm';
import type { DocumentSubTypeCode } from '../../domain/documents';
import { requiredLicenceOf } from '../../engine/required-licence';
import type { RuleBook } from '../../engine/rules';
import type { AgentIdentity, GraphQLContext } from '../context';
import { merchantAccountMccs, opportunities } from '../db/schema';

// Apart from the documents' resolvers, which need the signatories, whose saves need this: one
// module each way, no circle.

type OpportunityRow = typeof opportunities.$inferSelect;

/**
 * The licence document the opportunity's account MCC needs (forms/rules/licence-required-mccs.json, of the onboarding's release),
 * from the MCC stored for it; null before Business Details has saved one, or for an MCC that needs none.
 */
export async function requiredLicence(context: GraphQLContext, agent: AgentIdentity, opportunity: OpportunityRow | null, rules: RuleBook): Promise<DocumentSubTypeCode | null> {
  if (!opportunity?.accountMccId) return null;
  const [mcc] = await context.db
    .select({ mccCode: merchantAccountMccs.mccCode })
    .from(merchantAccountMccs)
    .where(and(eq(merchantAccountMccs.id, opportunity.accountMccId), eq(merchantAccountMccs.ownerEmployeeId, agent.employeeId)));
  return requiredLicenceOf(rules, mcc?.mccCode);
}
