import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build, type Plugin } from 'vite';

const ENTRY = 'src/app/prerender-login.tsx';
// Inside the project, so that the built module finds the packages it leaves to Node.
const SERVER_DIR = fileURLToPath(new URL('../node_modules/.prerender/', import.meta.url));
const ROOT_ELEMENT = '<div id="root"></div>';
const TITLE = /<title>[^<]*<\/title>/;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The one script Beasties' media-script strategy adds: it gives the deferred stylesheets their media back. */
const MEDIA_SCRIPT = /<script>[^<]*data-beasties-media[^<]*<\/script>/;

interface PrerenderModule {
  PRERENDERED_PATH: string;
  PRERENDERED_ATTRIBUTE: string;
  APP_FILES_TEMPLATE_ID: string;
  PRERENDERED_TITLE: string;
  renderPrerenderedPage(): Promise<string>;
}

/** The entry of the drawn page's own script (vite.config.ts builds it beside the app). */
export const LOGIN_START_ENTRY = 'src/app/login-start.ts';

const APP_SCRIPT = /<script type="module" crossorigin src="[^"]+"><\/script>/;
const MODULE_PRELOADS = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;

/**
 * The drawn page starts the app only when the agent touches it (src/app/login-start.ts): the app's
 * script and the files it preloads move into an inert template, which that script reads, and that
 * script takes their place.
 */
function startedOnTouch(page: string, templateId: string, loginStart: { fileName: string; imports: string[] }): string {
  const script = APP_SCRIPT.exec(page)?.[0];
  if (!script) throw new Error('index.html has no module script for the app');
  const preloads = page.match(MODULE_PRELOADS) ?? [];
  // The small chunks that script imports are asked for beside it, not after it: the drawn Sign-in waits for it.
  const ownFiles = [
    `<script type="module" crossorigin src="/${loginStart.fileName}"></script>`,
    ...loginStart.imports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  let rest = page.replace(script, ownFiles.join('\n    '));
  for (const preload of preloads) rest = rest.replace(preload, '');
  const files = `<template id="${templateId}">${script}${preloads.map((preload) => preload.trim()).join('')}</template>`;
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

/**
 * After the app's build: builds src/app/prerender-login.tsx for Node with the same configuration (so
 * that the markup carries the same class names as the built styles), renders the login page with it,
 * and writes it into a copy of index.html named after the page (dist/login.html), which the server
 * answers /login with.
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
        const loginStart = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry && file.facadeModuleId?.endsWith(LOGIN_START_ENTRY));
        if (loginStart?.type !== 'chunk') throw new Error(`the build has no chunk for ${LOGIN_START_ENTRY}`);
        try {
          await build({ logLevel: 'warn', build: { ssr: ENTRY, outDir: SERVER_DIR, emptyOutDir: true, manifest: false, copyPublicDir: false } });
          const module = (await import(pathToFileURL(join(SERVER_DIR, 'prerender-login.js')).href)) as PrerenderModule;
          const markup = await module.renderPrerenderedPage();
          const page = await readFile(join(outDir, 'index.html'), 'utf8');
          if (!page.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to draw the page into`);
          if (!TITLE.test(page)) throw new Error('index.html has no <title>');
          const drawn = await withCriticalStyles(
            startedOnTouch(
              page
                .replace(TITLE, `<title>${escapeText(module.PRERENDERED_TITLE)}</title>`)
                .replace(ROOT_ELEMENT, `<div id="root" ${module.PRERENDERED_ATTRIBUTE}="${module.PRERENDERED_PATH}">${markup}</div>`),
              module.APP_FILES_TEMPLATE_ID,
              loginStart,
            ),
            outDir,
          );
          const file = join(outDir, `${module.PRERENDERED_PATH.slice(1)}.html`);
          await writeFile(file, drawn);
        } finally {
          await rm(SERVER_DIR, { recursive: true, force: true });
        }
      },
    },
  };
}
