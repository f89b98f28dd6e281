import { Progress } from '@mantine/core';
import { useLoadingCount } from '../app-services';

/** The global loading flag: a thin bar at the top while any call is in flight. */
export function LoadingBar() {
  const busy = useLoadingCount() > 0;
  return (
    <Progress
      value={100}
      animated
      striped
      size="xs"
      radius={0}
      aria-label="Loading"
      data-busy={busy}
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000, visibility: busy ? 'visible' : 'hidden' }}
    />
  );
}
