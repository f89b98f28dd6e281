import { useMemo, useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from 'urql';
import {
  CreateOpportunityDocument,
  CreateOpportunityScreen_MerchantsDocument,
  type CreateOpportunityScreen_MerchantFragment,
} from '../../../../generated/graphql';
import { describeError } from '../../../api/error-message';
import { useResume } from '../../journey/use-resume';
import { PAN_PARAM } from '../../routes/create-opportunity-path';
import { merchantSearch } from './merchant-search';

/** Long enough that a word typed at phone speed is one call, short enough to feel immediate. */
const SEARCH_DEBOUNCE_MS = 400;

export const createOpportunityTexts = {
  title: 'Create Opportunity',
  intro: 'Find the merchant you serve, then create a new opportunity for it.',
  searchLabel: 'PAN, name or mobile number',
  searchHint: 'The whole PAN, the shop or business name, or the start of the mobile number.',
  searching: 'Searching merchants...',
  noMatch: 'No merchant of yours matches this search. Check the PAN, name or mobile number and try again.',
  searchFailed: 'The search did not complete.',
  retry: 'Try again',
  more: (shown: number, total: number) => `Showing ${shown} of ${total} merchants. Type more to narrow the search.`,
  create: 'Create opportunity',
  createFailed: 'The opportunity was not created.',
} as const;

type Merchant = CreateOpportunityScreen_MerchantFragment;

function MerchantCard({ merchant, busy, disabled, failure, onCreate }: {
  merchant: Merchant;
  busy: boolean;
  disabled: boolean;
  failure: string | null;
  onCreate: () => void;
}) {
  const { name, legalName } = merchant.profile;
  const city = merchant.address?.city;
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={name} data-account-pan={merchant.panNumber}>
      <Stack gap={6}>
        <Text fw={600}>{name}</Text>
        {legalName && legalName !== name && (
          <Text size="sm" c="dimmed">
            {legalName}
          </Text>
        )}
        <Text size="sm">
          PAN {merchant.panNumber}
          {city ? ` · ${city}` : ''}
        </Text>
        {merchant.mobileNumber && <Text size="sm">Mobile {merchant.mobileNumber}</Text>}
        {failure && (
          <Text size="sm" c="red" role="alert">
            {failure}
          </Text>
        )}
        <Button size="lg" fullWidth loading={busy} disabled={disabled} onClick={onCreate}>
          {createOpportunityTexts.create}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * An opportunity for a merchant the agent already serves: the agent finds the merchant by PAN, name
 * or mobile, sees who it is, and creates the opportunity, which is selected and opened like any
 * other. The merchant's internal id never reaches the agent.
 */
export default function CreateOpportunityScreen() {
  const [params] = useSearchParams();
  const [text, setText] = useState(() => params.get(PAN_PARAM) ?? '');
  const [debounced] = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const input = useMemo(() => merchantSearch(debounced), [debounced]);
  const pending = JSON.stringify(merchantSearch(text)) !== JSON.stringify(input);
  const [{ data, fetching, error }, search] = useQuery({
    query: CreateOpportunityScreen_MerchantsDocument,
    variables: { input: input ?? {} },
    pause: input === null,
  });
  const [, createOpportunity] = useMutation(CreateOpportunityDocument);
  const resume = useResume();
  const [creating, setCreating] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ accountId: string; message: string } | null>(null);

  const create = async (merchant: Merchant) => {
    setCreating(merchant.id);
    setFailure(null);
    const result = await createOpportunity({ input: { isExistingMerchant: true, accountId: merchant.id } });
    const id = result.data?.createOpportunity.id;
    if (result.error || !id) {
      setCreating(null);
      setFailure({ accountId: merchant.id, message: result.error ? describeError(result.error).message : createOpportunityTexts.createFailed });
      return;
    }
    await resume({ leadId: null, opportunityId: Number(id), isExisting: true });
  };

  const found = input && !pending ? data?.merchantFilter : undefined;
  const described = error && !pending ? describeError(error) : null;

  return (
    <Stack gap="md" maw={720} mx="auto">
      <Title order={1} size="h2">
        {createOpportunityTexts.title}
      </Title>
      <Text size="sm">{createOpportunityTexts.intro}</Text>
      <TextInput
        type="search"
        size="lg"
        label={createOpportunityTexts.searchLabel}
        description={createOpportunityTexts.searchHint}
        value={text}
        maxLength={100}
        autoComplete="off"
        onChange={(e) => setText(e.currentTarget.value)}
      />
      {input && (pending || fetching) && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">{createOpportunityTexts.searching}</Text>
        </Group>
      )}
      {described && !fetching && (
        <Alert color="red" title={createOpportunityTexts.searchFailed} role="alert">
          <Stack gap="xs">
            <Text size="sm">{described.message}</Text>
            <Button size="lg" variant="light" w="fit-content" onClick={() => search({ requestPolicy: 'network-only' })}>
              {createOpportunityTexts.retry}
            </Button>
          </Stack>
        </Alert>
      )}
      {found && !fetching && !error && found.merchants.length === 0 && (
        <Alert color="yellow" role="status">
          {createOpportunityTexts.noMatch}
        </Alert>
      )}
      {found && !error && found.merchants.length > 0 && (
        <Stack gap="sm">
          {found.merchants.map((merchant) => (
            <MerchantCard
              key={merchant.id}
              merchant={merchant}
              busy={creating === merchant.id}
              disabled={creating !== null && creating !== merchant.id}
              failure={failure?.accountId === merchant.id ? failure.message : null}
              onCreate={() => void create(merchant)}
            />
          ))}
          {found.pageInfo.hasMore && (
            <Text size="sm" c="dimmed">
              {createOpportunityTexts.more(found.merchants.length, found.pageInfo.totalElements)}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
