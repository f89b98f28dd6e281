import { Alert, Button, Group, Text } from '@mantine/core';
import dayjs from 'dayjs';

export const draftTexts = {
  restored: (savedAt: string) => `What you typed on ${savedAt} is back. It was not saved yet.`,
  discard: 'Discard it',
} as const;

/** Above a step whose fields came back from a draft: when it was typed, and a way to start from what is saved. */
export function DraftNotice({ savedAt, onDiscard }: { savedAt: number; onDiscard: () => void }) {
  return (
    <Alert color="blue" role="status" data-draft-restored>
      <Group justify="space-between" gap="xs">
        <Text size="sm" style={{ flex: 1, minWidth: 0 }}>
          {draftTexts.restored(dayjs(savedAt).format('D MMM, h:mm A'))}
        </Text>
        <Button variant="subtle" mih={44} onClick={onDiscard}>
          {draftTexts.discard}
        </Button>
      </Group>
    </Alert>
  );
}
