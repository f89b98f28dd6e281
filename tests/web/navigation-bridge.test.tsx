import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { expect, test } from 'vitest';
import { createNavigationBridge, NavigationBridgeHost } from '../../src/app/routes/navigation-bridge';

function renderRoutes(bridge: ReturnType<typeof createNavigationBridge>) {
  render(
    <MemoryRouter initialEntries={['/']}>
      <NavigationBridgeHost bridge={bridge} />
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/login" element={<h1>Sign-in</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

test('code outside React navigates through the router once it has rendered', async () => {
  const bridge = createNavigationBridge();
  renderRoutes(bridge);
  expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  act(() => bridge.navigate('/login', { replace: true }));
  expect(await screen.findByRole('heading', { name: 'Sign-in' })).toBeInTheDocument();
});

test('a navigation asked for before the router has rendered is made once it has', async () => {
  const bridge = createNavigationBridge();
  bridge.navigate('/login');
  renderRoutes(bridge);
  expect(await screen.findByRole('heading', { name: 'Sign-in' })).toBeInTheDocument();
});
