import { useEffect, useState, type ComponentType } from 'react';
import { Alert, Box, Button, Center, Group, Loader, Text } from '@mantine/core';
import type { PlaceholderView } from '../../domain/placeholder-timing';
import { useAppServices } from '../app-services';
import { loadChunk } from './load-chunk';
import { createPlaceholderTimer } from './placeholder-timer';
import type { ScreenLoader } from './route-table';

// Screens already loaded render at once when visited again: no placeholder, no flash.
const loadedScreens = new Map<ScreenLoader, ComponentType>();

/** Loads a screen's chunk ahead of its first render, which then shows it at once. */
export async function preloadScreen(load: ScreenLoader): Promise<void> {
  const module = await loadChunk(load);
  loadedScreens.set(load, module.default);
}

type Outcome = { kind: 'loaded'; Screen: ComponentType } | { kind: 'failed' } | null;

export const lazyScreenTexts = {
  loading: 'Loading screen',
  failedTitle: 'This screen could not be loaded',
  failedMessage: 'Check your internet connection, then try again.',
  retry: 'Try again',
  reload: 'Reload app',
} as const;

function LoadingScreen({ load }: { load: ScreenLoader }) {
  const { logger } = useAppServices();
  const [attempt, setAttempt] = useState(0);
  const [view, setView] = useState<PlaceholderView>('blank');
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    let active = true;
    setView('blank');
    setOutcome(null);
    const timer = createPlaceholderTimer((next) => {
      if (active) setView(next);
    });
    loadChunk(load).then(
      (module) => {
        loadedScreens.set(load, module.default);
        if (!active) return;
        setOutcome({ kind: 'loaded', Screen: module.default });
        timer.settle();
      },
      (error: unknown) => {
        logger?.error('A screen failed to load', error);
        if (!active) return;
        setOutcome({ kind: 'failed' });
        timer.settle();
      },
    );
    return () => {
      active = false;
      timer.dispose();
    };
  }, [load, attempt, logger]);

  if (view === 'placeholder') {
    return (
      <Center py="xl" data-screen-state="placeholder">
        <Loader aria-label={lazyScreenTexts.loading} />
      </Center>
    );
  }
  if (view === 'blank' || !outcome) return <Box mih={200} aria-busy="true" data-screen-state="blank" />;
  if (outcome.kind === 'loaded') return <outcome.Screen />;
  return <ScreenLoadFailed onRetry={() => setAttempt((n) => n + 1)} />;
}

/** What a screen, or a part of it fetched on its own, shows when its code did not arrive: try again, or reload the app. */
export function ScreenLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="red" title={lazyScreenTexts.failedTitle} role="alert" maw={560} mx="auto" data-screen-state="failed">
      <Text size="sm">{lazyScreenTexts.failedMessage}</Text>
      <Group mt="sm" gap="xs">
        <Button size="xs" onClick={onRetry}>
          {lazyScreenTexts.retry}
        </Button>
        <Button size="xs" variant="light" onClick={() => window.location.reload()}>
          {lazyScreenTexts.reload}
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * A route's screen, loaded from its own chunk on first visit: the placeholder shows only when the
 * chunk takes over 300 ms and then stays at least 700 ms; a chunk that fails (or takes over
 * 120 s) shows an error with a retry instead of a blank page.
 */
export function LazyScreen({ load }: { load: ScreenLoader }) {
  // Decided once per mount: if this switched to the cached screen later, the screen would remount
  // and lose what the agent typed.
  const [Screen] = useState(() => loadedScreens.get(load));
  if (Screen) return <Screen />;
  return <LoadingScreen load={load} />;
}
