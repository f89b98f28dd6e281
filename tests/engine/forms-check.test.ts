import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { checkForms, type FormsBundle } from '../../src/engine/check-definitions';
import { builtInWidgets } from '../../src/engine/widgets';
import { formItems, isFormItem, isRepeater, type FieldDefinition, type RepeaterDefinition, type StepDefinition } from '../../src/engine/definition';
import { readFormsBundle, readOperations } from '../../src/server/forms/forms-on-disk';
import { loadSchema } from '../../src/server/schema-sdl';

// What `npm run forms:check` tells a product owner who edits forms/. Every broken bundle is built
// in memory from the real files; nothing under forms/ is written.

const projectRoot = join(import.meta.dirname, '../..');
const schema = loadSchema();
const operations = readOperations();
const onDisk = readFormsBundle();

interface FlowJson {
  flow: string;
  steps: { type: string; label: string }[];
}

/** The lines forms:check prints: `<file>: <message>`. */
function check(bundle: FormsBundle): string[] {
  return checkForms(bundle, schema, operations).map((p) => `${p.file}: ${p.message}`);
}

/** The real bundle, changed by `edit` in a deep copy. */
function checkEdited(edit: (bundle: FormsBundle) => void): string[] {
  const bundle = structuredClone(onDisk);
  edit(bundle);
  return check(bundle);
}

function stepIn(bundle: FormsBundle, name: string): StepDefinition {
  const file = bundle.steps.find((s) => s.file === `forms/steps/${name}.json`);
  if (!file) throw new Error(`no forms/steps/${name}.json`);
  return file.json as StepDefinition;
}

function fieldIn(bundle: FormsBundle, step: string, bind: string): FieldDefinition {
  for (const section of stepIn(bundle, step).sections) {
    for (const item of formItems(section)) if (item.bind === bind && !isRepeater(item)) return item;
  }
  throw new Error(`${step} has no field ${bind}`);
}

function flowIn(bundle: FormsBundle, name: 'standard' | 'mini'): FlowJson {
  const file = bundle.flows.find((f) => f.file === `forms/flows/${name}.json`);
  if (!file) throw new Error(`no forms/flows/${name}.json`);
  return file.json as FlowJson;
}

function ruleIn(bundle: FormsBundle, name: string): Record<string, unknown> {
  const file = bundle.rules.find((r) => r.name === name);
  if (!file) throw new Error(`no forms/rules/${name}.json`);
  return file.json as Record<string, unknown>;
}

describe('forms/ as it is on disk', () => {
  test('reads every step definition, flow and rule table', () => {
    expect(onDisk.steps.map((s) => s.file)).toContain('forms/steps/CreateLead.json');
    expect(onDisk.steps.map((s) => s.file)).toContain('forms/steps/PanDetail.json');
    expect(onDisk.flows.map((f) => f.file)).toEqual(['forms/flows/mini.json', 'forms/flows/standard.json']);
    expect(onDisk.rules.map((r) => r.name)).toContain('business-proof-options');
  });

  test('every file passes forms:check', () => {
    expect(check(onDisk)).toEqual([]);
  });

  test('the real files are not changed by checking them', () => {
    const before = JSON.stringify(readFormsBundle());
    checkEdited((bundle) => {
      fieldIn(bundle, 'CreateLead', 'input.shop.name').bind = 'input.shop.nam';
    });
    expect(JSON.stringify(readFormsBundle())).toBe(before);
    expect(check(onDisk)).toEqual([]);
  });
});

describe('forms:check names the file, the field and what to do', () => {
  test('a bind path that does not exist lists the fields the input type has', () => {
    const lines = checkEdited((bundle) => {
      fieldIn(bundle, 'CreateLead', 'input.shop.name').bind = 'input.shop.nam';
    });
    expect(lines).toEqual([
      'forms/steps/CreateLead.json: field "input.shop.nam" (Shop name): CreateLead.$input.shop (LeadShopInput) has no field "nam"; its fields are: name, address. Fix the bind path.',
      // The shop name the contract requires is now bound by nothing: a true consequence, said once.
      'forms/steps/CreateLead.json: CreateLead requires "input.shop.name", which no field binds, no default sets and no context fills; bind it or add it to submit.defaults.',
    ]);
  });

  test('a field that is never sent may bind a name the contract does not have; one that is sent may not', () => {
    const kept = checkEdited((bundle) => {
      fieldIn(bundle, 'KycDetails', 'input.kycLinkState').sent = false;
    });
    expect(kept).toEqual([]);
    const sentToo = checkEdited((bundle) => {
      delete fieldIn(bundle, 'KycDetails', 'input.kycLinkState').sent;
    });
    expect(sentToo.join('\n')).toContain('field "input.kycLinkState" (KYC link by e-mail): KycDetailsStep_Save.$input (SaveKycDetailsInput) has no field "kycLinkState"');
  });

  test('a bind to a variable the operation does not have', () => {
    const lines = checkEdited((bundle) => {
      fieldIn(bundle, 'PanDetail', 'input.gstin').bind = 'input.gstinNumber';
    });
    expect(lines).toEqual([
      'forms/steps/PanDetail.json: field "input.gstinNumber" (GSTIN): PanDetailStep_Save.$input (UpdateLeadInput) has no field "gstinNumber"; its fields are: id, status, salesStage, shop, contact, panNumber, gstin, rating, notes, scheduledFollowUp, product, lostReason. Fix the bind path.',
    ]);
  });

  test('a widget whose value does not fit the GraphQL type', () => {
    const lines = checkEdited((bundle) => {
      fieldIn(bundle, 'CreateLead', 'input.shop.name').widget = 'number';
    });
    expect(lines).toEqual([
      'forms/steps/CreateLead.json: field "input.shop.name" (Shop name): widget "number" holds a number value but CreateLead wants String! there; choose a widget that fits.',
    ]);
  });

  test('a single-value widget on a list', () => {
    const lines = checkEdited((bundle) => {
      fieldIn(bundle, 'CreateLead', 'input.product').widget = 'select';
    });
    expect(lines).toEqual([
      'forms/steps/CreateLead.json: field "input.product" (Products): widget "select" holds a string value but CreateLead wants [LeadProduct!]! there; choose a widget that fits.',
    ]);
  });

  test('an unknown widget', () => {
    const lines = checkEdited((bundle) => {
      fieldIn(bundle, 'CreateLead', 'input.shop.name').widget = 'slider';
    });
    expect(lines).toEqual([
      'forms/steps/CreateLead.json: field "input.shop.name" (Shop name): widget "slider" is neither built in nor a registered domain widget (src/engine/widgets.ts).',
    ]);
  });

  test('an unknown validator name', () => {
    const lines = checkEdited((bundle) => {
      fieldIn(bundle, 'CreateLead', 'input.panNumber').validate = ['panCard'];
    });
    expect(lines).toEqual([
      'forms/steps/CreateLead.json: field "input.panNumber" (PAN): validator "panCard" does not exist in src/domain/validators.ts.',
    ]);
  });

  test('options.enum naming a type that is not an enum', () => {
    const lines = checkEdited((bundle) => {
      fieldIn(bundle, 'CreateLead', 'input.rating').options = { enum: 'LeadShopInput' };
    });
    expect(lines).toEqual([
      'forms/steps/CreateLead.json: field "input.rating" (Lead rating): options.enum "LeadShopInput" is not an enum of the contract (schema/*.graphql).',
      // The ratings table the field named before is now read by nothing.
      'forms/rules/lead-ratings.json: no step definition or code reads this table; delete it, or name "lead-ratings" in a definition\'s options or conditions.',
    ]);
  });

  test('options.enum listing a value the enum does not have', () => {
    const lines = checkEdited((bundle) => {
      fieldIn(bundle, 'CreateLead', 'input.rating').options = { enum: 'LeadRating', only: ['COLD', 'LUKEWARM'] };
    });
    expect(lines).toEqual([
      'forms/steps/CreateLead.json: field "input.rating" (Lead rating): LUKEWARM is not a value of LeadRating.',
      'forms/rules/lead-ratings.json: no step definition or code reads this table; delete it, or name "lead-ratings" in a definition\'s options or conditions.',
    ]);
  });

  test('options.rule with no table in forms/rules/', () => {
    const lines = checkEdited((bundle) => {
      fieldIn(bundle, 'CreateLead', 'input.rating').options = { rule: 'lead-rating' };
    });
    expect(lines).toEqual([
      'forms/steps/CreateLead.json: field "input.rating" (Lead rating): options.rule "lead-rating" has no table in forms/rules/ (add forms/rules/lead-rating.json).',
      'forms/rules/lead-ratings.json: no step definition or code reads this table; delete it, or name "lead-ratings" in a definition\'s options or conditions.',
    ]);
  });

  test('options.query that is not a query', () => {
    const lines = checkEdited((bundle) => {
      const gstin = fieldIn(bundle, 'PanDetail', 'input.gstin');
      gstin.options = { query: 'GstinsFromPan', items: 'gstinsFromPAN.gstins', value: 'gstin', label: 'gstin' };
    });
    expect(lines).toEqual([
      'forms/steps/PanDetail.json: field "input.gstin" (GSTIN): options.query "GstinsFromPan" is not a query in schema/operations/.',
    ]);
  });

  test('a condition reading a path no field binds', () => {
    const lines = checkEdited((bundle) => {
      fieldIn(bundle, 'CreateLead', 'input.gstin').visibleWhen = { field: 'input.ownershipType', equals: 'FIRM' };
    });
    expect(lines).toEqual([
      'forms/steps/CreateLead.json: field "input.gstin" (GSTIN): its condition reads "input.ownershipType", which no field of this step binds.',
    ]);
  });

  test('a condition naming a rule that is not a set', () => {
    const lines = checkEdited((bundle) => {
      fieldIn(bundle, 'CreateLead', 'input.gstin').visibleWhen = { rule: 'lead-products', of: 'input.panNumber' };
    });
    expect(lines).toEqual([
      "forms/steps/CreateLead.json: field \"input.gstin\" (GSTIN): its condition names rule \"lead-products\", which is not a 'set' table in forms/rules/.",
    ]);
  });

  test('a required input field left unbound', () => {
    const lines = checkEdited((bundle) => {
      const section = stepIn(bundle, 'CreateLead').sections[0]!;
      section.fields = section.fields.filter((f) => !isFormItem(f) || f.bind !== 'input.leadSource');
    });
    expect(lines).toEqual([
      'forms/steps/CreateLead.json: CreateLead requires "input.leadSource", which no field binds, no default sets and no context fills; bind it or add it to submit.defaults.',
      'forms/rules/lead-sources.json: no step definition or code reads this table; delete it, or name "lead-sources" in a definition\'s options or conditions.',
    ]);
  });

  test('a required input field given by submit.defaults instead of a field passes', () => {
    const lines = checkEdited((bundle) => {
      const step = stepIn(bundle, 'CreateLead');
      const section = step.sections[0]!;
      section.fields = section.fields.filter((f) => !isFormItem(f) || f.bind !== 'input.leadSource');
      step.submit.defaults = { 'input.leadSource': 'SALES_APP' };
    });
    // Only the sources table the removed field offered is left over.
    expect(lines).toEqual([
      'forms/rules/lead-sources.json: no step definition or code reads this table; delete it, or name "lead-sources" in a definition\'s options or conditions.',
    ]);
  });

  test('a load operation that is not a query', () => {
    const lines = checkEdited((bundle) => {
      stepIn(bundle, 'CreateLead').load!.operation = 'CreateLead';
    });
    expect(lines).toEqual(['forms/steps/CreateLead.json: load.operation "CreateLead" is not a query in schema/operations/.']);
  });

  test('a submit operation that is not a mutation', () => {
    const lines = checkEdited((bundle) => {
      stepIn(bundle, 'CreateLead').submit.operation = 'Lead';
    });
    expect(lines).toEqual([
      'forms/steps/CreateLead.json: submit.operation "Lead" is not a mutation in schema/operations/; add it there or fix the name.',
    ]);
  });

  test('a repeater whose bind is not a list of input objects', () => {
    const lines = checkEdited((bundle) => {
      const repeater: RepeaterDefinition = {
        repeater: true,
        bind: 'input.notes',
        label: 'Note',
        fields: [{ bind: 'item.text', widget: 'text', label: 'Text' }],
      };
      const section = stepIn(bundle, 'CreateLead').sections[1]!;
      section.fields = section.fields.filter((f) => !isFormItem(f) || f.bind !== 'input.notes').concat(repeater);
    });
    expect(lines).toEqual([
      'forms/steps/CreateLead.json: repeater "input.notes" (Note): input.notes is String, not a list of input objects, so it cannot be a repeater.',
    ]);
  });

  test('a repeater item field with a path the item type does not have', () => {
    const lines = checkEdited((bundle) => {
      const repeater = stepIn(bundle, 'MultiStores').sections[0]!.fields[0] as RepeaterDefinition;
      repeater.fields[0]!.bind = 'item.storeName';
    });
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(
      /^forms\/steps\/MultiStores\.json: repeater "input\.stores" \(Store\) field "item\.storeName" \(Store name\): input\.stores\[\] \(\w+\) has no field "storeName"; its fields are: [^;]*\bname\b[^;]*\. Fix the bind path\.$/,
    );
    expect(lines[1]).toMatch(/^forms\/steps\/MultiStores\.json: repeater "input\.stores" \(Store\): \w+ requires "item\.name", which no item field binds\.$/);
  });

  test('a file whose "step" differs from its file name', () => {
    const lines = checkEdited((bundle) => {
      stepIn(bundle, 'PanDetail').step = 'BusinessDetails';
    });
    expect(lines).toEqual([
      'forms/steps/PanDetail.json: "step" is "BusinessDetails" but the file is named PanDetail.json; rename one so they match.',
    ]);
  });

  test('a JSON Schema violation: a field without a label', () => {
    const lines = checkEdited((bundle) => {
      delete (fieldIn(bundle, 'CreateLead', 'input.shop.name') as Partial<FieldDefinition>).label;
    });
    expect(lines).toEqual([
      'forms/steps/CreateLead.json: /sections/0/fields/0 (field "input.shop.name"): must have required property \'label\'',
    ]);
  });

  test('a JSON Schema violation: a property the format does not know', () => {
    const lines = checkEdited((bundle) => {
      Object.assign(fieldIn(bundle, 'CreateLead', 'input.notes'), { mandatory: true });
    });
    expect(lines).toEqual([
      'forms/steps/CreateLead.json: /sections/1/fields/3 (field "input.notes"): must NOT have additional properties ("mandatory")',
    ]);
  });

  test('a JSON Schema violation inside a repeater item field', () => {
    const lines = checkEdited((bundle) => {
      const repeater = stepIn(bundle, 'MultiStores').sections[0]!.fields[0] as RepeaterDefinition;
      delete (repeater.fields[0] as Partial<FieldDefinition>).widget;
    });
    expect(lines).toEqual([
      'forms/steps/MultiStores.json: /sections/0/fields/0/fields/0 (field "item.name"): must have required property \'widget\'',
    ]);
  });

  test('two steps that submit one operation', () => {
    const lines = checkEdited((bundle) => {
      stepIn(bundle, 'OtherBusinessDoc').submit.operation = 'CapturePhotoStep_Save';
    });
    expect(lines).toEqual([
      'forms/steps/OtherBusinessDoc.json: submits CapturePhotoStep_Save, which forms/steps/CapturePhoto.json submits too; give this step a save operation of its own (OtherBusinessDocStep_Save).',
    ]);
  });

  test('a completeWhen that reads no stored record', () => {
    const lines = checkEdited((bundle) => {
      (stepIn(bundle, 'PanDetail') as { completeWhen?: unknown }).completeWhen = { field: 'input.panNumber', filled: true };
    });
    expect(lines.some((line) => line.startsWith('forms/steps/PanDetail.json: /completeWhen'))).toBe(true);
  });

  test('a flow naming a step that has no definition', () => {
    const lines = checkEdited((bundle) => {
      bundle.steps = bundle.steps.filter((s) => s.file !== 'forms/steps/PanDetail.json');
    });
    expect(lines).toEqual([
      'forms/flows/mini.json: step "PanDetail" has no definition; add forms/steps/PanDetail.json.',
      'forms/flows/standard.json: step "PanDetail" has no definition; add forms/steps/PanDetail.json.',
    ]);
  });

  test('a flow listing a step twice', () => {
    const lines = checkEdited((bundle) => {
      const standard = flowIn(bundle, 'standard');
      standard.steps.push({ type: 'PanDetail', label: 'Pan Details again' });
    });
    expect(lines).toEqual(['forms/flows/standard.json: step "PanDetail" appears twice; a flow lists each step once.']);
  });

  test('a flow moving earlier onboardings not past a step it does not list', () => {
    const lines = checkEdited((bundle) => {
      Object.assign(flowIn(bundle, 'mini'), { moveEarlier: { notPast: 'Deployment' } });
    });
    expect(lines).toEqual(['forms/flows/mini.json: moveEarlier.notPast names "Deployment", which is not a step of this flow.']);
  });

  test('a flow naming a step type the format does not know', () => {
    const lines = checkEdited((bundle) => {
      flowIn(bundle, 'mini').steps[1]!.type = 'PanDetails';
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^forms\/flows\/mini\.json: \/steps\/1\/type: must be equal to one of the allowed values \(CreateLead, PanDetail, /);
  });

  test('a malformed rule table: an option without a label', () => {
    const lines = checkEdited((bundle) => {
      const options = (ruleIn(bundle, 'lead-sources').cases as { options: Record<string, unknown>[] }[])[0]!.options;
      delete options[0]!.label;
    });
    expect(lines).toEqual(["forms/rules/lead-sources.json: /cases/0/options/0: must have required property 'label'"]);
  });

  test('a malformed rule table: an options table without cases', () => {
    const lines = checkEdited((bundle) => {
      delete ruleIn(bundle, 'lead-sources').cases;
    });
    expect(lines).toEqual(["forms/rules/lead-sources.json: (top): must have required property 'cases'"]);
  });

  test('a malformed rule table: a set without values', () => {
    const lines = checkEdited((bundle) => {
      const table = ruleIn(bundle, 'blocked-mccs');
      table.values = {};
    });
    expect(lines).toEqual(['forms/rules/blocked-mccs.json: /values: must NOT have fewer than 1 properties']);
  });

  test('a malformed rule table a step uses is reported at the table, not as a missing table', () => {
    const lines = checkEdited((bundle) => {
      const options = (ruleIn(bundle, 'lead-products').cases as { options: Record<string, unknown>[] }[])[1]!.options;
      delete options[0]!.label;
    });
    expect(lines).toEqual(["forms/rules/lead-products.json: /cases/1/options/0: must have required property 'label'"]);
  });
});

describe('a rule table exists only when something reads it', () => {
  const unread = (name: string) =>
    `forms/rules/${name}.json: no step definition or code reads this table; delete it, or name "${name}" in a definition's options or conditions.`;
  const addTable = (bundle: FormsBundle, name: string, json: unknown) => bundle.rules.push({ file: `forms/rules/${name}.json`, name, json });
  const aSet = { $schema: '../rule-table.schema.json', kind: 'set', values: { '5812': 'FSSAI licence' } };

  test('a new table that nothing names is reported', () => {
    const lines = checkEdited((bundle) => addTable(bundle, 'fssai-mccs', aSet));
    expect(lines).toEqual([unread('fssai-mccs')]);
  });

  test('a table left behind when its only field moves to another table is reported', () => {
    const lines = checkEdited((bundle) => {
      addTable(bundle, 'account-types', structuredClone(ruleIn(bundle, 'business-types')));
      fieldIn(bundle, 'BusinessDetails', 'input.accountType').options = { rule: 'account-types' };
    });
    expect(lines).toEqual([unread('business-types')]);
  });

  test("a table named in a used table's conditions is read; one named only by an unread table is not", () => {
    const named = (rule: string) => ({
      $schema: '../rule-table.schema.json',
      kind: 'options',
      cases: [{ when: { rule, of: 'input.mccCode' }, options: [{ value: 'LICENCE', label: 'Licence' }] }, { options: [{ value: 'NONE', label: 'None' }] }],
    });
    const lines = checkEdited((bundle) => {
      addTable(bundle, 'fssai-mccs', aSet);
      (ruleIn(bundle, 'business-proof-options').cases as unknown[]).unshift(named('fssai-mccs').cases[0]);
      addTable(bundle, 'drug-mccs', aSet);
      addTable(bundle, 'drug-licences', named('drug-mccs'));
    });
    expect(lines.sort()).toEqual([unread('drug-licences'), unread('drug-mccs')]);
  });

  test('blocked-mccs, which no definition names, is read by the server (the MCC list it offers)', () => {
    expect(onDisk.rules.map((r) => r.name)).toContain('blocked-mccs');
    expect(check(onDisk)).toEqual([]);
  });
});

describe('npm run forms:check', () => {
  test(
    'exits 0 and says the forms are consistent with the contract',
    () => {
      const run = spawnSync('npx', ['tsx', 'scripts/forms-check.ts'], { cwd: projectRoot, encoding: 'utf8', timeout: 30_000 });
      expect(run.error).toBeUndefined();
      expect(run.stderr).not.toMatch(/forms\/.*\.json:/);
      expect(run.status).toBe(0);
      expect(run.stdout).toMatch(
        new RegExp(`forms:check: ${onDisk.steps.length} step definitions, ${onDisk.flows.length} flows and ${onDisk.rules.length} rule tables are consistent with the contract\\.`),
      );
    },
    35_000,
  );
});

describe('a workflow step: its records, actions and parts are proved against the contract', () => {
  /** The Purchase Order step's item of this kind and name. */
  function poItem(bundle: FormsBundle, test: (item: Record<string, unknown>) => boolean): Record<string, unknown> {
    const item = stepIn(bundle, 'PurchaseOrder')
      .sections.flatMap((section) => section.fields)
      .find((candidate) => test(candidate as unknown as Record<string, unknown>));
    if (!item) throw new Error('no such item on the Purchase Order step');
    return item as unknown as Record<string, unknown>;
  }
  const action = (name: string) => (item: Record<string, unknown>) => item.action === name;

  test('an action naming an operation the contract lacks, or a variable its operation has not, is told', () => {
    const lines = checkEdited((bundle) => {
      poItem(bundle, action('requestActivation')).operation = 'RequestPoActivate';
      const rectify = poItem(bundle, action('rectify'));
      rectify.variables = { ...(rectify.variables as object), 'input.remarks': { field: 'input.poRemarks' } };
    });
    expect(lines).toEqual([
      'forms/steps/PurchaseOrder.json: action "requestActivation" (Request PO activation): operation "RequestPoActivate" is not in schema/operations/.',
      expect.stringMatching(/^forms\/steps\/PurchaseOrder\.json: action "rectify" \(Rectify PO\): variable "input\.remarks": RectifyPurchaseOrder\.\$input \(RectifyPurchaseOrderInput\) has no field "remarks"; its fields are: /),
    ]);
  });

  test('a part, an action or a condition reading a record the step does not load is told, and so is a variable from a field it lacks', () => {
    const lines = checkEdited((bundle) => {
      poItem(bundle, (item) => item.show === 'value' && item.label === 'PO').value = 'order.poNumber';
      poItem(bundle, action('requestActivation')).visibleWhen = { record: 'order.canRequestActivation', equals: true };
      poItem(bundle, action('rectify')).variables = { 'input.opportunityId': { context: 'opportunityId' }, 'input.poRemarks': { field: 'input.remarks' } };
    });
    expect(lines).toEqual([
      'forms/steps/PurchaseOrder.json: value "PO": it reads record "order", which the step\'s "records" do not name.',
      'forms/steps/PurchaseOrder.json: action "requestActivation" (Request PO activation): its condition reads record "order", which the step\'s "records" do not name.',
      'forms/steps/PurchaseOrder.json: action "rectify" (Rectify PO): variable "input.poRemarks" reads "input.remarks", which no field of this step binds.',
    ]);
  });

  test('a record whose operation is no query, two actions of one name, and a status labelled by a missing table are told', () => {
    const lines = checkEdited((bundle) => {
      const step = stepIn(bundle, 'PurchaseOrder');
      step.records = { po: { operation: 'RequestPoActivation', variables: { 'input.opportunityId': 'opportunityId' }, path: 'requestPoActivation' } };
      poItem(bundle, action('rectify')).action = 'refresh';
      poItem(bundle, (item) => item.show === 'status' && item.label === 'Activation').labels = { rule: 'po-activations' };
    });
    expect(lines).toEqual([
      'forms/steps/PurchaseOrder.json: record "po": operation "RequestPoActivation" is not a query in schema/operations/.',
      'forms/steps/PurchaseOrder.json: status "Activation": labels.rule "po-activations" has no table in forms/rules/.',
      'forms/steps/PurchaseOrder.json: action "refresh" (Rectify PO): another action of this step has the same name.',
      // The table the status no longer names is read by nothing else.
      'forms/rules/po-activation-statuses.json: no step definition or code reads this table; delete it, or name "po-activation-statuses" in a definition\'s options or conditions.',
    ]);
  });
});

test('the Purchase Order step is its definition alone: no widget of code draws any part of it (docs/DESIGN.md)', () => {
  const definition = stepIn(onDisk, 'PurchaseOrder');
  const widgets = definition.sections.flatMap(formItems).flatMap((item) => (isRepeater(item) ? item.fields : [item])).map((field) => field.widget);
  expect(widgets.filter((widget) => !Object.hasOwn(builtInWidgets, widget))).toEqual([]);
});
