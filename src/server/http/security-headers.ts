import type { ServerResponse } from 'node:http';

/**
 * Only the app's own scripts run: no inline script, no eval, nothing from another origin. Mantine
 * writes its CSS variables into style elements at run time, so styles may be inline; images may be
 * data: and blob: URLs (the favicon, photo previews) and the page may not be framed by anyone. The
 * photo compression starts its worker from a blob: URL the app's own script makes, and that worker
 * loads only the app's own copy of the compression script. Where the browser has no barcode reader
 * of its own, the scanner compiles the app's own copy of a WebAssembly one, which needs
 * 'wasm-unsafe-eval' (WebAssembly only: JavaScript eval stays refused).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Headers every answer carries, whatever it is. X-Frame-Options says what frame-ancestors 'none'
 * says, for browsers older than CSP level 2 that ignore frame-ancestors.
 */
const EVERY_ANSWER: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

/** Answers that carry tokens or an agent's data are never kept by a browser or a proxy. */
const NOT_STORED: Readonly<Record<string, string>> = { 'cache-control': 'no-store' };

export function securityHeaders(carriesTokens: boolean): Readonly<Record<string, string>> {
  return carriesTokens ? { ...EVERY_ANSWER, ...NOT_STORED } : EVERY_ANSWER;
}

/** A copy of the response with the security headers set (over any the handler set). */
export function withSecurityHeaders(response: Response, carriesTokens: boolean): Response {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(securityHeaders(carriesTokens))) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Sets the security headers on a Node response before any handler writes it. */
export function setSecurityHeaders(res: ServerResponse, carriesTokens: boolean): void {
  for (const [name, value] of Object.entries(securityHeaders(carriesTokens))) res.setHeader(name, value);
}
