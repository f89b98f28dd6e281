import { useCallback, useState } from 'react';
import { Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { SEARCH_PARAM } from '../../shell/header-search';
import { useClosureChanges } from './closure-undo';
import { homeTexts } from './home-texts';
import { LeadControls } from './lead-controls';
import { leadFilter } from './lead-filter';
import { LeadList } from './lead-list';
import { useLeadControls } from './use-lead-controls';

/** The agent's open leads on a screen of their own, with the Leads tab's search, date filter, sort and filters. */
export default function LeadsScreen() {
  const [params] = useSearchParams();
  const search = (params.get(SEARCH_PARAM) ?? '').trim();
  const [controls, setControls] = useLeadControls();
  const [version, setVersion] = useState(0);
  useClosureChanges(useCallback(() => setVersion((v) => v + 1), []));
  return (
    <Stack gap="sm" maw={720} mx="auto">
      <Title order={1} size="h3">
        {homeTexts.leadsListing}
      </Title>
      <LeadControls value={controls} onChange={setControls} />
      <LeadList key={version} filter={leadFilter(controls, search)} emptyText="Add a new lead for a merchant you have met, and it will appear here." />
    </Stack>
  );
}
