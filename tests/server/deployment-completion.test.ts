import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  DeploymentRequestByAssetIdDocument,
  DeviceDeLinkingDetailsDocument,
  DeviceLinkingDetailsDocument,
  DevicesToBeLinkedDocument,
  GetProductsConsumedDocument,
  PosDeploymentDocument,
  ProcessDeploymentDocument,
  ProductsConsumedDocument,
  ProductsRequiredAndInventoryDocument,
  UpdateDeploymentRequestDocument,
  type DeploymentRequestFieldsFragment,
  type UpdateDeploymentRequestInput,
} from '../../generated/graphql';
import { deploymentMessages } from '../../src/domain/deployment';
import { deploymentRequests, deviceLinks, opportunities, productItems } from '../../src/server/db/schema';
import { demoSerial } from '../../src/server/seed/demo-inventory';
import { dataOf, expectCatalogueError, send } from './call';
import { deploymentOpportunity, POS, proofDocument, VOICE_POD } from './deployment-rows';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';
import { approverPage } from './page-forms';
import { postForm } from './purchase-order-fixtures';

// After the requests are raised: devices taken from the agent's own inventory (all or nothing, once
// only, also when two requests race for one serial), sound boxes and QR codes linked to the terminal,
// the test transactions that apply, the merchant's acknowledgement, and the opportunity completed.

let harness: Harness;
let asha: string;
let rohit: string;
beforeAll(async () => {
  harness = await startHarness();
  asha = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  rohit = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
});
afterAll(() => harness.close());

const opts = (token: string) => ({ token, idempotencyId: randomUUID() });

async function itemId(serial: string): Promise<string> {
  const [row] = await harness.database.db.select({ id: productItems.id }).from(productItems).where(eq(productItems.serialNumber, serial));
  if (!row) throw new Error(`no item ${serial}`);
  return row.id;
}
const ashaSerial = (productId: string, n: number) => demoSerial(productId, 'EMP1001', n);

/** An approved opportunity of `lines` on one store, every device requested; its requests by product. */
async function raised(lines: { productId: string; quantity: number }[]): Promise<{ opportunityId: string; byProduct: Map<string, DeploymentRequestFieldsFragment> }> {
  const { opportunityId, storeIds } = await deploymentOpportunity(harness.database.db, { lines, stores: 1 });
  harness.clock.set(new Date(harness.clock.now.getTime() + 10 * 60_000));
  const items = lines.map((line) => ({ storeId: storeIds[0] ?? '', productId: line.productId, quantity: line.quantity }));
  const answer = dataOf(await send(harness, ProcessDeploymentDocument, { input: { opportunityId, items } }, opts(asha))).processDeployment;
  const byProduct = new Map<string, DeploymentRequestFieldsFragment>();
  answer.deploymentRequests.forEach((request, index) => byProduct.set(lines[index]?.productId ?? '', request));
  return { opportunityId, byProduct };
}

const consume = (token: string, deploymentRequestId: string, productItemIds: string[]) =>
  send(harness, ProductsConsumedDocument, { input: { deploymentRequestId, productItemIds } }, opts(token));
const update = (token: string, input: UpdateDeploymentRequestInput) => send(harness, UpdateDeploymentRequestDocument, { input }, opts(token));
const link = (deploymentRequestId: string, devices: { serialNumber: string; tid?: string; qrCodeId?: string }[]) =>
  send(harness, DeviceLinkingDetailsDocument, { input: { deploymentRequestId, devices } }, opts(asha));

function requestOf(fixture: { byProduct: Map<string, DeploymentRequestFieldsFragment> }, productId: string): string {
  const request = fixture.byProduct.get(productId);
  if (!request) throw new Error(`no request of ${productId}`);
  return request.id;
}

describe('devices consumed from the inventory', () => {
  test("the opportunity's needs against the agent's stock", async () => {
    const fixture = await raised([{ productId: POS, quantity: 1 }]);
    const needs = async () =>
      dataOf(await send(harness, ProductsRequiredAndInventoryDocument, { input: { opportunityId: fixture.opportunityId } }, opts(asha))).productsRequiredAndInventory.items;
    const before = await needs();
    expect(before).toEqual([
      expect.objectContaining({ productId: POS, productName: 'POS Device', productType: 'POS', hardwareSubTypeName: 'A910 Hard POS', requiredQuantity: 1, deployedQuantity: 0 }),
    ]);
    dataOf(await consume(asha, requestOf(fixture, POS), [await itemId(ashaSerial(POS, 4))]));
    const after = await needs();
    expect(after[0]?.deployedQuantity).toBe(1);
    expect(after[0]?.availableInventory).toBe((before[0]?.availableInventory ?? 0) - 1);
    expectCatalogueError(await send(harness, ProductsRequiredAndInventoryDocument, { input: { opportunityId: fixture.opportunityId } }, opts(rohit)), 'ODS-101');
    const otherAgents = await send(harness, ProductsRequiredAndInventoryDocument, { input: { opportunityId: fixture.opportunityId, locationId: demoAgent('EMP1002').locationId } }, opts(asha));
    expect(expectCatalogueError(otherAgents, 'VALIDATION_ERROR', deploymentMessages.locationNotFound).field).toBe('input.locationId');
  });

  test('each refusal names the serial, and a refused call takes nothing', async () => {
    const fixture = await raised([{ productId: POS, quantity: 2 }]);
    const request = requestOf(fixture, POS);
    const good = await itemId(ashaSerial(POS, 1));
    const cases: [string, string][] = [
      [await itemId(demoSerial(POS, 'EMP1002', 1)), deploymentMessages.notInInventory(demoSerial(POS, 'EMP1002', 1))],
      [await itemId(ashaSerial(VOICE_POD, 1)), deploymentMessages.wrongProduct(ashaSerial(VOICE_POD, 1), 'POS Device')],
    ];
    const travelling = await itemId(ashaSerial(POS, 2));
    await harness.database.db.update(productItems).set({ inTransit: true }).where(eq(productItems.id, travelling));
    cases.push([travelling, deploymentMessages.inTransit(ashaSerial(POS, 2))]);
    for (const [id, message] of cases) {
      const refused = await consume(asha, request, [good, id]);
      expect(expectCatalogueError(refused, 'PRODUCT_ITEM_UNAVAILABLE', message).field).toBe('input.productItemIds.1');
    }
    const [kept] = await harness.database.db.select().from(productItems).where(eq(productItems.id, good));
    expect(kept).toMatchObject({ locationId: demoAgent('EMP1001').locationId, consumedByRequestId: null });
    await harness.database.db.update(productItems).set({ inTransit: false }).where(eq(productItems.id, travelling));

    const taken = dataOf(await consume(asha, request, [good])).productsConsumed;
    expect(taken).toMatchObject({ isProductsConsumed: false, productsConsumedList: [{ productItemId: good, serialNumber: ashaSerial(POS, 1), productName: 'POS Device', productType: 'POS', quantity: 1 }] });
    const tooMany = await consume(asha, request, [await itemId(ashaSerial(POS, 2)), await itemId(ashaSerial(POS, 3))]);
    expectCatalogueError(tooMany, 'VALIDATION_ERROR', deploymentMessages.tooManyDevices(2, 'POS Device'));
    // Already this request's: sending it again changes nothing.
    expect(dataOf(await consume(asha, request, [good, await itemId(ashaSerial(POS, 2))])).productsConsumed.isProductsConsumed).toBe(true);

    const elsewhere = await raised([{ productId: POS, quantity: 1 }]);
    expectCatalogueError(await consume(asha, requestOf(elsewhere, POS), [good]), 'PRODUCT_ITEM_UNAVAILABLE', deploymentMessages.alreadyConsumed(ashaSerial(POS, 1)));

    const listed = dataOf(await send(harness, GetProductsConsumedDocument, { input: { deploymentRequestId: request } }, opts(asha))).getProductsConsumed;
    expect(listed.productsConsumedList.map((item) => item.serialNumber)).toEqual([ashaSerial(POS, 1), ashaSerial(POS, 2)]);
    const byAsset = dataOf(await send(harness, DeploymentRequestByAssetIdDocument, { input: { assetId: good } }, opts(asha))).deploymentRequestByAssetId;
    expect(byAsset.deploymentRequest).toMatchObject({ id: request, assetId: good, isProductsConsumed: true, workFlowState: 'INSTALLED', status: 'IN_PROGRESS' });
  });

  test("another agent's request is not found by any of its operations", async () => {
    const fixture = await raised([{ productId: VOICE_POD, quantity: 1 }]);
    const request = requestOf(fixture, VOICE_POD);
    const asset = await itemId(ashaSerial(VOICE_POD, 4));
    dataOf(await consume(asha, request, [asset]));
    const input = { deploymentRequestId: request };
    for (const answer of [
      await consume(rohit, request, [await itemId(demoSerial(VOICE_POD, 'EMP1002', 1))]),
      await send(harness, GetProductsConsumedDocument, { input }, opts(rohit)),
      await send(harness, DevicesToBeLinkedDocument, { input }, opts(rohit)),
      await send(harness, DeploymentRequestByAssetIdDocument, { input: { assetId: asset } }, opts(rohit)),
      await update(rohit, { id: request, acknowledgement: true }),
      await send(harness, DeviceLinkingDetailsDocument, { input: { ...input, devices: [{ serialNumber: ashaSerial(VOICE_POD, 4), tid: '12345678' }] } }, opts(rohit)),
      await send(harness, DeviceDeLinkingDetailsDocument, { input: { ...input, serialNumbers: [ashaSerial(VOICE_POD, 4)], reason: 'moved' } }, opts(rohit)),
    ]) {
      expectCatalogueError(answer, 'DEPLOYMENT_REQUEST_NOT_FOUND');
    }
    const [item] = await harness.database.db.select().from(productItems).where(eq(productItems.serialNumber, demoSerial(VOICE_POD, 'EMP1002', 1)));
    expect(item?.consumedByRequestId).toBeNull();
  });

  test('two requests racing for one serial: exactly one gets it', async () => {
    const [first, second] = await Promise.all([raised([{ productId: POS, quantity: 1 }]), raised([{ productId: POS, quantity: 1 }])]);
    if (!first || !second) throw new Error('no fixtures');
    const serial = ashaSerial(POS, 3);
    const id = await itemId(serial);
    const requests = [requestOf(first, POS), requestOf(second, POS)];
    const answers = await Promise.all(requests.map((request) => consume(asha, request, [id])));
    const won = answers.findIndex((answer) => !answer.errors);
    expect(won).toBeGreaterThanOrEqual(0);
    const lost = answers[1 - won];
    if (!lost) throw new Error('no second answer');
    expectCatalogueError(lost, 'PRODUCT_ITEM_UNAVAILABLE', deploymentMessages.alreadyConsumed(serial));
    const [item] = await harness.database.db.select().from(productItems).where(eq(productItems.id, id));
    expect(item).toMatchObject({ consumedByRequestId: requests[won], locationId: null });
  });
});

describe('tests, linking and completion', () => {
  let stocked = 0;
  /** A device newly received at the agent's location. */
  async function stockItem(productId: string, productType: 'POS' | 'SOUNDBOX', productName: string): Promise<{ id: string; serial: string }> {
    const serial = `TEST${productType}${++stocked}${randomUUID().slice(0, 6)}`;
    const [row] = await harness.database.db
      .insert(productItems)
      .values({ productItemNumber: `PI-${serial}`, productId, productType, productName, serialNumber: serial, locationId: demoAgent('EMP1001').locationId })
      .returning({ id: productItems.id });
    if (!row) throw new Error('no item');
    return { id: row.id, serial };
  }
  const statusOf = async (id: string) => (await harness.database.db.select({ status: opportunities.status }).from(opportunities).where(eq(opportunities.id, Number(id))))[0]?.status;
  const linked = async (request: string) => dataOf(await send(harness, DevicesToBeLinkedDocument, { input: { deploymentRequestId: request } }, opts(asha))).devicesToBeLinked.devices;
  const delink = (request: string, serialNumbers: string[], reason: string) =>
    send(harness, DeviceDeLinkingDetailsDocument, { input: { deploymentRequestId: request, serialNumbers, reason } }, opts(asha));

  test('a POS and a sound box deployed to the end make the opportunity DEPLOYMENT_COMPLETED', async () => {
    const fixture = await raised([
      { productId: POS, quantity: 1 },
      { productId: VOICE_POD, quantity: 1 },
    ]);
    const pos = requestOf(fixture, POS);
    const pod = requestOf(fixture, VOICE_POD);
    const proof = { documentId: await proofDocument(harness.database.db, fixture.opportunityId), transactionRef: 'RRN123456789', amount: 1 };
    const terminal = await stockItem(POS, 'POS', 'POS Device');
    const soundbox = await stockItem(VOICE_POD, 'SOUNDBOX', 'Voice Pod');

    // The POS: the merchant's acknowledgement first, then what is missing, in the order it is done.
    expectCatalogueError(await update(asha, { id: pos, complete: true }), 'ACKNOWLEDGEMENT_NOT_RECEIVED', 'Acknowledgement not received.');
    expectCatalogueError(await update(asha, { id: pos, acknowledgement: true, complete: true }), 'DEPLOYMENT_INCOMPLETE', deploymentMessages.devicesNotMapped);
    dataOf(await consume(asha, pos, [terminal.id]));
    expectCatalogueError(await update(asha, { id: pos, acknowledgement: true, complete: true }), 'DEPLOYMENT_INCOMPLETE', deploymentMessages.cardTestMissing);
    const otherPhoto = await proofDocument(harness.database.db, (await deploymentOpportunity(harness.database.db)).opportunityId);
    expect(expectCatalogueError(await update(asha, { id: pos, cardTestTransactionProof: { ...proof, documentId: otherPhoto } }), 'DE-2006').field).toBe('input.cardTestTransactionProof.documentId');
    expectCatalogueError(await update(asha, { id: pos, cardTestTransactionProof: { ...proof, transactionRef: 'x1' } }), 'VALIDATION_ERROR', deploymentMessages.transactionRef);
    expectCatalogueError(await update(asha, { id: pos, cardTestTransactionProof: { ...proof, amount: 50_000 } }), 'VALIDATION_ERROR', deploymentMessages.testAmount);
    expectCatalogueError(await update(asha, { id: pos, tid: '99999999' }), 'VALIDATION_ERROR', deploymentMessages.assigned('TID'));
    expectCatalogueError(await update(asha, { id: pod, cardTestTransactionProof: proof }), 'VALIDATION_ERROR', deploymentMessages.cardTestNotApplicable);
    const card = dataOf(await update(asha, { id: pos, cardTestTransactionProof: proof, revisionNumber: 'R-2.1', closureRemarks: 'Installed at the counter' })).updateDeploymentRequest;
    expect(card.deploymentRequest).toMatchObject({ revisionNumber: 'R-2.1', closureRemarks: 'Installed at the counter', cardTestTransactionProof: { documentId: proof.documentId, transactionRef: 'RRN123456789', amount: 1 } });
    expectCatalogueError(await update(asha, { id: pos, acknowledgement: true, complete: true }), 'DEPLOYMENT_INCOMPLETE', deploymentMessages.upiTestMissing);
    const posDone = dataOf(await update(asha, { id: pos, upiTestTransactionProof: proof, acknowledgement: true, complete: true })).updateDeploymentRequest.deploymentRequest;
    expect(posDone).toMatchObject({ status: 'COMPLETED', workFlowState: 'COMPLETED', acknowledgement: true, isProductsConsumed: true, isLinkingDone: true });
    expect(await statusOf(fixture.opportunityId)).toBe('DEPLOYMENT_APPROVED');
    expectCatalogueError(await update(asha, { id: pos, revisionNumber: 'R-3' }), 'DEPLOYMENT_COMPLETED');

    // The sound box: linked to a terminal whose TID the agent enters, since the acquirer gave it none.
    dataOf(await consume(asha, pod, [soundbox.id]));
    expect(await linked(pod)).toEqual([expect.objectContaining({ serialNumber: soundbox.serial, productItemId: soundbox.id, isLinked: false, tid: null })]);
    dataOf(await update(asha, { id: pod, upiTestTransactionProof: proof }));
    expectCatalogueError(await update(asha, { id: pod, acknowledgement: true, complete: true }), 'DEPLOYMENT_INCOMPLETE', deploymentMessages.linkingMissing);
    expect(expectCatalogueError(await link(pod, [{ serialNumber: soundbox.serial }]), 'VALIDATION_ERROR', deploymentMessages.noTid).field).toBe('input.devices.0.tid');
    dataOf(await update(asha, { id: pod, tid: '12345678' }));
    expectCatalogueError(await update(asha, { id: pod, tid: '87654321' }), 'VALIDATION_ERROR', deploymentMessages.assigned('TID'));
    const done = dataOf(await link(pod, [{ serialNumber: soundbox.serial }])).deviceLinkingDetails;
    expect(done.isLinkingDone).toBe(true);
    expect(done.mappedDevicesList).toEqual([expect.objectContaining({ serialNumber: soundbox.serial, isLinked: true, tid: '12345678' })]);
    expectCatalogueError(await link(pod, [{ serialNumber: ashaSerial(VOICE_POD, 3) }]), 'VALIDATION_ERROR', deploymentMessages.notOfRequest(ashaSerial(VOICE_POD, 3)));

    // A QR code of the merchant's own is linked to one terminal at a time.
    const standee = `MERCHANTQR${randomUUID().slice(0, 8)}`;
    dataOf(await link(pod, [{ serialNumber: standee, qrCodeId: 'upi://pay?pa=shop@bank' }]));
    const elsewhere = requestOf(await raised([{ productId: VOICE_POD, quantity: 1 }]), VOICE_POD);
    const refused = await link(elsewhere, [{ serialNumber: standee, tid: '55555555' }]);
    expect(expectCatalogueError(refused, 'DEVICE_LINKED_ELSEWHERE', deploymentMessages.linkedElsewhere(standee)).field).toBe('input.devices.0.serialNumber');
    expectCatalogueError(await delink(pod, [standee], '  '), 'VALIDATION_ERROR', deploymentMessages.reasonRequired);
    const delinked = dataOf(await delink(pod, [standee], 'Merchant moved the standee')).deviceDeLinkingDetails;
    expect(delinked.isDeLinked).toBe(true);
    expect(delinked.mappedDevicesList.map((d) => d.serialNumber)).toEqual([soundbox.serial]);
    const [kept] = await harness.database.db.select().from(deviceLinks).where(and(eq(deviceLinks.serialNumber, standee), eq(deviceLinks.requestId, pod)));
    expect(kept?.delinkReason).toBe('Merchant moved the standee');
    dataOf(await link(elsewhere, [{ serialNumber: standee, tid: '55555555' }]));
    expectCatalogueError(await delink(pod, [standee], 'again'), 'VALIDATION_ERROR', deploymentMessages.notLinked(standee));

    const podDone = dataOf(await update(asha, { id: pod, acknowledgement: true, complete: true })).updateDeploymentRequest.deploymentRequest;
    expect(podDone).toMatchObject({ status: 'COMPLETED', isLinkingDone: true });
    expect(await statusOf(fixture.opportunityId)).toBe('DEPLOYMENT_COMPLETED');
    const overview = dataOf(await send(harness, PosDeploymentDocument, { input: { opportunityId: fixture.opportunityId } }, opts(asha))).posDeployment;
    expect(overview.items.map((item) => item.status)).toEqual(['REQUEST_RAISED', 'REQUEST_RAISED']);
  });

  test('an opportunity with devices not yet requested stays being deployed', async () => {
    const { opportunityId, storeIds } = await deploymentOpportunity(harness.database.db, { lines: [{ productId: POS, quantity: 2 }], stores: 1 });
    harness.clock.set(new Date(harness.clock.now.getTime() + 10 * 60_000));
    const items = [{ storeId: storeIds[0] ?? '', productId: POS, quantity: 1 }];
    const [request] = dataOf(await send(harness, ProcessDeploymentDocument, { input: { opportunityId, items } }, opts(asha))).processDeployment.deploymentRequests;
    const proof = { documentId: await proofDocument(harness.database.db, opportunityId), transactionRef: 'RRN987654321' };
    dataOf(await consume(asha, request?.id ?? '', [(await stockItem(POS, 'POS', 'POS Device')).id]));
    const done = dataOf(await update(asha, { id: request?.id ?? '', cardTestTransactionProof: proof, upiTestTransactionProof: proof, acknowledgement: true, complete: true }));
    expect(done.updateDeploymentRequest.deploymentRequest.status).toBe('COMPLETED');
    expect(await statusOf(opportunityId)).toBe('DEPLOYMENT_APPROVED');
  });

  test('a completed request waits for the ME team, whose check on the sandbox page the agent then sees, once', async () => {
    const fixture = await raised([{ productId: POS, quantity: 1 }]);
    const pos = requestOf(fixture, POS);
    const meStatus = async () =>
      dataOf(await send(harness, PosDeploymentDocument, { input: { opportunityId: fixture.opportunityId } }, opts(asha))).posDeployment.deploymentRequests.find((r) => r.id === pos)?.meTeamStatus;
    expect(await meStatus()).toBeNull();
    const listedBefore = (await approverPage(harness, 'deployment')).html;
    expect(listedBefore).not.toContain(`data-me-check="${pos}"`);

    const proof = { documentId: await proofDocument(harness.database.db, fixture.opportunityId), transactionRef: 'RRN555666777' };
    dataOf(await consume(asha, pos, [(await stockItem(POS, 'POS', 'POS Device')).id]));
    const done = dataOf(await update(asha, { id: pos, cardTestTransactionProof: proof, upiTestTransactionProof: proof, acknowledgement: true, complete: true }));
    expect(done.updateDeploymentRequest.deploymentRequest.meTeamStatus).toBe('PENDING');
    expect((await approverPage(harness, 'deployment')).html).toContain(`data-me-check="${pos}"`);

    for (const requestId of ['', 'not-a-request', "x' or '1'='1", randomUUID()]) {
      const refused = await postForm(harness, '/sandbox/deployment-approver', { requestId, decision: 'me-approve' });
      expect(refused.status, requestId).toBe(400);
    }
    expect(await meStatus()).toBe('PENDING');
    const approved = await postForm(harness, '/sandbox/deployment-approver', { requestId: pos, decision: 'me-approve' });
    expect(approved.status).toBe(200);
    expect(approved.html).toMatch(/Check of .+ approved\./);
    expect(approved.html).not.toContain(`data-me-check="${pos}"`);
    expect(await meStatus()).toBe('APPROVED');
    // Decided once: a second decision finds nothing waiting.
    expect((await postForm(harness, '/sandbox/deployment-approver', { requestId: pos, decision: 'me-reject' })).status).toBe(400);
    expect(await meStatus()).toBe('APPROVED');
    // The database holds the rule whatever the code does: no check before the request is complete.
    const open = requestOf(await raised([{ productId: POS, quantity: 1 }]), POS);
    await expect(harness.database.db.update(deploymentRequests).set({ meTeamStatus: 'PENDING' }).where(eq(deploymentRequests.id, open))).rejects.toThrow();
  });
});
