import { useEffect } from 'react';
import { useQuery } from 'urql';
import { LeadListDocument, type LeadListInput } from '../../../../generated/graphql';
import { LeadCard } from './lead-card';
import { prefetchLeadDialogs } from './lead-dialogs';
import { PagedList, PageState, type CountText, type PageLoaded } from './paged-list';
import { useRevealedCount } from './use-revealed-count';

export const PAGE_SIZE = 20;

interface ListOptions {
  /** Each card says where on Home the lead is (a search's finds elsewhere); default false. */
  showPlace?: boolean;
  /** Nothing at all is shown when nothing matches; default false. */
  quietWhenEmpty?: boolean;
  onTotal?: (total: number) => void;
}

function LeadPage({ page, filter, onLoaded, countText, showPlace }: { page: number; filter: LeadListInput; onLoaded: PageLoaded; countText: CountText | undefined; showPlace: boolean }) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: LeadListDocument,
    variables: { input: { ...filter, page, size: PAGE_SIZE } },
  });
  const list = data?.leadList;
  // The page Home opens with shows its cards a few at a time; one the agent scrolled to comes whole.
  const revealed = useRevealedCount(list?.leads.length ?? 0, page === 0 ? 4 : PAGE_SIZE);
  const complete = Boolean(list) && revealed === list?.leads.length;
  useEffect(() => {
    if (!list) return;
    // The total is told at once; that more exist only once every card of the page is shown, as the
    // end of the list, where the next page is asked for, is only then its end.
    onLoaded(complete && list.pageInfo.hasMore, list.pageInfo.totalElements);
    if (complete && list.leads.length > 0) prefetchLeadDialogs();
  }, [list, complete, onLoaded]);
  return (
    <PageState error={error} fetching={fetching} hasData={Boolean(list)} label="Loading leads" retry={() => reexecute()} countText={countText} total={list?.pageInfo.totalElements}>
      {list?.leads.slice(0, revealed).map((lead) => <LeadCard key={lead.id} lead={lead} showPlace={showPlace} />)}
    </PageState>
  );
}

/** The agent's leads matching `filter`, paging in as the agent scrolls. */
export function LeadList({ filter, emptyText, showPlace = false, quietWhenEmpty, onTotal }: { filter: LeadListInput; emptyText: string } & ListOptions) {
  return (
    <PagedList
      key={JSON.stringify(filter)}
      searching={Boolean(filter.search)}
      quietWhenEmpty={quietWhenEmpty}
      onTotal={onTotal}
      countText={(total) => (total === 1 ? '1 lead' : `${total} leads`)}
      emptyTitle="No leads"
      emptyText={emptyText}
      renderPage={(page, onLoaded, countText) => <LeadPage page={page} filter={filter} onLoaded={onLoaded} countText={countText} showPlace={showPlace} />}
    />
  );
}
