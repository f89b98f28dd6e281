import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type DocumentNode } from 'graphql';
import type { FormsBundle } from '../../engine/check-definitions';
import type { StepDefinition } from '../../engine/definition';
import type { RuleBook, RuleTable } from '../../engine/rules';

const root = join(import.meta.dirname, '../../..');
export const formsDir = join(root, 'forms');

function jsonFiles(folder: string): { file: string; name: string; json: unknown }[] {
  const dir = join(formsDir, folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({
      file: `forms/${folder}/${name}`,
      name: name.replace(/\.json$/, ''),
      json: JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown,
    }));
}

function readJson(name: string): object {
  return JSON.parse(readFileSync(join(formsDir, name), 'utf8')) as object;
}

/** Everything in forms/, read fresh (the checker and the preview see edits at once). */
export function readFormsBundle(): FormsBundle {
  return {
    steps: jsonFiles('steps'),
    flows: jsonFiles('flows'),
    rules: jsonFiles('rules'),
    schemas: {
      definition: readJson('form-definition.schema.json'),
      flow: readJson('flow.schema.json'),
      rule: readJson('rule-table.schema.json'),
    },
  };
}

/** The client operations of schema/operations/, as one document. */
export function readOperations(): DocumentNode {
  const dir = join(root, 'schema/operations');
  const source = readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    .join('\n');
  return parse(source);
}

export function stepDefinitions(bundle: FormsBundle): Map<string, StepDefinition> {
  return new Map(bundle.steps.map((s) => [(s.json as StepDefinition).step, s.json as StepDefinition]));
}

export function ruleBook(bundle: FormsBundle): RuleBook {
  return Object.fromEntries(bundle.rules.map((r) => [r.name, r.json as RuleTable]));
}
