import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import type { DeploymentRequestFieldsFragment } from '../../generated/graphql';
import { opportunities } from '../../src/server/db/schema';
import { startHarness, type Harness } from '../server/harness';
import { insertOpportunity } from '../server/opportunity-rows';
import { consumedProduct, deploymentRequest, fakeFetch, posDeployment, refusal, type Handler } from './deployment-fake';
import { renderApp, signedInSession } from './render-app';
import { compress } from './doubles/browser-image-compression';
import { jpegBytes } from '../support/image-files';

// Test Transactions and Complete Deployment: each test only where its flag applies, its proof photo
// stored as a document of the opportunity, the server's 'Acknowledgement not received.', and the
// merchant going live when the last request completes.

const compressedBytes = jpegBytes({ size: 2048 });

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
}, 30_000);
afterAll(() => harness.close());
beforeEach(() => {
  localStorage.clear();
  compress.mockReset();
  compress.mockImplementation(() => Promise.resolve(new File([compressedBytes], 'compressed.jpg', { type: 'image/jpeg' })));
});

async function open(path: string, title: string, opportunityId: string | number, handlers: Record<string, Handler>) {
  const { fetchFn, sent } = fakeFetch(harness.fetch, handlers);
  const view = renderApp(`${path}?opportunityId=${opportunityId}&requestId=req-1`, { fetchFn, session: await signedInSession(harness, 'EMP1001') });
  await screen.findByRole('heading', { name: title, level: 1 }, { timeout: 10_000 });
  return { ...view, sent };
}

const storedDocument = (id: string) => ({
  data: {
    createOpportunityDocument: {
      document: {
        id,
        opportunityId: '1',
        signatoryId: null,
        documentName: null,
        documentType: 'DEPLOYMENTPROOF',
        documentSubType: 'CARDTESTTRANSACTION',
        documentMode: 'LIVEPHOTO',
        documentSource: 'MANUAL_UPLOAD',
        offlineAcceptance: null,
        cseL1Status: null,
        cseL1Remarks: null,
        cseL2Status: null,
        cseL2Remarks: null,
        status: 'PENDING',
        uniqueIdentifier: null,
        verifiedThroughOnlinePortal: null,
        createdOn: '2026-11-20T10:00:00.000Z',
        documentPages: [{ pageNumber: 1, fileName: 'slip.jpg', contentType: 'image/jpeg', url: `/files/${id}.jpg` }],
        latLng: null,
      },
    },
  },
});

test.each([
  { card: true, upi: false, shown: ['Card test transaction'], hidden: ['UPI test transaction'] },
  { card: false, upi: true, shown: ['UPI test transaction'], hidden: ['Card test transaction'] },
  { card: true, upi: true, shown: ['Card test transaction', 'UPI test transaction'], hidden: [] },
])('Test Transactions shows only the tests whose flags apply (card $card, UPI $upi)', async ({ card, upi, shown, hidden }) => {
  await open('/deploymentMulti/testTransactions', 'Test Transactions', 7, {
    PosDeployment: () => posDeployment([], [deploymentRequest({ opportunityId: '7', isCardTestApplicable: card, isUpiTestApplicable: upi })]),
  });
  for (const name of shown) expect(await screen.findByRole('region', { name }, { timeout: 10_000 })).toBeInTheDocument();
  for (const name of hidden) expect(screen.queryByRole('region', { name })).toBeNull();
}, 30_000);

test("a card test's proof photo is stored as a document of the opportunity and the test saved with its id; a refusal keeps what was entered", async () => {
  const user = userEvent.setup();
  let refuse = true;
  const { sent } = await open('/deploymentMulti/testTransactions', 'Test Transactions', 7, {
    PosDeployment: () => posDeployment([], [deploymentRequest({ opportunityId: '7', isCardTestApplicable: true, isUpiTestApplicable: false })]),
    CreateOpportunityDocument: () => storedDocument('doc-card-1'),
    UpdateDeploymentRequest: () =>
      refuse
        ? refusal('The test transaction could not be saved.')
        : { data: { updateDeploymentRequest: { isUpdated: true, deploymentRequest: deploymentRequest({ opportunityId: '7', isUpiTestApplicable: false }) } } },
  });
  const section = await screen.findByRole('region', { name: 'Card test transaction' }, { timeout: 10_000 });
  await user.click(within(section).getByRole('button', { name: 'Save card test transaction' }));
  expect(within(section).getByText('Please add the proof photo.')).toBeInTheDocument();
  expect(sent.some((c) => c.operationName === 'UpdateDeploymentRequest')).toBe(false);

  await user.type(within(section).getByRole('textbox', { name: /Transaction reference/ }), '432109876543');
  await user.type(within(section).getByRole('textbox', { name: /Amount/ }), '1');
  fireEvent.change(within(section).getByLabelText(/^Take photo: Proof photo/), { target: { files: [new File(['slip'], 'slip.jpg', { type: 'image/jpeg' })] } });
  expect(await within(section).findByRole('img', { name: /Proof photo/ }, { timeout: 10_000 })).toHaveAttribute('src', '/files/doc-card-1.jpg');
  expect(sent.find((c) => c.operationName === 'CreateOpportunityDocument')?.variables.input).toMatchObject({
    opportunityId: '7',
    document: { documentType: 'DEPLOYMENTPROOF', documentSubType: 'CARDTESTTRANSACTION', documentMode: 'LIVEPHOTO' },
  });

  await user.click(within(section).getByRole('button', { name: 'Save card test transaction' }));
  expect(await within(section).findByRole('alert')).toHaveTextContent('The test transaction could not be saved.');
  expect(within(section).getByRole('textbox', { name: /Transaction reference/ })).toHaveValue('432109876543');

  refuse = false;
  await user.click(within(section).getByRole('button', { name: 'Save card test transaction' }));
  await waitFor(() => expect(sent.filter((c) => c.operationName === 'UpdateDeploymentRequest')).toHaveLength(2));
  expect(sent.filter((c) => c.operationName === 'UpdateDeploymentRequest').at(-1)?.variables.input).toEqual({
    id: 'req-1',
    cardTestTransactionProof: { documentId: 'doc-card-1', transactionRef: '432109876543', amount: 1 },
  });
}, 60_000);

test("Complete Deployment: without the acknowledgement the server's message shows; with it the last request completes and the merchant is live", async () => {
  const user = userEvent.setup();
  const opportunityId = await insertOpportunity(harness, { leadId: null, status: 'DEPLOYMENT_APPROVED', submitted: true });
  let request: DeploymentRequestFieldsFragment = deploymentRequest({
    opportunityId: String(opportunityId),
    isProductsConsumed: true,
    productsConsumedList: [consumedProduct({ productName: 'Voice Pod', productType: 'SOUNDBOX', serialNumber: 'VP4G1001001' })],
  });
  const { sent } = await open('/deploymentMulti/completeDeployment', 'Complete Deployment', opportunityId, {
    PosDeployment: () => posDeployment([], [request]),
    UpdateDeploymentRequest: async ({ input }) => {
      if (input.acknowledgement !== true) return refusal('Acknowledgement not received.');
      request = { ...request, acknowledgement: true, status: 'COMPLETED', workFlowState: 'COMPLETED' };
      await harness.database.db.update(opportunities).set({ status: 'DEPLOYMENT_COMPLETED' }).where(eq(opportunities.id, opportunityId));
      return { data: { updateDeploymentRequest: { isUpdated: true, deploymentRequest: request } } };
    },
  });

  await user.type(await screen.findByRole('textbox', { name: 'Revision number' }, { timeout: 10_000 }), 'R2');
  await user.type(screen.getByRole('textbox', { name: 'POS id' }), 'POS-9');
  // The request deploys a sound box, so its link is asked for.
  await user.type(screen.getByRole('textbox', { name: 'Soundbox link' }), 'https://sb.example/VP4G1001001');
  await user.type(screen.getByRole('textbox', { name: /Closure remarks/ }), 'Installed at the billing counter');
  await user.click(screen.getByRole('button', { name: 'Complete' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Acknowledgement not received.');
  expect(screen.getByRole('textbox', { name: /Closure remarks/ })).toHaveValue('Installed at the billing counter');

  await user.click(screen.getByRole('checkbox', { name: /The merchant acknowledges/ }));
  await user.click(screen.getByRole('button', { name: 'Complete' }));
  expect(await screen.findByText('Deployment complete. The merchant is now live.', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(sent.filter((c) => c.operationName === 'UpdateDeploymentRequest').at(-1)?.variables.input).toEqual({
    id: 'req-1',
    revisionNumber: 'R2',
    posId: 'POS-9',
    soundboxLink: 'https://sb.example/VP4G1001001',
    acknowledgement: true,
    closureRemarks: 'Installed at the billing counter',
    complete: true,
  });
  expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/?tab=live');
}, 60_000);

test('Complete Deployment asks for no soundbox link where the request deploys no sound box', async () => {
  await open('/deploymentMulti/completeDeployment', 'Complete Deployment', 7, {
    PosDeployment: () => posDeployment([], [deploymentRequest({ opportunityId: '7', productsConsumedList: [consumedProduct()] })]),
  });
  expect(await screen.findByRole('textbox', { name: 'POS id' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Soundbox link' })).toBeNull();
}, 30_000);
