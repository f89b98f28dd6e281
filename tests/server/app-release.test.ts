import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SalesAppLatestVersionDocument } from '../../generated/graphql';
import { appReleaseMessages, parseAppReleaseArguments, publishAppRelease } from '../../src/server/features/app-release/app-releases';
import { openDatabase } from '../../src/server/db/connection';
import { appReleases } from '../../src/server/db/schema';
import { dataOf, send } from './call';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';

// `npm run app:release -- <version> --update optional|forced` publishes a build of the sales app; the
// update prompt asks salesAppLatestVersion, which then offers it to agents on an older build.

let harness: Harness;
let token: string;
beforeAll(async () => {
  harness = await startHarness();
  token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
});
afterAll(() => harness.close());

const latestFor = async (currentVersion: string) =>
  dataOf(await send(harness, SalesAppLatestVersionDocument, { input: { currentVersion } }, { token })).salesAppLatestVersion;

describe('publishAppRelease, which the command calls', () => {
  test('an optional release is offered to older builds, a forced one then blocks them, and builds as new see nothing', async () => {
    // The seed publishes the build it ships (0.1.0).
    expect(await latestFor('0.1.0')).toEqual({ updateType: 'NONE', version: '0.1.0' });
    const optional = await publishAppRelease(harness.database.db, { version: '0.2.0', updateType: 'optional' }, harness.clock.now);
    expect(optional).toEqual({ published: true, message: appReleaseMessages.published('0.2.0', 'optional') });
    expect(await latestFor('0.1.0')).toEqual({ updateType: 'OPTIONAL', version: '0.2.0' });
    const forced = await publishAppRelease(harness.database.db, { version: '0.3.0', updateType: 'forced' }, harness.clock.now);
    expect(forced.published).toBe(true);
    expect(await latestFor('0.1.0')).toEqual({ updateType: 'FORCED', version: '0.3.0' });
    // A build that has 0.2.0 still misses the forced 0.3.0; one that has 0.3.0 is up to date.
    expect(await latestFor('0.2.0')).toEqual({ updateType: 'FORCED', version: '0.3.0' });
    expect(await latestFor('0.3.0')).toEqual({ updateType: 'NONE', version: '0.3.0' });
  });

  test('a version not newer than the newest published is refused, and nothing is stored', async () => {
    const before = await harness.database.db.select().from(appReleases);
    for (const version of ['0.3.0', '0.2.5', '0.0.9']) {
      const refused = await publishAppRelease(harness.database.db, { version, updateType: 'forced' }, harness.clock.now);
      expect(refused).toEqual({ published: false, message: appReleaseMessages.notNewer(version, '0.3.0') });
    }
    expect(await harness.database.db.select().from(appReleases)).toEqual(before);
  });

  test('the arguments: a version like 1.4.2 and --update optional or forced', () => {
    expect(parseAppReleaseArguments(['1.4.2', '--update', 'forced'])).toEqual({ version: '1.4.2', updateType: 'forced' });
    expect(parseAppReleaseArguments(['--update=optional', '2.0'])).toEqual({ version: '2.0', updateType: 'optional' });
    expect(parseAppReleaseArguments(['1.4.2'])).toEqual({ problem: appReleaseMessages.usage });
    expect(parseAppReleaseArguments([])).toEqual({ problem: appReleaseMessages.usage });
    expect(parseAppReleaseArguments(['1.4.2', '--update', 'soon'])).toEqual({ problem: appReleaseMessages.updateType('soon') });
    expect(parseAppReleaseArguments(['v1.4', '--update', 'forced'])).toEqual({ problem: appReleaseMessages.version('v1.4') });
    expect(parseAppReleaseArguments(['1.4.2', '--update', 'forced', '--force'])).toEqual({ problem: appReleaseMessages.usage });
  });
});

// The command itself, a process of its own on an embedded database in a folder of its own: the first
// run creates and migrates it, a few seconds on an idle machine, several times that on a busy one.
const COMMAND_LIMIT_MS = 180_000;

describe('npm run app:release', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'app-release-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function run(...args: string[]) {
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/app-release.ts', ...args], {
        env: { ...process.env, DATABASE_URL: '', PGLITE_DATA_DIR: dataDir },
        encoding: 'utf8',
      });
      return { status: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code?: number | string; stdout?: string; stderr?: string };
      return { status: typeof failed.code === 'number' ? failed.code : 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? String(error) };
    }
  }

  test('publishes a forced update, refuses the same version again and bad arguments, and the database holds the one release', { timeout: COMMAND_LIMIT_MS }, async () => {
    const published = await run('1.2.0', '--update', 'forced');
    expect(published.status, published.stderr).toBe(0);
    expect(published.stdout).toBe(`app:release: ${appReleaseMessages.published('1.2.0', 'forced')}\n`);
    const again = await run('1.2.0', '--update', 'optional');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(`app:release: nothing was published. ${appReleaseMessages.notNewer('1.2.0', '1.2.0')}`);
    const bad = await run('1.3.0', '--update', 'later');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain(appReleaseMessages.updateType('later'));
    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.select({ version: appReleases.version, forced: appReleases.forced }).from(appReleases);
      expect(rows).toEqual([{ version: '1.2.0', forced: true }]);
    } finally {
      await database.close();
    }
  });
});
