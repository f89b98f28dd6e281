import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Client, Provider, makeResult, type Exchange, type Operation } from 'urql';
import { expect, test, vi } from 'vitest';
import { filter, map, pipe } from 'wonka';
import { enumCatalogue } from '../../src/app/features/onboarding/enum-catalogue';
import { domainWidgetRegistry } from '../../src/app/features/onboarding/domain-widget-registry';
import type { OperationVariables } from '../../src/engine/compile';
import type { OptionItem } from '../../src/engine/definition';
import { StepForm, type SubmitOutcome } from '../../src/engine/render/step-form';
import type { JourneyStep, StepFormEnvironment } from '../../src/engine/render/step-form-context';
import { readFormsBundle, ruleBook, stepDefinitions } from '../../src/server/forms/forms-on-disk';

// The Review step from forms/steps/ReviewDetails.json: each earlier step of the journey, in the
// server's order, with what it saved (read with the step's own load and shown in words from its
// definition), whether it is complete, and an edit link while it can still change.

const bundle = readFormsBundle();
const definition = stepDefinitions(bundle).get('ReviewDetails');
if (!definition) throw new Error('no forms/steps/ReviewDetails.json');

const journey: JourneyStep[] = [
  { type: 'BankAccount', label: 'Bank account', isComplete: true, editable: true },
  { type: 'MultiStores', label: 'Multi Stores', isComplete: true, editable: false },
  { type: 'KycDetails', label: 'KYC Details', isComplete: false, editable: true },
  { type: 'ReviewDetails', label: 'Review', isComplete: false, editable: true },
];

const answers: Record<string, unknown> = {
  OpportunityBankAccount: {
    opportunityBankAccount: {
      __typename: 'OpportunityBankAccountPayload',
      bankAccount: { __typename: 'BankAccount', id: 'bank-1', bankAccountNumber: '50100012345678', ifscCode: 'HDFC0000001', accountType: 'CURRENT', accountHolderName: 'SHARMA TRADERS' },
    },
  },
  DeploymentStoresByMerchantId: {
    deploymentStoresByMerchantId: {
      __typename: 'DeploymentStoresPayload',
      stores: [
        {
          __typename: 'DeploymentStore',
          id: 'store-1',
          name: 'Sharma Traders Kothrud',
          primaryContactId: null,
          documentType: 'SHOPESTABLISHMENTCERTIFICATE',
          documentNumber: 'PMC/II/12345',
          address: { __typename: 'Address', addressLine1: 'Market Yard', addressLine2: null, landmark: null, pinCode: '411037', stateCode: 'MH', cityId: '11' },
        },
      ],
    },
  },
};

const answered: Exchange = () => (operations$) =>
  pipe(
    operations$,
    filter((operation: Operation) => operation.kind !== 'teardown'),
    map((operation: Operation) => {
      const name = operation.query.definitions.find((d) => d.kind === 'OperationDefinition')?.name?.value ?? '';
      return makeResult(operation, { data: answers[name] ?? null });
    }),
  );

const choices: Record<string, OptionItem[]> = {
  MasterStateList: [{ value: 'MH', label: 'Maharashtra' }],
  CityList: [{ value: '11', label: 'Pune' }],
};

function renderReview(steps: JourneyStep[]) {
  const environment: StepFormEnvironment = {
    context: { opportunityId: 7, accountId: 'account-1', leadId: 'lead-1' },
    rules: ruleBook(bundle),
    enums: enumCatalogue,
    loadOptions: vi.fn(async (source) => choices[source.query] ?? []),
    journeySteps: steps,
  };
  const onSubmit = vi.fn(async (_variables: OperationVariables): Promise<SubmitOutcome> => ({ ok: true }));
  const router = createMemoryRouter(
    [
      {
        path: '/ReviewDetails',
        element: definition && (
          <StepForm definition={definition} environment={environment} domainWidgets={domainWidgetRegistry} submits onSubmit={onSubmit} submitLabel="Submit for review" />
        ),
      },
      { path: '*', element: <p>Opened another step</p> },
    ],
    { initialEntries: ['/ReviewDetails'] },
  );
  render(
    <MantineProvider>
      <Provider value={new Client({ url: 'http://test.local/graphql', exchanges: [answered] })}>
        <RouterProvider router={router} />
      </Provider>
    </MantineProvider>,
  );
  return { router, onSubmit };
}

const section = (label: string) => screen.getByRole('region', { name: label });

test('each earlier step shows what it saved in words, whether it is complete, and an edit link only while it can change', async () => {
  renderReview(journey);
  const bank = section('Bank account');
  await waitFor(() => expect(within(bank).getByText('SHARMA TRADERS')).toBeInTheDocument());
  expect(within(bank).getByText('Complete')).toBeInTheDocument();
  expect(within(bank).getByText('50100012345678')).toBeInTheDocument();
  expect(within(bank).getByRole('button', { name: 'Edit Bank account' })).toBeInTheDocument();

  const stores = section('Multi Stores');
  // A query-sourced choice shows its name, a static one its label, and the store's hidden id nothing.
  await waitFor(() => expect(within(stores).getByText('Maharashtra')).toBeInTheDocument());
  expect(within(stores).getByText('Pune')).toBeInTheDocument();
  expect(within(stores).getByText('Sharma Traders Kothrud')).toBeInTheDocument();
  expect(within(stores).queryByText('store-1')).not.toBeInTheDocument();
  expect(within(stores).queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();

  const kyc = section('KYC Details');
  expect(within(kyc).getByText('To do')).toBeInTheDocument();
  await waitFor(() => expect(within(kyc).getByText('Nothing saved on this step.')).toBeInTheDocument());
  // The review does not list itself.
  expect(document.querySelector('[data-review-step="ReviewDetails"]')).toBeNull();
});

test("a step's edit link opens that step", async () => {
  const user = userEvent.setup();
  const { router } = renderReview(journey);
  await user.click(await screen.findByRole('button', { name: 'Edit Bank account' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/BankAccount'));
});

test('the submit sends the comment and nothing of the summary', async () => {
  const user = userEvent.setup();
  const { onSubmit } = renderReview(journey);
  await user.type(screen.getByRole('textbox', { name: /Comment for the reviewer/ }), 'Deliver next week');
  await user.click(screen.getByRole('button', { name: 'Submit for review' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit.mock.calls[0]?.[0]).toEqual({ input: { id: 7, comment: 'Deliver next week' } });
});
