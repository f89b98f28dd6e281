import { and, asc, count, eq, inArray, max, ne } from 'drizzle-orm';
import type {
  DeploymentStoreFieldsInput,
  DocumentSubType,
  MerchantAddressInput,
  MutationResolvers,
  QueryResolvers,
} from '../../../../generated/resolvers';
import { normaliseIdentifier } from '../../../domain/identifiers/normalise';
import { isUuid } from '../../../domain/record-ids';
import { STORE_LIMITS, storeMessages, storeProofProblem } from '../../../domain/store-input';
import type { AgentIdentity, GraphQLContext } from '../../context';
import type { Database } from '../../db/connection';
import { deploymentStores, merchantAccounts, merchantContacts, opportunities, type StoredMerchantAddress } from '../../db/schema';
import { appError } from '../../errors';
import { storedAddress } from '../../records/address-check';
import { isEditable, ownAccount } from '../../records/merchant-accounts';
import { ownOpportunityRow } from '../../records/opportunity-rows';
import { requireAgent } from '../../graphql/require-agent';
import { stepEditable } from '../../journey/step-saving';
import { toDeploymentStore } from './deployment-stores';

// A merchant's deployment stores (spec section 3): owned by the agent who made them (another agent's
// is 'Store not found', MSS-1001), changed only while the Multi Stores step is open for the
// merchant's latest opportunity (MOS-1007), at most STORE_LIMITS.perMerchant per merchant. The
// opportunity's primary store (opportunities.primary_store_id) is what completes the step.

type StoreRow = typeof deploymentStores.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A store's address refusal when its city is not in its state (spec section 8). */
const ADDRESS_REFUSAL = 'MSS-1017';

async function ownStore(db: Database, agent: AgentIdentity, id: string, field = 'input.id'): Promise<StoreRow> {
  const [row] = isUuid(id)
    ? await db.select().from(deploymentStores).where(and(eq(deploymentStores.id, id), eq(deploymentStores.ownerEmployeeId, agent.employeeId)))
    : [];
  if (!row) throw appError('MSS-1001', { field });
  return row;
}

async function requireStoresEditable(db: Database, agent: AgentIdentity, merchantId: string, field: string) {
  if (!(await isEditable(db, agent, 'STORE', merchantId))) throw appError('MOS-1007', { field });
}

/** The opportunity the stores are saved for: the agent's, of this merchant, with its Multi Stores step open. */
async function storesOpportunity(db: Database, agent: AgentIdentity, opportunityId: string, merchantId: string) {
  const opportunity = await ownOpportunityRow(db, agent, opportunityId);
  if (opportunity.accountId !== merchantId || !stepEditable('MultiStores', opportunity)) throw appError('MOS-1007', { field: 'input.opportunityId' });
  return opportunity;
}

function trimmedText(value: string | null | undefined): string | null {
  return value?.trim() || null;
}

function checkProof(type: string | null | undefined, number: string | null | undefined, field: string) {
  const problem = storeProofProblem(type, number);
  if (problem) throw appError('VALIDATION_ERROR', { message: problem.message, field: `${field}.${problem.field}` });
}

/** The stored address of a store: its city must be in its state (MSS-1017), named as the master list names them. */
async function storeAddress(db: Database, address: MerchantAddressInput, field: string): Promise<StoredMerchantAddress> {
  const stored = await storedAddress(db, address, ADDRESS_REFUSAL, field);
  if (!stored) throw appError(ADDRESS_REFUSAL, { field });
  return stored;
}

/** A store's contact is one of its merchant's contacts (MOS-1013 otherwise). */
async function checkContact(db: Database, agent: AgentIdentity, merchantId: string, contactId: string | null | undefined, field: string) {
  if (!contactId) return;
  const [contact] = isUuid(contactId)
    ? await db
        .select({ id: merchantContacts.id })
        .from(merchantContacts)
        .where(and(eq(merchantContacts.id, contactId), eq(merchantContacts.accountId, merchantId), eq(merchantContacts.ownerEmployeeId, agent.employeeId)))
    : [];
  if (!contact) throw appError('MOS-1013', { field });
}

/** The columns of a store as sent, checked against what is stored (address, contact) and normalised. */
async function storeValues(db: Database, agent: AgentIdentity, merchantId: string, store: DeploymentStoreFieldsInput, field: string) {
  checkProof(store.documentType, store.documentNumber, field);
  await checkContact(db, agent, merchantId, store.primaryContactId, `${field}.primaryContactId`);
  return {
    name: store.name.trim(),
    primaryContactId: store.primaryContactId || null,
    pcId: trimmedText(store.pcId),
    documentType: store.documentType ?? null,
    documentNumber: store.documentNumber ? normaliseIdentifier(store.documentNumber) : null,
    address: await storeAddress(db, store.address, `${field}.address`),
  };
}

type StoreValues = Awaited<ReturnType<typeof storeValues>>;

/** Holds the merchant's row until the transaction ends, so concurrent saves count and change its stores one at a time. */
async function lockMerchant(tx: Transaction, merchantId: string) {
  await tx.select({ id: merchantAccounts.id }).from(merchantAccounts).where(eq(merchantAccounts.id, merchantId)).for('update');
}

async function storeCount(tx: Transaction, merchantId: string): Promise<number> {
  const [row] = await tx.select({ value: count() }).from(deploymentStores).where(eq(deploymentStores.merchantId, merchantId));
  return row?.value ?? 0;
}

/**
 * Inserts new stores in the order given, after the merchant's stores: each is at least a millisecond
 * after the one before, so the merchant's list (by creation time) keeps the order the agent entered
 * them in, even for stores saved within one millisecond.
 */
async function insertStores(tx: Transaction, agent: AgentIdentity, merchantId: string, values: StoreValues[], now: Date): Promise<StoreRow[]> {
  if (!values.length) return [];
  const [last] = await tx.select({ at: max(deploymentStores.createdAt) }).from(deploymentStores).where(eq(deploymentStores.merchantId, merchantId));
  const start = Math.max(now.getTime(), (last?.at?.getTime() ?? 0) + 1);
  return tx
    .insert(deploymentStores)
    .values(values.map((v, index) => ({ ...v, merchantId, ownerEmployeeId: agent.employeeId, createdAt: new Date(start + index), modifiedAt: now })))
    .returning();
}

async function createStores(context: GraphQLContext, input: { merchantId: string; opportunityId?: string | null; stores: readonly DeploymentStoreFieldsInput[] }, fieldOf: (index: number) => string) {
  const agent = requireAgent(context);
  const account = await ownAccount(context.db, agent, input.merchantId, 'MOS-1012', 'input.merchantId');
  await requireStoresEditable(context.db, agent, account.id, 'input.merchantId');
  const opportunity = input.opportunityId ? await storesOpportunity(context.db, agent, input.opportunityId, account.id) : null;
  const values: StoreValues[] = [];
  for (const [index, store] of input.stores.entries()) values.push(await storeValues(context.db, agent, account.id, store, fieldOf(index)));
  const now = context.now();
  const rows = await context.db.transaction(async (tx) => {
    await lockMerchant(tx, account.id);
    if ((await storeCount(tx, account.id)) + values.length > STORE_LIMITS.perMerchant) {
      throw appError('VALIDATION_ERROR', { message: storeMessages.tooMany, field: 'input.merchantId' });
    }
    const inserted = await insertStores(tx, agent, account.id, values, now);
    // The opportunity keeps a primary store it has; one without takes the first store made for it.
    if (opportunity && !opportunity.primaryStoreId && inserted[0]) {
      await tx
        .update(opportunities)
        .set({ primaryStoreId: inserted[0].id, modifiedOn: now })
        .where(and(eq(opportunities.id, opportunity.id), eq(opportunities.ownerEmployeeId, agent.employeeId)));
    }
    return inserted;
  });
  return rows.map((row) => toDeploymentStore(row, true));
}

/** The ids of the opportunities other than `except` that have one of `storeIds` as their primary store. */
async function primaryOfOtherOpportunities(db: Database | Transaction, storeIds: string[], except: number | null) {
  if (!storeIds.length) return [];
  const where = inArray(opportunities.primaryStoreId, storeIds);
  return db
    .select({ id: opportunities.id, primaryStoreId: opportunities.primaryStoreId })
    .from(opportunities)
    .where(except === null ? where : and(where, ne(opportunities.id, except)));
}

export const deploymentStoreQueries: QueryResolvers<GraphQLContext> = {
  deploymentStore: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const store = await ownStore(context.db, agent, input.id);
    return { store: toDeploymentStore(store, await isEditable(context.db, agent, 'STORE', store.merchantId)) };
  },
  deploymentStoresByMerchantId: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const account = await ownAccount(context.db, agent, input.merchantId, 'MOS-1012', 'input.merchantId');
    const [rows, editable] = await Promise.all([
      context.db
        .select()
        .from(deploymentStores)
        .where(and(eq(deploymentStores.merchantId, account.id), eq(deploymentStores.ownerEmployeeId, agent.employeeId)))
        .orderBy(asc(deploymentStores.createdAt), asc(deploymentStores.id))
        .limit(STORE_LIMITS.perMerchant),
      isEditable(context.db, agent, 'STORE', account.id),
    ]);
    return { stores: rows.map((row) => toDeploymentStore(row, editable)) };
  },
};

export const deploymentStoreMutations: MutationResolvers<GraphQLContext> = {
  createDeploymentStore: async (_parent, { input }, context) => {
    const [store] = await createStores(context, { ...input, stores: [input.store] }, () => 'input.store');
    if (!store) throw appError('MIS-1008');
    return { id: store.id, store };
  },
  createDeploymentStores: async (_parent, { input }, context) => {
    const stores = await createStores(context, input, (index) => `input.stores.${index}`);
    return { ids: stores.map((s) => s.id), stores };
  },
  updateDeploymentStore: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const store = await ownStore(context.db, agent, input.id);
    await requireStoresEditable(context.db, agent, store.merchantId, 'input.id');
    // The proof as it will be: a type sent with the number it keeps, or the other way round.
    const documentType: DocumentSubType | null = input.documentType !== undefined ? input.documentType : store.documentType;
    const documentNumber = input.documentNumber !== undefined ? input.documentNumber : store.documentNumber;
    checkProof(documentType, documentNumber, 'input');
    await checkContact(context.db, agent, store.merchantId, input.primaryContactId, 'input.primaryContactId');
    const address = input.address ? await storeAddress(context.db, input.address, 'input.address') : null;
    const [row] = await context.db
      .update(deploymentStores)
      .set({
        ...(input.name != null && { name: input.name.trim() }),
        ...(input.primaryContactId !== undefined && { primaryContactId: input.primaryContactId || null }),
        ...(input.pcId !== undefined && { pcId: trimmedText(input.pcId) }),
        documentType,
        documentNumber: documentNumber ? normaliseIdentifier(documentNumber) : null,
        ...(address && { address }),
        modifiedAt: context.now(),
      })
      .where(and(eq(deploymentStores.id, store.id), eq(deploymentStores.ownerEmployeeId, agent.employeeId)))
      .returning();
    if (!row) throw appError('MSS-1001', { field: 'input.id' });
    return { store: toDeploymentStore(row, true) };
  },
  saveDeploymentStores: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const account = await ownAccount(context.db, agent, input.merchantId, 'MOS-1012', 'input.merchantId');
    await requireStoresEditable(context.db, agent, account.id, 'input.merchantId');
    const opportunity = await storesOpportunity(context.db, agent, input.opportunityId, account.id);
    const listed: { id: string | null; values: StoreValues }[] = [];
    for (const [index, item] of input.stores.entries()) {
      const field = `input.stores.${index}`;
      if (item.id) {
        const stored = await ownStore(context.db, agent, item.id, `${field}.id`);
        if (stored.merchantId !== account.id) throw appError('MSS-1001', { field: `${field}.id` });
      }
      listed.push({ id: item.id || null, values: await storeValues(context.db, agent, account.id, item, field) });
    }
    const now = context.now();
    const result = await context.db.transaction(async (tx) => {
      await lockMerchant(tx, account.id);
      const stored = await tx.select({ id: deploymentStores.id }).from(deploymentStores).where(eq(deploymentStores.merchantId, account.id));
      const kept = new Set(listed.flatMap((s) => (s.id ? [s.id] : [])));
      // A store removed since the list was loaded cannot be changed any more.
      const storedIds = new Set(stored.map((s) => s.id));
      const gone = listed.findIndex((s) => s.id !== null && !storedIds.has(s.id));
      if (gone >= 0) throw appError('MSS-1001', { field: `input.stores.${gone}.id` });
      const removedIds = stored.map((s) => s.id).filter((id) => !kept.has(id));
      if ((await primaryOfOtherOpportunities(tx, removedIds, opportunity.id)).length) throw appError('MOS-1007', { field: 'input.stores' });
      if (removedIds.length) await tx.delete(deploymentStores).where(inArray(deploymentStores.id, removedIds));
      const rows = new Map<string, StoreRow>();
      for (const store of listed) {
        if (!store.id) continue;
        const [row] = await tx
          .update(deploymentStores)
          .set({ ...store.values, modifiedAt: now })
          .where(and(eq(deploymentStores.id, store.id), eq(deploymentStores.ownerEmployeeId, agent.employeeId)))
          .returning();
        if (row) rows.set(store.id, row);
      }
      const created = await insertStores(tx, agent, account.id, listed.filter((s) => !s.id).map((s) => s.values), now);
      const ordered = listed.map((store) => (store.id ? rows.get(store.id) : created.shift()));
      const stores = ordered.filter((row): row is StoreRow => row !== undefined);
      const primary = stores[0];
      if (!primary || stores.length !== listed.length) throw appError('MIS-1008');
      await tx
        .update(opportunities)
        .set({ primaryStoreId: primary.id, modifiedOn: now })
        .where(and(eq(opportunities.id, opportunity.id), eq(opportunities.ownerEmployeeId, agent.employeeId)));
      return { stores, primaryStoreId: primary.id, removedIds };
    });
    return { stores: result.stores.map((row) => toDeploymentStore(row, true)), primaryStoreId: result.primaryStoreId, removedIds: result.removedIds };
  },
  deleteDeploymentStore: async (_parent, { input }, context) => {
    const agent = requireAgent(context);
    const store = await ownStore(context.db, agent, input.id);
    await requireStoresEditable(context.db, agent, store.merchantId, 'input.id');
    await context.db.transaction(async (tx) => {
      await lockMerchant(tx, store.merchantId);
      // An opportunity's primary store stays until that opportunity's Multi Stores step chooses another.
      if ((await primaryOfOtherOpportunities(tx, [store.id], null)).length) throw appError('MOS-1007', { field: 'input.id' });
      await tx.delete(deploymentStores).where(and(eq(deploymentStores.id, store.id), eq(deploymentStores.ownerEmployeeId, agent.employeeId)));
    });
    return { id: store.id, isDeleted: true };
  },
};
