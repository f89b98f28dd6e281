import { useEffect, useState } from 'react';

/**
 * How many rows of a list to render: the first few at once, then one more after each paint, so that
 * a page of cards never holds a cheap phone in one long task before the first ones show.
 */
export function useRevealedCount(total: number, first: number): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    // A frame lets the browser paint what is shown; the task after it renders the next row.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown((count) => count + 1), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, total]);
  return Math.min(shown, total);
}
