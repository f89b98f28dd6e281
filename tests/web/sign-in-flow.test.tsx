import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { demoAgent, gql, signInAs, startHarness, type Harness } from '../server/harness';
import { renderApp, signedInSession } from './render-app';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

test('a guarded route sends a signed-out agent to the login screen with the spec texts', async () => {
  const { router } = renderApp('/CreateLead', { fetchFn: harness.fetch });
  expect(await screen.findByRole('heading', { name: 'Sign-in' })).toBeInTheDocument();
  expect(router.location.pathname).toBe('/login');
  expect(screen.getByText('Please log in with your company credentials')).toBeInTheDocument();
  expect(screen.getByLabelText('Company e-mail ID')).toBeInTheDocument();
  expect(screen.getByLabelText('Password')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Get Help' })).toBeInTheDocument();
});

test('Get Help tells the agent whom to contact, and hides it again', async () => {
  renderApp('/login', { fetchFn: harness.fetch });
  const user = userEvent.setup();
  const help = await screen.findByRole('button', { name: 'Get Help' });
  const text = 'Forgot your password or cannot sign in? Contact your manager or the IT helpdesk.';
  expect(screen.queryByText(text)).not.toBeVisible();
  expect(help).toHaveAttribute('aria-expanded', 'false');
  await user.click(help);
  expect(screen.getByText(text)).toBeVisible();
  expect(help).toHaveAttribute('aria-expanded', 'true');
  await user.click(help);
  expect(screen.queryByText(text)).not.toBeVisible();
});

test('signing in shows the agent their own leads, then returns to the page they asked for', async () => {
  const user = userEvent.setup();
  const agent = demoAgent('EMP1001');
  const { router, session } = renderApp('/', { fetchFn: harness.fetch });
  await user.type(await screen.findByLabelText('Company e-mail ID'), agent.email);
  await user.type(screen.getByLabelText('Password'), agent.password);
  await user.click(screen.getByRole('button', { name: 'Sign-in' }));
  // Home's default tab lists the agent's open leads; the server says how many there are.
  const { accessToken } = await signInAs(harness, agent.email);
  const counted = await gql<{ leadList: { pageInfo: { totalElements: number } } }>(
    harness,
    `query($input: LeadListInput!) { leadList(input: $input) { pageInfo { totalElements } } }`,
    { input: { leadStatuses: ['NEW', 'OPEN_CONTACTED', 'OPEN_NOT_CONTACTED'], page: 0, size: 1 } },
    { token: accessToken },
  );
  const openLeads = counted.data?.leadList.pageInfo.totalElements ?? -1;
  expect(await screen.findByText(`${openLeads} leads`, {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(router.location.pathname).toBe('/');
  expect(session.get()?.employeeId).toBe('EMP1001');
  await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
});

test('an agent without CRM access is told access is restricted and stays signed out', async () => {
  const user = userEvent.setup();
  const agent = demoAgent('EMP1003');
  const { session } = renderApp('/login', { fetchFn: harness.fetch });
  await user.type(await screen.findByLabelText('Company e-mail ID'), agent.email);
  await user.type(screen.getByLabelText('Password'), agent.password);
  await user.click(screen.getByRole('button', { name: 'Sign-in' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Access restricted');
  expect(alert).toHaveTextContent('Please contact your manager to get access to the CRM account.');
  expect(session.get()).toBeNull();
});

test('a wrong password is refused with a clear message', async () => {
  const user = userEvent.setup();
  renderApp('/login', { fetchFn: harness.fetch });
  await user.type(await screen.findByLabelText('Company e-mail ID'), demoAgent('EMP1001').email);
  await user.type(screen.getByLabelText('Password'), 'not-the-password');
  await user.click(screen.getByRole('button', { name: 'Sign-in' }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent('The e-mail ID or password is incorrect. Please try again.'),
  );
});

test('an empty field is named before anything is sent, and its message goes once it is filled', async () => {
  const user = userEvent.setup();
  const { session } = renderApp('/login', { fetchFn: harness.fetch });
  await user.type(await screen.findByLabelText('Company e-mail ID'), '   ');
  await user.click(screen.getByRole('button', { name: 'Sign-in' }));
  expect(await screen.findByText('Please enter your company e-mail ID.')).toBeInTheDocument();
  expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
  expect(screen.getByLabelText('Company e-mail ID')).toHaveFocus();
  await user.type(screen.getByLabelText('Password'), 'x');
  expect(screen.queryByText('Please enter your password.')).not.toBeInTheDocument();
  expect(screen.getByText('Please enter your company e-mail ID.')).toBeInTheDocument();
  expect(session.get()).toBeNull();
});

test('an unknown path shows NotFound to a signed-in agent', async () => {
  // A real session: the shell calls the server (the update check), and a made-up token would be refused.
  const session = await signedInSession(harness, 'EMP1001');
  renderApp('/no-such-page', { fetchFn: harness.fetch, session });
  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
});
