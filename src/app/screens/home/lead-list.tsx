import { useEffect } from 'react';
import { useQuery } from 'urql';
import { LeadListDocument, type LeadListInput } from '../../../../generated/graphql';
import { LeadCard } from './lead-card';
import { prefetchLeadDialogs } from './lead-dialogs';
import { PagedList, PageState, type PageLoaded } from './paged-list';
import { useRevealedCount } from './use-revealed-count';

export const PAGE_SIZE = 20;

function LeadPage({ page, filter, onLoaded }: { page: number; filter: LeadListInput; onLoaded: PageLoaded }) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: LeadListDocument,
    variables: { input: { ...filter, page, size: PAGE_SIZE } },
  });
  const list = data?.leadList;
  const revealed = useRevealedCount(list?.leads.length ?? 0);
  // Told once every card of the page is shown: the end of the list, where the next page is asked for, is only then the end.
  const complete = Boolean(list) && revealed === list?.leads.length;
  useEffect(() => {
    if (!list || !complete) return;
    onLoaded(list.pageInfo.hasMore, list.pageInfo.totalElements);
    if (list.leads.length > 0) prefetchLeadDialogs();
  }, [list, complete, onLoaded]);
  return (
    <PageState error={error} fetching={fetching} hasData={Boolean(list)} label="Loading leads" retry={() => reexecute()}>
      {list?.leads.slice(0, revealed).map((lead) => <LeadCard key={lead.id} lead={lead} />)}
    </PageState>
  );
}

/** The agent's leads matching `filter`, paging in as the agent scrolls. */
export function LeadList({ filter, emptyText }: { filter: LeadListInput; emptyText: string }) {
  return (
    <PagedList
      key={JSON.stringify(filter)}
      searching={Boolean(filter.search)}
      countText={(total) => (total === 1 ? '1 lead' : `${total} leads`)}
      emptyTitle="No leads"
      emptyText={emptyText}
      renderPage={(page, onLoaded) => <LeadPage page={page} filter={filter} onLoaded={onLoaded} />}
    />
  );
}
