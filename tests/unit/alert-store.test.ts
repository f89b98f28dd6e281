import { expect, test, vi } from 'vitest';
import { createAlertStore } from '../../src/app/shell/alert-store';

test('alerts show one at a time, in order; the button closes one and runs its action', () => {
  const alerts = createAlertStore();
  const listener = vi.fn();
  alerts.subscribe(listener);
  const first = vi.fn();
  alerts.open({ title: 'Blacklisted PAN', message: "This PAN is blacklisted and can't be used for onboarding", actionLabel: 'Ok', onAction: first });
  alerts.open({ title: 'Link Unavailable', message: 'The system encountered an error while retrieving the link. Please try again later.' });
  expect(alerts.current()?.title).toBe('Blacklisted PAN');
  alerts.act();
  expect(first).toHaveBeenCalledOnce();
  expect(alerts.current()?.title).toBe('Link Unavailable');
  alerts.act();
  expect(alerts.current()).toBeNull();
  alerts.act();
  expect(listener).toHaveBeenCalledTimes(4);
});

test('the same alert twice in a row (several calls failing alike) shows once', () => {
  const alerts = createAlertStore();
  alerts.open({ title: 'Session Expired', message: 'User access expired, login again' });
  alerts.open({ title: 'Session Expired', message: 'User access expired, login again' });
  alerts.act();
  expect(alerts.current()).toBeNull();
});
