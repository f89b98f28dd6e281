import { useLoadingCount } from '../app-services';
import classes from './loading-bar.module.css';

/** The global loading flag: a thin bar at the top while any call is in flight. */
export function LoadingBar() {
  const busy = useLoadingCount() > 0;
  return <div role="progressbar" aria-label="Loading" aria-hidden={!busy} className={classes.bar} data-busy={busy || undefined} />;
}
