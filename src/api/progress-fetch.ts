/**
 * A fetch for one upload, which reports how much of the request body has gone out, from 0 to 1.
 * The GraphQL client sends an upload through it (urql's per-call `fetch`), so an upload keeps the
 * client's token, refresh and idempotency id, and the agent sees it move.
 */
export type ProgressFetch = (onProgress: (sent: number) => void) => typeof fetch;

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** fetch has no upload progress; XMLHttpRequest's upload events have. */
export const xhrProgressFetch: ProgressFetch = (onProgress) => (input, init = {}) =>
  new Promise<Response>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(init.method ?? 'GET', input instanceof Request ? input.url : String(input));
    new Headers(init.headers).forEach((value, name) => request.setRequestHeader(name, value));
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      onProgress(1);
      const body = request.status === 204 || request.status === 304 ? null : request.responseText;
      resolve(new Response(body, { status: request.status, statusText: request.statusText, headers: responseHeaders(request.getAllResponseHeaders()) }));
    };
    // As fetch does: a request that never got an answer is a TypeError.
    request.onerror = () => reject(new TypeError('Network request failed'));
    request.ontimeout = () => reject(new TypeError('Network request timed out'));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    init.signal?.addEventListener('abort', () => request.abort());
    request.send((init.body as XMLHttpRequestBodyInit | null | undefined) ?? null);
  });
