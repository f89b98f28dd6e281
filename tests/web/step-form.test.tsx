import { Profiler, useEffect, useRef, useState, type ProfilerOnRenderCallback } from 'react';
import { Button, MantineProvider, NativeSelect, TextInput } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useController } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { enumCatalogue } from '../../src/app/features/onboarding/enum-catalogue';
import { DRAFT_MAX_AGE_DAYS, DRAFT_MAX_AGE_MS } from '../../src/domain/draft-rules';
import { gstinCheckCharacter } from '../../src/domain/identifiers/gstin';
import type { OperationVariables } from '../../src/engine/compile';
import { isRepeater, type FieldDefinition, type StepContext, type StepDefinition } from '../../src/engine/definition';
import { draftWriter, memoryDraftStore, sessionDraftMirror, type DraftKey, type DraftStore } from '../../src/engine/drafts';
import type { DomainWidgetProps, DomainWidgetRegistry } from '../../src/engine/render/domain-widgets';
import { draftTexts } from '../../src/engine/render/draft-notice';
import { StepForm, type StepFormProps, type SubmitOutcome } from '../../src/engine/render/step-form';
import { useStepFormEnvironment, type StepFormEnvironment } from '../../src/engine/render/step-form-context';
import { readFormsBundle, ruleBook, stepDefinitions } from '../../src/server/forms/forms-on-disk';

// The generic step-form renderer as an agent meets it: the real definitions and rule tables from
// forms/, rendered with Mantine in jsdom, typed into with user-event.


const bundle = readFormsBundle();
const rules = ruleBook(bundle);
const steps = stepDefinitions(bundle);

function realStep(name: string): StepDefinition {
  const definition = steps.get(name);
  if (!definition) throw new Error(`no forms/steps/${name}.json`);
  return definition;
}

const createLead = realStep('CreateLead');
const panDetail = realStep('PanDetail');

type LoadOptions = StepFormEnvironment['loadOptions'];

function environmentWith(context: StepContext = {}, loadOptions: LoadOptions = async () => []): StepFormEnvironment {
  return { context, rules, enums: enumCatalogue, loadOptions };
}

type Submit = (variables: OperationVariables) => Promise<SubmitOutcome>;

interface RenderOptions extends Partial<Omit<StepFormProps, 'definition' | 'onSubmit'>> {
  onSubmit?: Submit;
}

function renderStep(definition: StepDefinition, options: RenderOptions = {}) {
  const onSubmit = vi.fn<Submit>(options.onSubmit ?? (async () => ({ ok: true })));
  const { onSubmit: _ignored, ...rest } = options;
  const props: StepFormProps = {
    definition,
    environment: environmentWith(),
    domainWidgets: {},
    ...rest,
    onSubmit,
  };
  const view = render(
    <MantineProvider env="test">
      <StepForm {...props} />
    </MantineProvider>,
  );
  return { ...view, onSubmit };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label as Mantine renders it: the text, then ' *' when the field is required. */
const labelText = (label: string) => new RegExp(`^${escape(label)}( \\*)?$`);
const input = (label: string) => screen.getByLabelText(labelText(label));
const fieldBox = (bind: string) => {
  const box = document.querySelector<HTMLElement>(`[data-field="${bind}"]`);
  if (!box) throw new Error(`no field ${bind} on screen`);
  return box;
};
const submitButton = (name = 'Save and continue') => screen.getByRole('button', { name });

function fieldsOf(definition: StepDefinition) {
  return definition.sections.flatMap((s) => s.fields).filter((item): item is FieldDefinition => !isRepeater(item));
}

describe('CreateLead, rendered from forms/steps/CreateLead.json', () => {
  test('shows every label, marks exactly the required fields, and offers the rule tables\u2019 choices', async () => {
    const user = userEvent.setup();
    renderStep(createLead);
    expect(screen.getByRole('form', { name: 'Create Lead' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lead details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Product requirements' })).toBeInTheDocument();

    const fields = fieldsOf(createLead);
    expect(fields).toHaveLength(15);
    for (const field of fields) {
      const label = screen.getByText(labelText(field.label));
      expect(label.textContent, field.bind).toBe(field.required ? `${field.label} *` : field.label);
    }
    // The required text inputs are required for assistive technology too.
    for (const label of ['Shop name', 'Contact name', 'Mobile number']) expect(input(label)).toBeRequired();
    for (const label of ['E-mail', 'PAN', 'GSTIN', 'Shop address', 'City', 'Pincode', 'Notes']) expect(input(label)).not.toBeRequired();

    // A sales agent is offered all five products (forms/rules/lead-products.json).
    const products = within(fieldBox('input.product')).getAllByRole('checkbox');
    expect(products.map(accessibleName)).toEqual([
      'POS Device',
      'Voice Pod',
      'SQR Mini',
      'DQR Mini',
      'Voice Pod Pro',
    ]);
    expect(within(fieldBox('input.rating')).getAllByRole('radio').map(accessibleName)).toEqual(['Cold', 'Warm', 'Hot']);

    // Defaults: role Owner, lead source Sales app; the role list comes from person-relations.json.
    expect(screen.getByRole('combobox', { name: labelText('Role') })).toHaveValue('Owner');
    expect(screen.getByRole('combobox', { name: labelText('Lead source') })).toHaveValue('Sales app');
    await user.click(screen.getByRole('combobox', { name: labelText('Role') }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Owner', 'Partner', 'Director', 'Employee', 'Others']);
  });

  test('tapping the chosen option of a required select again keeps it chosen', async () => {
    const user = userEvent.setup();
    renderStep(createLead);
    const source = screen.getByRole('combobox', { name: labelText('Lead source') });
    expect(source).toHaveValue('Sales app');
    await user.click(source);
    await user.click(await screen.findByRole('option', { name: 'Sales app' }));
    expect(source).toHaveValue('Sales app');
  });

  test('a partner agent is offered only SQR Mini and DQR Mini', () => {
    renderStep(createLead, { environment: environmentWith({ isPartner: true }) });
    expect(within(fieldBox('input.product')).getAllByRole('checkbox').map(accessibleName)).toEqual(['SQR Mini', 'DQR Mini']);
  });

  test('submitting the empty form shows the spec messages under their fields and sends nothing', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderStep(createLead);
    await user.click(submitButton());
    expect(await within(fieldBox('input.shop.name')).findByText('Please enter the shop name.')).toBeInTheDocument();
    expect(within(fieldBox('input.contact.name')).getByText('Please enter the contact name.')).toBeInTheDocument();
    expect(within(fieldBox('input.contact.number')).getByText('Please enter a valid 10-digit mobile number.')).toBeInTheDocument();
    expect(within(fieldBox('input.product')).getByText('To proceed further, please select at least one product from the list.')).toBeInTheDocument();
    expect(input('Shop name')).toHaveAttribute('aria-invalid', 'true');
    // Lead source has its default, so it has no message.
    expect(within(fieldBox('input.leadSource')).queryByText('Please choose the lead source.')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('a filled form sends the operation\u2019s variables once: nested, normalised, defaults in, empty fields out', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderStep(createLead);
    await user.type(input('Shop name'), '  Sharma General Store ');
    await user.type(input('Contact name'), 'Ravi Sharma');
    await user.type(input('Mobile number'), '+91 98765-43210');
    await user.type(input('PAN'), 'aaacr5055k');
    await user.click(screen.getByRole('checkbox', { name: 'POS Device' }));
    await user.click(screen.getByRole('checkbox', { name: 'SQR Mini' }));
    await user.click(submitButton());

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      input: {
        shop: { name: 'Sharma General Store' },
        contact: { name: 'Ravi Sharma', number: '9876543210', role: 'Owner' },
        panNumber: 'AAACR5055K',
        leadSource: 'SALES_APP',
        product: ['POS_DEVICE', 'SQR_MINI'],
      },
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a field error returned by the server shows under that field and focuses it', async () => {
    const user = userEvent.setup();
    const message = 'A lead with this mobile number already exists.';
    const { onSubmit } = renderStep(createLead, {
      onSubmit: async () => ({ ok: false, field: 'input.contact.number', message }),
    });
    await user.type(input('Shop name'), 'Sharma General Store');
    await user.type(input('Contact name'), 'Ravi Sharma');
    await user.type(input('Mobile number'), '9876543210');
    await user.click(screen.getByRole('checkbox', { name: 'Voice Pod' }));
    await user.click(submitButton());

    expect(await within(fieldBox('input.contact.number')).findByText(message)).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(input('Mobile number')).toHaveAttribute('aria-invalid', 'true');
    expect(input('Mobile number')).toHaveFocus();
    expect(within(fieldBox('input.shop.name')).queryByText(message)).not.toBeInTheDocument();
  });

  test('read-only: every field is shown with its value but disabled, and the button continues', async () => {
    const user = userEvent.setup();
    const onContinue = vi.fn();
    const { onSubmit } = renderStep(createLead, {
      readOnly: true,
      onContinue,
      submitLabel: 'Continue',
      loadedValues: { input: { shop: { name: 'Sharma General Store' }, contact: { name: 'Ravi Sharma', number: '9876543210' }, product: ['VOICE_POD'] } },
    });
    expect(input('Shop name')).toHaveValue('Sharma General Store');
    for (const label of ['Shop name', 'Contact name', 'Mobile number', 'E-mail', 'PAN', 'Notes']) expect(input(label)).toBeDisabled();
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Voice Pod' })).toBeChecked();
    await user.click(submitButton('Continue'));
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('conditions and repeaters', () => {
  const referral: StepDefinition = {
    step: 'Referral',
    title: 'Referral',
    submit: { operation: 'Test' },
    sections: [
      {
        id: 'main',
        fields: [
          { bind: 'input.name', widget: 'text', label: 'Name', required: true },
          { bind: 'input.referrer', widget: 'text', label: 'Referred by' },
          { bind: 'input.referrerCode', widget: 'text', label: 'Referrer code', required: true, visibleWhen: { field: 'input.referrer', filled: true } },
        ],
      },
    ],
  };

  test('visibleWhen: a field appears only while another has a value, and is not submitted when hidden', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderStep(referral);
    expect(screen.queryByText(labelText('Referrer code'))).not.toBeInTheDocument();

    await user.type(input('Name'), 'Asha');
    await user.type(input('Referred by'), 'Vikram');
    expect(input('Referrer code')).toBeRequired();
    await user.click(submitButton());
    expect(await within(fieldBox('input.referrerCode')).findByText('Please enter referrer code.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(input('Referrer code'), 'REF-7');
    await user.clear(input('Referred by'));
    expect(screen.queryByText(labelText('Referrer code'))).not.toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ input: { name: 'Asha' } });
  });

  const stores: StepDefinition = {
    step: 'Stores',
    title: 'Stores',
    submit: { operation: 'Test' },
    sections: [
      {
        id: 'stores',
        fields: [
          {
            repeater: true,
            bind: 'input.stores',
            label: 'Store',
            minItems: 1,
            maxItems: 3,
            fields: [
              { bind: 'item.name', widget: 'text', label: 'Store name', required: true },
              { bind: 'item.city', widget: 'text', label: 'Store city' },
            ],
          },
        ],
      },
    ],
  };

  test('a repeater adds and removes items, and submits what is left', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderStep(stores);
    const add = () => screen.getByRole('button', { name: 'Add store' });

    await user.click(add());
    await user.click(add());
    expect(screen.getByText('Store 1')).toBeInTheDocument();
    expect(screen.getByText('Store 2')).toBeInTheDocument();
    const names = () => screen.getAllByLabelText(labelText('Store name'));
    expect(names()).toHaveLength(2);
    await user.type(names()[0]!, 'Andheri');
    await user.type(names()[1]!, 'Bandra');
    await user.type(screen.getAllByLabelText(labelText('Store city'))[1]!, 'Mumbai');

    await user.click(screen.getAllByRole('button', { name: 'Remove' })[0]!);
    expect(names()).toHaveLength(1);
    expect(names()[0]).toHaveValue('Bandra');
    expect(screen.queryByText('Store 2')).not.toBeInTheDocument();

    await user.click(add());
    await user.click(add());
    expect(names()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Add store' })).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Remove' })[2]!);
    await user.click(screen.getAllByRole('button', { name: 'Remove' })[1]!);

    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ input: { stores: [{ name: 'Bandra', city: 'Mumbai' }] } });
  });

  test('a repeater item\u2019s required field and the repeater\u2019s minimum are checked on submit', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderStep(stores);
    await user.click(submitButton());
    expect(await screen.findByText('Please add at least 1 store.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add store' }));
    await user.click(submitButton());
    expect(await within(fieldBox('input.stores.0.name')).findByText('Please enter store name.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('sections and errors that move', () => {
  test('a section with visibleWhen shows while a field holds the value it names', async () => {
    const user = userEvent.setup();
    const definition: StepDefinition = {
      step: 'Sections',
      title: 'Sections',
      submit: { operation: 'Test' },
      sections: [
        { id: 'main', title: 'Business', fields: [{ bind: 'input.ownership', widget: 'text', label: 'Ownership' }] },
        {
          id: 'partners',
          title: 'Partners',
          visibleWhen: { field: 'input.ownership', equals: 'PARTNERSHIP' },
          fields: [{ bind: 'input.partnerCount', widget: 'text', label: 'Number of partners', required: true }],
        },
        { id: 'partnerOnly', title: 'Partner programme', visibleWhen: { context: 'isPartner', equals: true }, fields: [{ bind: 'input.code', widget: 'text', label: 'Programme code' }] },
      ],
    };
    const { onSubmit } = renderStep(definition);
    expect(screen.queryByRole('heading', { name: 'Partners' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Partner programme' })).not.toBeInTheDocument();
    await user.type(input('Ownership'), 'PARTNERSHIP');
    expect(screen.getByRole('heading', { name: 'Partners' })).toBeInTheDocument();
    await user.click(submitButton());
    expect(await within(fieldBox('input.partnerCount')).findByText('Please enter number of partners.')).toBeInTheDocument();
    await user.clear(input('Ownership'));
    await user.type(input('Ownership'), 'PROPRIETORSHIP');
    expect(screen.queryByRole('heading', { name: 'Partners' })).not.toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ input: { ownership: 'PROPRIETORSHIP' } });
  });

  test('a section whose visibleWhen reads the step context shows for a partner', () => {
    const definition: StepDefinition = {
      step: 'Sections',
      title: 'Sections',
      submit: { operation: 'Test' },
      sections: [
        { id: 'partnerOnly', title: 'Partner programme', visibleWhen: { context: 'isPartner', equals: true }, fields: [{ bind: 'input.code', widget: 'text', label: 'Programme code' }] },
      ],
    };
    renderStep(definition, { environment: environmentWith({ isPartner: true }) });
    expect(screen.getByRole('heading', { name: 'Partner programme' })).toBeInTheDocument();
    expect(input('Programme code')).toBeInTheDocument();
  });

  test('removing a repeater item moves the errors with the items', async () => {
    const user = userEvent.setup();
    const definition: StepDefinition = {
      step: 'Stores',
      title: 'Stores',
      submit: { operation: 'Test' },
      sections: [
        { id: 'stores', fields: [{ repeater: true, bind: 'input.stores', label: 'Store', fields: [{ bind: 'item.name', widget: 'text', label: 'Store name', required: true }] }] },
      ],
    };
    renderStep(definition);
    await user.click(screen.getByRole('button', { name: 'Add store' }));
    await user.click(screen.getByRole('button', { name: 'Add store' }));
    await user.type(screen.getAllByLabelText(labelText('Store name'))[1]!, 'Bandra');
    await user.click(submitButton());
    expect(await within(fieldBox('input.stores.0.name')).findByText('Please enter store name.')).toBeInTheDocument();
    expect(within(fieldBox('input.stores.1.name')).queryByText('Please enter store name.')).not.toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Remove' })[0]!);
    expect(screen.getByLabelText(labelText('Store name'))).toHaveValue('Bandra');
    await waitFor(() => expect(screen.queryByText('Please enter store name.')).not.toBeInTheDocument());
    expect(screen.getByLabelText(labelText('Store name'))).not.toHaveAttribute('aria-invalid', 'true');
  });
});

describe('repeater items’ own conditions and option queries', () => {
  const proofs: StepDefinition = {
    step: 'Proofs',
    title: 'Proofs',
    submit: { operation: 'Test' },
    sections: [
      {
        id: 'stores',
        fields: [
          {
            repeater: true,
            bind: 'input.stores',
            label: 'Store',
            fields: [
              { bind: 'item.documentType', widget: 'text', label: 'Proof type' },
              { bind: 'item.documentNumber', widget: 'text', label: 'Proof number', visibleWhen: { field: 'item.documentType', filled: true } },
              { bind: 'item.stateCode', widget: 'text', label: 'State code' },
              {
                bind: 'item.cityId',
                widget: 'select',
                label: 'City',
                options: { query: 'CityList', variables: { input: { stateCode: '$field:item.stateCode' } }, items: 'cityList.cityList', value: 'id', label: 'name' },
              },
            ],
          },
        ],
      },
    ],
  };

  test('an item’s visibleWhen reads its own item, also after an item before it is removed', async () => {
    const user = userEvent.setup();
    renderStep(proofs);
    await user.click(screen.getByRole('button', { name: 'Add store' }));
    await user.click(screen.getByRole('button', { name: 'Add store' }));
    expect(screen.queryByText(labelText('Proof number'))).not.toBeInTheDocument();
    await user.type(screen.getAllByLabelText(labelText('Proof type'))[1]!, 'Shop licence');
    expect(screen.getAllByLabelText(labelText('Proof number'))).toHaveLength(1);
    expect(within(fieldBox('input.stores.0.documentType').parentElement!).queryByLabelText(labelText('Proof number'))).not.toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Remove' })[0]!);
    expect(screen.getAllByLabelText(labelText('Proof type'))).toHaveLength(1);
    expect(screen.getByLabelText(labelText('Proof type'))).toHaveValue('Shop licence');
    expect(screen.getByLabelText(labelText('Proof number'))).toBeInTheDocument();
  });

  test('an item’s option query takes its variables from its own item', async () => {
    const user = userEvent.setup();
    const loadOptions = vi.fn<LoadOptions>(async () => [{ value: '1', label: 'Mumbai' }]);
    renderStep(proofs, { environment: environmentWith({}, loadOptions) });
    await user.click(screen.getByRole('button', { name: 'Add store' }));
    expect(loadOptions).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(labelText('State code')), 'MH');
    await waitFor(() => expect(loadOptions).toHaveBeenCalled());
    expect(loadOptions.mock.calls.map(([, variables]) => variables)).toEqual([{ input: { stateCode: 'M' } }, { input: { stateCode: 'MH' } }]);
  });
});

describe('drafts', () => {
  const key: DraftKey = { employeeId: 'EMP1001', journeyId: 'new', step: 'CreateLead' };
  // The tab's copy of each draft lives in sessionStorage, which a real tab does not share with another test.
  beforeEach(() => sessionStorage.clear());

  async function savedDraft(store: DraftStore, draftKey: DraftKey = key) {
    return (await store.load(draftKey))?.values;
  }

  /**
   * A fake clock for a test that shows a draft is not saved later. It still moves on with real time,
   * so that findBy, waitFor and user-event's pauses run as they do on real timers; `everyTimerRuns`
   * then runs every timer still pending, however late it was set for, without waiting for it.
   */
  function onFakeClock() {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  }
  const everyTimerRuns = () => act(() => vi.runAllTimersAsync());
  afterEach(() => {
    vi.useRealTimers();
  });

  test('each change is stored at once, with no pause to wait out, and a fresh render with the same key restores it', async () => {
    const store = memoryDraftStore();
    const save = vi.spyOn(store, 'save');
    const user = userEvent.setup();
    const first = renderStep(createLead, { drafts: { store, key } });
    await user.type(input('Shop name'), 'S');
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    fireEvent.input(input('Shop name'), { target: { value: 'Sharma General Store' } });
    fireEvent.input(input('Mobile number'), { target: { value: '9876543210' } });
    // No pause to wait out: only the store's own writes.
    await waitFor(async () => expect((await savedDraft(store))?.input).toMatchObject({ shop: { name: 'Sharma General Store' }, contact: { number: '9876543210' } }));
    first.unmount();

    renderStep(createLead, { drafts: { store, key } });
    await waitFor(() => expect(input('Shop name')).toHaveValue('Sharma General Store'));
    expect(input('Mobile number')).toHaveValue('9876543210');
    // Defaults that the draft does not change are still there.
    expect(screen.getByRole('combobox', { name: labelText('Lead source') })).toHaveValue('Sales app');
  });

  /** A store whose writes wait until the test lets each one finish, as a busy phone's IndexedDB may. */
  function slowStore() {
    const inner = memoryDraftStore();
    const waiting: (() => void)[] = [];
    const writes: unknown[] = [];
    const store: DraftStore = {
      load: (draftKey) => inner.load(draftKey),
      save: (draftKey, values, options) => {
        writes.push(structuredClone(values));
        return new Promise<void>((resolve) => waiting.push(() => void inner.save(draftKey, values, options).then(resolve)));
      },
      drop: (draftKey) => inner.drop(draftKey),
    };
    const finishOne = async () => {
      await act(async () => {
        waiting.shift()?.();
        await Promise.resolve();
      });
    };
    return { store, writes, finishOne, waiting };
  }

  /** Renders the step and waits until its draft was looked for: from then on, what is typed is kept. */
  async function renderWithDraftRead(store: DraftStore) {
    const load = vi.spyOn(store, 'load');
    renderStep(createLead, { drafts: { store, key } });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => {
      await load.mock.results[0]?.value;
    });
  }

  test('changes made while a write is under way go in one write after it, so the newest is stored last and never an older one after it', async () => {
    const { store, writes, finishOne } = slowStore();
    await renderWithDraftRead(store);
    fireEvent.input(input('Shop name'), { target: { value: 'S' } });
    fireEvent.input(input('Shop name'), { target: { value: 'Sh' } });
    fireEvent.input(input('Shop name'), { target: { value: 'Sharma' } });
    expect(writes).toHaveLength(1);
    await finishOne();
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes.map((w) => (w as { input: { shop: { name: string } } }).input.shop.name)).toEqual(['S', 'Sharma']);
    await finishOne();
    expect((await savedDraft(store))?.input).toMatchObject({ shop: { name: 'Sharma' } });
  });

  test("a reload that stopped IndexedDB's writes still brings back the newest text, from the tab's copy, with the note", async () => {
    const { store, writes } = slowStore();
    await renderWithDraftRead(store);
    fireEvent.input(input('Shop name'), { target: { value: 'S' } });
    fireEvent.input(input('Shop name'), { target: { value: 'Sharma General Store' } });
    // Neither write ever lands: the page went first.
    expect(writes).toHaveLength(1);
    cleanup();

    renderStep(createLead, { drafts: { store, key } });
    await waitFor(() => expect(input('Shop name')).toHaveValue('Sharma General Store'));
    expect(screen.getByRole('status')).toHaveTextContent(/^What you typed on .* is back\. It was not saved yet\./);
  });

  test("an older copy in the tab gives way to a newer IndexedDB draft, and a full sessionStorage leaves the IndexedDB draft to speak", async () => {
    let now = new Date(2026, 10, 20, 16, 5).getTime();
    const store = memoryDraftStore(() => now);
    const mirror = sessionDraftMirror();
    mirror.write(key, { values: { input: { shop: { name: 'Sharma' } } }, savedAt: now });
    now += 1000;
    await store.save(key, { input: { shop: { name: 'Sharma General Store' } } });
    expect((await draftWriter(store, key, mirror, () => now).load())?.values).toEqual({ input: { shop: { name: 'Sharma General Store' } } });

    const full = { setItem: () => { throw new DOMException('full', 'QuotaExceededError'); }, getItem: (k: string) => sessionStorage.getItem(k), removeItem: (k: string) => sessionStorage.removeItem(k) } as unknown as Storage;
    const writer = draftWriter(store, key, sessionDraftMirror(() => full), () => now + 1000);
    writer.write({ input: { shop: { name: 'Sharma General Stores' } } });
    await writer.settled();
    expect(sessionStorage.length).toBe(0);
    expect((await writer.load())?.values).toEqual({ input: { shop: { name: 'Sharma General Stores' } } });
  });

  test('a page being put away (pagehide, or hidden) writes the newest change at once, without waiting for the write under way', async () => {
    const { store, writes, finishOne } = slowStore();
    await renderWithDraftRead(store);
    fireEvent.input(input('Shop name'), { target: { value: 'S' } });
    fireEvent.input(input('Shop name'), { target: { value: 'Sharma General Store' } });
    expect(writes).toHaveLength(1);
    fireEvent(window, new Event('pagehide'));
    expect(writes).toHaveLength(2);
    await finishOne();
    await finishOne();
    expect((await savedDraft(store))?.input).toMatchObject({ shop: { name: 'Sharma General Store' } });
  });

  test('a draft that holds what the server already has comes back without a note, and is not kept', async () => {
    const store = memoryDraftStore();
    const loaded = { input: { shop: { name: 'Sharma General Store' }, contact: { name: 'Ravi Sharma', number: '9876543210' } } };
    // As kept before: the same values, one written with spaces and no e-mail where the record has null.
    await store.save(key, { input: { shop: { name: 'Sharma General Store ' }, contact: { name: 'Ravi Sharma', number: '9876543210', email: '' } } });
    renderStep(createLead, { drafts: { store, key }, loadedValues: loaded });
    await waitFor(async () => expect(await savedDraft(store)).toBeUndefined());
    expect(input('Shop name')).toHaveValue('Sharma General Store');
    expect(screen.queryByText(/What you typed/)).toBeNull();
  });

  test('typing a field back to what is saved keeps no draft, and a reload then says nothing', async () => {
    const store = memoryDraftStore();
    const loaded = { input: { shop: { name: 'Sharma General Store' }, contact: { name: 'Ravi Sharma', number: '9876543210' } } };
    const first = renderStep(createLead, { drafts: { store, key }, loadedValues: loaded });
    await waitFor(() => expect(input('Shop name')).toHaveValue('Sharma General Store'));
    fireEvent.input(input('Shop name'), { target: { value: 'Sharma Stores' } });
    await waitFor(async () => expect((await savedDraft(store))?.input).toMatchObject({ shop: { name: 'Sharma Stores' } }));
    fireEvent.input(input('Shop name'), { target: { value: 'Sharma General Store' } });
    await waitFor(async () => expect(await savedDraft(store)).toBeUndefined());
    first.unmount();
    renderStep(createLead, { drafts: { store, key }, loadedValues: loaded });
    await waitFor(() => expect(input('Shop name')).toHaveValue('Sharma General Store'));
    expect(screen.queryByText(/What you typed/)).toBeNull();
  });

  test('a draft the app kept as it sent the phone to another page (DigiLocker) comes back without the note; typed changes after a reload still get it', async () => {
    const store = memoryDraftStore();
    await store.save(key, { input: { shop: { name: 'Sharma General Store' } } }, { handoff: true });
    const first = renderStep(createLead, { drafts: { store, key } });
    await waitFor(() => expect(input('Shop name')).toHaveValue('Sharma General Store'));
    expect(screen.queryByText(/What you typed/)).toBeNull();
    fireEvent.input(input('Contact name'), { target: { value: 'Ravi Sharma' } });
    await waitFor(async () => expect((await store.load(key))?.handoff).toBeUndefined());
    first.unmount();
    renderStep(createLead, { drafts: { store, key } });
    await screen.findByText(/What you typed/);
    expect(input('Contact name')).toHaveValue('Ravi Sharma');
  });

  /** Stands in for the app's MCC picker: a choice of merchant category held by the form, as the picker holds it. */
  function MccChoice({ name, control }: DomainWidgetProps) {
    const { field } = useController({ control, name });
    return (
      <NativeSelect
        label="Merchant category"
        data={[{ value: '', label: 'Choose' }, { value: '5411', label: 'Grocery Stores (5411)' }, { value: '5912', label: 'Drug Stores and Pharmacies (5912)' }]}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => field.onChange(event.currentTarget.value)}
      />
    );
  }

  test("Business Details: a merchant category chosen and its licence number typed are in the draft at once, and both come back", async () => {
    const store = memoryDraftStore();
    const businessKey: DraftKey = { ...key, journeyId: 'lead-1', step: 'BusinessDetails' };
    const load = vi.spyOn(store, 'load');
    const first = renderStep(realStep('BusinessDetails'), { drafts: { store, key: businessKey }, domainWidgets: { mccPicker: MccChoice } });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => {
      await load.mock.results[0]?.value;
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Merchant category' }), { target: { value: '5912' } });
    fireEvent.input(await screen.findByLabelText(labelText('Business operating licence number')), { target: { value: 'MH-PUN-20-118' } });
    await waitFor(async () => expect((await savedDraft(store, businessKey))?.input).toMatchObject({ mccCode: '5912', licenceNumber: 'MH-PUN-20-118' }));
    first.unmount();

    renderStep(realStep('BusinessDetails'), { drafts: { store, key: businessKey }, domainWidgets: { mccPicker: MccChoice } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Merchant category' })).toHaveValue('5912'));
    expect(input('Business operating licence number')).toHaveValue('MH-PUN-20-118');
    expect(await screen.findByText(/What you typed/)).toBeInTheDocument();
  });

  /** Stands in for the purchase order panel: its value is the status it last read, which Refresh status reads again. */
  function StatusPanel({ name, control }: DomainWidgetProps) {
    const { field } = useController({ control, name });
    return <Button onClick={() => field.onChange('ACCEPTED')}>Refresh status</Button>;
  }

  test('a panel reading its status again (Refresh status) is no typing: no draft is kept, and the step opens again without the note', async () => {
    const store = memoryDraftStore();
    const save = vi.spyOn(store, 'save');
    const withPanel: StepDefinition = {
      step: 'PurchaseOrder',
      title: 'Purchase Order',
      submit: { operation: 'PurchaseOrderStep_Save' },
      sections: [{ id: 'po', fields: [{ bind: 'input.remarks', widget: 'text', label: 'Remarks' }, { bind: 'input.purchaseOrderPanel', widget: 'purchaseOrder', label: 'Purchase order', sent: false }] }],
    };
    const poKey: DraftKey = { ...key, step: 'PurchaseOrder' };
    const user = userEvent.setup();
    const first = renderStep(withPanel, { drafts: { store, key: poKey }, domainWidgets: { purchaseOrder: StatusPanel }, loadedValues: { input: { purchaseOrderPanel: 'SENT' } } });
    await user.click(await screen.findByRole('button', { name: 'Refresh status' }));
    await waitFor(async () => expect(await savedDraft(store, poKey)).toBeUndefined());
    expect(save).not.toHaveBeenCalled();
    first.unmount();
    renderStep(withPanel, { drafts: { store, key: poKey }, domainWidgets: { purchaseOrder: StatusPanel }, loadedValues: { input: { purchaseOrderPanel: 'SENT' } } });
    await screen.findByRole('button', { name: 'Refresh status' });
    expect(screen.queryByText(/What you typed/)).toBeNull();
  });

  /** Stands in for a document's capture: its number is saved as typed, and the step's save waits for it. */
  function NumberedDocument({ name, error }: DomainWidgetProps) {
    const { holdSave } = useStepFormEnvironment();
    const [number, setNumber] = useState('');
    const landed = useRef<Promise<void>>(Promise.resolve());
    const latest = useRef(number);
    latest.current = number;
    useEffect(() => holdSave?.(name, async () => {
      await landed.current;
      return latest.current ? null : 'Please type the document number.';
    }), [holdSave, name]);
    return (
      <>
        <TextInput label="Document number" value={number} onChange={(event) => {
          setNumber(event.currentTarget.value);
          landed.current = new Promise((resolve) => setTimeout(resolve, 50));
        }} />
        {error && <p role="alert">{error}</p>}
      </>
    );
  }

  test("a widget holding the save: the save waits for what it stores itself, and goes not at all while it refuses, its message on the field", async () => {
    const withDocument: StepDefinition = {
      step: 'OtherBusinessDoc',
      title: 'Other business documents',
      submit: { operation: 'OtherBusinessDocStep_Save' },
      sections: [{ id: 'proof', fields: [{ bind: 'input.documents.GST', widget: 'documentCapture', label: 'GST certificate' }] }],
    };
    const user = userEvent.setup();
    const { onSubmit } = renderStep(withDocument, { domainWidgets: { documentCapture: NumberedDocument } });
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please type the document number.');
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(input('Document number'), { target: { value: '27AAPFU0939F1ZV' } });
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  test('a different agent on the same phone does not see the draft', async () => {
    const store = memoryDraftStore();
    await store.save(key, { input: { shop: { name: 'Sharma General Store' } } });
    const load = vi.spyOn(store, 'load');
    renderStep(createLead, { drafts: { store, key: { ...key, employeeId: 'EMP2002' } } });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => {
      await load.mock.results[0]?.value;
    });
    expect(input('Shop name')).toHaveValue('');
    expect(await savedDraft(store)).toEqual({ input: { shop: { name: 'Sharma General Store' } } });
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('a restored draft says when it was typed, and discarding it brings back what is saved and keeps no draft', async () => {
    const typedAt = new Date(2026, 10, 20, 16, 5).getTime();
    const store = memoryDraftStore(() => typedAt);
    const user = onFakeClock();
    await store.save(key, { input: { shop: { name: 'Sharma General Store' } } });
    renderStep(createLead, { drafts: { store, key } });
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(draftTexts.restored('20 Nov, 4:05 PM'));
    expect(input('Shop name')).toHaveValue('Sharma General Store');

    await user.click(within(notice).getByRole('button', { name: draftTexts.discard }));
    await waitFor(() => expect(input('Shop name')).toHaveValue(''));
    expect(screen.queryByRole('status')).toBeNull();
    // Once any save the reset could have started has run.
    await everyTimerRuns();
    expect(await savedDraft(store)).toBeUndefined();
    expect(input('Shop name')).toHaveValue('');
    expect(screen.queryByRole('status')).toBeNull();
  });

  test(`a draft is kept for ${DRAFT_MAX_AGE_DAYS} days after it was last saved, and dropped after that`, async () => {
    let now = new Date(2026, 10, 1, 9, 0).getTime();
    const store = memoryDraftStore(() => now);
    await store.save(key, { input: { shop: { name: 'Sharma General Store' } } });
    now += DRAFT_MAX_AGE_MS;
    expect(await savedDraft(store)).toEqual({ input: { shop: { name: 'Sharma General Store' } } });
    now += 1;
    expect(await savedDraft(store)).toBeUndefined();
    now -= 1;
    expect(await savedDraft(store)).toBeUndefined();
  });

  test('a restored draft is submitted like typed values, and a successful submit drops it for good', async () => {
    const store = memoryDraftStore();
    const user = onFakeClock();
    await store.save(key, { input: { shop: { name: 'Sharma General Store' }, contact: { name: 'Ravi Sharma', number: '9876543210' } } });
    const { onSubmit } = renderStep(createLead, { drafts: { store, key } });
    await waitFor(() => expect(input('Shop name')).toHaveValue('Sharma General Store'));
    // The last keystroke's save is still pending when the agent submits.
    await user.click(screen.getByRole('checkbox', { name: 'DQR Mini' }));
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ input: { shop: { name: 'Sharma General Store' }, product: ['DQR_MINI'] } });
    await waitFor(async () => expect(await savedDraft(store)).toBeUndefined());
    // Still gone once every pending save has run.
    await everyTimerRuns();
    expect(await savedDraft(store)).toBeUndefined();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  test("a successful save goes on (to the next step) only once the step's draft is dropped, so that closing the page then keeps no draft", async () => {
    const store = memoryDraftStore();
    const user = userEvent.setup();
    await store.save(key, { input: { shop: { name: 'Sharma General Store' }, contact: { name: 'Ravi Sharma', number: '9876543210' } } });
    const draftWhenGoingOn: unknown[] = [];
    const next = vi.fn(() => void store.load(key).then((draft) => draftWhenGoingOn.push(draft)));
    renderStep(createLead, { drafts: { store, key }, onSubmit: async () => ({ ok: true, next }) });
    await waitFor(() => expect(input('Shop name')).toHaveValue('Sharma General Store'));
    await user.click(screen.getByRole('checkbox', { name: 'DQR Mini' }));
    await user.click(submitButton());
    await waitFor(() => expect(draftWhenGoingOn).toEqual([undefined]));
    expect(next).toHaveBeenCalledTimes(1);
  });
});

describe('query option sources', () => {
  const pan = 'AAACR5055K';
  const gstinOf = (state: string) => `${state}${pan}1Z${gstinCheckCharacter(`${state}${pan}1Z`)}`;
  const maharashtra = gstinOf('27');
  const gujarat = gstinOf('24');

  /** Stands in for the app's PAN lookup: the agent types, and Verify writes the PAN into the form. */
  function PanEntry({ field, name, control, required, error }: DomainWidgetProps) {
    const { field: value } = useController({ control, name });
    const [text, setText] = useState('');
    return (
      <>
        <TextInput label={field.label} required={required} error={error} value={text} onChange={(e) => setText(e.currentTarget.value)} />
        <Button onClick={() => value.onChange(text.toUpperCase())}>Verify</Button>
      </>
    );
  }

  /** Stands in for the app's GSTIN picker: it offers the options the engine loaded for the field. */
  function GstinChoice({ field, name, control, error, options, optionsFailed }: DomainWidgetProps) {
    const { field: value } = useController({ control, name });
    return (
      <NativeSelect
        label={field.label}
        error={optionsFailed ? 'Could not load the choices. Please try again.' : error}
        value={String(value.value ?? '')}
        onChange={(e) => value.onChange(e.currentTarget.value)}
        data={[{ value: '', label: '' }, ...options.map((o) => ({ value: String(o.value), label: o.label }))]}
      />
    );
  }
  const widgets = { panLookup: PanEntry, gstinPicker: GstinChoice };

  test('PanDetail\u2019s GSTIN picker is given its choices, loaded with the PAN once the PAN has a value', async () => {
    const user = userEvent.setup();
    const loadOptions = vi.fn<LoadOptions>(async () => [
      { value: maharashtra, label: maharashtra },
      { value: gujarat, label: gujarat },
    ]);
    const { onSubmit } = renderStep(panDetail, {
      environment: environmentWith({ leadId: 'lead-42' }, loadOptions),
      domainWidgets: widgets,
    });
    expect(screen.queryByText(labelText('GSTIN'))).not.toBeInTheDocument();
    await user.type(input('PAN ID/ GST number'), pan.toLowerCase());
    expect(loadOptions).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const gstin = await screen.findByRole('combobox', { name: labelText('GSTIN') });
    await waitFor(() => expect(loadOptions).toHaveBeenCalledTimes(1));
    const [source, variables] = loadOptions.mock.calls[0]!;
    expect(source).toMatchObject({ query: 'GstinsFromPAN', items: 'gstinsFromPAN.gstins' });
    expect(variables).toEqual({ input: { panNumber: pan } });

    await waitFor(() => expect(within(gstin).getAllByRole('option').map((o) => o.textContent)).toEqual(['', maharashtra, gujarat]));
    await user.selectOptions(gstin, gujarat);
    expect(gstin).toHaveValue(gujarat);
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ input: { id: 'lead-42', panNumber: pan, gstin: gujarat } });
    expect(loadOptions).toHaveBeenCalledTimes(1);
  });

  test('choices that fail to load say so under the field', async () => {
    const user = userEvent.setup();
    const loadOptions = vi.fn<LoadOptions>(async () => {
      throw new Error('network down');
    });
    renderStep(panDetail, { environment: environmentWith({}, loadOptions), domainWidgets: widgets });
    await user.type(input('PAN ID/ GST number'), pan);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await within(fieldBox('input.gstin')).findByText('Could not load the choices. Please try again.')).toBeInTheDocument();
  });
});

describe('re-render isolation: a keystroke re-renders its own field, not the form', () => {
  const renders = new Map<string, number>();
  const rendersOf = (name: string) => renders.get(name) ?? 0;

  /** A domain widget that counts its own renders. */
  function RenderCounter({ field, name, control, required, error }: DomainWidgetProps) {
    renders.set(name, rendersOf(name) + 1);
    const { field: value } = useController({ control, name });
    return <TextInput label={field.label} required={required} error={error} value={String(value.value ?? '')} onChange={(e) => value.onChange(e.currentTarget.value)} onBlur={value.onBlur} />;
  }
  const widgets: DomainWidgetRegistry = { renderCounter: RenderCounter };

  /**
   * Text fields around two counting widgets: one that depends on nothing, one whose required-ness
   * depends on 'Field B' (the positive control: it must re-render when B changes). Reading
   * `definition.title` and a section's `title` happens only when StepForm's root and a Section
   * render, so getters on them count those renders.
   */
  function isolationDefinition(counts: { root: number; sections: number }): StepDefinition {
    const sections = [
      {
        id: 'first',
        title: 'First',
        fields: [
          { bind: 'input.a', widget: 'text', label: 'Field A', required: true },
          { bind: 'input.counted', widget: 'renderCounter', label: 'Counted', required: true },
          { bind: 'input.b', widget: 'text', label: 'Field B', required: true },
        ],
      },
      {
        id: 'second',
        title: 'Second',
        fields: [
          { bind: 'input.c', widget: 'text', label: 'Field C', required: true },
          { bind: 'input.dependent', widget: 'renderCounter', label: 'Dependent', requiredWhen: { field: 'input.b', filled: true } },
        ],
      },
    ].map((section) => {
      const { title, ...rest } = section;
      return Object.defineProperty(rest, 'title', {
        enumerable: true,
        get() {
          counts.sections++;
          return title;
        },
      }) as StepDefinition['sections'][number];
    });
    const definition = { step: 'Isolation', submit: { operation: 'Test' }, sections } as unknown as StepDefinition;
    return Object.defineProperty(definition, 'title', {
      enumerable: true,
      get() {
        counts.root++;
        return 'Isolation';
      },
    });
  }

  function renderIsolation() {
    renders.clear();
    const counts = { root: 0, sections: 0, profilerUpdates: 0 };
    const onRender: ProfilerOnRenderCallback = (_id, phase) => {
      if (phase !== 'mount') counts.profilerUpdates++;
    };
    const onSubmit = vi.fn<Submit>(async () => ({ ok: true }));
    render(
      <MantineProvider env="test">
        <Profiler id="step-form" onRender={onRender}>
          <StepForm definition={isolationDefinition(counts)} environment={environmentWith()} domainWidgets={widgets} onSubmit={onSubmit} />
        </Profiler>
      </MantineProvider>,
    );
    const reset = () => {
      renders.clear();
      counts.root = 0;
      counts.sections = 0;
      counts.profilerUpdates = 0;
    };
    return { counts, reset, onSubmit };
  }

  test('before any submit, typing 10 characters in a text field commits nothing at all', async () => {
    const user = userEvent.setup();
    const { counts, reset } = renderIsolation();
    expect(rendersOf('input.counted')).toBeGreaterThan(0);
    expect(counts.root).toBeGreaterThan(0);
    reset();

    await user.type(input('Field A'), '0123456789');
    expect(input('Field A')).toHaveValue('0123456789');
    expect(rendersOf('input.counted')).toBe(0);
    expect(rendersOf('input.dependent')).toBe(0);
    expect(counts.root).toBe(0);
    expect(counts.sections).toBe(0);
    expect(counts.profilerUpdates).toBe(0);
  });

  test('positive control: typing in the field a condition reads re-renders the dependent widget only', async () => {
    const user = userEvent.setup();
    const { counts, reset } = renderIsolation();
    reset();
    await user.type(input('Field B'), '0123456789');
    expect(rendersOf('input.dependent')).toBeGreaterThan(0);
    expect(screen.getByLabelText(labelText('Dependent'))).toBeRequired();
    expect(rendersOf('input.counted')).toBe(0);
    expect(counts.root).toBe(0);
    expect(counts.sections).toBe(0);
    // The Profiler does see commits inside the form: the zero above is not for want of looking.
    expect(counts.profilerUpdates).toBeGreaterThan(0);
  });

  test('after a failed submit, re-validating on each keystroke still re-renders neither the form nor other fields', async () => {
    const user = userEvent.setup();
    const { counts, reset, onSubmit } = renderIsolation();
    await user.click(submitButton());
    expect(await within(fieldBox('input.a')).findByText('Please enter field A.')).toBeInTheDocument();
    expect(within(fieldBox('input.counted')).getByText('Please enter counted.')).toBeInTheDocument();
    reset();

    await user.type(input('Field A'), '0123456789');
    await waitFor(() => expect(within(fieldBox('input.a')).queryByText('Please enter field A.')).not.toBeInTheDocument());
    expect(within(fieldBox('input.counted')).getByText('Please enter counted.')).toBeInTheDocument();
    expect(rendersOf('input.counted')).toBe(0);
    expect(rendersOf('input.dependent')).toBe(0);
    expect(counts.root).toBe(0);
    expect(counts.sections).toBe(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

function accessibleName(element: HTMLElement): string {
  const id = element.getAttribute('id');
  const label = id ? document.querySelector(`label[for="${id}"]`) : null;
  return (label?.textContent ?? element.getAttribute('aria-label') ?? '').trim();
}

describe('locked after verification', () => {
  const verified = {
    step: 'Verified',
    title: 'Verified',
    submit: { operation: 'Test' },
    sections: [
      {
        id: 'account',
        fields: [
          { bind: 'input.bankAccountNumber', widget: 'text', label: 'Bank account number', lockedAfterVerification: true },
          { bind: 'input.ifscCode', widget: 'text', label: 'IFSC', lockedAfterVerification: true },
          { bind: 'input.accountHolderName', widget: 'text', label: 'Beneficiary name' },
        ],
      },
    ],
  } satisfies StepDefinition;

  test('a verified account number loaded from the record is read-only; the fields not marked stay editable', async () => {
    renderStep(verified, { loadedValues: { input: { bankAccountNumber: '50100012345678', ifscCode: 'HDFC0000001' } } });
    expect(await screen.findByLabelText(labelText('Bank account number'))).toBeDisabled();
    expect(input('IFSC')).toBeDisabled();
    expect(input('Beneficiary name')).not.toBeDisabled();
  });

  test('before anything is saved the same fields can be typed in', async () => {
    renderStep(verified);
    expect(await screen.findByLabelText(labelText('Bank account number'))).not.toBeDisabled();
    expect(input('IFSC')).not.toBeDisabled();
  });
});

describe('dates typed on a phone', () => {
  const birth: StepDefinition = {
    step: 'Birth',
    title: 'Birth',
    submit: { operation: 'Test' },
    sections: [{ id: 'main', fields: [{ bind: 'input.dateOfBirth', widget: 'date', label: 'Date of birth', validate: ['pastDate'] }] }],
  };
  const calendar = () => document.querySelector('[data-dates-dropdown]');

  test('a date typed day first is that day, and the calendar folds away once it is whole', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderStep(birth);
    await user.click(input('Date of birth'));
    expect(calendar()).toBeInTheDocument();

    await user.type(input('Date of birth'), '05/08/199');
    expect(calendar()).toBeInTheDocument();
    await user.type(input('Date of birth'), '0');
    await waitFor(() => expect(calendar()).not.toBeInTheDocument());

    await user.click(input('Date of birth'));
    expect(calendar()).toBeInTheDocument();
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ input: { dateOfBirth: '1990-08-05' } });
  });
});
