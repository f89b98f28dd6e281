import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { ConsumedProduct, DeploymentRequest, MappedDevice, MeTeamStatus, TestTransactionProof } from '../../../../generated/resolvers';
import {
  isCardTestApplicable,
  isDeployable,
  isLinkingApplicable,
  isUpiTestApplicable,
  needsDevice,
  needsLinking,
  requestStatus,
  workflowState,
  type DeploymentFacts,
} from '../../../domain/deployment';
import { productKind, type ProductKind } from '../../../domain/pricing';
import { isUuid } from '../../../domain/record-ids';
import type { AgentIdentity } from '../../context';
import type { Database } from '../../db/connection';
import {
  deploymentRequests,
  deploymentStores,
  deviceLinks,
  opportunityDocumentPages,
  opportunityLineItems,
  productItems,
  products,
  type StoredTestProof,
} from '../../db/schema';
import { appError } from '../../errors';
import { pageUrl } from '../../files/page-files';
import { ownOpportunityRow } from '../../records/opportunity-rows';
import type { OpportunityRow } from '../../records/opportunity-mapper';

// Reading deployment requests and what hangs on them (the devices they consumed, the devices linked
// to their terminal) as the contract shows them, and the facts their rules are judged on.

export type RequestRow = typeof deploymentRequests.$inferSelect;
export type ProductItemRow = typeof productItems.$inferSelect;
export type DeviceLinkRow = typeof deviceLinks.$inferSelect;
type ProductRow = typeof products.$inferSelect;

export function kindOf(product: Pick<ProductRow, 'type' | 'hardwareSubTypeName'>): ProductKind {
  return productKind(product.type, product.hardwareSubTypeName);
}

/** The agent's opportunity (ODS-101 otherwise), in a status in which it is deployed (DEPLOYMENT_NOT_APPROVED otherwise). */
export async function deployableOpportunity(db: Database, agent: AgentIdentity, opportunityId: string): Promise<OpportunityRow> {
  const opportunity = await ownOpportunityRow(db, agent, opportunityId);
  if (!isDeployable(opportunity.status)) throw appError('DEPLOYMENT_NOT_APPROVED', { field: 'input.opportunityId' });
  return opportunity;
}

export interface RequiredProduct {
  productId: string;
  productName: string;
  kind: ProductKind;
  hardwareSubTypeName: string | null;
  quantity: number;
}

/** The devices the opportunity's products call for, by product in the order they were chosen; soft POS and VAS need none. */
export async function requiredProducts(db: Database, opportunityId: number): Promise<RequiredProduct[]> {
  const rows = await db
    .select({ quantity: opportunityLineItems.quantity, product: products })
    .from(opportunityLineItems)
    .innerJoin(products, eq(products.id, opportunityLineItems.productId))
    .where(eq(opportunityLineItems.opportunityId, opportunityId))
    .orderBy(asc(opportunityLineItems.position));
  const byProduct = new Map<string, RequiredProduct>();
  for (const { quantity, product } of rows) {
    const kind = kindOf(product);
    if (!needsDevice(kind) || quantity <= 0) continue;
    const known = byProduct.get(product.id);
    if (known) known.quantity += quantity;
    else byProduct.set(product.id, { productId: product.id, productName: product.name, kind, hardwareSubTypeName: product.hardwareSubTypeName, quantity });
  }
  return [...byProduct.values()];
}

export async function requestsOf(db: Database, opportunityId: number): Promise<RequestRow[]> {
  return db.select().from(deploymentRequests).where(eq(deploymentRequests.opportunityId, opportunityId)).orderBy(asc(deploymentRequests.createdOn), asc(deploymentRequests.position));
}

/**
 * The agent's deployment request (DEPLOYMENT_REQUEST_NOT_FOUND otherwise, also for another agent's);
 * `lock` holds its row until the transaction ends, so that changes to one request go one at a time.
 */
export async function ownRequest(db: Database, agent: AgentIdentity, id: string, field: string, lock = false): Promise<RequestRow> {
  if (!isUuid(id)) throw appError('DEPLOYMENT_REQUEST_NOT_FOUND', { field });
  const query = db
    .select()
    .from(deploymentRequests)
    .where(and(eq(deploymentRequests.id, id), eq(deploymentRequests.ownerEmployeeId, agent.employeeId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw appError('DEPLOYMENT_REQUEST_NOT_FOUND', { field });
  return row;
}

/** A request that may still change: not completed, of an opportunity still being deployed. */
export async function changeableRequest(db: Database, agent: AgentIdentity, id: string, field: string): Promise<RequestRow> {
  const row = await ownRequest(db, agent, id, field, true);
  if (row.completedAt) throw appError('DEPLOYMENT_COMPLETED', { field });
  const opportunity = await ownOpportunityRow(db, agent, String(row.opportunityId));
  if (!isDeployable(opportunity.status)) throw appError('DEPLOYMENT_NOT_APPROVED', { field });
  return row;
}

export async function productOf(db: Database, productId: string): Promise<ProductRow> {
  const [row] = await db.select().from(products).where(eq(products.id, productId));
  if (!row) throw new Error(`deployment request of unknown product ${productId}`);
  return row;
}

export async function consumedItems(db: Database, requestIds: readonly string[]): Promise<ProductItemRow[]> {
  if (!requestIds.length) return [];
  return db.select().from(productItems).where(inArray(productItems.consumedByRequestId, [...requestIds])).orderBy(asc(productItems.consumedAt), asc(productItems.serialNumber));
}

export async function liveLinks(db: Database, requestIds: readonly string[]): Promise<DeviceLinkRow[]> {
  if (!requestIds.length) return [];
  return db
    .select()
    .from(deviceLinks)
    .where(and(inArray(deviceLinks.requestId, [...requestIds]), isNull(deviceLinks.delinkedAt)))
    .orderBy(asc(deviceLinks.linkedAt), asc(deviceLinks.serialNumber));
}

export function toConsumedProduct(item: ProductItemRow): ConsumedProduct {
  return {
    productItemId: item.id,
    productItemNumber: item.productItemNumber,
    serialNumber: item.serialNumber,
    productName: item.productName,
    productType: item.productType,
    quantity: item.quantityOnHand,
  };
}

/**
 * The devices of a request that are linked to a terminal: each QR code or sound box it consumed,
 * linked or not, then any other QR code linked to it.
 */
export function mappedDevices(consumed: readonly ProductItemRow[], links: readonly DeviceLinkRow[]): MappedDevice[] {
  const linkOf = new Map(links.map((link) => [link.serialNumber, link]));
  const fromItems = consumed
    .filter((item) => needsLinking(item.productType as ProductKind))
    .map((item): MappedDevice => {
      const link = linkOf.get(item.serialNumber);
      return {
        serialNumber: item.serialNumber,
        productItemId: item.id,
        productName: item.productName,
        productType: item.productType,
        tid: link?.tid ?? null,
        posId: link?.posId ?? null,
        qrCodeId: link?.qrCodeId ?? null,
        isLinked: Boolean(link),
        linkedAt: link?.linkedAt.toISOString() ?? null,
      };
    });
  const itemSerials = new Set(consumed.map((item) => item.serialNumber));
  const others = links
    .filter((link) => !itemSerials.has(link.serialNumber))
    .map(
      (link): MappedDevice => ({
        serialNumber: link.serialNumber,
        productItemId: link.productItemId,
        productName: null,
        productType: null,
        tid: link.tid,
        posId: link.posId,
        qrCodeId: link.qrCodeId,
        isLinked: true,
        linkedAt: link.linkedAt.toISOString(),
      }),
    );
  return [...fromItems, ...others];
}

/** Every QR code and sound box the request consumed is linked (and it consumed all it takes). */
export function linkingDone(kinds: readonly ProductKind[], productsConsumed: boolean, devices: readonly MappedDevice[]): boolean {
  if (!isLinkingApplicable(kinds)) return true;
  return productsConsumed && devices.every((device) => device.isLinked);
}

export interface RequestFacts extends DeploymentFacts {
  consumed: ProductItemRow[];
  devices: MappedDevice[];
}

export function factsOf(row: RequestRow, kind: ProductKind, consumed: ProductItemRow[], links: readonly DeviceLinkRow[]): RequestFacts {
  const kinds = [kind];
  const isProductsConsumed = consumed.length >= row.quantity;
  const devices = mappedDevices(consumed, links);
  return {
    kinds,
    isProductsConsumed,
    cardProof: row.cardTestProof ?? null,
    upiProof: row.upiTestProof ?? null,
    isLinkingDone: linkingDone(kinds, isProductsConsumed, devices),
    isCompleted: row.completedAt !== null,
    consumed,
    devices,
  };
}

/** Whether the agent has recorded anything of the request yet (it is then in progress). */
function anythingRecorded(row: RequestRow, facts: RequestFacts): boolean {
  return (
    facts.consumed.length > 0 ||
    facts.devices.some((device) => device.isLinked) ||
    Boolean(row.cardTestProof || row.upiTestProof || row.acknowledgement || row.revisionNumber || row.soundboxLink || row.closureRemarks)
  );
}

async function proofImages(db: Database, rows: readonly RequestRow[]): Promise<Map<string, string>> {
  const ids = rows.flatMap((row) => [row.cardTestProof?.documentId, row.upiTestProof?.documentId]).filter((id): id is string => Boolean(id));
  if (!ids.length) return new Map();
  const pages = await db
    .select({ documentId: opportunityDocumentPages.documentId, fileKey: opportunityDocumentPages.fileKey, pageNumber: opportunityDocumentPages.pageNumber })
    .from(opportunityDocumentPages)
    .where(inArray(opportunityDocumentPages.documentId, ids))
    .orderBy(asc(opportunityDocumentPages.pageNumber));
  const first = new Map<string, string>();
  for (const page of pages) if (!first.has(page.documentId)) first.set(page.documentId, pageUrl(page.fileKey));
  return first;
}

function toProof(proof: StoredTestProof | null, images: Map<string, string>): TestTransactionProof | null {
  if (!proof) return null;
  return { documentId: proof.documentId, imgUrl: images.get(proof.documentId) ?? null, transactionRef: proof.transactionRef, amount: proof.amount, doneAt: proof.doneAt };
}

/** Requests as the contract shows them, with their stores, products, consumed and linked devices read in a few queries. */
export async function toDeploymentRequests(db: Database, rows: readonly RequestRow[]): Promise<DeploymentRequest[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [stores, productRows, consumed, links, images] = await Promise.all([
    db.select().from(deploymentStores).where(inArray(deploymentStores.id, [...new Set(rows.map((row) => row.storeId))])),
    db.select().from(products).where(inArray(products.id, [...new Set(rows.map((row) => row.productId))])),
    consumedItems(db, ids),
    liveLinks(db, ids),
    proofImages(db, rows),
  ]);
  const storeOf = new Map(stores.map((store) => [store.id, store]));
  const productById = new Map(productRows.map((product) => [product.id, product]));
  return rows.map((row) => {
    const product = productById.get(row.productId);
    const kind: ProductKind = product ? kindOf(product) : 'ACCESSORY';
    const facts = factsOf(
      row,
      kind,
      consumed.filter((item) => item.consumedByRequestId === row.id),
      links.filter((link) => link.requestId === row.id),
    );
    const store = storeOf.get(row.storeId);
    return {
      id: row.id,
      opportunityId: String(row.opportunityId),
      storeId: row.storeId,
      productId: row.productId,
      assetName: product?.name ?? null,
      assetId: facts.consumed[0]?.id ?? null,
      acquirer: row.acquirer,
      storeName: store?.name ?? null,
      address: store?.address ?? null,
      crmTicketId: row.crmTicketId,
      posId: row.posId,
      tid: row.tid,
      mid: row.mid,
      revisionNumber: row.revisionNumber,
      soundboxLink: row.soundboxLink,
      workFlowState: workflowState(facts),
      status: requestStatus(facts, anythingRecorded(row, facts)),
      upiTestTransactionProof: toProof(row.upiTestProof, images),
      cardTestTransactionProof: toProof(row.cardTestProof, images),
      isProductsConsumed: facts.isProductsConsumed,
      isLinkingDone: facts.isLinkingDone,
      isCardTestApplicable: isCardTestApplicable(facts.kinds),
      isUpiTestApplicable: isUpiTestApplicable(facts.kinds),
      isLinkingApplicable: isLinkingApplicable(facts.kinds),
      acknowledgement: row.acknowledgement,
      meTeamStatus: row.meTeamStatus as MeTeamStatus | null,
      productsConsumedList: facts.consumed.map(toConsumedProduct),
      mappedDevicesList: facts.devices,
      closureRemarks: row.closureRemarks,
      createdOn: row.createdOn.toISOString(),
    };
  });
}
