import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { CreateLeadDocument } from '../../generated/graphql';
import { dataOf, send } from '../server/call';
import { demoAgent, signInAs, startHarness, type Harness } from '../server/harness';
import { renderApp, signedInSession } from './render-app';

// A step's definition is a chunk of its own: when it does not arrive (a dropped connection), the step
// says so with a way to try again, and trying again shows the step.

// The first attempt fails as a dropped connection does; the retry loads for real.
vi.mock('../../src/app/onboarding/forms-catalogue', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/app/onboarding/forms-catalogue')>();
  const failed = { status: 'failed', error: new TypeError('Failed to fetch dynamically imported module') } as const;
  return {
    ...actual,
    useLoadedStep: (stepType: string, attempt = 0) => {
      const load = actual.useLoadedStep(stepType, attempt);
      return attempt === 0 ? failed : load;
    },
  };
});

let harness: Harness;
let token: string;
beforeAll(async () => {
  harness = await startHarness();
  token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
}, 30_000);
afterAll(() => harness.close());
beforeEach(() => localStorage.clear());

test('a step whose definition did not arrive offers to try again, and then shows the step', async () => {
  const user = userEvent.setup();
  const lead = dataOf(
    await send(
      harness,
      CreateLeadDocument,
      { input: { shop: { name: 'Retry Traders' }, contact: { name: 'Kiran Shah', number: '9712345678' }, leadSource: 'SALES_APP', product: ['POS_DEVICE'] } },
      { token, idempotencyId: crypto.randomUUID() },
    ),
  ).createLead;
  localStorage.setItem('id', lead.id);
  localStorage.setItem('isExisting', 'false');
  renderApp('/PanDetails', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });

  const failure = await screen.findByRole('alert', {}, { timeout: 10_000 });
  expect(failure).toHaveTextContent('This screen could not be loaded');
  expect(failure).toHaveTextContent('Check your internet connection, then try again.');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('textbox', { name: /PAN ID\/ GST number/ }, { timeout: 10_000 })).toBeInTheDocument();
});
