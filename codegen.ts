import type { CodegenConfig } from '@graphql-codegen/cli';
import type { CodegenPlugin } from '@graphql-codegen/plugin-helpers';
import { persistedOperationsPlugin } from './scripts/codegen/persisted-operations';

const scalars = {
  DateTime: 'string',
  Date: 'string',
  JSON: 'unknown',
};

// Plugins of this project, found by name before any package is looked up.
const localPlugins: Record<string, CodegenPlugin> = { 'persisted-operations': persistedOperationsPlugin };

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  documents: 'schema/operations/*.graphql',
  ignoreNoDocuments: false,
  pluginLoader: async (name: string) => localPlugins[name] ?? ((await import(name)) as CodegenPlugin),
  generates: {
    'generated/graphql.ts': {
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        scalars,
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: true },
        useTypeImports: true,
      },
    },
    'generated/enums.ts': {
      plugins: ['typescript'],
      config: { onlyEnums: true, enumsAsConst: true },
    },
    'generated/persisted-operations.json': {
      plugins: ['persisted-operations'],
      config: { output: 'manifest' },
    },
    'generated/persisted-operation-ids.ts': {
      plugins: ['persisted-operations'],
      config: { output: 'operation-ids' },
    },
    'generated/persisted-documents.ts': {
      plugins: ['persisted-operations'],
      config: { output: 'document-stubs' },
    },
    'generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars,
        enumsAsTypes: true,
        useTypeImports: true,
        contextType: '../src/server/context#GraphQLContext',
        useIndexSignature: true,
      },
    },
  },
  hooks: {},
};

export default config;
