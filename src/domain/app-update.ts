import { compareVersions } from './app-version';

// The app-update prompt (spec sections 2 and 6): salesAppLatestVersion answers an update type and the
// newest version; the agent is asked to update from the hub only when that version is newer than the
// build they run.

export type UpdateKind = 'none' | 'optional' | 'forced';

export function updateKind(answer: { updateType: 'NONE' | 'OPTIONAL' | 'FORCED'; version: string }, runningVersion: string): UpdateKind {
  if (answer.updateType === 'NONE' || compareVersions(answer.version, runningVersion) <= 0) return 'none';
  return answer.updateType === 'FORCED' ? 'forced' : 'optional';
}
