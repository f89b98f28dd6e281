import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from 'urql';
import { SalesAppLatestVersionDocument } from '../../../generated/graphql';
import { updateKind } from '../../domain/app-update';
import { APP_VERSION } from '../build-info';

export const updateTexts = {
  optionalTitle: 'Update available',
  forcedTitle: 'Update required',
  optionalMessage: (version: string) => `Version ${version} of the sales app is available. Please update the app from the hub.`,
  forcedMessage: (version: string) => `Version ${version} of the sales app is required. Please update the app from the hub to continue.`,
  update: 'Update now',
  later: 'Later',
} as const;

const dismissedKey = (version: string) => `updateDismissed:${version}`;
const variables = { input: { currentVersion: APP_VERSION } };

/**
 * The app-update prompt: asks once per sign-in whether the server knows a newer build. A forced
 * update blocks the app until the agent updates; an optional one can be put off (until the next
 * newer version, or the next browser session).
 */
export function UpdatePrompt({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const [{ data }] = useQuery({ query: SalesAppLatestVersionDocument, variables });
  const latest = data?.salesAppLatestVersion;
  const kind = latest ? updateKind(latest, APP_VERSION) : 'none';
  const [dismissed, setDismissed] = useState<string | null>(null);
  const wasDismissed = latest ? dismissed === latest.version || sessionStorage.getItem(dismissedKey(latest.version)) === 'yes' : false;
  const opened = kind === 'forced' || (kind === 'optional' && !wasDismissed);

  const later = () => {
    if (!latest) return;
    sessionStorage.setItem(dismissedKey(latest.version), 'yes');
    setDismissed(latest.version);
  };

  return (
    <Modal
      opened={opened && latest !== undefined}
      onClose={kind === 'forced' ? () => undefined : later}
      withCloseButton={kind !== 'forced'}
      closeOnEscape={kind !== 'forced'}
      closeOnClickOutside={kind !== 'forced'}
      title={kind === 'forced' ? updateTexts.forcedTitle : updateTexts.optionalTitle}
      centered
      zIndex={450}
      data-update-kind={kind}
    >
      {latest && (
        <Stack>
          <Text size="sm">{kind === 'forced' ? updateTexts.forcedMessage(latest.version) : updateTexts.optionalMessage(latest.version)}</Text>
          <Group justify="flex-end">
            {kind === 'optional' && (
              <Button variant="default" onClick={later}>
                {updateTexts.later}
              </Button>
            )}
            <Button onClick={reload}>{updateTexts.update}</Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
