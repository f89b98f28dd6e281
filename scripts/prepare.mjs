// Shared by `npm start` and `npm test`: install dependencies and build the app when they are missing or stale.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

export function ensureDependencies() {
  const installed = newestMtime('node_modules/.package-lock.json');
  if (installed >= newestMtime('package-lock.json') && installed > 0) return;
  console.log('Installing dependencies (npm ci)...');
  if (run('npm', ['ci', '--no-audit', '--no-fund']) !== 0) {
    console.error('npm ci failed: see the messages above. Node 20.19 or newer and npm 10 or newer are needed.');
    process.exit(1);
  }
}

const appSources = ['index.html', 'vite.config.ts', 'src/app', 'src/api', 'src/domain', 'src/engine', 'generated', 'forms'];

export function ensureBuild() {
  const built = newestMtime('dist/index.html');
  if (built > 0 && appSources.every((path) => newestMtime(path) <= built)) return;
  console.log('Building the app (vite build)...');
  if (run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']) !== 0) {
    console.error('The app build failed: see the messages above.');
    process.exit(1);
  }
}
