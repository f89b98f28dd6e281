import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Client, Provider, makeResult, type Exchange, type Operation } from 'urql';
import { filter, map, pipe } from 'wonka';
import { expect, test, vi } from 'vitest';
import { domainWidgetRegistry } from '../../src/app/features/onboarding/domain-widget-registry';
import { enumCatalogue } from '../../src/app/features/onboarding/enum-catalogue';
import type { OperationVariables } from '../../src/engine/compile';
import type { FieldDefinition, OptionItem, StepDefinition } from '../../src/engine/definition';
import { StepForm, type SubmitOutcome } from '../../src/engine/render/step-form';
import type { StepFormEnvironment } from '../../src/engine/render/step-form-context';
import { readFormsBundle, ruleBook } from '../../src/server/forms/forms-on-disk';

// The pincode field of an address (widget pincodeLookup): a known pincode fills the address's state
// and city, an unknown one leaves them to the agent, and a city the agent chose for the pincode stays.

const rules = ruleBook(readFormsBundle());

/** An address's pincode, state and city as the Business Details and Multi Stores steps have them. */
function addressFields(prefix: string): FieldDefinition[] {
  return [
    { bind: `${prefix}.pinCode`, widget: 'pincodeLookup', label: 'Pincode', required: true, validate: ['pincode'] },
    {
      bind: `${prefix}.stateCode`,
      widget: 'select',
      label: 'State',
      required: true,
      options: { query: 'MasterStateList', variables: { input: { country: 'IN' } }, items: 'masterStateList.states', value: 'stateCode', label: 'name' },
    },
    {
      bind: `${prefix}.cityId`,
      widget: 'select',
      label: 'City',
      required: true,
      options: { query: 'CityList', variables: { input: { stateCode: `$field:${prefix}.stateCode` } }, items: 'cityList.cityList', value: 'id', label: 'name' },
    },
  ];
}

const single: StepDefinition = { step: 'BusinessDetails', title: 'Address', submit: { operation: 'BusinessDetailsStep_Save' }, sections: [{ id: 'address', fields: addressFields('input.address') }] };
const repeated: StepDefinition = {
  step: 'MultiStores',
  title: 'Stores',
  submit: { operation: 'MultiStoresStep_Save' },
  sections: [{ id: 'stores', fields: [{ repeater: true, bind: 'input.stores', label: 'Store', fields: addressFields('item.address') }] }],
};

const citiesOf: Record<string, OptionItem[]> = {
  MH: [
    { value: '11', label: 'Pune' },
    { value: '12', label: 'Mumbai' },
  ],
  KA: [{ value: '21', label: 'Bengaluru' }],
};
const loadOptions: StepFormEnvironment['loadOptions'] = async (source, variables) => {
  if (source.query === 'MasterStateList') {
    return [
      { value: 'MH', label: 'Maharashtra' },
      { value: 'KA', label: 'Karnataka' },
    ];
  }
  const input = variables.input as { stateCode?: string } | undefined;
  return citiesOf[input?.stateCode ?? ''] ?? [];
};

/** What the server's pincodeDetails answers for the pincodes these tests type. */
const known: Record<string, { state: { stateCode: string; name: string }; city: { id: string; name: string; stateCode: string } }> = {
  '411001': { state: { stateCode: 'MH', name: 'Maharashtra' }, city: { id: '11', name: 'Pune', stateCode: 'MH' } },
  '560034': { state: { stateCode: 'KA', name: 'Karnataka' }, city: { id: '21', name: 'Bengaluru', stateCode: 'KA' } },
};

function pincodeClient() {
  const asked = vi.fn<(pinCode: string) => void>();
  const answer: Exchange = () => (operations$) =>
    pipe(
      operations$,
      filter((operation: Operation) => operation.kind !== 'teardown'),
      map((operation: Operation) => {
        const pinCode = (operation.variables as { input: { pinCode: string } }).input.pinCode;
        asked(pinCode);
        const details = known[pinCode];
        return makeResult(operation, {
          data: { pincodeDetails: { __typename: 'PincodeDetailsPayload', pinCode, state: details?.state ?? null, city: details?.city ?? null } },
        });
      }),
    );
  return { client: new Client({ url: 'http://test.local/graphql', exchanges: [answer] }), asked };
}

function renderForm(definition: StepDefinition, loadedValues?: Record<string, unknown>) {
  const { client, asked } = pincodeClient();
  const onSubmit = vi.fn(async (_variables: OperationVariables): Promise<SubmitOutcome> => ({ ok: true }));
  render(
    <MantineProvider env="test">
      <Provider value={client}>
        <StepForm
          definition={definition}
          environment={{ context: {}, rules, enums: enumCatalogue, loadOptions }}
          loadedValues={loadedValues}
          domainWidgets={domainWidgetRegistry}
          onSubmit={onSubmit}
        />
      </Provider>
    </MantineProvider>,
  );
  return { asked, onSubmit };
}

const combobox = (label: string, scope: HTMLElement = document.body) => within(scope).getByRole('combobox', { name: new RegExp(`^${label}`) });

test('a known pincode fills the state and city; the save sends them', async () => {
  const user = userEvent.setup();
  const { onSubmit } = renderForm(single);
  await user.type(screen.getByRole('textbox', { name: /^Pincode/ }), '411001');
  expect(await screen.findByText('Pune, Maharashtra')).toBeInTheDocument();
  await waitFor(() => expect(combobox('City')).toHaveValue('Pune'));
  expect(combobox('State')).toHaveValue('Maharashtra');
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit.mock.calls[0]?.[0]).toEqual({ input: { address: { pinCode: '411001', stateCode: 'MH', cityId: '11' } } });
});

test('an unknown pincode leaves the state and city for the agent to choose', async () => {
  const user = userEvent.setup();
  const { asked } = renderForm(single);
  await user.type(screen.getByRole('textbox', { name: /^Pincode/ }), '999999');
  expect(await screen.findByText('Please choose the state and city for this pincode.')).toBeInTheDocument();
  expect(asked).toHaveBeenCalledWith('999999');
  expect(combobox('State')).toHaveValue('');
  expect(combobox('City')).toHaveValue('');
});

test('a city the agent chose for the pincode stays, and a saved address is not looked up again', async () => {
  const user = userEvent.setup();
  const { asked } = renderForm(single, { input: { address: { pinCode: '411001', stateCode: 'MH', cityId: '12' } } });
  await waitFor(() => expect(combobox('City')).toHaveValue('Mumbai'));
  const pincode = screen.getByRole('textbox', { name: /^Pincode/ });
  // Touching the pincode and typing the same digits back is no new pincode.
  await user.type(pincode, '{Backspace}1');
  await user.click(combobox('State'));
  await user.keyboard('{Escape}');
  expect(asked).not.toHaveBeenCalled();
  expect(combobox('City')).toHaveValue('Mumbai');

  // A new pincode does fill, and the agent's choice after it is kept as the same pincode stays.
  await user.clear(pincode);
  await user.type(pincode, '560034');
  await waitFor(() => expect(combobox('City')).toHaveValue('Bengaluru'));
  expect(asked).toHaveBeenCalledTimes(1);
});

test("a pincode the form opens with but without its state and city (a lead's) fills them, as a typed one does", async () => {
  const { asked, onSubmit } = renderForm(single, { input: { address: { pinCode: '411001' } } });
  expect(await screen.findByText('Pune, Maharashtra')).toBeInTheDocument();
  await waitFor(() => expect(combobox('City')).toHaveValue('Pune'));
  expect(combobox('State')).toHaveValue('Maharashtra');
  expect(asked).toHaveBeenCalledTimes(1);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save and continue' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit.mock.calls[0]?.[0]).toEqual({ input: { address: { pinCode: '411001', stateCode: 'MH', cityId: '11' } } });
});

test('inside a repeater each store fills its own state and city', async () => {
  const user = userEvent.setup();
  renderForm(repeated);
  await user.click(screen.getByRole('button', { name: 'Add store' }));
  await user.click(screen.getByRole('button', { name: 'Add store' }));
  const cards = () => [...document.querySelectorAll<HTMLElement>('[data-repeater="input.stores"] .mantine-Card-root')];
  await user.type(within(cards()[1]!).getByRole('textbox', { name: /^Pincode/ }), '560034');
  await waitFor(() => expect(combobox('City', cards()[1])).toHaveValue('Bengaluru'));
  expect(combobox('State', cards()[1])).toHaveValue('Karnataka');
  expect(combobox('State', cards()[0])).toHaveValue('');
});
