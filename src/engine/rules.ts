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

/** What a set member means: a label, or a label and a code it maps to (the licence document an MCC needs). */
export type SetMember = string | { label: string; code: string };

export interface SetRule {
  kind: 'set';
  description?: string;
  /** Each member, with what it means (e.g. the licence an MCC needs). */
  values: Record<string, SetMember>;
}

export type RuleTable = OptionsRule | SetRule;

export type RuleBook = Readonly<Record<string, RuleTable>>;

/**
 * The rule tables a definition or a table names (options.rule and every condition's rule), read from
 * the JSON as it is: a definition that fails its schema still reads its tables, and its problems
 * are told at its own file.
 */
export function rulesNamedIn(json: unknown): string[] {
  if (Array.isArray(json)) return json.flatMap(rulesNamedIn);
  if (json === null || typeof json !== 'object') return [];
  return Object.entries(json).flatMap(([key, value]) => (key === 'rule' && typeof value === 'string' ? [value] : rulesNamedIn(value)));
}

/** Tables every step reads besides those its definition names: the step context's requiredLicence comes from licence-required-mccs. */
export const rulesReadByContext = ['licence-required-mccs'] as const;

/** The tables a step reads: those its definition names, those these tables name in turn, and rulesReadByContext. */
export async function rulesOfStep(definition: unknown, load: (name: string) => Promise<RuleTable | undefined>): Promise<RuleBook> {
  const rules: Record<string, RuleTable> = {};
  let pending = [...new Set([...rulesNamedIn(definition), ...rulesReadByContext])];
  while (pending.length > 0) {
    const loaded = await Promise.all(pending.map(async (name) => [name, await load(name)] as const));
    for (const [name, table] of loaded) if (table) rules[name] = table;
    pending = [...new Set(loaded.flatMap(([, table]) => rulesNamedIn(table)))].filter((name) => !(name in rules));
  }
  return rules;
}

/**
 * Tables that code reads by name, not through a definition or a flow (forms:check counts them as
 * read): blocked-mccs keeps blocked categories out of the MCC list the server offers.
 */
export const rulesReadByCode = ['blocked-mccs'] as const;
export type RuleReadByCode = (typeof rulesReadByCode)[number];

/** The members of a set table that code reads; none when the table is missing or not a set. */
export function setMembers(rules: RuleBook, name: RuleReadByCode): ReadonlySet<string> {
  const table = rules[name];
  return new Set(table?.kind === 'set' ? Object.keys(table.values) : []);
}

/** A set member's label, as options and messages show it. */
export function memberLabel(member: SetMember): string {
  return typeof member === 'string' ? member : member.label;
}

/** The code a set table maps this value to; null when the value is no member or its member has none. */
export function setMemberCode(rules: RuleBook, name: string, value: string | null | undefined): string | null {
  const table = rules[name];
  if (!value || table?.kind !== 'set' || !Object.hasOwn(table.values, value)) return null;
  const member = table.values[value];
  return typeof member === 'object' ? member.code : null;
}
