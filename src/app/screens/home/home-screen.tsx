import { useCallback, useMemo, useState } from 'react';
import { Badge, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from 'urql';
import { Link, useSearchParams } from 'react-router-dom';
import { DashboardCountsDocument, type DashboardCountsQuery } from '../../../../generated/graphql';
import { liveOpportunityStatuses, lostLeadStatus, lostOpportunityClosure } from '../../../domain/dashboard-buckets';
import { clearJourney } from '../../onboarding/selection';
import { SEARCH_PARAM } from '../../shell/header-search';
import { useClosureChanges } from './closure-undo';
import { DEFAULT_TAB, extraCategories, homeTexts, isHomeTab, mainTabs, type HomeTab } from './home-texts';
import { defaultLeadControls, LeadControls, type LeadControlsValue } from './lead-controls';
import { followUpRange, leadFilter } from './lead-filter';
import { LeadList } from './lead-list';
import { OpportunityList } from './opportunity-list';
import { StoreAddressList } from './store-address-list';

type Counts = DashboardCountsQuery['dashboardCounts'];
const countOf: Partial<Record<HomeTab, keyof Counts>> = {
  opportunities: 'new',
  leads: 'allLead',
  'in-review': 'inReview',
  'being-deployed': 'deploymentInProgress',
  rejected: 'rejected',
  live: 'live',
  lost: 'lost',
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
      return <OpportunityList filter={{ bucket: 'NEW', ...s }} emptyText="No new opportunities." />;
    case 'in-review':
      return <OpportunityList filter={{ bucket: 'IN_REVIEW', ...s }} emptyText="No opportunities in review." />;
    case 'being-deployed':
      return <OpportunityList filter={{ bucket: 'DEPLOYMENT_PROGRESS', ...s }} emptyText="No opportunities being deployed." />;
    case 'live':
      return <OpportunityList filter={{ status: [...liveOpportunityStatuses], ...s }} emptyText="No live merchants yet." />;
    case 'rejected':
      return <OpportunityList filter={{ bucket: 'REJECTED', ...s }} emptyText="No rejected opportunities." />;
    case 'lost':
      return (
        <Stack gap="sm">
          <Title order={3} size="h5">Opportunities</Title>
          <OpportunityList filter={{ closedAs: lostOpportunityClosure, ...s }} emptyText="No lost opportunities." />
          <Title order={3} size="h5">Leads</Title>
          <LeadList filter={{ leadStatuses: [lostLeadStatus], sort: { field: 'createdAt', direction: 'DESC' }, ...s }} emptyText="No lost leads." />
        </Stack>
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
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: HomeTab = isHomeTab(raw) ? raw : DEFAULT_TAB;
  const search = (params.get(SEARCH_PARAM) ?? '').trim();
  const [controls, setControls] = useState<LeadControlsValue>(defaultLeadControls);
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
    </Stack>
  );
}
