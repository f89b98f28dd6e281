import type { OperationDefinitionNode } from 'graphql';
import { readOperations } from '../forms/forms-on-disk';
import type { ServerForms } from '../forms/server-forms';
import { loadSchema } from '../schema-sdl';
// resolver-map imports the onboarding resolvers, which import this module: operationCoverage is only
// called at request time, when every module of the cycle has been evaluated.
import { operationCoverage } from './resolver-map';

// The contract, the client operations and the resolver map are fixed for the life of the process.
let submitFieldsByOperation: ReadonlyMap<string, string> | undefined;
let implemented: ReadonlySet<string> | undefined;

/** Each client mutation's root field ('CreateBankAccount' -> 'createBankAccount'). */
function submitFields(): ReadonlyMap<string, string> {
  submitFieldsByOperation ??= new Map(
    readOperations()
      .definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition' && d.operation === 'mutation' && Boolean(d.name))
      .flatMap((d) => {
        const [root] = d.selectionSet.selections;
        return d.name && root?.kind === 'Field' ? [[d.name.value, root.name.value] as const] : [];
      }),
  );
  return submitFieldsByOperation;
}

/**
 * Whether an agent can save the step now: its definition is ready (not a draft the product owner is
 * still completing) and the mutation it submits has a resolver, not the NOT_IMPLEMENTED placeholder.
 */
export function canSaveStep(forms: ServerForms, stepType: string): boolean {
  const definition = forms.steps.get(stepType);
  if (!definition || definition.status === 'draft') return false;
  const field = submitFields().get(definition.submit.operation);
  implemented ??= new Set(operationCoverage(loadSchema()).implemented);
  return field !== undefined && implemented.has(`Mutation.${field}`);
}
