import { and, eq } from 'drizzle-orm';
import type { Authenticate } from '../auth/authenticate';
import type { Database } from '../db/connection';
import { opportunityDocumentPages } from '../db/schema';
import { authorizationOf } from '../http/cookie-authorization';
import { isFileKey, type FileStorage } from './file-storage';
import { FILES_PATH } from './page-files';

const notFound = () => Response.json({ message: 'not found' }, { status: 404 });

/**
 * GET /files/<key>: a document page's file, to the agent whose page it is and to no one else.
 *
 * The agent is the one the access token names, from the Authorization header or, for an <img> (which
 * sends no header), from the access token cookie the app keeps: SameSite=Strict, so a page of another
 * site cannot make the browser send it. A url alone is therefore worth nothing to anyone but its owner:
 * another agent, or a url copied out of the phone, gets 404, the same as for a key that names nothing,
 * so that a file's existence is not revealed. The type served is the one the bytes were found to be
 * when stored, and nosniff (set on every answer) keeps the browser from guessing another.
 */
export function createFileRoute(options: { db: Database; files: FileStorage; authenticate: Authenticate; now: () => Date }) {
  return async (request: Request): Promise<Response> => {
    const key = new URL(request.url).pathname.slice(FILES_PATH.length);
    if (!isFileKey(key)) return notFound();
    const { agent } = await options.authenticate(authorizationOf(request), options.now());
    if (!agent) return Response.json({ message: 'sign in to see this file' }, { status: 401 });
    const [page] = await options.db
      .select({ contentType: opportunityDocumentPages.contentType })
      .from(opportunityDocumentPages)
      .where(and(eq(opportunityDocumentPages.fileKey, key), eq(opportunityDocumentPages.ownerEmployeeId, agent.employeeId)));
    const bytes = page ? await options.files.get(key) : null;
    if (!page || !bytes) return notFound();
    return new Response(request.method === 'HEAD' ? null : bytes, {
      headers: { 'content-type': page.contentType, 'content-length': String(bytes.byteLength), 'content-disposition': 'inline' },
    });
  };
}
