import { crc32, deflateSync } from 'node:zlib';

// The pictures the demo journeys upload where an agent would take a photo (the merchant's selfie, the
// shop, its stock, a business document, the signed mandate form, a test transaction's slip): plain
// colour cards, 320 x 240, one colour per kind of picture, made here so that the seed needs no image
// files. They are real PNG files, whole, which the server's checks accept as any photo.

const WIDTH = 320;
const HEIGHT = 240;

const u32 = (value: number) => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];

function chunk(type: string, data: Uint8Array): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([Buffer.from(u32(data.length)), typed, Buffer.from(u32(crc32(typed)))]);
}

/** A colour card: the colour, with a lighter band across its middle third, as an RGB PNG. */
export function demoPhotoPng(rgb: readonly [number, number, number]): Uint8Array<ArrayBuffer> {
  const rows = Buffer.alloc((WIDTH * 3 + 1) * HEIGHT);
  const light = rgb.map((c) => Math.min(255, c + 60));
  for (let y = 0; y < HEIGHT; y++) {
    const start = y * (WIDTH * 3 + 1);
    rows[start] = 0;
    const colour = y >= HEIGHT / 3 && y < (2 * HEIGHT) / 3 ? light : rgb;
    for (let x = 0; x < WIDTH; x++) rows.set(colour, start + 1 + x * 3);
  }
  const header = Buffer.from([...u32(WIDTH), ...u32(HEIGHT), 8, 2, 0, 0, 0]);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array()),
  ]);
  return new Uint8Array(png);
}

/** The colour of each kind of demo picture. */
export const DEMO_PHOTO_COLOURS = {
  SELFIE: [222, 170, 120],
  SHOPPHOTO: [70, 130, 180],
  STOCKPHOTO: [120, 160, 90],
  DOCUMENT: [200, 200, 190],
  MANDATE: [180, 190, 215],
  SLIP: [235, 235, 235],
} as const satisfies Record<string, readonly [number, number, number]>;

const cache = new Map<keyof typeof DEMO_PHOTO_COLOURS, string>();

/** A demo picture as the app sends a page: a data URL. */
export function demoPhotoDataUrl(kind: keyof typeof DEMO_PHOTO_COLOURS): string {
  let url = cache.get(kind);
  if (!url) {
    url = `data:image/png;base64,${Buffer.from(demoPhotoPng(DEMO_PHOTO_COLOURS[kind])).toString('base64')}`;
    cache.set(kind, url);
  }
  return url;
}
