import { codeLabel } from '../domain/labels';
import { ruleOptions, type ConditionScope } from './conditions';
import type { OptionItem, OptionSource } from './definition';

/**
 * The choices of an option source that needs no query (a static list, a rule table, an enum of the
 * contract), for the values and context in scope; null for a query source, which is loaded.
 */
export function staticOptionItems(source: OptionSource | undefined, scope: ConditionScope, enums: { values(enumName: string): readonly string[] }): OptionItem[] | null {
  if (!source) return null;
  if ('static' in source) return source.static;
  if ('rule' in source) return ruleOptions(source.rule, scope);
  if ('enum' in source) {
    const values = enums.values(source.enum).filter((v) => !source.only || source.only.includes(v));
    return values.map((value) => ({ value, label: source.labels?.[value] ?? codeLabel(value) }));
  }
  return null;
}
