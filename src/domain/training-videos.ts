import { z } from 'zod';
import {
  TRAINING_VIDEO_DESCRIPTION_MAX_LENGTH,
  TRAINING_VIDEO_TITLE_MAX_LENGTH,
  trainingVideoMessages,
  type VideoFileType,
} from './training-video-messages';

// Training videos (Training and Support, the /player screen): what the server reads from a video
// file's own bytes, whether it is a video container (MP4 or WebM) and how long the file says it runs,
// and what a product owner's addition must be. Nothing here trusts a name or a type the phone gave,
// nor a duration someone typed.

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  return prefix.every((byte, i) => bytes[offset + i] === byte);
}

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));

/**
 * The container a file's bytes are: MP4 (an ISO base media file whose first box is 'ftyp') or WebM
 * (an EBML header whose document type is 'webm'); null for anything else.
 */
export function sniffVideoType(bytes: Uint8Array): VideoFileType | null {
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp') return 'video/mp4';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    const header = ebmlElement(bytes, 0);
    if (!header) return null;
    for (const child of ebmlChildren(bytes, header.dataStart, header.end)) {
      if (child.id === 0x4282) return ascii(bytes, child.dataStart, child.end - child.dataStart) === 'webm' ? 'video/webm' : null;
    }
  }
  return null;
}

/** How long the video runs, in seconds, as its container records it; null when it does not say. */
export function videoDurationSeconds(bytes: Uint8Array, type: VideoFileType): number | null {
  const seconds = type === 'video/mp4' ? mp4Duration(bytes) : webmDuration(bytes);
  return seconds !== null && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

// ---- MP4: the movie header ('mvhd') in the movie box ('moov') holds a timescale and a duration ----

interface Box {
  type: string;
  dataStart: number;
  end: number;
}

function* boxes(bytes: Uint8Array, from: number, to: number): Generator<Box> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = from;
  while (at + 8 <= to) {
    let size = view.getUint32(at);
    const type = ascii(bytes, at + 4, 4);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) return;
      size = Number(view.getBigUint64(at + 8));
      header = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < header || at + size > to) return;
    yield { type, dataStart: at + header, end: at + size };
    at += size;
  }
}

function mp4Duration(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const box of boxes(bytes, 0, bytes.length)) {
    if (box.type !== 'moov') continue;
    for (const inner of boxes(bytes, box.dataStart, box.end)) {
      if (inner.type !== 'mvhd') continue;
      const version = bytes[inner.dataStart];
      const at = inner.dataStart + 4;
      if (version === 1 && at + 28 <= inner.end) return Number(view.getBigUint64(at + 20)) / view.getUint32(at + 16) || null;
      if (version === 0 && at + 16 <= inner.end) return view.getUint32(at + 12) / view.getUint32(at + 8) || null;
      return null;
    }
  }
  return null;
}

// ---- WebM (Matroska's EBML): Segment > Info > TimecodeScale and Duration ----

interface Element {
  id: number;
  dataStart: number;
  end: number;
}

/** A variable-length integer at `at`: its value (the length marker removed unless `keepMarker`) and its length. */
function vint(bytes: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === (0xff >> length);
  for (let i = 1; i < length; i++) {
    const byte = bytes[at + i] ?? 0;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function ebmlElement(bytes: Uint8Array, at: number, parentEnd = bytes.length): Element | null {
  const id = vint(bytes, at, true);
  if (!id) return null;
  const size = vint(bytes, at + id.length, false);
  if (!size) return null;
  const dataStart = at + id.length + size.length;
  // An element of unknown size (a live recording's segment) runs to the end of its parent.
  const end = size.unknown ? parentEnd : dataStart + size.value;
  if (end > parentEnd) return null;
  return { id: id.value, dataStart, end };
}

function* ebmlChildren(bytes: Uint8Array, from: number, to: number): Generator<Element> {
  let at = from;
  while (at < to) {
    const element = ebmlElement(bytes, at, to);
    if (!element || element.end <= at) return;
    yield element;
    at = element.end;
  }
}

const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

function webmDuration(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const top of ebmlChildren(bytes, 0, bytes.length)) {
    if (top.id !== SEGMENT) continue;
    for (const part of ebmlChildren(bytes, top.dataStart, top.end)) {
      if (part.id !== INFO) continue;
      let scale = 1_000_000;
      let duration: number | null = null;
      for (const field of ebmlChildren(bytes, part.dataStart, part.end)) {
        const length = field.end - field.dataStart;
        if (field.id === TIMECODE_SCALE && length > 0 && length <= 6) {
          scale = 0;
          for (let i = field.dataStart; i < field.end; i++) scale = scale * 256 + (bytes[i] ?? 0);
        }
        if (field.id === DURATION && length === 4) duration = view.getFloat32(field.dataStart);
        if (field.id === DURATION && length === 8) duration = view.getFloat64(field.dataStart);
      }
      return duration === null ? null : (duration * scale) / 1e9;
    }
  }
  return null;
}

/** What a product owner sends, beyond the contract's bounds: a title that says something. The file is judged by its bytes on the server. */
export const addTrainingVideoSchema = z.object({
  title: z
    .string()
    .transform((value) => value.trim())
    .pipe(z.string().min(1, trainingVideoMessages.title).max(TRAINING_VIDEO_TITLE_MAX_LENGTH, trainingVideoMessages.title)),
  description: z.string().max(TRAINING_VIDEO_DESCRIPTION_MAX_LENGTH, trainingVideoMessages.description).nullish(),
  dataUrl: z.string().min(1, trainingVideoMessages.fileRequired),
});
