import { randomInt } from 'node:crypto';
import type { Database } from '../../src/server/db/connection';
import { bankAccounts, merchantAccounts, opportunities } from '../../src/server/db/schema';
import { sandboxPanRecord } from '../../src/server/sandbox/sandbox-registry';
import { freshPan } from './fresh-pan';
import type { Harness } from './harness';
import { postPageForm, type PageAnswer } from './page-forms';

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
 * An existing merchant's opportunity as the NACH step finds it: its bank account (at a branch of
 * `ifsc`) chosen by the bank account step, and its total as createOLI leaves it (11,800 rupees
 * unless told).
 */
export async function mandateOpportunityOf(db: Database, options: MandateOpportunityOptions = {}): Promise<string> {
  const owner = options.owner ?? 'EMP1001';
  const pan = freshPan();
  const name = sandboxPanRecord(pan)?.name ?? 'Sai Krupa Stores';
  const [account] = await db.insert(merchantAccounts).values({ ownerEmployeeId: owner, panNumber: pan, ownershipType: 'PROPRIETORSHIP', name, legalName: name }).returning();
  if (!account) throw new Error('no account');
  let bankAccountId: string | null = null;
  if (options.withBank ?? true) {
    const [bank] = await db
      .insert(bankAccounts)
      .values({
        accountId: account.id,
        ownerEmployeeId: owner,
        bankAccountNumber: `5010${String(randomInt(10 ** 9, 10 ** 10))}`,
        accountType: 'CURRENT',
        ifscCode: options.ifsc ?? 'HDFC0000001',
        accountHolderName: name,
        pennyDropSuccess: true,
        nameMatchSuccess: true,
      })
      .returning();
    bankAccountId = bank?.id ?? null;
  }
  const [opportunity] = await db
    .insert(opportunities)
    .values({
      ownerEmployeeId: owner,
      name: `Sai Krupa Stores ${pan}`,
      status: 'INITIATED',
      ownerType: 'SalesApp',
      isExistingMerchant: true,
      accountId: account.id,
      panNumber: pan,
      bankAccountId,
      totalAmount: options.total === undefined ? 11_800 : options.total,
    })
    .returning({ id: opportunities.id });
  return String(opportunity?.id);
}

/** The merchant's answer on the sandbox authorisation page a mandate's redirect URL opens, from the page's own form. */
export function answerAuthorisation(harness: Harness, redirectUrl: string, decision: 'authorise' | 'decline'): Promise<PageAnswer> {
  const url = new URL(redirectUrl);
  return postPageForm(harness, url.pathname, { request: url.searchParams.get('request') ?? '', decision }, { from: `${url.pathname}${url.search}` });
}
