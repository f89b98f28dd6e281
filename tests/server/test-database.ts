import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/connection';
import { seedDatabase } from '../../src/server/seed/seed';

/**
 * Set for the server layer's PostgreSQL pass (vitest.config.ts, project server-postgres): the
 * PostgreSQL server the pass runs on, through a database its URL names and may create others beside.
 */
export const POSTGRES_PASS_URL = process.env.SERVER_TEST_DATABASE_URL;

function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A new, empty database on a PostgreSQL server (named by any database's URL on it), dropped on close. */
export async function openFreshPostgresDatabase(serverUrl: string): Promise<DatabaseHandle & { url: string }> {
  const name = `mo_test_${randomUUID().replaceAll('-', '')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = withDatabase(serverUrl, name);
  const database = await openDatabase({ url });
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await onServer(serverUrl, `drop database ${name} with (force)`);
    },
  };
}

/**
 * A migrated and seeded database of the test file's own: an in-memory PGlite, or, in the
 * PostgreSQL pass, a new database on that server, dropped when the file closes it.
 */
export async function openTestDatabase(serverUrl = POSTGRES_PASS_URL): Promise<DatabaseHandle> {
  const database = serverUrl ? await openFreshPostgresDatabase(serverUrl) : await openDatabase({});
  await database.migrate();
  await seedDatabase(database.db);
  return database;
}
