import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/connection';
import * as schema from '../../src/server/db/schema';

// Loading a PGlite from the run's template costs a second or more of processor time, paid by every
// test file that starts a server. The files of a worker run one after another in one process
// (vitest.config.ts), so a database a file has closed is kept and put back to the template's rows
// for the next file instead: emptied and refilled from a copy of those rows taken when it was
// loaded, in one statement batch that takes milliseconds.

/** The schema holding, in each kept database, its template's rows; the app never reads it. */
const TEMPLATE_ROWS = 'test_template_rows';

interface KeptDatabase {
  handle: DatabaseHandle;
  /** Puts every table and sequence of the app's schema back as they were in the template. */
  restore: string;
}

const idle: KeptDatabase[] = [];

function clientOf(handle: DatabaseHandle): PGlite {
  // drizzle keeps the PGlite client it was given.
  return (handle.db as unknown as { $client: PGlite }).$client;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function load(): Promise<KeptDatabase> {
  const handle = await openDatabase({ loadDataDir: new Blob([await readFile(inject('pgliteTemplate'))]) });
  const client = clientOf(handle);
  const tables = (await client.query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by 1`)).rows.map((row) => quote(row.name));
  const sequences = (
    await client.query<{ name: string; value: string | null }>(`select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`)
  ).rows;
  await client.exec(`create schema ${TEMPLATE_ROWS}; ${tables.map((table) => `create table ${TEMPLATE_ROWS}.${table} as table public.${table};`).join(' ')}`);
  const restore = [
    // Foreign keys and triggers are checked by the rows being written back, which held them already.
    `set session_replication_role = replica;`,
    `truncate ${tables.map((table) => `public.${table}`).join(', ')};`,
    ...tables.map((table) => `insert into public.${table} overriding system value select * from ${TEMPLATE_ROWS}.${table};`),
    ...sequences.map(({ name, value }) =>
      value === null ? `alter sequence public.${quote(name)} restart;` : `select setval('public.${quote(name)}', ${Number(value)}, true);`,
    ),
    `set session_replication_role = default;`,
  ].join('\n');
  return { handle, restore };
}

/** Empties the kept database and writes its template's rows back; false when it can no longer be (a test changed its tables). */
async function restore(kept: KeptDatabase): Promise<boolean> {
  const client = clientOf(kept.handle);
  try {
    // A file may have changed a setting or left a prepared statement; the next one starts on a clean session.
    await client.exec('discard all');
    await client.exec(kept.restore);
    return true;
  } catch {
    await kept.handle.close().catch(() => undefined);
    return false;
  }
}

/**
 * An in-memory PGlite of the caller's own holding the run's migrated and seeded template: one a
 * previous file of this worker closed, put back to the template, or a new one loaded from it.
 */
export async function openEmbeddedTestDatabase(): Promise<DatabaseHandle> {
  let kept: KeptDatabase | undefined;
  while ((kept = idle.pop())) {
    if (await restore(kept)) break;
  }
  const database = kept ?? (await load());
  let closed = false;
  // The caller's own view of the client, refused once it has closed it, as a closed PGlite would be:
  // the database it has handed back is the next file's.
  const client = clientOf(database.handle);
  const lease = new Proxy(client, {
    get(target, property) {
      if (closed) throw new Error('The database is closed.');
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    ...database.handle,
    db: drizzle({ client: lease, schema }),
    async close() {
      if (closed) return;
      closed = true;
      idle.push(database);
    },
  };
}
