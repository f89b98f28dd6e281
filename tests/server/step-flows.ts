import { loadServerForms, type Flow, type ServerForms } from '../../src/server/forms/server-forms';

/**
 * forms/ with each flow cut to these steps, in the order given (a flow without one of them goes
 * without it). The server refuses a step's saves and actions while an earlier step of the journey is
 * incomplete (spec section 4; the rule is tested in step-order.test.ts): a file that tests some
 * steps' own operations on opportunities it makes for them, straight in the tables or through the
 * API, gives its server a journey that starts with those steps, rather than walking every step
 * before them in each test.
 */
export function formsWithSteps(...keep: readonly string[]): ServerForms {
  const forms = loadServerForms();
  const cut = (flow: Flow): Flow => ({ ...flow, steps: keep.flatMap((type) => flow.steps.filter((step) => step.type === type)) });
  return { ...forms, flows: { STANDARD: cut(forms.flows.STANDARD), MINI: cut(forms.flows.MINI) } };
}
