import { useState, useSyncExternalStore } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import type { AppRefresh } from '../offline/app-refresh';

export const refreshTexts = {
  message: 'A new version of the app is ready.',
  reload: 'Reload',
  later: 'Later',
} as const;

const never = () => false;
const noSubscription = () => () => undefined;

/**
 * Offers the newer build the service worker has downloaded. Nothing changes until the agent taps
 * Reload: what is on the screen keeps running on the build it started with.
 */
export function RefreshPrompt({ refresh }: { refresh: AppRefresh | undefined }) {
  const waiting = useSyncExternalStore(refresh?.subscribe ?? noSubscription, refresh?.get ?? never, never);
  const [putOff, setPutOff] = useState(false);
  const [reloading, setReloading] = useState(false);
  if (!refresh || !waiting || putOff) return null;
  return (
    <Paper
      role="status"
      withBorder
      shadow="md"
      p="sm"
      pos="fixed"
      bottom="var(--mantine-spacing-md)"
      left="var(--mantine-spacing-md)"
      right="var(--mantine-spacing-md)"
      maw={480}
      mx="auto"
      style={{ zIndex: 300 }}
      data-refresh-prompt
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{refreshTexts.message}</Text>
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" mih={44} onClick={() => setPutOff(true)}>
            {refreshTexts.later}
          </Button>
          <Button
            mih={44}
            loading={reloading}
            onClick={() => {
              setReloading(true);
              void refresh.reload();
            }}
          >
            {refreshTexts.reload}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
