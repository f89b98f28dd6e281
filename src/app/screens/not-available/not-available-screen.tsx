import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useRouteHandle } from '../../routes/route-handle';

export const notAvailableTexts = {
  alertTitle: 'Not available yet',
  message: 'This screen is not available in the app yet. It comes with a later update.',
  home: 'Go to Home',
} as const;

/**
 * The screen of every route a later issue builds: its title and a clear 'not available yet' state.
 * One component for all of them, so the route table can count what is left (notAvailableRoutes).
 */
export default function NotAvailableScreen() {
  const title = useRouteHandle()?.title ?? '';
  return (
    <Stack gap="md" maw={720} mx="auto" data-not-available>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Alert color="yellow" title={notAvailableTexts.alertTitle}>
        <Text size="sm">{notAvailableTexts.message}</Text>
      </Alert>
      <Button component={Link} to="/" variant="light" w="fit-content">
        {notAvailableTexts.home}
      </Button>
    </Stack>
  );
}
