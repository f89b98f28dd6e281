import { sql, type SQL } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { z } from 'zod';
import type { Database } from '../../src/server/db/connection';
import { openTestDatabase } from './test-database';

// A test file's database holds the run's template, whatever the file before it on the worker did
// to the one it handed back (tests/server/template-rows.ts), and the file that handed it back can
// no longer use it: on the embedded database and in the PostgreSQL pass.

/** The rows a statement answers, in the shape `row` says. */
async function rows<T extends z.ZodRawShape>(db: Database, statement: SQL, row: T) {
  return z.object({ rows: z.array(z.object(row)) }).parse(await db.execute(statement)).rows;
}

/** Every table of the app's schema, row for row, and every sequence's position. */
async function contents(db: Database): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const { name } of await rows(db, sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`, { name: z.string() })) {
    const statement = sql`select count(*) || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') as held from public.${sql.identifier(name)} t`;
    found[name] = (await rows(db, statement, { held: z.string() }))[0]?.held ?? '';
  }
  const sequences = sql`select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`;
  for (const { name, value } of await rows(db, sequences, { name: z.string(), value: z.string().nullable() })) found[`sequence ${name}`] = value ?? 'unused';
  return found;
}

async function setting(db: Database): Promise<string | undefined> {
  return (await rows(db, sql`show search_path`, { search_path: z.string() }))[0]?.search_path;
}

test('a database handed back with its rows, sequences and settings changed is the template again for the next file', async () => {
  const first = await openTestDatabase();
  const template = await contents(first.db);
  expect(Object.keys(template).length).toBeGreaterThan(20);
  expect(Number(template.leads?.split(':')[0])).toBeGreaterThan(0);
  const searchPath = await setting(first.db);

  await first.db.execute(sql`truncate leads cascade`);
  await first.db.execute(sql`select nextval('opportunities_id_seq') from generate_series(1, 5)`);
  await first.db.execute(sql`set search_path to pg_catalog`);
  await first.close();

  const next = await openTestDatabase();
  try {
    expect(await contents(next.db)).toEqual(template);
    expect(await setting(next.db)).toBe(searchPath);
  } finally {
    await next.close();
  }
});

test('a file that has closed its database can no longer read or write it', async () => {
  const database = await openTestDatabase();
  await database.close();
  const refused: unknown = await database.db.execute(sql`select 1`).then(
    () => 'answered',
    (error: unknown) => error,
  );
  // drizzle reports the statement and keeps the client's refusal (a closed PGlite or pool) as the cause.
  expect(refused).toMatchObject({ cause: expect.any(Error) });
});

test('a database whose tables a file renamed is replaced by a new copy of the template', async () => {
  const reference = await openTestDatabase();
  const template = await contents(reference.db);
  await reference.db.execute(sql`alter table leads rename to leads_elsewhere`);
  await reference.close();

  const next = await openTestDatabase();
  try {
    expect(await contents(next.db)).toEqual(template);
  } finally {
    await next.close();
  }
});
