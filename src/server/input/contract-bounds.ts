import {
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { z } from 'zod';
import { maxLengthMessage } from '../../domain/text-limits';

// The bounds of schema/common.graphql: every input value has one, so a resolver never meets a
// megabyte of text, a number past any sane amount or a list of a million items. A field's @bound
// overrides its type's default.

export const DEFAULT_BOUNDS = {
  stringLength: 255,
  idLength: 64,
  intMin: 0,
  intMax: 1_000_000,
  floatMin: 0,
  floatMax: 1e12,
  listItems: 100,
} as const;

export const TEXT_MESSAGE = 'Please remove special control characters from the text.';

export function maxItemsMessage(maxItems: number): string {
  return `Please choose at most ${maxItems} items.`;
}

export interface Bound {
  maxLength?: number;
  min?: number;
  max?: number;
  maxItems?: number;
  multiline?: boolean;
}

// C0 and C1 controls, DEL, and lone UTF-16 surrogates (which are no text at all); tab, line feed
// and carriage return only where a field is multiline. Both classes are single characters: linear.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]|\p{Cs}/u;
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\p{Cs}/u;

export function boundOf(field: GraphQLInputField): Bound {
  const directive = field.astNode?.directives?.find((d) => d.name.value === 'bound');
  const bound: Bound = {};
  for (const argument of directive?.arguments ?? []) {
    const { value } = argument;
    const name = argument.name.value as keyof Bound;
    if (value.kind === 'IntValue' || value.kind === 'FloatValue') (bound as Record<string, number>)[name] = Number(value.value);
    if (value.kind === 'BooleanValue') (bound as Record<string, boolean>)[name] = value.value;
  }
  return bound;
}

function textSchema(maxLength: number, multiline: boolean) {
  const control = multiline ? CONTROL_EXCEPT_LINES : CONTROL;
  // The length is checked first, so no pattern ever runs over an unbounded value.
  return z
    .string()
    .max(maxLength, maxLengthMessage(maxLength))
    .refine((value) => !control.test(value), TEXT_MESSAGE);
}

function numberSchema(min: number, max: number, integer: boolean) {
  const number = z.number().min(min, `Please enter ${min} or more.`).max(max, `Please enter ${max} or less.`);
  return integer ? number.int() : number;
}

class BoundsBuilder {
  private readonly objects = new Map<string, z.ZodType>();

  /** The schema of a value of `type`; GraphQL has already checked its shape, names and enum values. */
  value(type: GraphQLInputType, bound: Bound): z.ZodType {
    const inner = this.required(getNullableType(type), bound);
    return isNonNullType(type) ? inner : inner.nullish();
  }

  private required(type: GraphQLInputType, bound: Bound): z.ZodType {
    if (isListType(type)) {
      const maxItems = bound.maxItems ?? DEFAULT_BOUNDS.listItems;
      return z.array(this.value(type.ofType, {})).max(maxItems, maxItemsMessage(maxItems));
    }
    if (isInputObjectType(type)) {
      const known = this.objects.get(type.name);
      if (known) return known;
      const schema = z.lazy(() =>
        z.object(Object.fromEntries(Object.values(type.getFields()).map((field) => [field.name, this.value(field.type, boundOf(field))]))),
      );
      this.objects.set(type.name, schema);
      return schema;
    }
    if (isEnumType(type)) return z.string();
    if (isScalarType(type)) {
      switch (type.name) {
        case 'String':
          return textSchema(bound.maxLength ?? DEFAULT_BOUNDS.stringLength, bound.multiline ?? false);
        case 'ID':
          return textSchema(bound.maxLength ?? DEFAULT_BOUNDS.idLength, false);
        case 'Int':
          return numberSchema(bound.min ?? DEFAULT_BOUNDS.intMin, bound.max ?? DEFAULT_BOUNDS.intMax, true);
        case 'Float':
          return numberSchema(bound.min ?? DEFAULT_BOUNDS.floatMin, bound.max ?? DEFAULT_BOUNDS.floatMax, false);
        case 'Boolean':
          return z.boolean();
        default:
          // Custom scalars (DateTime, Date) check their own values as GraphQL parses them.
          return z.unknown();
      }
    }
    throw new Error(`no bounds for the input type ${String(type)}`);
  }
}

/** For every Query and Mutation field, the bounds of its `input` argument, from the contract. */
export function contractBounds(schema: GraphQLSchema): Map<string, z.ZodType> {
  const builder = new BoundsBuilder();
  const bounds = new Map<string, z.ZodType>();
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const input = field.args.find((a) => a.name === 'input');
      bounds.set(field.name, input ? builder.value(input.type, {}) : z.unknown());
    }
  }
  return bounds;
}
