import { useCallback, useEffect, useMemo, useState } from 'react';
import { Badge, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from 'urql';
import { Link, useSearchParams } from 'react-router-dom';
import { DashboardCountsDocument, type DashboardCountsQuery } from '../../../../generated/graphql';
import { homePlaceTexts, lostLeadStatus, notConvertedLeadStatus, placeCounts } from '../../../domain/dashboard-buckets';
import { clearJourney } from '../../journey/selection';
import { SEARCH_PARAM } from '../../shell/header-search';
import { useSearchParamsWriter } from '../../shell/search-params-writer';
import { useClosureChanges } from './closure-undo';
import { DEFAULT_TAB, extraCategories, homeTexts, isHomeTab, mainTabs, placeOfTab, type HomeTab } from './home-texts';
import { LeadControls, type LeadControlsValue } from './lead-controls';
import { followUpRange, leadFilter } from './lead-filter';
import { LeadList } from './lead-list';
import { OpportunityList } from './opportunity-list';
import type { FoundElsewhere as FoundElsewhereView } from './found-elsewhere';
import { StoreAddressList } from './store-address-list';
import { useLeadControls } from './use-lead-controls';

type Counts = DashboardCountsQuery['dashboardCounts'];

const countOf: Partial<Record<HomeTab, keyof Counts>> = {
  leads: 'allLead',
  ...Object.fromEntries(Object.entries(placeOfTab).map(([tab, place]) => [tab, placeCounts[place]])),
};

function CountBadge({ counts, tab }: { counts: Counts | undefined; tab: HomeTab }) {
  const key = countOf[tab];
  if (!key) return null;
  // Before the counts arrive an invisible badge keeps its place, so that the tabs do not move when
  // they do. It holds a figure space, a digit's width, not a number nobody counted.
  return (
    <Badge size="xs" variant="light" circle={false} style={counts ? undefined : { visibility: 'hidden' }}>
      {counts ? counts[key] : '\u2007'}
    </Badge>
  );
}

/**
 * What a search finds in Home's other places, loaded once the agent first searches: most visits to
 * Home never search, and its first load is what a cheap phone waits for (bench/bundle). The service
 * worker keeps the chunk, so it loads offline too; a chunk that fails shows nothing, as no finds would.
 */
function FoundElsewhere(props: Parameters<typeof FoundElsewhereView>[0]) {
  const [View, setView] = useState<typeof FoundElsewhereView | null>(null);
  useEffect(() => {
    let current = true;
    import('./found-elsewhere').then(
      (module) => current && setView(() => module.FoundElsewhere),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return View ? <View {...props} /> : null;
}

/** A closed place: its opportunities, then its leads (Lost, Not converted). */
function ClosedPlace({ place, search, emptyOpportunities, emptyLeads }: { place: 'LOST' | 'NOT_CONVERTED'; search: string; emptyOpportunities: string; emptyLeads: string }) {
  const s = search ? { search } : {};
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">{homePlaceTexts.opportunitiesHeading}</Title>
      <OpportunityList filter={{ places: [place], ...s }} emptyText={emptyOpportunities} />
      <Title order={3} size="h5">{homePlaceTexts.leadsHeading}</Title>
      <LeadList
        filter={{ leadStatuses: [place === 'LOST' ? lostLeadStatus : notConvertedLeadStatus], sort: { field: 'createdAt', direction: 'DESC' }, ...s }}
        emptyText={emptyLeads}
      />
    </Stack>
  );
}

function TabContent({ tab, search, controls, onControls }: {
  tab: HomeTab;
  search: string;
  controls: LeadControlsValue;
  onControls: (next: LeadControlsValue) => void;
}) {
  const s = search ? { search } : {};
  switch (tab) {
    case 'leads':
      return (
        <Stack gap="sm">
          <LeadControls value={controls} onChange={onControls} />
          {/* Above the list, not below it: the list pages in as the agent scrolls, so its end keeps moving away. */}
          <Button component={Link} to="/leads" variant="light" w="fit-content">
            {homeTexts.seeAllLeads}
          </Button>
          <LeadList filter={leadFilter(controls, search)} emptyText="Add a new lead for a merchant you have met, and it will appear here." />
        </Stack>
      );
    case 'opportunities':
      return <OpportunityList filter={{ places: ['NEW'], ...s }} emptyText="No new opportunities." />;
    case 'in-review':
      return <OpportunityList filter={{ places: ['IN_REVIEW'], ...s }} emptyText="No opportunities in review." />;
    case 'being-deployed':
      return <OpportunityList filter={{ places: ['BEING_DEPLOYED'], ...s }} emptyText="No opportunities being deployed." />;
    case 'live':
      return <OpportunityList filter={{ places: ['LIVE'], ...s }} emptyText="No live merchants yet." />;
    case 'rejected':
      return <OpportunityList filter={{ places: ['REJECTED'], ...s }} emptyText="No rejected opportunities." />;
    case 'lost':
      return <ClosedPlace place="LOST" search={search} emptyOpportunities="No lost opportunities." emptyLeads="No lost leads." />;
    case 'not-converted':
      return (
        <ClosedPlace
          place="NOT_CONVERTED"
          search={search}
          emptyOpportunities={homePlaceTexts.noNotConvertedOpportunities}
          emptyLeads={homePlaceTexts.noNotConvertedLeads}
        />
      );
    case 'training':
      return (
        <Group gap="xs">
          <Button component={Link} to="/faq" variant="light">FAQ</Button>
          <Button component={Link} to="/player" variant="light">Training videos</Button>
        </Group>
      );
    case 'store-addresses':
      return <StoreAddressList search={search} />;
  }
}

export default function HomeScreen() {
  const [params] = useSearchParams();
  const setParams = useSearchParamsWriter();
  const raw = params.get('tab');
  const tab: HomeTab = isHomeTab(raw) ? raw : DEFAULT_TAB;
  const search = (params.get(SEARCH_PARAM) ?? '').trim();
  const [controls, setControls] = useLeadControls();
  const [version, setVersion] = useState(0);
  const followUp = useMemo(() => followUpRange('today'), []);
  const [{ data }, refetchCounts] = useQuery({ query: DashboardCountsDocument, variables: { input: { followUp } } });
  const counts = data?.dashboardCounts;
  const onChanged = useCallback(() => {
    setVersion((v) => v + 1);
    refetchCounts({ requestPolicy: 'network-only' });
  }, [refetchCounts]);
  useClosureChanges(onChanged);
  const choose = (next: string | null) => {
    if (!next || !isHomeTab(next)) return;
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  };
  const isMain = mainTabs.some((t) => t.value === tab);

  return (
    <Stack gap="sm" maw={720} mx="auto">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h3">
          Home
        </Title>
        <Group gap="xs">
          <Button component={Link} to="/CreateLead" size="sm" onClick={clearJourney}>
            {homeTexts.addNewLead}
          </Button>
          <Button component={Link} to="/CreateOpportunity" size="sm" variant="light">
            {homeTexts.createOpportunity}
          </Button>
        </Group>
      </Group>
      {/* The line is there before the counts arrive, so that the tabs and the list below do not jump down. */}
      <Text size="sm" c="dimmed">
        {counts ? `${homeTexts.tasks}: ${counts.followUp}` : '\u00a0'}
      </Text>
      <Tabs value={isMain ? tab : null} onChange={choose}>
        <Tabs.List>
          {mainTabs.map((t) => (
            <Tabs.Tab key={t.value} value={t.value} rightSection={<CountBadge counts={counts} tab={t.value} />}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group gap={4} role="group" aria-label="More categories">
        {extraCategories.map((c) => (
          <Button
            key={c.value}
            size="xs"
            radius="xl"
            variant={tab === c.value ? 'filled' : 'default'}
            aria-pressed={tab === c.value}
            onClick={() => choose(c.value)}
            rightSection={<CountBadge counts={counts} tab={c.value} />}
          >
            {c.label}
          </Button>
        ))}
      </Group>
      <TabContent key={`${tab}-${version}`} tab={tab} search={search} controls={controls} onControls={setControls} />
      {/* A search finds a merchant wherever it is: what this tab does not list, the other places do. */}
      {search && tab !== 'training' && tab !== 'store-addresses' && <FoundElsewhere key={`elsewhere-${version}`} tab={tab} search={search} />}
    </Stack>
  );
}
