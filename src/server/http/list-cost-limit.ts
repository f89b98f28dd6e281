import {
  getArgumentValues,
  getNamedType,
  getNullableType,
  getOperationAST,
  getVariableValues,
  isCompositeType,
  isObjectType,
  isInterfaceType,
  isListType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type FieldNode,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { appError } from '../errors';

/**
 * The most a request may cost. Every field costs 1, and each item of a list costs 1 plus what it
 * selects; a page of a list costs as many items as the caller asks for. The app's largest list
 * (OpportunityList) fits at the contract's largest page, 1000; fifteen aliases of a 1000-lead list
 * do not fit.
 */
export const MAX_REQUEST_COST = 64_000;

/** The arguments by which a caller chooses how many items a list returns. */
const PAGE_SIZE_KEYS = ['size', 'limit'] as const;

type Variables = Record<string, unknown>;

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** The page size a field asks for, directly or in its `input`, with the schema's default when not given. */
function requestedPageSize(field: GraphQLField<unknown, unknown>, node: FieldNode, variables: Variables): number | null {
  let args: Record<string, unknown>;
  try {
    args = getArgumentValues(field, node, variables);
  } catch {
    // Arguments that do not coerce fail validation or execution on their own.
    return null;
  }
  for (const holder of [args, asRecord(args.input)]) {
    for (const key of PAGE_SIZE_KEYS) {
      const size = holder?.[key];
      if (typeof size === 'number') return Math.max(1, size);
    }
  }
  return null;
}

class CostCounter {
  private readonly fragmentCosts = new Map<string, number>();
  private readonly inProgress = new Set<string>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>,
    private readonly variables: Variables,
  ) {}

  /** `page` is the page size the enclosing field asked for: it applies to the lists selected here. */
  selectionSet(selectionSet: SelectionSetNode, parent: GraphQLCompositeType, page: number | null): number {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) cost += this.field(selection, parent, page);
      else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? this.schema.getType(selection.typeCondition.name.value) : parent;
        if (isCompositeType(type)) cost += this.selectionSet(selection.selectionSet, type, page);
      } else cost += this.fragment(selection.name.value, page);
    }
    return cost;
  }

  private field(node: FieldNode, parent: GraphQLCompositeType, page: number | null): number {
    const definition = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[node.name.value] : undefined;
    if (!definition) return 1;
    const ownPage = requestedPageSize(definition, node, this.variables);
    const isList = isListType(getNullableType(definition.type));
    const items = isList ? (ownPage ?? page ?? 1) : 1;
    const type = getNamedType(definition.type);
    const selected = node.selectionSet && isCompositeType(type) ? this.selectionSet(node.selectionSet, type, isList ? null : ownPage) : 0;
    return items * (1 + selected);
  }

  /** A fragment costs the same wherever it is spread with the same page, so each is counted once. */
  private fragment(name: string, page: number | null): number {
    const key = `${name}:${page ?? ''}`;
    const known = this.fragmentCosts.get(key);
    if (known !== undefined) return known;
    const fragment = this.fragments.get(name);
    // A cycle or an unknown fragment is refused by the standard validation rules.
    if (!fragment || this.inProgress.has(name)) return 0;
    const type = this.schema.getType(fragment.typeCondition.name.value);
    this.inProgress.add(name);
    const cost = isCompositeType(type) ? this.selectionSet(fragment.selectionSet, type, page) : 0;
    this.inProgress.delete(name);
    this.fragmentCosts.set(key, cost);
    return cost;
  }
}

/** What the operation that would run costs, with its variables as sent. */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, rawVariables: unknown, operationName?: string | null): number {
  const operation = getOperationAST(document, operationName);
  if (!operation) return 0;
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], asRecord(rawVariables) ?? {});
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
  );
  return new CostCounter(schema, fragments, coerced.coerced ?? {}).selectionSet(operation.selectionSet, root, null);
}

/**
 * Refuses a request whose lists would add up to more than `maxCost`, before anything runs. It runs as
 * execution starts rather than as a validation rule because validation results are cached by document,
 * and the page sizes often come in the variables.
 */
export function useListCostLimit(maxCost = MAX_REQUEST_COST): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (operationCost(args.schema, args.document, args.variableValues, args.operationName) > maxCost) {
        setResultAndStopExecution({ errors: [appError('REQUEST_TOO_LARGE')] });
      }
    },
  };
}
