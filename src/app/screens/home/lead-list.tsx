import { useEffect } from 'react';
import { useQuery } from 'urql';
import { LeadListDocument, type LeadListInput } from '../../../../generated/graphql';
import { LeadCard } from './lead-card';
import { PagedList, PageState, type PageLoaded } from './paged-list';

export const PAGE_SIZE = 20;

function LeadPage({ page, filter, onLoaded }: { page: number; filter: LeadListInput; onLoaded: PageLoaded }) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: LeadListDocument,
    variables: { input: { ...filter, page, size: PAGE_SIZE } },
  });
  const list = data?.leadList;
  useEffect(() => {
    if (list) onLoaded(list.pageInfo.hasMore, list.pageInfo.totalElements);
  }, [list, onLoaded]);
  return (
    <PageState error={error} fetching={fetching} hasData={Boolean(list)} label="Loading leads" retry={() => reexecute()}>
      {list?.leads.map((lead) => <LeadCard key={lead.id} lead={lead} />)}
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
