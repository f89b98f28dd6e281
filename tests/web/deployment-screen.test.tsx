import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { startHarness, type Harness } from '../server/harness';
import { insertOpportunity } from '../server/opportunity-rows';
import { deploymentItem, deploymentRequest, deploymentStore, fakeFetch, posDeployment, type Handler } from './deployment-fake';
import { renderApp, signedInSession } from './render-app';

// The Deployment screen: the items of each store with their spec labels, raising deployment (and the
// server's 2-minute rule), and each deployment request with the next steps that apply to it.

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
}, 30_000);
afterAll(() => harness.close());
beforeEach(() => localStorage.clear());

const WAIT_MESSAGE = 'Please wait for 2 minutes before placing another deployment request.';

async function open(path: string, handlers: Record<string, Handler>) {
  const { fetchFn, sent } = fakeFetch(harness.fetch, handlers);
  const view = renderApp(path, { fetchFn, session: await signedInSession(harness, 'EMP1001') });
  await screen.findByRole('heading', { name: 'Deployment', level: 1 }, { timeout: 10_000 });
  return { ...view, sent };
}

const storeCard = (name: string) => screen.getByText(name, { selector: '[data-store] p' }).closest<HTMLElement>('[data-store]');

test("shows each store's items with the spec's labels, and each request with only the steps that apply to it", async () => {
  const opportunityId = await insertOpportunity(harness, { leadId: null, status: 'DEPLOYMENT_APPROVED', submitted: true });
  await open(`/deploymentMulti?opportunityId=${opportunityId}`, {
    PosDeployment: () =>
      posDeployment(
        [
          deploymentItem({ id: 'i1', storeId: 's1', storeName: 'Andheri counter', productName: 'Android POS A910', status: 'YET_TO_DEPLOY', quantity: 2 }),
          deploymentItem({ id: 'i2', storeId: 's1', storeName: 'Andheri counter', productId: 'PRD-VOICE-POD', productName: 'Voice Pod', status: 'REQUEST_RAISED', deploymentRequestId: 'r1' }),
          deploymentItem({ id: 'i3', storeId: 's2', storeName: 'Bandra counter', productId: 'PRD-SQR-MINI', productName: 'Static QR Mini', status: 'SELF_DEPLOYMENT', deploymentRequestId: 'r2' }),
        ],
        [
          deploymentRequest({ id: 'r1', opportunityId: String(opportunityId), storeName: 'Andheri counter', tid: '71000231', mid: '720000004455', isLinkingApplicable: false, isCardTestApplicable: true, isUpiTestApplicable: false }),
          deploymentRequest({ id: 'r2', opportunityId: String(opportunityId), storeName: 'Bandra counter', tid: '71000232', isLinkingApplicable: true, isCardTestApplicable: false, isUpiTestApplicable: false }),
          deploymentRequest({ id: 'r3', opportunityId: String(opportunityId), storeName: 'Dadar counter', status: 'COMPLETED', workFlowState: 'COMPLETED', meTeamStatus: 'PENDING' }),
        ],
      ),
  });

  const andheri = await waitFor(() => {
    const card = storeCard('Andheri counter');
    if (!card) throw new Error('no Andheri store yet');
    return card;
  });
  expect(within(andheri).getByText('Android POS A910').closest('[data-item-status]')).toHaveTextContent('Yet to deploy');
  expect(within(andheri).getByText('Voice Pod').closest('[data-item-status]')).toHaveTextContent('Request raised');
  expect(storeCard('Bandra counter')).toHaveTextContent('Marked for self deployment');

  const first = screen.getByRole('article', { name: 'Andheri counter' });
  expect(first).toHaveTextContent('71000231');
  expect(first).toHaveTextContent('720000004455');
  expect(within(first).getByRole('link', { name: 'Map devices' })).toHaveAttribute('href', `/deploymentMulti/mapDevices?opportunityId=${opportunityId}&requestId=r1`);
  expect(within(first).getByRole('link', { name: 'Test transactions' })).toHaveAttribute('href', `/deploymentMulti/testTransactions?opportunityId=${opportunityId}&requestId=r1`);
  expect(within(first).queryByRole('link', { name: 'Map other QR codes' })).toBeNull();
  expect(within(first).getByRole('link', { name: 'Complete deployment' })).toBeInTheDocument();

  const second = screen.getByRole('article', { name: 'Bandra counter' });
  expect(within(second).getByRole('link', { name: 'Map other QR codes' })).toHaveAttribute('href', `/deploymentMulti/linkPaymentDevices?opportunityId=${opportunityId}&requestId=r2`);
  expect(within(second).queryByRole('link', { name: 'Test transactions' })).toBeNull();
  expect(second).not.toHaveTextContent('ME team check');

  // A completed request says where the merchant-enablement team's check of it stands.
  expect(screen.getByRole('article', { name: 'Dadar counter' })).toHaveTextContent('ME team checkPending');
}, 30_000);

test("raising self deployment at a store sends what is left to deploy there; the server's 2-minute refusal is shown and the choice stays", async () => {
  const user = userEvent.setup();
  const opportunityId = await insertOpportunity(harness, { leadId: null, status: 'DEPLOYMENT_APPROVED', submitted: true });
  // What is left is listed on the primary store; each store may get its own request.
  const items = [
    deploymentItem({ id: 'i1', storeId: 's1', storeName: 'Andheri counter', quantity: 2 }),
    deploymentItem({ id: 'i2', storeId: 's1', storeName: 'Andheri counter', productId: 'PRD-VOICE-POD', productName: 'Voice Pod' }),
  ];
  const stores = [deploymentStore({ id: 's1', name: 'Andheri counter' }), deploymentStore({ id: 's2', name: 'Bandra counter', address: { ...deploymentStore().address, addressLine1: '12 Hill Road', pinCode: '400050' } })];
  const { sent } = await open(`/Deployment?opportunityId=${opportunityId}`, {
    PosDeployment: () => posDeployment(items, [], null, stores),
    ProcessDeployment: () => ({ errors: [{ message: WAIT_MESSAGE, extensions: { code: 'DEPLOYMENT_REQUEST_WAIT', type: 'Please Wait', message: WAIT_MESSAGE } }] }),
  });

  // The store without a request yet is listed, with its address.
  const bandra = await waitFor(() => {
    const card = storeCard('Bandra counter');
    if (!card) throw new Error('no Bandra store yet');
    return card;
  });
  expect(bandra).toHaveTextContent('12 Hill Road');
  expect(bandra).toHaveTextContent('No deployment request for this store yet.');

  const form = await screen.findByRole('region', { name: 'Raise deployment' }, { timeout: 10_000 });
  await user.selectOptions(within(form).getByRole('combobox', { name: /^Store/ }), 's2');
  await user.click(within(form).getByRole('checkbox', { name: 'Deploy Android POS A910' }));
  expect(within(form).getByRole('checkbox', { name: 'Deploy Voice Pod' })).toBeChecked();
  await user.click(within(form).getByRole('checkbox', { name: /self deployment/ }));
  await user.click(within(form).getByRole('button', { name: 'Raise deployment request' }));

  expect(await within(form).findByRole('alert')).toHaveTextContent(WAIT_MESSAGE);
  expect(sent.find((c) => c.operationName === 'ProcessDeployment')?.variables.input).toEqual({
    opportunityId: String(opportunityId),
    items: [{ storeId: 's2', productId: 'PRD-VOICE-POD', quantity: 1, selfDeployment: true }],
  });
  expect(within(form).getByRole('checkbox', { name: /self deployment/ })).toBeChecked();
  expect(within(form).getByRole('checkbox', { name: 'Deploy Android POS A910' })).not.toBeChecked();
  expect(within(form).getByRole('combobox', { name: /^Store/ })).toHaveValue('s2');
}, 30_000);

test("while the 2-minute wait applies, raising waits and the spec's sentence says so, with the time it ends", async () => {
  const opportunityId = await insertOpportunity(harness, { leadId: null, status: 'DEPLOYMENT_APPROVED', submitted: true });
  const next = new Date(Date.now() + 90_000);
  await open(`/deploymentMulti?opportunityId=${opportunityId}`, {
    PosDeployment: () => posDeployment([deploymentItem({ storeName: 'Andheri counter' })], [], next.toISOString()),
  });
  const form = await screen.findByRole('region', { name: 'Raise deployment' }, { timeout: 10_000 });
  expect(within(form).getByRole('button', { name: 'Raise deployment request' })).toBeDisabled();
  const time = next.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', hour12: true });
  const notice = within(form).getByRole('status');
  expect(notice).toHaveTextContent(WAIT_MESSAGE);
  expect(notice).toHaveTextContent(`The next request can be placed at ${time}.`);
}, 30_000);

test('a store is added on the Deployment screen: checked before it is sent, the state and city filled from the pincode, then chosen to raise at', async () => {
  const user = userEvent.setup();
  const opportunityId = await insertOpportunity(harness, { leadId: null, status: 'DEPLOYMENT_APPROVED', submitted: true });
  const primary = deploymentStore({ id: 's1', name: 'Andheri counter' });
  const added = deploymentStore({ id: 's9', name: 'Camp market stall', address: { ...primary.address, addressLine1: 'Stall 2, Camp Market', city: 'Pune', pinCode: '411001' } });
  let stores = [primary];
  const { sent } = await open(`/deploymentMulti?opportunityId=${opportunityId}`, {
    PosDeployment: () => posDeployment([deploymentItem({ storeId: 's1', storeName: 'Andheri counter', quantity: 2 })], [], null, stores),
    DeploymentScreen_AddStore: () => {
      stores = [primary, added];
      return { data: { addDeploymentStore: { store: added, stores } } };
    },
  });

  await user.click(await screen.findByRole('button', { name: 'Add a store' }, { timeout: 10_000 }));
  const form = screen.getByRole('region', { name: 'Add a store' });
  await user.click(within(form).getByRole('button', { name: 'Add store' }));
  expect(await within(form).findByText('Please enter the shop name.')).toBeInTheDocument();
  expect(within(form).getByText('Please enter address line 1.')).toBeInTheDocument();
  expect(within(form).getByText('Please enter a valid 6-digit pincode.')).toBeInTheDocument();
  expect(sent.some((c) => c.operationName === 'DeploymentScreen_AddStore')).toBe(false);

  await user.type(within(form).getByRole('textbox', { name: /Store name/ }), 'Camp market stall');
  await user.type(within(form).getByRole('textbox', { name: /Address line 1/ }), 'Stall 2, Camp Market');
  await user.type(within(form).getByRole('textbox', { name: /Pincode/ }), '411001');
  await waitFor(() => expect(within(form).getByRole('combobox', { name: /City/ })).toHaveDisplayValue('Pune'), { timeout: 10_000 });
  expect(within(form).getByRole('combobox', { name: /State/ })).toHaveDisplayValue('Maharashtra');
  await user.click(within(form).getByRole('button', { name: 'Add store' }));

  await waitFor(() => expect(screen.queryByRole('region', { name: 'Add a store' })).toBeNull(), { timeout: 10_000 });
  const input = sent.find((c) => c.operationName === 'DeploymentScreen_AddStore')?.variables.input as { opportunityId: string; store: { name: string; address: Record<string, unknown> } };
  expect(input.opportunityId).toBe(String(opportunityId));
  expect(input.store).toMatchObject({ name: 'Camp market stall', address: { addressLine1: 'Stall 2, Camp Market', pinCode: '411001', stateCode: 'MH' } });
  const raise = await screen.findByRole('region', { name: 'Raise deployment' });
  await waitFor(() => expect(within(raise).getByRole('combobox', { name: /^Store/ })).toHaveValue('s9'), { timeout: 10_000 });
  expect(storeCard('Camp market stall')).toHaveTextContent('No deployment request for this store yet.');
}, 60_000);

test("Resume on a Being deployed opportunity opens its deployment, with the opportunity in the address", async () => {
  const user = userEvent.setup();
  const opportunityId = await insertOpportunity(harness, { leadId: null, status: 'DEPLOYMENT_APPROVED', submitted: true });
  const { fetchFn } = fakeFetch(harness.fetch, { PosDeployment: () => posDeployment([deploymentItem()], []) });
  const { router } = renderApp('/?tab=being-deployed', { fetchFn, session: await signedInSession(harness, 'EMP1001') });
  const card = await waitFor(
    () => {
      const found = document.querySelector<HTMLElement>(`article[data-opportunity-id="${opportunityId}"]`);
      if (!found) throw new Error('the approved opportunity is not under Being deployed');
      return found;
    },
    { timeout: 10_000 },
  );
  await user.click(within(card).getByRole('button', { name: 'Resume' }));
  await waitFor(() => expect(`${router.location.pathname}${router.location.search}`).toBe(`/deploymentMulti?opportunityId=${opportunityId}`), { timeout: 10_000 });
  expect(await screen.findByRole('heading', { name: 'Deployment', level: 1 })).toBeInTheDocument();
  expect(localStorage.getItem('oppId')).toBe(String(opportunityId));
}, 30_000);
