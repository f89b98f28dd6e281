import { createApiClient } from '../../src/api/client';
import type { SessionStore } from '../../src/api/session';
import { createOutbox, type NewOutboxItem, type Outbox, type OutboxOptions, type OutboxTabs } from '../../src/app/offline/outbox';
import { memoryOutboxStore, type OutboxStore } from '../../src/app/offline/outbox-store';
import { operationDocument } from '../../src/app/journey/operation-documents';
import type { Harness } from '../server/harness';
import { signedInSession } from './render-app';

type Mode = 'up' | 'down' | 'answer lost';

/** The phone's network to the harness: up, down (nothing leaves), or losing the answer of what reached the server once. */
function network(harness: Harness) {
  let mode: Mode = 'up';
  let requests = 0;
  const fetchFn: typeof fetch = async (input, init) => {
    requests++;
    if (mode === 'down') throw new TypeError('Failed to fetch');
    const response = await harness.fetch(input, init);
    if (mode === 'answer lost') {
      mode = 'up';
      throw new TypeError('Failed to fetch');
    }
    return response;
  };
  return { fetchFn, set: (next: Mode) => void (mode = next), requests: () => requests };
}

export interface Phone {
  outbox: Outbox;
  net: ReturnType<typeof network>;
  session: SessionStore;
  /** The delays of the retries the outbox asked for (never run: a test sends when it chooses). */
  retries: number[];
}

/** A phone signed in as a demo agent, with its outbox in memory and its network in the test's hands. */
export function phoneOf(harness: Harness) {
  return async (employeeId: string, options: Pick<OutboxOptions, 'sendContext' | 'tabs'> & { store?: OutboxStore } = {}): Promise<Phone> => {
    const net = network(harness);
    const session = await signedInSession(harness, employeeId);
    const client = createApiClient({ url: 'http://test.local/graphql', session, fetch: net.fetchFn });
    const retries: number[] = [];
    const outbox = createOutbox({
      client,
      session,
      store: options.store ?? memoryOutboxStore(),
      documentOf: operationDocument,
      online: () => true,
      schedule: (_run, ms) => void retries.push(ms),
      sendContext: options.sendContext,
      tabs: options.tabs,
    });
    return { outbox, net, session, retries };
  };
}

export const shopName = (label: string) => `${label} ${Date.now()} ${Math.random().toString(36).slice(2, 7)}`;

/** A CreateLead save as the Create Lead step keeps it; a mobile number the server refuses makes a refused save. */
export function newLead(name: string, overrides: Partial<NewOutboxItem> = {}, mobile = '9845012345'): NewOutboxItem {
  return {
    id: crypto.randomUUID(),
    operation: 'CreateLead',
    variables: { input: { shop: { name }, contact: { name: 'Ravi Sharma', number: mobile }, leadSource: 'SALES_APP', product: ['POS_DEVICE'] } },
    label: `Create Lead: ${name}`,
    journey: null,
    ...overrides,
  };
}

/** The tabs of one phone's app: each hears the others' changes, and one at a time sends, as a Web Lock lets it. */
export function tabsOfOnePhone(): () => OutboxTabs {
  const listeners: { tab: OutboxTabs; listener: (employeeId: string) => void }[] = [];
  let lock: Promise<unknown> = Promise.resolve();
  return () => {
    const tab: OutboxTabs = {
      changed(employeeId) {
        for (const entry of listeners) if (entry.tab !== tab) entry.listener(employeeId);
      },
      onChange: (listener) => void listeners.push({ tab, listener }),
      alone(_employeeId, send) {
        const run = lock.then(send);
        lock = run.catch(() => undefined);
        return run;
      },
    };
    return tab;
  };
}
