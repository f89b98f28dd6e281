import { and, asc, count, eq, isNull, max } from 'drizzle-orm';
import type { DeploymentStore, DeploymentStoreFieldsInput } from '../../../../generated/resolvers';
import { DEPLOYMENT_APPROVED_STATUS, isDeployable } from '../../../domain/deployment';
import { normaliseIdentifier } from '../../../domain/identifiers/normalise';
import { isUuid } from '../../../domain/record-ids';
import { STORE_LIMITS, storeMessages, storeProofProblem } from '../../../domain/store-input';
import type { AgentIdentity } from '../../context';
import type { Database } from '../../db/connection';
import { deploymentStores, merchantAccounts, merchantContacts, opportunities, type StoredMerchantAddress } from '../../db/schema';
import { appError } from '../../errors';
import { storedAddress } from '../../records/address-check';
import type { OpportunityRow } from '../../records/opportunity-mapper';

// Where a merchant's devices are deployed: its deployment stores. Every merchant that bought devices
// has one by the time they are deployed. The Multi Stores step is skippable and the mini flow has
// none, so a merchant may reach deployment without a store: its primary store is then made from its
// business details, at the store address they name, else at the business address. It is made when
// the CSE team approves the deployment, and, for a merchant approved before that was so (or stored
// in that state some other way), the first time its deployment is read or raised; both go through
// `ensurePrimaryStore`, which makes it once however many callers race.

export type StoreRow = typeof deploymentStores.$inferSelect;
type AccountRow = typeof merchantAccounts.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Where the merchant's devices go when it has no store: the store address of its business details, else its business address; null without either. */
export function businessLocation(account: Pick<AccountRow, 'address' | 'storeAddress'>): StoredMerchantAddress | null {
  const address = account.storeAddress ?? account.address;
  return address?.addressLine1?.trim() ? address : null;
}

/** A store as the contract has it; editable only where the Multi Stores step still may change it. */
export function toDeploymentStore(row: StoreRow, isEditable = false): DeploymentStore {
  return {
    id: row.id,
    merchantId: row.merchantId,
    name: row.name,
    primaryContactId: row.primaryContactId,
    pcId: row.pcId,
    documentType: row.documentType,
    documentNumber: row.documentNumber,
    address: row.address,
    isEditable,
  };
}

/** The merchant's stores the opportunity's agent holds, the opportunity's primary store first, then in the order they were made. */
export async function storesOfOpportunity(db: Database | Transaction, opportunity: Pick<OpportunityRow, 'accountId' | 'ownerEmployeeId' | 'primaryStoreId'>): Promise<StoreRow[]> {
  if (!opportunity.accountId || !isUuid(opportunity.accountId)) return [];
  const rows = await db
    .select()
    .from(deploymentStores)
    .where(and(eq(deploymentStores.merchantId, opportunity.accountId), eq(deploymentStores.ownerEmployeeId, opportunity.ownerEmployeeId)))
    .orderBy(asc(deploymentStores.createdAt), asc(deploymentStores.id));
  return [...rows.filter((row) => row.id === opportunity.primaryStoreId), ...rows.filter((row) => row.id !== opportunity.primaryStoreId)];
}

/**
 * The opportunity's primary store's id, chosen or made when it has none: the merchant's first store,
 * else a store made from its business details (named as the business is, at the store address they
 * name or the business address). Null only for an opportunity without a merchant account or one
 * whose account has no address. The merchant's row is held while it decides, so that two callers at
 * once make one store; the opportunity's primary store is set only where it is still unset.
 */
export async function ensurePrimaryStore(db: Database | Transaction, opportunity: OpportunityRow, now: Date): Promise<string | null> {
  if (opportunity.primaryStoreId) return opportunity.primaryStoreId;
  const accountId = opportunity.accountId;
  if (!accountId || !isUuid(accountId)) return null;
  return db.transaction(async (tx) => {
    const [account] = await tx.select().from(merchantAccounts).where(eq(merchantAccounts.id, accountId)).for('update');
    if (!account) return null;
    const [current] = await tx.select({ primaryStoreId: opportunities.primaryStoreId }).from(opportunities).where(eq(opportunities.id, opportunity.id));
    if (current?.primaryStoreId) return current.primaryStoreId;
    const [first] = await storesOfOpportunity(tx, opportunity);
    let storeId = first?.id ?? null;
    if (!storeId) {
      const address = businessLocation(account);
      if (!address) return null;
      const [made] = await tx
        .insert(deploymentStores)
        .values({ merchantId: account.id, ownerEmployeeId: opportunity.ownerEmployeeId, name: account.name, address, createdAt: now, modifiedAt: now })
        .returning({ id: deploymentStores.id });
      storeId = made?.id ?? null;
    }
    if (!storeId) return null;
    await tx
      .update(opportunities)
      .set({ primaryStoreId: storeId })
      .where(and(eq(opportunities.id, opportunity.id), isNull(opportunities.primaryStoreId)));
    return storeId;
  });
}

/** The merchant's stores for deploying the opportunity's devices, its primary store made first when it has none. */
export async function deploymentStoresOf(db: Database, opportunity: OpportunityRow, now: Date): Promise<StoreRow[]> {
  const primaryStoreId = await ensurePrimaryStore(db, opportunity, now);
  return storesOfOpportunity(db, { ...opportunity, primaryStoreId });
}

export interface PlannedPlace {
  name: string;
  address: StoredMerchantAddress;
  /** Not a store yet: the business details' address, which approval makes the primary store. */
  fromBusinessDetails: boolean;
}

/**
 * Where the opportunity's devices would be deployed, read without changing anything: its primary
 * store (else the merchant's first), or the address its business details would make one of; and the
 * merchant's other stores. Null when there is neither a store nor an address.
 */
export async function plannedPlaces(db: Database, opportunity: OpportunityRow): Promise<{ primary: PlannedPlace; others: StoreRow[] } | null> {
  const stores = await storesOfOpportunity(db, opportunity);
  const [first, ...others] = stores;
  if (first) return { primary: { name: first.name, address: first.address, fromBusinessDetails: false }, others };
  if (!opportunity.accountId || !isUuid(opportunity.accountId)) return null;
  const [account] = await db.select().from(merchantAccounts).where(eq(merchantAccounts.id, opportunity.accountId));
  const address = account ? businessLocation(account) : null;
  return account && address ? { primary: { name: account.name, address, fromBusinessDetails: true }, others: [] } : null;
}

/**
 * Adds a store to the merchant of an opportunity whose deployment is approved, for the agent to
 * deploy at: the onboarding's steps (Multi Stores among them) are locked by then, and the mini flow
 * has none. The opportunity is the agent's (the resolver found it: ODS-101 otherwise), approved and
 * not complete (DEPLOYMENT_NOT_APPROVED, DEPLOYMENT_COMPLETED); the store's proof, contact and
 * address are checked as the Multi Stores step's are (MOS-1013, MSS-1017); at most
 * STORE_LIMITS.perMerchant stores, counted with the merchant's row held. The primary store is made
 * first when there is none, so that it stays the business address's and the added store comes after it.
 */
export async function addStoreForDeployment(
  db: Database,
  agent: AgentIdentity,
  opportunity: OpportunityRow,
  store: DeploymentStoreFieldsInput,
  now: Date,
): Promise<{ added: StoreRow; stores: StoreRow[] }> {
  if (opportunity.status !== DEPLOYMENT_APPROVED_STATUS) {
    throw appError(isDeployable(opportunity.status) ? 'DEPLOYMENT_COMPLETED' : 'DEPLOYMENT_NOT_APPROVED', { field: 'input.opportunityId' });
  }
  const merchantId = opportunity.accountId;
  if (!merchantId || !isUuid(merchantId)) throw appError('MOS-1012', { field: 'input.opportunityId' });
  const problem = storeProofProblem(store.documentType, store.documentNumber);
  if (problem) throw appError('VALIDATION_ERROR', { message: problem.message, field: `input.store.${problem.field}` });
  if (store.primaryContactId) {
    const [contact] = isUuid(store.primaryContactId)
      ? await db
          .select({ id: merchantContacts.id })
          .from(merchantContacts)
          .where(and(eq(merchantContacts.id, store.primaryContactId), eq(merchantContacts.accountId, merchantId), eq(merchantContacts.ownerEmployeeId, agent.employeeId)))
      : [];
    if (!contact) throw appError('MOS-1013', { field: 'input.store.primaryContactId' });
  }
  const address = await storedAddress(db, store.address, 'MSS-1017', 'input.store.address');
  if (!address) throw appError('MSS-1017', { field: 'input.store.address' });
  const primaryStoreId = await ensurePrimaryStore(db, opportunity, now);
  const added = await db.transaction(async (tx) => {
    await tx.select({ id: merchantAccounts.id }).from(merchantAccounts).where(eq(merchantAccounts.id, merchantId)).for('update');
    const [stored] = await tx.select({ value: count(), last: max(deploymentStores.createdAt) }).from(deploymentStores).where(eq(deploymentStores.merchantId, merchantId));
    if ((stored?.value ?? 0) >= STORE_LIMITS.perMerchant) throw appError('VALIDATION_ERROR', { message: storeMessages.tooMany, field: 'input.store' });
    // After the merchant's other stores, even within one millisecond, so that the list keeps the order they were added in.
    const createdAt = new Date(Math.max(now.getTime(), (stored?.last?.getTime() ?? 0) + 1));
    const [row] = await tx
      .insert(deploymentStores)
      .values({
        merchantId,
        ownerEmployeeId: agent.employeeId,
        name: store.name.trim(),
        primaryContactId: store.primaryContactId || null,
        pcId: store.pcId?.trim() || null,
        documentType: store.documentType ?? null,
        documentNumber: store.documentNumber ? normaliseIdentifier(store.documentNumber) : null,
        address,
        createdAt,
        modifiedAt: now,
      })
      .returning();
    if (!row) throw new Error('the store was not stored');
    return row;
  });
  return { added, stores: await storesOfOpportunity(db, { ...opportunity, primaryStoreId }) };
}
