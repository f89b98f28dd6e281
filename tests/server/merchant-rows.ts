import { merchantAccountMccs, merchantAccounts, opportunities } from '../../src/server/db/schema';
import { createSandboxRegistry } from '../../src/server/sandbox/sandbox-registry';
import { freshPan } from './fresh-pan';
import type { Harness } from './harness';

/** A PAN whose last digit is this one: the GST sandbox has no GSTIN under a PAN ending 0, one or more under the others. */
export const panEnding = (digit: string) => {
  const pan = freshPan();
  return `${pan.slice(0, 8)}${digit}${pan.slice(9)}`;
};

/**
 * An opportunity whose merchant account (of this PAN) has this MCC stored, as Business Details
 * leaves it.
 */
export async function merchantOpportunityOf(harness: Harness, mccCode: string, pan = panEnding('1'), owner = 'EMP1001'): Promise<string> {
  const db = harness.database.db;
  const record = await createSandboxRegistry().panDetails(pan);
  const [account] = await db
    .insert(merchantAccounts)
    .values({ ownerEmployeeId: owner, panNumber: pan, ownershipType: 'PROPRIETORSHIP', name: record?.name ?? 'Shop', legalName: record?.name ?? 'Shop' })
    .returning();
  if (!account) throw new Error('no account');
  const [mcc] = await db
    .insert(merchantAccountMccs)
    .values({ accountId: account.id, ownerEmployeeId: owner, businessCategoryType: 'Retail', businessSubCategoryType: 'Food', merchantCategory: 'Restaurants', mccCode })
    .returning();
  const [opportunity] = await db
    .insert(opportunities)
    .values({ ownerEmployeeId: owner, name: `Opportunity ${mccCode} ${pan}`, status: 'INITIATED', ownerType: 'SalesApp', accountId: account.id, panNumber: pan, accountMccId: mcc?.id })
    .returning({ id: opportunities.id });
  return String(opportunity?.id);
}
