import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SessionStore } from '../../src/api/session';
import { appReleases } from '../../src/server/db/schema';
import { startHarness, type Harness } from '../server/harness';
import { renderApp, signedInSession } from './render-app';

// The running build is package.json's version (0.1.0), which the seed publishes as the latest release.
let harness: Harness;
let session: SessionStore;
beforeAll(async () => {
  harness = await startHarness();
  session = await signedInSession(harness, 'EMP1001');
  sessionStorage.clear();
});
afterAll(() => harness.close());

test('no prompt while the running build is the newest release', async () => {
  const { loading } = renderApp('/faq', { fetchFn: harness.fetch, session });
  await screen.findByLabelText('Search the FAQ');
  await waitFor(() => expect(loading.count()).toBe(0));
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('a newer optional release asks the agent to update from the hub, and can be put off', async () => {
  await harness.database.db.insert(appReleases).values({ version: '0.2.0', forced: false });
  const user = userEvent.setup();
  const first = renderApp('/faq', { fetchFn: harness.fetch, session });
  const dialog = await screen.findByRole('dialog', { name: 'Update available' });
  expect(within(dialog).getByText('Version 0.2.0 of the sales app is available. Please update the app from the hub.')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Update now' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Later' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Update available' })).toBeNull());
  first.unmount();

  // Put off for this browser session: not asked again on the next screen.
  const { loading } = renderApp('/faq', { fetchFn: harness.fetch, session });
  await screen.findByLabelText('Search the FAQ');
  await waitFor(() => expect(loading.count()).toBe(0));
  expect(screen.queryByRole('dialog', { name: 'Update available' })).toBeNull();
});

test('a forced release blocks the app until the agent updates', async () => {
  await harness.database.db.insert(appReleases).values({ version: '0.3.0', forced: true });
  const user = userEvent.setup();
  renderApp('/faq', { fetchFn: harness.fetch, session });
  const dialog = await screen.findByRole('dialog', { name: 'Update required' });
  expect(within(dialog).getByText('Version 0.3.0 of the sales app is required. Please update the app from the hub to continue.')).toBeInTheDocument();
  expect(within(dialog).getAllByRole('button').map((b) => b.textContent)).toEqual(['Update now']);
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog', { name: 'Update required' })).toBeInTheDocument();
});
