import { and, asc, eq } from 'drizzle-orm';
import { signatoryFacts, SIGNATORY_LIMITS, type SignatoryFacts } from '../../../domain/signatories';
import type { AgentIdentity } from '../../context';
import type { Database } from '../../db/connection';
import { merchantSignatories } from '../../db/schema';
import type { SignatoryRow } from '../../records/signatories';

// An account's list of signatories, as the Partnership KYC step shows it and as its completion reads it.

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export const signatoryWhere = (agent: AgentIdentity, accountId: string) =>
  and(eq(merchantSignatories.accountId, accountId), eq(merchantSignatories.ownerEmployeeId, agent.employeeId));

export async function signatoriesOf(db: Database | Transaction, agent: AgentIdentity, accountId: string): Promise<SignatoryRow[]> {
  return db
    .select()
    .from(merchantSignatories)
    .where(signatoryWhere(agent, accountId))
    .orderBy(asc(merchantSignatories.createdAt), asc(merchantSignatories.id))
    .limit(SIGNATORY_LIMITS.perAccount);
}

/** What the account's signatories add up to, as the Partnership KYC step's completion reads it. */
export async function storedSignatoryFacts(db: Database, agent: AgentIdentity, accountId: string): Promise<SignatoryFacts> {
  return signatoryFacts(await signatoriesOf(db, agent, accountId));
}
