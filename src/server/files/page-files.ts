import { isFileKey } from './file-storage';

/** Where the server serves a page's file: GET /files/<key>, to the agent who owns it (file-route.ts). */
export const FILES_PATH = '/files/';

export function pageUrl(key: string): string {
  return `${FILES_PATH}${key}`;
}

/**
 * The key a page url names: the url the server gave for a stored page, as the app sends it back
 * (relative, or made absolute against any origin); null for anything else.
 */
export function keyOfPageUrl(url: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://page.invalid').pathname;
  } catch {
    return null;
  }
  if (!pathname.startsWith(FILES_PATH)) return null;
  const key = pathname.slice(FILES_PATH.length);
  return isFileKey(key) ? key : null;
}

// A base64 data URL: data:[<media type>][;parameters];base64,<data>. The media type the phone
// declares is not believed: the bytes are sniffed.
const DATA_URL_HEADER = /^data:[\w.+/-]*(?:;[\w=.+-]+)*;base64$/i;
const HEADER_MAX_LENGTH = 200;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes a base64 data URL carries, or null when it is not one. */
export function decodeDataUrl(dataUrl: string): Uint8Array | null {
  const comma = dataUrl.indexOf(',');
  if (comma < 0 || comma > HEADER_MAX_LENGTH || !DATA_URL_HEADER.test(dataUrl.slice(0, comma))) return null;
  const data = dataUrl.slice(comma + 1);
  if (data.length % 4 !== 0 || !BASE64.test(data)) return null;
  return new Uint8Array(Buffer.from(data, 'base64'));
}
