import { mkdirSync } from 'node:fs';
import type { ServerConfig } from '../config';
import { openDatabase, type DatabaseHandle } from './connection';

/** The configured database (PostgreSQL when DATABASE_URL is set, else PGlite on disk), migrated. */
export async function openConfiguredDatabase(config: ServerConfig): Promise<DatabaseHandle> {
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const handle = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  await handle.migrate();
  return handle;
}
