import { and, eq, inArray } from 'drizzle-orm';
import { acquirerOfIfsc, LIVE_MANDATE_STATUSES, letsJourneyContinue, mandateEligibility, type MandateEligibilityFacts } from '../../../domain/mandate';
import { isUuid } from '../../../domain/record-ids';
import type { AgentIdentity } from '../../context';
import type { Database } from '../../db/connection';
import { bankAccounts, mandates, opportunities } from '../../db/schema';
import { settlementFacts } from '../pricing';
import type { MandateRow } from './mandate-status';

// What an opportunity's mandate rests on: the bank account it debits, whether the bank and the
// pricing let a mandate of each kind be made and whether one is needed at all, and the mandate
// standing; read by the mandate operations and by the NachMandate step's completion.

type OpportunityRow = typeof opportunities.$inferSelect;
type BankAccountRow = typeof bankAccounts.$inferSelect;

/** The bank account the mandate debits: the one named, else the opportunity's; it must be the merchant's. */
export async function debitedAccount(db: Database, agent: AgentIdentity, opportunity: OpportunityRow, named: string | null | undefined): Promise<BankAccountRow | null> {
  const id = named ?? opportunity.bankAccountId;
  if (!id || !isUuid(id) || !opportunity.accountId) return null;
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.accountId, opportunity.accountId), eq(bankAccounts.ownerEmployeeId, agent.employeeId)));
  return row ?? null;
}

export async function eligibilityOf(db: Database, opportunity: OpportunityRow, account: BankAccountRow | null): Promise<MandateEligibilityFacts> {
  const plan = await settlementFacts(db, opportunity);
  return mandateEligibility({ acquirer: acquirerOfIfsc(account?.ifscCode), ...plan });
}

export async function liveMandate(db: Database, opportunity: OpportunityRow): Promise<MandateRow | undefined> {
  const [row] = await db
    .select()
    .from(mandates)
    .where(and(eq(mandates.opportunityId, opportunity.id), inArray(mandates.status, [...LIVE_MANDATE_STATUSES])));
  return row;
}

/** What the step's completion reads: whether a signed mandate is stored, and whether one is needed at all. */
export async function storedMandateFacts(db: Database, agent: AgentIdentity, opportunity: OpportunityRow): Promise<{ signed: boolean; required: boolean }> {
  const live = await liveMandate(db, opportunity);
  const account = await debitedAccount(db, agent, opportunity, null);
  const { isNachRequired } = await eligibilityOf(db, opportunity, account);
  return { signed: live !== undefined && live.ownerEmployeeId === agent.employeeId && letsJourneyContinue(live.status), required: isNachRequired };
}
