import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/connection';

// The browser tests' server opens its database from a folder: the run's template (provided by
// pglite-template.ts, listed before this file) is written out as one once, and each test file
// starts its server on a copy of it (tests/e2e/support/app-server.ts).

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder holding the migrated and seeded template; copy it, never open it. */
    e2eDataFolder: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'mo-e2e-template-'));
  const dataDir = join(folder, 'pglite');
  const dump = readFileSync(project.getProvidedContext().pgliteTemplate);
  const database = await openDatabase({ dataDir, loadDataDir: new Blob([dump]) });
  await database.close();
  project.provide('e2eDataFolder', dataDir);
  return () => rmSync(folder, { recursive: true, force: true });
}
