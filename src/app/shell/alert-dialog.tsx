import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useAppServices } from '../app-services';
import type { AlertIcon } from './alert-store';
import { ShellDialog } from './shell-dialog';
import { useCurrentAlert } from './use-alert';

const icons: Record<AlertIcon, { colour: string; glyph: string }> = {
  error: { colour: 'red', glyph: '!' },
  warning: { colour: 'yellow', glyph: '!' },
  info: { colour: 'blue', glyph: 'i' },
  success: { colour: 'green', glyph: '✓' },
};

/** The global alert dialog: an icon, a title, a sub-text and one action button. */
export function AlertDialog() {
  const { alerts } = useAppServices();
  const alert = useCurrentAlert();
  const icon = icons[alert?.icon ?? 'error'];
  return (
    <ShellDialog opened={alert !== null} onEscape={alerts.act} labelledBy="alert-dialog-title" data-alert-icon={alert?.icon ?? 'error'}>
      {alert && (
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon color={icon.colour} size={48} radius="xl" variant="light" aria-hidden>
            <Text fw={700} size="xl">
              {icon.glyph}
            </Text>
          </ThemeIcon>
          <Title order={2} fz="h4" id="alert-dialog-title">
            {alert.title}
          </Title>
          <Text size="sm">{alert.message}</Text>
          <Button fullWidth onClick={alerts.act}>
            {alert.actionLabel ?? 'OK'}
          </Button>
        </Stack>
      )}
    </ShellDialog>
  );
}
