import { and, eq } from 'drizzle-orm';
import { isUuid } from '../../domain/record-ids';
import type { AgentIdentity } from '../context';
import type { Database } from '../db/connection';
import { merchantSignatories } from '../db/schema';
import { appError } from '../errors';

// A merchant account's partners or directors (signatories), the agent's own: another agent's is
// SIGNATORY_NOT_FOUND. KYC and documents name them.

export type SignatoryRow = typeof merchantSignatories.$inferSelect;

export async function ownSignatory(db: Database, agent: AgentIdentity, id: string, field = 'input.id'): Promise<SignatoryRow> {
  const [row] = isUuid(id)
    ? await db.select().from(merchantSignatories).where(and(eq(merchantSignatories.id, id), eq(merchantSignatories.ownerEmployeeId, agent.employeeId)))
    : [];
  if (!row) throw appError('SIGNATORY_NOT_FOUND', { field });
  return row;
}

/** A partner or director of this merchant account, the agent's own; one of another account is not found either. */
export async function accountSignatory(db: Database, agent: AgentIdentity, accountId: string | null, id: string, field: string): Promise<SignatoryRow> {
  const row = await ownSignatory(db, agent, id, field);
  if (row.accountId !== accountId) throw appError('SIGNATORY_NOT_FOUND', { field });
  return row;
}
