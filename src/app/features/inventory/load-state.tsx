import type { ReactNode } from 'react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { CombinedError } from 'urql';
import { describeError } from '../../../api/error-message';
import { inventoryTexts } from './inventory-texts';

/** A list while it first loads, when it could not load (with a retry), and once it has rows. */
export function LoadState({ error, hasData, label, retry, children }: { error: CombinedError | undefined; hasData: boolean; label: string; retry: () => void; children: ReactNode }) {
  if (error && !hasData) {
    const { title, message } = describeError(error);
    return (
      <Alert color="red" title={title} role="alert">
        <Stack gap="xs">
          <Text size="sm">{message}</Text>
          <Button variant="light" onClick={retry} w="fit-content">
            {inventoryTexts.tryAgain}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!hasData) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={label} />
      </Center>
    );
  }
  return <>{children}</>;
}
