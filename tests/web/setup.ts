import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import * as React from 'react';
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

// React's development build makes an Error for each element it creates, to tell in its warnings
// which component made it: in a file's profile, about a fourteenth of the web layer's processor
// time, for stacks no test reads. Past this count per render it stops (React's own limit, here
// always reached); the warnings themselves are kept. A React that no longer keeps the count is left as it is.
const reactInternals = (React as unknown as Record<string, object | undefined>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { get: () => Number.MAX_SAFE_INTEGER, set: () => undefined });
}

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
