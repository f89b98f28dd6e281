import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { compress } from './doubles/browser-image-compression';
import { forgetIndexedDb } from './doubles/idb-keyval';
import './jsdom-shims';
import { middayTimeZone } from '../support/midday-time-zone';

// A file that signs in just before midnight would be signed out just after it (tests/support/midday-time-zone.ts).
process.env.TZ = middayTimeZone();
// The files of a worker share one process (vitest.config.ts): what an earlier file stored or
// notified is not this one's.
localStorage.clear();
sessionStorage.clear();
notifications.clean();
forgetIndexedDb();
compress.mockReset();

// findBy* and waitFor give up after a second by default, which a busy machine can take to render a
// lazy screen or answer a call in process; they still return as soon as what they wait for is there.
configure({ asyncUtilTimeout: 10_000 });

// React reports a component updated while another renders (a state change from inside a render)
// only as a console error; every web test fails on one, so the app never ships it.
const RENDER_UPDATE = /Cannot update a component .* while rendering a different component/;
let consoleError: MockInstance<typeof console.error>;
let renderUpdates: string[] = [];

beforeEach(() => {
  renderUpdates = [];
  const original = console.error.bind(console);
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (RENDER_UPDATE.test(text)) renderUpdates.push(text);
    original(...args);
  });
});

afterEach(() => {
  cleanup();
  consoleError.mockRestore();
  expect(renderUpdates, 'a state update during another component\'s render').toEqual([]);
});
