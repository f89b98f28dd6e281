// The width and height an image file declares, read from its own structure without decoding a
// pixel, and only when the whole file is that structure: a JPEG from its start-of-image marker to
// its end-of-image marker, a PNG from its signature to its IEND chunk, a WebP exactly as long as its
// RIFF header says. Anything before, between or after (an HTML page glued to a photo) makes it no
// image. Every read is checked against the file's length first, so a lying length field ends the
// walk instead of reading past the end. Used by the server on every page it stores
// (checkPageFile in documents.ts); no dependency, so the app could run it too.

export interface ImageSize {
  width: number;
  height: number;
}

export type ImageFileType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The size the image declares, or null when the bytes are not one whole image of that type. */
export function imageSize(bytes: Uint8Array, type: ImageFileType): ImageSize | null {
  switch (type) {
    case 'image/jpeg':
      return jpegSize(bytes);
    case 'image/png':
      return pngSize(bytes);
    case 'image/webp':
      return webpSize(bytes);
  }
}

const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const byteAt = (bytes: Uint8Array, at: number) => bytes[at] ?? -1;
const sized = (width: number, height: number): ImageSize | null => (width > 0 && height > 0 ? { width, height } : null);

function fourCc(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(byteAt(bytes, at), byteAt(bytes, at + 1), byteAt(bytes, at + 2), byteAt(bytes, at + 3));
}

// ---- PNG (ISO/IEC 15948): signature, then chunks of length, type, data and CRC; IHDR first, IEND last.

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_CHUNK_TYPE = /^[A-Za-z]{4}$/;
const PNG_MAX_CHUNK = 0x7fffffff;

export function pngSize(bytes: Uint8Array): ImageSize | null {
  if (!PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return null;
  const view = viewOf(bytes);
  let size: ImageSize | null = null;
  let hasData = false;
  for (let at = PNG_SIGNATURE.length; at + 12 <= bytes.length; ) {
    const length = view.getUint32(at);
    const type = fourCc(bytes, at + 4);
    const end = at + 12 + length;
    if (length > PNG_MAX_CHUNK || end > bytes.length || !PNG_CHUNK_TYPE.test(type)) return null;
    if (at === PNG_SIGNATURE.length) {
      if (type !== 'IHDR' || length !== 13) return null;
      size = sized(view.getUint32(at + 8), view.getUint32(at + 12));
      if (!size) return null;
    } else if (type === 'IHDR') {
      return null;
    }
    if (type === 'IDAT') hasData = true;
    // Nothing may follow the image's end.
    if (type === 'IEND') return hasData && end === bytes.length ? size : null;
    at = end;
  }
  return null;
}

// ---- JPEG (ITU T.81): SOI, then marker segments (FF, marker, two-byte length) up to EOI; each scan
// (SOS) is followed by entropy-coded data, in which FF is followed only by 00 (a stuffed byte) or a
// restart marker. The frame header (SOF0-SOF15, less DHT, JPG and DAC) holds the size.

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
const isFrameHeader = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Where the entropy-coded data starting at `at` ends: the FF of the next marker that is not a restart. */
function endOfScan(bytes: Uint8Array, from: number): number {
  let at = from;
  for (;;) {
    at = bytes.indexOf(0xff, at);
    if (at < 0 || at + 1 >= bytes.length) return bytes.length;
    const next = byteAt(bytes, at + 1);
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) at += next === 0xff ? 1 : 2;
    else return at;
  }
}

export function jpegSize(bytes: Uint8Array): ImageSize | null {
  if (byteAt(bytes, 0) !== 0xff || byteAt(bytes, 1) !== SOI) return null;
  const view = viewOf(bytes);
  let size: ImageSize | null = null;
  let scanned = false;
  let at = 2;
  while (at < bytes.length) {
    if (byteAt(bytes, at) !== 0xff) return null;
    // Any number of FF fill bytes may come before a marker.
    while (byteAt(bytes, at) === 0xff) at++;
    if (at >= bytes.length) return null;
    const marker = byteAt(bytes, at++);
    if (marker === EOI) return size && scanned && at === bytes.length ? size : null;
    if (marker === 0x00 || marker === SOI) return null;
    if (isStandalone(marker)) continue;
    if (at + 2 > bytes.length) return null;
    const length = view.getUint16(at);
    if (length < 2 || at + length > bytes.length) return null;
    if (isFrameHeader(marker) && !size) {
      // Precision, then height and width, then the component count.
      if (length < 8) return null;
      size = sized(view.getUint16(at + 5), view.getUint16(at + 3));
      if (!size) return null;
    }
    at += length;
    if (marker === SOS) {
      if (!size) return null;
      scanned = true;
      at = endOfScan(bytes, at);
    }
  }
  return null;
}

// ---- WebP (RFC 9649): RIFF, its length, WEBP, then chunks of type, length, data and a pad byte to
// an even length. The first chunk is the lossy (VP8), lossless (VP8L) or extended (VP8X) header.

function vp8Size(bytes: Uint8Array, view: DataView, data: number, length: number): ImageSize | null {
  // A key frame's tag (bit 0 clear), its start code 9D 01 2A, then 14-bit width and height.
  if (length < 10 || (byteAt(bytes, data) & 1) !== 0) return null;
  if (byteAt(bytes, data + 3) !== 0x9d || byteAt(bytes, data + 4) !== 0x01 || byteAt(bytes, data + 5) !== 0x2a) return null;
  return sized(view.getUint16(data + 6, true) & 0x3fff, view.getUint16(data + 8, true) & 0x3fff);
}

function vp8lSize(bytes: Uint8Array, view: DataView, data: number, length: number): ImageSize | null {
  // The signature 2F, then 14 bits of width - 1, 14 of height - 1, an alpha bit and a version of 0.
  if (length < 5 || byteAt(bytes, data) !== 0x2f) return null;
  const bits = view.getUint32(data + 1, true);
  if (bits >>> 29 !== 0) return null;
  return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
}

const u24le = (bytes: Uint8Array, at: number) => byteAt(bytes, at) | (byteAt(bytes, at + 1) << 8) | (byteAt(bytes, at + 2) << 16);

export function webpSize(bytes: Uint8Array): ImageSize | null {
  if (bytes.length < 20 || fourCc(bytes, 0) !== 'RIFF' || fourCc(bytes, 8) !== 'WEBP') return null;
  const view = viewOf(bytes);
  // The RIFF length counts everything after itself: nothing may follow it.
  if (view.getUint32(4, true) + 8 !== bytes.length) return null;
  let size: ImageSize | null = null;
  let hasImage = false;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const type = fourCc(bytes, at);
    const length = view.getUint32(at + 4, true);
    const data = at + 8;
    if (data + length > bytes.length) return null;
    if (type === 'VP8 ' || type === 'VP8L') {
      const frame = type === 'VP8 ' ? vp8Size(bytes, view, data, length) : vp8lSize(bytes, view, data, length);
      if (!frame) return null;
      size ??= frame;
      hasImage = true;
    } else if (type === 'VP8X') {
      // Only first: flags, reserved bytes, then the canvas width - 1 and height - 1 in 24 bits each.
      if (at !== 12 || length < 10) return null;
      size = sized(u24le(bytes, data + 4) + 1, u24le(bytes, data + 7) + 1);
    } else if (type === 'ANMF') {
      hasImage = true;
    } else if (at === 12) {
      return null;
    }
    at = data + length + (length & 1);
  }
  return hasImage && at === bytes.length ? size : null;
}
