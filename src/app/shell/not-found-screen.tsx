import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export default function NotFoundScreen() {
  return (
    <Stack align="center" py="xl" px="md" ta="center">
      <Title order={1} size="h2">
        Page not found
      </Title>
      <Text c="dimmed">The page you asked for does not exist.</Text>
      <Button component={Link} to="/">
        Go to Home
      </Button>
    </Stack>
  );
}
