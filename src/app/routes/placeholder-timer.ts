import { placeholderTiming, type PlaceholderView } from '../../domain/placeholder-timing';

export interface PlaceholderTimer {
  view(): PlaceholderView;
  /** The screen (or its error) has arrived. */
  settle(): void;
  dispose(): void;
}

/**
 * Drives `placeholderTiming` with the real clock and timers (which tests replace with vi's fakes):
 * starts counting when created and calls `onChange` each time the view changes.
 */
export function createPlaceholderTimer(onChange: (view: PlaceholderView) => void, now: () => number = Date.now): PlaceholderTimer {
  const startedAt = now();
  let settledAt: number | null = null;
  let current: PlaceholderView = 'blank';
  let handle: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;

  const update = () => {
    if (handle !== null) clearTimeout(handle);
    handle = null;
    if (disposed) return;
    const timing = placeholderTiming(startedAt, settledAt, now());
    if (timing.view !== current) {
      current = timing.view;
      onChange(current);
    }
    if (timing.nextChangeAt !== null) handle = setTimeout(update, Math.max(0, timing.nextChangeAt - now()));
  };
  update();

  return {
    view: () => current,
    settle() {
      if (settledAt === null) settledAt = now();
      update();
    },
    dispose() {
      disposed = true;
      if (handle !== null) clearTimeout(handle);
      handle = null;
    },
  };
}
