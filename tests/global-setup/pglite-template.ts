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
  /** The folder holding the dump, pglite.tar. */
  folder: Promise<string>;
  users: number;
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
  const folder = buildPgliteTemplate().then(async (dump) => {
    const created = mkdtempSync(join(tmpdir(), 'mo-test-template-'));
    writeFileSync(join(created, 'pglite.tar'), new Uint8Array(await dump.arrayBuffer()));
    return created;
  });
  const template: SharedTemplate = { folder, users: 1 };
  shared[key] = template;
  return template;
}

export default async function setup(project: TestProject): Promise<() => void> {
  const template = acquire();
  const folder = await template.folder;
  project.provide('pgliteTemplate', join(folder, 'pglite.tar'));
  return () => {
    template.users -= 1;
    if (template.users > 0) return;
    delete shared[key];
    rmSync(folder, { recursive: true, force: true });
  };
}
