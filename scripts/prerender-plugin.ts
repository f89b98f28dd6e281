import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build, type Plugin } from 'vite';

const ENTRY = 'src/app/prerender-login.tsx';
// Inside the project, so that the built module finds the packages it leaves to Node.
const SERVER_DIR = fileURLToPath(new URL('../node_modules/.prerender/', import.meta.url));
const ROOT_ELEMENT = '<div id="root"></div>';

/** The one script Beasties' media-script strategy adds: it gives the deferred stylesheets their media back. */
const MEDIA_SCRIPT = /<script>[^<]*data-beasties-media[^<]*<\/script>/;

interface PrerenderModule {
  PRERENDERED_PATH: string;
  PRERENDERED_ATTRIBUTE: string;
  renderPrerenderedPage(): Promise<string>;
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
      async handler(options) {
        const outDir = options.dir;
        if (!outDir) return;
        try {
          await build({ logLevel: 'warn', build: { ssr: ENTRY, outDir: SERVER_DIR, emptyOutDir: true, manifest: false, copyPublicDir: false } });
          const module = (await import(pathToFileURL(join(SERVER_DIR, 'prerender-login.js')).href)) as PrerenderModule;
          const markup = await module.renderPrerenderedPage();
          const page = await readFile(join(outDir, 'index.html'), 'utf8');
          if (!page.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to draw the page into`);
          const drawn = await withCriticalStyles(
            page.replace(ROOT_ELEMENT, `<div id="root" ${module.PRERENDERED_ATTRIBUTE}="${module.PRERENDERED_PATH}">${markup}</div>`),
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
