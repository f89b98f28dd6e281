import { and, eq } from 'drizzle-orm';
import { isUuid } from '../../domain/record-ids';
import type { AgentIdentity } from '../context';
import type { Database } from '../db/connection';
import { leads } from '../db/schema';
import { appError } from '../errors';

/** The agent's own lead; another agent's lead is reported as not found, so its existence is not revealed. */
export async function ownLead(db: Database, agent: AgentIdentity, id: string) {
  if (!isUuid(id)) throw appError('LMS-101');
  const [row] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.id, id), eq(leads.ownerEmployeeId, agent.employeeId)));
  if (!row) throw appError('LMS-101');
  return row;
}
