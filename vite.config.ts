import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { bundleModules } from './scripts/bundle-modules-plugin';
import { precompress } from './scripts/precompress';

// The running build's version, which the app-update prompt and the logs report.
const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

const apiServer = process.env.API_SERVER ?? 'http://localhost:3000';

const fullDocuments = fileURLToPath(new URL('./generated/graphql.ts', import.meta.url));
const documentStubs = fileURLToPath(new URL('./generated/persisted-documents.ts', import.meta.url));
const operationDocuments = fileURLToPath(new URL('./src/app/onboarding/operation-documents.ts', import.meta.url));

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

export default defineConfig({
  plugins: [persistedDocumentsOnly(), react(), bundleModules(), precompress()],
  define: { __APP_VERSION__: JSON.stringify(version) },
  // No source maps: they would hand out the app's source.
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 900 },
  server: {
    proxy: {
      '/graphql': apiServer,
      '/sso': apiServer,
      '/logs': apiServer,
      '/media': apiServer,
      '/files': apiServer,
    },
  },
});
