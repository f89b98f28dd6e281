import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';

/** Where the build puts its files, each name carrying a hash of its content. */
export const ASSETS_PATH = '/assets/';

/** A hashed file never changes under its name: a browser keeps it for a year without asking again. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * The app's page (and any route, which answers with it) names the hashed files of the current
 * build, so it is asked for again each time; its ETag lets an unchanged page answer 304.
 */
export const REVALIDATE = 'no-cache';

/**
 * Serves the built app: the brotli or gzip copy the build wrote beside a file (scripts/precompress.ts)
 * when the request's Accept-Encoding takes it, the file itself otherwise; a page the build drew
 * ahead (login.html, by src/app/prerender-login.tsx) for its path; and the app's page for any other
 * path that names no file, so that the app's own router answers it.
 */
export function createStaticAssets(staticDir: string): (req: IncomingMessage, res: ServerResponse) => void {
  const serve = sirv(staticDir, { single: true, etag: true, brotli: true, gzip: true });
  return (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    // Set before sirv answers, so that a 304 carries them too (sirv keeps headers already set).
    res.setHeader('Cache-Control', pathname.startsWith(ASSETS_PATH) ? IMMUTABLE : REVALIDATE);
    res.setHeader('Vary', 'Accept-Encoding');
    serve(req, res, () => {
      // A missing file may exist after the next deployment: its absence is not kept.
      res.setHeader('Cache-Control', 'no-store');
      res.statusCode = 404;
      res.end('Not found');
    });
  };
}
