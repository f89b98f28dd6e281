import { Component, useEffect, type ReactNode } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { GENERIC_MESSAGE, OOPS_TITLE } from '../../domain/session-errors';
import { useAppServices } from '../app-services';

/** A screen that crashed while rendering: the generic message and a way out, not a blank page. */
function RouteError({ error }: { error: unknown }) {
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

interface BoundaryState {
  error: unknown;
  /** The address the crash happened at: going elsewhere shows that screen again. */
  crashedAt: string | null;
}

/** Around the routes: a crash shows RouteError until the agent goes to another address. */
export class RouteErrorBoundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, crashedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('A screen crashed') };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error === null) return null;
    if (state.crashedAt === null) return { crashedAt: props.pathname };
    return state.crashedAt === props.pathname ? null : { error: null, crashedAt: null };
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteError error={this.state.error} />;
  }
}
