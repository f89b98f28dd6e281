import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/connection';
import { deploymentStores, merchantAccounts, opportunities, opportunityDocuments, opportunityLineItems, plans, type StoredMerchantAddress } from '../../src/server/db/schema';
import { freshPan } from './fresh-pan';

// An opportunity as the sandbox CSE review leaves it (DEPLOYMENT_APPROVED by default): its merchant,
// the merchant's stores (the first its primary store) and its products' line items, stored directly.

export interface DeploymentFixture {
  opportunityId: string;
  merchantId: string;
  storeIds: string[];
}

export const POS = 'PRD-POS-A910';
export const VOICE_POD = 'PRD-VOICE-POD';
export const SQR_MINI = 'PRD-SQR-MINI';
export const SOFT_POS = 'PRD-SOFT-POS';

export async function deploymentOpportunity(
  db: Database,
  options: {
    owner?: string;
    status?: string;
    lines?: { productId: string; quantity: number }[];
    stores?: number;
    /** The business details' addresses: the business address, and the store address when it is another. */
    address?: StoredMerchantAddress;
    storeAddress?: StoredMerchantAddress;
    ownerType?: 'SalesApp' | 'StandardMini';
  } = {},
): Promise<DeploymentFixture> {
  const owner = options.owner ?? 'EMP1001';
  const lines = options.lines ?? [
    { productId: POS, quantity: 2 },
    { productId: VOICE_POD, quantity: 1 },
    { productId: SOFT_POS, quantity: 1 },
  ];
  const pan = freshPan();
  const [account] = await db
    .insert(merchantAccounts)
    .values({
      ownerEmployeeId: owner,
      panNumber: pan,
      ownershipType: 'PROPRIETORSHIP',
      name: `Deploy Stores ${pan}`,
      legalName: 'Ramesh Patil',
      address: options.address ?? null,
      storeAddress: options.storeAddress ?? null,
    })
    .returning();
  if (!account) throw new Error('no account');
  const storeCount = options.stores ?? 2;
  const made = Date.now();
  const stores = !storeCount
    ? []
    : await db
        .insert(deploymentStores)
        .values(
          Array.from({ length: storeCount }, (_, i) => ({
            merchantId: account.id,
            ownerEmployeeId: owner,
            name: i === 0 ? 'Main Road store' : `Branch ${i}`,
            address: { addressLine1: `${i + 1} MG Road`, city: 'Pune', state: 'Maharashtra', pinCode: '411001' },
            // A millisecond apart, as the store operations make them: the merchant's list is in this order.
            createdAt: new Date(made + i),
          })),
        )
        .returning({ id: deploymentStores.id });
  const storeIds = stores.map((s) => s.id);
  const [opportunity] = await db
    .insert(opportunities)
    .values({
      ownerEmployeeId: owner,
      name: `Deployment ${pan}`,
      status: options.status ?? 'DEPLOYMENT_APPROVED',
      ownerType: options.ownerType ?? 'SalesApp',
      accountId: account.id,
      panNumber: pan,
      opportunitySubmitted: true,
      primaryStoreId: storeIds[0] ?? null,
    })
    .returning({ id: opportunities.id });
  if (!opportunity) throw new Error('no opportunity');
  for (const [position, line] of lines.entries()) {
    const [plan] = await db.select({ id: plans.id }).from(plans).where(eq(plans.productId, line.productId)).limit(1);
    if (!plan) throw new Error(`no plan of ${line.productId}`);
    await db.insert(opportunityLineItems).values({
      opportunityId: opportunity.id,
      ownerEmployeeId: owner,
      productId: line.productId,
      planId: plan.id,
      quantity: line.quantity,
      totalAmount: 1000 * line.quantity,
      position,
    });
  }
  return { opportunityId: String(opportunity.id), merchantId: account.id, storeIds };
}

/** A photo of the opportunity, as a test transaction's proof. */
export async function proofDocument(db: Database, opportunityId: string, owner = 'EMP1001'): Promise<string> {
  const [row] = await db
    .insert(opportunityDocuments)
    .values({ opportunityId: Number(opportunityId), ownerEmployeeId: owner, documentType: 'DEPLOYMENTPROOF', documentSubType: 'CARDTESTTRANSACTION' })
    .returning({ id: opportunityDocuments.id });
  if (!row) throw new Error('no document');
  return row.id;
}
