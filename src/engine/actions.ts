import type { Binding, StepContext } from './definition';
import { getPath, setPath } from './paths';

/** What an action's bindings read: the form's values, the step context and the loaded records. */
export interface BindingScope {
  values: unknown;
  context: StepContext;
  records?: Readonly<Record<string, unknown>>;
}

/** The value one binding gives; undefined when what it reads is not there. */
export function boundValue(binding: Binding, scope: BindingScope): unknown {
  if ('context' in binding) return scope.context[binding.context];
  if ('field' in binding) return getPath(scope.values, binding.field);
  if ('record' in binding) return getPath(scope.records, binding.record);
  return binding.value;
}

/** An action's variables, built from its bindings: each key is a path in the operation's variables ('input.opportunityId'). */
export function bindVariables(bindings: Readonly<Record<string, Binding>> | undefined, scope: BindingScope): Record<string, unknown> {
  let variables: Record<string, unknown> = {};
  for (const [path, binding] of Object.entries(bindings ?? {})) {
    const value = boundValue(binding, scope);
    if (value !== undefined) variables = setPath(variables, path, value);
  }
  return variables;
}
