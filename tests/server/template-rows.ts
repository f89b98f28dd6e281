// A kept test database goes back to the run's template for its next file by rewriting its rows from
// a copy taken when it was made, which takes milliseconds where loading or copying a database takes
// a second of processor time (tests/server/embedded-database-pool.ts, postgres-database-pool.ts).

/** Runs statements, the last of which may answer rows: PGlite's exec or a pg client's query. */
export type RunStatements = (statements: string) => Promise<Record<string, unknown>[]>;

/** The schema holding, in each kept database, its template's rows; the app never reads it. */
const TEMPLATE_ROWS = 'test_template_rows';

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Copies the rows of every table of the app's schema (public) aside, and returns the statements
 * that put every table and sequence back as they are now.
 */
export async function keepTemplateRows(run: RunStatements): Promise<string> {
  const tables = (await run(`select tablename as name from pg_tables where schemaname = 'public' order by 1`)).map((row) => quote(String(row.name)));
  const sequences = await run(`select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`);
  await run(`create schema ${TEMPLATE_ROWS}; ${tables.map((table) => `create table ${TEMPLATE_ROWS}.${table} as table public.${table};`).join(' ')}`);
  return [
    'begin;',
    // Foreign keys and triggers would be checked by rows that held them already.
    'set local session_replication_role = replica;',
    // DELETE rather than TRUNCATE: on PostgreSQL, truncating every table takes half a second.
    ...tables.map((table) => `delete from public.${table};`),
    ...tables.map((table) => `insert into public.${table} overriding system value select * from ${TEMPLATE_ROWS}.${table};`),
    ...sequences.map(({ name, value }) =>
      value === null ? `alter sequence public.${quote(String(name))} restart;` : `select setval('public.${quote(String(name))}', ${Number(value)}, true);`,
    ),
    'commit;',
  ].join('\n');
}
