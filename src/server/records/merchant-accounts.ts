import { and, desc, eq, inArray } from 'drizzle-orm';
import type { EditableEntityName } from '../../../generated/resolvers';
import type { ErrorCode } from '../../domain/error-catalogue';
import { isRecordEditable } from '../../domain/onboarding-steps';
import { isUuid } from '../../domain/record-ids';
import type { AgentIdentity } from '../context';
import type { Database } from '../db/connection';
import { merchantAccounts, merchantContacts, opportunities } from '../db/schema';
import { appError } from '../errors';

// An agent's own merchant accounts and whether their records may still change, which every step
// after Business Details reads.

export type AccountRow = typeof merchantAccounts.$inferSelect;

/** The agent's own merchant account; any other id (another agent's included) is not found. */
export async function ownAccount(db: Database, agent: AgentIdentity, id: string, code: ErrorCode = 'MOS-1012', field = 'input.accountId'): Promise<AccountRow> {
  const row = isUuid(id)
    ? (await db.select().from(merchantAccounts).where(and(eq(merchantAccounts.id, id), eq(merchantAccounts.ownerEmployeeId, agent.employeeId))))[0]
    : undefined;
  if (!row) throw appError(code, { field });
  return row;
}

/** Whether each of the agent's accounts may be edited, from its latest opportunity (src/domain/onboarding-steps.ts). */
export async function editableAccounts(db: Database, agent: AgentIdentity, kind: EditableEntityName, accountIds: readonly string[]): Promise<Map<string, boolean>> {
  const result = new Map<string, boolean>();
  if (!accountIds.length) return result;
  const rows = await db
    .select({ accountId: opportunities.accountId, status: opportunities.status, submitted: opportunities.opportunitySubmitted })
    .from(opportunities)
    .where(and(eq(opportunities.ownerEmployeeId, agent.employeeId), inArray(opportunities.accountId, [...accountIds])))
    .orderBy(desc(opportunities.id));
  for (const id of accountIds) {
    const latest = rows.find((row) => row.accountId === id);
    result.set(id, isRecordEditable(kind, latest ? { status: latest.status, submitted: latest.submitted } : null));
  }
  return result;
}

export async function isEditable(db: Database, agent: AgentIdentity, kind: EditableEntityName, accountId: string): Promise<boolean> {
  return (await editableAccounts(db, agent, kind, [accountId])).get(accountId) ?? false;
}

/** A record whose step is closed for its account's opportunity cannot change (spec section 6). */
export async function requireEditable(db: Database, agent: AgentIdentity, kind: EditableEntityName, accountId: string) {
  if (!(await isEditable(db, agent, kind, accountId))) throw appError('MOS-1007', { field: 'input.id' });
}

export function trimmedText(value: string | null | undefined): string | null {
  return value?.trim() || null;
}

export function contactWhere(agent: AgentIdentity, accountId: string) {
  return and(eq(merchantContacts.accountId, accountId), eq(merchantContacts.ownerEmployeeId, agent.employeeId));
}
