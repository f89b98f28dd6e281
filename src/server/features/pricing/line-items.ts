import { and, asc, eq } from 'drizzle-orm';
import type { AgentIdentity } from '../../context';
import type { Database } from '../../db/connection';
import { opportunities, opportunityLineItems } from '../../db/schema';

// The products an agent chose for an opportunity (its line items), as the Products step and other
// features read them.

type LineItemRow = typeof opportunityLineItems.$inferSelect;

/** The opportunity's line items, in the order the agent chose them. */
export async function storedLineItems(db: Database, agent: AgentIdentity, opportunityId: number): Promise<LineItemRow[]> {
  return db
    .select()
    .from(opportunityLineItems)
    .where(and(eq(opportunityLineItems.opportunityId, opportunityId), eq(opportunityLineItems.ownerEmployeeId, agent.employeeId)))
    .orderBy(asc(opportunityLineItems.position));
}

/** Whether any of the account's opportunities has products: its MCC may then not change (spec section 5). */
export async function accountHasProducts(db: Database, agent: AgentIdentity, accountId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: opportunityLineItems.id })
    .from(opportunityLineItems)
    .innerJoin(opportunities, eq(opportunities.id, opportunityLineItems.opportunityId))
    .where(and(eq(opportunities.accountId, accountId), eq(opportunityLineItems.ownerEmployeeId, agent.employeeId)))
    .limit(1);
  return row !== undefined;
}

/** What completeWhen reads of the Products step: whether line items are stored. */
export async function storedProductFacts(db: Database, agent: AgentIdentity, opportunityId: number): Promise<{ stored: boolean }> {
  return { stored: (await storedLineItems(db, agent, opportunityId)).length > 0 };
}
