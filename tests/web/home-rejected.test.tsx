import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { deploymentOpportunity } from '../server/deployment-rows';
import { signedInHarness, type Harness } from '../server/harness';
import { insertOpportunity } from '../server/opportunity-rows';
import { postForm } from '../server/purchase-order-fixtures';
import { renderApp, signedInSession } from './render-app';

// Home's Rejected category: a deployment the field engineers (CSE) rejected shows the reason they
// chose from their list and their comment; Resume takes a rejection to the step that answers it.

let harness: Harness;
let opportunityId: string;
beforeAll(async () => {
  ({ harness } = await signedInHarness('EMP1001'));
  ({ opportunityId } = await deploymentOpportunity(harness.database.db, { status: 'PO_APPROVAL_SUBMITTED' }));
  const decided = await postForm(harness, '/sandbox/deployment-approver', {
    opportunityId,
    decision: 'reject',
    reason: 'Merchant documents/KYC document unclear',
    comment: 'The licence photo is blurred',
  });
  expect(decided.status).toBe(200);
});
afterAll(() => harness.close());

test("the rejected opportunity's card says why the deployment came back", async () => {
  renderApp('/?tab=rejected', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  const cards = await screen.findAllByRole('article');
  const card = cards.find((c) => c.getAttribute('data-opportunity-id') === opportunityId);
  expect(card, 'the rejected opportunity is listed').toBeTruthy();
  const rejection = within(card as HTMLElement);
  expect(rejection.getByText('Deployment rejected by the field engineers: Merchant documents: KYC document unclear')).toBeInTheDocument();
  expect(rejection.getByText('“The licence photo is blurred”')).toBeInTheDocument();
});

test("a rejected PO activation's Resume opens the Purchase Order, where the PO is rectified", async () => {
  const id = await insertOpportunity(harness, { leadId: null, status: 'PO_ACTIVATION_REJECTED' });
  const rendered = renderApp('/?tab=rejected', { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
  const card = await waitFor(() => {
    const found = rendered.container.querySelector<HTMLElement>(`article[data-opportunity-id="${id}"]`);
    if (!found) throw new Error('the rejected opportunity is not listed');
    return found;
  });
  await userEvent.setup().click(within(card).getByRole('button', { name: 'Resume' }));
  await waitFor(() => expect(rendered.router.location.pathname).toBe('/PurchaseOrder'));
});
