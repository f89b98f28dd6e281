import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack } from '@mantine/core';
import type { LeadLostReason } from '../../../../generated/graphql';
import { leadLostReasonLabels } from '../../../domain/lead-values';
import { homeTexts } from './home-texts';

const reasons = Object.keys(leadLostReasonLabels) as LeadLostReason[];

/** Asks why the lead or opportunity was lost (spec section 9's five reasons), then marks it lost. */
export function LostReasonModal({
  opened,
  onClose,
  onConfirm,
  busy,
}: {
  opened: boolean;
  onClose: () => void;
  onConfirm: (reason: LeadLostReason) => void;
  busy: boolean;
}) {
  const [reason, setReason] = useState<LeadLostReason | null>(null);
  return (
    <Modal opened={opened} onClose={onClose} title={homeTexts.markLost} centered>
      <Stack>
        <Radio.Group label="Lost reason" value={reason ?? ''} onChange={(v) => setReason(v as LeadLostReason)}>
          <Stack gap="xs" mt="xs">
            {reasons.map((r) => (
              <Radio key={r} value={r} label={leadLostReasonLabels[r]} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" disabled={!reason} loading={busy} onClick={() => reason && onConfirm(reason)}>
            {homeTexts.markLost}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
