import { cookieValue } from '../../domain/cookie-header';
import { ACCESS_TOKEN_COOKIE } from '../../domain/session-rules';

/**
 * A request's Authorization header, or, for what a browser loads without the app's header (an
 * <img> of a document page, a page the app opens), the app's access token cookie as one. The
 * cookie is SameSite=Strict: a page of another site cannot make the browser send it.
 */
export function authorizationOf(request: Request): string | null {
  const header = request.headers.get('authorization');
  if (header) return header;
  const token = cookieValue(request.headers.get('cookie') ?? '', ACCESS_TOKEN_COOKIE);
  return token === null ? null : `Bearer ${token}`;
}
