import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import type { AppRefresh } from '../../src/app/offline/app-refresh';
import { RefreshPrompt, refreshTexts } from '../../src/app/shell/refresh-prompt';

/** An AppRefresh whose newer build arrives when the test says (the service worker's part is in tests/e2e/installable-app.test.ts). */
function refreshWhenTold() {
  let waiting = false;
  const listeners = new Set<() => void>();
  let reloads = 0;
  const refresh: AppRefresh = {
    get: () => waiting,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload: async () => void reloads++,
  };
  return {
    refresh,
    arrive: () => {
      waiting = true;
      listeners.forEach((listener) => listener());
    },
    reloads: () => reloads,
  };
}

const renderPrompt = (refresh: AppRefresh) =>
  render(
    <MantineProvider>
      <RefreshPrompt refresh={refresh} />
    </MantineProvider>,
  );

test('nothing is offered until a newer build has arrived; Reload hands over to it', async () => {
  const build = refreshWhenTold();
  renderPrompt(build.refresh);
  expect(screen.queryByText(refreshTexts.message)).toBeNull();

  act(() => build.arrive());
  expect(screen.getByRole('status')).toHaveTextContent(refreshTexts.message);
  await userEvent.click(screen.getByRole('button', { name: refreshTexts.reload }));
  expect(build.reloads()).toBe(1);
});

test('Later puts the newer build off: the running one goes on', async () => {
  const build = refreshWhenTold();
  renderPrompt(build.refresh);
  act(() => build.arrive());
  await userEvent.click(screen.getByRole('button', { name: refreshTexts.later }));
  expect(screen.queryByText(refreshTexts.message)).toBeNull();
  expect(build.reloads()).toBe(0);
});
