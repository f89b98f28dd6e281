import { sql } from 'drizzle-orm';
import { appReleases } from '../../db/schema';
import type { Database } from '../../db/connection';
import { compareVersions, isAppVersion } from '../../../domain/app-version';

// Publishing a build of the sales app (`npm run app:release -- <version> --update optional|forced`):
// a row of app_releases, which salesAppLatestVersion compares the build an agent runs with, so that
// the update prompt offers it (optional) or blocks the app until the agent updates (forced).

export type AppUpdateType = 'optional' | 'forced';

export const APP_UPDATE_TYPES: readonly AppUpdateType[] = ['optional', 'forced'];

export const appReleaseMessages = {
  usage: 'Usage: npm run app:release -- <version> --update optional|forced',
  version: (version: string) => `"${version}" is not a version: give one like 1.4.2.`,
  updateType: (value: string) => `"${value}" is not an update type: give --update optional or --update forced.`,
  notNewer: (version: string, newest: string) => `Version ${version} is not newer than ${newest}, the newest published: give a newer version.`,
  published: (version: string, type: AppUpdateType) =>
    type === 'forced'
      ? `Version ${version} is published as a forced update: agents on an older build must update before they go on.`
      : `Version ${version} is published as an optional update: agents on an older build are offered it.`,
} as const;

export interface AppReleaseRequest {
  version: string;
  updateType: AppUpdateType;
}

/** The command's arguments as its user typed them: the version, and --update with its type (--update=forced also works). */
export function parseAppReleaseArguments(args: readonly string[]): AppReleaseRequest | { problem: string } {
  let version: string | undefined;
  let updateType: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--update') updateType = args[++i] ?? '';
    else if (arg.startsWith('--update=')) updateType = arg.slice('--update='.length);
    else if (!arg.startsWith('--') && version === undefined) version = arg;
    else return { problem: appReleaseMessages.usage };
  }
  if (version === undefined || updateType === undefined) return { problem: appReleaseMessages.usage };
  if (!isAppVersion(version)) return { problem: appReleaseMessages.version(version) };
  if (!APP_UPDATE_TYPES.includes(updateType as AppUpdateType)) return { problem: appReleaseMessages.updateType(updateType) };
  return { version, updateType: updateType as AppUpdateType };
}

export type PublishOutcome = { published: true; message: string } | { published: false; message: string };

/**
 * Publishes a version, newer than every one published before (a version is published once: the
 * builds agents already run were compared with it).
 */
export async function publishAppRelease(db: Database, request: AppReleaseRequest, now: Date): Promise<PublishOutcome> {
  return db.transaction(async (tx) => {
    // One publication at a time: two at once could each find the other's version not there yet.
    await tx.execute(sql`lock table ${appReleases} in share row exclusive mode`);
    const published = await tx.select({ version: appReleases.version }).from(appReleases);
    const newest = published.map((r) => r.version).reduce<string | null>((best, v) => (best === null || compareVersions(v, best) > 0 ? v : best), null);
    if (newest !== null && compareVersions(request.version, newest) <= 0) return { published: false, message: appReleaseMessages.notNewer(request.version, newest) };
    await tx.insert(appReleases).values({ version: request.version, forced: request.updateType === 'forced', releasedAt: now });
    return { published: true, message: appReleaseMessages.published(request.version, request.updateType) };
  });
}
