import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

// Real image files, made by code, for tests that upload pages: the server stores an image only when
// the whole file is one (src/domain/image-dimensions.ts), so bytes that merely start as a JPEG would
// be refused.

const u16 = (value: number) => [(value >>> 8) & 0xff, value & 0xff];
const u32 = (value: number) => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
const ascii = (text: string) => [...Buffer.from(text, 'latin1')];

function pngChunk(type: string, data: Uint8Array | number[]): number[] {
  const typed = Buffer.from([...ascii(type), ...data]);
  return [...u32(data.length), ...typed, ...u32(crc32(typed))];
}

/**
 * A PNG, 8-bit grey, with right CRCs. Up to 4096 x 4096 its pixels are there (mid-grey rows, deflated);
 * larger, it only declares its size, with a token IDAT: enough for a check of its header.
 */
export function pngBytes(options: { width?: number; height?: number } = {}): Uint8Array<ArrayBuffer> {
  const { width = 1, height = 1 } = options;
  const rows = width * height <= 4096 * 4096 ? Buffer.alloc((width + 1) * height, 0x80) : Buffer.alloc(0);
  // Each row starts with its filter type: 0, none.
  for (let row = 0; row < rows.length; row += width + 1) rows[row] = 0;
  const ihdr = [...u32(width), ...u32(height), 8, 0, 0, 0, 0];
  return Uint8Array.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a,
    ...pngChunk('IHDR', ihdr),
    ...pngChunk('tEXt', ascii(`Comment\0${randomUUID()}`)),
    ...pngChunk('IDAT', deflateSync(rows)),
    ...pngChunk('IEND', []),
  ]);
}

function segment(marker: number, payload: number[]): number[] {
  return [0xff, marker, ...u16(payload.length + 2), ...payload];
}

/** Huffman tables of one code each ('0'): DC difference 0, and AC end-of-block. */
const ONE_CODE_TABLE = (tableClass: number) => [tableClass << 4, 1, ...new Array<number>(15).fill(0), 0x00];

/** The entropy-coded scan of a grey image of `blocks` blocks, all mid-grey: '0' (DC 0) and '0' (EOB) each, padded with ones. */
function greyScan(blocks: number): number[] {
  const bits = '00'.repeat(blocks);
  const padded = bits.padEnd(Math.ceil(bits.length / 8) * 8, '1');
  const out: number[] = [];
  for (let i = 0; i < padded.length; i += 8) {
    const byte = parseInt(padded.slice(i, i + 8), 2);
    out.push(byte);
    if (byte === 0xff) out.push(0x00);
  }
  return out;
}

/**
 * A baseline JPEG, 8-bit grey, different every time (a comment holds a random id), `size` bytes long
 * when given (more comments, then FF fill bytes before the end marker). Up to 65,536 blocks its
 * pixels are all there, mid-grey; larger, it only declares its size with one block of data.
 */
export function jpegBytes(options: { width?: number; height?: number; size?: number } = {}): Uint8Array<ArrayBuffer> {
  const { width = 1, height = 1, size } = options;
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const head = [
    0xff, 0xd8,
    ...segment(0xe0, [...ascii('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xfe, ascii(randomUUID())),
    ...segment(0xdb, [0, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, ...u16(height), ...u16(width), 1, 1, 0x11, 0]),
    ...segment(0xc4, ONE_CODE_TABLE(0)),
    ...segment(0xc4, ONE_CODE_TABLE(1)),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    ...greyScan(blocks <= 65_536 ? blocks : 1),
  ];
  const end = [0xff, 0xd9];
  if (size === undefined) return Uint8Array.from([...head, ...end]);
  let missing = size - head.length - end.length;
  if (missing < 0) throw new Error(`a JPEG of ${width} x ${height} needs at least ${head.length + end.length} bytes`);
  const out = new Uint8Array(size);
  out.set(head);
  let at = head.length;
  // Comments (at most 65,533 bytes each) of every byte value, then 0-3 fill bytes.
  const filler = Uint8Array.from({ length: 65_533 }, (_, i) => (i * 131) % 256);
  while (missing >= 4) {
    const payload = Math.min(missing - 4, filler.length);
    out.set([0xff, 0xfe, ...u16(payload + 2)], at);
    out.set(filler.subarray(0, payload), at + 4);
    at += payload + 4;
    missing -= payload + 4;
  }
  out.fill(0xff, at, at + missing);
  out.set(end, at + missing);
  return out;
}

/** The bytes as a base64 data URL, declared as the given type. */
export function dataUrlOf(bytes: Uint8Array, declared = 'image/jpeg'): string {
  return `data:${declared};base64,${Buffer.from(bytes).toString('base64')}`;
}
