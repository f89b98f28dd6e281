import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// One graphql-js for the whole test run, as in production: without this, our code gets graphql's ESM
// build while graphql-yoga loads its CommonJS build, and `instanceof GraphQLError` fails across the two.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql');
// As vite.config.ts: the build's version, for the app-update prompt and the logs.
const { version } = createRequire(import.meta.url)('./package.json') as { version: string };

// The server layer again on a real PostgreSQL, when npm test is given one (README).
const postgresPass: TestProjectInlineConfiguration[] = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true,
        test: {
          name: 'server-postgres',
          environment: 'node',
          include: ['tests/server/**/*.test.ts', 'tests/server-postgres/**/*.test.ts'],
          env: { SERVER_TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
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
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}', 'tests/engine/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
          // Web tests start the real server over PGlite in process, which takes seconds on a busy machine.
          hookTimeout: 30_000,
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
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
          hookTimeout: 120_000,
          testTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
