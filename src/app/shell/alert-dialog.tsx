import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useAppServices } from '../app-services';
import type { AlertIcon } from './alert-store';
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
    <Modal
      opened={alert !== null}
      onClose={alerts.act}
      withCloseButton={false}
      closeOnClickOutside={false}
      centered
      size="sm"
      zIndex={400}
      data-alert-icon={alert?.icon ?? 'error'}
    >
      {alert && (
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon color={icon.colour} size={48} radius="xl" variant="light" aria-hidden>
            <Text fw={700} size="xl">
              {icon.glyph}
            </Text>
          </ThemeIcon>
          <Modal.Title fz="h4" fw={700}>
            {alert.title}
          </Modal.Title>
          <Text size="sm">{alert.message}</Text>
          <Button fullWidth onClick={alerts.act}>
            {alert.actionLabel ?? 'OK'}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
