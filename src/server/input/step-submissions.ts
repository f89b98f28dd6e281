import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import type { StepDefinition } from '../../engine/definition';

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
