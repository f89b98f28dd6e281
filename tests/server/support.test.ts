import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FaqScreen_ListDocument, PlayerScreen_VideosDocument } from '../../generated/graphql';
import { seedSupportContent } from '../../src/server/seed/support-content';
import { dataOf, expectCatalogueError, send } from './call';
import { signedInHarness, type Harness } from './harness';

let harness: Harness;
let token: string;
beforeAll(async () => {
  ({ harness, token } = await signedInHarness('EMP1001'));
});
afterAll(() => harness.close());

async function faq(search?: string) {
  return dataOf(await send(harness, FaqScreen_ListDocument, { input: search === undefined ? {} : { search } }, { token })).faqList.topics;
}

describe('faqList', () => {
  test('answers the FAQ grouped by topic, in order: 10 to 20 questions in 3 to 5 topics', async () => {
    const topics = await faq();
    expect(topics.map((t) => t.topic)).toEqual(['KYC', 'PAN and GST', 'Devices', 'Payments', 'Mandates']);
    const count = topics.reduce((n, t) => n + t.entries.length, 0);
    expect(count).toBeGreaterThanOrEqual(10);
    expect(count).toBeLessThanOrEqual(20);
    for (const topic of topics) {
      for (const entry of topic.entries) {
        expect(entry.question.length).toBeGreaterThan(10);
        expect(entry.answer.length).toBeGreaterThan(20);
      }
    }
    expect(new Set(topics.flatMap((t) => t.entries.map((e) => e.id))).size).toBe(count);
  });

  test('search keeps the entries with every word, in their topics', async () => {
    const topics = await faq('blacklisted pan');
    expect(topics).toHaveLength(1);
    expect(topics[0]?.topic).toBe('PAN and GST');
    expect(topics[0]?.entries.map((e) => e.question)).toEqual(['The app says "Blacklisted PAN". Can I continue?']);
    expect((await faq('UPI autopay')).flatMap((t) => t.entries.map((e) => e.id))).toEqual(['mandate-upi-autopay']);
  });

  test('a search that matches nothing answers no topics; an empty one answers all', async () => {
    expect(await faq('zzzz-nothing')).toEqual([]);
    expect(await faq('   ')).toEqual(await faq());
  });

  test('seeding again adds nothing twice', async () => {
    const before = await faq();
    await seedSupportContent(harness.database.db);
    expect(await faq()).toEqual(before);
  });

  test('needs a session', async () => {
    expectCatalogueError(await send(harness, FaqScreen_ListDocument, { input: {} }), 'UNAUTHORIZED_ERROR');
  });
});

describe('trainingVideoList', () => {
  test('the seed adds one sample clip, titled as what it is, with the length its file gives and a URL the server serves', async () => {
    const { videos } = dataOf(await send(harness, PlayerScreen_VideosDocument, { input: {} }, { token })).trainingVideoList;
    expect(videos).toEqual([
      {
        id: 'sample-clip',
        title: 'Sample clip: how training videos play',
        description: 'A 4-second sample, not a training. The training videos your product owner adds are listed here.',
        // The placeholder clip runs 3.97 seconds.
        durationSeconds: 4,
        url: '/media/training-placeholder.webm',
        isSample: true,
        addedOn: null,
      },
    ]);
  });

  test('one video by id, and none for an unknown id', async () => {
    const one = dataOf(await send(harness, PlayerScreen_VideosDocument, { input: { id: 'sample-clip' } }, { token })).trainingVideoList.videos;
    expect(one.map((v) => v.title)).toEqual(['Sample clip: how training videos play']);
    const none = dataOf(await send(harness, PlayerScreen_VideosDocument, { input: { id: 'no-such-video' } }, { token })).trainingVideoList.videos;
    expect(none).toEqual([]);
  });

  test('needs a session', async () => {
    expectCatalogueError(await send(harness, PlayerScreen_VideosDocument, { input: {} }), 'UNAUTHORIZED_ERROR');
  });
});
