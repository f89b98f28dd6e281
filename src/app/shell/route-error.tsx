import { useEffect } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router-dom';
import { GENERIC_MESSAGE, OOPS_TITLE } from '../../domain/error-catalogue';
import { useAppServices } from '../app-services';

/** A screen that crashed while rendering: the generic message and a way out, not a blank page. */
export function RouteError() {
  const error = useRouteError();
  const { logger } = useAppServices();
  useEffect(() => {
    logger?.error('A screen crashed', error);
  }, [error, logger]);
  return (
    <Stack align="center" ta="center" py="xl" px="md" role="alert">
      <Title order={1} size="h2">
        {OOPS_TITLE}
      </Title>
      <Text c="dimmed">{GENERIC_MESSAGE}</Text>
      <Button onClick={() => window.location.assign('/')}>Go to Home</Button>
    </Stack>
  );
}
