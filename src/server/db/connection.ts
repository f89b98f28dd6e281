import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  readonly db: Database;
  /** Where the data lives, for the start-up banner (never includes a password). */
  readonly description: string;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = join(import.meta.dirname, 'migrations');

export interface OpenDatabaseOptions {
  /** postgres://... for a real PostgreSQL; otherwise the embedded PGlite is used. */
  url?: string;
  /** PGlite data folder; omitted means in memory (tests). */
  dataDir?: string;
}

/** The advisory lock every server process takes to migrate, so that only one migrates at a time. */
const MIGRATION_LOCK = 8_203_505;

/**
 * Runs the migrations while holding a session advisory lock: servers starting together on one
 * PostgreSQL migrate one after another, and each later one finds nothing left to do.
 */
async function migrateUnderLock(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzlePostgres(pool, { schema });
    const safeUrl = new URL(options.url);
    safeUrl.password = '';
    return {
      db,
      description: `PostgreSQL at ${safeUrl.host}${safeUrl.pathname}`,
      migrate: () => migrateUnderLock(pool, () => migratePostgres(db, { migrationsFolder })),
      close: () => pool.end(),
    };
  }
  // pg_trgm backs the trigram indexes of lead search (ILIKE '%...%'); a migration creates the extension.
  const extensions = { pg_trgm };
  const client = options.dataDir ? new PGlite(options.dataDir, { extensions }) : new PGlite({ extensions });
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db,
    description: options.dataDir ? `embedded PGlite in ${options.dataDir}` : 'embedded PGlite in memory',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
