import { eq } from 'drizzle-orm';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isErrorCode } from '../../src/domain/error-catalogue';
import { leads, opportunities } from '../../src/server/db/schema';
import { DEFAULT_BOUNDS } from '../../src/server/input/contract-bounds';
import { NOT_BUILT, operationInputs } from '../../src/server/input/operation-inputs';
import { operationCoverage } from '../../src/server/graphql/resolver-map';
import { loadSchema } from '../../src/server/schema-sdl';
import { demoAgent, gql, signInAs, startHarness, type GraphQLResponse, type Harness } from './harness';

// Every operation of the contract, enumerated from the schema, so an operation added later is
// covered without anyone remembering to: it has input rules, it refuses over-long text and control
// characters with a catalogued error naming the field, and agent B reaches none of agent A's records.

const schema = loadSchema();
const fields: { root: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> }[] = [
  ...Object.values(schema.getQueryType()?.getFields() ?? {}).map((field) => ({ root: 'query' as const, field })),
  ...Object.values(schema.getMutationType()?.getFields() ?? {}).map((field) => ({ root: 'mutation' as const, field })),
].filter(({ field }) => field.name !== 'health' && field.name !== '_noop');
const implemented = new Set(operationCoverage(schema).implemented.map((name) => name.split('.')[1]));

/** A text field somewhere in an input, by its path, with its bound. */
interface TextField {
  path: string[];
  maxLength: number;
}

function boundOf(astNode: { directives?: readonly { name: { value: string }; arguments?: readonly { name: { value: string }; value: { kind: string; value?: unknown } }[] }[] } | null | undefined, name: string) {
  const argument = astNode?.directives?.find((d) => d.name.value === 'bound')?.arguments?.find((a) => a.name.value === name);
  return argument ? Number(argument.value.value) : undefined;
}

/** The smallest value of a type that GraphQL accepts: required fields only, filled by `ids`. */
function sample(type: GraphQLInputType, name: string, ids: { text: string; number: number }): unknown {
  const inner = getNullableType(type);
  if (isListType(inner)) return [];
  if (isInputObjectType(inner)) {
    return Object.fromEntries(
      Object.values(inner.getFields())
        .filter((f) => isNonNullType(f.type) && f.defaultValue === undefined)
        .map((f) => [f.name, sample(f.type, f.name, ids)]),
    );
  }
  if (isEnumType(inner)) return inner.getValues()[0]?.value;
  if (isScalarType(inner)) {
    switch (inner.name) {
      case 'ID':
        return ids.text;
      case 'String':
        return /id$/i.test(name) ? ids.text : 'Sample';
      case 'Int':
        return /id$/i.test(name) ? ids.number : 1;
      case 'Float':
        return 1;
      case 'Boolean':
        return false;
      case 'DateTime':
        return '2026-01-01T00:00:00.000Z';
      case 'Date':
        return '2026-01-01';
    }
  }
  throw new Error(`no sample for ${String(type)}`);
}

/** The first text or id field of an input, searched breadth first. */
function textField(type: GraphQLInputType): TextField | null {
  const queue: { type: GraphQLInputType; path: string[] }[] = [{ type, path: [] }];
  while (queue.length) {
    const next = queue.shift();
    if (!next) break;
    const inner = getNullableType(next.type);
    if (!isInputObjectType(inner)) continue;
    for (const f of Object.values(inner.getFields())) {
      const named = getNamedType(f.type);
      if ((named.name === 'String' || named.name === 'ID') && !isListType(getNullableType(f.type))) {
        const fallback = named.name === 'ID' ? DEFAULT_BOUNDS.idLength : DEFAULT_BOUNDS.stringLength;
        return { path: [...next.path, f.name], maxLength: boundOf(f.astNode, 'maxLength') ?? fallback };
      }
      if (isInputObjectType(named) && !isListType(getNullableType(f.type))) queue.push({ type: f.type, path: [...next.path, f.name] });
    }
  }
  return null;
}

function withValue(base: unknown, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(base) as Record<string, unknown>;
  let current = copy;
  for (const key of path.slice(0, -1)) {
    current[key] = { ...((current[key] as Record<string, unknown> | undefined) ?? {}) };
    current = current[key] as Record<string, unknown>;
  }
  current[path.at(-1) ?? ''] = value;
  return copy;
}

function operationText(root: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const input = field.args.find((a) => a.name === 'input');
  const variables = input ? `($input: ${String(input.type)})` : '';
  return `${root} Every${variables} { ${field.name}${input ? '(input: $input)' : ''} { __typename } }`;
}

function expectCatalogued(result: GraphQLResponse<unknown>) {
  expect(result.errors?.length).toBeGreaterThan(0);
  for (const error of result.errors ?? []) {
    const code = error.extensions?.code ?? '';
    expect(isErrorCode(code), `${code}: ${error.message}`).toBe(true);
    expect(code).not.toBe('INTERNAL_SERVER_ERROR');
  }
}

let harness: Harness;
let tokenA: string;
let tokenB: string;
let tokenOwner: string;
let leadOfA: typeof leads.$inferSelect;
let opportunityOfA: typeof opportunities.$inferSelect;

beforeAll(async () => {
  harness = await startHarness();
  tokenA = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  tokenB = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
  tokenOwner = (await signInAs(harness, demoAgent('EMP9001').email)).accessToken;
  const [lead] = await harness.database.db.select().from(leads).where(eq(leads.ownerEmployeeId, 'EMP1001')).limit(1);
  const [opportunity] = await harness.database.db.select().from(opportunities).where(eq(opportunities.ownerEmployeeId, 'EMP1001')).limit(1);
  if (!lead || !opportunity) throw new Error('the seed has no lead or opportunity of EMP1001');
  leadOfA = lead;
  opportunityOfA = opportunity;
});
afterAll(() => harness.close());

test('the contract has operations enough for this list to mean something', () => {
  expect(fields.length).toBeGreaterThan(100);
});

describe.each(fields)('$root $field.name', ({ root, field }) => {
  const input = field.args.find((a) => a.name === 'input');
  const ids = { text: '1', number: 1 };
  const base = input ? sample(input.type, 'input', ids) : undefined;
  const text = input ? textField(input.type) : null;
  const query = operationText(root, field);
  const entry = operationInputs[field.name as keyof typeof operationInputs];
  const callers = entry === NOT_BUILT ? 'agents' : entry.public ? 'everyone' : (entry.callers ?? 'agents');
  // Who the checks of its input are seen by: a product owner for the preview, an agent for the rest.
  const caller = () => (callers === 'productOwners' ? tokenOwner : tokenA);

  test('has input rules of its own once built, and is marked not built exactly while it has no resolver', () => {
    expect(entry, `${field.name} has no entry in src/server/input/operation-inputs.ts`).toBeDefined();
    expect(entry === NOT_BUILT, `${field.name}: built ${implemented.has(field.name)}`).toBe(!implemented.has(field.name));
  });

  // An operation without text or id fields has nothing of this kind to refuse.
  if (text) test('over-long text and control characters are refused with MOS-1001 naming the field', async () => {
    const field_ = ['input', ...text.path].join('.');
    for (const value of ['x'.repeat(text.maxLength + 1), 'Ramesh\u0000Stores', 'tab\u0007bell']) {
      const result = await gql(harness, query, { input: withValue(base, text.path, value) }, { token: caller() });
      expectCatalogued(result);
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'MOS-1001', field: field_ });
    }
  });

  // Signing out would end the product owner's session for the operations after it (forms-preview.test.ts signs out).
  if (field.name !== 'ssoLogoutInternal') test(`is ${callers === 'agents' ? 'refused to a product owner' : callers === 'productOwners' ? "refused to an agent, and a product owner's" : 'open to a product owner'}`, async () => {
    const variables = base === undefined ? {} : { input: base };
    const owner = await gql(harness, query, variables, { token: tokenOwner });
    if (callers === 'agents') expect(owner.errors?.[0]?.extensions).toMatchObject({ code: 'MOS-2001', message: 'User not authorised' });
    else expect(owner.errors?.map((error) => error.extensions?.code) ?? []).not.toContain('MOS-2001');
    if (callers === 'productOwners') {
      expect((await gql(harness, query, variables, { token: tokenA })).errors?.[0]?.extensions).toMatchObject({ code: 'MOS-2001' });
    }
  });

  // An operation not built yet answers NOT_IMPLEMENTED whoever asks (unauthenticated.test.ts): there
  // is nothing of A's it could give B until it is built.
  const built = entry !== NOT_BUILT;
  if (built) test("agent B neither reads nor changes agent A's records through it", async () => {
    const before = await Promise.all([
      harness.database.db.select().from(leads).where(eq(leads.id, leadOfA.id)),
      harness.database.db.select().from(opportunities).where(eq(opportunities.id, opportunityOfA.id)),
    ]);
    for (const target of [
      { text: leadOfA.id, number: 1 },
      { text: String(opportunityOfA.id), number: opportunityOfA.id },
    ]) {
      const variables = input ? { input: sample(input.type, 'input', target) } : {};
      const result = await gql(harness, query, variables, { token: tokenB });
      const answer = JSON.stringify(result.data ?? null);
      expect(answer).not.toContain(leadOfA.shopName);
      expect(answer).not.toContain(opportunityOfA.name);
      if (result.errors) expectCatalogued(result);
    }
    const after = await Promise.all([
      harness.database.db.select().from(leads).where(eq(leads.id, leadOfA.id)),
      harness.database.db.select().from(opportunities).where(eq(opportunities.id, opportunityOfA.id)),
    ]);
    expect(after).toEqual(before);
  });
});
