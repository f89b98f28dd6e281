import { describe, expect, test } from 'vitest';
import { CLOSURE_UNDO_OFFER_MS, CLOSURE_UNDO_WINDOW_MS, closureUndoProblem } from '../../src/domain/closure-undo';

const closedAt = new Date('2026-11-20T10:00:00Z');
const at = (ms: number) => new Date(closedAt.getTime() + ms);
const closure = { closed: true, closedAt, closedBy: 'EMP1001' };

describe('closureUndoProblem', () => {
  test('the closer may undo up to the end of the window, not after', () => {
    expect(closureUndoProblem(closure, 'EMP1001', at(0))).toBeNull();
    expect(closureUndoProblem(closure, 'EMP1001', at(CLOSURE_UNDO_WINDOW_MS))).toBeNull();
    expect(closureUndoProblem(closure, 'EMP1001', at(CLOSURE_UNDO_WINDOW_MS + 1))).toBe('expired');
  });
  test('nobody else may undo it', () => {
    expect(closureUndoProblem(closure, 'EMP1002', at(1000))).toBe('notCloser');
  });
  test('an open record, or one closed at an unknown time, cannot be undone', () => {
    expect(closureUndoProblem({ ...closure, closed: false }, 'EMP1001', at(0))).toBe('notClosed');
    expect(closureUndoProblem({ ...closure, closedAt: null }, 'EMP1001', at(0))).toBe('expired');
  });
  test('the app offers Undo for less time than the server allows it', () => {
    expect(CLOSURE_UNDO_OFFER_MS).toBeLessThan(CLOSURE_UNDO_WINDOW_MS);
  });
});
