import type { StepDefinition } from '../../engine/definition';
import type { RuleBook } from '../../engine/rules';
import type { Flow, ServerForms } from './server-forms';

/** A release of forms/ as the database keeps it: plain JSON. */
export interface ReleasedForms {
  flows: Flow[];
  steps: StepDefinition[];
  rules: RuleBook;
}

export function releasedFormsOf(forms: ServerForms): ReleasedForms {
  return { flows: Object.values(forms.flows), steps: [...forms.steps.values()], rules: forms.rules };
}

export function serverFormsOf(released: ReleasedForms): ServerForms {
  const flows = Object.fromEntries(released.flows.map((flow) => [flow.flow, flow])) as ServerForms['flows'];
  return { flows, steps: new Map(released.steps.map((step) => [step.step, step])), rules: released.rules };
}
