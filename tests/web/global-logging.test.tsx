import { afterEach, expect, test, vi } from 'vitest';
import type { LogClient } from '../../src/api/log-client';
import { installGlobalLogging } from '../../src/app/logging/install-global-logging';

function fakeLogger() {
  return { error: vi.fn(), warn: vi.fn(), flush: vi.fn(async () => undefined) };
}

let uninstall: () => void = () => undefined;
afterEach(() => {
  uninstall();
  vi.restoreAllMocks();
});

test('uncaught errors and unhandled rejections are logged as errors', () => {
  const logger = fakeLogger();
  uninstall = installGlobalLogging(logger as unknown as LogClient);
  const error = new TypeError('x is undefined');
  window.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught TypeError: x is undefined', error }));
  expect(logger.error).toHaveBeenCalledWith('Uncaught TypeError: x is undefined', error);
  const rejection = Object.assign(new Event('unhandledrejection'), { reason: new Error('lost promise') });
  window.dispatchEvent(rejection);
  expect(logger.error).toHaveBeenCalledWith('Unhandled promise rejection', rejection.reason);
});

test('the queue is flushed when the page is hidden, not when it is shown again', () => {
  const logger = fakeLogger();
  uninstall = installGlobalLogging(logger as unknown as LogClient);
  const visibility = vi.spyOn(document, 'visibilityState', 'get');
  visibility.mockReturnValue('visible');
  document.dispatchEvent(new Event('visibilitychange'));
  expect(logger.flush).not.toHaveBeenCalled();
  visibility.mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
  expect(logger.flush).toHaveBeenCalledOnce();
  window.dispatchEvent(new Event('pagehide'));
  expect(logger.flush).toHaveBeenCalledTimes(2);
});

test('uninstalled, it logs nothing more', () => {
  const logger = fakeLogger();
  installGlobalLogging(logger as unknown as LogClient)();
  window.dispatchEvent(new ErrorEvent('error', { message: 'late' }));
  expect(logger.error).not.toHaveBeenCalled();
});
