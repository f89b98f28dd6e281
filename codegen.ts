import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = {
  DateTime: 'string',
  Date: 'string',
  JSON: 'unknown',
};

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  documents: 'schema/operations/*.graphql',
  ignoreNoDocuments: false,
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
