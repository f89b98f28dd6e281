import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputObjectType,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { isListValidatorName } from '../domain/list-validators';
import { isValidatorName } from '../domain/validators';
import { conditionFields, conditionRecords } from './conditions';
import { formItems, isAction, isDisplay, isRepeater, type ActionDefinition, type Condition, type DisplayDefinition, type FieldDefinition, type OptionSource, type StepDefinition } from './definition';
import { rulesNamedIn, rulesReadByCode, type RuleBook } from './rules';
import { widgetValueKind, type ValueKind } from './widgets';

// `npm run forms:check`: every file in forms/ against its JSON Schema, and every step definition
// against the GraphQL contract: operations exist, bind paths exist in the submit operation's
// variables with a type the widget can fill, named validators, rules and enums exist, and every
// required input of the submit operation is bound, defaulted or taken from the context.

export interface CheckProblem {
  file: string;
  message: string;
}

export interface FormsBundle {
  steps: { file: string; json: unknown }[];
  flows: { file: string; json: unknown }[];
  rules: { file: string; name: string; json: unknown }[];
  schemas: { definition: object; flow: object; rule: object };
}

/** ' (field "input.shop.name")' for a schema error at or inside a field or repeater, so the owner finds it. */
function owningField(json: unknown, instancePath: string): string {
  let node: unknown = json;
  let owner = '';
  for (const segment of instancePath.split('/').slice(1)) {
    if (node === null || typeof node !== 'object') break;
    node = (node as Record<string, unknown>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
    const bind = node !== null && typeof node === 'object' ? (node as { bind?: unknown }).bind : undefined;
    if (typeof bind === 'string') owner = ` (${'repeater' in (node as object) ? 'repeater' : 'field'} "${bind}")`;
  }
  return owner;
}

function ajvProblems(file: string, json: unknown, errors: ErrorObject[] | null | undefined): CheckProblem[] {
  // An 'if' error only says 'must match "then" schema' after the errors that say why: leave it out.
  return (errors ?? []).filter((e) => e.keyword !== 'if').slice(0, 5).map((e) => ({
    file,
    message: `${e.instancePath || '(top)'}${owningField(json, e.instancePath)}: ${e.message ?? 'is not valid'}${e.params && 'allowedValues' in e.params ? ` (${(e.params.allowedValues as unknown[]).join(', ')})` : ''}${e.params && 'additionalProperty' in e.params ? ` ("${String(e.params.additionalProperty)}")` : ''}`,
  }));
}

function operationsByName(document: DocumentNode): Map<string, OperationDefinitionNode> {
  const map = new Map<string, OperationDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition' && definition.name) map.set(definition.name.value, definition);
  }
  return map;
}

function fits(kind: ValueKind, type: GraphQLInputType): boolean {
  const nullable = getNullableType(type);
  if (kind === 'objectList') return isListType(nullable) && isInputObjectType(getNamedType(nullable));
  if (kind === 'stringList') {
    if (!isListType(nullable)) return false;
    const element = getNamedType(nullable);
    return isEnumType(element) || (isScalarType(element) && ['String', 'ID'].includes(element.name));
  }
  if (isListType(nullable)) return false;
  if (kind === 'boolean') return isScalarType(nullable) && nullable.name === 'Boolean';
  if (kind === 'number') return isScalarType(nullable) && ['Int', 'Float'].includes(nullable.name);
  return isEnumType(nullable) || (isScalarType(nullable) && ['String', 'ID', 'Date', 'DateTime'].includes(nullable.name));
}

type Resolved = { ok: true; type: GraphQLInputType } | { ok: false; reason: string };

/** The GraphQL input type at a bind path below `root` ('shop.name' under CreateLeadInput). */
function resolvePath(root: GraphQLInputType, segments: string[], rootLabel: string): Resolved {
  let type = root;
  let where = rootLabel;
  for (const segment of segments) {
    const named = getNullableType(type);
    if (!isInputObjectType(named)) return { ok: false, reason: `${where} is ${String(type)}, which has no field "${segment}"` };
    const field = named.getFields()[segment];
    if (!field) {
      const known = Object.keys(named.getFields()).join(', ');
      return { ok: false, reason: `${where} (${named.name}) has no field "${segment}"; its fields are: ${known}` };
    }
    type = field.type;
    where = `${where}.${segment}`;
  }
  return { ok: true, type };
}

function fieldLabel(field: { bind: string; label: string }): string {
  return `field "${field.bind}" (${field.label})`;
}

function checkOptions(file: string, field: FieldDefinition, options: OptionSource, schema: GraphQLSchema, rules: RuleBook, operations: Map<string, OperationDefinitionNode>): CheckProblem[] {
  if ('enum' in options) {
    const type = schema.getType(options.enum);
    if (!isEnumType(type)) return [{ file, message: `${fieldLabel(field)}: options.enum "${options.enum}" is not an enum of the contract (schema/*.graphql).` }];
    const known = new Set(type.getValues().map((v) => v.name));
    const unknown = [...(options.only ?? []), ...Object.keys(options.labels ?? {})].filter((v) => !known.has(v));
    return unknown.length ? [{ file, message: `${fieldLabel(field)}: ${unknown.join(', ')} ${unknown.length > 1 ? 'are not values' : 'is not a value'} of ${options.enum}.` }] : [];
  }
  if ('rule' in options) {
    const table = rules[options.rule];
    if (!table) return [{ file, message: `${fieldLabel(field)}: options.rule "${options.rule}" has no table in forms/rules/ (add forms/rules/${options.rule}.json).` }];
    return [];
  }
  if ('query' in options) {
    const operation = operations.get(options.query);
    if (operation?.operation !== 'query') return [{ file, message: `${fieldLabel(field)}: options.query "${options.query}" is not a query in schema/operations/.` }];
  }
  return [];
}

function checkCondition(file: string, owner: string, condition: Condition | undefined, binds: Set<string>, rules: RuleBook, records: ReadonlySet<string> = new Set()): CheckProblem[] {
  if (!condition) return [];
  const problems: CheckProblem[] = [];
  for (const path of conditionRecords(condition)) {
    const name = path.split('.')[0] ?? '';
    if (!records.has(name)) problems.push({ file, message: `${owner}: its condition reads record "${name}", which the step's "records" do not name.` });
  }
  for (const path of conditionFields(condition)) {
    if (!path.startsWith('item.') && !binds.has(path)) {
      problems.push({ file, message: `${owner}: its condition reads "${path}", which no field of this step binds.` });
    }
  }
  const walk = (c: Condition) => {
    if ('all' in c) c.all.forEach(walk);
    else if ('any' in c) c.any.forEach(walk);
    else if ('not' in c) walk(c.not);
    else if ('rule' in c && rules[c.rule]?.kind !== 'set') {
      problems.push({ file, message: `${owner}: its condition names rule "${c.rule}", which is not a 'set' table in forms/rules/.` });
    }
  };
  walk(condition);
  return problems;
}

/** Required input fields (non-null, no default) under `type` that nothing binds, defaults or fills from context. */
function unboundRequired(type: GraphQLInputObjectType, prefix: string, covered: (path: string) => boolean, inList: boolean): string[] {
  const missing: string[] = [];
  for (const field of Object.values(type.getFields())) {
    const path = `${prefix}.${field.name}`;
    const required = isNonNullType(field.type) && field.defaultValue === undefined;
    const named = getNamedType(field.type);
    if (covered(path)) {
      if (isInputObjectType(named) && !isListType(getNullableType(field.type))) {
        missing.push(...unboundRequired(named, path, covered, inList));
      }
      continue;
    }
    if (required && !inList) missing.push(path);
  }
  return missing;
}

export function checkStep(file: string, definition: StepDefinition, schema: GraphQLSchema, document: DocumentNode, rules: RuleBook): CheckProblem[] {
  const problems: CheckProblem[] = [];
  const operations = operationsByName(document);
  const expected = file.split('/').pop()?.replace(/\.json$/, '');
  if (expected && expected !== definition.step) {
    problems.push({ file, message: `"step" is "${definition.step}" but the file is named ${expected}.json; rename one so they match.` });
  }
  if (definition.load) {
    const load = operations.get(definition.load.operation);
    if (load?.operation !== 'query') problems.push({ file, message: `load.operation "${definition.load.operation}" is not a query in schema/operations/.` });
  }
  const submit = operations.get(definition.submit.operation);
  if (submit?.operation !== 'mutation') {
    problems.push({ file, message: `submit.operation "${definition.submit.operation}" is not a mutation in schema/operations/; add it there or fix the name.` });
    return problems;
  }
  const variables = new Map<string, GraphQLInputType>();
  for (const variable of submit.variableDefinitions ?? []) {
    const type = typeFromAST(schema, variable.type) as GraphQLInputType | undefined;
    if (type) variables.set(variable.variable.name.value, type);
  }
  const resolveBind = (bind: string): Resolved => {
    const [root, ...rest] = bind.split('.');
    const rootType = root ? variables.get(root) : undefined;
    if (!rootType) return { ok: false, reason: `${definition.submit.operation} has no variable "$${root}"` };
    return resolvePath(rootType, rest, `${definition.submit.operation}.$${root}`);
  };

  const recordNames = new Set(Object.keys(definition.records ?? {}));
  for (const [name, record] of Object.entries(definition.records ?? {})) {
    if (operations.get(record.operation)?.operation !== 'query') problems.push({ file, message: `record "${name}": operation "${record.operation}" is not a query in schema/operations/.` });
  }
  const binds = new Set<string>();
  const coveredPaths: string[] = [
    ...Object.keys(definition.submit.defaults ?? {}),
    ...Object.keys(definition.submit.context ?? {}),
  ];
  for (const section of definition.sections) {
    for (const item of formItems(section)) {
      binds.add(item.bind);
      if (isRepeater(item) || item.sent !== false) coveredPaths.push(item.bind);
    }
  }

  const checkField = (field: FieldDefinition, type: GraphQLInputType | null, owner: string) => {
    const kind = widgetValueKind(field.widget);
    if (!kind) {
      problems.push({ file, message: `${owner}: widget "${field.widget}" is neither built in nor a registered domain widget (src/engine/widgets.ts).` });
    } else if (type && !fits(kind, type)) {
      problems.push({ file, message: `${owner}: widget "${field.widget}" holds a ${kind} value but ${definition.submit.operation} wants ${String(type)} there; choose a widget that fits.` });
    }
    for (const name of field.validate ?? []) {
      if (!isValidatorName(name)) problems.push({ file, message: `${owner}: validator "${name}" does not exist in src/domain/validators.ts.` });
    }
    if (field.options) problems.push(...checkOptions(file, field, field.options, schema, rules, operations));
    for (const condition of [field.visibleWhen, field.requiredWhen, field.disabledWhen]) {
      problems.push(...checkCondition(file, owner, condition, binds, rules, recordNames));
    }
  };

  for (const section of definition.sections) {
    problems.push(...checkCondition(file, `section "${section.id}"`, section.visibleWhen, binds, rules, recordNames));
    for (const item of formItems(section)) {
      const owner = isRepeater(item) ? `repeater "${item.bind}" (${item.label})` : fieldLabel(item);
      // A field that is never sent binds a name on the phone only: the contract has nothing to say of it.
      if (!isRepeater(item) && item.sent === false) {
        checkField(item, null, owner);
        continue;
      }
      const resolved = resolveBind(item.bind);
      if (!resolved.ok) {
        problems.push({ file, message: `${owner}: ${resolved.reason}. Fix the bind path.` });
        continue;
      }
      if (!isRepeater(item)) {
        checkField(item, resolved.type, owner);
        continue;
      }
      const listType = getNullableType(resolved.type);
      const element = isListType(listType) ? getNullableType(listType.ofType) : null;
      if (!element || !isInputObjectType(element)) {
        problems.push({ file, message: `${owner}: ${item.bind} is ${String(resolved.type)}, not a list of input objects, so it cannot be a repeater.` });
        continue;
      }
      for (const name of item.validate ?? []) {
        if (!isListValidatorName(name)) problems.push({ file, message: `${owner}: list validator "${name}" does not exist in src/domain/list-validators.ts.` });
      }
      const itemBinds = new Set(item.fields.map((f) => f.bind.replace(/^item\./, '')));
      for (const field of item.fields) {
        const fieldOwner = `${owner} ${fieldLabel(field)}`;
        if (!field.bind.startsWith('item.')) {
          problems.push({ file, message: `${fieldOwner}: inside a repeater, bind paths start with "item.".` });
          continue;
        }
        const inner = resolvePath(element, field.bind.split('.').slice(1), `${item.bind}[]`);
        if (!inner.ok) problems.push({ file, message: `${fieldOwner}: ${inner.reason}. Fix the bind path.` });
        else checkField(field, inner.type, fieldOwner);
      }
      const itemCovered = (path: string) => {
        const relative = path.replace(/^item\./, '');
        return [...itemBinds].some((b) => b === relative || b.startsWith(`${relative}.`));
      };
      const missing = unboundRequired(element, 'item', itemCovered, false);
      for (const path of missing) problems.push({ file, message: `${owner}: ${element.name} requires "${path}", which no item field binds.` });
    }
  }

  problems.push(...checkWorkflow(file, definition, schema, operations, binds, recordNames, rules));

  const covered = (path: string) => coveredPaths.some((p) => p === path || p.startsWith(`${path}.`));
  for (const [name, type] of variables) {
    const named = getNullableType(type);
    if (!covered(name) && isNonNullType(type)) {
      problems.push({ file, message: `${definition.submit.operation} requires $${name}, which nothing binds.` });
    } else if (isInputObjectType(named)) {
      for (const path of unboundRequired(named, name, covered, false)) {
        problems.push({ file, message: `${definition.submit.operation} requires "${path}", which no field binds, no default sets and no context fills; bind it or add it to submit.defaults.` });
      }
    }
  }
  return problems;
}

/** A display part's or a binding's record path names a record the step loads. */
function recordProblem(file: string, owner: string, path: string, records: ReadonlySet<string>): CheckProblem[] {
  const name = path.split('.')[0] ?? '';
  return records.has(name) ? [] : [{ file, message: `${owner}: it reads record "${name}", which the step's "records" do not name.` }];
}

/** The step's actions, display parts and goOnWhen against the contract, its fields and its records. */
function checkWorkflow(
  file: string,
  definition: StepDefinition,
  schema: GraphQLSchema,
  operations: Map<string, OperationDefinitionNode>,
  binds: Set<string>,
  records: ReadonlySet<string>,
  rules: RuleBook,
): CheckProblem[] {
  const problems: CheckProblem[] = [];
  const items = definition.sections.flatMap((section) => section.fields);
  const fields = new Map(items.filter((item): item is FieldDefinition => !isAction(item) && !isDisplay(item) && !isRepeater(item)).map((field) => [field.bind, field]));
  const names = new Set<string>();
  const checkAction = (action: ActionDefinition) => {
    const owner = `action "${action.action}" (${action.label})`;
    if (names.has(action.action)) problems.push({ file, message: `${owner}: another action of this step has the same name.` });
    names.add(action.action);
    const operation = action.operation ? operations.get(action.operation) : undefined;
    if (action.operation && !operation) problems.push({ file, message: `${owner}: operation "${action.operation}" is not in schema/operations/.` });
    const variables = new Map<string, GraphQLInputType>();
    for (const variable of operation?.variableDefinitions ?? []) {
      const type = typeFromAST(schema, variable.type) as GraphQLInputType | undefined;
      if (type) variables.set(variable.variable.name.value, type);
    }
    for (const [path, binding] of Object.entries(action.variables ?? {})) {
      if (operation) {
        const [root, ...rest] = path.split('.');
        const rootType = root ? variables.get(root) : undefined;
        const resolved: Resolved = rootType ? resolvePath(rootType, rest, `${action.operation}.$${root}`) : { ok: false, reason: `${action.operation} has no variable "$${root}"` };
        if (!resolved.ok) problems.push({ file, message: `${owner}: variable "${path}": ${resolved.reason}.` });
      } else if (!action.operation) problems.push({ file, message: `${owner}: it binds variables but runs no operation.` });
      if ('field' in binding && !binds.has(binding.field)) problems.push({ file, message: `${owner}: variable "${path}" reads "${binding.field}", which no field of this step binds.` });
      if ('record' in binding) problems.push(...recordProblem(file, owner, binding.record, records));
    }
    for (const bind of [...(action.checks ?? []), ...(action.clears ?? [])]) {
      if (!binds.has(bind)) problems.push({ file, message: `${owner}: it names "${bind}", which no field of this step binds.` });
    }
    for (const bind of action.checks ?? []) {
      if (fields.has(bind) && !fields.get(bind)?.requiredMessage) problems.push({ file, message: `${owner}: field "${bind}" needs a requiredMessage, which the action says when it is empty.` });
    }
    for (const condition of [action.visibleWhen, action.enabledWhen]) problems.push(...checkCondition(file, owner, condition, binds, rules, records));
  };
  const checkDisplay = (part: DisplayDefinition) => {
    const owner = `${part.show} "${part.label ?? part.title ?? part.text ?? ''}"`;
    if (part.value) problems.push(...recordProblem(file, owner, part.value, records));
    if (part.labels && 'rule' in part.labels && typeof part.labels.rule === 'string' && !rules[part.labels.rule]) {
      problems.push({ file, message: `${owner}: labels.rule "${part.labels.rule}" has no table in forms/rules/.` });
    }
    problems.push(...checkCondition(file, owner, part.visibleWhen, binds, rules, records));
  };
  for (const item of items) {
    if (isAction(item)) checkAction(item);
    else if (isDisplay(item)) checkDisplay(item);
  }
  problems.push(...checkCondition(file, 'submit.goOnWhen', definition.submit.goOnWhen, binds, rules, records));
  return problems;
}

/** Checks every file of forms/; an empty list means all is well. */
export function checkForms(bundle: FormsBundle, schema: GraphQLSchema, document: DocumentNode): CheckProblem[] {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  ajv.addSchema(bundle.schemas.definition);
  const validateStep = ajv.compile(bundle.schemas.definition);
  const validateFlow = ajv.compile(bundle.schemas.flow);
  const validateRule = ajv.compile(bundle.schemas.rule);
  const problems: CheckProblem[] = [];
  const rules: Record<string, RuleBook[string]> = {};
  for (const rule of bundle.rules) {
    if (!validateRule(rule.json)) problems.push(...ajvProblems(rule.file, rule.json, validateRule.errors));
    // A table that fails its schema still exists: its problems are told at its own file, and the
    // steps that use it are not told to add it.
    rules[rule.name] = rule.json as RuleBook[string];
  }
  // The rule tables something reads: code, the definitions, and the tables those name in their conditions.
  const read = new Set<string>(rulesReadByCode);
  const stepTypes = new Set<string>();
  const submitters = new Map<string, string>();
  // Steps whose file exists: a flow naming one is not told to add it, even when the file itself has
  // problems (those are told at the file).
  const stepFiles = new Set(bundle.steps.map((s) => s.file.split('/').pop()?.replace(/\.json$/, '')));
  for (const step of bundle.steps) {
    for (const name of rulesNamedIn(step.json)) read.add(name);
    if (!validateStep(step.json)) {
      problems.push(...ajvProblems(step.file, step.json, validateStep.errors));
      continue;
    }
    const definition = step.json as StepDefinition;
    stepTypes.add(definition.step);
    problems.push(...checkStep(step.file, definition, schema, document, rules));
    // The server tells which definition to validate a save with by the operation it runs.
    const sharing = submitters.get(definition.submit.operation);
    if (sharing) {
      problems.push({ file: step.file, message: `submits ${definition.submit.operation}, which ${sharing} submits too; give this step a save operation of its own (${definition.step}Step_Save).` });
    } else submitters.set(definition.submit.operation, step.file);
  }
  for (const flow of bundle.flows) {
    if (!validateFlow(flow.json)) {
      problems.push(...ajvProblems(flow.file, flow.json, validateFlow.errors));
      continue;
    }
    const { steps, moveEarlier } = flow.json as { steps: { type: string }[]; moveEarlier?: { notPast?: string } };
    const seen = new Set<string>();
    for (const { type } of steps) {
      if (!stepTypes.has(type) && !stepFiles.has(type)) problems.push({ file: flow.file, message: `step "${type}" has no definition; add forms/steps/${type}.json.` });
      if (seen.has(type)) problems.push({ file: flow.file, message: `step "${type}" appears twice; a flow lists each step once.` });
      seen.add(type);
    }
    if (moveEarlier?.notPast !== undefined && !seen.has(moveEarlier.notPast)) {
      problems.push({ file: flow.file, message: `moveEarlier.notPast names "${moveEarlier.notPast}", which is not a step of this flow.` });
    }
  }
  const pending = [...read];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    for (const next of rulesNamedIn(rules[name])) {
      if (!read.has(next)) {
        read.add(next);
        pending.push(next);
      }
    }
  }
  for (const rule of bundle.rules) {
    if (!read.has(rule.name)) {
      problems.push({ file: rule.file, message: `no step definition or code reads this table; delete it, or name "${rule.name}" in a definition's options or conditions.` });
    }
  }
  return problems;
}
