import { useState } from 'react';
import { Alert, Button, Modal, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from 'urql';
import { CreateProductTransferDocument, LocationFilterDocument, type GetProductItemsQuery } from '../../../../generated/graphql';
import { describeError, type ErrorMessage } from '../../../api/error-message';
import { inventoryMessages } from '../../../domain/inventory';
import { THUMB_CLOSE } from '../../capture/serial-scanner';
import { CourierFields, courierProblems, hasCourierProblem, trimmedCourier, type Courier, type CourierProblems } from './courier-fields';
import { inventoryTexts } from './inventory-texts';

type Item = GetProductItemsQuery['getProductItems']['productItems'][number];

const SEARCH_DEBOUNCE_MS = 300;

type Problems = CourierProblems & { destination?: string };

const NO_COURIER: Courier = { courierName: '', trackingNumber: '' };

/** Where the chosen items go and with which courier; sends them in one transfer request. */
export function SendTransferModal({ opened, items, onClose, onSent }: { opened: boolean; items: readonly Item[]; onClose: () => void; onSent: () => void }) {
  const [destination, setDestination] = useState<{ id: string; name: string } | null>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [courier, setCourier] = useState<Courier>(NO_COURIER);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  // The chosen location's own name in the box is no search for another.
  const searchText = destination && debounced === destination.name ? '' : debounced;
  const [{ data }] = useQuery({ query: LocationFilterDocument, variables: { input: { search: searchText || null, size: 20 } }, pause: !opened });
  const [{ fetching: sending }, create] = useMutation(CreateProductTransferDocument);

  const locations = data?.LocationFilter.locations ?? [];
  const options = [...locations, ...(destination && !locations.some((l) => l.id === destination.id) ? [destination] : [])].map((l) => ({ value: l.id, label: l.name }));

  const send = async () => {
    setFailure(null);
    const found: Problems = { destination: destination ? undefined : inventoryMessages.destination, ...courierProblems(courier) };
    setProblems(found);
    if (!destination || hasCourierProblem(found)) return;
    const result = await create({
      input: { productItemIds: items.map((i) => i.id), destinationLocationId: destination.id, ...trimmedCourier(courier) },
    });
    if (result.error) {
      setFailure(describeError(result.error));
      return;
    }
    notifications.show({ color: 'green', message: inventoryTexts.sent(items.length, destination.name) });
    setDestination(null);
    setSearch('');
    setCourier(NO_COURIER);
    onSent();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={inventoryTexts.sendTitle} centered closeButtonProps={THUMB_CLOSE}>
      <Stack gap="sm">
        <Text size="sm">{items.map((i) => i.serialNumber ?? i.productItemNumber).join(', ')}</Text>
        <Select
          label={inventoryTexts.destination}
          placeholder={inventoryTexts.destinationPlaceholder}
          searchable
          required
          data={options}
          value={destination?.id ?? null}
          onChange={(id) => setDestination(locations.find((l) => l.id === id) ?? null)}
          searchValue={search}
          onSearchChange={setSearch}
          // The server has searched already (LocationFilter): every option it answered is shown.
          filter={({ options: all }) => all}
          nothingFoundMessage={inventoryTexts.noDestination}
          error={problems.destination}
        />
        <CourierFields value={courier} onChange={setCourier} problems={problems} />
        {failure && (
          <Alert color="red" title={failure.title} role="alert">
            {failure.message}
          </Alert>
        )}
        <Button onClick={() => void send()} loading={sending}>
          {inventoryTexts.send}
        </Button>
      </Stack>
    </Modal>
  );
}
