import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { routeOfStep } from '../../src/domain/step-routes';
import { rulesOfStep, type RuleTable } from '../../src/engine/rules';
import { routeTable, type ScreenLoader } from '../../src/app/routes/route-table';
import { bundleModulesFile, type BundleModules } from '../../scripts/bundle-modules-plugin';
import { DRAWN_PAGE_START_ENTRY } from '../../scripts/prerender-plugin';

// The bundle budgets of issue 14, computed from the build's manifest (dist/.vite/manifest.json):
// bench/bundle-budgets.ts prints them, tests/e2e/bundle-budgets.test.ts fails when one is exceeded.
// Sizes are gzip -9 of each JavaScript file, in bytes; KB is 1,000 bytes, as Vite's build report.

export const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Gzipped JavaScript, in bytes. */
export const budgets = {
  /** What /login and Home need before they are usable (bench/README.md says why it is 175 KB). */
  firstLoad: 175_000,
  /** What one step loads beyond the first load and its route's screen, which the other steps share. */
  stepOwn: 30_000,
} as const;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface ChunkFigure {
  file: string;
  gzipBytes: number;
  /** Heaviest first: node_modules packages by name, the app's modules by folder; empty without the module report. */
  packages: { name: string; gzipBytes: number }[];
}

export interface Figure {
  name: string;
  /** null: printed for what it tells, with no budget of its own. */
  budget: number | null;
  gzipBytes: number;
  chunks: ChunkFigure[];
}

export interface BundleFigures {
  firstLoad: Figure;
  /** The screens of the steps' routes (one, the step screen, for all but those with a screen of their own), beyond the first load. */
  stepScreens: Figure[];
  steps: Figure[];
  /** Whether the build wrote its module report (BUNDLE_MODULES=1), which names the packages. */
  hasModules: boolean;
}

/** The module a route table loader imports, as a manifest key (a path from the project root). */
function loaderSource(loader: ScreenLoader): string {
  const specifier = /import_*\(\s*["'`]([^"'`]+)["'`]/.exec(loader.toString())?.[1];
  if (!specifier) throw new Error(`cannot tell which module this screen loader imports: ${loader.toString()}`);
  // tsx keeps the specifier as written; Vitest's transform makes it a path from the project root.
  const base = specifier.startsWith('/') ? join(projectRoot, specifier) : resolve(projectRoot, 'src/app/routes', specifier);
  const file = ['', '.tsx', '.ts'].map((ext) => base + ext).find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  if (!file) throw new Error(`the screen module ${specifier} is not in src/app/routes' reach`);
  return relative(projectRoot, file);
}

function routeSource(path: string): string {
  // A wildcard route (/PricingPlan/*) also answers its own base path.
  const entry = routeTable.find((route) => route.path === path || (route.path.endsWith('/*') && (path + '/').startsWith(route.path.slice(0, -1))));
  if (!entry) throw new Error(`the route table has no ${path}`);
  return loaderSource(entry.screen);
}

/** Where a module's bytes are counted: its package for node_modules, else its folder two levels deep. */
function packageOf(moduleId: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(moduleId);
  if (inPackage?.[1]) return inPackage[1];
  const path = moduleId.startsWith(projectRoot) ? relative(projectRoot, moduleId) : moduleId.replace(/^\0/, '');
  return path.split('/').slice(0, 2).join('/');
}

export async function bundleFigures(distDir = join(projectRoot, 'dist')): Promise<BundleFigures> {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const modulesPath = join(distDir, bundleModulesFile);
  const modules: BundleModules | null = existsSync(modulesPath) ? (JSON.parse(readFileSync(modulesPath, 'utf8')) as BundleModules) : null;

  const chunkFigures = new Map<string, ChunkFigure>();
  const chunkFigure = (key: string): ChunkFigure => {
    const known = chunkFigures.get(key);
    if (known) return known;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    const gzipBytes = gzipSync(readFileSync(join(distDir, chunk.file)), { level: 9 }).length;
    // A module's share of the gzipped chunk is its share of the chunk's code before minification: an
    // estimate, as gzip does not compress each module alone.
    const rendered = Object.entries(modules?.[chunk.file] ?? {});
    const total = rendered.reduce((sum, [, length]) => sum + length, 0);
    const byPackage = new Map<string, number>();
    for (const [id, length] of rendered) byPackage.set(packageOf(id), (byPackage.get(packageOf(id)) ?? 0) + (total ? (gzipBytes * length) / total : 0));
    const figure: ChunkFigure = {
      file: chunk.file,
      gzipBytes,
      packages: [...byPackage].map(([name, bytes]) => ({ name, gzipBytes: Math.round(bytes) })).sort((a, b) => b.gzipBytes - a.gzipBytes),
    };
    chunkFigures.set(key, figure);
    return figure;
  };

  const keyOfSource = (source: string): string => {
    const key = Object.keys(manifest).find((k) => manifest[k]?.src === source);
    if (!key) throw new Error(`${source} is not a chunk of the build: is dist/ older than the source?`);
    return key;
  };
  /** The chunks loading these ones brings: each with its static imports, as Vite preloads them. */
  const closure = (keys: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const pending = [...keys];
    for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
      if (seen.has(key)) continue;
      seen.add(key);
      pending.push(...(manifest[key]?.imports ?? []));
    }
    return seen;
  };
  const figure = (name: string, budget: number | null, keys: Iterable<string>): Figure => {
    const chunks = [...keys].filter((key) => manifest[key]?.file.endsWith('.js')).map(chunkFigure).sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { name, budget, gzipBytes: chunks.reduce((sum, c) => sum + c.gzipBytes, 0), chunks };
  };

  // The app's page; the drawn login page's own small script (src/app/drawn-page-start.ts) is an entry too.
  const entry = 'index.html';
  if (!manifest[entry]?.isEntry) throw new Error('the manifest has no entry chunk for index.html');
  const firstLoadKeys = closure([entry, DRAWN_PAGE_START_ENTRY, keyOfSource(routeSource('/login')), keyOfSource(routeSource('/'))]);

  // Every file of forms/steps is a step, shown by its route's screen (the route table's loader).
  const stepFiles = readdirSync(join(projectRoot, 'forms/steps')).filter((f) => f.endsWith('.json')).sort();
  const screens = new Map<string, Set<string>>();
  const stepsOwn: { step: string; keys: string[] }[] = [];
  for (const file of stepFiles) {
    const definition = JSON.parse(readFileSync(join(projectRoot, 'forms/steps', file), 'utf8')) as { step: string };
    const screenSource = routeSource(routeOfStep(definition.step));
    const screen = screens.get(screenSource) ?? new Set([...closure([keyOfSource(screenSource)])].filter((key) => !firstLoadKeys.has(key)));
    screens.set(screenSource, screen);
    const rules = await rulesOfStep(definition, async (name) => {
      const path = join(projectRoot, 'forms/rules', `${name}.json`);
      return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as RuleTable) : undefined;
    });
    const sources = [`forms/steps/${file}`, ...Object.keys(rules).map((name) => `forms/rules/${name}.json`)];
    const own = [...closure(sources.map(keyOfSource))].filter((key) => !firstLoadKeys.has(key) && !screen.has(key));
    stepsOwn.push({ step: definition.step, keys: own });
  }
  return {
    firstLoad: figure('first load (/login and Home)', budgets.firstLoad, firstLoadKeys),
    stepScreens: [...screens].map(([source, keys]) => figure(`screen of the steps' routes: ${source}`, null, keys)),
    steps: stepsOwn.map(({ step, keys }) => figure(`step ${step}, its own chunks (beyond the first load and the screen its route shares)`, budgets.stepOwn, keys)),
    hasModules: modules !== null,
  };
}

/** Every figure with a budget it exceeds. */
export function overBudget(figures: BundleFigures): Figure[] {
  return [figures.firstLoad, ...figures.steps].filter((f) => f.budget !== null && f.gzipBytes > f.budget);
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
