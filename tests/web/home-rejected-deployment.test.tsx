import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { deploymentOpportunity } from '../server/deployment-rows';
import { signedInHarness, type Harness } from '../server/harness';
import { postForm } from '../server/purchase-order-fixtures';
import { renderApp, signedInSession } from './render-app';

// A deployment the field engineers (CSE) rejected shows, in Home's Rejected category, the reason they
// chose from their list and their comment.

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
