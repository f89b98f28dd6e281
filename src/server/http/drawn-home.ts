import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DRAW_HOME_MODULE, DRAWING_DIR, DRAWN_ANSWERS_ID, DRAWN_HOME_PATH, DRAWN_HOME_TEMPLATE, TIME_ZONE_COOKIE } from '../../domain/drawn-page';
import { cookieValue } from '../../domain/cookie-header';
import { ACCESS_TOKEN_COOKIE } from '../../domain/session-rules';
import type { Authenticate } from '../auth/authenticate';
import { answerEncoding, compress, COMPRESS_FROM_BYTES } from './compressed-answers';

// Home drawn for the signed-in agent who opens it, with their data: on a slow network a phone paints
// it as the page arrives, instead of after the app's files, its start and its queries. The build
// makes the module that draws it (src/app/draw-home.tsx) and the page it goes into (dist/.server).

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Drawing Home takes a few of the server's own queries; one that takes longer than this is left to
 * the app, which shows its own progress, rather than holding a blank page.
 */
const DRAW_HOME_TIMEOUT_MS = 5_000;

/** What the build's src/app/draw-home.tsx exports. */
type DrawHomeModule = typeof import('../../app/draw-home');

export interface DrawnHomeDeps {
  authenticate: Authenticate;
  now: () => Date;
  /** The server's own answers in process: Home's queries go through the same checks as the app's. */
  fetch: (request: Request) => Promise<Response>;
  log: (message: string, error?: unknown) => void;
}

/** Answers a request for Home with it drawn, or calls `next` (the app's page) when it is not drawn. */
export type ServeDrawnHome = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * JSON inside a script element: nothing in it can close the element or open a comment, whatever
 * text an agent or a merchant typed.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** An IANA time zone this server knows, or null. */
function knownTimeZone(name: string | null): string | null {
  if (!name || name.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone === name ? name : null;
  } catch {
    return null;
  }
}

/**
 * Runs `work` with the process's clock in `zone`: Node reads TZ again when it changes. `work` is
 * synchronous, so nothing else runs in between and sees the zone.
 */
function inTimeZone<T>(zone: string, work: () => T): T {
  const previous = process.env.TZ;
  process.env.TZ = zone;
  try {
    return work();
  } finally {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Serves Home drawn when the build made its module and page (`staticDir`/.server), for a GET of `/`
 * carrying a session the server accepts; null when the build has none (the app then draws Home).
 */
export async function createDrawnHome(staticDir: string, deps: DrawnHomeDeps): Promise<ServeDrawnHome | null> {
  const moduleFile = join(staticDir, DRAWING_DIR, `${DRAW_HOME_MODULE}.js`);
  const templateFile = join(staticDir, DRAWING_DIR, DRAWN_HOME_TEMPLATE);
  if (!existsSync(moduleFile) || !existsSync(templateFile)) return null;
  let module: DrawHomeModule;
  try {
    module = (await import(pathToFileURL(moduleFile).href)) as DrawHomeModule;
  } catch (error) {
    // The app's page still answers /: the app draws Home itself.
    deps.log('the module that draws Home could not be loaded', error);
    return null;
  }
  const template = readFileSync(templateFile, 'utf8');
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`${templateFile} has no ${ROOT_ELEMENT}`);

  const draw = async (req: IncomingMessage): Promise<string | null> => {
    const cookie = req.headers.cookie ?? '';
    const token = cookieValue(cookie, ACCESS_TOKEN_COOKIE);
    // Without the phone's time zone, the dates on Home could not be drawn as the phone shows them.
    const timeZone = knownTimeZone(cookieValue(cookie, TIME_ZONE_COOKIE));
    if (!token || !timeZone) return null;
    // An expired or revoked session is the app's to handle: it refreshes the token or signs the agent out.
    const { agent } = await deps.authenticate(`Bearer ${token}`, deps.now());
    if (!agent) return null;
    const url = new URL(req.url ?? '/', 'http://in-process');
    const drawn = await withTimeout(
      module.drawHome({
        cookie,
        search: url.search,
        graphqlUrl: new URL('/graphql', url).href,
        fetch: (input, init) => deps.fetch(new Request(input, init)),
        inPhoneTime: (work) => inTimeZone(timeZone, work),
      }),
      DRAW_HOME_TIMEOUT_MS,
    );
    if (!drawn) return null;
    return template
      .replace(ROOT_ELEMENT, () => `<div id="root" ${module.PRERENDERED_ATTRIBUTE}="${DRAWN_HOME_PATH}">${drawn.markup}</div>`)
      .replace('</body>', () => `<script type="application/json" id="${DRAWN_ANSWERS_ID}">${scriptJson(drawn.answers)}</script>\n  </body>`);
  };

  const send = async (req: IncomingMessage, res: ServerResponse, page: string) => {
    const body = Buffer.from(page);
    const encoding = body.length >= COMPRESS_FROM_BYTES ? answerEncoding(req.headers['accept-encoding'] ?? null) : null;
    const sent = encoding ? await compress(body, encoding) : body;
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    // The agent's own data: kept by no cache, and never answered to another session.
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Vary', 'Cookie, Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', sent.length);
    res.end(req.method === 'HEAD' ? undefined : sent);
  };

  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.headers.cookie) {
      next();
      return;
    }
    draw(req)
      .then((page) => (page ? send(req, res, page) : next()))
      .catch((error: unknown) => {
        deps.log('drawing Home failed', error);
        if (!res.headersSent) next();
      });
  };
}
