import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ServerConfig } from './config';
import { createServerApp } from './app';
import type { DatabaseHandle } from './db/connection';
import { openConfiguredDatabase } from './db/open-configured';
import { localFolderStorage } from './files/file-storage';
import { watchForms } from './forms/forms-watch';
import { createSandboxRegistry } from './sandbox/sandbox-registry';
import { stderrSink, type LogSink } from './logs/server-log';
import { isDatabaseEmpty, seedDatabase } from './seed/seed';
import { seedSupportContent } from './seed/support-content';
import { addDemoApproversToDemoDatabase } from './seed/demo-approvers';

/** How long requests under way may take to finish once the server is stopping. */
const CLOSE_GRACE_MS = 2_000;

export interface StartedServer {
  /** The port the server listens on (the one asked for, or the one the system gave for 0). */
  readonly port: number;
  /** Where the data lives, for the start-up banner. */
  readonly databaseDescription: string;
  /** Stops taking requests, lets those under way finish, and closes the database. */
  close(): Promise<void>;
}

export interface StartServerOptions {
  /** The server's log lines (standard error unless given). */
  log?: LogSink;
  /** The start-up's own messages (a seeded database, the forms watch's releases). */
  say?: (line: string) => void;
  /**
   * A database opened and migrated already, served instead of the configured one and closed with the
   * server: the browser tests' copy of their run's template, held in memory.
   */
  database?: DatabaseHandle;
}

/**
 * The whole server as `npm start` runs it, from its configuration: the database opened, migrated
 * and seeded when empty, the app, and the HTTP listener. src/server/main.ts runs it as the server's
 * process; the browser tests run it in theirs (tests/e2e/support/app-server.ts).
 */
export async function startServer(config: ServerConfig, options: StartServerOptions = {}): Promise<StartedServer> {
  const say = options.say ?? ((line: string) => console.log(line));
  const database = options.database ?? (await openConfiguredDatabase(config, 'the server'));
  try {
    // Servers starting together on one database seed it once: the first finds it empty.
    await database.exclusively(async () => {
      if (await isDatabaseEmpty(database.db)) {
        // The demo journeys' photos and purchase orders go where the server keeps document files.
        const summary = await seedDatabase(database.db, { files: localFolderStorage(config.filesDir) });
        say(`Seeded an empty database: ${summary.leads} leads, ${summary.mccCodes} MCC codes, ${summary.cities} cities.`);
      } else {
        // Content added by later versions reaches a database seeded before it existed.
        await seedSupportContent(database.db);
        await addDemoApproversToDemoDatabase(database.db);
      }
    });
    const app = await createServerApp({
      db: database.db,
      staticDir: config.staticDir,
      jwtSecret: config.jwtSecret,
      trustProxy: config.trustProxy,
      sandboxes: config.sandboxes,
      registries: createSandboxRegistry({ holdDir: config.sandboxRegistryHoldDir }),
      files: localFolderStorage(config.filesDir),
      log: options.log ?? stderrSink,
      allowArbitraryOperations: config.allowArbitraryOperations,
    });
    const server = createServer(app.handle);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const formsWatch = config.watchForms ? watchForms(database.db, say) : null;
    return {
      port: (server.address() as AddressInfo).port,
      databaseDescription: database.description,
      async close() {
        formsWatch?.close();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // A request still under way has a moment to finish; a browser's kept-alive connection
          // would otherwise hold the server open until it times out.
          setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS).unref();
        });
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
