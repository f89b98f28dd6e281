import type { Client } from '@urql/core';
import type { SessionStore } from '../../api/session';
import type { Outbox } from './outbox';

export type OutboxLoader = () => Promise<Outbox>;

/**
 * The app's outbox, loaded once the page has loaded (its code and IndexedDB stay out of the first
 * load) or as soon as a screen asks for it. It sends what waits when the app opens and whenever the
 * network comes back.
 */
export function appOutbox(client: Client, session: SessionStore, onError: (error: unknown) => void): OutboxLoader {
  let loading: Promise<Outbox> | null = null;
  const load: OutboxLoader = () =>
    (loading ??= Promise.all([
      import('./outbox'),
      import('./outbox-store'),
      import('../journey/operation-documents'),
      import('../../api/progress-fetch'),
      import('./outbox-tabs'),
    ]).then(([{ createOutbox }, { indexedDbOutboxStore }, { operationDocument }, { xhrProgressFetch }, { browserTabs }]) =>
      createOutbox({
        client,
        session,
        store: indexedDbOutboxStore(),
        documentOf: operationDocument,
        sendContext: (onProgress) => ({ fetch: xhrProgressFetch(onProgress) }),
        tabs: browserTabs(),
      }),
    ));
  const start = () =>
    void load().then(
      (outbox) => outbox.send(),
      (error: unknown) => {
        // A chunk that did not arrive is asked for again next time.
        loading = null;
        onError(error);
      },
    );
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  window.addEventListener('online', start);
  return load;
}
