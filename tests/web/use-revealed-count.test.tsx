import { act, renderHook, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { useRevealedCount } from '../../src/app/features/home/use-revealed-count';

test('a list shows its first rows at once and the rest one paint at a time, never more than it has', async () => {
  const counts: number[] = [];
  const { result, rerender } = renderHook(({ total }) => {
    const count = useRevealedCount(total, 4);
    counts.push(count);
    return count;
  }, { initialProps: { total: 7 } });
  expect(counts[0]).toBe(4);
  await waitFor(() => expect(result.current).toBe(7));
  // Every render in between showed one row more than the one before, or the same.
  const distinct = [...new Set(counts)];
  expect(distinct).toEqual([4, 5, 6, 7]);

  rerender({ total: 2 });
  expect(result.current).toBe(2);
  await act(() => new Promise(requestAnimationFrame));
  expect(result.current).toBe(2);
});
