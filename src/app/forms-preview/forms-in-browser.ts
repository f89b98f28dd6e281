import { buildSchema, parse } from 'graphql';
import { checkForms, type CheckProblem, type FormsBundle } from '../../engine/check-definitions';

// forms/, the contract and its operations as the browser sees them, for the preview page. In dev mode
// Vite re-imports this module when any of these files is saved, so the preview follows every edit.

const steps = import.meta.glob<unknown>('../../../forms/steps/*.json', { eager: true, import: 'default' });
const flows = import.meta.glob<unknown>('../../../forms/flows/*.json', { eager: true, import: 'default' });
const rules = import.meta.glob<unknown>('../../../forms/rules/*.json', { eager: true, import: 'default' });
const definitionSchema = import.meta.glob<object>('../../../forms/form-definition.schema.json', { eager: true, import: 'default' });
const flowSchema = import.meta.glob<object>('../../../forms/flow.schema.json', { eager: true, import: 'default' });
const ruleSchema = import.meta.glob<object>('../../../forms/rule-table.schema.json', { eager: true, import: 'default' });
const sdl = import.meta.glob<string>('../../../schema/*.graphql', { eager: true, query: '?raw', import: 'default' });
const operations = import.meta.glob<string>('../../../schema/operations/*.graphql', { eager: true, query: '?raw', import: 'default' });

const fileName = (path: string) => path.replace(/^(\.\.\/)+/, '');
const baseName = (path: string) => path.split('/').pop()?.replace(/\.json$/, '') ?? path;
const sorted = <T>(modules: Record<string, T>) => Object.entries(modules).sort(([a], [b]) => a.localeCompare(b));
const only = (modules: Record<string, object>) => Object.values(modules)[0] ?? {};

export const formsBundle: FormsBundle = {
  steps: sorted(steps).map(([path, json]) => ({ file: fileName(path), json })),
  flows: sorted(flows).map(([path, json]) => ({ file: fileName(path), json })),
  rules: sorted(rules).map(([path, json]) => ({ file: fileName(path), name: baseName(path), json })),
  schemas: { definition: only(definitionSchema), flow: only(flowSchema), rule: only(ruleSchema) },
};

/** The checker's problems for everything in forms/, exactly as `npm run forms:check` reports them. */
export function checkFormsInBrowser(): CheckProblem[] {
  try {
    const schema = buildSchema(sorted(sdl).map(([, text]) => text).join('\n'));
    const document = parse(sorted(operations).map(([, text]) => text).join('\n'));
    return checkForms(formsBundle, schema, document);
  } catch (error) {
    return [{ file: 'schema/', message: error instanceof Error ? error.message : String(error) }];
  }
}
