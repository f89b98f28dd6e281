import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Client, Provider, makeResult, type Exchange, type Operation } from 'urql';
import { expect, test, vi } from 'vitest';
import { filter, map, pipe } from 'wonka';
import { domainWidgetRegistry } from '../../src/app/features/onboarding/domain-widget-registry';
import { enumCatalogue } from '../../src/app/features/onboarding/enum-catalogue';
import { compileStep, valuesFromRecord, type OperationVariables } from '../../src/engine/compile';
import type { OptionItem } from '../../src/engine/definition';
import { StepForm, type SubmitOutcome } from '../../src/engine/render/step-form';
import type { StepFormEnvironment } from '../../src/engine/render/step-form-context';
import { readFormsBundle, ruleBook, stepDefinitions } from '../../src/server/forms/forms-on-disk';

// The Multi Stores step from forms/steps/MultiStores.json: the merchant's stores as loaded come back
// with their ids (a hidden field, never shown), so the save updates them; a new store goes without one,
// and a removed store is left out of the list.

const bundle = readFormsBundle();
const rules = ruleBook(bundle);
const definition = stepDefinitions(bundle).get('MultiStores');
if (!definition) throw new Error('no forms/steps/MultiStores.json');

const choices: Record<string, OptionItem[]> = {
  MasterStateList: [
    { value: 'MH', label: 'Maharashtra' },
    { value: 'KA', label: 'Karnataka' },
  ],
  CityList: [{ value: '11', label: 'Pune' }],
  ContactList: [{ value: 'contact-1', label: 'Ramesh Patil' }],
};

const loadOptions = vi.fn<StepFormEnvironment['loadOptions']>(async (source) => choices[source.query] ?? []);

/** What DeploymentStoresByMerchantId answers: the whole stored store, more than the form binds. */
function storedStore(id: string, name: string) {
  return {
    __typename: 'DeploymentStore',
    id,
    merchantId: 'account-1',
    name,
    primaryContactId: null,
    pcId: null,
    documentType: 'SHOPESTABLISHMENTCERTIFICATE',
    documentNumber: 'PMC/II/12345',
    address: { addressLine1: 'Market Yard', addressLine2: null, landmark: null, city: 'Pune', cityId: '11', state: 'Maharashtra', stateCode: 'MH', country: 'IN', pinCode: '411037', latitude: null, longitude: null },
    isEditable: true,
  };
}

/** pincodeDetails for a pincode the master list does not know: the agent chooses state and city (tests/web/pincode-lookup.test.tsx covers filling them). */
const unknownPincodes: Exchange = () => (operations$) =>
  pipe(
    operations$,
    filter((operation: Operation) => operation.kind !== 'teardown'),
    map((operation: Operation) =>
      makeResult(operation, { data: { pincodeDetails: { __typename: 'PincodeDetailsPayload', pinCode: '', state: null, city: null } } }),
    ),
  );
const client = new Client({ url: 'http://test.local/graphql', exchanges: [unknownPincodes] });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const labelText = (label: string) => new RegExp(`^${escape(label)}( \\*)?$`);
const storeCard = (index: number) => {
  const box = document.querySelector<HTMLElement>(`[data-field="input.stores.${index}.name"]`)?.closest<HTMLElement>('.mantine-Card-root');
  if (!box) throw new Error(`no store ${index + 1} on screen`);
  return box;
};

async function choose(card: HTMLElement, label: string, option: string) {
  const user = userEvent.setup();
  const box = within(card).getByRole('combobox', { name: labelText(label) });
  await waitFor(() => expect(box).toBeEnabled());
  await user.click(box);
  await user.click(await screen.findByRole('option', { name: option }));
}

test('loaded stores keep their ids, a new store has none, and a removed store is left out; the server\u2019s compiled definition takes the result', async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn(async (_variables: OperationVariables): Promise<SubmitOutcome> => ({ ok: true }));
  const context = { accountId: 'account-1', opportunityId: 7 };
  render(
    <MantineProvider env="test">
      <Provider value={client}>
        <StepForm
          definition={definition}
          environment={{ context, rules, enums: enumCatalogue, loadOptions }}
          loadedValues={valuesFromRecord(definition, { stores: [storedStore('store-a', 'Andheri Counter'), storedStore('store-b', 'Bandra Counter')] })}
          domainWidgets={domainWidgetRegistry}
          onSubmit={onSubmit}
        />
      </Provider>
    </MantineProvider>,
  );

  const names = () => screen.getAllByRole('textbox', { name: labelText('Store name') });
  expect(names().map((n) => (n as HTMLInputElement).value)).toEqual(['Andheri Counter', 'Bandra Counter']);
  expect(within(storeCard(1)).getByRole('textbox', { name: labelText('Pincode') })).toHaveValue('411037');
  // The id travels with its store but is nothing an agent sees or types.
  expect(document.querySelector('[data-field="input.stores.0.id"]')).toBeNull();
  expect(screen.queryByText(/store-a/)).not.toBeInTheDocument();
  expect([...document.querySelectorAll('input')].some((i) => i.value === 'store-a')).toBe(false);

  await user.clear(names()[1]!);
  await user.type(names()[1]!, 'Bandra West Counter');
  await user.click(within(storeCard(0)).getByRole('button', { name: 'Remove' }));
  await user.click(screen.getByRole('button', { name: 'Add store' }));
  const added = storeCard(1);
  await user.type(within(added).getByRole('textbox', { name: labelText('Store name') }), 'Colaba Counter');
  await choose(added, 'Store contact', 'Ramesh Patil');
  await user.type(within(added).getByRole('textbox', { name: labelText('Address line 1') }), 'Shop 2, Causeway');
  await user.type(within(added).getByRole('textbox', { name: labelText('Pincode') }), '411001');
  await choose(added, 'State', 'Maharashtra');
  await choose(added, 'City', 'Pune');
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));

  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  const variables = onSubmit.mock.calls[0]?.[0];
  expect(variables).toEqual({
    input: {
      merchantId: 'account-1',
      opportunityId: 7,
      stores: [
        {
          id: 'store-b',
          name: 'Bandra West Counter',
          documentType: 'SHOPESTABLISHMENTCERTIFICATE',
          documentNumber: 'PMC/II/12345',
          address: { addressLine1: 'Market Yard', pinCode: '411037', stateCode: 'MH', cityId: '11' },
        },
        { name: 'Colaba Counter', primaryContactId: 'contact-1', address: { addressLine1: 'Shop 2, Causeway', pinCode: '411001', stateCode: 'MH', cityId: '11' } },
      ],
    },
  });
  expect(compileStep(definition, { context: {}, rules }).safeParse(variables).success).toBe(true);
  // The contact list is the merchant account's, from the step context.
  expect(loadOptions.mock.calls.find(([source]) => source.query === 'ContactList')?.[1]).toEqual({ input: { accountId: 'account-1' } });
});
