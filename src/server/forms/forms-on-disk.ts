import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type DocumentNode } from 'graphql';
import type { FormsBundle } from '../../engine/check-definitions';
import type { StepDefinition } from '../../engine/definition';
import type { RuleBook, RuleTable } from '../../engine/rules';

const root = join(import.meta.dirname, '../../..');
export const formsDir = join(root, 'forms');

function jsonFiles(root: string, folder: string): { file: string; name: string; json: unknown }[] {
  const dir = join(root, folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({
      file: `forms/${folder}/${name}`,
      name: name.replace(/\.json$/, ''),
      json: parseJsonFile(join(dir, name), `forms/${folder}/${name}`),
    }));
}

/** A file of forms/ as JSON; one that is not says which it is, for the checker and the preview. */
function parseJsonFile(path: string, file: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch (error) {
    throw new FormsFileError(file, error instanceof Error ? error.message : String(error));
  }
}

export class FormsFileError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
  ) {
    super(`${file}: ${reason}`);
  }
}

function readJson(root: string, name: string): object {
  return parseJsonFile(join(root, name), `forms/${name}`) as object;
}

/** Everything in forms/ (or a copy of it elsewhere), read fresh: the checker and the preview see edits at once. */
export function readFormsBundle(root: string = formsDir): FormsBundle {
  return {
    steps: jsonFiles(root, 'steps'),
    flows: jsonFiles(root, 'flows'),
    rules: jsonFiles(root, 'rules'),
    schemas: {
      definition: readJson(root, 'form-definition.schema.json'),
      flow: readJson(root, 'flow.schema.json'),
      rule: readJson(root, 'rule-table.schema.json'),
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
