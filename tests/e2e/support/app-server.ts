import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../../src/server/db/connection';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * The product as an agent meets it: the real server process serving the built app (dist/) on a free
 * port, over an embedded database of its own (a server seeding an empty database on start is
 * tested in tests/server/idempotency-crash.test.ts). `prepare` writes to that database first;
 * `staticDir` serves another copy of the build, and `port` a given port (a redeployment at the same address).
 */
export async function startAppServer(options: { prepare?: (db: Database) => Promise<void>; staticDir?: string; port?: number } = {}): Promise<RunningServer> {
  const folder = mkdtempSync(join(tmpdir(), 'mo-e2e-'));
  // A copy of the run's migrated and seeded template (tests/global-setup/e2e-data-folder.ts).
  const pgliteDir = join(folder, 'pglite');
  cpSync(inject('e2eDataFolder'), pgliteDir, { recursive: true });
  if (options.prepare) {
    // Records no operation makes yet, written before the server holds the folder.
    const database = await openDatabase({ dataDir: pgliteDir });
    await options.prepare(database.db);
    await database.close();
  }
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: String(options.port ?? 0), HOST: '127.0.0.1', PGLITE_DATA_DIR: pgliteDir, DATABASE_URL: '', ...(options.staticDir ? { STATIC_DIR: options.staticDir } : {}) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
