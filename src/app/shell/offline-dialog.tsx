import { useEffect, useState } from 'react';
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { deferred } from './deferred';
import { ShellDialog } from './shell-dialog';
import { useOnline } from './use-online';

const OfflineOutboxLine = deferred(() => import('../offline/offline-outbox-line').then((module) => module.OfflineOutboxLine));

export const offlineTexts = {
  title: 'No Internet Available!',
  message: 'Check your internet connection and try again later',
  continueOffline: 'Continue offline',
} as const;

/**
 * Full screen when the browser goes offline, gone when it is back. It only covers the screen: the
 * routes underneath stay mounted, so nothing the agent typed is lost, and the agent may go on
 * offline, where saves that can wait are kept on the phone (the outbox).
 */
export function OfflineDialog() {
  const online = useOnline();
  const [goingOn, setGoingOn] = useState(false);
  // Each time the network goes, the dialog says so again.
  useEffect(() => {
    if (online) setGoingOn(false);
  }, [online]);
  const opened = !online && !goingOn;
  return (
    <ShellDialog opened={opened} fullScreen labelledBy="offline-dialog-title" data-offline={opened}>
      <Stack align="center" justify="center" ta="center" mih="80dvh" gap="md" px="md">
        <ThemeIcon color="red" size={64} radius="xl" variant="light" aria-hidden>
          <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M2 8.8a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01M3 3l18 18" />
          </svg>
        </ThemeIcon>
        <Title order={2} fz="h3" id="offline-dialog-title">
          {offlineTexts.title}
        </Title>
        <Text c="dimmed">{offlineTexts.message}</Text>
        <OfflineOutboxLine />
        <Button mih={44} onClick={() => setGoingOn(true)}>
          {offlineTexts.continueOffline}
        </Button>
      </Stack>
    </ShellDialog>
  );
}
