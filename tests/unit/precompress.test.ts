import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { MIN_COMPRESSED_BYTES, precompressDirectory } from '../../scripts/precompress';

// What the build leaves beside its files for the server to send (src/server/http/static-assets.ts).

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mo-precompress-'));
  mkdirSync(join(dir, 'assets'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const script = Buffer.from(Array.from({ length: 400 }, (_, i) => `export const field${i} = { label: 'Field ${i}', required: ${i % 2 === 0} };\n`).join(''));

describe('precompressDirectory', () => {
  test('writes a brotli and a gzip copy of a large text file, each decompressing to the same bytes', async () => {
    writeFileSync(join(dir, 'assets/app-1a2b3c.js'), script);
    writeFileSync(join(dir, 'index.html'), script);
    await precompressDirectory(dir);

    for (const name of ['assets/app-1a2b3c.js', 'index.html']) {
      const br = readFileSync(join(dir, `${name}.br`));
      const gz = readFileSync(join(dir, `${name}.gz`));
      expect(br.byteLength).toBeLessThan(script.byteLength / 4);
      expect(gz.byteLength).toBeLessThan(script.byteLength / 4);
      expect(brotliDecompressSync(br).equals(script)).toBe(true);
      expect(gunzipSync(gz).equals(script)).toBe(true);
    }
  });

  test('leaves alone a file too small to gain and a file that is already compressed', async () => {
    writeFileSync(join(dir, 'assets/tiny-1a2b3c.js'), script.subarray(0, MIN_COMPRESSED_BYTES - 1));
    writeFileSync(join(dir, 'assets/logo-1a2b3c.png'), script);
    await precompressDirectory(dir);

    expect(readdirSync(join(dir, 'assets')).sort()).toEqual(['logo-1a2b3c.png', 'tiny-1a2b3c.js']);
  });

  test("leaves alone the server's own folder, whose name starts with a dot and which is never served", async () => {
    mkdirSync(join(dir, '.server'));
    writeFileSync(join(dir, '.server/draw-home.js'), script);
    await precompressDirectory(dir);

    expect(readdirSync(join(dir, '.server'))).toEqual(['draw-home.js']);
  });
});
