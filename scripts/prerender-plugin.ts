import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build, type Plugin } from 'vite';
import { APP_FILES_TEMPLATE_ID, DRAW_HOME_MODULE, DRAWING_DIR, DRAWN_HOME_TEMPLATE } from '../src/domain/drawn-page.ts';

const LOGIN_ENTRY = 'src/app/prerender-login.tsx';
const HOME_ENTRY = 'src/app/draw-home.tsx';
const ROOT_ELEMENT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The one script Beasties' media-script strategy adds: it gives the deferred stylesheets their media back. */
const MEDIA_SCRIPT = /<script>[^<]*data-beasties-media[^<]*<\/script>/;

interface DrawHomeModule {
  DRAWN_HOME_TITLE: string;
}

interface PrerenderModule {
  PRERENDERED_PATH: string;
  PRERENDERED_ATTRIBUTE: string;
  PRERENDERED_TITLE: string;
  renderPrerenderedPage(): Promise<string>;
}

/** The entry of the drawn page's own script (vite.config.ts builds it beside the app). */
export const DRAWN_PAGE_START_ENTRY = 'src/app/drawn-page-start.ts';

const APP_SCRIPT = /<script type="module" crossorigin src="[^"]+"><\/script>/;
const MODULE_PRELOADS = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;

/**
 * The drawn page starts the app only when the agent touches it (src/app/drawn-page-start.ts): the app's
 * script and the files it preloads move into an inert template, which that script reads, and that
 * script takes their place.
 */
function startedOnTouch(page: string, start: StartScript): string {
  const script = APP_SCRIPT.exec(page)?.[0];
  if (!script) throw new Error('index.html has no module script for the app');
  const preloads = page.match(MODULE_PRELOADS) ?? [];
  // The small chunks that script imports are asked for beside it, not after it: the drawn Sign-in waits for it.
  const ownFiles = [
    `<script type="module" crossorigin src="/${start.fileName}"></script>`,
    ...start.imports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  let rest = page.replace(script, ownFiles.join('\n    '));
  for (const preload of preloads) rest = rest.replace(preload, '');
  const files = `<template id="${APP_FILES_TEMPLATE_ID}">${script}${preloads.map((preload) => preload.trim()).join('')}</template>`;
  return rest.replace('</body>', `${files}\n  </body>`);
}

/**
 * The drawn page with the rules its markup uses inlined (Beasties matches the built CSS against the
 * markup), so that it paints as soon as it arrives. The full stylesheets stay where they were in
 * the cascade but no longer block the paint: Beasties leaves them as media="print", marked with
 * their real media. The CSP forbids the inline script Beasties adds to restore it; the app does
 * that when it starts (applyDeferredStyles).
 */
async function withCriticalStyles(page: string, outDir: string): Promise<string> {
  const beasties = new Beasties({ path: outDir, publicPath: '/', preload: 'media-script', pruneSource: false, reduceInlineStyles: false, logLevel: 'warn' });
  const inlined = await beasties.process(page);
  if (!MEDIA_SCRIPT.test(inlined)) throw new Error('Beasties deferred no stylesheet of the drawn page');
  return inlined.replace(MEDIA_SCRIPT, '');
}

/** The drawn page's own script and the small chunks it imports. */
interface StartScript {
  fileName: string;
  imports: string[];
}

/**
 * After the app's build: builds src/app/prerender-login.tsx and src/app/draw-home.tsx for Node with
 * the same configuration (so that the markup carries the same class names as the built styles).
 * The login page is rendered now and written into a copy of index.html named after it
 * (dist/login.html), which the server answers /login with. Home is drawn by the server for each
 * agent: its module and its page, index.html made to start the app on the first touch, stay in
 * dist/.server.
 */
export function prerender(): Plugin {
  return {
    name: 'prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    writeBundle: {
      sequential: true,
      async handler(options, bundle) {
        const outDir = options.dir;
        if (!outDir) return;
        const start = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry && file.facadeModuleId?.endsWith(DRAWN_PAGE_START_ENTRY));
        if (start?.type !== 'chunk') throw new Error(`the build has no chunk for ${DRAWN_PAGE_START_ENTRY}`);
        const serverDir = join(outDir, DRAWING_DIR);
        await build({
          logLevel: 'warn',
          // Every package inside: the server loads the module from wherever the build is deployed
          // (STATIC_DIR), where no node_modules may be found.
          ssr: { noExternal: true },
          // React's production build, whatever NODE_ENV the server runs with (npm start sets none):
          // otherwise the bundle keeps React's own check of it, and its development build takes about
          // 40% more processor time to draw Home.
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          build: { ssr: true, outDir: serverDir, emptyOutDir: true, manifest: false, copyPublicDir: false, rolldownOptions: { input: { 'prerender-login': LOGIN_ENTRY, [DRAW_HOME_MODULE]: HOME_ENTRY } } },
        });
        const page = await readFile(join(outDir, 'index.html'), 'utf8');
        if (!page.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to draw the page into`);
        if (!TITLE.test(page)) throw new Error('index.html has no <title>');
        await writeLoginPage(page, outDir, serverDir, start);
        await writeHomeTemplate(page, serverDir, start);
      },
    },
  };
}

async function writeLoginPage(page: string, outDir: string, serverDir: string, start: StartScript): Promise<void> {
  const module = (await import(pathToFileURL(join(serverDir, 'prerender-login.js')).href)) as PrerenderModule;
  const markup = await module.renderPrerenderedPage();
  const drawn = await withCriticalStyles(
    startedOnTouch(
      page
        .replace(TITLE, `<title>${escapeText(module.PRERENDERED_TITLE)}</title>`)
        .replace(ROOT_ELEMENT, `<div id="root" ${module.PRERENDERED_ATTRIBUTE}="${module.PRERENDERED_PATH}">${markup}</div>`),
      start,
    ),
    outDir,
  );
  await writeFile(join(outDir, `${module.PRERENDERED_PATH.slice(1)}.html`), drawn);
}

/** Home's page with an empty root: its full stylesheet blocks the paint, as the markup differs for each agent. */
async function writeHomeTemplate(page: string, serverDir: string, start: StartScript): Promise<void> {
  const module = (await import(pathToFileURL(join(serverDir, `${DRAW_HOME_MODULE}.js`)).href)) as DrawHomeModule;
  const template = startedOnTouch(page.replace(TITLE, `<title>${escapeText(module.DRAWN_HOME_TITLE)}</title>`), start);
  await writeFile(join(serverDir, DRAWN_HOME_TEMPLATE), template);
}
