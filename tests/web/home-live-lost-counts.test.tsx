import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { signedInHarness, type Harness } from '../server/harness';
import { renderApp, signedInSession } from './render-app';

// Live and Lost carry count badges like the other categories, and each count is what the category lists.

let harness: Harness;
beforeAll(async () => {
  ({ harness } = await signedInHarness('EMP1001'));
});
afterAll(() => harness.close());

/** The number on a category button's badge. */
async function badgeOf(name: RegExp): Promise<number> {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(within(button).getByText(/^\d+$/)).toBeInTheDocument());
  return Number(within(button).getByText(/^\d+$/).textContent);
}

/** The total a list states ('12 opportunities', '1 lead'). */
function stated(text: string, noun: 'opportunit' | 'lead'): number {
  const match = new RegExp(`^(\\d+) ${noun}`).exec(text);
  return match ? Number(match[1]) : -1;
}

test('Live shows the number of live merchants it lists', async () => {
  const user = userEvent.setup();
  renderApp('/?tab=training', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  const live = await badgeOf(/^Live/);
  expect(live).toBeGreaterThan(0);
  await user.click(screen.getByRole('button', { name: /^Live/ }));
  const count = await screen.findByText(/^\d+ opportunit/);
  expect(stated(count.textContent ?? '', 'opportunit')).toBe(live);
});

test('Lost shows the lost opportunities and lost leads it lists, together', async () => {
  renderApp('/?tab=lost', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  const lost = await badgeOf(/^Lost/);
  const opportunities = stated((await screen.findByText(/^\d+ opportunit/)).textContent ?? '', 'opportunit');
  const leads = stated((await screen.findByText(/^\d+ leads?$/)).textContent ?? '', 'lead');
  expect(lost).toBe(opportunities + leads);
  expect(lost).toBeGreaterThan(0);
});
