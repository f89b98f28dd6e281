import { and, eq } from 'drizzle-orm';
import { merchantMessages } from '../../../domain/merchant-input';
import { setMembers } from '../../../engine/rules';
import type { AgentIdentity, GraphQLContext } from '../../context';
import type { Database } from '../../db/connection';
import { merchantAccountMccs, mccMaster } from '../../db/schema';
import { appError } from '../../errors';

// A merchant account's MCC: one chosen from the master list, stored with the master row's fields, and
// the one the account has.

/** The master list's row of an MCC the agent may choose: blocked categories are never onboarded (forms/rules/blocked-mccs.json). */
export async function choosableMcc(context: GraphQLContext, mccCode: string, field: string) {
  const [row] = await context.db.select().from(mccMaster).where(eq(mccMaster.mccCode, mccCode));
  if (!row) throw appError('VALIDATION_ERROR', { message: merchantMessages.mccCode, field });
  if (setMembers(context.forms.rules, 'blocked-mccs').has(mccCode)) throw appError('VALIDATION_ERROR', { message: merchantMessages.blockedMcc, field });
  return row;
}

export const mccFields = (row: typeof mccMaster.$inferSelect) => ({
  businessCategoryType: row.categoryType,
  businessSubCategoryType: row.subCategoryType,
  merchantCategory: row.merchantCategory,
  mccCode: row.mccCode,
  riskCategory: row.riskCategory,
});

export async function ownMccOfAccount(db: Database, agent: AgentIdentity, accountId: string) {
  const [mcc] = await db
    .select()
    .from(merchantAccountMccs)
    .where(and(eq(merchantAccountMccs.accountId, accountId), eq(merchantAccountMccs.ownerEmployeeId, agent.employeeId)));
  return mcc ?? null;
}
