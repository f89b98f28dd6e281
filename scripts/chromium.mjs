import { existsSync } from 'node:fs';

const found = (candidates) => candidates.find((path) => path && existsSync(path)) ?? null;

/** The Chromium the benchmarks and the icon drawing drive: CHROMIUM_PATH, or Debian's package. */
export function findChromium() {
  return found([process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']);
}

/**
 * The Chromium the browser tests drive: CHROMIUM_PATH, or Debian's headless shell (Chromium without
 * its windowing layer, which runs the test suite's pages on about a fifth less processor time), or
 * the full browser when only that is installed.
 */
export function findTestChromium() {
  return process.env.CHROMIUM_PATH ? findChromium() : (found(['/usr/bin/chromium-headless-shell']) ?? findChromium());
}
