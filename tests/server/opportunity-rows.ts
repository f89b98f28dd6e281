import type { OpportunityClosure, OwnerType } from '../../generated/graphql';
import { opportunities } from '../../src/server/db/schema';
import type { Harness } from './harness';

let inserted = 0;

/**
 * An opportunity row straight in the table, in a status that only a review, an approval or a
 * rejection outside the app would give it.
 */
export async function insertOpportunity(
  harness: Harness,
  options: { leadId: string | null; status: string; owner?: string; ownerType?: OwnerType; submitted?: boolean; closedAs?: OpportunityClosure },
): Promise<number> {
  const [row] = await harness.database.db
    .insert(opportunities)
    .values({
      leadId: options.leadId,
      ownerEmployeeId: options.owner ?? 'EMP1001',
      name: `Opportunity ${options.status} ${++inserted}`,
      status: options.status,
      ownerType: options.ownerType ?? 'SalesApp',
      opportunitySubmitted: options.submitted ?? false,
      closedAs: options.closedAs ?? null,
    })
    .returning({ id: opportunities.id });
  if (!row) throw new Error('no opportunity inserted');
  return row.id;
}
