import { createHash } from 'node:crypto';
import type { CodegenPlugin, Types } from '@graphql-codegen/plugin-helpers';
import { convertFactory } from '@graphql-codegen/visitor-plugin-common';
import { Kind, print, visit, type DefinitionNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';

// The operations of schema/operations/ as the production server runs them. Each operation is printed
// with the fragments it uses and known by the sha256 of that text: the server keeps the texts (the
// manifest), the app sends only the hashes, and the app's production build carries stubs that name
// each operation without its text.

export interface PersistedOperation {
  name: string;
  hash: string;
  text: string;
}

type Output = 'manifest' | 'operation-ids' | 'document-stubs';

const isOperation = (definition: DefinitionNode): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION;
const isFragment = (definition: DefinitionNode): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION;

function spreadNames(node: OperationDefinitionNode | FragmentDefinitionNode): string[] {
  const names: string[] = [];
  visit(node, { FragmentSpread: (spread) => void names.push(spread.name.value) });
  return names;
}

/** The fragments an operation needs, directly or through other fragments, in a stable order. */
function fragmentsOf(operation: OperationDefinitionNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>): FragmentDefinitionNode[] {
  const needed = new Set<string>();
  const pending = spreadNames(operation);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (needed.has(name)) continue;
    const fragment = fragments.get(name);
    if (!fragment) throw new Error(`operation ${operation.name?.value ?? '(unnamed)'} uses the unknown fragment ${name}`);
    needed.add(name);
    pending.push(...spreadNames(fragment));
  }
  return [...needed].sort().map((name) => fragments.get(name) as FragmentDefinitionNode);
}

export function persistedOperations(documents: readonly Types.DocumentFile[]): PersistedOperation[] {
  const definitions = documents.flatMap((file) => file.document?.definitions ?? []);
  const fragments = new Map(definitions.filter(isFragment).map((fragment) => [fragment.name.value, fragment]));
  return definitions.filter(isOperation).map((operation) => {
    const name = operation.name?.value;
    if (!name) throw new Error('every operation in schema/operations/ needs a name');
    const text = [operation, ...fragmentsOf(operation, fragments)].map((node) => print(node)).join('\n\n');
    return { name, text, hash: createHash('sha256').update(text).digest('hex') };
  });
}

const HEADER = '// Written by `npm run codegen` from schema/operations/; do not edit.\n';

function manifest(operations: readonly PersistedOperation[]): string {
  return `${JSON.stringify(Object.fromEntries(operations.map(({ hash, text }) => [hash, text])), null, 2)}\n`;
}

function operationIds(operations: readonly PersistedOperation[]): string {
  const lines = operations.map(({ name, hash }) => `  ${name}: '${hash}',`);
  return `${HEADER}\n/** The sha256 of each operation's text, by operation name: what the app sends instead of the text. */\nexport const persistedOperationIds: { readonly [operationName: string]: string | undefined } = {\n${lines.join('\n')}\n};\n`;
}

/**
 * The same exports as generated/graphql.ts, with each document reduced to its operation's kind and
 * name and the hash it is sent as (`__meta__.hash`: all the client needs), and each fragment document
 * empty. A hash thus travels in the chunk of the screen that sends it, not in one table on the first
 * load. The stubs are made by two small functions rather than written out, which keeps the first
 * load's share of them small; each call is marked pure, so that a build leaves out the stubs nothing imports.
 */
function documentStubs(documents: readonly Types.DocumentFile[]): string {
  // The export names typed-document-node gives (PerformOCR -> PerformOcrDocument).
  const convert = convertFactory({});
  const hashes = new Map(persistedOperations(documents).map(({ name, hash }) => [name, hash]));
  const definitions = documents.flatMap((file) => file.document?.definitions ?? []);
  const lines = definitions.flatMap((definition) => {
    if (isOperation(definition) && definition.name) {
      const name = convert(definition, { suffix: 'Document' });
      const hash = hashes.get(definition.name.value) ?? '';
      return [`export const ${name} = /* @__PURE__ */ stub('${definition.operation}', '${definition.name.value}', '${hash}') as unknown as typeof Full.${name};`];
    }
    if (isFragment(definition)) {
      const name = convert(definition, { suffix: 'FragmentDoc' });
      return [`export const ${name} = /* @__PURE__ */ fragmentStub() as unknown as typeof Full.${name};`];
    }
    return [];
  });
  const helpers = [
    `const stub = (operation: 'query' | 'mutation' | 'subscription', name: string, hash: string) => ({`,
    `  kind: '${Kind.DOCUMENT}',`,
    `  definitions: [{ kind: '${Kind.OPERATION_DEFINITION}', operation, name: { kind: '${Kind.NAME}', value: name }, selectionSet: { kind: '${Kind.SELECTION_SET}', selections: [] } }],`,
    `  __meta__: { hash },`,
    `});`,
    `const fragmentStub = () => ({ kind: '${Kind.DOCUMENT}', definitions: [] });`,
  ].join('\n');
  return `${HEADER}// The app's production build imports this module in place of ./graphql (see vite.config.ts).\nimport type * as Full from './graphql';\n\nexport type * from './graphql';\n\n${helpers}\n\n${lines.join('\n')}\n`;
}

export const persistedOperationsPlugin: CodegenPlugin<{ output: Output }> = {
  plugin(_schema, documents, config) {
    switch (config.output) {
      case 'manifest':
        return manifest(persistedOperations(documents));
      case 'operation-ids':
        return operationIds(persistedOperations(documents));
      case 'document-stubs':
        return documentStubs(documents);
    }
  },
};
