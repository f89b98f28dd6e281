import {
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { errorCatalogue } from '../../src/domain/error-catalogue';
import { operationCoverage } from '../../src/server/graphql/resolver-map';
import { loadSchema } from '../../src/server/schema-sdl';
import { call, expectCatalogueError, onlyError } from './call';
import { demoAgent, signInAs, signedInHarness, type Harness } from './harness';

let harness: Harness;
let token: string;
beforeAll(async () => {
  ({ harness, token } = await signedInHarness('EMP1001'));
});
afterAll(() => harness.close());

const schema = loadSchema();
// verifyPublicCredential is how a merchant, who has no sign-in, proves who they are for a KYC link.
const PUBLIC_FIELDS = new Set(['health', '_noop', 'ssoLoginInternal', 'verifyPublicCredential']);

type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A value that passes GraphQL validation for the type: required fields filled with dummies, recursively. */
function dummyValue(type: GraphQLInputType): JsonValue {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [];
  if (isEnumType(inner)) {
    const [first] = inner.getValues();
    if (!first) throw new Error(`enum ${inner.name} has no values`);
    return first.name;
  }
  if (isInputObjectType(inner)) {
    const value: Record<string, JsonValue> = {};
    for (const field of Object.values(inner.getFields())) {
      if (isNonNullType(field.type)) value[field.name] = dummyValue(field.type);
    }
    return value;
  }
  switch (inner.name) {
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return true;
    case 'DateTime':
      return '2026-01-01T00:00:00.000Z';
    case 'Date':
      return '2026-01-01';
    case 'JSON':
      return {};
    default:
      return 'x';
  }
}

interface Operation {
  /** Query.x or Mutation.x, as operationCoverage names them. */
  name: string;
  field: string;
  query: string;
  variables: Record<string, JsonValue>;
}

function operationFor(kind: 'query' | 'mutation', root: GraphQLObjectType, field: GraphQLField<unknown, unknown>): Operation {
  const declarations = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const argumentList = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  const variables = Object.fromEntries(field.args.map((arg) => [arg.name, dummyValue(arg.type)]));
  return {
    name: `${root.name}.${field.name}`,
    field: field.name,
    query: `${kind}${declarations ? `(${declarations})` : ''} { ${field.name}${argumentList ? `(${argumentList})` : ''}${selection} }`,
    variables,
  };
}

function operations(): Operation[] {
  const list: Operation[] = [];
  for (const [kind, root] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    if (!root) throw new Error(`the schema has no ${kind} type`);
    for (const field of Object.values(root.getFields())) {
      if (!PUBLIC_FIELDS.has(field.name)) list.push(operationFor(kind, root, field));
    }
  }
  return list;
}

const guarded = operations();
const { implemented, missing } = operationCoverage(schema);
const implementedOperations = guarded.filter((op) => implemented.includes(op.name));

test('the contract is large enough for the lists below to mean something', () => {
  expect(guarded.length).toBeGreaterThan(100);
  // Every operation of the contract has its resolver.
  expect(missing).toEqual([]);
  expect(implementedOperations.map((op) => op.field)).toEqual(
    expect.arrayContaining(['lead', 'leadList', 'createLead', 'updateLead', 'masterStateList', 'ssoLogoutInternal']),
  );
});

describe('without a token, every operation but the public ones answers UNAUTHORIZED_ERROR', () => {
  test.each(guarded.map((op) => [op.name, op] as const))('%s', async (_name, op) => {
    const result = await call(harness, op.query, op.variables);
    expect(result.data ?? null).toBeNull();
    expectCatalogueError(result, 'UNAUTHORIZED_ERROR');
  });
});

describe('with an expired-looking garbage token too', () => {
  test.each(guarded.slice(0, 10).map((op) => [op.name, op] as const))('%s', async (_name, op) => {
    const result = await call(harness, op.query, op.variables, { token: 'a.b.c' });
    expectCatalogueError(result, 'UNAUTHORIZED_ERROR');
  });
});


describe('with a valid token and dummy input, a built operation answers data or a catalogued error, never a crash', () => {
  test.each(implementedOperations.map((op) => [op.name, op] as const))('%s', async (_name, op) => {
    // Logging out would end the shared session: that one gets a session of its own.
    const own = op.field === 'ssoLogoutInternal' ? (await signInAs(harness, demoAgent('EMP1001').email)).accessToken : token;
    const result = await call(harness, op.query, op.variables, { token: own });
    if (result.errors) {
      const error = onlyError(result);
      expect(error.code).not.toBe('INTERNAL_SERVER_ERROR');
      expect(error.code).not.toBe('UNAUTHORIZED_ERROR');
      expect(error.code).not.toBe('NOT_IMPLEMENTED');
    } else {
      expect(result.data?.[op.field]).toBeTruthy();
    }
  });
});

describe('requests the contract refuses', () => {
  test('an unknown field gives MOS-1001 with type and message', async () => {
    const result = await call(harness, '{ noSuchField }', {}, { token });
    const error = onlyError(result);
    expect(error.code).toBe('MOS-1001');
    expect(error.type).toBe(errorCatalogue['MOS-1001'].type);
    expect(error.message).toContain('noSuchField');
  });

  test('an unknown field is refused the same way without a token', async () => {
    const result = await call(harness, '{ leadList(input: {}) { noSuchField } }');
    expect(onlyError(result).code).toBe('MOS-1001');
  });

  test('a syntax error gives MOS-1001 with type and message', async () => {
    const result = await call(harness, '{ leadList(input: {', {}, { token });
    const error = onlyError(result);
    expect(error.code).toBe('MOS-1001');
    expect(error.type).toBe(errorCatalogue['MOS-1001'].type);
    expect(error.message).toMatch(/syntax error/i);
  });

  test('a variable of the wrong type gives MOS-1001', async () => {
    const result = await call(
      harness,
      'query($input: LeadListInput!) { leadList(input: $input) { pageInfo { page } } }',
      { input: { page: 'first' } },
      { token },
    );
    expect(onlyError(result).code).toBe('MOS-1001');
  });

  test('a missing required input field gives MOS-1001, even without a token', async () => {
    const result = await call(harness, 'query($input: CityListInput!) { cityList(input: $input) { __typename } }', { input: {} });
    expect(onlyError(result).code).toBe('MOS-1001');
  });

  test('health answers without a token', async () => {
    const result = await call<{ health: string }>(harness, '{ health }');
    expect(result).toEqual({ data: { health: 'ok' } });
  });
});
