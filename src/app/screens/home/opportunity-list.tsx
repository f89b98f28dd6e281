import { useEffect } from 'react';
import { useQuery } from 'urql';
import { OpportunityListDocument, type OpportunityListInput } from '../../../../generated/graphql';
import { OpportunityCard } from './opportunity-card';
import { PagedList, PageState, type CountText, type PageLoaded } from './paged-list';
import { PAGE_SIZE } from './lead-list';

function OpportunityPage({ page, filter, onLoaded, countText }: { page: number; filter: OpportunityListInput; onLoaded: PageLoaded; countText: CountText | undefined }) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: OpportunityListDocument,
    variables: { input: { sortField: 'createdOn', sortDirection: 'DESC', ...filter, page, size: PAGE_SIZE } },
  });
  const list = data?.opportunityList;
  useEffect(() => {
    if (list) onLoaded(list.pageInfo.hasMore, list.pageInfo.totalElements);
  }, [list, onLoaded]);
  return (
    <PageState error={error} fetching={fetching} hasData={Boolean(list)} label="Loading opportunities" retry={() => reexecute()} countText={countText} total={list?.pageInfo.totalElements}>
      {list?.opportunities.map((o) => <OpportunityCard key={o.id} opportunity={o} />)}
    </PageState>
  );
}

/** The agent's opportunities matching `filter`, paging in as the agent scrolls. */
export function OpportunityList({ filter, emptyText }: { filter: OpportunityListInput; emptyText: string }) {
  return (
    <PagedList
      key={JSON.stringify(filter)}
      searching={Boolean(filter.search)}
      countText={(total) => (total === 1 ? '1 opportunity' : `${total} opportunities`)}
      emptyTitle="No opportunities"
      emptyText={emptyText}
      renderPage={(page, onLoaded, countText) => <OpportunityPage page={page} filter={filter} onLoaded={onLoaded} countText={countText} />}
    />
  );
}
