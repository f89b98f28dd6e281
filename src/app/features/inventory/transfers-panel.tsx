import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import dayjs from 'dayjs';
import { useMutation, useQuery } from 'urql';
import {
  GetProductTransfersDocument,
  UpdateProductTransferDocument,
  type GetProductTransfersQuery,
  type TransferDirection,
} from '../../../../generated/graphql';
import { describeError, type ErrorMessage } from '../../../api/error-message';
import type { TransferClosingStatus } from '../../../domain/inventory';
import { DATE_TIME_DISPLAY_FORMAT } from '../../../domain/labels';
import { THUMB_CLOSE } from '../../capture/serial-scanner';
import { CourierFields, courierProblems, hasCourierProblem, trimmedCourier, type Courier, type CourierProblems } from './courier-fields';
import { inventoryTexts, transferStatusColors, transferStatusLabels } from './inventory-texts';
import { LoadState } from './load-state';

type Transfer = GetProductTransfersQuery['getProductTransfers']['productTransfers'][number];

const PAGE_SIZE = 20;

/** The actions the agent's side of an open transfer has: the receiver's two, or the sender's one. */
const actionsOf: Record<TransferDirection, readonly { status: TransferClosingStatus; label: string; color?: string; variant: string }[]> = {
  INCOMING: [
    { status: 'RECEIVED', label: inventoryTexts.receive, variant: 'filled' },
    { status: 'REJECTED', label: inventoryTexts.reject, color: 'red', variant: 'light' },
  ],
  OUTGOING: [{ status: 'CANCELLED', label: inventoryTexts.cancel, color: 'red', variant: 'light' }],
};

/**
 * The courier name and tracking number of a transfer still in transit, corrected by its sender: the
 * rules of src/domain/inventory-input.ts checked before sending, a refusal shown in the dialog with
 * what was typed.
 */
function CourierModal({ transfer, opened, onClose, onSaved }: { transfer: Transfer; opened: boolean; onClose: () => void; onSaved: () => void }) {
  const [courier, setCourier] = useState<Courier>({ courierName: transfer.courierName ?? '', trackingNumber: transfer.trackingNumber ?? '' });
  const [problems, setProblems] = useState<CourierProblems>({});
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [{ fetching }, update] = useMutation(UpdateProductTransferDocument);

  const save = async () => {
    setFailure(null);
    const found = courierProblems(courier);
    setProblems(found);
    if (hasCourierProblem(found)) return;
    const result = await update({ input: { id: transfer.id, ...trimmedCourier(courier) } });
    if (result.error) {
      setFailure(describeError(result.error));
      return;
    }
    notifications.show({ color: 'green', message: inventoryTexts.courierSaved });
    onSaved();
  };

  return (
    <Modal opened={opened} onClose={onClose} title={inventoryTexts.correctTitle} centered closeButtonProps={THUMB_CLOSE}>
      <Stack gap="sm">
        <Text size="sm">{transfer.serialNumber}</Text>
        <CourierFields value={courier} onChange={setCourier} problems={problems} />
        {failure && (
          <Alert color="red" title={failure.title} role="alert">
            {failure.message}
          </Alert>
        )}
        <Button onClick={() => void save()} loading={fetching}>
          {inventoryTexts.saveCourier}
        </Button>
      </Stack>
    </Modal>
  );
}

function TransferCard({ transfer, direction, onChanged }: { transfer: Transfer; direction: TransferDirection; onChanged: () => void }) {
  const [{ fetching }, update] = useMutation(UpdateProductTransferDocument);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [confirming, setConfirming] = useState<Exclude<TransferClosingStatus, 'RECEIVED'> | null>(null);
  const [correcting, setCorrecting] = useState(false);
  const open = transfer.status === 'IN_TRANSIT' || transfer.status === 'INITIATED';
  const other = direction === 'INCOMING' ? transfer.sourceLocation : transfer.destinationLocation;

  const close = async (status: TransferClosingStatus) => {
    setConfirming(null);
    setFailure(null);
    const result = await update({ input: { id: transfer.id, status } });
    if (result.error) {
      setFailure(describeError(result.error));
      return;
    }
    notifications.show({ color: 'green', message: inventoryTexts.done[status] });
    onChanged();
  };

  return (
    <Card withBorder padding="sm" component="article" aria-label={transfer.serialNumber ?? transfer.id} data-status={transfer.status}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {transfer.serialNumber}
          </Text>
          <Badge color={transferStatusColors[transfer.status]}>{transferStatusLabels[transfer.status]}</Badge>
        </Group>
        <Text size="sm">
          {direction === 'INCOMING' ? inventoryTexts.from : inventoryTexts.to}: {other?.name ?? '—'}
        </Text>
        {transfer.courierName && (
          <Text size="sm">
            {inventoryTexts.courier}: {transfer.courierName}
          </Text>
        )}
        {transfer.trackingNumber && (
          <Text size="sm">
            {inventoryTexts.tracking}: {transfer.trackingNumber}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {inventoryTexts.sentOn}: {dayjs(transfer.createdDate).format(DATE_TIME_DISPLAY_FORMAT)}
        </Text>
        {open && transfer.expectedReceiptAt && (
          <Text size="sm" data-expected-receipt={transfer.expectedReceiptAt}>
            {inventoryTexts.warehouseReceipt(dayjs(transfer.expectedReceiptAt).format(DATE_TIME_DISPLAY_FORMAT))}
          </Text>
        )}
        {failure && (
          <Alert color="red" title={failure.title} role="alert">
            {failure.message}
          </Alert>
        )}
        {open && (
          <Group gap="xs" grow>
            {actionsOf[direction].map((action) => (
              <Button
                key={action.status}
                color={action.color}
                variant={action.variant}
                loading={fetching}
                onClick={() => (action.status === 'RECEIVED' ? void close(action.status) : setConfirming(action.status))}
              >
                {action.label}
              </Button>
            ))}
          </Group>
        )}
        {open && direction === 'OUTGOING' && (
          <Button variant="default" onClick={() => setCorrecting(true)}>
            {inventoryTexts.correctCourier}
          </Button>
        )}
        {correcting && (
          <CourierModal
            transfer={transfer}
            opened={correcting}
            onClose={() => setCorrecting(false)}
            onSaved={() => {
              setCorrecting(false);
              onChanged();
            }}
          />
        )}
        <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={confirming ? inventoryTexts.confirm[confirming].title : undefined} centered>
          {confirming && (
            <Stack>
              <Text>{inventoryTexts.confirm[confirming].message}</Text>
              <Group grow>
                <Button variant="default" onClick={() => setConfirming(null)}>
                  {inventoryTexts.keep}
                </Button>
                <Button color="red" onClick={() => void close(confirming)}>
                  {inventoryTexts.confirm[confirming].action}
                </Button>
              </Group>
            </Stack>
          )}
        </Modal>
      </Stack>
    </Card>
  );
}

/** Transfers to the agent (to receive or reject) and from them (to cancel while in transit). */
export function TransfersPanel() {
  const [direction, setDirection] = useState<TransferDirection>('INCOMING');
  const [size, setSize] = useState(PAGE_SIZE);
  const [{ data, fetching, error }, refetch] = useQuery({ query: GetProductTransfersDocument, variables: { input: { direction, size } } });
  const result = data?.getProductTransfers;
  const reload = () => refetch({ requestPolicy: 'network-only' });

  return (
    <Stack gap="sm">
      <Group gap="xs" grow role="group" aria-label={inventoryTexts.transfersTab}>
        {(['INCOMING', 'OUTGOING'] as const).map((d) => (
          <Button
            key={d}
            variant={direction === d ? 'filled' : 'default'}
            aria-pressed={direction === d}
            onClick={() => {
              setDirection(d);
              setSize(PAGE_SIZE);
            }}
          >
            {d === 'INCOMING' ? inventoryTexts.incoming : inventoryTexts.outgoing}
          </Button>
        ))}
      </Group>
      <LoadState error={error} hasData={Boolean(result)} label="Loading the transfers" retry={reload}>
        {result && (
          <Stack gap="sm">
            {result.pageInfo.totalElements === 0 && <Alert color="gray">{direction === 'INCOMING' ? inventoryTexts.noIncoming : inventoryTexts.noOutgoing}</Alert>}
            {result.productTransfers.map((transfer) => (
              <TransferCard
                key={transfer.id}
                transfer={transfer}
                direction={direction}
                onChanged={reload}
              />
            ))}
            {result.pageInfo.hasMore && (
              <Button variant="light" loading={fetching} onClick={() => setSize((n) => n + PAGE_SIZE)}>
                {inventoryTexts.showMore}
              </Button>
            )}
          </Stack>
        )}
      </LoadState>
    </Stack>
  );
}
