import {
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { maxLengthMessage } from '../../domain/text-limits';
import { boundOf, DEFAULT_BOUNDS, maxItemsMessage, type Bound } from './contract-bounds';

// graphql-js coerces variables before any resolver or input guard runs, and its cost is not bounded
// by the request's size alone: each refused value is written into its error message whole, so 8,000
// unknown keys in one object cost 8,000 copies of that object (27 s for 80 KB), and a list of 100,000
// items is coerced item by item before anything says it may hold 100. This walk runs first, over the
// raw JSON the caller sent and the operation's declared variable types: it looks at each value at most
// once, never past the first problem, and never deeper than the contract's types, so its cost is
// linear in the body, whose size is bounded. What it lets through, graphql-js coerces cheaply; the
// content rules (control characters, number ranges, the domain's rules) are checked after coercion
// (contract-bounds.ts, input-guard.ts) and give the same messages for the same bounds.

export interface ShapeProblem {
  message: string;
  /** The path of the refused value, `input.shop.name`, when its names are ones the contract has. */
  field?: string;
}

/** Deeper than any input type of the contract nests: a recursive input type still ends here. */
const MAX_DEPTH = 32;
/** GraphQL's Int is a 32-bit signed integer. */
const INT_LIMIT = 2 ** 31;
/** A name is echoed in an answer only when it is one a contract could have, never a caller's megabyte. */
const ECHOABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

export const SHAPE_MESSAGES = {
  required: 'This value is required.',
  unknownVariable: 'The operation reads no such variable.',
  unknownField: 'This input has no such field.',
  object: 'Please send an object here.',
  text: 'Please send text here.',
  id: 'Please send an id here.',
  wholeNumber: 'Please enter a whole number.',
  number: 'Please enter a number.',
  boolean: 'Please send true or false.',
  enumValue: 'Please choose one of the listed values.',
  tooDeep: 'The value is nested too deeply.',
} as const;

interface Refusal {
  message: string;
  /** Innermost name first; reversed once, when the walk has ended. */
  reversedPath: string[];
}

function refusal(message: string, name?: string): Refusal {
  return { message, reversedPath: name === undefined ? [] : [name] };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function scalarProblem(typeName: string, value: unknown, bound: Bound): string | null {
  switch (typeName) {
    case 'String': {
      if (typeof value !== 'string') return SHAPE_MESSAGES.text;
      const maxLength = bound.maxLength ?? DEFAULT_BOUNDS.stringLength;
      return value.length > maxLength ? maxLengthMessage(maxLength) : null;
    }
    case 'ID': {
      if (typeof value === 'number') return Number.isInteger(value) ? null : SHAPE_MESSAGES.id;
      if (typeof value !== 'string') return SHAPE_MESSAGES.id;
      const maxLength = bound.maxLength ?? DEFAULT_BOUNDS.idLength;
      return value.length > maxLength ? maxLengthMessage(maxLength) : null;
    }
    case 'Int':
      return typeof value === 'number' && Number.isInteger(value) && value >= -INT_LIMIT && value < INT_LIMIT ? null : SHAPE_MESSAGES.wholeNumber;
    case 'Float':
      return typeof value === 'number' && Number.isFinite(value) ? null : SHAPE_MESSAGES.number;
    case 'Boolean':
      return typeof value === 'boolean' ? null : SHAPE_MESSAGES.boolean;
    default:
      // The contract's own scalars (DateTime, Date) bound their parsing themselves and say what is wrong.
      return null;
  }
}

function walk(value: unknown, type: GraphQLInputType, bound: Bound, depth: number): Refusal | null {
  if (depth > MAX_DEPTH) return refusal(SHAPE_MESSAGES.tooDeep);
  if (isNonNullType(type)) {
    if (value === null || value === undefined) return refusal(SHAPE_MESSAGES.required);
    return walk(value, type.ofType, bound, depth);
  }
  if (value === null || value === undefined) return null;
  if (isListType(type)) {
    // GraphQL takes a single value where a list is expected, as a list of one.
    if (!Array.isArray(value)) return walk(value, type.ofType, {}, depth + 1);
    const maxItems = bound.maxItems ?? DEFAULT_BOUNDS.listItems;
    if (value.length > maxItems) return refusal(maxItemsMessage(maxItems));
    for (let index = 0; index < value.length; index++) {
      const problem = walk(value[index], type.ofType, {}, depth + 1);
      if (problem) {
        problem.reversedPath.push(String(index));
        return problem;
      }
    }
    return null;
  }
  if (isInputObjectType(type)) {
    if (!isPlainObject(value)) return refusal(SHAPE_MESSAGES.object);
    const fields = type.getFields();
    for (const key in value) {
      if (!Object.hasOwn(fields, key)) return refusal(SHAPE_MESSAGES.unknownField, ECHOABLE_NAME.test(key) ? key : undefined);
    }
    for (const field of Object.values(fields)) {
      const fieldValue = value[field.name];
      if (fieldValue === undefined && field.defaultValue !== undefined) continue;
      const problem = walk(fieldValue, field.type, boundOf(field), depth + 1);
      if (problem) {
        problem.reversedPath.push(field.name);
        return problem;
      }
    }
    return null;
  }
  if (isEnumType(type)) return typeof value === 'string' && type.getValue(value) ? null : refusal(SHAPE_MESSAGES.enumValue);
  if (isScalarType(type)) {
    const problem = scalarProblem(type.name, value, bound);
    return problem === null ? null : refusal(problem);
  }
  return null;
}

/**
 * The first problem with the variables an operation was sent, judged against the types it declares,
 * or null when graphql-js may coerce them: a variable the operation does not declare, a required one
 * missing, a value of the wrong kind, an unknown input field, a list or a text past its bound.
 */
export function variablesShapeProblem(schema: GraphQLSchema, operation: OperationDefinitionNode, rawVariables: unknown): ShapeProblem | null {
  const variables = rawVariables ?? {};
  if (!isPlainObject(variables)) return { message: SHAPE_MESSAGES.object };
  const definitions = operation.variableDefinitions ?? [];
  for (const name in variables) {
    if (!definitions.some((definition) => definition.variable.name.value === name)) {
      return ECHOABLE_NAME.test(name) ? { message: SHAPE_MESSAGES.unknownVariable, field: name } : { message: SHAPE_MESSAGES.unknownVariable };
    }
  }
  for (const definition of definitions) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type);
    // An unknown type fails the operation's validation, which has run already.
    if (!type) continue;
    const value = variables[name];
    if (value === undefined && definition.defaultValue) continue;
    const problem = walk(value, type as GraphQLInputType, {}, 0);
    if (problem) return { message: problem.message, field: [name, ...problem.reversedPath.reverse()].join('.') };
  }
  return null;
}
