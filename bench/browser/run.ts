import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build, preview } from 'vite';
import { findChromium } from '../../scripts/chromium.mjs';
import type { Candidate } from './protocol';

// The step form in a real browser: StepForm against the same form written by hand, in Chromium with
// its CPU slowed down as a cheap phone's is, the two interleaved in one run. See bench/README.md.

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** Chromium's CPU slowdown: 4 is what Lighthouse's mobile preset applies for a mid-range phone. */
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const KEYSTROKES = 30;
const MOUNTS = 2;
const GOAL = 1.2;

const BASELINE: Candidate = 'hand-written';
const CANDIDATE: Candidate = 'StepForm';

type Statistic = 'median' | 'p95';
interface Figure {
  title: string;
  /** The statistic the ratio compares. */
  compared: Statistic;
}
const FIGURES = {
  mount: { title: 'mount (200 fields, to painted)', compared: 'median' },
  handlerTyping: { title: 'input handler per keystroke, typing before a submit', compared: 'p95' },
  paintTyping: { title: 'key to paint, typing before a submit', compared: 'p95' },
  handlerRevalidating: { title: 'input handler per keystroke, after a failed submit', compared: 'p95' },
  paintRevalidating: { title: 'key to paint, after a failed submit', compared: 'p95' },
  emptySubmit: { title: 'empty submit to 200 errors painted', compared: 'median' },
  filledSubmit: { title: 'filled submit to saved, painted', compared: 'median' },
} satisfies Record<string, Figure>;
type FigureKey = keyof typeof FIGURES;

type Samples = Record<Candidate, Record<FigureKey, number[]>>;
const emptySamples = (): Record<FigureKey, number[]> =>
  Object.fromEntries(Object.keys(FIGURES).map((key) => [key, []])) as unknown as Record<FigureKey, number[]>;

/** A full garbage collection in the page, so that one phase's garbage is not collected on the next one's time. */
const collectGarbage = (page: Page) => page.evaluate(() => (globalThis as { gc?: () => void }).gc?.());

async function type(page: Page, count: number, into: Record<FigureKey, number[]>, handler: FigureKey, toPaint: FigureKey) {
  await page.evaluate(() => window.bench.focusTypedField());
  for (let i = 0; i < count; i++) {
    await page.keyboard.press(i % 2 === 0 ? 'KeyX' : 'KeyY');
    const [sample] = await page.evaluate(() => window.bench.keySamples(1));
    into[handler].push(sample!.handler);
    into[toPaint].push(sample!.toPaint);
  }
}

async function submit(page: Page, expectation: 'errors' | 'saved'): Promise<number> {
  const box = await page.evaluate(() => window.bench.submitButtonBox());
  await collectGarbage(page);
  await page.evaluate((e) => window.bench.expectSubmit(e), expectation);
  await page.mouse.click(box.x, box.y);
  return page.evaluate(() => window.bench.submitTime());
}

/** One candidate's turn in a round: a fresh page, every figure measured once or more. */
async function turn(browser: Browser, url: string, candidate: Candidate, samples: Record<FigureKey, number[]>) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(url);
  await page.waitForFunction(() => 'bench' in window);
  const mount = async (filled: boolean) => {
    await collectGarbage(page);
    return page.evaluate(([c, f]) => window.bench.mount(c, f), [candidate, filled] as const);
  };
  for (let i = 0; i < MOUNTS; i++) {
    samples.mount.push(await mount(false));
    if (i < MOUNTS - 1) await page.evaluate(() => window.bench.unmount());
  }
  samples.emptySubmit.push(await submit(page, 'errors'));
  await type(page, KEYSTROKES, samples, 'handlerRevalidating', 'paintRevalidating');
  await page.evaluate(() => window.bench.unmount());
  await mount(true);
  await type(page, KEYSTROKES, samples, 'handlerTyping', 'paintTyping');
  samples.filledSubmit.push(await submit(page, 'saved'));
  await context.close();
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[index]!;
}
const statistic = (values: number[], which: Statistic) => quantile(values, which === 'median' ? 0.5 : 0.95);
const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));

function report(samples: Samples) {
  const rows = (Object.entries(FIGURES) as [FigureKey, Figure][]).map(([key, figure]) => {
    const cell = (candidate: Candidate) => `${ms(statistic(samples[candidate][key], 'median'))} / ${ms(statistic(samples[candidate][key], 'p95'))}`;
    const ratio = statistic(samples[CANDIDATE][key], figure.compared) / statistic(samples[BASELINE][key], figure.compared);
    return [figure.title, cell(BASELINE), cell(CANDIDATE), `${ratio.toFixed(2)}x (${figure.compared})`, ratio <= GOAL ? 'yes' : 'NO'];
  });
  const header = ['figure', `${BASELINE} median / p95 (ms)`, `${CANDIDATE} median / p95 (ms)`, `${CANDIDATE} / ${BASELINE}`, `<= ${GOAL}x`];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\nStep form in Chromium, CPU slowed ${CPU_SLOWDOWN}x, ${ROUNDS} rounds interleaved (${KEYSTROKES} keystrokes per state and ${MOUNTS} mounts per round)`);
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
}

async function main() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium is missing: apt-get install -y chromium, or set CHROMIUM_PATH');
  const outDir = await mkdtemp(join(tmpdir(), 'step-form-bench-'));
  const configFile = fileURLToPath(new URL('./vite.config.ts', import.meta.url));
  await build({ configFile, build: { outDir } });
  const server = await preview({ configFile, build: { outDir }, preview: { port: 0, host: '127.0.0.1' } });
  const url = server.resolvedUrls?.local[0];
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--js-flags=--expose-gc'],
  });
  try {
    if (!url) throw new Error('the benchmark page is not served');
    const samples: Samples = { [BASELINE]: emptySamples(), [CANDIDATE]: emptySamples() } as Samples;
    for (let round = 1; round <= ROUNDS; round++) {
      // The candidates in reverse order every other round, so that a machine getting busier does not favour whoever runs first.
      const order = round % 2 === 1 ? [BASELINE, CANDIDATE] : [CANDIDATE, BASELINE];
      for (const candidate of order) await turn(browser, url, candidate, samples[candidate]);
      process.stdout.write(`round ${round}/${ROUNDS} done\n`);
    }
    report(samples);
  } finally {
    await browser.close();
    await server.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

await main();
