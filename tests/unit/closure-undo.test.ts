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
  test('a record marked not converted may be reopened by its owner at any time, whoever closed it, and when', () => {
    const notConverted = { ...closure, closedAs: 'NOT_CONVERTED' };
    expect(closureUndoProblem(notConverted, 'EMP1001', at(CLOSURE_UNDO_WINDOW_MS + 1))).toBeNull();
    expect(closureUndoProblem(notConverted, 'EMP1001', at(365 * 24 * 60 * 60_000))).toBeNull();
    expect(closureUndoProblem(notConverted, 'EMP1002', at(1000))).toBeNull();
    expect(closureUndoProblem({ ...notConverted, closedAt: null }, 'EMP1001', at(0))).toBeNull();
    expect(closureUndoProblem({ ...notConverted, closed: false }, 'EMP1001', at(0))).toBe('notClosed');
    // Lost is final once its window has passed.
    expect(closureUndoProblem({ ...closure, closedAs: 'LOST' }, 'EMP1001', at(CLOSURE_UNDO_WINDOW_MS + 1))).toBe('expired');
  });
  test('the Undo window is 5 minutes', () => {
    expect(CLOSURE_UNDO_WINDOW_MS).toBe(5 * 60_000);
  });
  test('the app offers Undo for less time than the server allows it', () => {
    expect(CLOSURE_UNDO_OFFER_MS).toBeLessThan(CLOSURE_UNDO_WINDOW_MS);
  });
});
