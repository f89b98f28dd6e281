import { randomUUID } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { createPostgresTemplate, onServer } from '../server/database-template';

// The PostgreSQL pass's template: one migrated and seeded database per run on the pass's server,
// which each test file copies (CREATE DATABASE ... TEMPLATE) and which is dropped at the end.

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
  return () => onServer(serverUrl, `drop database ${name} with (force)`);
}
