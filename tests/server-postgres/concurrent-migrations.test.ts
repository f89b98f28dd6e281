import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, test } from 'vitest';
import { z } from 'zod';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/connection';
import { openFreshPostgresDatabase, POSTGRES_PASS_URL } from '../server/test-database';

// Servers that start together on one PostgreSQL each migrate it on start: under the advisory lock
// they migrate one after another, and each migration is applied once.

const journal = JSON.parse(readFileSync(join(import.meta.dirname, '../../src/server/db/migrations/meta/_journal.json'), 'utf8')) as {
  entries: unknown[];
};
const opened: DatabaseHandle[] = [];
afterAll(async () => {
  for (const handle of opened.reverse()) await handle.close();
});

test('six servers migrating one empty database at once all succeed, and every migration is applied once', async () => {
  if (!POSTGRES_PASS_URL) throw new Error('this file runs in the server layer\'s PostgreSQL pass only');
  const fresh = await openFreshPostgresDatabase(POSTGRES_PASS_URL);
  opened.push(fresh);
  const servers = await Promise.all(Array.from({ length: 6 }, () => openDatabase({ url: fresh.url })));
  opened.push(...servers);
  await Promise.all(servers.map((server) => server.migrate()));
  const applied = await fresh.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
  expect(z.object({ rows: z.array(z.object({ count: z.number() })) }).parse(applied).rows).toEqual([{ count: journal.entries.length }]);
});
