import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { EMAIL_REQUIRED, emailRequired, releaseEdited } from '../server/form-release';
import { startHarness, type Harness } from '../server/harness';
import { chooseOption } from './choose-option';
import { renderApp, signedInSession } from './render-app';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

const asProductOwner = () => signedInSession(harness, 'EMP9001');

test('the preview shows the checker verdict and renders a definition with the sample context', async () => {
  const user = userEvent.setup();
  renderApp('/forms-preview', { fetchFn: harness.fetch, session: await asProductOwner() });
  expect(await screen.findByRole('heading', { name: 'Forms preview' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(await screen.findByText(/All 16 step definitions, 2 flows and \d+ rule tables are consistent with the contract\./)).toBeInTheDocument();

  const form = await screen.findByRole('form', { name: 'Create Lead' });
  expect(within(form).getByRole('checkbox', { name: 'POS Device' })).toBeInTheDocument();
  await user.click(screen.getByRole('switch', { name: 'Partner agent (PowerPartner)' }));
  await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'POS Device' })).not.toBeInTheDocument());
  expect(screen.getByRole('checkbox', { name: 'SQR Mini' })).toBeInTheDocument();
});

test('validating in the preview shows the variables a submit would send', async () => {
  const user = userEvent.setup();
  renderApp('/forms-preview', { fetchFn: harness.fetch, session: await asProductOwner() });
  const form = await screen.findByRole('form', { name: 'Create Lead' }, { timeout: 10_000 });
  await user.type(within(form).getByLabelText(/Shop name/), 'Preview Kirana');
  await user.type(within(form).getByLabelText(/Contact name/), 'Ravi');
  await user.type(within(form).getByLabelText(/Mobile number/), '+91 98765 43210');
  await user.click(within(form).getByRole('checkbox', { name: 'DQR Mini' }));
  await user.click(screen.getByRole('button', { name: 'Validate and show variables' }));
  const variables = await screen.findByText(/"shop":/);
  expect(variables.textContent).toContain('"name": "Preview Kirana"');
  expect(variables.textContent).toContain('"number": "9876543210"');
  expect(variables.textContent).toContain('"DQR_MINI"');
});

test('a release is shown as it was made: its Business Details asks for the e-mail where the working copy does not', async () => {
  const user = userEvent.setup();
  const version = await releaseEdited(harness, emailRequired);
  renderApp('/forms-preview', { fetchFn: harness.fetch, session: await asProductOwner() });
  await screen.findByRole('form', { name: 'Create Lead' }, { timeout: 10_000 });
  await chooseOption(user, 'Copy of forms/', new RegExp(`^Release ${version}: `));
  await chooseOption(user, 'Step definition', 'BusinessDetails');
  const form = await screen.findByRole('form', { name: 'Business Details' });
  expect(within(form).getByRole('textbox', { name: /E-mail/ })).toBeRequired();
  await user.click(screen.getByRole('button', { name: 'Validate and show variables' }));
  expect(await within(form).findByText(EMAIL_REQUIRED)).toBeInTheDocument();
});

test('a product owner is taken to the preview from any other screen, and an agent never reaches it', async () => {
  const owner = renderApp('/', { fetchFn: harness.fetch, session: await asProductOwner() });
  expect(await screen.findByRole('heading', { name: 'Forms preview' }, { timeout: 10_000 })).toBeInTheDocument();
  owner.unmount();
  renderApp('/forms-preview', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  await waitFor(() => expect(document.title).toBe('Home · Merchant Onboarding'));
  expect(screen.queryByRole('heading', { name: 'Forms preview' })).not.toBeInTheDocument();
});
