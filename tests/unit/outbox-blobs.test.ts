import { expect, test } from 'vitest';
import { withBlobs, withDataUrls } from '../../src/app/offline/outbox-blobs';
import { dataUrlOf } from '../../src/app/capture/data-url';

const jpegBytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 256);
const jpeg = `data:image/jpeg;base64,${Buffer.from(jpegBytes).toString('base64')}`;
const pdf = `data:application/pdf;base64,${Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64')}`;

test('every base64 data URL in the variables is kept as a Blob of its bytes, and is sent again as the very same text', async () => {
  const variables = { input: { opportunityId: '12', document: { documentPages: [{ pageNumber: 1, dataUrl: jpeg, fileName: 'IMG_2042.jpg' }, { pageNumber: 2, dataUrl: pdf }] } } };
  const kept = withBlobs(variables) as typeof variables;
  const [photo, page] = kept.input.document.documentPages;
  expect(photo?.dataUrl).toBeInstanceOf(Blob);
  expect((photo?.dataUrl as unknown as Blob).type).toBe('image/jpeg');
  expect((photo?.dataUrl as unknown as Blob).size).toBe(jpegBytes.length);
  expect(page?.dataUrl).toBeInstanceOf(Blob);
  expect(photo?.fileName).toBe('IMG_2042.jpg');
  expect(await withDataUrls(kept)).toEqual(variables);
});

test('a data URL that would not come back character for character stays text', () => {
  const payload = Buffer.from('a photo').toString('base64');
  for (const text of [
    `data:IMAGE/JPEG;base64,${payload}`, // a Blob lower-cases its type
    `data:image/jpeg;base64,${payload.replace(/=+$/, '')}`, // padding left out
    `data:image/jpeg;base64,${payload.slice(0, 4)} ${payload.slice(4)}`, // a space inside
    'data:image/jpeg;base64,not base64!',
    'data:text/plain,plain text',
    'Sai Krupa Stores',
  ]) {
    expect(withBlobs({ value: text }), text).toEqual({ value: text });
  }
});

test('numbers, booleans, nulls and lists pass through both ways', async () => {
  const variables = { input: { ids: ['a', 'b'], quantity: 2, offline: false, remarks: null } };
  expect(withBlobs(variables)).toEqual(variables);
  expect(await withDataUrls(variables)).toEqual(variables);
});

test("a file's data URL is its type and its bytes in base64", async () => {
  expect(await dataUrlOf(new Blob([jpegBytes], { type: 'image/jpeg' }))).toBe(jpeg);
  expect(await dataUrlOf(new Blob(['abc']))).toBe('data:;base64,YWJj');
});
