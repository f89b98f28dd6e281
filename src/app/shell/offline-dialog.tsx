import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { ShellDialog } from './shell-dialog';
import { useOnline } from './use-online';

export const offlineTexts = {
  title: 'No Internet Available!',
  message: 'Check your internet connection and try again later',
} as const;

/**
 * Full screen while the browser is offline, gone when it is back. It only covers the screen: the
 * routes underneath stay mounted, so nothing the agent typed is lost.
 */
export function OfflineDialog() {
  const online = useOnline();
  return (
    <ShellDialog opened={!online} fullScreen labelledBy="offline-dialog-title" data-offline={!online}>
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
      </Stack>
    </ShellDialog>
  );
}
