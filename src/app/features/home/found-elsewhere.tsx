import { useCallback, useState } from 'react';
import { Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { LeadStatus } from '../../../../generated/graphql';
import { homePlaceCodes, homePlaceTexts, lostLeadStatus, notConvertedLeadStatus, openLeadStatuses } from '../../../domain/dashboard-buckets';
import { placeOfTab, type HomeTab } from './home-texts';
import { LeadList } from './lead-list';
import { OpportunityList } from './opportunity-list';

/** The leads each tab lists; the others are found elsewhere. */
const leadStatusesOfTab: Partial<Record<HomeTab, readonly LeadStatus[]>> = {
  leads: openLeadStatuses,
  lost: [lostLeadStatus],
  'not-converted': [notConvertedLeadStatus],
};
const everyListedLeadStatus: readonly LeadStatus[] = [...openLeadStatuses, lostLeadStatus, notConvertedLeadStatus];

/** The search waits for a pause in the typing, so that a word typed on a slow network is one request, not one a letter. */
const SEARCH_PAUSE_MS = 300;

/**
 * Under a tab, what the search finds in Home's other places: opportunities in any status (and
 * closed ones) and leads, each card saying where it is. Shows nothing when nothing else matches.
 */
export function FoundElsewhere({ tab, search }: { tab: HomeTab; search: string }) {
  const [settled] = useDebouncedValue(search, SEARCH_PAUSE_MS);
  // Each tab and search counts its finds afresh: what another found says nothing of these.
  return <Finds key={`${tab}:${settled}`} tab={tab} search={settled} />;
}

function Finds({ tab, search }: { tab: HomeTab; search: string }) {
  const [totals, setTotals] = useState<{ opportunities?: number; leads?: number }>({});
  const onOpportunities = useCallback((opportunities: number) => setTotals((t) => ({ ...t, opportunities })), []);
  const onLeads = useCallback((leads: number) => setTotals((t) => ({ ...t, leads })), []);
  const here = placeOfTab[tab];
  const places = homePlaceCodes.filter((place) => place !== here);
  const listedHere = leadStatusesOfTab[tab] ?? [];
  const leadStatuses = everyListedLeadStatus.filter((status) => !listedHere.includes(status));
  const found = (totals.opportunities ?? 0) + (totals.leads ?? 0) > 0;

  return (
    <Stack gap="sm" component="section" aria-label={homePlaceTexts.foundElsewhere} style={found ? undefined : { display: 'none' }}>
      <Title order={3} size="h5">
        {homePlaceTexts.foundElsewhere}
      </Title>
      <OpportunityList filter={{ places, search }} emptyText="" showPlace quietWhenEmpty onTotal={onOpportunities} />
      <LeadList
        filter={{ leadStatuses: [...leadStatuses], sort: { field: 'createdAt', direction: 'DESC' }, search }}
        emptyText=""
        showPlace
        quietWhenEmpty
        onTotal={onLeads}
      />
    </Stack>
  );
}
