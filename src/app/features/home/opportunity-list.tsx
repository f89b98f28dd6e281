import { useEffect } from 'react';
import { useQuery } from 'urql';
import { OpportunityListDocument, type OpportunityListInput } from '../../../../generated/graphql';
import { OpportunityCard } from './opportunity-card';
import { PagedList, PageState, type CountText, type PageLoaded } from './paged-list';
import { PAGE_SIZE } from './lead-list';

interface ListOptions {
  /** Each card says where on Home the opportunity is (a search's finds elsewhere); default false. */
  showPlace?: boolean;
  /** Nothing at all is shown when nothing matches; default false. */
  quietWhenEmpty?: boolean;
  onTotal?: (total: number) => void;
}

function OpportunityPage({ page, filter, onLoaded, countText, showPlace }: { page: number; filter: OpportunityListInput; onLoaded: PageLoaded; countText: CountText | undefined; showPlace: boolean }) {
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
      {list?.opportunities.map((o) => <OpportunityCard key={o.id} opportunity={o} showPlace={showPlace} />)}
    </PageState>
  );
}

/** The agent's opportunities matching `filter`, paging in as the agent scrolls. */
export function OpportunityList({ filter, emptyText, showPlace = false, quietWhenEmpty, onTotal }: { filter: OpportunityListInput; emptyText: string } & ListOptions) {
  return (
    <PagedList
      key={JSON.stringify(filter)}
      searching={Boolean(filter.search)}
      quietWhenEmpty={quietWhenEmpty}
      onTotal={onTotal}
      countText={(total) => (total === 1 ? '1 opportunity' : `${total} opportunities`)}
      emptyTitle="No opportunities"
      emptyText={emptyText}
      renderPage={(page, onLoaded, countText) => <OpportunityPage page={page} filter={filter} onLoaded={onLoaded} countText={countText} showPlace={showPlace} />}
    />
  );
}
