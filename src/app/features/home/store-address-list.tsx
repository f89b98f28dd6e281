import { useEffect } from 'react';
import { Button, Card, Stack, Text } from '@mantine/core';
import { useQuery } from 'urql';
import { StoreAddressListDocument, type StoreAddressListQuery } from '../../../../generated/graphql';
import { directionsUrl } from './directions';
import { homeTexts } from './home-texts';
import { PAGE_SIZE } from './lead-list';
import { PagedList, PageState, type CountText, type PageLoaded } from './paged-list';

type StoreAddress = StoreAddressListQuery['storeAddressList']['stores'][number];

export function storeAddressText(store: StoreAddress): string {
  const a = store.address;
  return [a.addressLine1, a.addressLine2, a.landmark, a.city, a.state, a.pinCode].filter(Boolean).join(', ');
}

function StoreCard({ store }: { store: StoreAddress }) {
  const address = storeAddressText(store);
  const directions = directionsUrl(store.address, address);
  return (
    <Card withBorder padding="sm" component="article" aria-label={store.name} data-store-id={store.id}>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600} truncate>
          {store.name}
        </Text>
        <Text size="sm" c="dimmed" truncate>
          {store.merchantName}
        </Text>
        <Text size="sm" style={{ wordBreak: 'break-word' }}>
          {address}
        </Text>
      </Stack>
      {directions && (
        <Button size="xs" variant="default" mt="xs" w="fit-content" component="a" href={directions} target="_blank" rel="noopener noreferrer">
          {homeTexts.getDirections}
        </Button>
      )}
    </Card>
  );
}

function StorePage({ page, search, onLoaded, countText }: { page: number; search: string; onLoaded: PageLoaded; countText: CountText | undefined }) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: StoreAddressListDocument,
    variables: { input: { page, size: PAGE_SIZE, ...(search ? { search } : {}) } },
  });
  const list = data?.storeAddressList;
  useEffect(() => {
    if (list) onLoaded(list.pageInfo.hasMore, list.pageInfo.totalElements);
  }, [list, onLoaded]);
  return (
    <PageState error={error} fetching={fetching} hasData={Boolean(list)} label="Loading store addresses" retry={() => reexecute()} countText={countText} total={list?.pageInfo.totalElements}>
      {list?.stores.map((store) => <StoreCard key={store.id} store={store} />)}
    </PageState>
  );
}

/** The stores of the agent's merchants, with their addresses and directions. */
export function StoreAddressList({ search }: { search: string }) {
  return (
    <PagedList
      key={search}
      searching={Boolean(search)}
      countText={(total) => (total === 1 ? '1 store' : `${total} stores`)}
      emptyTitle="No stores"
      emptyText="The stores of your merchants appear here once their stores are added."
      renderPage={(page, onLoaded, countText) => <StorePage page={page} search={search} onLoaded={onLoaded} countText={countText} />}
    />
  );
}
