import { act, render, screen } from '@testing-library/react';
import { Provider, useQuery } from 'urql';
import { expect, test } from 'vitest';
import { FaqScreen_ListDocument } from '../../generated/graphql';
import { createApiClient } from '../../src/api/client';
import { createSessionStore, memoryCookieJar } from '../../src/api/session';

const variables = { input: { search: 'mandate' } };

function FaqCount() {
  const [{ data, error }] = useQuery({ query: FaqScreen_ListDocument, variables });
  if (error) return <p>failed</p>;
  return <p>{data ? `${data.faqList.topics.length} topics` : 'loading'}</p>;
}

/** A network that is down until `restore`, then answers; every request is counted. */
function flakyNetwork() {
  let up = false;
  let requests = 0;
  const fetchFn: typeof fetch = async () => {
    requests++;
    if (!up) throw new TypeError('Failed to fetch');
    return Response.json({ data: { faqList: { topics: [{ topic: 'Mandates', entries: [] }] } } });
  };
  return { fetchFn, restore: () => (up = true), requests: () => requests };
}

function renderWith(network: ReturnType<typeof flakyNetwork>, connectivity: EventTarget) {
  const client = createApiClient({ url: 'http://test.local/graphql', session: createSessionStore(memoryCookieJar()), fetch: network.fetchFn, connectivity });
  return render(
    <Provider value={client}>
      <FaqCount />
    </Provider>,
  );
}

test('a query that failed for want of a network is asked again when the network comes back', async () => {
  const network = flakyNetwork();
  const connectivity = new EventTarget();
  renderWith(network, connectivity);
  expect(await screen.findByText('failed')).toBeInTheDocument();

  network.restore();
  act(() => void connectivity.dispatchEvent(new Event('online')));
  expect(await screen.findByText('1 topics')).toBeInTheDocument();
  expect(network.requests()).toBe(2);
});

test('a screen that is gone asks for nothing when the network comes back', async () => {
  const network = flakyNetwork();
  const connectivity = new EventTarget();
  const { unmount } = renderWith(network, connectivity);
  expect(await screen.findByText('failed')).toBeInTheDocument();
  unmount();

  network.restore();
  connectivity.dispatchEvent(new Event('online'));
  await act(async () => undefined);
  expect(network.requests()).toBe(1);
});
