import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/connection';
import * as schema from '../../src/server/db/schema';
import { keepTemplateRows } from './template-rows';

// Loading a PGlite from the run's template costs a second or more of processor time, paid by every
// test file that starts a server. The files of a worker run one after another in one process
// (vitest.config.ts), so a database a file has closed is kept and put back to the template's rows
// for the next file instead (tests/server/template-rows.ts).

interface KeptDatabase {
  handle: DatabaseHandle;
  client: PGlite;
  restore: string;
}

const idle: KeptDatabase[] = [];

/** The run's migrated and seeded template (tests/global-setup/pglite-template.ts), as PGlite loads a data folder. */
export async function templateDump(): Promise<Blob> {
  return new Blob([await readFile(inject('pgliteTemplate'))]);
}

async function load(): Promise<KeptDatabase> {
  const handle = await openDatabase({ loadDataDir: await templateDump() });
  // drizzle keeps the PGlite client it was given.
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const restore = await keepTemplateRows(async (statements) => (await client.exec(statements)).at(-1)?.rows ?? []);
  return { handle, client, restore };
}

/** Puts the kept database back to the template; false when it can no longer be (a test changed its tables). */
async function restore(kept: KeptDatabase): Promise<boolean> {
  try {
    // A file may have changed a setting or left a prepared statement; the next one starts on a clean session.
    await kept.client.exec('discard all');
    await kept.client.exec(kept.restore);
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
  const lease = new Proxy(database.client, {
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
