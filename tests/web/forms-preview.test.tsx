import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startHarness, type Harness } from '../server/harness';
import { renderApp, signedInSession } from './render-app';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

test('the preview shows the checker verdict and renders a definition with the sample context', async () => {
  const user = userEvent.setup();
  renderApp('/forms-preview', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  expect(await screen.findByRole('heading', { name: 'Forms preview' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByText(/All 16 step definitions, 2 flows and \d+ rule tables are consistent with the contract\./)).toBeInTheDocument();

  const form = await screen.findByRole('form', { name: 'Create Lead' });
  expect(within(form).getByRole('checkbox', { name: 'POS Device' })).toBeInTheDocument();
  await user.click(screen.getByRole('switch', { name: 'Partner agent (PowerPartner)' }));
  await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'POS Device' })).not.toBeInTheDocument());
  expect(screen.getByRole('checkbox', { name: 'SQR Mini' })).toBeInTheDocument();
});

test('validating in the preview shows the variables a submit would send', async () => {
  const user = userEvent.setup();
  renderApp('/forms-preview', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
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
