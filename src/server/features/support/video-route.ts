import { eq } from 'drizzle-orm';
import { isApproverUserType } from '../../../domain/approver-desks';
import type { Authenticate } from '../../auth/authenticate';
import type { Database } from '../../db/connection';
import { trainingVideos } from '../../db/schema';
import { authorizationOf } from '../../http/cookie-authorization';
import { isFileKey, type FileStorage } from '../../files/file-storage';

/** Where the server serves a training video a product owner added: GET /videos/<key>. */
export const VIDEOS_PATH = '/videos/';

export function videoUrl(key: string): string {
  return `${VIDEOS_PATH}${key}`;
}

const notFound = () => Response.json({ message: 'not found' }, { status: 404 });

/** The one range a video element asks for ('bytes=0-', 'bytes=1000-1999', 'bytes=-500'), within `size`; null for none, 'invalid' for one it cannot have. */
function rangeOf(header: string | null, size: number): { start: number; end: number } | null | 'invalid' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (!match[1] && !match[2])) return 'invalid';
  if (!match[1]) {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'invalid';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  return start > end || start >= size ? 'invalid' : { start, end };
}

/**
 * GET /videos/<key>: a training video's file, to anyone signed in to the app (every agent watches
 * the same trainings, and the product owner who added them), from the Authorization header or the
 * access token cookie a <video> sends. In parts when asked (Range), as a video element asks to seek.
 * The type served is the container the bytes were found to be when the video was added.
 */
export function createVideoRoute(options: { db: Database; files: FileStorage; authenticate: Authenticate; now: () => Date }) {
  return async (request: Request): Promise<Response> => {
    const key = new URL(request.url).pathname.slice(VIDEOS_PATH.length);
    if (!isFileKey(key)) return notFound();
    const { agent } = await options.authenticate(authorizationOf(request), options.now());
    if (!agent || isApproverUserType(agent.userType)) return Response.json({ message: 'sign in to the app to watch this video' }, { status: 401 });
    const [video] = await options.db.select({ contentType: trainingVideos.contentType }).from(trainingVideos).where(eq(trainingVideos.fileKey, key));
    const bytes = video?.contentType ? await options.files.get(key) : null;
    if (!video?.contentType || !bytes) return notFound();
    const headers = { 'content-type': video.contentType, 'accept-ranges': 'bytes', 'cache-control': 'private, max-age=86400', 'content-disposition': 'inline' };
    const range = rangeOf(request.headers.get('range'), bytes.byteLength);
    if (range === 'invalid') return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${bytes.byteLength}` } });
    if (range === null) {
      return new Response(request.method === 'HEAD' ? null : bytes, { headers: { ...headers, 'content-length': String(bytes.byteLength) } });
    }
    const part = bytes.subarray(range.start, range.end + 1);
    return new Response(request.method === 'HEAD' ? null : part, {
      status: 206,
      headers: { ...headers, 'content-length': String(part.byteLength), 'content-range': `bytes ${range.start}-${range.end}/${bytes.byteLength}` },
    });
  };
}
