import { describe, expect, test } from 'vitest';
import { checkPageFile, documentMessages, IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE, isShowableSize } from '../../src/domain/documents';
import { imageSize, jpegSize, pngSize, webpSize } from '../../src/domain/image-dimensions';
import { jpegBytes, pngBytes } from '../support/image-files';

// Google's 1 x 1 WebP samples (the WebP FAQ's feature tests): lossy (VP8), lossless (VP8L), with
// alpha (VP8X, ALPH, VP8) and animated (VP8X, ANIM, ANMF).
const WEBP = {
  lossy: 'UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA',
  lossless: 'UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==',
  alpha: 'UklGRkoAAABXRUJQVlA4WAoAAAAQAAAAAAAAAAAAQUxQSAwAAAARBxAR/Q9ERP8DAABWUDggGAAAABQBAJ0BKgEAAQAAAP4AAA3AAP7mtQAAAA==',
  animation: 'UklGRlIAAABXRUJQVlA4WAoAAAASAAAAAAAAAAAAQU5JTQYAAAD/////AABBTk1GJgAAAAAAAAAAAAAAAAAAAGQAAABWUDhMDQAAAC8AAAAQBxAREYiI/gcA',
};
const webp = (name: keyof typeof WEBP) => new Uint8Array(Buffer.from(WEBP[name], 'base64'));
const HTML = new TextEncoder().encode('<html><script>alert(1)</script></html>');
const glued = (image: Uint8Array, tail: Uint8Array = HTML) => new Uint8Array([...image, ...tail]);

/** A WebP of a VP8X header declaring this canvas, then the 1 x 1 lossless frame. */
function webpDeclaring(width: number, height: number): Uint8Array {
  const frame = webp('lossless').slice(12);
  const u24 = (value: number) => [value & 0xff, (value >>> 8) & 0xff, (value >>> 16) & 0xff];
  // Its type and length (10), flags and reserved bytes, then the canvas width - 1 and height - 1.
  const vp8x = [...Buffer.from('VP8X'), 10, 0, 0, 0, 0, 0, 0, 0, ...u24(width - 1), ...u24(height - 1)];
  const body = [...Buffer.from('WEBP'), ...vp8x, ...frame];
  return new Uint8Array([...Buffer.from('RIFF'), body.length & 0xff, (body.length >>> 8) & 0xff, 0, 0, ...body]);
}

describe('the size an image declares, read from a whole file', () => {
  test.each([
    [1, 1],
    [3, 2],
    [640, 480],
  ])('a PNG of %i x %i', (width, height) => {
    expect(pngSize(pngBytes({ width, height }))).toEqual({ width, height });
  });

  test.each([
    [1, 1],
    [33, 17],
    [1600, 1200],
  ])('a JPEG of %i x %i', (width, height) => {
    expect(jpegSize(jpegBytes({ width, height }))).toEqual({ width, height });
  });

  test('a JPEG padded with comments and fill bytes to 70,001 bytes', () => {
    const bytes = jpegBytes({ width: 8, height: 8, size: 70_001 });
    expect(bytes.length).toBe(70_001);
    expect(imageSize(bytes, 'image/jpeg')).toEqual({ width: 8, height: 8 });
  });

  test.each(Object.keys(WEBP) as (keyof typeof WEBP)[])('the %s WebP sample is 1 x 1', (name) => {
    expect(webpSize(webp(name))).toEqual({ width: 1, height: 1 });
  });

  test('a WebP extended header declares the canvas: 16,383 x 16,383', () => {
    expect(webpSize(webpDeclaring(16_383, 16_383))).toEqual({ width: 16_383, height: 16_383 });
  });
});

describe('what is not one whole image is none', () => {
  test('an image followed by HTML', () => {
    expect(pngSize(glued(pngBytes()))).toBeNull();
    expect(jpegSize(glued(jpegBytes()))).toBeNull();
    expect(webpSize(glued(webp('lossy')))).toBeNull();
    // Even one byte after the end.
    expect(pngSize(glued(pngBytes(), new Uint8Array([0])))).toBeNull();
    expect(jpegSize(glued(jpegBytes(), new Uint8Array([0])))).toBeNull();
  });

  test('HTML between the header and the rest', () => {
    const png = pngBytes();
    // After the signature and IHDR (8 + 25 bytes).
    expect(pngSize(new Uint8Array([...png.slice(0, 33), ...HTML, ...png.slice(33)]))).toBeNull();
    const jpeg = jpegBytes();
    expect(jpegSize(new Uint8Array([...jpeg.slice(0, 2), ...HTML, ...jpeg.slice(2)]))).toBeNull();
  });

  test('every cut-off start of a PNG, a JPEG and each WebP sample, and nothing throws', () => {
    const images: [Uint8Array, 'image/png' | 'image/jpeg' | 'image/webp'][] = [
      [pngBytes({ width: 2, height: 2 }), 'image/png'],
      [jpegBytes({ width: 16, height: 16 }), 'image/jpeg'],
      ...(Object.keys(WEBP) as (keyof typeof WEBP)[]).map((name) => [webp(name), 'image/webp'] as [Uint8Array, 'image/webp']),
    ];
    for (const [bytes, type] of images) {
      expect(imageSize(bytes, type)).not.toBeNull();
      for (let length = 0; length < bytes.length; length++) expect(imageSize(bytes.slice(0, length), type), `${type} of ${length} bytes`).toBeNull();
    }
  });

  test('a PNG without image data, or whose first chunk is not IHDR', () => {
    const png = pngBytes();
    const chunks = png.slice(8);
    // IHDR is 25 bytes; the tEXt chunk and IDAT follow; IEND is the last 12.
    const withoutData = new Uint8Array([...png.slice(0, 33), ...png.slice(-12)]);
    expect(pngSize(withoutData)).toBeNull();
    const iendFirst = new Uint8Array([...png.slice(0, 8), ...png.slice(-12), ...chunks]);
    expect(pngSize(iendFirst)).toBeNull();
  });

  test('a PNG of width 0', () => {
    const png = pngBytes();
    png.set([0, 0, 0, 0], 16);
    expect(pngSize(png)).toBeNull();
  });

  test('a JPEG whose scan comes before any frame header, or whose segment length runs past the end', () => {
    // SOI, then a scan header straight away.
    expect(jpegSize(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0x00, 0x08, 1, 1, 0, 0, 63, 0, 0x3f, 0xff, 0xd9]))).toBeNull();
    // SOI, then a comment claiming 65,535 bytes.
    expect(jpegSize(new Uint8Array([0xff, 0xd8, 0xff, 0xfe, 0xff, 0xff, 0x41, 0xff, 0xd9]))).toBeNull();
    // Start and end only.
    expect(jpegSize(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
  });

  test('a WebP whose RIFF length is not its length', () => {
    const bytes = webp('lossy');
    bytes[4] = (bytes[4] ?? 0) + 2;
    expect(webpSize(bytes)).toBeNull();
  });
});

describe('pages: what a browser can show, and nothing else of an image type', () => {
  test('the bounds are 16,384 pixels a side and 64 megapixels (67,108,864 pixels)', () => {
    expect(IMAGE_MAX_SIDE).toBe(16_384);
    expect(IMAGE_MAX_PIXELS).toBe(67_108_864);
    // A phone's 64 MP photo, full resolution; 16,384 x 4,096, exactly the limit, and the same on its side.
    for (const [width, height] of [[9_248, 6_936], [16_384, 4_096], [4_096, 16_384], [8_192, 8_192], [16_384, 1]] as [number, number][]) {
      expect(isShowableSize({ width, height }), `${width} x ${height}`).toBe(true);
    }
    // A 108 MP mode, one pixel too wide or tall, one row over the pixel limit, and the PNG.
    for (const [width, height] of [[12_000, 9_000], [16_385, 1], [1, 16_385], [8_193, 8_192], [100_000, 100_000]] as [number, number][]) {
      expect(isShowableSize({ width, height }), `${width} x ${height}`).toBe(false);
    }
  });

  test('a selfie PNG declaring 100,000 x 100,000 pixels is refused as too large to show', () => {
    const bytes = pngBytes({ width: 100_000, height: 100_000 });
    expect(bytes.length).toBeLessThan(200);
    expect(pngSize(bytes)).toEqual({ width: 100_000, height: 100_000 });
    expect(checkPageFile(bytes, 'PHOTOGRAPH')).toEqual({
      ok: false,
      message: 'This photo is too large to show. Please choose one of at most 64 megapixels and 16384 pixels a side.',
    });
  });

  test('a JPEG 16,385 pixels wide and a WebP canvas of 16,383 x 16,383 (268 megapixels) are refused as too large', () => {
    expect(checkPageFile(jpegBytes({ width: 16_385, height: 8 }), 'PHOTOGRAPH')).toEqual({ ok: false, message: documentMessages.imageTooLarge });
    expect(checkPageFile(webpDeclaring(16_383, 16_383), 'PHOTOGRAPH')).toEqual({ ok: false, message: documentMessages.imageTooLarge });
  });

  test('a PNG followed by HTML is refused as damaged, naming no other cause', () => {
    expect(checkPageFile(glued(pngBytes()), 'PHOTOGRAPH')).toEqual({
      ok: false,
      message: 'This photo is damaged or is not only a photo. Please capture or choose it again.',
    });
  });

  test('whole small images are taken as their type; a PDF keeps its own check, and is no photograph', () => {
    expect(checkPageFile(pngBytes(), 'PHOTOGRAPH')).toEqual({ ok: true, contentType: 'image/png' });
    expect(checkPageFile(jpegBytes(), 'PHOTOGRAPH')).toEqual({ ok: true, contentType: 'image/jpeg' });
    expect(checkPageFile(webp('alpha'), 'PHOTOGRAPH')).toEqual({ ok: true, contentType: 'image/webp' });
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    expect(checkPageFile(pdf, 'BUSINESSLEGALITYPROOF')).toEqual({ ok: true, contentType: 'application/pdf' });
    expect(checkPageFile(pdf, 'PHOTOGRAPH')).toEqual({ ok: false, message: documentMessages.photoType });
    expect(checkPageFile(HTML, 'OTHERS')).toEqual({ ok: false, message: documentMessages.fileType });
  });

  test('a file over 5 MB is refused by its size before anything is read', () => {
    expect(checkPageFile(jpegBytes({ size: 5 * 1024 * 1024 }), 'PHOTOGRAPH')).toEqual({ ok: true, contentType: 'image/jpeg' });
    expect(checkPageFile(jpegBytes({ size: 5 * 1024 * 1024 + 1 }), 'PHOTOGRAPH')).toEqual({ ok: false, message: 'Please choose a file of at most 5 MB.' });
  });
});
