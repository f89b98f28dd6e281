import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { Provider as UrqlProvider } from 'urql';
import { createApiClient } from '../../src/api/client';
import { createLoadingState } from '../../src/api/loading-state';
import { poMessages } from '../../src/domain/purchase-order';
import { PoPaymentPanel } from '../../src/app/features/purchase-order/po-payment-panel';
import { theme } from '../../src/app/theme';
import { loadServerForms } from '../../src/server/forms/server-forms';
import { dataOf } from '../server/call';
import { demoAgent, signInAs, startHarness, type Harness } from '../server/harness';
import { formsWithSteps } from '../server/step-flows';
import { acceptedPo, latestLinkIn, opportunityWithProducts, postForm, savePo } from '../server/purchase-order-fixtures';
import { renderApp, signedInSession, TEST_ORIGIN } from './render-app';

// The Purchase Order and Payment steps in the app, against the real server. The Purchase Order step
// is its definition alone (forms/steps/PurchaseOrder.json): its parts follow the merchant's
// acceptance, open the PDF, request activation and rectify with remarks, and every refusal of a save
// or an action shows. The payment panel sends a link, checks its status, records the rest and lists
// the payments with what is payable.

let harness: Harness;
let token: string;
beforeAll(async () => {
  // The steps under test start the journey (tests/server/step-flows.ts): the step order is tests/server/step-order.test.ts's.
  harness = await startHarness({ forms: formsWithSteps('PurchaseOrder', 'POPayment') });
  token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
}, 30_000);
afterAll(() => harness.close());
beforeEach(() => localStorage.clear());

let mails = 0;
const newEmail = () => `web.merchant${++mails}.${Date.now()}@example.com`;

let currentClient: ReturnType<typeof createApiClient>;

async function renderWithClient(children: React.ReactNode) {
  const session = await signedInSession(harness, 'EMP1001');
  const client = createApiClient({
    url: `${TEST_ORIGIN}/graphql`,
    session,
    loading: createLoadingState(),
    fetch: harness.fetch,
    onSessionExpired: () => undefined,
    showAlert: () => undefined,
  });
  currentClient = client;
  return render(
    <MantineProvider theme={theme}>
      <UrqlProvider value={client}>{children}</UrqlProvider>
    </MantineProvider>,
  );
}

/** Opens the Purchase Order step of an opportunity as the agent does, and waits for its purchase order's part. */
async function openPoStep(opportunityId: string) {
  localStorage.setItem('oppId', opportunityId);
  localStorage.setItem('isExisting', 'true');
  const rendered = renderApp('/PurchaseOrder', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  await screen.findByRole('heading', { name: 'Purchase Order', level: 2 });
  return { ...rendered, po: await screen.findByRole('region', { name: 'Purchase order' }) };
}

test('the step follows the acceptance, opens the PDF, and rectifies an accepted PO with remarks', async () => {
  const user = userEvent.setup();
  const opportunityId = await opportunityWithProducts(harness, 11800);
  const email = newEmail();
  dataOf(await savePo(harness, token, opportunityId, { email, paymentType: 'PARTPAYMENT' }));
  const { po } = await openPoStep(opportunityId);

  expect(await within(po).findByText('Sent, waiting for the merchant')).toBeInTheDocument();
  expect(within(po).getByText(`PO-${opportunityId.padStart(6, '0')}`)).toBeInTheDocument();
  expect(within(po).getByText('Partial Payment')).toBeInTheDocument();
  expect(within(po).getByText('₹11,800.00')).toBeInTheDocument();
  expect(within(po).getByText(email)).toBeInTheDocument();
  expect(within(po).getByRole('link', { name: 'Open PO (PDF)' }).getAttribute('href')).toMatch(/^\/files\/[0-9a-f-]{36}\.pdf$/);
  expect(within(po).queryByRole('button', { name: 'Rectify PO' })).not.toBeInTheDocument();

  await postForm(harness, await latestLinkIn(harness, token, email, 'Open the purchase order'), { decision: 'accept', mobile: '9876543210' });
  await user.click(within(po).getByRole('button', { name: 'Refresh status' }));
  expect(await within(po).findByText('Accepted', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
  expect(within(po).getByText('The merchant has accepted this PO, so it is frozen. Rectify it to change it.')).toBeInTheDocument();
  expect(within(po).getByRole('button', { name: 'Request PO activation' })).toBeEnabled();

  // Without remarks the server refuses, in its words, on the remarks field.
  await user.click(within(po).getByRole('button', { name: 'Rectify PO' }));
  expect(await within(po).findByText(poMessages.remarksRequired)).toBeInTheDocument();
  await user.type(within(po).getByLabelText('Remarks for the rectification'), 'Two more soundboxes');
  await user.click(within(po).getByRole('button', { name: 'Rectify PO' }));
  expect(await within(po).findByText('Two more soundboxes')).toBeInTheDocument();
  expect(within(po).getByText('Not sent')).toBeInTheDocument();
  expect(within(po).getByText(`PO-${opportunityId.padStart(6, '0')}-R1`)).toBeInTheDocument();
  expect(within(po).queryByRole('link', { name: 'Open PO (PDF)' })).not.toBeInTheDocument();
  expect(within(po).queryByLabelText('Remarks for the rectification')).not.toBeInTheDocument();
});

test('activation is requested from the step and shows as requested', async () => {
  const user = userEvent.setup();
  const opportunityId = await opportunityWithProducts(harness, 5000);
  dataOf(await savePo(harness, token, opportunityId, { offline: true, paymentType: 'POSTINVOICING' }));
  const { po } = await openPoStep(opportunityId);
  expect(await within(po).findByText('Offline, signed on paper')).toBeInTheDocument();
  await user.click(within(po).getByRole('button', { name: 'Request PO activation' }));
  expect(await within(po).findByText('Requested, waiting for approval')).toBeInTheDocument();
  expect(within(po).queryByRole('button', { name: 'Request PO activation' })).not.toBeInTheDocument();
  expect(within(po).queryByRole('button', { name: 'Rectify PO' })).not.toBeInTheDocument();
});

test('a change to an accepted PO is refused with the catalogue’s words above the button, not nowhere', async () => {
  const user = userEvent.setup();
  const opportunityId = await opportunityWithProducts(harness, 11800);
  await acceptedPo(harness, token, opportunityId, 'FULLPAYMENT', newEmail());
  const { po } = await openPoStep(opportunityId);
  await within(po).findByText('Accepted', { selector: '.mantine-Badge-label' });
  const email = screen.getByLabelText(/^Acceptance e-mail/);
  await waitFor(() => expect(email).not.toHaveValue(''));
  await user.clear(email);
  await user.type(email, newEmail());
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('Purchase Order Frozen')).toBeInTheDocument();
  expect(within(alert).getByText(poMessages.frozen)).toBeInTheDocument();
});

test('an opportunity without a total says so, and its save is refused in the catalogue’s words, not nowhere', async () => {
  const user = userEvent.setup();
  const opportunityId = await opportunityWithProducts(harness, null);
  const { po } = await openPoStep(opportunityId);
  expect(await within(po).findByText('The purchase order is made from the total of the chosen products, which this opportunity does not have yet.')).toBeInTheDocument();
  expect(within(po).queryByRole('button', { name: 'Refresh status' })).not.toBeInTheDocument();
  await user.click(await screen.findByRole('combobox', { name: /^Payment type/ }));
  await user.click(await screen.findByRole('option', { name: 'Full Payment', hidden: true }));
  await user.click(screen.getByRole('switch', { name: /^Generate the PO offline/ }));
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('Purchase Order Error')).toBeInTheDocument();
  expect(within(alert).getByText(poMessages.totalMissing)).toBeInTheDocument();
});

test('the step says Payment Type Update Error when the accepted PO’s payment type cannot change', async () => {
  const user = userEvent.setup();
  const opportunityId = await opportunityWithProducts(harness, 11800);
  const email = newEmail();
  await acceptedPo(harness, token, opportunityId, 'FULLPAYMENT', email);
  localStorage.setItem('oppId', opportunityId);
  localStorage.setItem('isExisting', 'true');
  renderApp('/PurchaseOrder', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  await screen.findByRole('heading', { name: 'Purchase Order', level: 2 });
  expect(await screen.findByText('Accepted', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
  const select = await screen.findByRole('combobox', { name: /^Payment type/ });
  await waitFor(() => expect(select).toHaveValue('Full Payment'));
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: 'Partial Payment', hidden: true }));
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('Payment Type Update Error')).toBeInTheDocument();
  expect(within(alert).getByText(poMessages.paymentTypeUpdate)).toBeInTheDocument();
});

test("a PO the merchant has not accepted keeps the journey on the step, saying so; once accepted, it goes on to Payment", async () => {
  const user = userEvent.setup();
  const waiting = loadServerForms().steps.get('PurchaseOrder')?.untilComplete;
  if (!waiting) throw new Error('the Purchase Order step has no untilComplete');
  const opportunityId = await opportunityWithProducts(harness, 11800);
  const email = newEmail();
  localStorage.setItem('oppId', opportunityId);
  localStorage.setItem('isExisting', 'true');
  const { router } = renderApp('/PurchaseOrder', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  await screen.findByRole('heading', { name: 'Purchase Order', level: 2 });
  const select = await screen.findByRole('combobox', { name: /^Payment type/ });
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: 'Partial Payment', hidden: true }));
  await user.type(screen.getByLabelText(/^Acceptance e-mail/), email);
  await user.type(screen.getByLabelText(/^Acceptance mobile number/), '9876543210');
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));

  // Saved and sent, but not accepted: the agent stays here and is told why.
  const held = await screen.findByRole('alert');
  expect(within(held).getByText(waiting.title)).toBeInTheDocument();
  expect(within(held).getByText(waiting.message)).toBeInTheDocument();
  expect(await screen.findByText('Sent, waiting for the merchant')).toBeInTheDocument();
  expect(router.location.pathname).toBe('/PurchaseOrder');

  // The merchant accepts; Refresh status shows it, and the notice goes with the step complete.
  await postForm(harness, await latestLinkIn(harness, token, email, 'Open the purchase order'), { decision: 'accept', mobile: '9876543210' });
  await user.click(screen.getByRole('button', { name: 'Refresh status' }));
  expect(await screen.findByText('Accepted', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText(waiting.message)).not.toBeInTheDocument());
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  await waitFor(() => expect(router.location.pathname).toBe('/PO'));
});

test('the payment panel sends a link, checks its status, records the rest and lists the payments', async () => {
  const user = userEvent.setup();
  const opportunityId = await opportunityWithProducts(harness, 11800);
  const email = newEmail();
  await acceptedPo(harness, token, opportunityId, 'PARTPAYMENT', email);
  await renderWithClient(<PoPaymentPanel opportunityId={opportunityId} />);

  expect(await screen.findByTestId('amount-payable')).toHaveTextContent('₹11,800.00');
  const amount = screen.getByLabelText('Amount (₹)');
  await waitFor(() => expect(amount).toHaveValue('11,800'));
  await user.clear(amount);
  await user.type(amount, '5000');
  expect(screen.getByLabelText("Merchant's e-mail ID")).toHaveValue(email);
  await user.click(screen.getByRole('button', { name: 'Send payment link' }));
  expect(await screen.findByLabelText('Payment link INITIATED')).toBeInTheDocument();

  await postForm(harness, await latestLinkIn(harness, token, email, 'Pay now'), { outcome: 'pay' });
  await user.click(screen.getByRole('button', { name: 'Check status' }));
  expect(await screen.findByLabelText('Payment link SUCCESS')).toBeInTheDocument();
  expect(screen.getByTestId('amount-paid')).toHaveTextContent('₹5,000.00');
  expect(screen.getByTestId('amount-payable')).toHaveTextContent('₹6,800.00');

  // A NEFT needs its reference number; the amount starts at what is payable.
  await user.selectOptions(screen.getByLabelText('Payment mode'), 'NEFT');
  // Recorded after the link's payment, so listed after it.
  harness.clock.set(new Date(harness.clock.now.getTime() + 60_000));
  await user.click(screen.getByRole('button', { name: 'Record payment' }));
  expect(await screen.findByText('Please enter the reference number (letters, digits, / and -).')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Reference number'), 'UTR20261123');
  await user.click(screen.getByRole('button', { name: 'Record payment' }));
  await waitFor(() => expect(screen.getByTestId('amount-payable')).toHaveTextContent('₹0.00'));
  expect(screen.getByText('Nothing is payable: the purchase order is paid in full.')).toBeInTheDocument();
  const rows = within(screen.getByRole('table', { name: 'Payments' })).getAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual([expect.stringMatching(/^Payment linkSBX\d+₹5,000\.00Paid$/), 'NEFTUTR20261123₹6,800.00Paid']);
});

test('the step reading the journey again neither reloads the payment panel nor takes it from under the agent', async () => {
  const user = userEvent.setup();
  const opportunityId = await opportunityWithProducts(harness, 11800);
  await acceptedPo(harness, token, opportunityId, 'PARTPAYMENT', newEmail());
  // The step hands the panel a new callback each time it reads the journey.
  const { rerender } = await renderWithClient(<PoPaymentPanel opportunityId={opportunityId} onChange={() => undefined} />);
  expect(await screen.findByTestId('amount-payable')).toHaveTextContent('₹11,800.00');
  const record = screen.getByRole('button', { name: 'Record payment' });
  await waitFor(() => expect(record).toBeEnabled());
  await user.selectOptions(screen.getByLabelText('Payment mode'), 'CASH');

  rerender(
    <MantineProvider theme={theme}>
      <UrqlProvider value={currentClient}>
        <PoPaymentPanel opportunityId={opportunityId} onChange={() => undefined} />
      </UrqlProvider>
    </MantineProvider>,
  );
  expect(record).toBeEnabled();
  expect(screen.getByLabelText('Payment mode')).toHaveValue('CASH');
  await user.click(record);
  await waitFor(() => expect(screen.getByTestId('amount-payable')).toHaveTextContent('₹0.00'));
});
