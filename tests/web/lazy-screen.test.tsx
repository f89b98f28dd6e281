import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import type { LogClient } from '../../src/api/log-client';
import { AppServicesProvider } from '../../src/app/app-services';
import { LazyScreen } from '../../src/app/routes/lazy-screen';
import type { ScreenLoader } from '../../src/app/routes/route-table';
import { screenStyles } from '../../src/app/styles/screen-styles';
import { aloneServices } from './alone-services';

// These screens are not first screens, so each waits for the rest of the styles as well; here they
// are in already, as on a phone where /login or Home fetched them, and only the chunk's timing counts.
beforeAll(() => screenStyles(async () => ({ default: () => null })));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const Screen = () => <h1>The screen</h1>;

/** A loader the test settles by hand, as a slow network would. */
function deferredLoader() {
  let resolve: (module: { default: () => React.JSX.Element }) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  let calls = 0;
  const load: ScreenLoader = () => {
    calls++;
    return new Promise((res, rej) => {
      resolve = res;
      reject = rej;
    });
  };
  return {
    load,
    calls: () => calls,
    arrive: () => act(async () => resolve({ default: Screen })),
    fail: () => act(async () => reject(new TypeError('Failed to fetch dynamically imported module'))),
  };
}

function renderLazy(load: ScreenLoader, logger?: LogClient) {
  const services = aloneServices({ logger });
  return render(
    <MantineProvider>
      <AppServicesProvider services={services}>
        <LazyScreen load={load} />
      </AppServicesProvider>
    </MantineProvider>,
  );
}

const advance = (ms: number) => act(async () => vi.advanceTimersByTimeAsync(ms));
const placeholder = () => screen.queryByLabelText('Loading screen');

describe('LazyScreen timing (fake timers)', () => {
  test('a screen that arrives within 300 ms shows without any placeholder', async () => {
    const chunk = deferredLoader();
    renderLazy(chunk.load);
    await advance(200);
    expect(placeholder()).toBeNull();
    await chunk.arrive();
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(placeholder()).toBeNull();
  });

  test('a slow screen: the placeholder appears at 300 ms and stays 700 ms although the screen arrived at 400 ms', async () => {
    const chunk = deferredLoader();
    renderLazy(chunk.load);
    await advance(299);
    expect(placeholder()).toBeNull();
    await advance(1);
    expect(placeholder()).toBeInTheDocument();
    await advance(100);
    await chunk.arrive();
    expect(placeholder()).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'The screen' })).toBeNull();
    await advance(599);
    expect(placeholder()).toBeInTheDocument();
    await advance(1);
    expect(placeholder()).toBeNull();
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
  });

  test('a chunk that fails shows an error with a retry, not a blank page, and is logged', async () => {
    const chunk = deferredLoader();
    const logger = { error: vi.fn() } as unknown as LogClient;
    renderLazy(chunk.load, logger);
    await advance(1_000);
    await chunk.fail();
    await advance(1_000);
    expect(screen.getByRole('alert')).toHaveTextContent('This screen could not be loaded');
    expect(logger.error).toHaveBeenCalledWith('A screen failed to load', expect.any(TypeError));
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(chunk.calls()).toBe(2);
    await chunk.arrive();
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
  });

  test('a chunk still missing after 120000 ms counts as failed', async () => {
    const chunk = deferredLoader();
    renderLazy(chunk.load);
    await advance(119_999);
    expect(placeholder()).toBeInTheDocument();
    await advance(1);
    expect(screen.getByRole('alert')).toHaveTextContent('This screen could not be loaded');
  });

  test('a screen loaded once renders at once next time', async () => {
    const chunk = deferredLoader();
    const first = renderLazy(chunk.load);
    await chunk.arrive();
    first.unmount();
    renderLazy(chunk.load);
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
    expect(chunk.calls()).toBe(1);
  });
});
