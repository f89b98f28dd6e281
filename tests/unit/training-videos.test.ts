import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { sniffVideoType, videoDurationSeconds } from '../../src/domain/training-videos';

// A training video is judged by its bytes: its container (MP4's 'ftyp' box, WebM's EBML header) and
// the length the container records.

const box = (type: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};

function mvhd(version: 0 | 1, timescale: number, duration: number): Buffer {
  const body = Buffer.alloc(version === 1 ? 112 : 100);
  body[0] = version;
  if (version === 1) {
    body.writeUInt32BE(timescale, 20);
    body.writeBigUInt64BE(BigInt(duration), 24);
  } else {
    body.writeUInt32BE(timescale, 12);
    body.writeUInt32BE(duration, 16);
  }
  return box('mvhd', body);
}

const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2', 'latin1'));
const bytes = (...parts: Buffer[]) => new Uint8Array(Buffer.concat(parts));

describe('MP4', () => {
  test('the movie header gives the length, in version 0 and version 1, after boxes before it', () => {
    const v0 = bytes(ftyp, box('free', Buffer.alloc(10)), box('moov', mvhd(0, 600, 600 * 272)));
    expect(sniffVideoType(v0)).toBe('video/mp4');
    expect(videoDurationSeconds(v0, 'video/mp4')).toBe(272);
    const v1 = bytes(ftyp, box('moov', mvhd(1, 90_000, 90_000 * 61.5)));
    expect(videoDurationSeconds(v1, 'video/mp4')).toBe(61.5);
  });

  test('without a movie header, or with a zero timescale, the length is not known', () => {
    expect(videoDurationSeconds(bytes(ftyp, box('mdat', Buffer.alloc(16))), 'video/mp4')).toBeNull();
    expect(videoDurationSeconds(bytes(ftyp, box('moov', mvhd(0, 0, 100))), 'video/mp4')).toBeNull();
  });
});

describe('WebM', () => {
  const clip = new Uint8Array(readFileSync(join(import.meta.dirname, '../../src/server/features/support/media/training-placeholder.webm')));

  test("a recording's Duration and TimecodeScale give its length", () => {
    expect(sniffVideoType(clip)).toBe('video/webm');
    expect(videoDurationSeconds(clip, 'video/webm')).toBeCloseTo(3.97, 2);
  });

  test('an EBML file of another document type (Matroska) is not taken for WebM', () => {
    const matroska = new Uint8Array(clip);
    const at = Buffer.from(matroska).indexOf('webm', 0, 'latin1');
    Buffer.from(matroska.buffer).write('mkvx', at, 'latin1');
    expect(sniffVideoType(matroska)).toBeNull();
  });
});

test('images, PDFs, text and nothing at all are not videos', () => {
  for (const other of [
    new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]),
    new TextEncoder().encode('%PDF-1.4 a document'),
    new TextEncoder().encode('ftyp is not at the start here'),
    new Uint8Array(),
  ]) {
    expect(sniffVideoType(other)).toBeNull();
  }
});
