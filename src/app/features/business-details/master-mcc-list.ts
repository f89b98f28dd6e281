import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { MasterMccListDocument, type MasterMccListQuery } from '../../../../generated/graphql';

export type MccRecord = MasterMccListQuery['masterMccList']['mccList'][number];

/** Where the phone keeps its last copy of the master MCC list. */
export const MASTER_MCC_LIST_KEY = 'masterMccList';

function storedList(): MccRecord[] | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(MASTER_MCC_LIST_KEY) ?? 'null');
    return Array.isArray(parsed) && parsed.every((r) => typeof r === 'object' && r !== null && typeof (r as MccRecord).mccCode === 'string') ? (parsed as MccRecord[]) : null;
  } catch {
    return null;
  }
}

/**
 * The master MCC list, kept on the phone: the last copy is offered at once (also without a
 * network), and the server's is fetched each time and kept in its place.
 */
export function useMasterMccList(): { records: readonly MccRecord[]; loading: boolean; failed: boolean } {
  const [result] = useQuery({ query: MasterMccListDocument, variables: { input: {} } });
  const [stored] = useState(storedList);
  const fresh = result.data?.masterMccList.mccList;
  useEffect(() => {
    if (fresh) localStorage.setItem(MASTER_MCC_LIST_KEY, JSON.stringify(fresh));
  }, [fresh]);
  const records = fresh ?? stored ?? [];
  return { records, loading: !fresh && !stored && result.fetching, failed: !fresh && !stored && Boolean(result.error) };
}
