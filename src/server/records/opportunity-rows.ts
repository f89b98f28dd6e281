import { and, desc, eq } from 'drizzle-orm';
import { isUuid, recordNumber } from '../../domain/record-ids';
import type { AgentIdentity } from '../context';
import type { Database } from '../db/connection';
import { opportunities } from '../db/schema';
import { appError } from '../errors';

// An agent's own opportunity rows, which nearly every step's resolvers read first: apart from the
// opportunity's resolvers, so that those may use the steps' (pricing) without a circle.

/** The agent's own opportunity of that id, or none (an unknown id, malformed, or another agent's). */
export async function findOwnOpportunityRow(db: Database, agent: AgentIdentity, id: string) {
  const numeric = recordNumber(id);
  if (numeric === null) return null;
  const [row] = await db
    .select()
    .from(opportunities)
    .where(and(eq(opportunities.id, numeric), eq(opportunities.ownerEmployeeId, agent.employeeId)));
  return row ?? null;
}

/**
 * The agent's own opportunity; another agent's is reported as not found (ODS-101), like a lead's
 * LMS-101, so its existence is not revealed.
 */
export async function ownOpportunityRow(db: Database, agent: AgentIdentity, id: string) {
  const row = await findOwnOpportunityRow(db, agent, id);
  if (!row) throw appError('ODS-101');
  return row;
}

/** The agent's latest opportunity of a lead, whose status decides what of the lead's journey may still change. */
export async function leadOpportunityRow(db: Database, agent: AgentIdentity, leadId: string) {
  if (!isUuid(leadId)) return null;
  const [row] = await db
    .select()
    .from(opportunities)
    .where(and(eq(opportunities.leadId, leadId), eq(opportunities.ownerEmployeeId, agent.employeeId)))
    .orderBy(desc(opportunities.id))
    .limit(1);
  return row ?? null;
}
