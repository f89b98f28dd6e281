import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection';
import { serverSecrets } from '../db/schema';

/**
 * A signing key shared by every server instance on the same database: taken from the
 * environment when set, otherwise created once and kept in the database.
 */
export async function loadSigningKey(db: Database, name: string, fromEnv: string | undefined): Promise<Uint8Array<ArrayBuffer>> {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`signing key ${name} could not be stored`);
  return new Uint8Array(Buffer.from(row.value, 'base64'));
}
