import { and, eq, isNull } from 'drizzle-orm';
import type { AgentIdentity } from '../../context';
import type { Database } from '../../db/connection';
import { kycLinks, kycVerifications } from '../../db/schema';

// Whether a KYC is done: the merchant's or a signatory's verification passed, as the KYC steps and the
// step list read it.

type VerificationRow = typeof kycVerifications.$inferSelect;

/** A KYC is done when its verification passed: the document's name matched the PAN name. */
export const isKycDone = (row: Pick<VerificationRow, 'nameMatch' | 'status'> | undefined) => row !== undefined && row.nameMatch && row.status === 'SUCCESS';

export const subjectWhere = (opportunityId: number, signatoryId: string | null) =>
  and(eq(kycVerifications.opportunityId, opportunityId), signatoryId ? eq(kycVerifications.signatoryId, signatoryId) : isNull(kycVerifications.signatoryId));

/** The merchant's own KYC verification of an opportunity, as the KYC step's completion reads it. */
export async function storedKycFacts(db: Database, agent: AgentIdentity, opportunityId: number): Promise<{ completed: boolean }> {
  const [row] = await db
    .select({ nameMatch: kycVerifications.nameMatch, status: kycVerifications.status })
    .from(kycVerifications)
    .where(and(subjectWhere(opportunityId, null), eq(kycVerifications.ownerEmployeeId, agent.employeeId)));
  if (isKycDone(row)) return { completed: true };
  // The merchant may have done it themselves, on the KYC link's page (its name matched the PAN's there).
  const [link] = await db
    .select({ id: kycLinks.id })
    .from(kycLinks)
    .where(and(eq(kycLinks.opportunityId, opportunityId), eq(kycLinks.ownerEmployeeId, agent.employeeId), eq(kycLinks.state, 'COMPLETED')))
    .limit(1);
  return { completed: link !== undefined };
}
