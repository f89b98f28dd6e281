import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema, type GraphQLSchema } from 'graphql';

const schemaDir = fileURLToPath(new URL('../../schema/', import.meta.url));

/** The contract's SDL files, in a stable order. */
export function loadTypeDefs(): string[] {
  return readdirSync(schemaDir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(schemaDir + name, 'utf8'));
}

export function loadSchema(): GraphQLSchema {
  return buildSchema(loadTypeDefs().join('\n'));
}
