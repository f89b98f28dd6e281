/**
 * The token a link's address carries after `prefix`, decoded and bounded. An address whose escapes
 * are malformed (`%ZZ`) carries no token: it finds no link, rather than failing the request.
 */
export function pathToken(request: Request, prefix: string): string {
  try {
    return decodeURIComponent(new URL(request.url).pathname.slice(prefix.length)).slice(0, 128);
  } catch {
    return '';
  }
}
