import { randomUUID } from 'node:crypto';
import { screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { CreateLeadDocument, CreateMerchantOnboardingStateDocument } from '../../generated/graphql';
import { dataOf, send } from '../server/call';
import { emailRequired, releaseEdited } from '../server/form-release';
import { freshPan } from '../server/fresh-pan';
import { signedInHarness, type Harness } from '../server/harness';
import { renderApp, signedInSession } from './render-app';

// An onboarding keeps the release of forms/ it started with, and the server judges its saves with
// it: the step screen asks what that release asks, whichever release the app was built with.

let harness: Harness;
let token: string;
beforeAll(async () => {
  ({ harness, token } = await signedInHarness('EMP1001'));
}, 30_000);
afterAll(() => harness.close());
beforeEach(() => localStorage.clear());

/** A lead whose onboarding the app has started, on the release that is the latest now. */
async function startedOnboarding(shop: string): Promise<string> {
  const opts = () => ({ token, idempotencyId: randomUUID() });
  const input = { shop: { name: shop }, contact: { name: 'Kiran Shah', number: '9876543210' }, leadSource: 'SALES_APP' as const, product: ['POS_DEVICE' as const], panNumber: freshPan() };
  const leadId = dataOf(await send(harness, CreateLeadDocument, { input }, opts())).createLead.id;
  dataOf(await send(harness, CreateMerchantOnboardingStateDocument, { input: { idType: 'LEAD', stateDataId: leadId, isExistingMerchant: false } }, opts()));
  return leadId;
}

async function openBusinessDetails(leadId: string) {
  localStorage.setItem('id', leadId);
  localStorage.setItem('isExisting', 'false');
  const sent: string[] = [];
  const fetchFn: typeof fetch = (input, init) => {
    if (typeof init?.body === 'string') sent.push((JSON.parse(init.body) as { operationName?: string }).operationName ?? '');
    return harness.fetch(input, init);
  };
  const view = renderApp('/BusinessDetails', { fetchFn, session: await signedInSession(harness, 'EMP1001') });
  const email = await screen.findByRole('textbox', { name: /E-mail/ }, { timeout: 15_000 });
  return { ...view, sent, email };
}

test('an onboarding on the release the app was built with is shown from the bundled definitions; one on a later release, from its own', async () => {
  const onBundled = await startedOnboarding('Bundled Release Traders');
  await releaseEdited(harness, emailRequired);
  const onLater = await startedOnboarding('Later Release Traders');

  const bundled = await openBusinessDetails(onBundled);
  expect(bundled.email).not.toBeRequired();
  expect(bundled.sent).not.toContain('FormReleaseStep');
  bundled.unmount();

  const later = await openBusinessDetails(onLater);
  await waitFor(() => expect(screen.getByRole('textbox', { name: /E-mail/ })).toBeRequired());
  expect(later.sent).toContain('FormReleaseStep');
}, 60_000);
