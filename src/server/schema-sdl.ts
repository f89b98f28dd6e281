import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, type GraphQLSchema } from 'graphql';

const schemaDir = join(import.meta.dirname, '../../schema');

/** The contract's SDL files, in a stable order. */
export function loadTypeDefs(): string[] {
  return readdirSync(schemaDir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(join(schemaDir, name), 'utf8'));
}

let built: GraphQLSchema | undefined;

/** The contract as a schema, built once per process: a change to schema/ needs codegen and a restart anyway. */
export function loadSchema(): GraphQLSchema {
  built ??= buildSchema(loadTypeDefs().join('\n'));
  return built;
}
