import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Client, CombinedError, Provider, makeResult, makeErrorResult, type Exchange, type Operation } from 'urql';
import { filter, map, pipe } from 'wonka';
import { beforeEach, expect, test, vi } from 'vitest';
import { enumCatalogue } from '../../src/app/features/onboarding/enum-catalogue';
import { MASTER_MCC_LIST_KEY } from '../../src/app/features/business-details/master-mcc-list';
import { domainWidgetRegistry } from '../../src/app/features/onboarding/domain-widget-registry';
import type { StepDefinition } from '../../src/engine/definition';
import { StepForm } from '../../src/engine/render/step-form';
import { readFormsBundle, ruleBook } from '../../src/server/forms/forms-on-disk';
import { openedList } from './choose-option';

// The MCC picker's master list is kept on the phone: once fetched, it is offered again when the
// server cannot be reached, and a fresh answer replaces the kept copy.

const rules = ruleBook(readFormsBundle());
const definition: StepDefinition = {
  step: 'BusinessDetails',
  title: 'Category',
  submit: { operation: 'BusinessDetailsStep_Save' },
  sections: [{ id: 'category', fields: [{ bind: 'input.mccCode', widget: 'mccPicker', label: 'Merchant category', required: true }] }],
};

const grocery = { __typename: 'MccRecord', mccCode: '5411', categoryType: 'RETAIL', categoryLabel: 'Retail', subCategoryType: 'GROCERY', subCategoryLabel: 'Grocery', merchantCategory: 'Grocery Stores, Supermarkets', riskCategory: 'LOW' };

/** A client whose server answers the master list, or cannot be reached. */
function client(reachable: boolean) {
  const asked = vi.fn();
  const answer: Exchange = () => (operations$) =>
    pipe(
      operations$,
      filter((operation: Operation) => operation.kind !== 'teardown'),
      map((operation: Operation) => {
        asked(operation.kind);
        return reachable
          ? makeResult(operation, { data: { masterMccList: { __typename: 'MasterMccListPayload', mccList: [grocery] } } })
          : makeErrorResult(operation, new CombinedError({ networkError: new Error('offline') }));
      }),
    );
  return { client: new Client({ url: 'http://test.local/graphql', exchanges: [answer] }), asked };
}

function renderPicker(reachable: boolean) {
  const { client: urql, asked } = client(reachable);
  const view = render(
    <MantineProvider env="test">
      <Provider value={urql}>
        <StepForm definition={definition} environment={{ context: {}, rules, enums: enumCatalogue, loadOptions: async () => [] }} domainWidgets={domainWidgetRegistry} onSubmit={async () => ({ ok: true })} />
      </Provider>
    </MantineProvider>,
  );
  return { ...view, asked };
}

async function categories(): Promise<string[]> {
  const user = userEvent.setup();
  const select = await screen.findByRole('combobox', { name: /^Business category/ });
  await waitFor(() => expect(select).toBeEnabled());
  const list = await openedList(user, select);
  return [...list.querySelectorAll('[role="option"]')].map((o) => o.textContent ?? '');
}

beforeEach(() => localStorage.clear());

test('without a network and without a kept copy, the picker says the list could not be loaded', async () => {
  renderPicker(false);
  expect(await screen.findByText(/The list of merchant categories could not be loaded/)).toBeInTheDocument();
});

test('a list fetched once is kept, and offered again when the server cannot be reached', async () => {
  const first = renderPicker(true);
  expect(await categories()).toEqual(['Retail']);
  await waitFor(() => expect(JSON.parse(localStorage.getItem(MASTER_MCC_LIST_KEY) ?? '[]')).toHaveLength(1));
  first.unmount();

  const offline = renderPicker(false);
  expect(await categories()).toEqual(['Retail']);
  expect(offline.asked).toHaveBeenCalled();
  expect(screen.queryByText(/could not be loaded/)).toBeNull();
});
