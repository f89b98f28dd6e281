import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from 'urql';
import { Link } from 'react-router-dom';
import { LeadListDocument, type LeadFieldsFragment } from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import { clearJourney } from '../../onboarding/selection';
import { LeadCard } from './lead-card';

const PAGE_SIZE = 20;
const ignore = () => undefined;

/** One page of the agent's leads; pages are kept as they load so that "Load more" appends. */
function LeadPage({ page, onLoaded }: { page: number; onLoaded: (hasMore: boolean, total: number) => void }) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: LeadListDocument,
    variables: { input: { page, size: PAGE_SIZE, sort: { field: 'createdAt', direction: 'DESC' } } },
  });
  const list = data?.leadList;
  useEffect(() => {
    if (list) onLoaded(list.pageInfo.hasMore, list.pageInfo.totalElements);
  }, [list, onLoaded]);
  if (error && !list) {
    const { title, message } = describeError(error);
    return (
      <Alert color="red" title={title} role="alert">
        <Stack gap="xs">
          <Text size="sm">{message}</Text>
          <Button size="xs" variant="light" onClick={() => reexecute()} w="fit-content">
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (fetching && !list) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Loading leads" />
      </Center>
    );
  }
  return (
    <>
      {list?.leads.map((lead: LeadFieldsFragment) => (
        <LeadCard key={lead.id} lead={lead} />
      ))}
    </>
  );
}

export default function HomeScreen() {
  const [pages, setPages] = useState(1);
  const [status, setStatus] = useState<{ hasMore: boolean; total: number } | null>(null);
  const onLastPageLoaded = useCallback((hasMore: boolean, total: number) => {
    setStatus((s) => (s?.hasMore === hasMore && s.total === total ? s : { hasMore, total }));
  }, []);

  return (
    <Stack gap="sm" maw={720} mx="auto">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h3">
          Leads
        </Title>
        <Button component={Link} to="/CreateLead" size="sm" onClick={clearJourney}>
          Add new lead
        </Button>
      </Group>
      {status && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {status.total === 1 ? '1 lead' : `${status.total} leads`}
        </Text>
      )}
      {status?.total === 0 && (
        <Alert color="gray" title="No leads yet">
          Add a new lead for a merchant you have met, and it will appear here.
        </Alert>
      )}
      {Array.from({ length: pages }, (_, page) => (
        <LeadPage key={page} page={page} onLoaded={page === pages - 1 ? onLastPageLoaded : ignore} />
      ))}
      {status?.hasMore && (
        <Button variant="light" onClick={() => setPages((n) => n + 1)}>
          Load more
        </Button>
      )}
    </Stack>
  );
}
