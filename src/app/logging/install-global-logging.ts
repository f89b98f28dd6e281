import type { LogClient } from '../../api/log-client';

/**
 * Logs uncaught errors and unhandled promise rejections, and sends what is queued when the page is
 * hidden (the agent switches app or locks the phone: the page may never run again). Returns the
 * function that removes the listeners.
 */
export function installGlobalLogging(logger: LogClient, win: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    logger.error(event.message || 'Uncaught error', event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    logger.error('Unhandled promise rejection', event.reason);
  };
  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') void logger.flush();
  };
  const onPageHide = () => void logger.flush();
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  win.document.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', onPageHide);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
    win.document.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pagehide', onPageHide);
  };
}
