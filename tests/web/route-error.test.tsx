import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { LogClient } from '../../src/api/log-client';
import { AppServicesProvider } from '../../src/app/app-services';
import { RootLayout } from '../../src/app/shell/root-layout';
import { aloneServices } from './alone-services';

function Crashing(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'name')");
}

// React reports a caught render error on the console as well; the app logs it through its logger.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

function renderRoutes(path: string, logger: LogClient) {
  const services = aloneServices({ logger });
  return render(
    <MantineProvider>
      <AppServicesProvider services={services}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<RootLayout />}>
              <Route path="/broken" element={<Crashing />} />
              <Route
                path="/"
                element={
                  <>
                    <h1>Home screen</h1>
                    <Link to="/broken">Open the broken screen</Link>
                  </>
                }
              />
            </Route>
          </Routes>
          <Link to="/">Back home</Link>
        </MemoryRouter>
      </AppServicesProvider>
    </MantineProvider>,
  );
}

test('a screen that crashes shows the generic error in its place, is logged, and going elsewhere shows that screen', async () => {
  const logger = { error: vi.fn() } as unknown as LogClient;
  renderRoutes('/', logger);
  const user = userEvent.setup();
  await user.click(screen.getByRole('link', { name: 'Open the broken screen' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Oops!');
  expect(alert).toHaveTextContent('Something went wrong. Please try again later.');
  expect(screen.getByRole('button', { name: 'Go to Home' })).toBeInTheDocument();
  expect(logger.error).toHaveBeenCalledWith('A screen crashed', expect.any(TypeError));

  await user.click(screen.getByRole('link', { name: 'Back home' }));
  expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
});
