import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipLevel9 = promisify(gzip);

/**
 * Files that shrink when compressed: the text ones, and WebAssembly (the barcode reader's module,
 * the largest file of the build, loses more than half).
 */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|svg|json|webmanifest|txt|xml|wasm)$/;

/** Below this, the answer's headers outweigh what compression saves. */
export const MIN_COMPRESSED_BYTES = 1024;

/**
 * Writes `name.br` (brotli at its best quality) and `name.gz` (gzip level 9) beside every
 * compressible file of `dir` of at least MIN_COMPRESSED_BYTES, so that the server sends a
 * compressed answer without compressing on each request. A variant that is not smaller than its
 * file is not written.
 */
export async function precompressDirectory(dir: string): Promise<void> {
  // A folder whose name starts with a dot is never served (the server's own, dist/.server).
  const names = (await readdir(dir, { recursive: true })).filter((name) => COMPRESSIBLE.test(name) && !name.split(sep).some((part) => part.startsWith('.')));
  await Promise.all(names.map((name) => precompressFile(join(dir, name))));
}

/** Writes the compressed copies of one file. */
async function precompressFile(path: string): Promise<void> {
  const content = await readFile(path);
  if (content.byteLength < MIN_COMPRESSED_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
        [constants.BROTLI_PARAM_MODE]: path.endsWith('.wasm') ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipLevel9(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.byteLength < content.byteLength ? writeFile(`${path}.br`, br) : undefined,
    gz.byteLength < content.byteLength ? writeFile(`${path}.gz`, gz) : undefined,
  ]);
}

/**
 * After the build has written its files, and the service worker its own (vite-plugin-pwa writes
 * sw.js when the bundle closes), the compressed copies the server sends (see
 * src/server/http/static-assets.ts).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    // Not the login page's build for Node (scripts/prerender-plugin.ts): nothing serves it.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressDirectory(outDir);
      },
    },
  };
}
