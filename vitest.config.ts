import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// One graphql-js for the whole test run, as in production: without this, our code gets graphql's ESM
// build while graphql-yoga loads its CommonJS build, and `instanceof GraphQLError` fails across the two.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');
// As vite.config.ts: the build's version, for the app-update prompt and the logs.
const { version } = createRequire(import.meta.url)('./package.json') as { version: string };

const webFiles = ['tests/web', 'tests/engine'].flatMap((folder) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${folder}/${file}`),
);
// The web layer's files share their worker's process, in which the app is loaded once: a file that
// replaced one of the app's modules (vi.mock) would have it replaced for the files after it, or not
// at all when an earlier file loaded the app. What a test needs different is given to the app (its
// services) or to the page (tests/web/doubles/), or the test is a browser test.
const webFilesReplacingModules = webFiles.filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));
if (webFilesReplacingModules.length > 0) throw new Error(`Web test files may not replace the app's modules (vi.mock): ${webFilesReplacingModules.join(', ')}`);
// What jsdom cannot do, done by doubles every web file shares (tests/web/doubles/): IndexedDB and a
// canvas to compress photos with.
const webDoubles = [
  { find: /^idb-keyval$/, replacement: resolve('tests/web/doubles/idb-keyval.ts') },
  { find: /^browser-image-compression$/, replacement: resolve('tests/web/doubles/browser-image-compression.ts') },
];
const webProject: TestProjectInlineConfiguration['test'] = {
  environment: 'jsdom',
  setupFiles: ['tests/web/setup.ts'],
  globalSetup: ['tests/global-setup/pglite-template.ts'],
  // Web tests start the real server over PGlite in process, and Testing Library's queries over a
  // whole screen (the dashboard's cards) take seconds each on a busy machine.
  hookTimeout: 60_000,
  testTimeout: 60_000,
};

// The server layer again on a real PostgreSQL, when npm test is given one (README).
const postgresPass: TestProjectInlineConfiguration[] = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true,
        test: {
          name: 'server-postgres',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/server-postgres/**/*.test.ts'],
          // These run processes on PGlite data folders of their own, whatever the pass: the server project runs them.
          exclude: [...configDefaults.exclude, 'tests/server/idempotency-crash.test.ts', 'tests/server/forms-release-command.test.ts', 'tests/server/embedded-database-lock.test.ts'],
          env: { SERVER_TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
          isolate: false,
          globalSetup: ['tests/global-setup/pglite-template.ts', 'tests/global-setup/postgres-template.ts'],
          hookTimeout: 30_000,
          testTimeout: 20_000,
        },
      },
    ]
  : [];

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify(version) },
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  test: {
    reporters: ['default', './tests/summary-reporter.ts'],
    // Vitest keeps a core for its own process by default, which on a 2-core machine runs one file at a
    // time; two at a time finish the run sooner there.
    maxWorkers: Math.max(availableParallelism(), 2),
    projects: [
      {
        extends: true,
        // Every layer runs file after file in one process per worker, not one per file: each file
        // still opens its own database and server app (or server process and browser), and the code
        // they test keeps no state in its modules for one file to leave to the next. A web file starts
        // with empty storage (tests/web/setup.ts).
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        plugins: [react()],
        resolve: { alias: webDoubles },
        test: { ...webProject, name: 'web', include: webFiles, isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          isolate: false,
          globalSetup: ['tests/global-setup/pglite-template.ts'],
          hookTimeout: 30_000,
          testTimeout: 20_000,
        },
      },
      ...postgresPass,
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          isolate: false,
          globalSetup: ['tests/global-setup/pglite-template.ts'],
          hookTimeout: 120_000,
          testTimeout: 60_000,
          // expect.poll's default second is too short for a page on a busy machine; a poll returns once it holds.
          expect: { poll: { timeout: 10_000 } },
          // Browser files share the workers with the other layers: a project limited to one file at a time
          // runs in a group of its own after everything else, leaving the second core idle for minutes.
        },
      },
    ],
  },
});
