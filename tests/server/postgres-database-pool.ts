import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/connection';
import { onServer, withClient, withDatabase } from './database-template';
import { keepTemplateRows } from './template-rows';

// In the PostgreSQL pass, copying the template into a new database and dropping it again costs the
// server a second of processor time per test file. A worker keeps the databases its files have
// closed and puts one back to the template's rows for its next file (tests/server/template-rows.ts);
// the pass's global setup drops them all with the template (tests/global-setup/postgres-template.ts).

interface KeptDatabase {
  name: string;
  url: string;
  restore: string;
}

const idle: KeptDatabase[] = [];

const lastRows = (result: pg.QueryResult | pg.QueryResult[]) => (Array.isArray(result) ? result.at(-1)?.rows : result.rows) ?? [];

/** A kept database's name: the template's, so that the template's teardown finds it. */
export const keptDatabasePrefix = (template: string) => `${template}_`;

async function create(serverUrl: string, template: string): Promise<KeptDatabase> {
  const name = `${keptDatabasePrefix(template)}${randomUUID().slice(0, 8)}`;
  await onServer(serverUrl, `create database ${name} template ${template}`);
  // A test's commits need not outlive a crash of the machine: not waiting for each one's log to
  // reach the disk takes a tenth off the pass's time. What callers see of a commit (locks,
  // constraints, isolation) is the same either way.
  await onServer(serverUrl, `alter database ${name} set synchronous_commit = off`);
  const url = withDatabase(serverUrl, name);
  const restore = await withClient(url, (client) => keepTemplateRows(async (statements) => lastRows(await client.query(statements))));
  return { name, url, restore };
}

/** Puts the kept database back to the template; false, and dropped, when it can no longer be. */
async function restore(serverUrl: string, kept: KeptDatabase): Promise<boolean> {
  try {
    await withClient(kept.url, (client) => client.query(kept.restore));
    return true;
  } catch {
    await onServer(serverUrl, `drop database ${kept.name} with (force)`).catch(() => undefined);
    return false;
  }
}

/**
 * A database of the caller's own on the pass's server holding the migrated and seeded `template`:
 * one a previous file of this worker closed, put back to the template, or a new copy of it.
 */
export async function openPostgresTestDatabase(serverUrl: string, template: string): Promise<DatabaseHandle> {
  let kept: KeptDatabase | undefined;
  while ((kept = idle.pop())) {
    if (await restore(serverUrl, kept)) break;
  }
  const database = kept ?? (await create(serverUrl, template));
  const handle = await openDatabase({ url: database.url });
  let closed = false;
  return {
    ...handle,
    async close() {
      if (closed) return;
      closed = true;
      await handle.close();
      idle.push(database);
    },
  };
}
