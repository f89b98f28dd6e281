import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The folder of the PostgreSQL server programs (initdb, pg_ctl) the PostgreSQL tests start a
 * throwaway cluster with: '' when they are on the PATH, Debian's postgresql package folder, or
 * null when PostgreSQL is not installed.
 */
export function findPostgresPrograms() {
  if (spawnSync('initdb', ['--version']).status === 0) return '';
  const debian = '/usr/lib/postgresql';
  if (!existsSync(debian)) return null;
  const newest = readdirSync(debian)
    .filter((version) => existsSync(join(debian, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))[0];
  return newest ? join(debian, newest, 'bin') : null;
}
