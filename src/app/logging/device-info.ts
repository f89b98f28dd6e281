import type { DeviceInfo } from '../../api/log-client';

/** What a log entry tells about the device: enough to reproduce a problem, nothing about the agent. */
export function browserDeviceInfo(): DeviceInfo {
  return {
    userAgent: navigator.userAgent,
    language: navigator.language,
    online: navigator.onLine,
    screen: `${window.screen.width}x${window.screen.height}`,
    viewport: `${window.innerWidth}x${window.innerHeight}`,
    pixelRatio: window.devicePixelRatio,
    // The route only: a query string may carry what the agent searched for.
    path: window.location.pathname,
  };
}
