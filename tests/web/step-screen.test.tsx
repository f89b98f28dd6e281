import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest';
import { BusinessDetailsStep_SaveDocument, CreateLeadDocument, type CreateLeadInput } from '../../generated/graphql';
import { stepTexts } from '../../src/app/features/onboarding/step-screen';
import { stepOrderTexts } from '../../src/domain/onboarding-steps';
import type { StepDefinition } from '../../src/engine/definition';
import { cities } from '../../src/server/db/schema';
import { loadServerForms } from '../../src/server/forms/server-forms';
import { businessDetailsInput } from '../server/business-details-input';
import { dataOf, send } from '../server/call';
import { freshPan } from '../server/fresh-pan';
import { demoAgent, signInAs, startHarness, type Harness } from '../server/harness';
import { insertOpportunity } from '../server/opportunity-rows';
import { openedList } from './choose-option';
import { renderApp, signedInSession } from './render-app';

// The real step screen over the real server: the step context carries what the definitions' rules
// read, and a step the server cannot save yet is never offered as if it could be.

let harness: Harness;
let token: string;
beforeAll(async () => {
  harness = await startHarness();
  token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
}, 30_000);
afterAll(() => harness.close());
beforeEach(() => localStorage.clear());

let shops = 0;
async function newLead(extra: Partial<CreateLeadInput>, on = harness, as = token): Promise<string> {
  const input: CreateLeadInput = {
    shop: { name: `Step Screen Traders ${++shops}` },
    contact: { name: 'Kiran Shah', number: `98${String(Date.now() % 1e6).padStart(6, '0')}${String(shops).padStart(2, '0')}` },
    leadSource: 'SALES_APP',
    product: ['POS_DEVICE'],
    ...extra,
  };
  return dataOf(await send(on, CreateLeadDocument, { input }, { token: as, idempotencyId: randomUUID() })).createLead.id;
}

/** Opens a step of the lead's journey, as Resume on Home does, and records the operations the app sends. */
async function openStep(path: string, leadId: string, opportunityId?: number, on = harness) {
  localStorage.setItem('id', leadId);
  if (opportunityId !== undefined) localStorage.setItem('oppId', String(opportunityId));
  localStorage.setItem('isExisting', 'false');
  const sent: string[] = [];
  const fetchFn: typeof fetch = (input, init) => {
    if (typeof init?.body === 'string') sent.push((JSON.parse(init.body) as { operationName?: string }).operationName ?? '');
    return on.fetch(input, init);
  };
  const view = renderApp(path, { fetchFn, session: await signedInSession(on, 'EMP1001') });
  return { ...view, sent };
}

/** The choices the Business proof select offers: the options of the list it controls. */
async function businessProofChoices(): Promise<string[]> {
  const user = userEvent.setup();
  const select = await screen.findByRole('combobox', { name: /Business proof/ }, { timeout: 10_000 });
  const list = await openedList(user, select);
  return within(list).getAllByRole('option', { hidden: true }).map((o) => o.textContent ?? '');
}

test("a company's PAN (its holder type gives the ownership) offers only the CIN as business proof", async () => {
  // AAACR5055K: 4th letter C, a company, so a private limited company.
  const leadId = await newLead({ panNumber: 'AAACR5055K' });
  await openStep('/BusinessDetails', leadId);
  expect(await businessProofChoices()).toEqual(['CIN']);
}, 30_000);

test("the lead's GSTIN adds the auto-fetched GSTIN to a proprietor's business proofs", async () => {
  const leadId = await newLead({ panNumber: 'TESTP0000T', gstin: '27TESTP0000T1ZZ' });
  await openStep('/BusinessDetails', leadId);
  expect(await businessProofChoices()).toEqual(['GSTIN (manual)', 'Shop and Establishment', 'Trade License', 'GSTIN (auto-fetched)']);
}, 30_000);

test('a step the server cannot save yet says so: no save, no Continue, nothing sent, and the drawer marks it', async () => {
  const user = userEvent.setup();
  // A product owner has put the review back to draft: the server offers no save for it.
  const forms = loadServerForms();
  const review = forms.steps.get('ReviewDetails');
  if (!review) throw new Error('no ReviewDetails definition');
  (forms.steps as Map<string, StepDefinition>).set('ReviewDetails', { ...review, status: 'draft' });
  const drafted = await startHarness({ forms });
  try {
    const draftedToken = (await signInAs(drafted, demoAgent('EMP1001').email)).accessToken;
    const leadId = await newLead({ panNumber: 'TESTP0000T' }, drafted, draftedToken);
    const { sent } = await openStep('/ReviewDetails', leadId, undefined, drafted);
    expect(await screen.findByRole('heading', { name: 'Review', level: 2 })).toBeInTheDocument();
    const notice = await screen.findByText(stepTexts.notAvailable, {}, { timeout: 10_000 });
    expect(notice).toBeInTheDocument();
    expect(screen.getByText(stepTexts.notAvailableTitle)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save and continue|Submit for review|Continue/ })).toBeNull();

    await user.type(screen.getByRole('textbox', { name: /Comment/ }), 'All checked{Enter}');
    expect(sent).not.toContain('ReviewOpportunity');
    expect(sent).not.toContain('UpdateMerchantOnboardingState');

    await user.click(screen.getByRole('button', { name: 'Steps' }));
    const nav = await screen.findByRole('navigation', { name: 'Onboarding steps' });
    const link = (name: RegExp) => within(nav).getByText(name).closest('[data-status]');
    expect(link(/Review/)).toHaveAttribute('data-can-save', 'false');
    expect(link(/Review/)).toHaveTextContent('Not available yet');
    expect(link(/Business Details/)).toHaveAttribute('data-can-save', 'true');
    expect(link(/Business Details/)).not.toHaveTextContent('Not available yet');
  } finally {
    await drafted.close();
  }
}, 60_000);

test('a step that can be saved offers its save, and the developer notes of a definition are not shown', async () => {
  const leadId = await newLead({});
  await openStep('/PanDetails', leadId);
  expect(await screen.findByRole('button', { name: 'Save and continue' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByText(stepTexts.notAvailable)).toBeNull();
  await waitFor(() => expect(document.body.textContent).not.toMatch(/spec section|the GSTIN must belong to the PAN/i));
}, 30_000);

test('a step of an opportunity submitted for review is shown read-only: fields disabled, no save, nothing sent', async () => {
  const user = userEvent.setup();
  const leadId = await newLead({ panNumber: 'TESTP0000T' });
  const opportunityId = await insertOpportunity(harness, { leadId, status: 'INITIATED', submitted: true });
  const { sent, router } = await openStep('/PanDetails', leadId, opportunityId);
  expect(await screen.findByText("This step cannot be changed in the opportunity's current status.", {}, { timeout: 10_000 })).toBeInTheDocument();
  const pan = await screen.findByRole('textbox', { name: /PAN/ });
  expect(pan).toHaveValue('TESTP0000T');
  expect(pan).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await waitFor(() => expect(router.location.pathname).toBe('/BusinessDetails'));
  expect(sent).not.toContain('PanDetailStep_Save');
  expect(sent).not.toContain('UpdateMerchantOnboardingState');
}, 30_000);

test('a skippable step offers a skip, which the server records, and the journey goes on to the next step', async () => {
  const user = userEvent.setup();
  const leadId = await newLead({ panNumber: freshPan() });
  // Its business details saved, which makes its opportunity: Multi Stores is in progress.
  const [pune] = await harness.database.db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Pune'));
  const saved = dataOf(await send(harness, BusinessDetailsStep_SaveDocument, { input: businessDetailsInput(String(pune?.id), { leadId }) }, { token, idempotencyId: randomUUID() }));
  const { sent } = await openStep('/MultiStore', leadId, Number(saved.saveBusinessDetails.opportunityId));
  await user.click(await screen.findByRole('button', { name: stepTexts.skip }, { timeout: 10_000 }));
  expect(await screen.findByRole('heading', { name: 'Bank account', level: 2 }, { timeout: 10_000 })).toBeInTheDocument();
  expect(sent).toContain('UpdateMerchantOnboardingState');

  await user.click(await screen.findByRole('button', { name: 'Steps' }, { timeout: 10_000 }));
  const nav = await screen.findByRole('navigation', { name: 'Onboarding steps' });
  await waitFor(() => expect(within(nav).getByText(/Multi Stores/).closest('[data-status]')).toHaveAttribute('data-status', 'completed'));
}, 30_000);

test('a step that cannot be skipped offers no skip', async () => {
  const leadId = await newLead({});
  await openStep('/PanDetails', leadId);
  expect(await screen.findByRole('button', { name: 'Save and continue' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: stepTexts.skip })).toBeNull();
}, 30_000);

test('a later step opened by its address shows the step in progress instead of its form: no submit, nothing sent, and its button goes there', async () => {
  const user = userEvent.setup();
  // A lead with its PAN and no business details yet, as Home's 'Review all details' opens its review.
  const leadId = await newLead({ panNumber: 'TESTP0000T' });
  const { sent, router } = await openStep('/ReviewDetails', leadId);
  expect(await screen.findByText(stepOrderTexts.notice('Business Details'), {}, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.getByText(stepOrderTexts.title)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Submit for review|Save and continue|^Continue$/ })).toBeNull();
  expect(screen.queryByRole('textbox', { name: /Comment for the reviewer/ })).toBeNull();
  expect(document.body.textContent).not.toMatch(/Variable "\$|was not provided|GraphQL/);

  await user.click(screen.getByRole('button', { name: stepOrderTexts.goTo('Business Details') }));
  await waitFor(() => expect(router.location.pathname).toBe('/BusinessDetails'));
  expect(await screen.findByRole('button', { name: 'Save and continue' }, { timeout: 10_000 })).toBeInTheDocument();
  expect(screen.queryByText(stepOrderTexts.title)).toBeNull();
  expect(sent).not.toContain('ReviewOpportunity');
}, 30_000);

test("a lead selected without its opportunity goes on with the opportunity the server names, whose id the later steps' saves need", async () => {
  const leadId = await newLead({ panNumber: 'TESTP0000T' });
  const opportunityId = await insertOpportunity(harness, { leadId, status: 'INITIATED' });
  await openStep('/PanDetails', leadId);
  expect(localStorage.getItem('oppId')).toBeNull();
  await waitFor(() => expect(localStorage.getItem('oppId')).toBe(String(opportunityId)), { timeout: 10_000 });
}, 30_000);
