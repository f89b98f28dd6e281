import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { DATE_TIME_MESSAGE, parseDateTimeValue, parseDateValue } from '../../domain/contract-scalars';
import { DATE_MESSAGE } from '../../domain/dates';

/** Raised while GraphQL coerces a variable; the request error names the field from GraphQL's path. */
export class ScalarValueError extends Error {}

function scalar(name: string, description: string, parse: (value: unknown) => string | null, message: string) {
  const parseValue = (value: unknown): string => {
    const parsed = parse(value);
    if (parsed === null) throw new ScalarValueError(message);
    return parsed;
  };
  return new GraphQLScalarType<string, string>({
    name,
    description,
    serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
    parseValue,
    parseLiteral: (node: ValueNode) => parseValue(node.kind === Kind.STRING ? node.value : undefined),
  });
}

/** At most this much JSON in one JSON input value. */
const MAX_JSON_LENGTH = 10_000;

/**
 * The contract's custom scalars: a value that is not a real instant or day of the years 1900-2100
 * never reaches a resolver.
 */
export const contractScalars = {
  DateTime: scalar('DateTime', 'ISO 8601 instant with a time zone', parseDateTimeValue, DATE_TIME_MESSAGE),
  Date: scalar('Date', 'Calendar date as YYYY-MM-DD', parseDateValue, DATE_MESSAGE),
  JSON: new GraphQLScalarType<unknown, unknown>({
    name: 'JSON',
    serialize: (value) => value,
    parseValue: (value) => {
      if (JSON.stringify(value).length > MAX_JSON_LENGTH) throw new ScalarValueError(`Please send at most ${MAX_JSON_LENGTH} characters of JSON.`);
      return value;
    },
    parseLiteral: () => {
      throw new ScalarValueError('Please send JSON values as variables.');
    },
  }),
};
