import { expect } from 'vitest';
import { LeadListDocument, SsoLoginInternalDocument } from '../../generated/graphql';
import { dataOf, send } from './call';
import type { Harness } from './harness';

/** Calls that show whether a session's tokens still work; `harness` is read when a call is made. */
export function sessionCalls(harness: () => Harness, agent: { leadCount: number }) {
  const refresh = (refreshToken: string) => send(harness(), SsoLoginInternalDocument, { input: { refreshToken } });
  const leadList = (token: string) => send(harness(), LeadListDocument, { input: { size: 1 } }, { token });
  const expectWorks = async (token: string) => {
    expect(dataOf(await leadList(token)).leadList.pageInfo.totalElements).toBe(agent.leadCount);
  };
  return { refresh, leadList, expectWorks };
}
