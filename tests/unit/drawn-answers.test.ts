import { createRequest, type OperationResult } from '@urql/core';
import { describe, expect, test } from 'vitest';
import { FaqScreen_ListDocument } from '../../generated/graphql';
import { createApiClient } from '../../src/api/client';
import { drawnAnswers, type DrawnAnswer } from '../../src/api/drawn-answers';
import { createSessionStore, memoryCookieJar } from '../../src/api/session';

// The answers drawn Home arrives with (src/app/draw-home.tsx), which the app's first render reads
// (src/app/main.tsx) so that React takes the drawn markup over.

const variables = { input: { search: 'settlement' } };
const request = createRequest(FaqScreen_ListDocument, variables);
const drawnData = { faqList: { items: [{ id: 'faq-1', question: 'When is money settled?' }] } };
const serverData = { faqList: { items: [] } };

function clientWith(answers: DrawnAnswer[]) {
  const drawn = drawnAnswers(answers);
  const sent: unknown[] = [];
  const client = createApiClient({
    url: 'http://test.local/graphql',
    session: createSessionStore(memoryCookieJar()),
    fetch: async (_input, init) => {
      sent.push(JSON.parse(String(init?.body)));
      return Response.json({ data: serverData });
    },
    drawnAnswers: drawn,
  });
  return { client, drawn, sent };
}

/** The result a query has in the turn it is asked, if any. */
function answeredAtOnce(client: ReturnType<typeof createApiClient>, search = 'settlement'): OperationResult | undefined {
  let result: OperationResult | undefined;
  const { unsubscribe } = client.query(FaqScreen_ListDocument, { input: { search } }).subscribe((r) => (result = r));
  unsubscribe();
  return result;
}

describe('drawn answers', () => {
  test('answer a query they hold in the turn it is asked, with what the page was drawn with, and send nothing', () => {
    const { client, drawn, sent } = clientWith([{ key: request.key, data: drawnData }]);
    expect(answeredAtOnce(client)?.data).toEqual(drawnData);
    expect(answeredAtOnce(client)?.data).toEqual(drawnData);
    expect(sent).toEqual([]);
    expect(drawn.asked()).toEqual([]);
  });

  test('send a query they do not hold to the network, and say it was asked for', async () => {
    const { client, drawn, sent } = clientWith([{ key: request.key, data: drawnData }]);
    expect(answeredAtOnce(client, 'mandate')).toBeUndefined();
    expect(drawn.asked().map((operation) => operation.variables)).toEqual([{ input: { search: 'mandate' } }]);
    const result = await client.query(FaqScreen_ListDocument, { input: { search: 'mandate' } }).toPromise();
    expect(result.data).toEqual(serverData);
    expect(sent).not.toEqual([]);
  });

  test('once closed, answer nothing: every query goes to the network', async () => {
    const { client, drawn, sent } = clientWith([{ key: request.key, data: drawnData }]);
    drawn.close();
    expect(answeredAtOnce(client)).toBeUndefined();
    const result = await client.query(FaqScreen_ListDocument, variables).toPromise();
    expect(result.data).toEqual(serverData);
    expect(sent).not.toEqual([]);
    expect(drawn.asked()).toEqual([]);
  });
});
