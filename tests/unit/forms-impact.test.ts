import { expect, test } from 'vitest';
import { isFormItem, isRepeater, type StepDefinition } from '../../src/engine/definition';
import { formsChanges } from '../../src/server/forms/forms-impact';
import { loadServerForms, type ServerForms } from '../../src/server/forms/server-forms';

function editStep(forms: ServerForms, type: string, edit: (step: StepDefinition) => StepDefinition) {
  const step = forms.steps.get(type);
  if (!step) throw new Error(`no ${type}`);
  (forms.steps as Map<string, StepDefinition>).set(type, edit(step));
}

test('forms/ against itself changes nothing', () => {
  expect(formsChanges(loadServerForms(), loadServerForms())).toEqual([]);
});

test('a field made required, a field added, a check dropped and a step moved are said in words a product owner reads', () => {
  const after = loadServerForms();
  editStep(after, 'BusinessDetails', (step) => ({
    ...step,
    sections: step.sections.map((section) => ({
      ...section,
      fields: section.fields.map((item) => {
        if (!isFormItem(item) || isRepeater(item)) return item;
        if (item.bind === 'input.email') return { ...item, required: true, requiredMessage: 'Please enter the e-mail.', validate: [] };
        return item;
      }),
    })),
  }));
  editStep(after, 'CreateLead', (step) => ({
    ...step,
    sections: step.sections.map((section, index) =>
      index === 0 ? { ...section, fields: [...section.fields, { bind: 'input.visitNotes', widget: 'textarea', label: 'Visit notes', required: true, requiredMessage: 'Please add a note.' }] } : section,
    ),
  }));
  const steps = after.flows.STANDARD.steps;
  const bank = steps.findIndex((step) => step.type === 'BankAccount');
  const [moved] = steps.splice(bank, 1);
  if (moved) steps.splice(steps.findIndex((step) => step.type === 'MultiStores'), 0, moved);

  expect(formsChanges(loadServerForms(), after)).toEqual([
    "The standard journey: 'Bank account' moves from step 5 to step 4.",
    "The standard journey: 'Multi Stores' moves from step 4 to step 5.",
    "Create Lead: 'Visit notes' is added, required.",
    "Business Details: 'E-mail' is now required.",
    "Business Details: 'E-mail' is no longer checked as 'email'.",
  ]);
});

test('how a release moves onboardings of earlier releases is said per journey', () => {
  // forms/ as it is may move some already: the release before says nothing of it.
  const keeping = loadServerForms();
  for (const flow of Object.values(keeping.flows)) delete flow.moveEarlier;
  const notPast = loadServerForms();
  notPast.flows.STANDARD.moveEarlier = { notPast: 'BankAccount' };
  notPast.flows.MINI.moveEarlier = {};
  expect(formsChanges(keeping, notPast)).toEqual([
    "The standard journey: npm run forms:move moves onboardings of earlier releases whose 'Bank account' step is not complete yet.",
    'The mini journey: npm run forms:move moves every onboarding of an earlier release.',
  ]);
  expect(formsChanges(notPast, keeping)).toEqual([
    'The standard journey: onboardings of earlier releases keep theirs; npm run forms:move moves none.',
    'The mini journey: onboardings of earlier releases keep theirs; npm run forms:move moves none.',
  ]);
});
