import { useEffect, useMemo, useState } from 'react';
import { conditionFields, evaluateCondition, type ConditionScope } from '../conditions';
import type { Condition, FieldDefinition, OptionItem, StepContext } from '../definition';
import { staticOptionItems } from '../option-items';
import { getPath, setPath } from '../paths';
import type { RuleBook, RuleTable } from '../rules';
import { useStepFormEnvironment } from './step-form-context';

function ruleFields(table: RuleTable | undefined): string[] {
  if (!table || table.kind === 'set') return [];
  return [...table.cases.map((c) => c.when), ...(table.additions ?? []).map((a) => a.when)].flatMap((c) => conditionFields(c));
}

// Option query variables may take another field's value ('$field:input.x') or a context value ('$context:leadId').
const QUERY_FIELD_PREFIX = '$field:';
const QUERY_CONTEXT_PREFIX = '$context:';

function queryVariableFields(variables: unknown): string[] {
  if (typeof variables === 'string') return variables.startsWith(QUERY_FIELD_PREFIX) ? [variables.slice(QUERY_FIELD_PREFIX.length)] : [];
  if (variables && typeof variables === 'object') return Object.values(variables).flatMap(queryVariableFields);
  return [];
}

/** A value a condition or a query variable reads: 'item.' paths from the repeater item, others from the form. */
function valueAt(path: string, scope: ConditionScope): unknown {
  return path.startsWith('item.') ? getPath(scope.item, path.slice('item.'.length)) : getPath(scope.values, path);
}

/** A query option source's variables with their '$field:' and '$context:' references read from the scope. */
export function resolveVariables(variables: unknown, scope: ConditionScope): unknown {
  if (typeof variables === 'string' && variables.startsWith(QUERY_FIELD_PREFIX)) return valueAt(variables.slice(QUERY_FIELD_PREFIX.length), scope);
  if (typeof variables === 'string' && variables.startsWith(QUERY_CONTEXT_PREFIX)) {
    return scope.context[variables.slice(QUERY_CONTEXT_PREFIX.length) as keyof StepContext];
  }
  if (Array.isArray(variables)) return variables.map((v) => resolveVariables(v, scope));
  if (variables && typeof variables === 'object') {
    return Object.fromEntries(Object.entries(variables).map(([k, v]) => [k, resolveVariables(v, scope)]));
  }
  return variables;
}

/**
 * The form paths a field's conditions and option sources read, with a repeater item's 'item.' paths
 * made absolute. Empty for most fields: those need not watch any value at all.
 */
export function watchedPaths(field: FieldDefinition, rules: RuleBook, itemPrefix?: string): string[] {
  const absolute = (path: string) => (itemPrefix && path.startsWith('item.') ? `${itemPrefix}.${path.slice(5)}` : path);
  const conditions: (Condition | undefined)[] = [field.visibleWhen, field.requiredWhen, field.disabledWhen];
  const paths = [
    ...conditions.flatMap(conditionFields),
    ...(field.options && 'rule' in field.options ? ruleFields(rules[field.options.rule]) : []),
    ...(field.options && 'query' in field.options ? queryVariableFields(field.options.variables) : []),
  ];
  return [...new Set(paths.map(absolute))];
}

/**
 * A field's visibility, required-ness, disabled state and options, from the values at `watched`
 * (its watchedPaths(), which the caller watches), so typing elsewhere does not re-render it.
 */
export function useFieldRules(field: FieldDefinition, watched: string[], watchedValues: readonly unknown[] | undefined, itemPrefix?: string) {
  const environment = useStepFormEnvironment();
  const { rules, context, enums } = environment;
  const absolute = (path: string) => (itemPrefix && path.startsWith('item.') ? `${itemPrefix}.${path.slice(5)}` : path);

  const scope: ConditionScope = useMemo(() => {
    let values: Record<string, unknown> = {};
    watched.forEach((path, index) => {
      values = setPath(values, path, watchedValues?.[index]);
    });
    return { values, item: itemPrefix ? getPath(values, itemPrefix) : undefined, context, rules, records: environment.records };
  }, [watched, watchedValues, itemPrefix, context, rules, environment.records]);

  const visible = !field.visibleWhen || evaluateCondition(field.visibleWhen, scope);
  const required = field.required === true || (!!field.requiredWhen && evaluateCondition(field.requiredWhen, scope));
  const locked = !itemPrefix && field.lockedAfterVerification === true && environment.lockedFields?.has(field.bind) === true;
  const disabled = locked || field.readOnly === true || (!!field.disabledWhen && evaluateCondition(field.disabledWhen, scope));

  const staticOptions = useMemo(() => staticOptionItems(field.options, scope, enums), [field.options, scope, enums]);

  const querySource = field.options && 'query' in field.options ? field.options : null;
  // A field whose choices come from a query starts out loading them, so its first paint never shows a raw saved value.
  const [queried, setQueried] = useState<{ options: OptionItem[]; loading: boolean; failed: boolean }>({ options: [], loading: querySource !== null, failed: false });
  const queryVariables = useMemo(() => (querySource ? resolveVariables(querySource.variables ?? {}, scope) : null), [querySource, scope]);
  const variablesKey = JSON.stringify(queryVariables);
  useEffect(() => {
    if (!querySource || !visible) return;
    const missing = queryVariableFields(querySource.variables).some((p) => {
      const v = getPath(scope.values, absolute(p));
      return v === undefined || v === null || v === '';
    });
    if (missing) {
      setQueried({ options: [], loading: false, failed: false });
      return;
    }
    let current = true;
    setQueried((q) => ({ ...q, loading: true, failed: false }));
    environment
      .loadOptions(querySource, queryVariables as Record<string, unknown>)
      .then((options) => current && setQueried({ options, loading: false, failed: false }))
      .catch(() => current && setQueried({ options: [], loading: false, failed: true }));
    return () => {
      current = false;
    };
    // Re-run only when the variables' values change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [variablesKey, visible]);

  return {
    visible,
    required,
    disabled,
    options: staticOptions ?? queried.options,
    optionsLoading: queried.loading,
    optionsFailed: queried.failed,
  };
}
