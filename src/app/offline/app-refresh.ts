/**
 * The installed app's updates: the service worker keeps serving the build it cached until the agent
 * chooses to reload into a newer one, so that a screen never mixes one build's files with another's.
 */
export interface AppRefresh {
  /** True once a newer build is downloaded and waits for the agent. */
  get(): boolean;
  subscribe(listener: () => void): () => void;
  /** Hands over to the waiting build and reloads the page into it. */
  reload(): Promise<void>;
}

/**
 * Registers the service worker the build wrote (vite-plugin-pwa) once the page has loaded, so that
 * caching the app for offline use never competes with its first load; its code (workbox-window)
 * arrives then too, outside the first load. A newer build is looked for then, and whenever the
 * network comes back or the app is brought to the front: agents keep the app open for days.
 */
export function registerAppRefresh(onError: (error: unknown) => void): AppRefresh {
  let waiting = false;
  let update: (reloadPage?: boolean) => Promise<void> = async () => undefined;
  const listeners = new Set<() => void>();
  const register = () => {
    import('virtual:pwa-register').then(({ registerSW }) => {
      update = registerSW({
        immediate: true,
        onNeedRefresh() {
          waiting = true;
          listeners.forEach((listener) => listener());
        },
        onRegisteredSW(_url, registration) {
          if (!registration) return;
          // An update check that fails (no network) is simply made again at the next occasion.
          const check = () => void registration.update().catch(() => undefined);
          check();
          window.addEventListener('online', check);
          document.addEventListener('visibilitychange', () => {
            if (document.visibilityState === 'visible') check();
          });
        },
        onRegisterError: onError,
      });
    }, onError);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
  return {
    get: () => waiting,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload: () => update(true),
  };
}
