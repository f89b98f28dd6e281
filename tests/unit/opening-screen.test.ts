import { expect, test } from 'vitest';
import { screenOpenedAt } from '../../src/app/routes/opening-screen';
import { routeTable } from '../../src/app/routes/route-table';

const screenOf = (path: string) => routeTable.find((entry) => entry.path === path)?.screen;

test('the screen an address opens is the one its route shows', () => {
  expect(screenOpenedAt('/', true)).toBe(screenOf('/'));
  expect(screenOpenedAt('/PricingPlan/plan-7', true)).toBe(screenOf('/PricingPlan/*'));
  expect(screenOpenedAt('/no-such-screen', true)).toBe(screenOf('*'));
});

test('signed out, a guarded screen is not loaded (the agent is sent to /login), the login screen is', () => {
  expect(screenOpenedAt('/', false)).toBeNull();
  expect(screenOpenedAt('/BankAccount', false)).toBeNull();
  expect(screenOpenedAt('/login', false)).toBe(screenOf('/login'));
});
