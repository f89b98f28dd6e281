import { useState } from 'react';
import { Alert, Badge, Button, Card, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import dayjs from 'dayjs';
import { useQuery } from 'urql';
import { GetProductItemsDocument, type GetProductItemsQuery } from '../../../../generated/graphql';
import { DATE_DISPLAY_FORMAT } from '../../../domain/labels';
import { SerialScanner } from '../../capture/serial-scanner';
import { inventoryTexts, productTypeLabels, workingConditionLabels } from './inventory-texts';
import { ConditionModal } from './condition-modal';
import { LoadState } from './load-state';
import { SendTransferModal } from './send-transfer-modal';

type Item = GetProductItemsQuery['getProductItems']['productItems'][number];

const PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 300;

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}:
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

function ItemCard({ item, selected, onToggle, onChangeCondition }: { item: Item; selected: boolean; onToggle: () => void; onChangeCondition: () => void }) {
  const serial = item.serialNumber ?? item.productItemNumber;
  return (
    <Card withBorder padding="sm" component="article" aria-label={serial} data-in-transit={item.inTransit || undefined}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Text fw={600}>{item.productName}</Text>
            <Text size="sm" c="dimmed">
              {productTypeLabels[item.productType]}
            </Text>
          </Stack>
          {item.inTransit && <Badge color="yellow">{inventoryTexts.inTransit}</Badge>}
        </Group>
        <Detail label={inventoryTexts.serial} value={serial} />
        {item.secondarySerialNumber && <Detail label={inventoryTexts.secondarySerial} value={item.secondarySerialNumber} />}
        <Detail label={inventoryTexts.condition} value={workingConditionLabels[item.workingCondition]} />
        {item.receivingDate && <Detail label={inventoryTexts.received} value={dayjs(item.receivingDate).format(DATE_DISPLAY_FORMAT)} />}
        <Detail label={inventoryTexts.quantity} value={String(item.quantityOnHand)} />
        {!item.inTransit && (
          <Group justify="space-between" gap="xs">
            <Checkbox
              label={inventoryTexts.select(serial)}
              checked={selected}
              onChange={onToggle}
            />
            <Button variant="subtle" onClick={onChangeCondition} style={{ flexShrink: 0 }}>
              {inventoryTexts.changeCondition}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** The agent's items, searched by a serial typed or scanned, chosen for a transfer. */
export function ItemsPanel() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [size, setSize] = useState(PAGE_SIZE);
  const [selected, setSelected] = useState<ReadonlyMap<string, Item>>(new Map());
  const [sending, setSending] = useState(false);
  const [conditionOf, setConditionOf] = useState<Item | null>(null);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: GetProductItemsDocument,
    variables: { input: { search: debounced || null, size } },
  });
  const result = data?.getProductItems;

  const toggle = (item: Item) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(item.id)) next.delete(item.id);
      else next.set(item.id, item);
      return next;
    });

  return (
    <Stack gap="sm">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          type="search"
          label={inventoryTexts.search}
          placeholder={inventoryTexts.searchPlaceholder}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setSize(PAGE_SIZE);
          }}
          autoComplete="off"
        />
        <SerialScanner label={inventoryTexts.scanned} onDetected={(value) => setSearch(value)} />
      </Group>
      <LoadState error={error} hasData={Boolean(result)} label="Loading your items" retry={() => refetch({ requestPolicy: 'network-only' })}>
        {result && (
          <Stack gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              {inventoryTexts.itemCount(result.pageInfo.totalElements)}
            </Text>
            {result.pageInfo.totalElements === 0 && <Alert color="gray">{debounced ? inventoryTexts.noMatch : inventoryTexts.noItems}</Alert>}
            {result.productItems.map((item) => (
              <ItemCard key={item.id} item={item} selected={selected.has(item.id)} onToggle={() => toggle(item)} onChangeCondition={() => setConditionOf(item)} />
            ))}
            {result.pageInfo.hasMore && (
              <Button variant="light" loading={fetching} onClick={() => setSize((n) => n + PAGE_SIZE)}>
                {inventoryTexts.showMore}
              </Button>
            )}
          </Stack>
        )}
      </LoadState>
      {selected.size > 0 && (
        <Button pos="sticky" bottom={8} onClick={() => setSending(true)}>
          {inventoryTexts.sendSelected(selected.size)}
        </Button>
      )}
      <ConditionModal
        item={conditionOf}
        onClose={() => setConditionOf(null)}
        onSaved={() => {
          setConditionOf(null);
          refetch({ requestPolicy: 'network-only' });
        }}
      />
      <SendTransferModal
        opened={sending}
        items={[...selected.values()]}
        onClose={() => setSending(false)}
        onSent={() => {
          setSending(false);
          setSelected(new Map());
          refetch({ requestPolicy: 'network-only' });
        }}
      />
    </Stack>
  );
}
