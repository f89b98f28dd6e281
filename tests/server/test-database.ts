import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/connection';
import { migrateAndSeed, onServer, withDatabase } from './database-template';
import { openEmbeddedTestDatabase } from './embedded-database-pool';
import { openPostgresTestDatabase } from './postgres-database-pool';

/**
 * Set for the server layer's PostgreSQL pass (vitest.config.ts, project server-postgres): the
 * PostgreSQL server the pass runs on, through a database its URL names and may create others beside.
 */
export const POSTGRES_PASS_URL = process.env.SERVER_TEST_DATABASE_URL;

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
      // The pool's connections are still saying goodbye when close() returns: a plain DROP waits for
      // them (up to 5 s), where FORCE would cut them off and fail them. FORCE is for one left open.
      await onServer(serverUrl, `drop database ${name}`).catch(() => onServer(serverUrl, `drop database ${name} with (force)`));
    },
  };
}

/**
 * A migrated and seeded database of the test file's own, holding the run's template: in memory on
 * the embedded database (tests/server/embedded-database-pool.ts), or, in the PostgreSQL pass, on
 * that server (tests/server/postgres-database-pool.ts). Any other PostgreSQL server gets a new
 * database, migrated and seeded here, and dropped when the file closes it.
 */
export async function openTestDatabase(serverUrl = POSTGRES_PASS_URL): Promise<DatabaseHandle> {
  if (serverUrl === POSTGRES_PASS_URL && serverUrl) return openPostgresTestDatabase(serverUrl, inject('postgresTemplate'));
  if (serverUrl) {
    const database = await openFreshPostgresDatabase(serverUrl);
    await migrateAndSeed(database);
    return database;
  }
  return openEmbeddedTestDatabase();
}
