import { randomUUID } from 'node:crypto';
import { rem } from '@mantine/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { CreateLeadDocument, type CreateLeadInput } from '../../generated/graphql';
import { dataOf, send } from '../server/call';
import { demoAgent, signInAs, startHarness, type Harness } from '../server/harness';
import { insertOpportunity } from '../server/opportunity-rows';
import { renderApp, signedInSession } from './render-app';

// Spec section 4, 'Step display status' and 'Step navigation', in the real app over the real server:
// which steps of the drawer open on a click, that they open 100 ms after it, and that the drawer
// closes. The step lists come from the server, so each journey is set up there.

let harness: Harness;
let token: string;
beforeAll(async () => {
  harness = await startHarness();
  token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
}, 30_000);
afterAll(() => harness.close());
beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The spec's navigation delay, restated so that a change to the app's constant is caught. */
const NAVIGATION_DELAY_MS = 100;
/** A PAN on the lead completes the PAN step (its definition's completeWhen). */
const PAN = 'TESTP0000T';

let shops = 0;
async function newLead(extra: Partial<CreateLeadInput> = {}): Promise<string> {
  const input: CreateLeadInput = {
    shop: { name: `Step Drawer Traders ${++shops}` },
    contact: { name: 'Kiran Shah', number: `97${String(Date.now() % 1e6).padStart(6, '0')}${String(shops).padStart(2, '0')}` },
    leadSource: 'SALES_APP',
    product: ['POS_DEVICE'],
    ...extra,
  };
  return dataOf(await send(harness, CreateLeadDocument, { input }, { token, idempotencyId: randomUUID() })).createLead.id;
}

/** Opens a step of a journey as Resume does: the lead's id stored, and the opportunity's when given. */
async function openStep(path: string, journey: { leadId: string; opportunityId?: number }) {
  localStorage.setItem('id', journey.leadId);
  if (journey.opportunityId !== undefined) localStorage.setItem('oppId', String(journey.opportunityId));
  localStorage.setItem('isExisting', 'false');
  return renderApp(path, { fetchFn: harness.fetch, session: await signedInSession(harness, 'EMP1001') });
}

/** Opens the temporary drawer with the Steps button, once the server's step list is in. */
async function openDrawer(): Promise<HTMLElement> {
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Steps' }, { timeout: 10_000 }));
  const nav = await screen.findByRole('navigation', { name: 'Onboarding steps' });
  await waitFor(() => expect(nav).toBeVisible());
  return nav;
}

function stepLinks(nav: HTMLElement): HTMLElement[] {
  return [...nav.querySelectorAll<HTMLElement>('[data-status]')];
}

/**
 * Clicks an element and moves a fake clock on, so that what the click schedules can be seen to happen
 * or not. The drawer's transitions run on the same clock, so none is left half done.
 */
async function clickOnFakeClock(element: HTMLElement, then: () => Promise<void>) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  try {
    fireEvent.click(element);
    await then();
  } finally {
    vi.useRealTimers();
  }
}
async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/**
 * Clicks every step of the drawer in turn and expects the clicks to lead to `expected`, in the
 * drawer's order. A click that leads nowhere must leave the drawer open; after one that navigates,
 * the journey's step is opened again for the next click. The first unexpected navigation fails.
 */
async function expectClicksToLead(router: ReturnType<typeof renderApp>['router'], expected: readonly string[]) {
  const home = router.location.pathname;
  let nav = await openDrawer();
  const count = stepLinks(nav).length;
  expect(count).toBeGreaterThan(2);
  const reached: string[] = [];
  for (let index = 0; index < count; index++) {
    const link = stepLinks(nav)[index];
    if (!link) throw new Error(`no step ${index + 1} in the drawer`);
    const before = router.location.key;
    await clickOnFakeClock(link, () => advance(10 * NAVIGATION_DELAY_MS));
    if (router.location.key === before) {
      expect(screen.getByRole('navigation', { name: 'Onboarding steps' }), `the drawer after a click on ${link.textContent}`).toBeVisible();
      continue;
    }
    reached.push(router.location.pathname);
    expect(reached, `where clicks led, up to ${link.textContent}`).toEqual(expected.slice(0, reached.length));
    await act(() => router.navigate(home));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Onboarding steps' })).toBeNull());
    nav = await openDrawer();
  }
  expect(reached).toEqual(expected);
}

describe('on a phone, the temporary drawer', () => {
  test('without a stored opportunity id only CreateLead and PanDetail open, not the step in progress after them', async () => {
    const { router } = await openStep('/BusinessDetails', { leadId: await newLead({ panNumber: PAN }) });
    const nav = await openDrawer();
    expect(stepLinks(nav).slice(0, 3).map((link) => link.dataset.status)).toEqual(['completed', 'completed', 'inprogress']);
    await expectClicksToLead(router, ['/CreateLead', '/PanDetails']);
  }, 60_000);

  test('without a stored opportunity id CreateLead and PanDetail do not open once their opportunity is in review', async () => {
    const leadId = await newLead({ panNumber: PAN });
    await insertOpportunity(harness, { leadId, status: 'DEPLOYMENT_REQUESTED' });
    const { router } = await openStep('/PanDetails', { leadId });
    const nav = await openDrawer();
    expect(stepLinks(nav).every((link) => link.dataset.status === 'disabled')).toBe(true);
    await expectClicksToLead(router, []);
  }, 60_000);

  test('with a stored opportunity id every editable completed or in-progress step opens, and no pending one', async () => {
    const leadId = await newLead({ panNumber: PAN });
    const opportunityId = await insertOpportunity(harness, { leadId, status: 'INITIATED' });
    const { router } = await openStep('/PanDetails', { leadId, opportunityId });
    const nav = await openDrawer();
    expect(stepLinks(nav).slice(0, 4).map((link) => link.dataset.status)).toEqual(['completed', 'completed', 'inprogress', 'pending']);
    await expectClicksToLead(router, ['/CreateLead', '/PanDetails', '/BusinessDetails']);
  }, 60_000);

  test('with a stored opportunity id that was rejected only the steps it leaves editable open', async () => {
    const leadId = await newLead({ panNumber: PAN });
    const opportunityId = await insertOpportunity(harness, { leadId, status: 'PRICING_REJECTED' });
    const { router } = await openStep('/PanDetails', { leadId, opportunityId });
    await expectClicksToLead(router, ['/CreateLead', '/PanDetails']);
  }, 60_000);

  test(`a click navigates ${NAVIGATION_DELAY_MS} ms after it, not before`, async () => {
    const { router } = await openStep('/BusinessDetails', { leadId: await newLead({ panNumber: PAN }) });
    const nav = await openDrawer();
    await clickOnFakeClock(within(nav).getByText(/Pan Details/), async () => {
      await advance(NAVIGATION_DELAY_MS - 1);
      expect(router.location.pathname).toBe('/BusinessDetails');
      await advance(1);
      expect(router.location.pathname).toBe('/PanDetails');
    });
  }, 60_000);

  test('a click closes the drawer: opening the step already shown leaves the agent on it with the drawer shut', async () => {
    const { router } = await openStep('/PanDetails', { leadId: await newLead() });
    const nav = await openDrawer();
    const before = router.location.key;
    const link = within(nav).getByText(/Pan Details/);
    expect(link.closest('[data-status]')).toHaveAttribute('data-status', 'inprogress');
    await userEvent.setup().click(link);
    await waitFor(() => expect(router.location.key).not.toBe(before), { timeout: 5_000 });
    expect(router.location.pathname).toBe('/PanDetails');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Onboarding steps' })).toBeNull(), { timeout: 5_000 });
    expect(screen.getByRole('button', { name: 'Steps' })).toBeInTheDocument();
  }, 60_000);
});

/** A window `width` px wide, for Mantine's media queries (only min-width ones are asked). */
function windowWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const minWidth = /\(min-width:\s*([\d.]+)(em|px)\)/.exec(query);
    const matches = minWidth ? Number(minWidth[1]) * (minWidth[2] === 'em' ? 16 : 1) <= width : false;
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}

describe('from medium screens up', () => {
  test('the steps are a permanent column 300 px wide, and a click on one navigates from it', async () => {
    windowWidth(1024);
    const { router } = await openStep('/BusinessDetails', { leadId: await newLead({ panNumber: PAN }) });
    const nav = await screen.findByRole('navigation', { name: 'Onboarding steps' }, { timeout: 10_000 });
    expect(screen.queryByRole('dialog')).toBeNull();
    const column = screen.getByRole('heading', { name: 'Onboarding steps' }).parentElement;
    expect(column).toContainElement(nav);
    expect(column).toHaveStyle({ width: rem(300) });
    await userEvent.setup().click(within(nav).getByText(/Pan Details/));
    await waitFor(() => expect(router.location.pathname).toBe('/PanDetails'));
  }, 60_000);

  test('a phone-sized window keeps the temporary drawer', async () => {
    windowWidth(390);
    await openStep('/BusinessDetails', { leadId: await newLead({ panNumber: PAN }) });
    await screen.findByRole('button', { name: 'Steps' }, { timeout: 10_000 });
    expect(screen.queryByRole('navigation', { name: 'Onboarding steps' })).toBeNull();
    expect(await openDrawer()).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Onboarding steps' })).toBeInTheDocument();
  }, 60_000);
});
