import { act, render, screen } from '@testing-library/react';
import { Provider, useQuery } from 'urql';
import { expect, test } from 'vitest';
import { FaqScreen_ListDocument } from '../../generated/graphql';
import { memoryAnswerStore } from '../../src/api/answer-store';
import { createApiClient } from '../../src/api/client';
import { keptAnswers, keptAt } from '../../src/api/kept-answers';
import { createSessionStore, memoryCookieJar } from '../../src/api/session';
import { DRAFT_MAX_AGE_MS } from '../../src/domain/draft-rules';

const variables = { input: { search: 'mandate' } };

/** The phone's network: up or down, answering the FAQ list with the topic it is given, or with a GraphQL error. */
function network() {
  let up = true;
  let topic = 'Mandates';
  let refuse = false;
  const fetchFn: typeof fetch = async () => {
    if (!up) throw new TypeError('Failed to fetch');
    if (refuse) return Response.json({ errors: [{ message: 'Not allowed', extensions: { code: 'FORBIDDEN' } }] });
    return Response.json({ data: { faqList: { topics: [{ topic, entries: [] }] } } });
  };
  return { fetchFn, set: (next: { up?: boolean; topic?: string; refuse?: boolean }) => void ({ up = up, topic = topic, refuse = refuse } = next) };
}

function phone(connectivity?: EventTarget) {
  const net = network();
  let now = Date.parse('2026-11-24T10:42:00+05:30');
  let owner: string | null = 'EMP1001';
  const store = memoryAnswerStore(() => now);
  const kept = keptAnswers({ owner: () => owner, store: async () => store, now: () => now });
  const client = createApiClient({ url: 'http://test.local/graphql', session: createSessionStore(memoryCookieJar()), fetch: net.fetchFn, keptAnswers: kept, connectivity });
  const ask = () => client.query(FaqScreen_ListDocument, variables).toPromise();
  return { net, kept, client, ask, advance: (ms: number) => void (now += ms), signIn: (id: string | null) => void (owner = id), savedAt: now };
}

test("a query the network cannot answer is answered with the server's last answer, marked with when the server gave it", async () => {
  const { net, kept, ask, savedAt, advance } = phone();
  const fresh = await ask();
  expect(fresh.data?.faqList.topics[0]?.topic).toBe('Mandates');
  expect(keptAt(fresh)).toBeNull();
  expect(kept.shownSince()).toBeNull();

  net.set({ up: false });
  advance(60_000);
  const offline = await ask();
  expect(offline.error).toBeUndefined();
  expect(offline.data?.faqList.topics[0]?.topic).toBe('Mandates');
  expect(keptAt(offline)).toBe(savedAt);
  expect(kept.shownSince()).toBe(savedAt);

  // The server's next answer replaces what the phone kept, and nothing shown is from the phone any more.
  net.set({ up: true, topic: 'Payments' });
  expect((await ask()).data?.faqList.topics[0]?.topic).toBe('Payments');
  expect(kept.shownSince()).toBeNull();
  net.set({ up: false });
  expect((await ask()).data?.faqList.topics[0]?.topic).toBe('Payments');
});

test('what one agent was answered is never shown to another agent signed in on the same phone', async () => {
  const { net, ask, signIn } = phone();
  await ask();
  net.set({ up: false });
  signIn('EMP1002');
  const offline = await ask();
  expect(offline.data).toBeUndefined();
  expect(offline.error?.networkError).toBeDefined();
  signIn('EMP1001');
  expect((await ask()).data?.faqList.topics[0]?.topic).toBe('Mandates');
});

test('an answer older than a draft may be is not shown, and a refusal from the server is never hidden by an older answer', async () => {
  const { net, ask, advance } = phone();
  await ask();
  net.set({ refuse: true });
  const refused = await ask();
  expect(refused.data).toBeUndefined();
  expect(refused.error?.graphQLErrors[0]?.message).toBe('Not allowed');

  net.set({ up: false, refuse: false });
  advance(DRAFT_MAX_AGE_MS + 1);
  const offline = await ask();
  expect(offline.data).toBeUndefined();
  expect(offline.error?.networkError).toBeDefined();
});

function FaqTopic() {
  const [{ data, error }] = useQuery({ query: FaqScreen_ListDocument, variables });
  if (error) return <p>failed</p>;
  return <p>{data ? `Topic: ${data.faqList.topics[0]?.topic}` : 'loading'}</p>;
}

test('a screen opened offline shows the kept answer, and the server’s answer once the network is back', async () => {
  const connectivity = new EventTarget();
  const { net, kept, client, ask } = phone(connectivity);
  await ask();
  net.set({ up: false, topic: 'Payments' });
  render(
    <Provider value={client}>
      <FaqTopic />
    </Provider>,
  );
  expect(await screen.findByText('Topic: Mandates')).toBeInTheDocument();
  expect(kept.shownSince()).not.toBeNull();

  net.set({ up: true });
  act(() => void connectivity.dispatchEvent(new Event('online')));
  expect(await screen.findByText('Topic: Payments')).toBeInTheDocument();
  expect(kept.shownSince()).toBeNull();
});
