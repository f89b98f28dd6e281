import { createStore } from 'idb-keyval';
import { describe, expect, test } from 'vitest';
import { indexedDbAnswerStore } from '../../src/api/answer-store';
import { indexedDbDraftStore, type DraftKey } from '../../src/engine/drafts';
import { keepIndexedDbInMemory } from './doubles/idb-keyval';

// The figures docs/offline.md gives what the phone keeps, written out: a draft for 7 days after it
// was last changed, and at most 300 of the server's answers. The phone's own stores (IndexedDB, kept
// in memory by the web tests' double), as tests/web/step-form.test.tsx and kept-answers.test.tsx use them.

keepIndexedDbInMemory();
const DAY_MS = 24 * 60 * 60 * 1000;

describe('drafts', () => {
  const key: DraftKey = { employeeId: 'EMP1001', journeyId: 'new', step: 'CreateLead' };

  test('a draft comes back 7 days after it was last changed, and not a moment later', async () => {
    let now = new Date(2026, 10, 1, 9, 0).getTime();
    const store = indexedDbDraftStore(createStore('figures', 'drafts'), () => now);
    await store.save(key, { input: { shop: { name: 'Sharma General Store' } } });
    now += 7 * DAY_MS;
    expect((await store.load(key))?.values).toEqual({ input: { shop: { name: 'Sharma General Store' } } });
    now += 1;
    expect(await store.load(key)).toBeUndefined();
  });
});

describe("the server's answers", () => {
  test('at most 300 are kept: opened again, the phone has the newest 300 and not the oldest', async () => {
    let now = Date.parse('2026-11-24T10:00:00Z');
    const idb = createStore('figures', 'answers');
    const first = indexedDbAnswerStore(idb, () => now);
    for (let key = 0; key < 301; key += 1) {
      now += 1000;
      await first.save('EMP1001', key, { topic: `answer ${key}` });
    }
    // The app prunes once per opening.
    const reopened = indexedDbAnswerStore(idb, () => now);
    expect(await reopened.load('EMP1001', 0)).toBeUndefined();
    expect((await reopened.load('EMP1001', 1))?.data).toEqual({ topic: 'answer 1' });
    expect((await reopened.load('EMP1001', 300))?.data).toEqual({ topic: 'answer 300' });
  });

  test('300 answers are all kept', async () => {
    let now = Date.parse('2026-11-24T10:00:00Z');
    const idb = createStore('figures', 'answers-300');
    const first = indexedDbAnswerStore(idb, () => now);
    for (let key = 0; key < 300; key += 1) {
      now += 1000;
      await first.save('EMP1001', key, { topic: `answer ${key}` });
    }
    const reopened = indexedDbAnswerStore(idb, () => now);
    expect((await reopened.load('EMP1001', 0))?.data).toEqual({ topic: 'answer 0' });
  });
});
