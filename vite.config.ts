import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { bundleModules } from './scripts/bundle-modules-plugin.ts';
import { precompress } from './scripts/precompress.ts';
import { DRAWN_PAGE_START_ENTRY, prerender } from './scripts/prerender-plugin.ts';
import { NETWORK_ONLY_NAVIGATIONS } from './src/app/offline/network-only-navigations.ts';

// The running build's version, which the app-update prompt and the logs report.
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

const apiServer = process.env.API_SERVER ?? 'http://localhost:3000';

const fullDocuments = fileURLToPath(new URL('./generated/graphql.ts', import.meta.url));
const documentStubs = fileURLToPath(new URL('./generated/persisted-documents.ts', import.meta.url));
const operationDocuments = fileURLToPath(new URL('./src/app/journey/operation-documents.ts', import.meta.url));

/**
 * The build imports generated/persisted-documents.ts wherever the app imports generated/graphql.ts:
 * the app sends operations by hash, so the bundle carries each operation's name, never its text.
 */
function persistedDocumentsOnly(): Plugin {
  return {
    name: 'persisted-documents-only',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved?.id !== fullDocuments) return null;
      // The step engine looks operations up by name among them all: its own copy of the module, so
      // that the first screens' chunks keep only the few documents they import.
      return importer === operationDocuments ? `${documentStubs}?every-operation` : documentStubs;
    },
  };
}

const THEME_GREEN = '#2f9e44';

/**
 * The installable app: its manifest, and a service worker that caches the app's page and every
 * screen's and step's files, so that the app opens without a network after the first visit. A new
 * build waits until the agent reloads into it (src/app/shell/refresh-prompt.tsx).
 */
const installable = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: [],
  manifest: {
    name: 'Merchant Onboarding',
    short_name: 'Onboarding',
    description: 'Find merchants, follow them up and onboard them.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_GREEN,
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The barcode reader's WebAssembly (1 MB) is fetched when a camera scan starts; typed entry works without it.
    globPatterns: ['**/*.{js,css,html,png,svg,webmanifest}'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: NETWORK_ONLY_NAVIGATIONS,
    cleanupOutdatedCaches: true,
  },
});

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [persistedDocumentsOnly(), react(), bundleModules(), prerender(), installable, precompress()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  // No source maps: they would hand out the app's source.
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 900,
    // Every browser the agents use (Chrome on Android, and desktop browsers) preloads modules itself:
    // the polyfill would only weigh on the first load.
    modulePreload: { polyfill: false },
    // The drawn pages' own script, which starts the app from them; the build for Node that draws
    // them names its own entries (scripts/prerender-plugin.ts).
    rolldownOptions: isSsrBuild ? {} : { input: { index: 'index.html', 'drawn-page-start': DRAWN_PAGE_START_ENTRY } },
  },
  server: {
    proxy: {
      '/graphql': apiServer,
      '/sso': apiServer,
      '/logs': apiServer,
      '/media': apiServer,
      '/files': apiServer,
      '/videos': apiServer,
    },
  },
}));
