import { dirname, join } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** Folder of the document pages' files (the local folder file storage). */
  filesDir: string;
  staticDir: string;
  jwtSecret: string | undefined;
  /** Behind one reverse proxy: take the client's address from the X-Forwarded-For entry it adds. */
  trustProxy: boolean;
  /** Folder of the sandbox registries' hold knob, for crash tests (src/server/sandbox/held-registry.ts). */
  sandboxRegistryHoldDir: string | undefined;
  /** Development only: run GraphQL documents sent as text, not only the persisted operations. */
  allowArbitraryOperations: boolean;
  /** Development: release forms/ each time a file in it changes (src/server/forms/forms-watch.ts). */
  watchForms: boolean;
  /**
   * Serve the sandboxes' pages at all (SANDBOXES: 'on', the default, or 'off'; anything else stops
   * the server from starting, so that a typo cannot leave them on in production).
   */
  sandboxes: boolean;
}

const root = join(import.meta.dirname, '../..');

/** SANDBOXES: unset or 'on' serves the sandboxes' pages, 'off' serves none of them. */
function sandboxesSwitch(value: string | undefined): boolean {
  const said = (value ?? 'on').trim().toLowerCase();
  if (said === 'on') return true;
  if (said === 'off') return false;
  throw new Error(`SANDBOXES is 'on' or 'off', not '${value}'.`);
}

/** Everything the server reads from its environment, in one place. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = env.PGLITE_DATA_DIR ?? join(root, 'data/pglite');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    // Beside the embedded database's folder, so that one folder holds all the server keeps.
    filesDir: env.FILES_DIR || join(dirname(dataDir), 'files'),
    staticDir: env.STATIC_DIR ?? join(root, 'dist'),
    jwtSecret: env.JWT_SECRET || undefined,
    trustProxy: env.TRUST_PROXY === 'true',
    sandboxRegistryHoldDir: env.SANDBOX_REGISTRY_HOLD_DIR || undefined,
    allowArbitraryOperations: env.ALLOW_ARBITRARY_OPERATIONS === 'true',
    watchForms: env.WATCH_FORMS === 'true',
    sandboxes: sandboxesSwitch(env.SANDBOXES),
  };
}
