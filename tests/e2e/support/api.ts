import { randomUUID } from 'node:crypto';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { getOperationAST } from 'graphql';
import type { BrowserContext } from 'playwright-core';
import { persistedOperationIds } from '../../../generated/persisted-operation-ids';

/** The API as the signed-in agent of a browser context calls it: persisted operations, the agent's token, an idempotency id. */
export interface AgentApi {
  send<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables): Promise<TData>;
}

/** The access token the app stored when the agent signed in. */
async function accessToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'accessToken');
  if (!cookie) throw new Error('the browser holds no access token: sign in first');
  return decodeURIComponent(cookie.value);
}

/** Calls the server at `baseUrl` as the agent signed in to `context`, as the app does. */
export async function agentApi(baseUrl: string, context: BrowserContext): Promise<AgentApi> {
  const token = await accessToken(context);
  return {
    async send<TData, TVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables): Promise<TData> {
      const name = getOperationAST(document)?.name?.value ?? '';
      const sha256Hash = persistedOperationIds[name];
      if (!sha256Hash) throw new Error(`${name} is not a persisted operation`);
      const response = await fetch(new URL('graphql', baseUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-idempotency-id': randomUUID() },
        body: JSON.stringify({ operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash } } }),
      });
      const result = (await response.json()) as { data?: unknown; errors?: unknown[] };
      if (result.errors?.length || !result.data) throw new Error(`${name} failed: ${JSON.stringify(result.errors)}`);
      return result.data as TData;
    },
  };
}
