import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadTimeoutError, loadChunk } from '../../src/app/routes/load-chunk';
import { createPlaceholderTimer } from '../../src/app/routes/placeholder-timer';
import type { PlaceholderView } from '../../src/domain/placeholder-timing';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function watch() {
  const changes: [number, PlaceholderView][] = [];
  const started = Date.now();
  const timer = createPlaceholderTimer((view) => changes.push([Date.now() - started, view]));
  return { timer, changes };
}

describe('createPlaceholderTimer with fake timers', () => {
  test('a load that settles at 250 ms never shows the placeholder', () => {
    const { timer, changes } = watch();
    vi.advanceTimersByTime(250);
    timer.settle();
    vi.advanceTimersByTime(5_000);
    expect(changes).toEqual([[250, 'content']]);
  });

  test('a load that settles at 400 ms shows the placeholder from 300 ms to 1000 ms', () => {
    const { timer, changes } = watch();
    vi.advanceTimersByTime(299);
    expect(timer.view()).toBe('blank');
    vi.advanceTimersByTime(1);
    expect(timer.view()).toBe('placeholder');
    vi.advanceTimersByTime(100);
    timer.settle();
    expect(timer.view()).toBe('placeholder');
    vi.advanceTimersByTime(599);
    expect(timer.view()).toBe('placeholder');
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([
      [300, 'placeholder'],
      [1000, 'content'],
    ]);
  });

  test('a load that settles at 3 s shows the content at once, the placeholder having been up long enough', () => {
    const { timer, changes } = watch();
    vi.advanceTimersByTime(3_000);
    timer.settle();
    expect(changes).toEqual([
      [300, 'placeholder'],
      [3_000, 'content'],
    ]);
  });

  test('disposed (the route was left), it changes nothing any more', () => {
    const { timer, changes } = watch();
    timer.dispose();
    vi.advanceTimersByTime(1_000);
    expect(changes).toEqual([]);
  });
});

describe('loadChunk', () => {
  test('a chunk that has not arrived after 120000 ms fails with a timeout', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const never = () => new Promise<never>(() => undefined);
    const loading = loadChunk(never);
    const outcome = expect(loading).rejects.toBeInstanceOf(ChunkLoadTimeoutError);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  test('a chunk that arrives resolves with its module; one that fails rejects with its error', async () => {
    const Screen = () => null;
    await expect(loadChunk(async () => ({ default: Screen }))).resolves.toEqual({ default: Screen });
    await expect(loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))).rejects.toThrow('Failed to fetch');
    await expect(loadChunk(() => Promise.reject('offline'))).rejects.toThrow('offline');
  });
});
