import { z } from 'zod';
import { DATE_MESSAGE, isCalendarDate } from '../domain/dates';
import { isListValidatorName, listValidators, type ListValidator } from '../domain/list-validators';
import { maxLengthMessage } from '../domain/text-limits';
import { isValidatorName, validators, type Validator } from '../domain/validators';
import { fieldMaxLength, fieldRequiredMessage } from './field-limits';
import { evaluateCondition, isFilled, ruleOptions, type ConditionScope } from './conditions';
import { formItems, isRepeater, type FieldDefinition, type StepContext, type StepDefinition } from './definition';
import { getAt, getPath, itemRelative, pathSegments, setPath } from './paths';
import type { RuleBook } from './rules';
import { widgetValueKind } from './widgets';

export type FormValues = Record<string, unknown>;
export type OperationVariables = Record<string, unknown>;

export interface CompileOptions {
  context: StepContext;
  rules: RuleBook;
  /**
   * What a validator judges by the clock (an appointment not in the past) is judged elsewhere: the
   * server judges it by its own clock in the resolver, and a stored record checked again (a release
   * moving onboardings) keeps it, as an appointment simply passes.
   */
  clockJudgedElsewhere?: boolean;
}

const NUMBER_MESSAGE = 'Please enter a number.';
const maxItemsMessage = (max: number) => (max === 1 ? 'Please keep only one.' : `Please keep at most ${max}.`);

function requiredMessage(field: FieldDefinition): string {
  const worded = fieldRequiredMessage(field);
  if (worded) return worded;
  const kind = widgetValueKind(field.widget);
  const verb = kind === 'stringList' || field.widget === 'select' || field.widget === 'radio' ? 'choose' : 'enter';
  // 'Shop name' reads 'shop name' mid-sentence; an acronym ('GSTIN', 'KYC document') keeps its capitals.
  const label = /^[A-Z]{2}/.test(field.label) ? field.label : `${field.label.charAt(0).toLowerCase()}${field.label.slice(1)}`;
  return `Please ${verb} ${label}.`;
}

type Check = { ok: true; value: unknown } | { ok: false; message: string };

/** One field's value as the operation wants it, or the message the agent sees. */
function checkField(field: FieldDefinition, raw: unknown, clockJudgedElsewhere: boolean): Check {
  const kind = widgetValueKind(field.widget) ?? 'string';
  if (kind === 'boolean') return { ok: true, value: raw === true };
  if (kind === 'objectList') {
    // The loaded record's objects carry the response's __typename, which no input has.
    const list = (Array.isArray(raw) ? raw : []).map((item: unknown) =>
      Object.fromEntries(Object.entries(typeof item === 'object' && item !== null ? item : {}).filter(([key]) => !key.startsWith('__'))),
    );
    if (field.minItems !== undefined && list.length < field.minItems) return { ok: false, message: requiredMessage(field) };
    if (field.maxItems !== undefined && list.length > field.maxItems) return { ok: false, message: maxItemsMessage(field.maxItems) };
    return { ok: true, value: list };
  }
  if (kind === 'stringList') {
    const list = Array.isArray(raw) ? raw.map(String) : [];
    if (field.minItems !== undefined && list.length < field.minItems) return { ok: false, message: requiredMessage(field) };
    if (field.maxItems !== undefined && list.length > field.maxItems) return { ok: false, message: maxItemsMessage(field.maxItems) };
    return { ok: true, value: list };
  }
  if (kind === 'number') {
    const number = typeof raw === 'number' ? raw : Number(String(raw).replace(/,/g, '').trim());
    if (!Number.isFinite(number)) return { ok: false, message: NUMBER_MESSAGE };
    if (field.min !== undefined && number < field.min) return { ok: false, message: `Please enter ${field.min} or more.` };
    if (field.max !== undefined && number > field.max) return { ok: false, message: `Please enter ${field.max} or less.` };
    return { ok: true, value: number };
  }
  let text = String(raw).trim();
  if (field.upperCase) text = text.toUpperCase();
  if (field.widget === 'date' && !isCalendarDate(text)) return { ok: false, message: DATE_MESSAGE };
  if (field.widget === 'dateTime') {
    const instant = Date.parse(text);
    if (Number.isNaN(instant)) return { ok: false, message: DATE_MESSAGE };
    text = new Date(instant).toISOString();
  }
  if (field.minLength !== undefined && text.length < field.minLength) {
    return { ok: false, message: `Please enter at least ${field.minLength} characters.` };
  }
  const maxLength = fieldMaxLength(field);
  if (maxLength !== undefined && text.length > maxLength) return { ok: false, message: maxLengthMessage(maxLength) };
  for (const name of field.validate ?? []) {
    if (!isValidatorName(name)) continue;
    const validator: Validator = validators[name];
    if (!(clockJudgedElsewhere && validator.judgedByClock) && !validator.test(text)) return { ok: false, message: validator.messageFor?.(text) ?? validator.message };
    text = validator.normalise?.(text) ?? text;
  }
  return { ok: true, value: text };
}

function isEmpty(field: FieldDefinition, raw: unknown): boolean {
  const kind = widgetValueKind(field.widget) ?? 'string';
  if (kind === 'boolean') return raw !== true;
  return !isFilled(raw);
}

/** The operation's variables as one parse builds them. */
interface Output {
  value: Record<string, unknown>;
  /** The objects this parse made, which it may write into; any other object (a fixed default) is copied first. */
  owned: WeakSet<object>;
}

function newOutput(): Output {
  const value = {};
  return { value, owned: new WeakSet([value]) };
}

/** setPath for an object being built: O(path length), where copying every object on the way made n fields O(n²). */
function writePath(out: Output, segments: readonly string[], value: unknown) {
  let current = out.value;
  for (let i = 0; i < segments.length - 1; i++) {
    const key = segments[i]!;
    const child = current[key];
    let next: Record<string, unknown>;
    if (child && typeof child === 'object' && !Array.isArray(child) && out.owned.has(child)) next = child as Record<string, unknown>;
    else {
      next = child && typeof child === 'object' && !Array.isArray(child) ? { ...(child as Record<string, unknown>) } : {};
      out.owned.add(next);
      current[key] = next;
    }
    current = next;
  }
  current[segments[segments.length - 1]!] = value;
}


interface Issue {
  path: (string | number)[];
  message: string;
}

function fieldState(field: FieldDefinition, scope: ConditionScope) {
  const visible = !field.visibleWhen || evaluateCondition(field.visibleWhen, scope);
  const required = visible && (field.required === true || (!!field.requiredWhen && evaluateCondition(field.requiredWhen, scope)));
  return { visible, required };
}

/**
 * The values a single-choice field may take when the definition fixes its options (a rule table, as
 * the form's values and the journey make it, or a static list); null when the contract's enum or a
 * query gives them. A value the form never offered (an ownership changed after its proof was chosen,
 * or a request made by hand) is refused as not chosen.
 */
function offeredValues(field: FieldDefinition, scope: ConditionScope): Set<string> | null {
  if ((field.widget !== 'select' && field.widget !== 'radio') || !field.options) return null;
  if ('rule' in field.options) return new Set(ruleOptions(field.options.rule, scope).map((o) => String(o.value)));
  if ('static' in field.options) return new Set(field.options.static.map((o) => String(o.value)));
  return null;
}

/** Validates one field and, when it is filled and valid, writes its value into `out` at `target`. */
function applyField(
  field: FieldDefinition,
  raw: unknown,
  scope: ConditionScope,
  issuePath: () => (string | number)[],
  out: Output,
  target: readonly string[],
  issues: Issue[],
  clockJudgedElsewhere: boolean,
) {
  const { visible, required } = fieldState(field, scope);
  if (!visible || field.sent === false) return;
  if (isEmpty(field, raw)) {
    if (required) issues.push({ path: issuePath(), message: requiredMessage(field) });
    else if (widgetValueKind(field.widget) === 'boolean') writePath(out, target, false);
    return;
  }
  const checked = checkField(field, raw, clockJudgedElsewhere);
  if (!checked.ok) issues.push({ path: issuePath(), message: checked.message });
  else if (offeredValues(field, scope)?.has(String(checked.value)) === false) issues.push({ path: issuePath(), message: requiredMessage(field) });
  else writePath(out, target, checked.value);
}

/**
 * Compiles a step definition to a zod schema over the form's values. Its output is the operation's
 * variables: fixed defaults, context values, and every visible field, normalised; hidden fields are
 * left out. The app validates with it through react-hook-form, and the server validates submitted
 * variables with the same definition.
 */
export function compileStep(definition: StepDefinition, options: CompileOptions) {
  // Bind paths split once, not on every parse (a parse runs on every keystroke once the form was submitted).
  const split = new Map<string, readonly string[]>();
  const segments = (path: string) => {
    let found = split.get(path);
    if (!found) split.set(path, (found = pathSegments(path)));
    return found;
  };
  return z
    .custom<FormValues>((value) => typeof value === 'object' && value !== null)
    .transform((values, ctx): OperationVariables => {
    const scope: ConditionScope = { values, context: options.context, rules: options.rules };
    const issues: Issue[] = [];
    const out = newOutput();
    for (const [path, value] of Object.entries(definition.submit.defaults ?? {})) writePath(out, segments(path), value);
    for (const section of definition.sections) {
      if (section.visibleWhen && !evaluateCondition(section.visibleWhen, scope)) continue;
      for (const item of formItems(section)) {
        if (!isRepeater(item)) {
          const bind = segments(item.bind);
          applyField(item, getAt(values, bind), scope, () => [...bind], out, bind, issues, options.clockJudgedElsewhere === true);
          continue;
        }
        if (item.visibleWhen && !evaluateCondition(item.visibleWhen, scope)) continue;
        const rows = getPath(values, item.bind);
        const list = Array.isArray(rows) ? rows : [];
        if (item.minItems !== undefined && list.length < item.minItems) {
          issues.push({ path: pathSegments(item.bind), message: `Please add at least ${item.minItems} ${item.label.toLowerCase()}.` });
        }
        const before = issues.length;
        const results = list.map((row, index) => {
          const rowOut = newOutput();
          const rowScope: ConditionScope = { ...scope, item: row };
          for (const field of item.fields) {
            const relative = segments(itemRelative(field.bind));
            applyField(field, getAt(row, relative), rowScope, () => [...segments(item.bind), index, ...relative], rowOut, relative, issues, options.clockJudgedElsewhere === true);
          }
          return rowOut.value;
        });
        // A rule over the whole list judges items that are each valid, or it would judge half-typed ones.
        if (issues.length === before) {
          for (const name of item.validate ?? []) {
            if (!isListValidatorName(name)) continue;
            const validator: ListValidator = listValidators[name];
            if (!validator.test(results)) issues.push({ path: pathSegments(item.bind), message: validator.messageFor?.(results) ?? validator.message });
          }
        }
        writePath(out, segments(item.bind), results);
      }
    }
    for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    if (issues.length) return z.NEVER;
    for (const [path, key] of Object.entries(definition.submit.context ?? {})) {
      const value = options.context[key];
      if (value !== undefined && value !== null) writePath(out, segments(path), value);
    }
    return out.value;
  });
}

/** Form values from a loaded record: each field reads its `from` path, or its bind path without 'input.'. */
export function valuesFromRecord(definition: StepDefinition, record: unknown): FormValues {
  let values: FormValues = {};
  for (const section of definition.sections) {
    for (const item of formItems(section)) {
      const source = isRepeater(item) ? item.bind.replace(/^input\./, '') : (item.from ?? item.bind.replace(/^input\./, ''));
      const value = getPath(record, source);
      if (value !== undefined && value !== null) values = setPath(values, item.bind, value);
    }
  }
  return values;
}

/** The values a new form starts with: each field's default, or an empty value of its kind. */
export function initialValues(definition: StepDefinition): FormValues {
  let values: FormValues = {};
  for (const section of definition.sections) {
    for (const item of formItems(section)) {
      if (isRepeater(item)) {
        values = setPath(values, item.bind, []);
        continue;
      }
      const kind = widgetValueKind(item.widget) ?? 'string';
      const empty = kind === 'boolean' ? false : kind === 'stringList' || kind === 'objectList' ? [] : kind === 'number' ? '' : '';
      values = setPath(values, item.bind, item.default ?? empty);
    }
  }
  return values;
}
