import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CombinedError } from 'urql';
import { describeError } from '../../../api/error-message';
import { reopenTexts } from '../../../domain/closure-undo';
import { announce } from './closure-undo';

/**
 * 'Reopen' on a card under Not converted: the record goes back to the place it had (the server's
 * reopenLead or reopenOpportunity). A refusal is said on the card, with the server's reason.
 */
export function ReopenButton({ name, reopen }: { name: string; reopen: () => Promise<{ error?: CombinedError }> }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const onReopen = async () => {
    setBusy(true);
    setFailure(null);
    const result = await reopen();
    setBusy(false);
    if (result.error) {
      setFailure(describeError(result.error).message);
      return;
    }
    notifications.show({ color: 'green', message: reopenTexts.reopened(name) });
    announce();
  };
  return (
    <Stack gap={4} mt="xs">
      <Button size="xs" variant="light" w="fit-content" loading={busy} onClick={() => void onReopen()}>
        {reopenTexts.reopen}
      </Button>
      {failure && (
        <Text size="xs" c="red" role="alert">
          {failure}
        </Text>
      )}
    </Stack>
  );
}
