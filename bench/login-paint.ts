import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { findChromium } from '../scripts/chromium.mjs';
import { TAKEN_OVER_EVENT } from '../src/domain/drawn-page';
import { startServerProcess, stopServerProcess } from '../tests/server/server-process';

// The login page drawn at build time (dist/login.html) against the same screen drawn by the app:
// `/login` against `/` opened signed out, which the app sends to /login. The agent touches the
// e-mail field as soon as it shows, which starts the app on the drawn page. Chromium with the network
// slowed to a phone's slow 4G (150 ms, 1.6 Mbit/s) and its CPU 4x, as Lighthouse's mobile preset,
// but applied to the browser rather than simulated: what the agent sees, when. Interleaved rounds,
// medians, the drawn page as a ratio of the other.

const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 7));
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

if (!existsSync('dist/login.html')) {
  console.log('dist/ is missing or old: building the app (npm run build)...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const executablePath = findChromium();
if (!executablePath) throw new Error('Chromium is missing: apt-get install -y chromium, or set CHROMIUM_PATH');

interface Timing {
  /** First contentful paint. */
  paint: number;
  /** The app has taken the sign-in form over, the agent having touched it as soon as it showed. */
  usable: number;
}

async function open(browser: Browser, url: string): Promise<Timing> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript((event) => {
      document.addEventListener(event, () => Object.assign(window, { takenOverAt: performance.now() }));
    }, TAKEN_OVER_EVENT);
    await page.goto(url, { waitUntil: 'commit' });
    await page.getByLabel('Company e-mail ID').tap({ timeout: 120_000 });
    await page.waitForFunction(() => 'takenOverAt' in window, undefined, { timeout: 120_000 });
    return await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      usable: (window as unknown as { takenOverAt: number }).takenOverAt,
    }));
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const ms = (value: number) => `${Math.round(value)} ms`;

const dataDir = mkdtempSync(join(tmpdir(), 'login-paint-pglite-'));
const server = await startServerProcess({ PGLITE_DATA_DIR: dataDir, ALLOW_ARBITRARY_OPERATIONS: 'false' });
const browser = await chromium.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  const drawn: Timing[] = [];
  const notDrawn: Timing[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    drawn.push(await open(browser, new URL('/login', server.url).href));
    notDrawn.push(await open(browser, new URL('/', server.url).href));
  }
  const rows = (['paint', 'usable'] as const).map((figure) => {
    const a = median(drawn.map((t) => t[figure]));
    const b = median(notDrawn.map((t) => t[figure]));
    return `| ${figure === 'paint' ? 'first contentful paint' : 'the app has the form'} | ${ms(a)} | ${ms(b)} | ${(a / b).toFixed(2)}x |`;
  });
  console.log(`The login page on slow 4G with the CPU slowed 4x, median of ${ROUNDS} interleaved rounds\n`);
  console.log('| figure | /login, drawn at build time | / signed out, drawn by the app | ratio |');
  console.log('| ------ | --------------------------- | ------------------------------ | ----- |');
  for (const row of rows) console.log(row);
} finally {
  await browser.close();
  await stopServerProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
}
