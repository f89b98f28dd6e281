import { Stack, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { inventoryTexts } from './inventory-texts';
import { ItemsPanel } from './items-panel';
import { TransfersPanel } from './transfers-panel';

type InventoryTab = 'items' | 'transfers';

/**
 * The agent's stock (/inventoryManagement): the items at their location, and the stock transfers
 * from and to it. A tab is loaded afresh each time it is opened, so a transfer received on one shows
 * in the items of the other.
 */
export default function InventoryScreen() {
  const [params, setParams] = useSearchParams();
  const tab: InventoryTab = params.get('tab') === 'transfers' ? 'transfers' : 'items';
  const choose = (next: string | null) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        updated.set('tab', next === 'transfers' ? 'transfers' : 'items');
        return updated;
      },
      { replace: true },
    );

  return (
    <Stack gap="sm" maw={720} mx="auto">
      <Title order={1} size="h3">
        {inventoryTexts.title}
      </Title>
      <Tabs value={tab} onChange={choose} keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="items">{inventoryTexts.itemsTab}</Tabs.Tab>
          <Tabs.Tab value="transfers">{inventoryTexts.transfersTab}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="items" pt="sm">
          <ItemsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="transfers" pt="sm">
          <TransfersPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
