import { describe, expect, test } from 'vitest';
import { compileStep, initialValues, valuesFromRecord, type FormValues, type OperationVariables } from '../../src/engine/compile';
import type { FieldDefinition, SectionDefinition, StepContext, StepDefinition } from '../../src/engine/definition';
import { fieldMaxLength } from '../../src/engine/field-limits';
import { LEAD_LIMITS, leadDetailsSchema, leadMessages } from '../../src/domain/lead-input';
import { readFormsBundle, ruleBook, stepDefinitions } from '../../src/server/forms/forms-on-disk';

// What an agent sees when submitting a step (the messages under the fields) and what the app
// sends (the operation's variables), from the same definition.

const bundle = readFormsBundle();
const rules = ruleBook(bundle);
const steps = stepDefinitions(bundle);

function realStep(name: string): StepDefinition {
  const definition = steps.get(name);
  if (!definition) throw new Error(`no definition for ${name}`);
  return definition;
}

const createLead = realStep('CreateLead');
const panDetail = realStep('PanDetail');

type Outcome = { ok: true; variables: OperationVariables } | { ok: false; issues: { path: PropertyKey[]; message: string }[] };

function submit(definition: StepDefinition, values: FormValues, context: StepContext = {}): Outcome {
  const result = compileStep(definition, { context, rules }).safeParse(values);
  if (result.success) return { ok: true, variables: result.data };
  return { ok: false, issues: result.error.issues.map((issue) => ({ path: issue.path, message: issue.message })) };
}

/** The variables sent; fails the test with the messages when the form does not validate. */
function sent(definition: StepDefinition, values: FormValues, context: StepContext = {}): OperationVariables {
  const outcome = submit(definition, values, context);
  if (!outcome.ok) throw new Error(`expected the form to validate, got ${JSON.stringify(outcome.issues)}`);
  return outcome.variables;
}

/** The messages shown, with where; fails the test when the form validates. */
function problems(definition: StepDefinition, values: FormValues, context: StepContext = {}) {
  const outcome = submit(definition, values, context);
  if (outcome.ok) throw new Error(`expected problems, the form sent ${JSON.stringify(outcome.variables)}`);
  return outcome.issues;
}

function stepOf(sections: SectionDefinition[], submitPart: Partial<StepDefinition['submit']> = {}): StepDefinition {
  return { step: 'Test', title: 'Test', submit: { operation: 'Test', ...submitPart }, sections };
}

/** A one-section step with these fields. */
function stepWith(...fields: FieldDefinition[]): StepDefinition {
  return stepOf([{ id: 'main', fields }]);
}

/** The single field of `stepWith(field)`, submitted with `value` at its bind path. */
function one(field: FieldDefinition, value: unknown) {
  const definition = stepWith(field);
  const [root, ...rest] = field.bind.split('.');
  const values: FormValues = {};
  let cursor = values as Record<string, unknown>;
  for (const segment of [root!, ...rest].slice(0, -1)) cursor = cursor[segment] = {} as Record<string, unknown>;
  cursor[[root!, ...rest].at(-1)!] = value;
  return submit(definition, values);
}

const text = (bind: string, label: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({ bind, widget: 'text', label, ...extra });

describe('required fields', () => {
  test("an empty required field says 'Please enter' and its label", () => {
    expect(problems(stepWith(text('input.name', 'Shop name', { required: true })), { input: { name: '  ' } })).toEqual([
      { path: ['input', 'name'], message: 'Please enter shop name.' },
    ]);
  });

  test("a required choice says 'Please choose'", () => {
    const definition = stepWith(
      { bind: 'input.ownershipType', widget: 'select', label: 'Ownership type', required: true },
      { bind: 'input.rating', widget: 'radio', label: 'Lead rating', required: true },
      { bind: 'input.products', widget: 'checkboxGroup', label: 'Products', required: true },
    );
    expect(problems(definition, { input: { ownershipType: '', products: [] } })).toEqual([
      { path: ['input', 'ownershipType'], message: 'Please choose ownership type.' },
      { path: ['input', 'rating'], message: 'Please choose lead rating.' },
      { path: ['input', 'products'], message: 'Please choose products.' },
    ]);
  });

  test('a label that starts with an acronym keeps its capitals', () => {
    const definition = stepWith(
      text('input.gstin', 'GSTIN', { required: true }),
      text('input.panNumber', 'PAN ID/ GST number', { required: true }),
      { bind: 'input.identityType', widget: 'select', label: 'KYC document', required: true },
      text('input.email', 'E-mail', { required: true }),
    );
    expect(problems(definition, { input: {} })).toEqual([
      { path: ['input', 'gstin'], message: 'Please enter GSTIN.' },
      { path: ['input', 'panNumber'], message: 'Please enter PAN ID/ GST number.' },
      { path: ['input', 'identityType'], message: 'Please choose KYC document.' },
      { path: ['input', 'email'], message: 'Please enter e-mail.' },
    ]);
  });

  test('requiredMessage replaces the default message', () => {
    const field = text('input.legalName', 'Business name', { required: true, requiredMessage: 'Please enter the business name.' });
    expect(one(field, '')).toEqual({ ok: false, issues: [{ path: ['input', 'legalName'], message: 'Please enter the business name.' }] });
  });

  test('an optional empty field is not sent at all', () => {
    expect(sent(stepWith(text('input.name', 'Name', { required: true }), text('input.notes', 'Notes')), { input: { name: 'Asha', notes: '' } })).toEqual({
      input: { name: 'Asha' },
    });
  });

  test('an empty CreateLead shows the spec messages of its required fields, in screen order', () => {
    expect(problems(createLead, initialValues(createLead))).toEqual([
      { path: ['input', 'shop', 'name'], message: 'Please enter the shop name.' },
      { path: ['input', 'contact', 'name'], message: 'Please enter the contact name.' },
      { path: ['input', 'contact', 'number'], message: 'Please enter a valid 10-digit mobile number.' },
      { path: ['input', 'product'], message: 'To proceed further, please select at least one product from the list.' },
    ]);
  });

  test('requiredWhen: required only while its condition holds', () => {
    const definition = stepWith(
      { bind: 'input.identityType', widget: 'select', label: 'KYC document' },
      text('input.documentNumber', 'Registration number', {
        requiredWhen: { field: 'input.identityType', equals: 'DRIVING_LICENSE' },
        requiredMessage: 'Please enter the driving license registration number.',
      }),
    );
    expect(problems(definition, { input: { identityType: 'DRIVING_LICENSE', documentNumber: '' } })).toEqual([
      { path: ['input', 'documentNumber'], message: 'Please enter the driving license registration number.' },
    ]);
    expect(sent(definition, { input: { identityType: 'VOTER_ID', documentNumber: '' } })).toEqual({ input: { identityType: 'VOTER_ID' } });
    expect(sent(definition, { input: { identityType: 'DRIVING_LICENSE', documentNumber: 'MH1220110012345' } })).toEqual({
      input: { identityType: 'DRIVING_LICENSE', documentNumber: 'MH1220110012345' },
    });
  });
});

describe('visibility', () => {
  const definition = stepWith(
    { bind: 'input.businessProofType', widget: 'select', label: 'Business proof', required: true },
    text('input.gstin', 'GSTIN', {
      required: true,
      validate: ['gstin'],
      visibleWhen: { field: 'input.businessProofType', in: ['GSTIN_MANUAL', 'GSTIN_AUTO_FETCHED'] },
    }),
  );

  test('a hidden field is neither validated nor sent, even when required and filled with junk', () => {
    expect(sent(definition, { input: { businessProofType: 'UDYAM', gstin: 'not a gstin' } })).toEqual({ input: { businessProofType: 'UDYAM' } });
  });

  test('a field marked sent: false is neither validated nor sent, even when required', () => {
    const kept = stepWith({ bind: 'input.businessProofType', widget: 'select', label: 'Business proof' }, text('input.note', 'Note', { required: true, validate: ['gstin'], sent: false }));
    expect(sent(kept, { input: { businessProofType: 'UDYAM', note: 'not a gstin' } })).toEqual({ input: { businessProofType: 'UDYAM' } });
    expect(sent(kept, { input: { businessProofType: 'UDYAM' } })).toEqual({ input: { businessProofType: 'UDYAM' } });
  });

  test('the same field, once visible, is required and validated', () => {
    expect(problems(definition, { input: { businessProofType: 'GSTIN_MANUAL', gstin: '' } })).toEqual([
      { path: ['input', 'gstin'], message: 'Please enter GSTIN.' },
    ]);
    expect(problems(definition, { input: { businessProofType: 'GSTIN_MANUAL', gstin: 'not a gstin' } })).toEqual([
      { path: ['input', 'gstin'], message: 'Invalid GST Number format' },
    ]);
  });

  test('a hidden section: none of its fields is validated or sent', () => {
    const withSection = stepOf([
      { id: 'shop', fields: [text('input.name', 'Shop name', { required: true })] },
      {
        id: 'petroleum',
        visibleWhen: { not: { context: 'isMiniFlow', equals: true } },
        fields: [text('input.outletCode', 'Outlet code', { required: true, minLength: 6 })],
      },
    ]);
    expect(sent(withSection, { input: { name: 'Asha Stores', outletCode: 'x' } }, { isMiniFlow: true })).toEqual({ input: { name: 'Asha Stores' } });
    expect(problems(withSection, { input: { name: 'Asha Stores', outletCode: '' } }, { isMiniFlow: false })).toEqual([
      { path: ['input', 'outletCode'], message: 'Please enter outlet code.' },
    ]);
  });

  test("PanDetail: the GSTIN list is hidden until a PAN is typed, so a leftover GSTIN is not sent", () => {
    expect(problems(panDetail, { input: { panNumber: '', gstin: 'junk' } }, { leadId: 'lead-1' })).toEqual([
      { path: ['input', 'panNumber'], message: 'Please enter a valid PAN number.' },
    ]);
    expect(sent(panDetail, { input: { panNumber: ' aaacr5055k ', gstin: '27aaacr5055k1z7' } }, { leadId: 'lead-1' })).toEqual({
      input: { id: 'lead-1', panNumber: 'AAACR5055K', gstin: '27AAACR5055K1Z7' },
    });
  });
});

describe('named validators, with the spec messages', () => {
  test("pan: 'Please enter a valid PAN number.'", () => {
    expect(one(text('input.panNumber', 'PAN', { validate: ['pan'] }), 'AAACR5055')).toEqual({
      ok: false,
      issues: [{ path: ['input', 'panNumber'], message: 'Please enter a valid PAN number.' }],
    });
    expect(one(text('input.panNumber', 'PAN', { validate: ['pan'] }), 'aaacr5055k')).toEqual({ ok: true, variables: { input: { panNumber: 'AAACR5055K' } } });
  });

  test('gstin: malformed and wrong check character have their own messages', () => {
    const gstin = text('input.gstin', 'GSTIN', { validate: ['gstin'] });
    expect(one(gstin, '27AAACR5055K1Z')).toEqual({ ok: false, issues: [{ path: ['input', 'gstin'], message: 'Invalid GST Number format' }] });
    expect(one(gstin, '27AAACR5055K1Z8')).toEqual({
      ok: false,
      issues: [{ path: ['input', 'gstin'], message: 'The GSTIN check character is wrong. Please re-check the GSTIN.' }],
    });
    expect(one(gstin, '27aaacr5055k1z7')).toEqual({ ok: true, variables: { input: { gstin: '27AAACR5055K1Z7' } } });
  });

  test('nextAppointment: a time gone by is refused in the app; the server judges it by its own clock, elsewhere', () => {
    const appointment: FieldDefinition = { bind: 'input.scheduledFollowUp', widget: 'dateTime', label: 'Next appointment', validate: ['nextAppointment'] };
    const past = '2020-05-17T10:30:00.000Z';
    expect(one(appointment, past)).toEqual({ ok: false, issues: [{ path: ['input', 'scheduledFollowUp'], message: leadMessages.followUpPast }] });
    // The server's resolver judges it by the server's clock; a stored lead checked again by a release's move keeps it.
    const elsewhere = compileStep(stepWith(appointment), { context: {}, rules, clockJudgedElsewhere: true }).safeParse({ input: { scheduledFollowUp: past } });
    expect(elsewhere.success && elsewhere.data).toEqual({ input: { scheduledFollowUp: past } });
  });

  test('mobile: sent as the bare 10 digits; a non-mobile is refused', () => {
    const mobile: FieldDefinition = { bind: 'input.contact.number', widget: 'phone', label: 'Mobile number', validate: ['mobile'] };
    expect(one(mobile, '+91 98765 43210')).toEqual({ ok: true, variables: { input: { contact: { number: '9876543210' } } } });
    expect(one(mobile, '098765-43210')).toEqual({ ok: true, variables: { input: { contact: { number: '9876543210' } } } });
    expect(one(mobile, '5876543210')).toEqual({
      ok: false,
      issues: [{ path: ['input', 'contact', 'number'], message: 'Please enter a valid 10-digit mobile number.' }],
    });
  });

  test('pincode: six digits, not starting with 0', () => {
    const pincode = text('input.address.pincode', 'Pincode', { validate: ['pincode'] });
    expect(one(pincode, ' 110001 ')).toEqual({ ok: true, variables: { input: { address: { pincode: '110001' } } } });
    expect(one(pincode, '012345')).toEqual({
      ok: false,
      issues: [{ path: ['input', 'address', 'pincode'], message: 'Please enter a valid 6-digit pincode.' }],
    });
  });

  test('email and free text', () => {
    expect(one({ bind: 'input.email', widget: 'email', label: 'E-mail', validate: ['email'] }, 'ravi@example')).toEqual({
      ok: false,
      issues: [{ path: ['input', 'email'], message: 'Please enter a valid e-mail ID.' }],
    });
    expect(one(text('input.notes', 'Notes', { validate: ['freeText'] }), '<script>')).toEqual({
      ok: false,
      issues: [{ path: ['input', 'notes'], message: 'Please use letters, numbers and common punctuation only.' }],
    });
  });

  test('validators run in order and the first failure is the message', () => {
    const field = text('input.id', 'Identifier', { validate: ['pan', 'gstin'] });
    expect(one(field, '27AAACR5055K1Z7')).toEqual({ ok: false, issues: [{ path: ['input', 'id'], message: 'Please enter a valid PAN number.' }] });
  });

  test('upperCase trims and upper-cases before validating', () => {
    expect(one(text('input.code', 'Code', { upperCase: true }), '  ab-12 x ')).toEqual({ ok: true, variables: { input: { code: 'AB-12 X' } } });
    expect(one(text('input.panNumber', 'PAN', { upperCase: true, validate: ['pan'], maxLength: 10 }), ' aaacr5055k ')).toEqual({
      ok: true,
      variables: { input: { panNumber: 'AAACR5055K' } },
    });
  });

  test('text is sent trimmed', () => {
    expect(one(text('input.name', 'Name'), '  Sharma Kirana  ')).toEqual({ ok: true, variables: { input: { name: 'Sharma Kirana' } } });
  });
});

describe('bounds', () => {
  test('minLength and maxLength count the trimmed text', () => {
    const field = text('input.code', 'Code', { minLength: 3, maxLength: 5 });
    expect(one(field, ' ab ')).toEqual({ ok: false, issues: [{ path: ['input', 'code'], message: 'Please enter at least 3 characters.' }] });
    expect(one(field, 'abcdef')).toEqual({ ok: false, issues: [{ path: ['input', 'code'], message: 'Please enter at most 5 characters.' }] });
    expect(one(field, ' abcde ')).toEqual({ ok: true, variables: { input: { code: 'abcde' } } });
  });

  test('min and max', () => {
    const stake: FieldDefinition = { bind: 'input.stake', widget: 'number', label: 'Stake (%)', min: 0, max: 100 };
    expect(one(stake, '-1')).toEqual({ ok: false, issues: [{ path: ['input', 'stake'], message: 'Please enter 0 or more.' }] });
    expect(one(stake, '100.5')).toEqual({ ok: false, issues: [{ path: ['input', 'stake'], message: 'Please enter 100 or less.' }] });
    expect(one(stake, '100')).toEqual({ ok: true, variables: { input: { stake: 100 } } });
    expect(one(stake, 0)).toEqual({ ok: true, variables: { input: { stake: 0 } } });
  });
});

describe('value kinds', () => {
  test("number and money read Indian digit grouping: '1,50,000' is 150000", () => {
    expect(one({ bind: 'input.revenue', widget: 'money', label: 'Annual turnover' }, '1,50,000')).toEqual({ ok: true, variables: { input: { revenue: 150000 } } });
    expect(one({ bind: 'input.count', widget: 'number', label: 'Count' }, ' 12 ')).toEqual({ ok: true, variables: { input: { count: 12 } } });
    expect(one({ bind: 'input.count', widget: 'number', label: 'Count' }, 7)).toEqual({ ok: true, variables: { input: { count: 7 } } });
  });

  test('a number widget refuses what is not a number', () => {
    expect(one({ bind: 'input.revenue', widget: 'money', label: 'Annual turnover' }, '15 lakh')).toEqual({
      ok: false,
      issues: [{ path: ['input', 'revenue'], message: 'Please enter a number.' }],
    });
  });

  test('a required money field left empty uses its requiredMessage', () => {
    const revenue: FieldDefinition = { bind: 'input.revenue', widget: 'money', label: 'Annual turnover', required: true, requiredMessage: 'Please enter a valid Annual Revenue value' };
    expect(one(revenue, '')).toEqual({ ok: false, issues: [{ path: ['input', 'revenue'], message: 'Please enter a valid Annual Revenue value' }] });
  });

  test('boolean widgets send false when unticked and true when ticked', () => {
    const definition = stepWith(
      { bind: 'input.isPrimaryContact', widget: 'checkbox', label: 'Primary contact' },
      { bind: 'input.sendOnlineAcceptance', widget: 'switch', label: 'Send for online acceptance' },
    );
    expect(sent(definition, { input: { isPrimaryContact: false } })).toEqual({ input: { isPrimaryContact: false, sendOnlineAcceptance: false } });
    expect(sent(definition, { input: { isPrimaryContact: true, sendOnlineAcceptance: true } })).toEqual({
      input: { isPrimaryContact: true, sendOnlineAcceptance: true },
    });
  });

  test('a required checkbox must be ticked', () => {
    const consent: FieldDefinition = { bind: 'input.consent', widget: 'checkbox', label: 'Consent', required: true, requiredMessage: 'Please give consent to continue.' };
    expect(one(consent, false)).toEqual({ ok: false, issues: [{ path: ['input', 'consent'], message: 'Please give consent to continue.' }] });
    expect(one(consent, true)).toEqual({ ok: true, variables: { input: { consent: true } } });
  });

  test('checkboxGroup: fewer than minItems shows the required message', () => {
    const products: FieldDefinition = {
      bind: 'input.product',
      widget: 'checkboxGroup',
      label: 'Products',
      minItems: 2,
      requiredMessage: 'Please select at least two products.',
    };
    expect(one(products, ['POS_DEVICE'])).toEqual({ ok: false, issues: [{ path: ['input', 'product'], message: 'Please select at least two products.' }] });
    expect(one(products, ['POS_DEVICE', 'VOICE_POD'])).toEqual({ ok: true, variables: { input: { product: ['POS_DEVICE', 'VOICE_POD'] } } });
  });

  test('CreateLead without a product shows the spec message', () => {
    const values = { ...validLead(), input: { ...validLead().input, product: [] } };
    expect(problems(createLead, values)).toEqual([
      { path: ['input', 'product'], message: 'To proceed further, please select at least one product from the list.' },
    ]);
  });

  test('date: only real calendar days', () => {
    const date: FieldDefinition = { bind: 'input.dateOfIncorporation', widget: 'date', label: 'Incorporation date' };
    expect(one(date, '2023-02-30')).toEqual({ ok: false, issues: [{ path: ['input', 'dateOfIncorporation'], message: 'Please enter a valid date.' }] });
    expect(one(date, '17/05/1990')).toEqual({ ok: false, issues: [{ path: ['input', 'dateOfIncorporation'], message: 'Please enter a valid date.' }] });
    expect(one(date, '2024-02-29')).toEqual({ ok: true, variables: { input: { dateOfIncorporation: '2024-02-29' } } });
  });

  test('date with pastDate: a future day is refused', () => {
    const dateOfBirth: FieldDefinition = { bind: 'input.dateOfBirth', widget: 'date', label: 'Date of birth', validate: ['pastDate'] };
    expect(one(dateOfBirth, '2999-01-01')).toEqual({ ok: false, issues: [{ path: ['input', 'dateOfBirth'], message: 'Please enter a valid date.' }] });
    expect(one(dateOfBirth, '1990-05-17')).toEqual({ ok: true, variables: { input: { dateOfBirth: '1990-05-17' } } });
  });

  test('dateTime is sent as an ISO instant', () => {
    const followUp: FieldDefinition = { bind: 'input.scheduledFollowUp', widget: 'dateTime', label: 'Next appointment' };
    expect(one(followUp, '2036-05-01T10:30:00+05:30')).toEqual({ ok: true, variables: { input: { scheduledFollowUp: '2036-05-01T05:00:00.000Z' } } });
    expect(one(followUp, 'next Tuesday')).toEqual({ ok: false, issues: [{ path: ['input', 'scheduledFollowUp'], message: 'Please enter a valid date.' }] });
  });
});

describe('repeaters', () => {
  const stores = stepOf([
    {
      id: 'stores',
      fields: [
        {
          repeater: true,
          bind: 'input.stores',
          label: 'Store',
          minItems: 1,
          fields: [
            text('item.name', 'Store name', { required: true, requiredMessage: 'Please enter the store name.' }),
            { bind: 'item.documentType', widget: 'select', label: 'Store proof' },
            text('item.documentNumber', 'Proof number', {
              upperCase: true,
              visibleWhen: { field: 'item.documentType', filled: true },
              requiredWhen: { field: 'item.documentType', filled: true },
            }),
            text('item.address.pinCode', 'Pincode', { required: true, validate: ['pincode'] }),
          ],
        },
      ],
    },
  ]);

  test('fewer items than minItems', () => {
    expect(problems(stores, { input: { stores: [] } })).toEqual([{ path: ['input', 'stores'], message: 'Please add at least 1 store.' }]);
    expect(problems(stores, { input: {} })).toEqual([{ path: ['input', 'stores'], message: 'Please add at least 1 store.' }]);
  });

  test("item fields are validated, each problem at its item: ['input', 'stores', 1, 'name']", () => {
    const values = {
      input: {
        stores: [
          { name: 'Main road', address: { pinCode: '110001' } },
          { name: '', address: { pinCode: '012345' } },
        ],
      },
    };
    expect(problems(stores, values)).toEqual([
      { path: ['input', 'stores', 1, 'name'], message: 'Please enter the store name.' },
      { path: ['input', 'stores', 1, 'address', 'pinCode'], message: 'Please enter a valid 6-digit pincode.' },
    ]);
  });

  test("item conditions ('item.x') read their own item only", () => {
    const values = {
      input: {
        stores: [
          { name: 'Main road', documentType: 'GST', documentNumber: '', address: { pinCode: '110001' } },
          { name: 'Market', documentType: '', documentNumber: 'left over', address: { pinCode: '400001' } },
        ],
      },
    };
    expect(problems(stores, values)).toEqual([{ path: ['input', 'stores', 0, 'documentNumber'], message: 'Please enter proof number.' }]);

    values.input.stores[0]!.documentNumber = ' 27aaacr5055k1z7 ';
    expect(sent(stores, values)).toEqual({
      input: {
        stores: [
          { name: 'Main road', documentType: 'GST', documentNumber: '27AAACR5055K1Z7', address: { pinCode: '110001' } },
          { name: 'Market', address: { pinCode: '400001' } },
        ],
      },
    });
  });

  test('a hidden repeater is neither validated nor sent', () => {
    const definition = stepOf([
      {
        id: 'partners',
        fields: [
          { bind: 'input.ownershipType', widget: 'select', label: 'Ownership type' },
          {
            repeater: true,
            bind: 'input.partners',
            label: 'Partner',
            minItems: 1,
            visibleWhen: { field: 'input.ownershipType', equals: 'PARTNERSHIP' },
            fields: [text('item.name', 'Partner name', { required: true })],
          },
        ],
      },
    ]);
    expect(sent(definition, { input: { ownershipType: 'PROPRIETORSHIP', partners: [{ name: '' }] } })).toEqual({ input: { ownershipType: 'PROPRIETORSHIP' } });
    expect(sent(definition, { input: { ownershipType: 'PROPRIETORSHIP' } })).toEqual({ input: { ownershipType: 'PROPRIETORSHIP' } });
    expect(problems(definition, { input: { ownershipType: 'PARTNERSHIP', partners: [] } })).toEqual([
      { path: ['input', 'partners'], message: 'Please add at least 1 partner.' },
    ]);
    expect(problems(definition, { input: { ownershipType: 'PARTNERSHIP', partners: [{ name: '' }] } })).toEqual([
      { path: ['input', 'partners', 0, 'name'], message: 'Please enter partner name.' },
    ]);
  });
});

describe('what the operation receives besides the fields', () => {
  const definition = stepOf([{ id: 'main', fields: [text('input.name', 'Name', { required: true })] }], {
    defaults: { 'input.leadSource': 'SALES_APP', 'input.meta.channel': 'FIELD' },
    context: { 'input.id': 'leadId', 'input.opportunityId': 'opportunityId', 'input.panNumber': 'panNumber' },
  });

  test('submit.defaults and submit.context end up in the variables', () => {
    expect(sent(definition, { input: { name: 'Asha' } }, { leadId: 'lead-7', opportunityId: 'opp-3', panNumber: 'AAACR5055K' })).toEqual({
      input: { leadSource: 'SALES_APP', meta: { channel: 'FIELD' }, name: 'Asha', id: 'lead-7', opportunityId: 'opp-3', panNumber: 'AAACR5055K' },
    });
  });

  test('a context key the step does not have is not set', () => {
    const variables = sent(definition, { input: { name: 'Asha' } }, { leadId: 'lead-7', opportunityId: null });
    expect(variables).toEqual({ input: { leadSource: 'SALES_APP', meta: { channel: 'FIELD' }, name: 'Asha', id: 'lead-7' } });
    expect(variables.input).not.toHaveProperty('opportunityId');
    expect(variables.input).not.toHaveProperty('panNumber');
  });

  test('a field value is sent instead of the default for the same path', () => {
    const withField = stepOf([{ id: 'main', fields: [{ bind: 'input.leadSource', widget: 'select', label: 'Lead source' }] }], {
      defaults: { 'input.leadSource': 'SALES_APP' },
    });
    expect(sent(withField, { input: { leadSource: 'WEBSITE' } })).toEqual({ input: { leadSource: 'WEBSITE' } });
    expect(sent(withField, { input: { leadSource: '' } })).toEqual({ input: { leadSource: 'SALES_APP' } });
  });

  test('the form values themselves are not changed by compiling them', () => {
    const values = { input: { name: '  Asha  ' } };
    const copy = structuredClone(values);
    sent(definition, values, { leadId: 'lead-7' });
    expect(values).toEqual(copy);
  });

  test('values that are not an object are refused', () => {
    expect(compileStep(definition, { context: {}, rules }).safeParse(null).success).toBe(false);
  });
});

/** A Lead as the Lead query returns it (lead.lead). */
const leadRecord = {
  id: 'lead-42',
  status: 'OPEN_CONTACTED',
  salesStage: null,
  modifiedAt: '2026-04-02T09:00:00.000Z',
  createdAt: '2026-04-01T09:00:00.000Z',
  panNumber: 'AAACR5055K',
  gstin: null,
  shop: {
    name: 'Sharma Kirana Store',
    address: { addressLine1: '12 MG Road', addressLine2: 'Near bus stand', city: 'Pune', state: 'MH', pincode: '411001', latitude: null },
  },
  contact: { name: 'Ramesh Sharma', email: 'ramesh@example.in', number: '9876543210', role: 'Owner' },
  rating: 'HOT',
  notes: 'Wants a demo',
  scheduledFollowUp: '2036-05-01T05:00:00.000Z',
  leadSource: 'WEBSITE',
  ownerType: 'Standard',
  product: ['POS_DEVICE', 'VOICE_POD'],
  isAssigned: false,
  lostReason: null,
};

/** What an agent has filled in CreateLead: the defaults plus the details of a new lead. */
function validLead(): FormValues & { input: Record<string, unknown> } {
  const start = initialValues(createLead) as { input: Record<string, unknown> };
  return {
    input: {
      ...start.input,
      shop: { name: 'Sharma Kirana Store', address: { addressLine1: '', city: '', pincode: '' } },
      contact: { name: 'Ramesh Sharma', number: '+91 98765 43210', email: '', role: 'Owner' },
      panNumber: 'aaacr5055k',
      product: ['POS_DEVICE'],
    },
  };
}

describe('the real CreateLead step', () => {
  test('a new lead sends what the agent filled, normalised, and nothing left empty', () => {
    expect(sent(createLead, validLead())).toEqual({
      input: {
        shop: { name: 'Sharma Kirana Store' },
        contact: { name: 'Ramesh Sharma', number: '9876543210', role: 'Owner' },
        panNumber: 'AAACR5055K',
        leadSource: 'SALES_APP',
        product: ['POS_DEVICE'],
      },
    });
  });

  test('an invalid PAN and e-mail show their messages under the fields', () => {
    const values = validLead();
    values.input.panNumber = 'AAACR505K';
    (values.input.contact as Record<string, unknown>).email = 'ramesh@';
    expect(problems(createLead, values)).toEqual([
      { path: ['input', 'contact', 'email'], message: 'Please enter a valid e-mail ID.' },
      { path: ['input', 'panNumber'], message: 'Please enter a valid PAN number.' },
    ]);
  });

  test('valuesFromRecord puts a loaded lead where the fields bind it', () => {
    expect(valuesFromRecord(createLead, leadRecord)).toEqual({
      input: {
        shop: { name: 'Sharma Kirana Store', address: { addressLine1: '12 MG Road', city: 'Pune', pincode: '411001' } },
        contact: { name: 'Ramesh Sharma', email: 'ramesh@example.in', number: '9876543210', role: 'Owner' },
        panNumber: 'AAACR5055K',
        leadSource: 'WEBSITE',
        product: ['POS_DEVICE', 'VOICE_POD'],
        rating: 'HOT',
        scheduledFollowUp: '2036-05-01T05:00:00.000Z',
        notes: 'Wants a demo',
      },
    });
  });

  test('a loaded lead submits again unchanged', () => {
    expect(sent(createLead, valuesFromRecord(createLead, leadRecord))).toEqual({
      input: {
        shop: { name: 'Sharma Kirana Store', address: { addressLine1: '12 MG Road', city: 'Pune', pincode: '411001' } },
        contact: { name: 'Ramesh Sharma', email: 'ramesh@example.in', number: '9876543210', role: 'Owner' },
        panNumber: 'AAACR5055K',
        leadSource: 'WEBSITE',
        product: ['POS_DEVICE', 'VOICE_POD'],
        rating: 'HOT',
        scheduledFollowUp: '2036-05-01T05:00:00.000Z',
        notes: 'Wants a demo',
      },
    });
  });

  test('initialValues: the defaults, and an empty value of each widget kind', () => {
    expect(initialValues(createLead)).toEqual({
      input: {
        shop: { name: '', address: { addressLine1: '', city: '', pincode: '' } },
        contact: { name: '', number: '', email: '', role: 'Owner' },
        panNumber: '',
        gstin: '',
        leadSource: 'SALES_APP',
        product: [],
        rating: '',
        scheduledFollowUp: '',
        notes: '',
      },
    });
  });
});

describe('the real PanDetail step', () => {
  test('loads the PAN and GSTIN from the lead', () => {
    expect(valuesFromRecord(panDetail, { ...leadRecord, gstin: '27AAACR5055K1Z7' })).toEqual({
      input: { panNumber: 'AAACR5055K', gstin: '27AAACR5055K1Z7' },
    });
  });

  test('sends the lead id from the context', () => {
    expect(sent(panDetail, { input: { panNumber: 'AAACR5055K', gstin: '' } }, { leadId: 'lead-42' })).toEqual({
      input: { id: 'lead-42', panNumber: 'AAACR5055K' },
    });
  });

  test('an invalid PAN', () => {
    expect(problems(panDetail, { input: { panNumber: 'ABCDE12345', gstin: '' } }, { leadId: 'lead-42' })).toEqual([
      { path: ['input', 'panNumber'], message: 'Please enter a valid PAN number.' },
    ]);
  });
});

describe('loading and starting values of hand-written steps', () => {
  const definition = stepOf([
    {
      id: 'main',
      fields: [
        { bind: 'input.legalName', from: 'profile.legalName', widget: 'text', label: 'Business name' },
        { bind: 'input.revenue', widget: 'money', label: 'Annual turnover' },
        { bind: 'input.isPrimaryContact', widget: 'checkbox', label: 'Primary contact' },
        { bind: 'input.product', widget: 'checkboxGroup', label: 'Products' },
        { bind: 'input.accountType', widget: 'select', label: 'Business type', default: 'RETAIL' },
        { bind: 'input.panNumber', widget: 'panLookup', label: 'PAN' },
        { repeater: true, bind: 'input.stores', label: 'Store', fields: [text('item.name', 'Store name')] },
      ],
    },
  ]);

  test('initialValues by widget kind: text and numbers empty, boolean false, lists and repeaters empty, defaults kept', () => {
    expect(initialValues(definition)).toEqual({
      input: { legalName: '', revenue: '', isPrimaryContact: false, product: [], accountType: 'RETAIL', panNumber: '', stores: [] },
    });
  });

  test("valuesFromRecord reads a field's `from` path and copies repeater rows", () => {
    const record = { profile: { legalName: 'Sharma Traders' }, legalName: 'not this one', revenue: 2500000, isPrimaryContact: null, stores: [{ name: 'Main road' }] };
    expect(valuesFromRecord(definition, record)).toEqual({
      input: { legalName: 'Sharma Traders', revenue: 2500000, stores: [{ name: 'Main road' }] },
    });
  });

  test('valuesFromRecord of nothing is an empty form', () => {
    expect(valuesFromRecord(definition, null)).toEqual({});
  });
});

describe("a validator's own limits, so a rule of src/domain is written once", () => {
  const messagesOf = (outcome: ReturnType<typeof one>) => (outcome.ok ? [] : outcome.issues.map((issue) => issue.message));

  test('the lead rules and the CreateLead form refuse the same over-long shop name with the same message', () => {
    const field = text('input.shop.name', 'Shop name', { required: true, validate: ['shopName'] });
    expect(fieldMaxLength(field)).toBe(LEAD_LIMITS.shopName);
    const tooLong = 'S'.repeat(LEAD_LIMITS.shopName + 1);
    const ruleMessage = leadDetailsSchema(false).safeParse({ shopName: tooLong, contactName: 'Ravi', contactNumber: '9876543210', product: ['POS_DEVICE'] })
      .error?.issues[0]?.message;
    expect(messagesOf(one(field, tooLong))).toEqual([ruleMessage]);
    expect(messagesOf(one(field, 'S'.repeat(LEAD_LIMITS.shopName)))).toEqual([]);
  });

  test("an empty required field takes the validator's required message", () => {
    expect(messagesOf(one(text('input.contact.name', 'Contact name', { required: true, validate: ['contactName'] }), ''))).toEqual([
      leadMessages.contactName,
    ]);
  });

  test("a definition's own maxLength wins over the validator's", () => {
    expect(fieldMaxLength(text('input.notes', 'Notes', { validate: ['notes'], maxLength: 200 }))).toBe(200);
  });
});

describe('a widget that builds a list of objects (the Products step)', () => {
  const products = realStep('Products');

  test("the line items go as the widget built them, without the loaded record's __typename", () => {
    const lineItems = [{ __typename: 'OpportunityLineItem', productId: 'PRD-SQR-MINI', planId: 'PLN-SQR-MINI-FREE', quantity: 2, relatedPlanBundleId: null, primeVas: false }];
    expect(sent(products, { input: { lineItems } }, { opportunityId: 7 })).toEqual({
      input: { opportunityId: 7, lineItems: [{ productId: 'PRD-SQR-MINI', planId: 'PLN-SQR-MINI-FREE', quantity: 2, relatedPlanBundleId: null, primeVas: false }] },
    });
  });

  test("none chosen: the spec's message", () => {
    expect(problems(products, { input: { lineItems: [] } }, { opportunityId: 7 })).toEqual([
      { path: ['input', 'lineItems'], message: 'To proceed further, please select at least one product from the list.' },
    ]);
    expect(initialValues(products)).toEqual({ input: { lineItems: [] } });
  });
});
