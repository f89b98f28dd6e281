import { mkdirSync } from 'node:fs';
import type { ServerConfig } from '../config';
import { openDatabase, type DatabaseHandle } from './connection';
import { DataFolderInUse } from './data-folder-lock';

/**
 * The configured database (PostgreSQL when DATABASE_URL is set, else PGlite on disk), migrated.
 * `holder` is what this process is ('the server', 'npm run forms:move'): the embedded database's
 * folder is one process's, and another opener is told who holds it (DataFolderInUse).
 */
export async function openConfiguredDatabase(config: ServerConfig, holder?: string): Promise<DatabaseHandle> {
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const handle = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir, holder });
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
  return handle;
}

/**
 * The configured database for a command (`command` as its user typed it: 'npm run forms:move'). While
 * another process (a server) holds the embedded database's folder, the command does nothing: it says
 * why on standard error and exits with code 1.
 */
export async function openCommandDatabase(config: ServerConfig, command: string): Promise<DatabaseHandle> {
  try {
    return await openConfiguredDatabase(config, command);
  } catch (error) {
    if (!(error instanceof DataFolderInUse)) throw error;
    console.error(`${command}: nothing was done. ${error.message}`);
    process.exit(1);
  }
}
