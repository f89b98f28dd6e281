import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { CreateOliDocument } from '../../generated/graphql';
import { opportunities, opportunityPricing } from '../../src/server/db/schema';
import { dataOf, send } from '../server/call';
import { demoAgent, signInAs, startHarness, type Harness } from '../server/harness';
import { formsWithSteps } from '../server/step-flows';
import { insertOpportunity } from '../server/opportunity-rows';
import { postAsApprover } from '../server/page-forms';
import { renderApp, signedInSession } from './render-app';
import { keepIndexedDbInMemory } from './doubles/idb-keyval';

// The Pricing step in the app against the real server: each chosen plan's pricing (the 16 VAS, the
// device, MDR for the turnover), a price below the list price submitted and held for the approver,
// the approver's rejection and comment seen from Home's Rejected card, and 'Revise pricing' reopening the step.

// jsdom has no IndexedDB: what the app keeps there (drafts, answers, the outbox) is kept in memory.
keepIndexedDbInMemory();

let harness: Harness;
let token: string;
beforeAll(async () => {
  // The steps under test start the journey (tests/server/step-flows.ts): the step order is tests/server/step-order.test.ts's.
  harness = await startHarness({ forms: formsWithSteps('Products', 'PricingPlan') });
  token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
}, 30_000);
afterAll(() => harness.close());
beforeEach(() => localStorage.clear());

async function opportunityWithSuite() {
  const id = await insertOpportunity(harness, { leadId: null, status: 'INITIATED' });
  const lineItems = [{ productId: 'PRD-POS-A910', planId: 'PLN-POS-BUSINESS', quantity: 1 }];
  dataOf(await send(harness, CreateOliDocument, { input: { opportunityId: String(id), lineItems } }, { token, idempotencyId: randomUUID() }));
  localStorage.setItem('oppId', String(id));
  return id;
}

/** The signed-in pricing approver's decision on their page. */
async function approver(opportunityId: number, decision: string, comment: string) {
  await postAsApprover(harness, 'pricing', { opportunityId: String(opportunityId), decision, comment });
}

test("a plan's pricing, a lower price held for the approver, the rejection and its comment, and a revision", async () => {
  const user = userEvent.setup();
  const id = await opportunityWithSuite();
  const session = await signedInSession(harness, 'EMP1001');
  const first = renderApp('/PricingPlan', { fetchFn: harness.fetch, session });
  const line = await waitFor(() => {
    const found = first.container.querySelector<HTMLElement>('[data-line="POS Business Suite"]');
    if (!found) throw new Error('the plan is not shown');
    return found;
  });
  expect(within(line).getByText('16 VAS added')).toBeInTheDocument();
  expect(within(line).getByText('A910 Hard POS')).toBeInTheDocument();
  expect(within(line).getByText('₹2,500')).toBeInTheDocument();
  expect(within(line).getByText('₹799, 3 months in advance')).toBeInTheDocument();
  const mdr = line.querySelector<HTMLElement>('[data-mdr]');
  expect(within(mdr ?? line).getByText('CREDIT').closest('tr')?.textContent).toContain('1.94%');

  await user.type(screen.getByRole('textbox', { name: /^Annual turnover/ }), '1500000');
  await user.click(screen.getByRole('radio', { name: 'Next day (T+1)' }));
  await user.type(within(line).getByRole('textbox', { name: 'Setup fee asked, POS Business Suite (₹)' }), '1999');
  expect(within(line).getByText('Below the list price: this goes to the pricing approver.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  expect(await screen.findByText('The pricing is with the pricing approver. The journey goes on once it is approved.')).toBeInTheDocument();
  await waitFor(() => expect(first.container.querySelector('[data-approval]')?.getAttribute('data-approval')).toBe('SUBMITTED'));
  expect(first.router.location.pathname).toBe('/PricingPlan');
  first.unmount();

  await approver(id, 'REJECT', 'Keep the setup fee at 2,200 or more');
  // The rejected opportunity waits under Rejected on Home; Resume opens the step where it is revised.
  const second = renderApp('/?tab=rejected', { fetchFn: harness.fetch, session });
  const card = await waitFor(() => {
    const found = second.container.querySelector<HTMLElement>(`article[data-opportunity-id="${id}"]`);
    if (!found) throw new Error('the rejected opportunity is not listed');
    return found;
  });
  await user.click(within(card).getByRole('button', { name: 'Resume' }));
  await waitFor(() => expect(second.router.location.pathname).toBe('/PricingPlan'));
  expect(await within(second.container).findByText('Keep the setup fee at 2,200 or more')).toBeInTheDocument();
  const approval = second.container.querySelector('[data-approval]');
  expect(approval?.getAttribute('data-approval')).toBe('REJECTED');
  expect(approval?.textContent).toContain('Rejected');
  await user.click(within(second.container).getByRole('button', { name: 'Revise pricing' }));
  await waitFor(async () => {
    const [row] = await harness.database.db.select({ status: opportunities.status }).from(opportunities).where(eq(opportunities.id, id));
    expect(row?.status).toBe('INITIATED');
  });
  await waitFor(() => expect(within(second.container).queryByRole('button', { name: 'Revise pricing' })).toBeNull());
  const [pricing] = await harness.database.db.select({ approvalStatus: opportunityPricing.approvalStatus }).from(opportunityPricing).where(eq(opportunityPricing.opportunityId, id));
  expect(pricing?.approvalStatus).toBeNull();
  // Editable again: the price can be changed and the pricing resubmitted.
  await waitFor(() => expect(within(second.container).getByRole('textbox', { name: 'Setup fee asked, POS Business Suite (₹)' })).toBeEnabled());
}, 60_000);

test('an approved pricing is not submitted again: Save and continue goes on and the approval stands', async () => {
  const user = userEvent.setup();
  const id = await opportunityWithSuite();
  const session = await signedInSession(harness, 'EMP1001');
  const first = renderApp('/PricingPlan', { fetchFn: harness.fetch, session });
  const line = await waitFor(() => {
    const found = first.container.querySelector<HTMLElement>('[data-line="POS Business Suite"]');
    if (!found) throw new Error('the plan is not shown');
    return found;
  });
  await user.type(screen.getByRole('textbox', { name: /^Annual turnover/ }), '1500000');
  await user.click(screen.getByRole('radio', { name: 'Next day (T+1)' }));
  await user.type(within(line).getByRole('textbox', { name: 'Setup fee asked, POS Business Suite (₹)' }), '1999');
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  await waitFor(() => expect(first.container.querySelector('[data-approval]')?.getAttribute('data-approval')).toBe('SUBMITTED'));
  first.unmount();

  await approver(id, 'APPROVE', 'Agreed');
  const second = renderApp('/PricingPlan', { fetchFn: harness.fetch, session });
  await waitFor(() => expect(second.container.querySelector('[data-approval]')?.getAttribute('data-approval')).toBe('APPROVED'));
  await user.click(within(second.container).getByRole('button', { name: 'Save and continue' }));
  await waitFor(() => expect(second.router.location.pathname).not.toBe('/PricingPlan'));
  const [pricing] = await harness.database.db.select({ approvalStatus: opportunityPricing.approvalStatus }).from(opportunityPricing).where(eq(opportunityPricing.opportunityId, id));
  expect(pricing?.approvalStatus).toBe('APPROVED');
  const [row] = await harness.database.db.select({ status: opportunities.status }).from(opportunities).where(eq(opportunities.id, id));
  expect(row?.status).toBe('PRICING_APPROVED');
}, 60_000);
