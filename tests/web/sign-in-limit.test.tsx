import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { demoAgent, startHarness, type Harness } from '../server/harness';
import { renderApp } from './render-app';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

test('after five wrong passwords the login screen says how long to wait, and the right password waits too', async () => {
  const user = userEvent.setup();
  const agent = demoAgent('EMP1002');
  // Counts the company sign-in's answers, so each attempt is seen through before the next one is typed.
  let answered = 0;
  const countingFetch: typeof fetch = async (input, init) => {
    const response = await harness.fetch(input, init);
    if (String(input instanceof Request ? input.url : input).endsWith('/sso/token')) answered += 1;
    return response;
  };
  const { session } = renderApp('/login', { fetchFn: countingFetch });
  const email = await screen.findByLabelText('Company e-mail ID');
  const password = screen.getByLabelText('Password');
  await user.type(email, agent.email);

  const submitWith = async (value: string) => {
    const before = answered;
    await user.clear(password);
    await user.type(password, value);
    await user.click(screen.getByRole('button', { name: 'Sign-in' }));
    await waitFor(() => expect(answered).toBe(before + 1), { timeout: 10_000 });
  };

  for (let i = 0; i < 5; i++) {
    await submitWith(`wrong-${i}`);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The e-mail ID or password is incorrect. Please try again.'),
    );
  }
  await submitWith(agent.password);
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Sign-in Limited'));
  expect(screen.getByRole('alert')).toHaveTextContent('Too many failed sign-in attempts. Please try again in 15 minutes.');
  expect(session.get()).toBeNull();

  // Once the server's clock has moved past the wait, the same screen signs the agent in.
  harness.clock.set(new Date(harness.clock.now.getTime() + 15 * 60_000 + 1000));
  await submitWith(agent.password);
  await waitFor(() => expect(session.get()?.employeeId).toBe('EMP1002'), { timeout: 10_000 });
}, 60_000);
