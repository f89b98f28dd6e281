import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { CreateEMandateDocument, CreatePMandateDocument, type MandateDetailsInput } from '../../generated/graphql';
import { indianToday } from '../../src/domain/mandate';
import { mandates } from '../../src/server/db/schema';
import { dataOf, send } from '../server/call';
import { demoAgent, signInAs, startHarness, type Harness } from '../server/harness';
import { formsWithSteps } from '../server/step-flows';
import { answerAuthorisation, mandateOpportunityOf, type MandateOpportunityOptions } from '../server/mandate-rows';
import { renderApp, signedInSession } from './render-app';
import { keepIndexedDbInMemory } from './doubles/idb-keyval';
import { compress } from './doubles/browser-image-compression';
import { jpegBytes } from '../support/image-files';

// The NACH screens in the real app against the real server: the mandate widget's UPI AutoPay
// refusal and the switch to the link payment, a special code's next action, ODS-105, and the
// status, document upload and ACH list screens.

// jsdom has no IndexedDB: what the app keeps there (drafts, answers, the outbox) is kept in memory.
keepIndexedDbInMemory();

const compressedBytes = jpegBytes({ size: 2048 });

let harness: Harness;
let token: string;
beforeAll(async () => {
  // The steps under test start the journey (tests/server/step-flows.ts): the step order is tests/server/step-order.test.ts's.
  harness = await startHarness({ forms: formsWithSteps('NachMandate', 'ReviewDetails') });
  token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
}, 30_000);
afterAll(() => harness.close());
beforeEach(() => {
  localStorage.clear();
  compress.mockReset();
  compress.mockImplementation(() => Promise.resolve(new File([compressedBytes], 'compressed.jpg', { type: 'image/jpeg' })));
});

const opts = () => ({ token, idempotencyId: randomUUID() });

function tomorrow(): string {
  const day = new Date(`${indianToday(new Date())}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

const details = (): MandateDetailsInput => ({ amountType: 'MAXIMUM', amount: 11_800, frequency: 'AS_PRESENTED', startDate: tomorrow(), mobileNumber: '9876543210' });

async function open(path: string, options: MandateOpportunityOptions = {}) {
  const opportunityId = await mandateOpportunityOf(harness.database.db, options);
  localStorage.setItem('oppId', opportunityId);
  localStorage.setItem('isExisting', 'true');
  const view = renderApp(path, { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  return { opportunityId, ...view };
}

function widget(): HTMLElement {
  const box = document.querySelector<HTMLElement>('[data-widget="mandate"]');
  if (!box) throw new Error('no mandate widget');
  return box;
}

async function fillDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Start date/), tomorrow().split('-').reverse().join('/'));
  await user.type(screen.getByLabelText(/^Mobile number/), '9876543210');
}

async function latestMandate(opportunityId: string) {
  const [row] = await harness.database.db
    .select()
    .from(mandates)
    .where(and(eq(mandates.opportunityId, Number(opportunityId))))
    .orderBy(desc(mandates.createdAt));
  return row;
}

test("a UPI ID not eligible for AutoPay: the spec's message, and the switch to the link payment creates an e-mandate", async () => {
  const user = userEvent.setup();
  const { opportunityId } = await open('/NachMandate');
  await screen.findByRole('heading', { name: 'NACH mandate', level: 2 }, { timeout: 10_000 });
  await waitFor(() => widget());
  // The amount starts from what the merchant pays for the chosen products.
  await waitFor(() => expect(screen.getByLabelText(/^Amount \(₹\)/)).toHaveValue('₹ 11,800'), { timeout: 10_000 });
  await fillDetails(user);

  await user.click(within(widget()).getByRole('radio', { name: /UPI AutoPay/ }));
  await user.type(within(widget()).getByLabelText(/UPI ID/), 'noautopay.ramesh@okhdfc');
  await user.click(within(widget()).getByRole('button', { name: 'Send AutoPay request' }));
  const refusal = await within(widget()).findByText('UPI ID not eligible for AutoPay', {}, { timeout: 10_000 });
  expect(refusal.closest('[data-upi-problem]')).not.toBeNull();
  expect(await latestMandate(opportunityId)).toBeUndefined();

  await user.click(within(widget()).getByRole('button', { name: 'Switch to link payment' }));
  expect(within(widget()).getByRole('radio', { name: /E-mandate \(link payment\)/ })).toBeChecked();
  expect(within(widget()).queryByLabelText(/UPI ID/)).not.toBeInTheDocument();
  await user.click(within(widget()).getByRole('button', { name: 'Send mandate link' }));
  await waitFor(async () => expect(await latestMandate(opportunityId)).toMatchObject({ mandateType: 'E_MANDATE', status: 'pending_submission', amount: 11_800 }), { timeout: 10_000 });
}, 60_000);

test('a UPI AutoPay request that fails shows the transaction failure and keeps the choice of another UPI ID', async () => {
  const user = userEvent.setup();
  await open('/NachMandate');
  await waitFor(() => widget(), { timeout: 10_000 });
  await waitFor(() => expect(screen.getByLabelText(/^Amount \(₹\)/)).toHaveValue('₹ 11,800'), { timeout: 10_000 });
  await fillDetails(user);
  await user.click(within(widget()).getByRole('radio', { name: /UPI AutoPay/ }));
  await user.type(within(widget()).getByLabelText(/UPI ID/), 'fail.ramesh@okhdfc');
  await user.click(within(widget()).getByRole('button', { name: 'Send AutoPay request' }));
  await within(widget()).findAllByText('Transaction failed, please enter UPI ID again or switch to different payment mode', {}, { timeout: 10_000 });
  expect(within(widget()).getByText('Mandate activation failed')).toBeInTheDocument();
  await user.click(within(widget()).getByRole('button', { name: 'Change UPI ID' }));
  expect(within(widget()).getByLabelText(/UPI ID/)).toHaveValue('');
}, 60_000);

test("a bank without e-NACH: the special code's message and its next action, e-sign", async () => {
  const user = userEvent.setup();
  await open('/NachMandate', { ifsc: 'CNRB0000001' });
  await waitFor(() => widget(), { timeout: 10_000 });
  await waitFor(() => expect(screen.getByLabelText(/^Amount \(₹\)/)).toHaveValue('₹ 11,800'), { timeout: 10_000 });
  await fillDetails(user);
  expect(within(widget()).getByText(/Not offered by the merchant's bank/)).toBeInTheDocument();
  await user.click(within(widget()).getByRole('button', { name: 'Send mandate link' }));
  const alert = (await within(widget()).findByText("The merchant's bank does not support e-NACH.", {}, { timeout: 10_000 })).closest<HTMLElement>('[data-special-code]');
  if (!alert) throw new Error('no special code alert');
  await user.click(within(alert).getByRole('button', { name: 'Use e-sign instead' }));
  expect(within(widget()).getByRole('radio', { name: /E-sign/ })).toBeChecked();
}, 60_000);

test('without the products total the step says ODS-105 and creates nothing', async () => {
  await open('/NachMandate', { total: null });
  await waitFor(() => widget(), { timeout: 10_000 });
  expect(await within(widget()).findByText('Nach Amount is null', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(within(widget()).getByRole('button', { name: 'Send mandate link' })).toBeDisabled();
});

test('the status screen shows the status with its message and reads it again on refresh', async () => {
  const user = userEvent.setup();
  const opportunityId = await mandateOpportunityOf(harness.database.db);
  const created = dataOf(await send(harness, CreateEMandateDocument, { input: { opportunityId, mandateType: 'E_MANDATE', details: details() } }, opts())).createEMandate;
  localStorage.setItem('oppId', opportunityId);
  localStorage.setItem('isExisting', 'true');
  renderApp('/NachMandateStatus', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  expect(await screen.findByText('Mandate not yet submitted', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open the authorisation page' })).toBeInTheDocument();

  await answerAuthorisation(harness, created.redirectUrl ?? '', 'authorise');
  await user.click(screen.getByRole('button', { name: 'Refresh status' }));
  expect(await screen.findByText('Mandate successfully activated', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Continue' }, { timeout: 10_000 })).toBeInTheDocument();
}, 60_000);

test('the signed form is uploaded with a progress bar and the status screen shows the mandate submitted; the ACH list has it', async () => {
  const user = userEvent.setup();
  const opportunityId = await mandateOpportunityOf(harness.database.db);
  dataOf(await send(harness, CreatePMandateDocument, { input: { opportunityId, details: details() } }, opts()));
  localStorage.setItem('oppId', opportunityId);
  localStorage.setItem('isExisting', 'true');
  const { router, unmount } = renderApp('/NachDocumentUpload', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  await screen.findByText('Upload a clear photo of the physical NACH form the merchant signed.', {}, { timeout: 10_000 });
  expect(screen.getByRole('link', { name: 'Open the form to print' })).toHaveAttribute('href', expect.stringContaining('/sandbox/mandate/form?request='));
  await user.upload(screen.getByLabelText('Take photo of the signed form'), new File([new Uint8Array(3 * 1024 * 1024)], 'IMG_0042.jpg', { type: 'image/jpeg' }));
  await waitFor(() => expect(router.location.pathname).toBe('/NachMandateStatus'), { timeout: 10_000 });
  expect(compress).toHaveBeenCalledTimes(1);
  expect(await screen.findByText('Mandate submitted. waiting for Mandate Activation', {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(await latestMandate(opportunityId)).toMatchObject({ isSignUploaded: true, status: 'submitted' });
  unmount();

  renderApp('/NachLotusStatus', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  const card = await waitFor(
    () => {
      const found = document.querySelector('[data-mandate-type="PHYSICAL_NACH"]');
      if (!found) throw new Error('no card yet');
      return found;
    },
    { timeout: 10_000 },
  );
  expect(card).toHaveTextContent('Mandate submitted. waiting for Mandate Activation');
}, 60_000);

test("once the merchant authorised the mandate, the step's save takes the journey on", async () => {
  const user = userEvent.setup();
  const opportunityId = await mandateOpportunityOf(harness.database.db);
  const created = dataOf(await send(harness, CreateEMandateDocument, { input: { opportunityId, mandateType: 'E_MANDATE', details: details() } }, opts())).createEMandate;
  await answerAuthorisation(harness, created.redirectUrl ?? '', 'authorise');
  localStorage.setItem('oppId', opportunityId);
  localStorage.setItem('isExisting', 'true');
  const { router } = renderApp('/NachMandate', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  await waitFor(() => widget(), { timeout: 10_000 });
  expect(await within(widget()).findByText('Mandate successfully activated', {}, { timeout: 10_000 })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  await waitFor(() => expect(router.location.pathname).not.toBe('/NachMandate'), { timeout: 10_000 });
}, 60_000);

test('with a physical NACH form submitted, the reopened step says so and Save and continue goes on without asking for an e-mandate', async () => {
  const user = userEvent.setup();
  const opportunityId = await mandateOpportunityOf(harness.database.db);
  const created = dataOf(await send(harness, CreatePMandateDocument, { input: { opportunityId, details: details() } }, opts())).createPMandate;
  // The signed form's upload (the test above) leaves the mandate submitted.
  await harness.database.db.update(mandates).set({ status: 'submitted', isSignUploaded: true }).where(eq(mandates.id, created.mandate.id));
  localStorage.setItem('oppId', opportunityId);
  localStorage.setItem('isExisting', 'true');
  const { router } = renderApp('/NachMandate', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  expect(await screen.findByText('The signed physical NACH form is submitted: Save and continue goes on with it.', {}, { timeout: 10_000 })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  await waitFor(() => expect(router.location.pathname).not.toBe('/NachMandate'), { timeout: 10_000 });
  expect(await latestMandate(opportunityId)).toMatchObject({ mandateType: 'PHYSICAL_NACH', status: 'submitted' });
}, 60_000);
