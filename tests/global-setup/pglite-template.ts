import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPgliteTemplate } from '../server/database-template';

// Builds the embedded test database once per run and tells each project's workers where its dump
// is (`inject('pgliteTemplate')`, read by tests/server/test-database.ts and the e2e server).

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the migrated and seeded PGlite data folder's dump. */
    pgliteTemplate: string;
  }
}

interface SharedTemplate {
  file: Promise<string>;
  users: number;
  folder: string;
}

// Every project's global setup is loaded apart from the others' but runs in vitest's one process:
// the projects of a run share one template through a global, and the last to finish removes it.
const key = Symbol.for('merchant-onboarding.pglite-template');
const shared = globalThis as typeof globalThis & { [key]?: SharedTemplate };

function acquire(): SharedTemplate {
  const existing = shared[key];
  if (existing) {
    existing.users += 1;
    return existing;
  }
  const folder = mkdtempSync(join(tmpdir(), 'mo-test-template-'));
  const file = buildPgliteTemplate().then(async (dump) => {
    const path = join(folder, 'pglite.tar');
    writeFileSync(path, new Uint8Array(await dump.arrayBuffer()));
    return path;
  });
  const created: SharedTemplate = { file, users: 1, folder };
  shared[key] = created;
  return created;
}

export default async function setup(project: TestProject): Promise<() => void> {
  const template = acquire();
  project.provide('pgliteTemplate', await template.file);
  return () => {
    template.users -= 1;
    if (template.users > 0) return;
    delete shared[key];
    rmSync(template.folder, { recursive: true, force: true });
  };
}
