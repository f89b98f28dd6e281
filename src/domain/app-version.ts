/** Compares dotted numeric versions ("1.10.0" > "1.9.3"); a missing part counts as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((p) => Number.parseInt(p, 10) || 0);
  const pb = b.split('.').map((p) => Number.parseInt(p, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

export const APP_VERSION_MESSAGE = 'Please send a version like 1.4.2.';

// One to four dotted numbers of at most five digits: fixed widths, so the pattern is linear.
const APP_VERSION = /^[0-9]{1,5}(?:\.[0-9]{1,5}){0,3}$/;

/** A version the app reports about itself ("1.4.2"). */
export function isAppVersion(value: string): boolean {
  return APP_VERSION.test(value);
}
