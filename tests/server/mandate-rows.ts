import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { bankAccounts, opportunities } from '../../src/server/db/schema';
import type { Harness } from './harness';
import { merchantOpportunityOf } from './merchant-rows';

export interface MandateOpportunityOptions {
  /** The branch of the merchant's bank account; its first four letters are the bank the mandate check reads. */
  ifsc?: string;
  /** What the merchant pays for the chosen products; null for an opportunity without products yet. */
  total?: number | null;
  owner?: string;
  /** Whether the bank account step has chosen a bank account for the opportunity. */
  withBank?: boolean;
}

/**
 * An opportunity as the NACH step finds it: a merchant account whose bank account (at a branch of
 * `ifsc`) the bank account step chose for the opportunity, and the opportunity's total as createOLI
 * leaves it (11,800 rupees unless told).
 */
export async function mandateOpportunityOf(harness: Harness, options: MandateOpportunityOptions = {}): Promise<string> {
  const owner = options.owner ?? 'EMP1001';
  const opportunityId = await merchantOpportunityOf(harness, '5411', undefined, owner);
  const db = harness.database.db;
  const [opportunity] = await db.select().from(opportunities).where(eq(opportunities.id, Number(opportunityId)));
  if (!opportunity?.accountId) throw new Error('no account');
  let bankAccountId: string | null = null;
  if (options.withBank ?? true) {
    const [account] = await db
      .insert(bankAccounts)
      .values({
        accountId: opportunity.accountId,
        ownerEmployeeId: owner,
        bankAccountNumber: `5010${String(randomInt(10 ** 9, 10 ** 10))}`,
        accountType: 'CURRENT',
        ifscCode: options.ifsc ?? 'HDFC0000001',
        accountHolderName: 'Sai Krupa Stores',
        pennyDropSuccess: true,
        nameMatchSuccess: true,
      })
      .returning();
    bankAccountId = account?.id ?? null;
  }
  await db
    .update(opportunities)
    .set({ bankAccountId, totalAmount: options.total === undefined ? 11_800 : options.total })
    .where(eq(opportunities.id, Number(opportunityId)));
  return opportunityId;
}

/** The merchant's answer on the sandbox authorisation page a mandate's redirect URL opens. */
export function answerAuthorisation(harness: Harness, redirectUrl: string, decision: 'authorise' | 'decline'): Promise<Response> {
  const url = new URL(redirectUrl);
  return harness.fetch(url.pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ request: url.searchParams.get('request') ?? '', decision }).toString(),
    redirect: 'manual',
  });
}
