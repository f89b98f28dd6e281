import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { conditionFields, evaluateCondition, type ConditionScope } from '../conditions';
import type { Condition } from '../definition';
import { setPath } from '../paths';
import { useStepFormEnvironment } from './step-form-context';

/**
 * Whether each of a display part's or an action's conditions holds: they read the loaded records,
 * the context and, through a subscription to those alone, the form values they name.
 */
export function useConditions(conditions: readonly (Condition | undefined)[]): boolean[] {
  const environment = useStepFormEnvironment();
  const paths = useMemo(() => [...new Set(conditions.flatMap(conditionFields))], [conditions]);
  const watched = useWatch({ name: paths, disabled: paths.length === 0 }) as unknown[] | undefined;
  const scope: ConditionScope = useMemo(() => {
    let values: Record<string, unknown> = {};
    paths.forEach((path, i) => {
      values = setPath(values, path, watched?.[i]);
    });
    return { values, context: environment.context, rules: environment.rules, records: environment.records };
  }, [paths, watched, environment.context, environment.rules, environment.records]);
  return conditions.map((condition) => !condition || evaluateCondition(condition, scope));
}
