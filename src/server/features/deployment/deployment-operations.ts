import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type {
  DeploymentItem,
  DeploymentItemInput,
  DeploymentRequest,
  DeploymentStore,
  MappedDeviceInput,
  ProductRequirement,
  TestTransactionProofInput,
  UpdateDeploymentRequestInput,
} from '../../../../generated/resolvers';
import {
  completionProblem,
  DEPLOYMENT_APPROVED_STATUS,
  DEPLOYMENT_COMPLETED_STATUS,
  DEPLOYMENT_REQUEST_WAIT_MS,
  deploymentMessages,
  isCardTestApplicable,
  isLinkingApplicable,
  isUpiTestApplicable,
  nextRequestAllowedAt,
} from '../../../domain/deployment';
import { isUuid } from '../../../domain/record-ids';
import type { AgentIdentity, GraphQLContext } from '../../context';
import type { Database } from '../../db/connection';
import {
  agents,
  deploymentRequests,
  deploymentRequestWindows,
  deviceLinks,
  inventoryLocations,
  opportunities,
  opportunityDocuments,
  productItems,
  type StoredTestProof,
} from '../../db/schema';
import { appError } from '../../errors';
import type { OpportunityRow } from '../../records/opportunity-mapper';
import {
  changeableRequest,
  consumedItems,
  factsOf,
  kindOf,
  liveLinks,
  productOf,
  requestsOf,
  requiredProducts,
  toDeploymentRequests,
  type ProductItemRow,
  type RequestRow,
  type RequiredProduct,
} from './deployment-requests';
import { deploymentStoresOf, toDeploymentStore } from './deployment-stores';

// What the deployment operations do to stored data. Every rule that two callers at once could break
// is held by the database: the 2-minute wait by one conditional write per opportunity, a device's
// consumption by one conditional update per item, a serial's one live link by a unique index.

export interface DeploymentOverview {
  items: DeploymentItem[];
  deploymentRequests: DeploymentRequest[];
  stores: DeploymentStore[];
  nextRequestAllowedAt: string | null;
}

function requestedByProduct(rows: readonly RequestRow[]): Map<string, number> {
  const requested = new Map<string, number>();
  for (const row of rows) requested.set(row.productId, (requested.get(row.productId) ?? 0) + row.quantity);
  return requested;
}

async function lastRequestAt(db: Database, opportunityId: number): Promise<Date | null> {
  const [row] = await db.select().from(deploymentRequestWindows).where(eq(deploymentRequestWindows.opportunityId, opportunityId));
  return row?.lastRequestAt ?? null;
}

/**
 * The opportunity's deployment: its requests as items (REQUEST_RAISED or SELF_DEPLOYMENT) on the
 * store each was raised at, what is left of each product as one YET_TO_DEPLOY item on the primary
 * store (made from the business details when the merchant has none), the requests themselves, the
 * merchant's stores a request may be raised at, and when the next request may be placed (null: now).
 */
export async function deploymentOverview(db: Database, opportunity: OpportunityRow, now: Date): Promise<DeploymentOverview> {
  const stores = await deploymentStoresOf(db, opportunity, now);
  const [required, rows, last] = await Promise.all([requiredProducts(db, opportunity.id), requestsOf(db, opportunity.id), lastRequestAt(db, opportunity.id)]);
  const storeName = new Map(stores.map((store) => [store.id, store.name]));
  const requested = requestedByProduct(rows);
  const primary = stores[0];
  const items: DeploymentItem[] = [];
  for (const product of required) {
    const left = product.quantity - (requested.get(product.productId) ?? 0);
    const base = { productId: product.productId, productName: product.productName, hardwareSubTypeName: product.hardwareSubTypeName };
    if (left > 0 && primary) {
      items.push({ ...base, id: `${product.productId}@${primary.id}`, storeId: primary.id, storeName: primary.name, quantity: left, status: 'YET_TO_DEPLOY', deploymentRequestId: null });
    }
    for (const row of rows.filter((r) => r.productId === product.productId)) {
      items.push({
        ...base,
        id: row.id,
        storeId: row.storeId,
        storeName: storeName.get(row.storeId) ?? '',
        quantity: row.quantity,
        status: row.selfDeployment ? 'SELF_DEPLOYMENT' : 'REQUEST_RAISED',
        deploymentRequestId: row.id,
      });
    }
  }
  return {
    items,
    deploymentRequests: await toDeploymentRequests(db, rows),
    stores: stores.map((row) => toDeploymentStore(row)),
    nextRequestAllowedAt: nextRequestAllowedAt(last, now)?.toISOString() ?? null,
  };
}

/**
 * Claims the opportunity's request window: one conditional write, which succeeds only when no
 * request was placed in the last 2 minutes. A second caller at the same time waits on the first's
 * row and then finds the window taken, on any number of servers.
 */
async function claimRequestWindow(db: Database, opportunityId: number, now: Date): Promise<boolean> {
  const claimed = await db
    .insert(deploymentRequestWindows)
    .values({ opportunityId, lastRequestAt: now })
    .onConflictDoUpdate({
      target: deploymentRequestWindows.opportunityId,
      set: { lastRequestAt: now },
      setWhere: lte(deploymentRequestWindows.lastRequestAt, new Date(now.getTime() - DEPLOYMENT_REQUEST_WAIT_MS)),
    })
    .returning({ opportunityId: deploymentRequestWindows.opportunityId });
  return claimed.length === 1;
}

/**
 * Raises one deployment request per item (spec section 2), each on any store of the merchant, at
 * most one call every 2 minutes.
 */
export async function raiseDeployment(context: GraphQLContext, agent: AgentIdentity, opportunity: OpportunityRow, items: readonly DeploymentItemInput[]): Promise<DeploymentOverview> {
  const { db } = context;
  const now = context.now();
  const stores = await deploymentStoresOf(db, opportunity, now);
  const required = await requiredProducts(db, opportunity.id);
  const storeIds = new Set(stores.map((store) => store.id));
  const productOfItem = items.map((item, index) => {
    if (!storeIds.has(item.storeId)) throw appError('MSS-1001', { field: `input.items.${index}.storeId` });
    const product = required.find((p) => p.productId === item.productId);
    if (!product) throw appError('VALIDATION_ERROR', { message: deploymentMessages.notToDeploy, field: `input.items.${index}.productId` });
    return product;
  });
  if (!(await claimRequestWindow(db, opportunity.id, now))) throw appError('DEPLOYMENT_REQUEST_WAIT');
  // Read after the claim: a request placed just before it is counted.
  const left = new Map<string, number>();
  const requested = requestedByProduct(await requestsOf(db, opportunity.id));
  for (const product of required) left.set(product.productId, product.quantity - (requested.get(product.productId) ?? 0));
  items.forEach((item, index) => {
    const product = productOfItem[index] as RequiredProduct;
    const remaining = left.get(product.productId) ?? 0;
    if (item.quantity > remaining) {
      throw appError('VALIDATION_ERROR', { message: deploymentMessages.leftToDeploy(Math.max(remaining, 0), product.productName), field: `input.items.${index}.quantity` });
    }
    left.set(product.productId, remaining - item.quantity);
  });
  const merchantId = opportunity.accountId ?? '';
  for (const [index, item] of items.entries()) {
    const product = productOfItem[index] as RequiredProduct;
    const id = randomUUID();
    const assigned = await context.acquirer.raiseDeployment({ requestId: id, merchantId, productKind: product.kind });
    await db.insert(deploymentRequests).values({
      id,
      opportunityId: opportunity.id,
      ownerEmployeeId: agent.employeeId,
      storeId: item.storeId,
      productId: item.productId,
      quantity: item.quantity,
      selfDeployment: item.selfDeployment ?? false,
      position: index,
      acquirer: assigned.acquirer,
      crmTicketId: assigned.crmTicketId,
      mid: assigned.mid,
      tid: assigned.tid,
      posId: assigned.posId,
      createdOn: now,
      modifiedOn: now,
    });
  }
  return deploymentOverview(db, opportunity, now);
}

/** A test transaction's proof: its photo must be a document of the request's opportunity (DE-2006 otherwise). */
async function storedProof(db: Database, agent: AgentIdentity, row: RequestRow, proof: TestTransactionProofInput, field: string, now: Date): Promise<StoredTestProof> {
  const documentId = proof.documentId ?? '';
  const [document] = isUuid(documentId)
    ? await db
        .select({ id: opportunityDocuments.id })
        .from(opportunityDocuments)
        .where(and(eq(opportunityDocuments.id, documentId), eq(opportunityDocuments.opportunityId, row.opportunityId), eq(opportunityDocuments.ownerEmployeeId, agent.employeeId)))
    : [];
  if (!document) throw appError('DE-2006', { field: `${field}.documentId` });
  return { documentId, transactionRef: (proof.transactionRef ?? '').trim(), amount: proof.amount ?? null, doneAt: now.toISOString() };
}

/** The acquirer's TID and MID stand once given; where it gave none, the agent enters them. */
function assignable(stored: string | null, sent: string | null | undefined, what: 'TID' | 'MID', field: string): string | undefined {
  const value = sent?.trim();
  if (!value || value === stored) return undefined;
  if (stored) throw appError('VALIDATION_ERROR', { message: deploymentMessages.assigned(what), field });
  return value;
}

const trimmedOrNull = (value: string | null | undefined) => (value == null ? undefined : value.trim() || null);

/**
 * Records what the agent did on a request and, with `complete`, completes it: the merchant's
 * acknowledgement first ('Acknowledgement not received.'), then the devices, the applicable test
 * transactions and the linking. Once every request is complete and nothing is left to deploy, the
 * opportunity is DEPLOYMENT_COMPLETED.
 */
export async function updateRequest(context: GraphQLContext, agent: AgentIdentity, input: UpdateDeploymentRequestInput): Promise<RequestRow> {
  const { db } = context;
  const now = context.now();
  const row = await changeableRequest(db, agent, input.id, 'input.id');
  const kinds = [kindOf(await productOf(db, row.productId))];
  const patch: Partial<typeof deploymentRequests.$inferInsert> = {};
  const tid = assignable(row.tid, input.tid, 'TID', 'input.tid');
  if (tid) patch.tid = tid;
  const mid = assignable(row.mid, input.mid, 'MID', 'input.mid');
  if (mid) patch.mid = mid;
  const texts = { revisionNumber: trimmedOrNull(input.revisionNumber), posId: trimmedOrNull(input.posId), soundboxLink: trimmedOrNull(input.soundboxLink), closureRemarks: trimmedOrNull(input.closureRemarks) };
  for (const [key, value] of Object.entries(texts)) if (value !== undefined) patch[key as keyof typeof texts] = value;
  if (input.cardTestTransactionProof) {
    if (!isCardTestApplicable(kinds)) throw appError('VALIDATION_ERROR', { message: deploymentMessages.cardTestNotApplicable, field: 'input.cardTestTransactionProof' });
    patch.cardTestProof = await storedProof(db, agent, row, input.cardTestTransactionProof, 'input.cardTestTransactionProof', now);
  }
  if (input.upiTestTransactionProof) {
    if (!isUpiTestApplicable(kinds)) throw appError('VALIDATION_ERROR', { message: deploymentMessages.upiTestNotApplicable, field: 'input.upiTestTransactionProof' });
    patch.upiTestProof = await storedProof(db, agent, row, input.upiTestTransactionProof, 'input.upiTestTransactionProof', now);
  }
  if (input.acknowledgement != null) patch.acknowledgement = input.acknowledgement;
  if (input.complete) {
    const next = { ...row, ...patch };
    const facts = factsOf(next, kinds[0] ?? 'ACCESSORY', await consumedItems(db, [row.id]), await liveLinks(db, [row.id]));
    const problem = completionProblem(facts, next.acknowledgement);
    if (problem === deploymentMessages.acknowledgement) throw appError('ACKNOWLEDGEMENT_NOT_RECEIVED', { field: 'input.acknowledgement' });
    if (problem) throw appError('DEPLOYMENT_INCOMPLETE', { message: problem, field: 'input.complete' });
    patch.completedAt = now;
    // A completed deployment goes to the merchant-enablement team for its check.
    patch.meTeamStatus = 'PENDING';
  }
  const [updated] = await db
    .update(deploymentRequests)
    .set({ ...patch, modifiedOn: now })
    .where(eq(deploymentRequests.id, row.id))
    .returning();
  if (!updated) throw new Error('the locked deployment request is gone');
  if (updated.completedAt) await completeOpportunityWhenDone(db, updated.opportunityId, now);
  return updated;
}

/**
 * Marks the opportunity DEPLOYMENT_COMPLETED once all its requests are complete and nothing is left
 * to deploy. The opportunity's row is held first, so that two requests completed at once cannot
 * each see the other still open.
 */
async function completeOpportunityWhenDone(db: Database, opportunityId: number, now: Date) {
  await db.select({ id: opportunities.id }).from(opportunities).where(eq(opportunities.id, opportunityId)).for('update');
  const [required, rows] = await Promise.all([requiredProducts(db, opportunityId), requestsOf(db, opportunityId)]);
  const requested = requestedByProduct(rows);
  const allRequested = required.every((product) => (requested.get(product.productId) ?? 0) >= product.quantity);
  if (!allRequested || rows.some((row) => !row.completedAt)) return;
  await db
    .update(opportunities)
    .set({ status: DEPLOYMENT_COMPLETED_STATUS, modifiedOn: now })
    .where(and(eq(opportunities.id, opportunityId), eq(opportunities.status, DEPLOYMENT_APPROVED_STATUS)));
}

/** The agent's inventory location: the agents table's, not the session's, which may be older. */
async function agentLocation(db: Database, agent: AgentIdentity): Promise<string | null> {
  const [row] = await db.select({ locationId: agents.locationId }).from(agents).where(eq(agents.employeeId, agent.employeeId));
  return row?.locationId ?? null;
}

/** Why an item could not be consumed, in words naming its serial. */
function unavailability(item: ProductItemRow | undefined, id: string, location: string | null, request: RequestRow, productName: string): string {
  if (!item) return deploymentMessages.notInInventory(id);
  if (item.consumedByRequestId) return deploymentMessages.alreadyConsumed(item.serialNumber);
  if (item.locationId !== location) return deploymentMessages.notInInventory(item.serialNumber);
  if (item.inTransit) return deploymentMessages.inTransit(item.serialNumber);
  if (item.productId !== request.productId) return deploymentMessages.wrongProduct(item.serialNumber, productName);
  if (item.workingCondition !== 'WORKING') return deploymentMessages.notWorking(item.serialNumber);
  return deploymentMessages.notInInventory(item.serialNumber);
}

/**
 * Consumes the agent's items for the request, all or none: each leaves the agent's location by one
 * conditional update (at the agent's location, not in transit, not consumed, of the request's
 * product, in working condition), so that of two requests racing for one serial exactly one gets it.
 */
export async function consumeProducts(context: GraphQLContext, agent: AgentIdentity, requestId: string, productItemIds: readonly string[]): Promise<{ row: RequestRow; consumed: ProductItemRow[] }> {
  const { db } = context;
  const now = context.now();
  const row = await changeableRequest(db, agent, requestId, 'input.deploymentRequestId');
  const product = await productOf(db, row.productId);
  const already = await consumedItems(db, [row.id]);
  const mine = new Set(already.map((item) => item.id));
  const fresh = productItemIds.filter((id) => !mine.has(id));
  if (already.length + fresh.length > row.quantity) {
    throw appError('VALIDATION_ERROR', { message: deploymentMessages.tooManyDevices(row.quantity, product.name), field: 'input.productItemIds' });
  }
  const location = await agentLocation(db, agent);
  const wellFormed = fresh.filter(isUuid);
  const taken =
    location && wellFormed.length
      ? await db
          .update(productItems)
          .set({ locationId: null, consumedByRequestId: row.id, consumedAt: now })
          .where(
            and(
              inArray(productItems.id, wellFormed),
              eq(productItems.locationId, location),
              eq(productItems.inTransit, false),
              isNull(productItems.consumedByRequestId),
              eq(productItems.productId, row.productId),
              eq(productItems.workingCondition, 'WORKING'),
            ),
          )
          .returning({ id: productItems.id })
      : [];
  if (taken.length < fresh.length) {
    const got = new Set(taken.map((item) => item.id));
    const missing = fresh.find((id) => !got.has(id)) ?? '';
    const [item] = isUuid(missing) ? await db.select().from(productItems).where(eq(productItems.id, missing)) : [];
    throw appError('PRODUCT_ITEM_UNAVAILABLE', { message: unavailability(item, missing, location, row, product.name), field: `input.productItemIds.${productItemIds.indexOf(missing)}` });
  }
  await db.update(deploymentRequests).set({ modifiedOn: now }).where(eq(deploymentRequests.id, row.id));
  return { row, consumed: await consumedItems(db, [row.id]) };
}

/**
 * Links QR codes and sound boxes to the request's terminal. A device the request consumed, or a QR
 * code of no one's inventory (the merchant's own), may be linked; a serial linked to another
 * terminal is refused until it is de-linked there.
 */
export async function linkDevices(context: GraphQLContext, agent: AgentIdentity, requestId: string, devices: readonly MappedDeviceInput[]): Promise<RequestRow> {
  const { db } = context;
  const now = context.now();
  const row = await changeableRequest(db, agent, requestId, 'input.deploymentRequestId');
  if (!isLinkingApplicable([kindOf(await productOf(db, row.productId))])) {
    throw appError('VALIDATION_ERROR', { message: deploymentMessages.linkingNotApplicable, field: 'input.deploymentRequestId' });
  }
  const consumed = await consumedItems(db, [row.id]);
  for (const [index, device] of devices.entries()) {
    const at = `input.devices.${index}`;
    const serialNumber = device.serialNumber.trim();
    const item = consumed.find((c) => c.serialNumber === serialNumber);
    if (!item) {
      const [stocked] = await db.select({ id: productItems.id }).from(productItems).where(eq(productItems.serialNumber, serialNumber));
      if (stocked) throw appError('VALIDATION_ERROR', { message: deploymentMessages.notOfRequest(serialNumber), field: `${at}.serialNumber` });
    }
    const tid = device.tid?.trim() || row.tid;
    if (!tid) throw appError('VALIDATION_ERROR', { message: deploymentMessages.noTid, field: `${at}.tid` });
    const values = { tid, posId: device.posId?.trim() || row.posId, qrCodeId: device.qrCodeId?.trim() || null };
    const [live] = await db.select().from(deviceLinks).where(and(eq(deviceLinks.serialNumber, serialNumber), isNull(deviceLinks.delinkedAt)));
    if (live && live.requestId !== row.id) throw appError('DEVICE_LINKED_ELSEWHERE', { message: deploymentMessages.linkedElsewhere(serialNumber), field: `${at}.serialNumber` });
    if (live) {
      await db.update(deviceLinks).set(values).where(eq(deviceLinks.id, live.id));
      continue;
    }
    const inserted = await db
      .insert(deviceLinks)
      .values({ ...values, requestId: row.id, ownerEmployeeId: agent.employeeId, serialNumber, productItemId: item?.id ?? null, linkedAt: now })
      .onConflictDoNothing({ target: deviceLinks.serialNumber, where: sql`${deviceLinks.delinkedAt} is null` })
      .returning({ id: deviceLinks.id });
    // Another request linked the serial between the look-up and the insert.
    if (!inserted.length) throw appError('DEVICE_LINKED_ELSEWHERE', { message: deploymentMessages.linkedElsewhere(serialNumber), field: `${at}.serialNumber` });
  }
  await db.update(deploymentRequests).set({ modifiedOn: now }).where(eq(deploymentRequests.id, row.id));
  return row;
}

/** De-links devices from the request's terminal, keeping each link with the reason. */
export async function delinkDevices(context: GraphQLContext, agent: AgentIdentity, requestId: string, serialNumbers: readonly string[], reason: string): Promise<RequestRow> {
  const { db } = context;
  const now = context.now();
  const row = await changeableRequest(db, agent, requestId, 'input.deploymentRequestId');
  for (const [index, serial] of serialNumbers.entries()) {
    const serialNumber = serial.trim();
    const ended = await db
      .update(deviceLinks)
      .set({ delinkedAt: now, delinkReason: reason.trim() })
      .where(and(eq(deviceLinks.requestId, row.id), eq(deviceLinks.serialNumber, serialNumber), isNull(deviceLinks.delinkedAt)))
      .returning({ id: deviceLinks.id });
    if (!ended.length) throw appError('VALIDATION_ERROR', { message: deploymentMessages.notLinked(serialNumber), field: `input.serialNumbers.${index}` });
  }
  await db.update(deploymentRequests).set({ modifiedOn: now }).where(eq(deploymentRequests.id, row.id));
  return row;
}

/** The agent's location, or a warehouse; another agent's location is not found. */
async function inventoryLocation(db: Database, agent: AgentIdentity, locationId: string | null | undefined): Promise<string | null> {
  const own = await agentLocation(db, agent);
  if (!locationId || locationId === own) return own;
  const [warehouse] = await db
    .select({ id: inventoryLocations.id })
    .from(inventoryLocations)
    .where(and(eq(inventoryLocations.id, locationId), eq(inventoryLocations.kind, 'WAREHOUSE')));
  if (!warehouse) throw appError('VALIDATION_ERROR', { message: deploymentMessages.locationNotFound, field: 'input.locationId' });
  return warehouse.id;
}

/** Per device the opportunity calls for: how many, how many are deployed (consumed), and how many working ones are available at the location. */
export async function requirementsAndInventory(db: Database, agent: AgentIdentity, opportunity: OpportunityRow, locationId: string | null | undefined): Promise<ProductRequirement[]> {
  const location = await inventoryLocation(db, agent, locationId);
  const required = await requiredProducts(db, opportunity.id);
  if (!required.length) return [];
  const productIds = required.map((product) => product.productId);
  const [deployed, available] = await Promise.all([
    db
      .select({ productId: productItems.productId, value: count() })
      .from(productItems)
      .innerJoin(deploymentRequests, eq(deploymentRequests.id, productItems.consumedByRequestId))
      .where(and(eq(deploymentRequests.opportunityId, opportunity.id), inArray(productItems.productId, productIds)))
      .groupBy(productItems.productId),
    location
      ? db
          .select({ productId: productItems.productId, value: count() })
          .from(productItems)
          .where(
            and(
              eq(productItems.locationId, location),
              eq(productItems.inTransit, false),
              isNull(productItems.consumedByRequestId),
              eq(productItems.workingCondition, 'WORKING'),
              inArray(productItems.productId, productIds),
            ),
          )
          .groupBy(productItems.productId)
      : Promise.resolve([]),
  ]);
  const countOf = (rows: readonly { productId: string | null; value: number }[], productId: string) => rows.find((r) => r.productId === productId)?.value ?? 0;
  return required.map((product) => ({
    productId: product.productId,
    productName: product.productName,
    productType: product.kind,
    hardwareSubTypeName: product.hardwareSubTypeName,
    requiredQuantity: product.quantity,
    deployedQuantity: countOf(deployed, product.productId),
    availableInventory: countOf(available, product.productId),
  }));
}
