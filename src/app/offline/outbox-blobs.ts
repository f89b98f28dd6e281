// Photos and documents wait on the phone as Blobs, not as the base64 data URLs the contract carries:
// IndexedDB keeps a Blob as its bytes, a quarter smaller than their base64 text, and reading the
// outbox list does not copy every waiting photo through memory as a string. They become data URLs
// again only as they are sent, character for character: the server refuses a resend under the same
// idempotency id whose request differs from the first attempt's.

import { dataUrlOf } from '../capture/data-url';

const BASE64_DATA_URL = /^data:([^,]*);base64,/;

/**
 * The data URL's bytes as a Blob of its media type, when the Blob gives back the very same text
 * (lower-case media type, canonical base64, as dataUrlOf writes it); otherwise null.
 */
function blobOf(dataUrl: string): Blob | null {
  const prefix = BASE64_DATA_URL.exec(dataUrl);
  const mediaType = prefix?.[1];
  if (!prefix || mediaType === undefined) return null;
  const payload = dataUrl.slice(prefix[0].length);
  let text: string;
  try {
    text = atob(payload);
  } catch {
    return null;
  }
  if (btoa(text) !== payload) return null;
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  const blob = new Blob([bytes], { type: mediaType });
  // A Blob lower-cases its type, and drops one with characters outside printable ASCII.
  return blob.type === mediaType ? blob : null;
}

/** The variables with every base64 data URL in them as a Blob of its bytes; one that would not come back the same stays text. */
export function withBlobs(value: unknown): unknown {
  if (typeof value === 'string') return (value.startsWith('data:') && blobOf(value)) || value;
  if (Array.isArray(value)) return value.map(withBlobs);
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withBlobs(inner)]));
  return value;
}

/** The variables as the contract takes them: every Blob in them as a base64 data URL. */
export async function withDataUrls(value: unknown): Promise<unknown> {
  if (value instanceof Blob) return dataUrlOf(value);
  if (Array.isArray(value)) return Promise.all(value.map(withDataUrls));
  if (isPlainObject(value)) return Object.fromEntries(await Promise.all(Object.entries(value).map(async ([key, inner]) => [key, await withDataUrls(inner)])));
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
