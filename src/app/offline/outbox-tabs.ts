import type { OutboxTabs } from './outbox';

/**
 * The app's tabs on this phone share one stored outbox: a BroadcastChannel tells the others of a
 * change, and a Web Lock lets one tab at a time send (where the browser has neither, a tab alone).
 */
export function browserTabs(): OutboxTabs {
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('merchant-onboarding-outbox');
  return {
    changed: (employeeId) => channel?.postMessage(employeeId),
    onChange(listener) {
      channel?.addEventListener('message', (event: MessageEvent<unknown>) => {
        if (typeof event.data === 'string') listener(event.data);
      });
    },
    alone: (employeeId, send) => (navigator.locks ? navigator.locks.request(`merchant-onboarding-outbox:${employeeId}`, send) : send()),
  };
}
