import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataFolder } from './data-folder-lock';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  readonly db: Database;
  /** Where the data lives, for the start-up banner (never includes a password). */
  readonly description: string;
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other server process runs migrations or other such work on this database
   * (an advisory lock on PostgreSQL; PGlite has one process): for start-up steps like seeding.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const migrationsFolder = join(import.meta.dirname, 'migrations');

export interface OpenDatabaseOptions {
  /** postgres://... for a real PostgreSQL; otherwise the embedded PGlite is used. */
  url?: string;
  /** PGlite data folder; omitted means in memory (tests). */
  dataDir?: string;
  /**
   * PGlite only: a dumped data folder (PGlite's `dumpDataDir`) to start from instead of an empty
   * database; tests start each file from one migrated and seeded copy.
   */
  loadDataDir?: Blob;
  /**
   * PGlite data folder only: what this process is ('the server', 'npm run forms:move'), named to a
   * second opener of the folder, which is refused while this one holds it (data-folder-lock.ts).
   */
  holder?: string;
}

/** The advisory lock a server process takes to migrate or seed, so that only one does at a time. */
const MIGRATION_LOCK = 8_203_505;

/**
 * Runs `work` holding a session advisory lock: servers starting together on one PostgreSQL migrate
 * (and seed) one after another, and each later one finds nothing left to do.
 */
async function underStartLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    return await work();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection the database ends (a restart, an administrator, a dropped database) is
    // reported here and replaced on next use; without a listener Node would end the process for it.
    pool.on('error', () => undefined);
    const db = drizzlePostgres(pool, { schema });
    const safeUrl = new URL(options.url);
    safeUrl.password = '';
    return {
      db,
      description: `PostgreSQL at ${safeUrl.host}${safeUrl.pathname}`,
      migrate: () => underStartLock(pool, () => migratePostgres(db, { migrationsFolder })),
      exclusively: (work) => underStartLock(pool, work),
      close: () => pool.end(),
    };
  }
  // pg_trgm backs the trigram indexes of lead search (ILIKE '%...%'); a migration creates the extension.
  const extensions = { pg_trgm };
  // A data folder is one process's at a time: a second opener is refused before it touches the folder.
  // In memory (no folder, or memory://) there is nothing to share.
  const folder = options.dataDir?.replace(/^file:\/\//, '');
  const lock = folder && !folder.includes('://') ? lockDataFolder(folder, options.holder) : null;
  let client: PGlite;
  try {
    client = new PGlite({ dataDir: options.dataDir, extensions, loadDataDir: options.loadDataDir });
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema });
  return {
    db,
    description: options.dataDir ? `embedded PGlite in ${options.dataDir}` : 'embedded PGlite in memory',
    migrate: () => migratePglite(db, { migrationsFolder }),
    exclusively: (work) => work(),
    async close() {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
