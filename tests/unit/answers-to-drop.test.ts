import { expect, test } from 'vitest';
import { MAX_KEPT_ANSWERS, answersToDrop } from '../../src/api/answer-store';
import { DRAFT_MAX_AGE_MS } from '../../src/domain/draft-rules';

const now = Date.parse('2026-11-24T10:00:00Z');

test('answers the server gave longer ago than a draft is kept are dropped from the phone', () => {
  const kept = [
    { key: 'fresh', savedAt: now - 1000 },
    { key: 'a week', savedAt: now - DRAFT_MAX_AGE_MS },
    { key: 'older', savedAt: now - DRAFT_MAX_AGE_MS - 1 },
    { key: 'unreadable', savedAt: 0 },
  ];
  expect(answersToDrop(kept, now)).toEqual(['older', 'unreadable']);
});

test(`at most ${MAX_KEPT_ANSWERS} answers stay, the newest`, () => {
  const kept = Array.from({ length: MAX_KEPT_ANSWERS + 2 }, (_, index) => ({ key: index, savedAt: now - index * 1000 }));
  expect(answersToDrop(kept.toReversed(), now)).toEqual([MAX_KEPT_ANSWERS, MAX_KEPT_ANSWERS + 1]);
});
