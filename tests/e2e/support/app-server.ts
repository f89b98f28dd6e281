import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../../../src/server/config';
import type { Database } from '../../../src/server/db/connection';
import { startServer } from '../../../src/server/start-server';
import { openEmbeddedTestDatabase } from '../../server/embedded-database-pool';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The product as an agent meets it: the server `npm start` runs (src/server/start-server.ts),
 * serving the built app (dist/) on a free port, over an embedded database of its own. It runs in
 * the test's process, which has loaded the server's code once for all its files; the server's own
 * process (src/server/main.ts) is tested in tests/server/idempotency-crash.test.ts and
 * tests/server-postgres/two-servers.test.ts. `prepare` writes to that database first; `staticDir`
 * serves another copy of the build, and `port` a given port (a redeployment at the same address).
 */
export async function startAppServer(options: { prepare?: (db: Database) => Promise<void>; staticDir?: string; port?: number } = {}): Promise<RunningServer> {
  // The uploaded documents' folder; the database is a copy of the run's migrated and seeded template.
  const folder = mkdtempSync(join(tmpdir(), 'mo-e2e-'));
  const database = await openEmbeddedTestDatabase();
  try {
    // Records no operation makes yet, written before the server starts.
    await options.prepare?.(database.db);
  } catch (error) {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  const config = readConfig({
    PORT: String(options.port ?? 0),
    HOST: '127.0.0.1',
    FILES_DIR: join(folder, 'files'),
    ...(options.staticDir ? { STATIC_DIR: options.staticDir } : {}),
  });
  // The journeys assert what the agent sees; the server's log lines would only bury vitest's report.
  const quiet = () => undefined;
  const server = await startServer(config, { log: quiet, say: quiet, database });
  return {
    url: `http://localhost:${server.port}/`,
    async stop() {
      await server.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
