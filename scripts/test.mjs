// `npm test`: installs what the tests need (or says exactly what is missing), checks the rules a tool
// holds (ESLint, eslint.config.js, with no warning allowed; TypeScript), then runs every layer: unit,
// web (jsdom), server (yoga over PGlite) and e2e (the built app in Chromium against the real server).
// A rule broken still lets the tests run, so that one run tells everything; the exit says both.
import { existsSync } from 'node:fs';
import { ensureBuild, ensureDependencies, runToEnd } from './prepare.mjs';
import { findTestChromium } from './chromium.mjs';
import { findPostgresPrograms } from './postgres.mjs';

ensureDependencies();
if (!findTestChromium()) {
  console.error(
    'Chromium is missing: the browser tests need it. Install it with `apt-get install -y chromium-headless-shell` ' +
      '(Debian/Ubuntu; the full `chromium` works too, more slowly), or set CHROMIUM_PATH to a Chromium or Chrome executable.',
  );
  process.exit(1);
}
if (!process.env.TEST_DATABASE_URL) {
  console.warn(
    'TEST_DATABASE_URL is not set: the server layer runs on the embedded database only. To run it on ' +
      'PostgreSQL too, name an empty database: TEST_DATABASE_URL=postgres://user:password@localhost:5432/onboarding_test npm test',
  );
  if (findPostgresPrograms() === null) {
    console.warn(
      'PostgreSQL is not installed either: tests/server/idempotency-postgres.test.ts will be skipped ' +
        '(`apt-get install -y postgresql` lets it start a throwaway cluster of its own).',
    );
  }
}
// `npm test -- <files>` runs those tests only: the rules are checked on a whole run.
const whole = process.argv.length <= 2;
const check = async (title, args) => {
  if (!whole) return 0;
  console.log(title);
  return runToEnd(process.execPath, args);
};
const lint = await check('Lint: eslint . --max-warnings 0', ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings', '0']);
const types = await check('Types: tsc -p tsconfig.json --noEmit', ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--noEmit']);
ensureBuild();
if (!existsSync('dist/index.html')) {
  console.error('dist/index.html is missing after the build.');
  process.exit(1);
}
// Said before the tests, whose summary stays the last line.
if (lint !== 0) console.error('ESLint found problems (above): npm test fails until they are put right.');
if (types !== 0) console.error('TypeScript found errors (above): npm test fails until they are put right.');
const tests = await runToEnd(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)]);
process.exit(tests !== 0 ? tests : lint !== 0 ? lint : types);
