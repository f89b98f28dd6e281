import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/connection';
import { seedDatabase } from '../../src/server/seed/seed';

// What every test file's database starts as: migrated and seeded exactly as a new server's is. It is
// built once per run (tests/global-setup/) and each file gets a copy of its own, which costs a
// fraction of building it again. No vitest import here: the global setups run outside the workers.

// The demo agents' password at scrypt's least cost the product accepts: a test run signs in some
// seven hundred times, and at the product's cost (about 50 ms each) that was some forty
// processor-seconds of hashing that no test is about. The hash names its cost, and signing in
// reads it from there (src/server/auth/passwords.ts), so the sign-in itself is the product's.
const TEST_PASSWORD_COST = 1_024;

export async function migrateAndSeed(database: DatabaseHandle): Promise<void> {
  await database.migrate();
  await seedDatabase(database.db, { passwordCost: TEST_PASSWORD_COST });
}

/** The migrated and seeded embedded database, as the bytes of its data folder (PGlite's dump). */
export async function buildPgliteTemplate(): Promise<Blob> {
  const database = await openDatabase({});
  try {
    await migrateAndSeed(database);
    // drizzle keeps the PGlite client it was given; the dump is PGlite's own.
    return await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

export function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
}

/** Runs `work` on a connection of its own to the database `url` names, closed after it. */
export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs one statement on a PostgreSQL server, through the database `url` names (for create/drop database). */
export async function onServer(url: string, statement: string): Promise<void> {
  await withClient(url, (client) => client.query(statement));
}

/**
 * Creates `name` on the server `serverUrl` names, migrated and seeded, and closes its connections:
 * PostgreSQL copies a database only while nobody is connected to it (CREATE DATABASE waits a few
 * seconds for connections still closing).
 */
export async function createPostgresTemplate(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, `create database ${name}`);
  try {
    const database = await openDatabase({ url: withDatabase(serverUrl, name) });
    try {
      await migrateAndSeed(database);
    } finally {
      await database.close();
    }
  } catch (error) {
    await onServer(serverUrl, `drop database ${name} with (force)`);
    throw error;
  }
}
