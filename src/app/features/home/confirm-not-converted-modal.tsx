import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { homeTexts } from './home-texts';

/** 'Mark as not converted' takes the record out of every list: the agent confirms it first. */
export function ConfirmNotConvertedModal({
  name,
  opened,
  busy,
  onClose,
  onConfirm,
}: {
  name: string;
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={homeTexts.confirmNotConverted} centered>
      <Stack>
        <Text size="sm">{homeTexts.notConvertedWarning(name)}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {homeTexts.cancel}
          </Button>
          <Button color="red" loading={busy} onClick={onConfirm}>
            {homeTexts.markNotConverted}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
