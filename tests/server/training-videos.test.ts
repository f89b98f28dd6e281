import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PlayerScreen_VideosDocument, TrainingVideosScreen_AddDocument, type AddTrainingVideoInput } from '../../generated/graphql';
import { trainingVideoMessages } from '../../src/domain/training-video-messages';
import { trainingVideos } from '../../src/server/db/schema';
import { dataOf, expectCatalogueError, onlyError, send } from './call';
import { demoAgent, signInAs, startHarness, type Harness } from './harness';
import { pngBytes } from '../support/image-files';

// A product owner adds a training video (a title and its file); agents see it in Training and
// Support and play it from the file storage, where the documents' files are kept. Agents cannot add
// one; a file too large or not a video is refused with the catalogue's messages, and nothing is kept.

let harness: Harness;
let owner: string;
let agent: string;
beforeAll(async () => {
  harness = await startHarness();
  owner = (await signInAs(harness, demoAgent('EMP9001').email)).accessToken;
  agent = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
});
afterAll(() => harness.close());

/** The sample clip the server serves: a real WebM recording of 3.97 seconds. */
const webm = new Uint8Array(readFileSync(join(import.meta.dirname, '../../src/server/features/support/media/training-placeholder.webm')));

/** The smallest MP4 that says how long it runs: an 'ftyp' box, and a movie box whose header gives 95 seconds (95,000 at 1,000 a second). */
function mp4(seconds = 95): Uint8Array {
  const sized = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length, 0);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body]);
  };
  // Version 0: flags, creation and modification times, then the timescale and the duration.
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(seconds * 1000, 16);
  return new Uint8Array(Buffer.concat([sized('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1')), sized('moov', sized('mvhd', mvhd))]));
}

const dataUrl = (bytes: Uint8Array, type = 'video/webm') => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

function addVideo(token: string, input: Partial<AddTrainingVideoInput> = {}) {
  const full: AddTrainingVideoInput = { title: 'Taking a card payment on the POS', description: 'Tap, insert and swipe.', dataUrl: dataUrl(webm), ...input };
  return send(harness, TrainingVideosScreen_AddDocument, { input: full }, { token, idempotencyId: randomUUID() });
}

const listed = async (token = agent) => dataOf(await send(harness, PlayerScreen_VideosDocument, { input: {} }, { token })).trainingVideoList.videos;

function fetchVideo(url: string, headers: Record<string, string> = {}) {
  return harness.fetch(url, { headers });
}

describe('a product owner adds a training video', () => {
  test('a WebM: kept with its length from the file, listed for agents before the sample clip, and served to them in whole or in part', async () => {
    const { video } = dataOf(await addVideo(owner)).addTrainingVideo;
    expect(video).toMatchObject({ title: 'Taking a card payment on the POS', description: 'Tap, insert and swipe.', durationSeconds: 4, isSample: false });
    expect(video.url).toMatch(/^\/videos\/[0-9a-f-]{36}\.webm$/);
    expect(video.addedOn).toBe(harness.clock.now.toISOString());
    const videos = await listed();
    expect(videos.map((v) => v.title)).toEqual(['Taking a card payment on the POS', 'Sample clip: how training videos play']);
    // The product owner sees the list too, on the screen they add videos on.
    expect((await listed(owner)).map((v) => v.id)).toEqual(videos.map((v) => v.id));

    const whole = await fetchVideo(video.url, { authorization: `Bearer ${agent}` });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(webm);
    // A video element asks for parts, with the app's cookie.
    const part = await fetchVideo(video.url, { cookie: `accessToken=${agent}`, range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${webm.byteLength}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(webm.subarray(100, 200));
    expect((await fetchVideo(video.url, { authorization: `Bearer ${agent}`, range: `bytes=${webm.byteLength}-` })).status).toBe(416);
    // Signed out, or a key that names no video: nothing.
    expect((await fetchVideo(video.url)).status).toBe(401);
    expect((await fetchVideo(`/videos/${randomUUID()}.webm`, { authorization: `Bearer ${agent}` })).status).toBe(404);
  });

  test('an MP4, whatever the phone called it: kept as an MP4 with the length its movie header gives', async () => {
    const { video } = dataOf(await addVideo(owner, { title: '  Mapping a sound box  ', description: null, dataUrl: dataUrl(mp4(95), 'application/octet-stream') })).addTrainingVideo;
    expect(video).toMatchObject({ title: 'Mapping a sound box', description: '', durationSeconds: 95 });
    expect(video.url).toMatch(/\.mp4$/);
    const served = await fetchVideo(video.url, { authorization: `Bearer ${agent}` });
    expect(served.headers.get('content-type')).toBe('video/mp4');
  });
});

describe('what is refused, with nothing kept', () => {
  async function expectNothingAdded(run: () => Promise<void>) {
    const before = await harness.database.db.select({ id: trainingVideos.id }).from(trainingVideos);
    await run();
    expect(await harness.database.db.select({ id: trainingVideos.id }).from(trainingVideos)).toEqual(before);
  }

  test('an agent cannot add a video: MOS-2001', async () => {
    await expectNothingAdded(async () => {
      expectCatalogueError(await addVideo(agent), 'MOS-2001', 'User not authorised');
    });
  });

  test('a file over 7 MB: VIDEO_TOO_LARGE with its message', async () => {
    const large = new Uint8Array(7 * 1024 * 1024 + 1);
    large.set(webm);
    await expectNothingAdded(async () => {
      const refused = expectCatalogueError(await addVideo(owner, { dataUrl: dataUrl(large) }), 'VIDEO_TOO_LARGE', trainingVideoMessages.tooLarge);
      expect(refused.message).toBe('Please choose a video of at most 7 MB.');
      expect(refused.field).toBe('input.dataUrl');
    });
  });

  test('a photo, or text named as a video: VIDEO_NOT_SUPPORTED with its message', async () => {
    await expectNothingAdded(async () => {
      expectCatalogueError(await addVideo(owner, { dataUrl: dataUrl(pngBytes({ width: 8, height: 8 }), 'video/mp4') }), 'VIDEO_NOT_SUPPORTED', 'Please choose an MP4 or WebM video.');
      expectCatalogueError(await addVideo(owner, { dataUrl: dataUrl(new TextEncoder().encode('not a video at all'), 'video/webm') }), 'VIDEO_NOT_SUPPORTED');
      expectCatalogueError(await addVideo(owner, { dataUrl: 'https://example.com/video.mp4' }), 'VIDEO_NOT_SUPPORTED');
    });
  });

  test('a title of spaces: the title’s message, on the title', async () => {
    await expectNothingAdded(async () => {
      const refused = onlyError(await addVideo(owner, { title: '   ' }));
      expect(refused).toMatchObject({ code: 'VALIDATION_ERROR', message: trainingVideoMessages.title, field: 'input.title' });
    });
  });
});
