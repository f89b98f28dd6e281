import type { StepDefinition } from '../../engine/definition';
import type { RuleBook, RuleTable } from '../../engine/rules';

// forms/ as the app bundles it: a product owner's edit reaches agents with the next build.

const stepModules = import.meta.glob<StepDefinition>('../../../forms/steps/*.json', { eager: true, import: 'default' });
const ruleModules = import.meta.glob<RuleTable>('../../../forms/rules/*.json', { eager: true, import: 'default' });

export const stepDefinitions: ReadonlyMap<string, StepDefinition> = new Map(Object.values(stepModules).map((d) => [d.step, d]));

export const ruleBook: RuleBook = Object.fromEntries(
  Object.entries(ruleModules).map(([path, table]) => [path.split('/').pop()?.replace(/\.json$/, '') ?? path, table]),
);
