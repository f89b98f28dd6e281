import type { Condition, OptionItem, StepContext } from './definition';
import { getPath } from './paths';
import { memberLabel, type RuleBook } from './rules';

export interface ConditionScope {
  /** The whole form's values. */
  values: unknown;
  /** For fields inside a repeater: the item's values, which 'item.' paths read. */
  item?: unknown;
  context: StepContext;
  rules: RuleBook;
  /** The records the step loaded, by name (a record condition reads 'name.path'). */
  records?: Readonly<Record<string, unknown>>;
}

function valueAt(path: string, scope: ConditionScope): unknown {
  return path.startsWith('item.') ? getPath(scope.item, path.slice(5)) : getPath(scope.values, path);
}

export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

function compare(actual: unknown, condition: { equals?: unknown; in?: unknown[] }): boolean {
  if ('equals' in condition) return actual === condition.equals;
  if (condition.in) return condition.in.includes(actual);
  return isFilled(actual);
}

/** Pure: the same values, context and rules always give the same answer. */
export function evaluateCondition(condition: Condition, scope: ConditionScope): boolean {
  if ('all' in condition) return condition.all.every((c) => evaluateCondition(c, scope));
  if ('any' in condition) return condition.any.some((c) => evaluateCondition(c, scope));
  if ('not' in condition) return !evaluateCondition(condition.not, scope);
  if ('rule' in condition) {
    const table = scope.rules[condition.rule];
    const value = valueAt(condition.of, scope);
    return table?.kind === 'set' && value !== undefined && value !== null && Object.hasOwn(table.values, String(value));
  }
  if ('context' in condition) return compare(scope.context[condition.context], condition);
  const actual = 'record' in condition ? getPath(scope.records, condition.record) : valueAt(condition.field, scope);
  if (condition.filled !== undefined) return isFilled(actual) === condition.filled;
  return compare(actual, condition);
}

/** The options a rule table gives for the current values and context. */
export function ruleOptions(ruleName: string, scope: ConditionScope): OptionItem[] {
  const table = scope.rules[ruleName];
  if (!table) return [];
  if (table.kind === 'set') return Object.entries(table.values).map(([value, member]) => ({ value, label: memberLabel(member) }));
  const chosen = table.cases.find((c) => !c.when || evaluateCondition(c.when, scope));
  const added = (table.additions ?? []).filter((a) => evaluateCondition(a.when, scope)).flatMap((a) => a.options);
  return [...(chosen?.options ?? []), ...added];
}

/** The paths a condition reads, so a field re-renders only when one of them changes. */
export function conditionFields(condition: Condition | undefined): string[] {
  if (!condition) return [];
  if ('all' in condition) return condition.all.flatMap(conditionFields);
  if ('any' in condition) return condition.any.flatMap(conditionFields);
  if ('not' in condition) return conditionFields(condition.not);
  if ('rule' in condition) return [condition.of];
  if ('context' in condition || 'record' in condition) return [];
  return [condition.field];
}

/** The record paths a condition reads ('po.purchaseOrder.isFrozen'). */
export function conditionRecords(condition: Condition | undefined): string[] {
  if (!condition) return [];
  if ('all' in condition) return condition.all.flatMap(conditionRecords);
  if ('any' in condition) return condition.any.flatMap(conditionRecords);
  if ('not' in condition) return conditionRecords(condition.not);
  return 'record' in condition ? [condition.record] : [];
}
