import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { OpportunityDocument, OpportunityListDocument, PosDeploymentDocument, ProcessDeploymentDocument, type DeploymentItemInput } from '../../generated/graphql';
import { deploymentMessages } from '../../src/domain/deployment';
import { createServerApp } from '../../src/server/app';
import { deploymentReviews, opportunities } from '../../src/server/db/schema';
import { dataOf, expectCatalogueError, send } from './call';
import { deploymentOpportunity, POS, SOFT_POS, SQR_MINI, VOICE_POD } from './deployment-rows';
import { demoAgent, ORIGIN, signInAs, startHarness, type Harness } from './harness';
import { approverPage } from './page-forms';
import { postForm } from './purchase-order-fixtures';

// Deployment after approval (spec sections 2 and 8): the sandbox CSE review approves it, the agent
// sees what is left to deploy per store, raises requests (one call every 2 minutes, held by the
// database), and another agent reaches none of it.

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
const overview = (token: string, opportunityId: string) => send(harness, PosDeploymentDocument, { input: { opportunityId } }, opts(token));
const opportunityOf = async (token: string, id: string) => dataOf(await send(harness, OpportunityDocument, { input: { id } }, opts(token))).opportunity.opportunity;
const raise = (token: string, opportunityId: string, items: DeploymentItemInput[]) => send(harness, ProcessDeploymentDocument, { input: { opportunityId, items } }, opts(token));
/** Moves the server's clock on, past any earlier test's wait (tokens stay valid for days). */
function later(): Date {
  const next = new Date(harness.clock.now.getTime() + 10 * 60_000);
  harness.clock.set(next);
  return next;
}
const plus = (date: Date, ms: number) => new Date(date.getTime() + ms);
const statusOf = async (id: string) => (await harness.database.db.select({ status: opportunities.status }).from(opportunities).where(eq(opportunities.id, Number(id))))[0]?.status;

describe('the sandbox CSE review', () => {
  test('lists the submitted onboarding and approves its deployment', async () => {
    const { opportunityId } = await deploymentOpportunity(harness.database.db, { status: 'PO_APPROVAL_SUBMITTED' });
    expectCatalogueError(await overview(asha, opportunityId), 'DEPLOYMENT_NOT_APPROVED');
    const listed = (await approverPage(harness, 'deployment')).html;
    expect(listed).toContain(`data-opportunity="${opportunityId}"`);
    expect(listed).toContain('POS Device × 2');
    const approved = await postForm(harness, '/sandbox/deployment-approver', { opportunityId, decision: 'approve' });
    expect(approved.status).toBe(200);
    expect(approved.html).toContain('approved.');
    expect(approved.html).not.toContain(`data-opportunity="${opportunityId}"`);
    expect(await statusOf(opportunityId)).toBe('DEPLOYMENT_APPROVED');
    dataOf(await overview(asha, opportunityId));
    // Decided once: a second decision finds nothing waiting.
    expect((await postForm(harness, '/sandbox/deployment-approver', { opportunityId, decision: 'reject', comment: 'late' })).status).toBe(400);
    expect(await statusOf(opportunityId)).toBe('DEPLOYMENT_APPROVED');
  });

  test("rejects only with a reason from the team's list, which the agent's opportunity then shows, and the list too", async () => {
    const { opportunityId } = await deploymentOpportunity(harness.database.db, { status: 'DEPLOYMENT_REQUESTED' });
    const listed = (await approverPage(harness, 'deployment')).html;
    expect(listed).toContain('<optgroup label="Site visit"><option value="Site visit/Shop closed at the visit">Shop closed at the visit</option>');
    for (const refused of [{} as Record<string, string>, { reason: 'Site visit' }, { reason: 'Site visit/Shop on fire' }, { reason: 'constructor/x' }]) {
      const bare = await postForm(harness, '/sandbox/deployment-approver', { opportunityId, decision: 'reject', comment: 'Shop address not found', ...refused });
      expect(bare.status).toBe(400);
      expect(bare.html).toContain('Please give the reason for the rejection.');
    }
    expect(await statusOf(opportunityId)).toBe('DEPLOYMENT_REQUESTED');
    expect((await opportunityOf(asha, opportunityId)).cseRejectionData).toBeNull();

    await postForm(harness, '/sandbox/deployment-approver', { opportunityId, decision: 'reject', reason: 'Site visit/Address not found', comment: 'No such lane near the market' });
    expect(await statusOf(opportunityId)).toBe('DEPLOYMENT_REJECTED');
    const [review] = await harness.database.db.select().from(deploymentReviews).where(eq(deploymentReviews.opportunityId, Number(opportunityId)));
    expect(review).toMatchObject({ approved: false, rejectReason: 'Site visit', rejectSubReason: 'Address not found', comment: 'No such lane near the market' });
    const rejection = { cseRejectReason: 'Site visit', cseRejectSubReason: 'Address not found', rejectionComments: 'No such lane near the market' };
    expect((await opportunityOf(asha, opportunityId)).cseRejectionData).toEqual(rejection);
    const rejected = dataOf(await send(harness, OpportunityListDocument, { input: { bucket: 'REJECTED', size: 1000 } }, opts(asha))).opportunityList.opportunities;
    expect(rejected.find((o) => o.id === opportunityId)?.cseRejectionData).toEqual(rejection);
    expectCatalogueError(await raise(asha, opportunityId, []), 'VALIDATION_ERROR', 'Please add at least 1 item.');
    expectCatalogueError(await overview(asha, opportunityId), 'DEPLOYMENT_NOT_APPROVED');
    // Another agent finds nothing of it.
    expectCatalogueError(await send(harness, OpportunityDocument, { input: { id: opportunityId } }, opts(rohit)), 'ODS-101');
  });

  test('an approved deployment carries no rejection, and approving needs no reason', async () => {
    const { opportunityId } = await deploymentOpportunity(harness.database.db, { status: 'PO_APPROVAL_SUBMITTED' });
    expect((await postForm(harness, '/sandbox/deployment-approver', { opportunityId, decision: 'approve', reason: '' })).status).toBe(200);
    expect((await opportunityOf(asha, opportunityId)).cseRejectionData).toBeNull();
  });
});

test('without the sandboxes the CSE review page is not served', async () => {
  await deploymentOpportunity(harness.database.db, { status: 'PO_APPROVAL_SUBMITTED' });
  const app = await createServerApp({ db: harness.database.db, log: () => undefined, sandboxes: false });
  const page = await app.fetch(new Request(`${ORIGIN}/sandbox/deployment-approver`));
  expect(page.status).toBe(404);
  expect(await page.text()).not.toContain('Deployments to review');
  expect((await harness.fetch('/sandbox/deployment-approver')).status).toBe(200);
});

describe('an approved opportunity', () => {
  test('shows its devices as yet to deploy on the primary store; soft POS needs none', async () => {
    const { opportunityId, storeIds } = await deploymentOpportunity(harness.database.db);
    const answer = dataOf(await overview(asha, opportunityId)).posDeployment;
    expect(answer.items.map((i) => [i.productId, i.storeId, i.quantity, i.status, i.deploymentRequestId])).toEqual([
      [POS, storeIds[0], 2, 'YET_TO_DEPLOY', null],
      [VOICE_POD, storeIds[0], 1, 'YET_TO_DEPLOY', null],
    ]);
    expect(answer.items[0]?.storeName).toBe('Main Road store');
    expect(answer.deploymentRequests).toEqual([]);
    expect(answer.nextRequestAllowedAt).toBeNull();
  });

  test('raises one request per item with the acquirer, and then what is left stays yet to deploy', async () => {
    const { opportunityId, storeIds } = await deploymentOpportunity(harness.database.db);
    const now = later();
    const raised = dataOf(
      await raise(asha, opportunityId, [
        { storeId: storeIds[1] ?? '', productId: POS, quantity: 1 },
        { storeId: storeIds[0] ?? '', productId: VOICE_POD, quantity: 1, selfDeployment: true },
      ]),
    ).processDeployment;
    expect(raised.nextRequestAllowedAt).toBe(plus(now, 120_000).toISOString());
    const [pos, pod] = raised.deploymentRequests;
    expect(pos).toMatchObject({
      opportunityId,
      storeId: storeIds[1],
      storeName: 'Branch 1',
      assetName: 'POS Device',
      acquirer: 'Sandbox Acquiring Bank',
      status: 'OPEN',
      workFlowState: 'REQUEST_RAISED',
      isCardTestApplicable: true,
      isUpiTestApplicable: true,
      isLinkingApplicable: false,
      isProductsConsumed: false,
      acknowledgement: false,
      createdOn: now.toISOString(),
    });
    expect(pos?.mid).toMatch(/^SBXM\d{11}$/);
    expect(pos?.tid).toMatch(/^\d{8}$/);
    expect(pos?.posId).toBe(`POS${pos?.tid}`);
    expect(pos?.crmTicketId).toMatch(/^DEP-\d{10}$/);
    // The MID is the merchant's: the same on every request; a sound box gets no terminal of its own.
    expect(pod).toMatchObject({ mid: pos?.mid, tid: null, posId: null, isCardTestApplicable: false, isUpiTestApplicable: true, isLinkingApplicable: true });
    expect(raised.items.map((i) => [i.productId, i.storeId, i.quantity, i.status, i.deploymentRequestId])).toEqual([
      [POS, storeIds[0], 1, 'YET_TO_DEPLOY', null],
      [POS, storeIds[1], 1, 'REQUEST_RAISED', pos?.id],
      [VOICE_POD, storeIds[0], 1, 'SELF_DEPLOYMENT', pod?.id],
    ]);
    expect(dataOf(await overview(asha, opportunityId)).posDeployment).toEqual(raised);
  });

  test('takes another request only 2 minutes after the last, by the server clock', async () => {
    const { opportunityId, storeIds } = await deploymentOpportunity(harness.database.db);
    const store = storeIds[0] ?? '';
    const start = later();
    dataOf(await raise(asha, opportunityId, [{ storeId: store, productId: POS, quantity: 1 }]));
    harness.clock.set(plus(start, 119_000));
    expectCatalogueError(await raise(asha, opportunityId, [{ storeId: store, productId: POS, quantity: 1 }]), 'DEPLOYMENT_REQUEST_WAIT', 'Please wait for 2 minutes before placing another deployment request.');
    expect(dataOf(await overview(asha, opportunityId)).posDeployment.nextRequestAllowedAt).toBe(plus(start, 120_000).toISOString());
    harness.clock.set(plus(start, 120_000));
    expect(dataOf(await overview(asha, opportunityId)).posDeployment.nextRequestAllowedAt).toBeNull();
    dataOf(await raise(asha, opportunityId, [{ storeId: store, productId: POS, quantity: 1 }]));
  });

  test('a refused request does not start the wait', async () => {
    const { opportunityId, storeIds } = await deploymentOpportunity(harness.database.db);
    const store = storeIds[0] ?? '';
    later();
    expectCatalogueError(await raise(asha, opportunityId, [{ storeId: store, productId: POS, quantity: 3 }]), 'VALIDATION_ERROR', 'Only 2 POS Device left to deploy.');
    dataOf(await raise(asha, opportunityId, [{ storeId: store, productId: POS, quantity: 2 }]));
    later();
    const none = await raise(asha, opportunityId, [{ storeId: store, productId: POS, quantity: 1 }]);
    expect(expectCatalogueError(none, 'VALIDATION_ERROR', 'Every POS Device of this opportunity is already requested.').field).toBe('input.items.0.quantity');
  });

  test('refuses stores of another merchant and products it does not deploy', async () => {
    const { opportunityId, storeIds } = await deploymentOpportunity(harness.database.db);
    const other = await deploymentOpportunity(harness.database.db);
    const store = storeIds[0] ?? '';
    const elsewhere = await raise(asha, opportunityId, [{ storeId: other.storeIds[0] ?? '', productId: POS, quantity: 1 }]);
    expect(expectCatalogueError(elsewhere, 'MSS-1001').field).toBe('input.items.0.storeId');
    for (const productId of [SQR_MINI, SOFT_POS]) {
      const refused = await raise(asha, opportunityId, [{ storeId: store, productId, quantity: 1 }]);
      expect(expectCatalogueError(refused, 'VALIDATION_ERROR', deploymentMessages.notToDeploy).field).toBe('input.items.0.productId');
    }
    // The items are judged with the Deployment step's definition, as the app renders them.
    expect(expectCatalogueError(await raise(asha, opportunityId, [{ storeId: store, productId: POS, quantity: 0 }]), 'VALIDATION_ERROR', 'Please enter 1 or more.').field).toBe('input.items.0.quantity');
  });

  test("another agent's opportunity is not found, and nothing of it changes", async () => {
    const { opportunityId, storeIds } = await deploymentOpportunity(harness.database.db);
    expectCatalogueError(await overview(rohit, opportunityId), 'ODS-101');
    expectCatalogueError(await raise(rohit, opportunityId, [{ storeId: storeIds[0] ?? '', productId: POS, quantity: 1 }]), 'ODS-101');
    expect(dataOf(await overview(asha, opportunityId)).posDeployment.deploymentRequests).toEqual([]);
  });

  test('two requests placed at once make one; the other is told to wait', async () => {
    const { opportunityId, storeIds } = await deploymentOpportunity(harness.database.db);
    later();
    const item = { storeId: storeIds[0] ?? '', productId: POS, quantity: 1 };
    const answers = await Promise.all([raise(asha, opportunityId, [item]), raise(asha, opportunityId, [item])]);
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    const refused = answers.find((a) => a.errors);
    expect(refused && expectCatalogueError(refused, 'DEPLOYMENT_REQUEST_WAIT').message).toBe(deploymentMessages.wait);
    expect(dataOf(await overview(asha, opportunityId)).posDeployment.deploymentRequests).toHaveLength(1);
  });
});
