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
  /** Serve the sandbox outbox page (on unless SANDBOX_OUTBOX is 'false'). */
  sandboxOutbox: boolean;
  /** Serve the sandbox pricing approver's page (on unless SANDBOX_PRICING_APPROVER is 'false'). */
  sandboxPricingApprover: boolean;
}

const root = join(import.meta.dirname, '../..');

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
    sandboxOutbox: env.SANDBOX_OUTBOX !== 'false',
    sandboxPricingApprover: env.SANDBOX_PRICING_APPROVER !== 'false',
  };
}
