import { randomUUID } from 'node:crypto';
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { Provider as UrqlProvider } from 'urql';
import { CreateMerchantDocument, CreateOpportunityDocument } from '../../generated/graphql';
import { createApiClient } from '../../src/api/client';
import { createLoadingState } from '../../src/api/loading-state';
import { kycLinkMessages } from '../../src/domain/kyc-link';
import { KycLinkPanel } from '../../src/app/features/kyc/kyc-link-panel';
import { theme } from '../../src/app/theme';
import { sandboxPanRecord } from '../../src/server/sandbox/sandbox-registry';
import { dataOf, send } from '../server/call';
import { freshPan } from '../server/fresh-pan';
import { signInAs, demoAgent, startHarness, type Harness } from '../server/harness';
import { formsWithSteps } from '../server/step-flows';
import { outboxOf, postPageForm } from '../server/page-forms';
import { signedInSession, TEST_ORIGIN } from './render-app';

// The KYC link panel against the real server: the address starts as the merchant contact's e-mail,
// sending shows the link as sent, a bad address says so, and once the merchant completes the KYC
// on the link's page the agent's refresh shows it completed.

let harness: Harness;
let token: string;
beforeAll(async () => {
  // The steps under test start the journey (tests/server/step-flows.ts): the step order is tests/server/step-order.test.ts's.
  harness = await startHarness({ forms: formsWithSteps('KycDetails') });
  token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
}, 30_000);
afterAll(() => harness.close());

async function merchantOpportunity() {
  const panNumber = freshPan();
  const email = `panel.${Date.now()}@example.com`;
  const opts = { token, idempotencyId: randomUUID() };
  const account = dataOf(
    await send(
      harness,
      CreateMerchantDocument,
      {
        input: {
          panNumber,
          ownershipType: 'PROPRIETORSHIP',
          name: 'Sai Krupa Stores',
          legalName: 'Sai Krupa Stores',
          revenue: 1500000,
          mobileNumber: '9876543210',
          email,
          businessProofType: 'SHOP_AND_ESTABLISHMENT',
          businessProofNumber: 'PMC/II/12345',
          mccCode: '5411',
          contactName: 'Ramesh Patil',
        },
      },
      opts,
    ),
  ).createMerchant;
  const opportunityId = dataOf(
    await send(harness, CreateOpportunityDocument, { input: { isExistingMerchant: true, accountId: account.id } }, { token, idempotencyId: randomUUID() }),
  ).createOpportunity.id;
  return { opportunityId, accountId: account.id, email, panName: sandboxPanRecord(panNumber)?.name ?? '' };
}

async function renderPanel(opportunityId: string, accountId: string, onStateChange?: () => void) {
  const session = await signedInSession(harness, 'EMP1001');
  const client = createApiClient({
    url: `${TEST_ORIGIN}/graphql`,
    session,
    loading: createLoadingState(),
    fetch: harness.fetch,
    onSessionExpired: () => undefined,
    showAlert: () => undefined,
  });
  const panel = (onChange?: () => void) => (
    <MantineProvider theme={theme}>
      <UrqlProvider value={client}>
        <KycLinkPanel opportunityId={opportunityId} accountId={accountId} onStateChange={onChange} />
      </UrqlProvider>
    </MantineProvider>
  );
  const rendered = render(panel(onStateChange));
  return { ...rendered, rerenderWith: (onChange: () => void) => rendered.rerender(panel(onChange)) };
}

/** A form posted on the merchant's link page, from the page itself. */
async function post(url: string, fields: Record<string, string>) {
  return (await postPageForm(harness, new URL(url).pathname, fields)).html;
}

test('sends the link to the contact e-mail, and shows COMPLETED after the merchant completes the KYC', async () => {
  const user = userEvent.setup();
  const { opportunityId, accountId, email, panName } = await merchantOpportunity();
  await renderPanel(opportunityId, accountId);

  const address = await screen.findByLabelText("Merchant's e-mail ID");
  await waitFor(() => expect(address).toHaveValue(email));
  await user.click(screen.getByRole('button', { name: 'Send KYC link' }));
  expect(await screen.findByLabelText('Link status ACTIVE')).toBeInTheDocument();
  expect(screen.getByText(new RegExp(`Sent to ${email.replace(/\./g, '\\.')}`))).toBeInTheDocument();

  // The merchant opens the mail's link from the outbox, proves who they are and completes the KYC.
  const outbox = await outboxOf(harness, token, email);
  const link = /href="([^"]+\/kyc\/[^"]+)"/.exec(outbox)?.[1] ?? '';
  const proved = await post(link, { step: 'verify', email, mobile: '9876543210' });
  const proof = /name="proof" value="([^"]+)"/.exec(proved)?.[1] ?? '';
  expect(await post(link, { step: 'complete', proof, identityType: 'PASSPORT', documentNumber: 'K1234567', nameOnDocument: panName, dateOfBirth: '1985-04-12' })).toContain(
    kycLinkMessages.completed,
  );

  await user.click(screen.getByRole('button', { name: 'Refresh status' }));
  expect(await screen.findByLabelText('Link status COMPLETED')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Resend link' })).not.toBeInTheDocument();
});

test('an address the e-mail rule refuses is not sent', async () => {
  const user = userEvent.setup();
  const { opportunityId, accountId, email } = await merchantOpportunity();
  await renderPanel(opportunityId, accountId);
  const address = await screen.findByLabelText("Merchant's e-mail ID");
  await waitFor(() => expect(address).toHaveValue(email));
  await user.clear(address);
  await user.type(address, 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Send KYC link' }));
  expect(await screen.findByText('Please enter a valid e-mail ID.')).toBeInTheDocument();
  expect(screen.queryByLabelText(/Link status/)).not.toBeInTheDocument();
});

test('the step reading the journey again does not reload the panel under the agent', async () => {
  const { opportunityId, accountId, email } = await merchantOpportunity();
  // The step hands the panel a new callback each time it reads the journey.
  const { rerenderWith } = await renderPanel(opportunityId, accountId, () => undefined);
  const address = await screen.findByLabelText("Merchant's e-mail ID");
  await waitFor(() => expect(address).toHaveValue(email));
  const send = screen.getByRole('button', { name: 'Send KYC link' });
  await waitFor(() => expect(send).toBeEnabled());
  rerenderWith(() => undefined);
  expect(send).toBeEnabled();
});
