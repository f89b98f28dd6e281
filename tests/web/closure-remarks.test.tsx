import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { OpportunityDocument, OpportunityListDocument } from '../../generated/graphql';
import { send } from '../server/call';
import { signedInHarness, type Harness } from '../server/harness';
import { renderApp, signedInSession } from './render-app';

let harness: Harness;
let token: string;
beforeAll(async () => {
  ({ harness, token } = await signedInHarness('EMP1001'));
});
afterAll(() => harness.close());
afterEach(() => localStorage.clear());

async function openOpportunityId(): Promise<string> {
  const result = await send(harness, OpportunityListDocument, { input: { bucket: 'NEW', size: 1 } }, { token });
  const id = result.data?.opportunityList.opportunities[0]?.id;
  if (!id) throw new Error('the seed has no open opportunity');
  return id;
}

test('without a selected opportunity the screen says how to choose one', async () => {
  renderApp('/closureRemarks', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  expect(await screen.findByText('Choose an opportunity on Home to record why it was closed.', {}, { timeout: 10_000 })).toBeInTheDocument();
});

test('closing as lost needs a reason, then records the reason and the remarks', async () => {
  const user = userEvent.setup();
  const id = await openOpportunityId();
  localStorage.setItem('oppId', id);
  renderApp('/closureRemarks', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  const save = await screen.findByRole('button', { name: 'Save closure' }, { timeout: 10_000 });
  await user.click(save);
  expect(await screen.findByText('Please choose why the opportunity was lost.')).toBeInTheDocument();

  await user.click(screen.getByRole('radio', { name: 'Merchant Not Reachable' }));
  await user.type(screen.getByRole('textbox', { name: 'Remarks' }), 'Shop closed on three visits.');
  await user.click(save);

  await waitFor(async () => {
    const read = await send(harness, OpportunityDocument, { input: { id } }, { token });
    const opportunity = read.data?.opportunity.opportunity;
    expect(opportunity?.closedAs).toBe('LOST');
    expect(opportunity?.lostReason).toBe('MERCHANT_NOT_REACHABLE');
    expect(opportunity?.closureRemarks).toBe('Shop closed on three visits.');
  });
});
