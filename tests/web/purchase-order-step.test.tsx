import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { Provider as UrqlProvider } from 'urql';
import { createApiClient } from '../../src/api/client';
import { createLoadingState } from '../../src/api/loading-state';
import { poMessages } from '../../src/domain/purchase-order';
import { PoPaymentPanel } from '../../src/app/features/purchase-order/po-payment-panel';
import { PurchaseOrderPanel } from '../../src/app/features/purchase-order/purchase-order-panel';
import { theme } from '../../src/app/theme';
import { readFormsBundle, ruleBook } from '../../src/server/forms/forms-on-disk';
import { loadServerForms } from '../../src/server/forms/server-forms';
import { dataOf } from '../server/call';
import { demoAgent, signInAs, startHarness, type Harness } from '../server/harness';
import { formsWithSteps } from '../server/step-flows';
import { acceptedPo, latestLinkIn, opportunityWithProducts, postForm, savePo } from '../server/purchase-order-fixtures';
import { renderApp, signedInSession, TEST_ORIGIN } from './render-app';

// The Purchase Order and Payment steps in the app, against the real server: the PO panel follows
// the merchant's acceptance, opens the PDF and rectifies with remarks; the step says 'Payment Type
// Update Error' when an accepted PO's payment type cannot change; the payment panel sends a link,
// checks its status, records the rest and lists the payments with what is payable.

const rules = ruleBook(readFormsBundle());
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

test('the PO panel follows the acceptance, opens the PDF, and rectifies an accepted PO with remarks', async () => {
  const user = userEvent.setup();
  const opportunityId = await opportunityWithProducts(harness, 11800);
  const email = newEmail();
  dataOf(await savePo(harness, token, opportunityId, { email, paymentType: 'PARTPAYMENT' }));
  await renderWithClient(<PurchaseOrderPanel opportunityId={opportunityId} rules={rules} />);

  expect(await screen.findByLabelText('Acceptance SENT')).toBeInTheDocument();
  expect(screen.getByText(`PO PO-${opportunityId.padStart(6, '0')}`)).toBeInTheDocument();
  expect(screen.getByText('Payment type: Partial Payment')).toBeInTheDocument();
  expect(screen.getByText('₹11,800.00')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Open PO (PDF)' }).getAttribute('href')).toMatch(/^\/files\/[0-9a-f-]{36}\.pdf$/);
  expect(screen.queryByRole('button', { name: 'Rectify PO' })).not.toBeInTheDocument();

  await postForm(harness, await latestLinkIn(harness, token, email, 'Open the purchase order'), { decision: 'accept', mobile: '9876543210' });
  await user.click(screen.getByRole('button', { name: 'Refresh status' }));
  expect(await screen.findByLabelText('Acceptance ACCEPTED')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Request PO activation' })).toBeEnabled();

  await user.click(screen.getByRole('button', { name: 'Rectify PO' }));
  expect(await screen.findByText(poMessages.remarksRequired)).toBeInTheDocument();
  await user.type(screen.getByLabelText('Remarks for the rectification'), 'Two more soundboxes');
  await user.click(screen.getByRole('button', { name: 'Rectify PO' }));
  expect(await screen.findByText('Rectified: Two more soundboxes')).toBeInTheDocument();
  expect(screen.getByLabelText('Acceptance NOT_SENT')).toBeInTheDocument();
  expect(screen.getByText(`PO PO-${opportunityId.padStart(6, '0')}-R1`)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Open PO (PDF)' })).not.toBeInTheDocument();
});

test('activation is requested from the panel and shows as requested', async () => {
  const user = userEvent.setup();
  const opportunityId = await opportunityWithProducts(harness, 5000);
  dataOf(await savePo(harness, token, opportunityId, { offline: true, paymentType: 'POSTINVOICING' }));
  await renderWithClient(<PurchaseOrderPanel opportunityId={opportunityId} rules={rules} />);
  expect(await screen.findByLabelText('Acceptance OFFLINE')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Request PO activation' }));
  expect(await screen.findByLabelText('Activation REQUESTED')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Rectify PO' })).not.toBeInTheDocument();
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
  expect(await screen.findByLabelText('Acceptance ACCEPTED')).toBeInTheDocument();
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
  expect(await screen.findByLabelText('Acceptance SENT')).toBeInTheDocument();
  expect(router.location.pathname).toBe('/PurchaseOrder');

  // The merchant accepts; the panel's refresh shows it, and the notice goes with the step complete.
  await postForm(harness, await latestLinkIn(harness, token, email, 'Open the purchase order'), { decision: 'accept', mobile: '9876543210' });
  await user.click(screen.getByRole('button', { name: 'Refresh status' }));
  expect(await screen.findByLabelText('Acceptance ACCEPTED')).toBeInTheDocument();
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

test('the step reading the journey again does not reload the PO panel either', async () => {
  const opportunityId = await opportunityWithProducts(harness, 11800);
  dataOf(await savePo(harness, token, opportunityId, { email: newEmail(), paymentType: 'PARTPAYMENT' }));
  const { rerender } = await renderWithClient(<PurchaseOrderPanel opportunityId={opportunityId} rules={rules} onChange={() => undefined} />);
  expect(await screen.findByLabelText('Acceptance SENT')).toBeInTheDocument();
  const refresh = screen.getByRole('button', { name: 'Refresh status' });
  await waitFor(() => expect(refresh).toBeEnabled());
  rerender(
    <MantineProvider theme={theme}>
      <UrqlProvider value={currentClient}>
        <PurchaseOrderPanel opportunityId={opportunityId} rules={rules} onChange={() => undefined} />
      </UrqlProvider>
    </MantineProvider>,
  );
  expect(refresh).toBeEnabled();
});
