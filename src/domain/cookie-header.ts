/**
 * A cookie's value in a Cookie header (a request's, or document.cookie), decoded as the app encodes
 * it; null when the header has none of that name, or one that is not percent-encoded as the app
 * writes it. The first of two of the same name wins, as browsers send the more specific first.
 */
export function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at <= 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}
