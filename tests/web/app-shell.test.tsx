import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { SessionStore } from '../../src/api/session';
import { routeTable, samplePath } from '../../src/app/routes/route-table';
import { trainingVideos } from '../../src/server/db/schema';
import { startHarness, type Harness } from '../server/harness';
import { renderApp, signedInSession } from './render-app';

let harness: Harness;
let session: SessionStore;
beforeAll(async () => {
  harness = await startHarness();
  session = await signedInSession(harness, 'EMP1001');
});
afterAll(() => harness.close());
afterEach(() => {
  vi.restoreAllMocks();
});

function header(): HTMLElement {
  const element = document.querySelector<HTMLElement>('[data-app-header]');
  if (!element) throw new Error('no app header');
  return element;
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('routes', () => {
  test.each(routeTable.filter((r) => r.access === 'guarded').map((r) => [samplePath(r.path)] as const))(
    'signed out, %s sends the agent to /login',
    async (path) => {
      const { router } = renderApp(path, { fetchFn: harness.fetch });
      expect(await screen.findByRole('heading', { name: 'Sign-in' })).toBeInTheDocument();
      expect(router.location.pathname).toBe('/login');
    },
  );


  test('an unknown path shows NotFound with a way home', async () => {
    renderApp('/definitely/not/here', { fetchFn: harness.fetch, session });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('NotFound · Merchant Onboarding');
  });

  test('/PricingPlan takes any sub-path', async () => {
    const { router } = renderApp('/PricingPlan/standard/a910', { fetchFn: harness.fetch, session });
    await waitFor(() => expect(within(header()).getByText('Products catalog')).toBeInTheDocument());
    expect(router.location.pathname).toBe('/PricingPlan/standard/a910');
  });
});

describe('header', () => {
  test("Home: the drawer button and the search box ('Search shops, names...'), no back button; the text goes to ?q=", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/', { fetchFn: harness.fetch, session });
    const search = await screen.findByRole('searchbox', { name: 'Search shops, names...' });
    expect(search).toHaveAttribute('placeholder', 'Search shops, names...');
    expect(within(header()).queryByRole('button', { name: 'Back' })).toBeNull();
    await user.type(search, 'tiffin');
    expect(router.location.search).toBe('?q=tiffin');
    await user.click(within(header()).getByRole('button', { name: 'Clear search' }));
    expect(router.location.search).toBe('');
    expect(search).toHaveValue('');
  });

  test('Home opened with ?q= shows that text in the box', async () => {
    renderApp('/?q=medicals', { fetchFn: harness.fetch, session });
    expect(await screen.findByRole('searchbox')).toHaveValue('medicals');
  });

  test('the drawer has the app menu and Sign out, which ends the session', async () => {
    const user = userEvent.setup();
    const own = await signedInSession(harness, 'EMP1001');
    const { router } = renderApp('/', { fetchFn: harness.fetch, session: own });
    await user.click(await within(header()).findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'App menu' });
    expect(within(menu).getByText('Training and Support')).toBeInTheDocument();
    await user.click(within(menu).getByText('FAQ'));
    await waitFor(() => expect(router.location.pathname).toBe('/faq'));
    await user.click(within(header()).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.location.pathname).toBe('/'));
    await user.click(within(header()).getByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.location.pathname).toBe('/login'));
    expect(own.get()).toBeNull();
  });

  test('other screens: back button, title and the right-hand icons; back from a first page goes Home', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/inventoryManagement', { fetchFn: harness.fetch, session });
    expect(await within(header()).findByText('Inventory Management')).toBeInTheDocument();
    expect(within(header()).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(within(header()).getByRole('button', { name: 'Agent menu' })).toBeInTheDocument();
    expect(within(header()).queryByRole('searchbox')).toBeNull();
    await user.click(within(header()).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.location.pathname).toBe('/'));
  });
});

describe('offline dialog', () => {
  test('shows while offline, hides when back online, and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderApp('/faq', { fetchFn: harness.fetch, session });
    const search = await screen.findByLabelText('Search the FAQ');
    await user.type(search, 'mandate');
    setOnline(false);
    const dialog = await screen.findByRole('dialog', { name: 'No Internet Available!' });
    expect(within(dialog).getByText('Check your internet connection and try again later')).toBeInTheDocument();
    setOnline(true);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'No Internet Available!' })).toBeNull());
    expect(screen.getByLabelText('Search the FAQ')).toHaveValue('mandate');
  });
});

describe('global alert dialog', () => {
  test('any code can open it: icon, title, sub-text and one button that closes it and runs its action', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    const { alerts } = renderApp('/faq', { fetchFn: harness.fetch, session });
    await screen.findByLabelText('Search the FAQ');
    act(() => alerts.open({ icon: 'warning', title: 'Blacklisted PAN', message: "This PAN is blacklisted and can't be used for onboarding", actionLabel: 'Ok', onAction }));
    const dialog = await screen.findByRole('dialog', { name: 'Blacklisted PAN' });
    expect(within(dialog).getByText("This PAN is blacklisted and can't be used for onboarding")).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Blacklisted PAN' })).toBeNull());
    expect(onAction).toHaveBeenCalledOnce();
  });

  test('the API layer opens it for an error no screen can put right', async () => {
    const fetchFn: typeof fetch = async (input, init) => {
      const body = typeof init?.body === 'string' ? init.body : '';
      if (body.includes('FaqScreen_List')) {
        return Response.json({
          data: null,
          errors: [{ message: 'security', extensions: { code: 'MOS-2002', type: 'Session Error', message: 'Due to security issue, please logout and login' } }],
        });
      }
      return harness.fetch(input, init);
    };
    renderApp('/faq', { fetchFn, session });
    const dialog = await screen.findByRole('dialog', { name: 'Session Error' });
    expect(within(dialog).getByText('Due to security issue, please logout and login')).toBeInTheDocument();
  });
});

describe('FAQ', () => {
  test('questions grouped by topic; the search filters as the agent types; no match says so', async () => {
    const user = userEvent.setup();
    renderApp('/AllFAQSection', { fetchFn: harness.fetch, session });
    expect(await screen.findByRole('region', { name: 'KYC' })).toBeInTheDocument();
    const topicsShown = () => Array.from(document.querySelectorAll('section[aria-label]'), (s) => s.getAttribute('aria-label'));
    expect(topicsShown()).toEqual(['KYC', 'PAN and GST', 'Devices', 'Payments', 'Mandates']);
    await user.type(screen.getByLabelText('Search the FAQ'), 'test transactions');
    expect(screen.queryByRole('region', { name: 'KYC' })).toBeNull();
    expect(topicsShown()).toEqual(['Devices']);
    expect(screen.getByText('What are test transactions for?')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search the FAQ'));
    await user.type(screen.getByLabelText('Search the FAQ'), 'qwertyuiop');
    expect(screen.getByRole('status')).toHaveTextContent("Sorry, we couldn't find what you're looking for. Can you try a different word?");
  });
});

describe('video player', () => {
  test('lists the training videos, plays the chosen one with the length its file gives, and says so clearly when a video fails', async () => {
    // A product owner's video (its file is not played here: jsdom loads no media), listed before the seed's sample clip.
    await harness.database.db.insert(trainingVideos).values({
      id: 'pos-basics',
      position: 1,
      title: 'Taking a card payment on the POS',
      description: 'Tap, insert and swipe.',
      durationSeconds: 95,
      url: '/videos/00000000-0000-4000-8000-000000000001.webm',
      isSample: false,
    });
    const user = userEvent.setup();
    const { router } = renderApp('/player', { fetchFn: harness.fetch, session });
    const list = await screen.findByRole('navigation', { name: 'Training videos' });
    expect(within(header()).getByText('video player')).toBeInTheDocument();
    const video = document.querySelector('video');
    expect(video).toHaveAttribute('src', '/videos/00000000-0000-4000-8000-000000000001.webm');
    expect(video).toHaveAttribute('aria-label', 'Taking a card payment on the POS');
    expect(within(list).getByText('1:35')).toBeInTheDocument();
    await user.click(within(list).getByText('Sample clip: how training videos play'));
    expect(router.location.search).toBe('?video=sample-clip');
    const chosen = document.querySelector('video');
    expect(chosen).toHaveAttribute('aria-label', 'Sample clip: how training videos play');
    expect(chosen).toHaveAttribute('src', '/media/training-placeholder.webm');
    if (!chosen) throw new Error('no video');
    // The length shown is the one the video element read from the file, once it has.
    expect(screen.queryByText(/^Length /)).toBeNull();
    Object.defineProperty(chosen, 'duration', { value: 3.97, configurable: true });
    fireEvent.loadedMetadata(chosen);
    expect(await screen.findByText('Length 0:04')).toBeInTheDocument();
    fireEvent.error(chosen);
    expect(await screen.findByRole('alert')).toHaveTextContent('This video could not be played');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(document.querySelector('video')).toHaveAttribute('aria-label', 'Sample clip: how training videos play');
  });

  test('an unknown video id says it is not available', async () => {
    renderApp('/player?video=nope', { fetchFn: harness.fetch, session });
    expect(await screen.findByRole('alert')).toHaveTextContent('This video is not available.');
  });
});
