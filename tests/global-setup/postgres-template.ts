import { randomUUID } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { createPostgresTemplate, onServer, withClient } from '../server/database-template';
import { keptDatabasePrefix } from '../server/postgres-database-pool';

// The PostgreSQL pass's template: one migrated and seeded database per run on the pass's server,
// which the workers copy (CREATE DATABASE ... TEMPLATE) for their files, and which is dropped at
// the end with those copies (tests/server/postgres-database-pool.ts).

declare module 'vitest' {
  export interface ProvidedContext {
    /** The template database's name on the server SERVER_TEST_DATABASE_URL names. */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = project.config.env.SERVER_TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('the PostgreSQL template needs SERVER_TEST_DATABASE_URL in the project\'s env');
  // Named per run: other runs may share the server.
  const name = `mo_template_${randomUUID().replaceAll('-', '')}`;
  await createPostgresTemplate(serverUrl, name);
  project.provide('postgresTemplate', name);
  return async () => {
    const copies = await namesStartingWith(serverUrl, keptDatabasePrefix(name));
    for (const copy of copies) await onServer(serverUrl, `drop database ${copy} with (force)`);
    await onServer(serverUrl, `drop database ${name} with (force)`);
  };
}

async function namesStartingWith(serverUrl: string, prefix: string): Promise<string[]> {
  const { rows } = await withClient(serverUrl, (client) => client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]));
  return rows.map((row) => row.datname);
}
