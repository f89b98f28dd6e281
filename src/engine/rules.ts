import type { Condition, OptionItem } from './definition';

// Rule tables in forms/rules/*.json: option lists that depend on the form and the step context
// (proof options by ownership type...), and sets that answer yes or no for a value (licence MCCs...).

export interface OptionsRule {
  kind: 'options';
  description?: string;
  /** The first case whose `when` holds (or that has none) gives the options. */
  cases: { when?: Condition; options: OptionItem[] }[];
  /** Options appended when their `when` holds, after the chosen case's. */
  additions?: { when: Condition; options: OptionItem[] }[];
}

export interface SetRule {
  kind: 'set';
  description?: string;
  /** Each member, with what it means (e.g. the licence an MCC needs). */
  values: Record<string, string>;
}

export type RuleTable = OptionsRule | SetRule;

export type RuleBook = Readonly<Record<string, RuleTable>>;
