import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { StepDefinition } from '../../engine/definition';
import { readOperations } from '../forms/forms-on-disk';

/** A client operation a step definition submits, and the root field it calls. */
export interface StepSubmission {
  definition: StepDefinition;
  rootField: string;
}

/**
 * Which step definition submits which client operation (by the operation's name in
 * schema/operations/). A step's save has an operation of its own, so that the server knows, from the
 * operation it runs, which definition to validate the submission with.
 */
export function stepSubmissions(steps: ReadonlyMap<string, StepDefinition>, operations: DocumentNode): Map<string, StepSubmission> {
  const rootFields = new Map<string, string>();
  for (const node of operations.definitions) {
    if (node.kind !== Kind.OPERATION_DEFINITION || node.operation !== 'mutation' || !node.name) continue;
    const field = (node as OperationDefinitionNode).selectionSet.selections.find((s) => s.kind === Kind.FIELD);
    if (field?.kind === Kind.FIELD) rootFields.set(node.name.value, field.name.value);
  }
  const submissions = new Map<string, StepSubmission>();
  for (const definition of steps.values()) {
    const name = definition.submit.operation;
    const rootField = rootFields.get(name);
    if (!rootField) throw new Error(`forms/steps/${definition.step}.json submits ${name}, which is no mutation in schema/operations/`);
    const other = submissions.get(name);
    if (other) throw new Error(`forms/steps/${definition.step}.json and ${other.definition.step}.json both submit ${name}; give each step a save operation of its own`);
    submissions.set(name, { definition, rootField });
  }
  return submissions;
}

const cache = new WeakMap<ReadonlyMap<string, StepDefinition>, { byOperation: Map<string, StepSubmission>; byStep: Map<string, StepSubmission> }>();
let clientOperations: DocumentNode | undefined;

/**
 * The step submissions of a set of definitions, worked out once per set: the input guard finds a
 * save's definition by operation, the step list whether a step can be saved by step type.
 */
export function stepSubmissionsOf(steps: ReadonlyMap<string, StepDefinition>) {
  let known = cache.get(steps);
  if (!known) {
    clientOperations ??= readOperations();
    const byOperation = stepSubmissions(steps, clientOperations);
    known = { byOperation, byStep: new Map([...byOperation.values()].map((s) => [s.definition.step, s])) };
    cache.set(steps, known);
  }
  return known;
}
