import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import {
  CreateLeadDocument,
  LeadDocument,
  LeadListDocument,
  UpdateLeadDocument,
  type CreateLeadInput,
  type LeadListInput,
  type LeadListQuery,
  type LeadRating,
  type UpdateLeadInput,
} from '../../generated/graphql';
import { MOBILE_MESSAGE } from '../../src/domain/identifiers/contact';
import { GSTIN_CHECK_MESSAGE, GSTIN_MESSAGE } from '../../src/domain/identifiers/gstin';
import { PAN_MESSAGE } from '../../src/domain/identifiers/pan';
import { leadMessages } from '../../src/domain/lead-input';
import { DAY_MS, dataOf, expectCatalogueError, onlyError, send } from './call';
import { demoAgent, gql, signInAs, startHarness, type Harness } from './harness';

type ListedLead = LeadListQuery['leadList']['leads'][number];

let harness: Harness;
let start: Date;
let token: string;
let partnerToken: string;
beforeAll(async () => {
  harness = await startHarness();
  start = harness.clock.now;
  token = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  partnerToken = (await signInAs(harness, demoAgent('EMP3001').email)).accessToken;
});
afterAll(() => harness.close());
afterEach(() => harness.clock.set(start));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

let shops = 0;
function uniqueShop(prefix = 'Lead Test Stores'): string {
  return `${prefix} ${Date.now().toString(36)}q${++shops}`;
}

function minimalInput(shopName: string, overrides: Partial<CreateLeadInput> = {}): CreateLeadInput {
  return {
    shop: { name: shopName },
    contact: { name: 'Sunita Rao', number: '9123456780' },
    leadSource: 'SALES_APP',
    product: ['POS_DEVICE'],
    ...overrides,
  };
}

function createLead(input: CreateLeadInput, as = token) {
  return send(harness, CreateLeadDocument, { input }, { token: as, idempotencyId: randomUUID() });
}

function updateLead(input: UpdateLeadInput, as = token) {
  return send(harness, UpdateLeadDocument, { input }, { token: as, idempotencyId: randomUUID() });
}

async function readLead(id: string, as = token) {
  return dataOf(await send(harness, LeadDocument, { input: { id } }, { token: as })).lead.lead;
}

async function list(input: LeadListInput, as = token) {
  return dataOf(await send(harness, LeadListDocument, { input }, { token: as })).leadList;
}

/** Every lead of the agent, in the default order. */
async function allLeads(as = token): Promise<ListedLead[]> {
  const page = await list({ size: 1000 }, as);
  expect(page.pageInfo.totalElements).toBeLessThanOrEqual(1000);
  expect(page.leads).toHaveLength(page.pageInfo.totalElements);
  return page.leads;
}

const idsOf = (leads: readonly { id: string }[]) => leads.map((lead) => lead.id).sort();

/** The filter answers exactly the agent's leads that match the predicate, and at least one. */
async function expectFilter(input: LeadListInput, predicate: (lead: ListedLead) => boolean) {
  const expected = (await allLeads()).filter(predicate);
  expect(expected.length, 'the seed should give this filter something to find').toBeGreaterThan(0);
  const page = await list({ ...input, size: 1000 });
  expect(idsOf(page.leads)).toEqual(idsOf(expected));
  expect(page.pageInfo.totalElements).toBe(expected.length);
  return page.leads;
}

async function expectValidationError(input: CreateLeadInput, message: string, field: string, as = token) {
  const result = await createLead(input, as);
  expect(result.data).toBeNull();
  const error = expectCatalogueError(result, 'VALIDATION_ERROR', message);
  expect(error.field).toBe(field);
  expect((await list({ search: input.shop.name, size: 10 }, as)).pageInfo.totalElements).toBe(0);
}

describe('createLead', () => {
  test('returns id, modifiedAt, status NEW and ownerType SalesApp', async () => {
    const created = dataOf(await createLead(minimalInput(uniqueShop()))).createLead;
    expect(created.id).toMatch(UUID);
    expect(created.modifiedAt).toMatch(ISO_INSTANT);
    expect(created.status).toBe('NEW');
    expect(created.ownerType).toBe('SalesApp');
  });

  test('a partner gets ownerType StandardMini and may create an SQR Mini lead', async () => {
    const created = dataOf(await createLead(minimalInput(uniqueShop(), { product: ['SQR_MINI'] }), partnerToken)).createLead;
    expect(created.ownerType).toBe('StandardMini');
    expect(created.status).toBe('NEW');
    expect((await readLead(created.id, partnerToken)).product).toEqual(['SQR_MINI']);
  });

  test('a partner may not create a POS Device lead', async () => {
    const input = minimalInput(uniqueShop(), { product: ['SQR_MINI', 'POS_DEVICE'] });
    const result = await createLead(input, partnerToken);
    expect(result.data).toBeNull();
    const error = onlyError(result);
    expect(error.type).toBe('Invalid Request');
    expect(error.message).toBe('Partners can create leads only for SQR Mini and DQR Mini.');
    expect(error.field).toBe('input.product');
    expect((await list({ search: input.shop.name }, partnerToken)).pageInfo.totalElements).toBe(0);
  });

  test('the lead reads back with every field, trimmed and normalised', async () => {
    const shopName = uniqueShop('Sharma Kirana & Sons');
    const input: CreateLeadInput = {
      shop: {
        name: `  ${shopName}  `,
        address: {
          addressLine1: ' 12, MG Road ',
          addressLine2: '',
          area: 'Shivajinagar',
          city: 'Pune',
          district: 'Pune',
          state: 'Maharashtra',
          country: 'India',
          pincode: '411005',
          latitude: 18.5308,
          longitude: 73.8475,
        },
      },
      contact: { name: ' Ramesh Sharma ', email: ' Ramesh.Sharma@Example.IN ', number: '+91 98765 43210', role: 'Owner' },
      panNumber: ' aaacr5055k ',
      gstin: ' 27aaacr5055k1z7 ',
      rating: 'HOT',
      notes: 'Wants a soundbox before Diwali.',
      scheduledFollowUp: '2036-12-01T10:30:00.000Z',
      leadSource: 'WALK_IN',
      product: ['VOICE_POD', 'SQR_MINI', 'VOICE_POD'],
    };
    const created = dataOf(await createLead(input)).createLead;
    const lead = await readLead(created.id);
    expect(lead).toEqual({
      id: created.id,
      status: 'NEW',
      salesStage: 'Prospecting',
      modifiedAt: created.modifiedAt,
      createdAt: expect.stringMatching(ISO_INSTANT),
      panNumber: 'AAACR5055K',
      gstin: '27AAACR5055K1Z7',
      shop: {
        name: shopName,
        address: {
          addressLine1: '12, MG Road',
          addressLine2: null,
          addressLine3: null,
          area: 'Shivajinagar',
          district: 'Pune',
          city: 'Pune',
          state: 'Maharashtra',
          country: 'India',
          pincode: '411005',
          latitude: 18.5308,
          longitude: 73.8475,
        },
      },
      contact: { name: 'Ramesh Sharma', email: 'ramesh.sharma@example.in', number: '9876543210', role: 'Owner' },
      rating: 'HOT',
      notes: 'Wants a soundbox before Diwali.',
      scheduledFollowUp: '2036-12-01T10:30:00.000Z',
      leadSource: 'WALK_IN',
      ownerType: 'SalesApp',
      product: ['VOICE_POD', 'SQR_MINI'],
      isAssigned: false,
      lostReason: null,
    });
  });

  test('empty optional fields are stored as null', async () => {
    const created = dataOf(
      await createLead(minimalInput(uniqueShop(), { panNumber: '', gstin: '   ', notes: ' ', contact: { name: 'Sunita Rao', number: '9123456780', email: '' } })),
    ).createLead;
    const lead = await readLead(created.id);
    expect(lead.panNumber).toBeNull();
    expect(lead.gstin).toBeNull();
    expect(lead.notes).toBeNull();
    expect(lead.contact.email).toBeNull();
    expect(lead.contact.role).toBeNull();
    expect(lead.rating).toBeNull();
    expect(lead.scheduledFollowUp).toBeNull();
    expect(lead.shop.address).toBeNull();
  });

  test("an invalid PAN is refused with 'Please enter a valid PAN number.'", async () => {
    expect(PAN_MESSAGE).toBe('Please enter a valid PAN number.');
    await expectValidationError(minimalInput(uniqueShop(), { panNumber: 'AAACR5055' }), PAN_MESSAGE, 'input.panNumber');
  });

  test("an invalid GSTIN is refused with the GSTIN's own message, 'Invalid GST Number format'", async () => {
    expect(GSTIN_MESSAGE).toBe('Invalid GST Number format');
    await expectValidationError(minimalInput(uniqueShop(), { gstin: '38AAACR5055K1Z7' }), GSTIN_MESSAGE, 'input.gstin');
    await expectValidationError(minimalInput(uniqueShop(), { gstin: '27AAACR5055K1' }), GSTIN_MESSAGE, 'input.gstin');
  });

  test('a GSTIN with a wrong check character is refused with the check-character message', async () => {
    await expectValidationError(minimalInput(uniqueShop(), { gstin: '27AAACR5055K1Z8' }), GSTIN_CHECK_MESSAGE, 'input.gstin');
  });

  test('a bad mobile number is refused', async () => {
    for (const number of ['98765', '5876543210', '+1 9876543210']) {
      await expectValidationError(
        minimalInput(uniqueShop(), { contact: { name: 'Sunita Rao', number } }),
        MOBILE_MESSAGE,
        'input.contact.number',
      );
    }
  });

  test('an empty shop name is refused', async () => {
    const result = await createLead(minimalInput('   '));
    const error = expectCatalogueError(result, 'VALIDATION_ERROR', 'Please enter the shop name.');
    expect(error.field).toBe('input.shop.name');
  });

  test("an empty product list is refused with the spec's words", async () => {
    await expectValidationError(
      minimalInput(uniqueShop(), { product: [] }),
      'To proceed further, please select at least one product from the list.',
      'input.product',
    );
  });

  test("a follow-up that is not a date and time is refused as the contract's DateTime, naming the field", async () => {
    for (const scheduledFollowUp of ['next tuesday', '2026-02-30T10:00:00Z', '1899-12-31T10:00:00Z', '2101-01-01T10:00:00Z', '2026-11-21']) {
      const input = minimalInput(uniqueShop(), { scheduledFollowUp });
      const result = await createLead(input);
      expect(result.data ?? null).toBeNull();
      expect(expectCatalogueError(result, 'MOS-1001', 'Please enter a valid date and time.').field).toBe('input.scheduledFollowUp');
      expect((await list({ search: input.shop.name, size: 10 })).pageInfo.totalElements).toBe(0);
    }
  });
});

describe('updateLead', () => {
  test('changes rating, notes, schedule and products and moves modifiedAt; the rest stays', async () => {
    const created = dataOf(
      await createLead(minimalInput(uniqueShop(), { rating: 'COLD', notes: 'First visit.', panNumber: 'AAACR5055K' })),
    ).createLead;
    const before = await readLead(created.id);

    const later = new Date(Date.parse(before.modifiedAt) + 5 * 60_000);
    harness.clock.set(later);
    const result = await updateLead({
      id: created.id,
      rating: 'HOT',
      notes: 'Owner agreed to a demo.',
      scheduledFollowUp: '2036-12-24T05:30:00.000Z',
      product: ['VOICE_POD_PRO', 'DQR_MINI'],
    });
    expect(dataOf(result).updateLead.isUpdated).toBe(true);

    const after = await readLead(created.id);
    expect(after).toEqual({
      ...before,
      rating: 'HOT',
      notes: 'Owner agreed to a demo.',
      scheduledFollowUp: '2036-12-24T05:30:00.000Z',
      product: ['VOICE_POD_PRO', 'DQR_MINI'],
      modifiedAt: later.toISOString(),
    });
    expect(Date.parse(after.modifiedAt)).toBeGreaterThan(Date.parse(before.modifiedAt));
  });

  test("a next appointment in the past is refused with its message, by the server's clock; one kept from before does not stop other changes", async () => {
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000).toISOString();
    const past = await createLead(minimalInput(uniqueShop(), { scheduledFollowUp: at(-2) }));
    expect(expectCatalogueError(past, 'VALIDATION_ERROR', 'The next appointment cannot be in the past. Please choose a later date and time.').field).toBe('input.scheduledFollowUp');
    // The minute it is now is not past yet: a date-time box picks whole minutes.
    const thisMinute = new Date(Math.floor(start.getTime() / 60_000) * 60_000).toISOString();
    const created = dataOf(await createLead(minimalInput(uniqueShop(), { scheduledFollowUp: thisMinute }))).createLead;
    harness.clock.set(new Date(start.getTime() + 10 * 60_000));
    const moved = await updateLead({ id: created.id, scheduledFollowUp: at(5) });
    expect(expectCatalogueError(moved, 'VALIDATION_ERROR', leadMessages.followUpPast).field).toBe('input.scheduledFollowUp');
    expect((await readLead(created.id)).scheduledFollowUp).toBe(thisMinute);
    // The appointment kept from before has gone by: a change of rating still saves.
    dataOf(await updateLead({ id: created.id, rating: 'HOT' }));
    dataOf(await updateLead({ id: created.id, scheduledFollowUp: at(20) }));
    expect(await readLead(created.id)).toMatchObject({ rating: 'HOT', scheduledFollowUp: at(20) });
  });

  test('clearing the schedule and notes with null stores null', async () => {
    const created = dataOf(
      await createLead(minimalInput(uniqueShop(), { notes: 'Call back.', scheduledFollowUp: '2036-12-01T10:00:00.000Z' })),
    ).createLead;
    dataOf(await updateLead({ id: created.id, notes: null, scheduledFollowUp: null }));
    const after = await readLead(created.id);
    expect(after.notes).toBeNull();
    expect(after.scheduledFollowUp).toBeNull();
  });

  test('an update that breaks a rule is refused and changes nothing', async () => {
    const created = dataOf(await createLead(minimalInput(uniqueShop()))).createLead;
    const before = await readLead(created.id);
    const result = await updateLead({ id: created.id, panNumber: 'NOT A PAN', notes: 'Should not be saved.' });
    expectCatalogueError(result, 'VALIDATION_ERROR', PAN_MESSAGE);
    const empty = await updateLead({ id: created.id, product: [] });
    expect(onlyError(empty).field).toBe('input.product');
    expect(await readLead(created.id)).toEqual(before);
  });

  test('marking a lead LOST needs a reason; with one it is stored and reads back', async () => {
    const created = dataOf(await createLead(minimalInput(uniqueShop()))).createLead;
    const refused = await updateLead({ id: created.id, status: 'LOST' });
    expect(refused.data).toBeNull();
    const error = expectCatalogueError(refused, 'VALIDATION_ERROR', 'Please choose why the lead was lost.');
    expect(error.field).toBe('input.lostReason');
    expect((await readLead(created.id)).status).toBe('NEW');

    expect(dataOf(await updateLead({ id: created.id, status: 'LOST', lostReason: 'HIGH_COMMERCIALS' })).updateLead.isUpdated).toBe(
      true,
    );
    const lost = await readLead(created.id);
    expect(lost.status).toBe('LOST');
    expect(lost.lostReason).toBe('HIGH_COMMERCIALS');

    // Reopened, the lead no longer carries a lost reason.
    dataOf(await updateLead({ id: created.id, status: 'OPEN_CONTACTED' }));
    const reopened = await readLead(created.id);
    expect(reopened.status).toBe('OPEN_CONTACTED');
    expect(reopened.lostReason).toBeNull();
  });

  test('a partner cannot add a POS Device to a lead', async () => {
    const created = dataOf(await createLead(minimalInput(uniqueShop(), { product: ['DQR_MINI'] }), partnerToken)).createLead;
    const result = await updateLead({ id: created.id, product: ['DQR_MINI', 'POS_DEVICE'] }, partnerToken);
    expect(onlyError(result).message).toBe('Partners can create leads only for SQR Mini and DQR Mini.');
    expect((await readLead(created.id, partnerToken)).product).toEqual(['DQR_MINI']);
  });
});

describe('leadList filters', () => {
  test('leadStatuses', async () => {
    await expectFilter({ leadStatuses: ['NEW', 'LOST'] }, (lead) => lead.status === 'NEW' || lead.status === 'LOST');
  });

  test('status', async () => {
    await expectFilter({ status: 'CONVERTED' }, (lead) => lead.status === 'CONVERTED');
  });

  test('leadSources', async () => {
    await expectFilter({ leadSources: ['WEBSITE', 'BANK', 'DSA'] }, (lead) => ['WEBSITE', 'BANK', 'DSA'].includes(lead.leadSource));
  });

  test('product: leads interested in any of the products', async () => {
    await expectFilter({ product: ['POS_DEVICE'] }, (lead) => lead.product.includes('POS_DEVICE'));
    await expectFilter({ product: ['SQR_MINI', 'DQR_MINI'] }, (lead) =>
      lead.product.some((p) => p === 'SQR_MINI' || p === 'DQR_MINI'),
    );
  });

  test('isAssigned', async () => {
    await expectFilter({ isAssigned: true }, (lead) => lead.isAssigned);
    await expectFilter({ isAssigned: false }, (lead) => !lead.isAssigned);
  });

  test('scheduledFollowUp range', async () => {
    const from = new Date(Date.now() - 2 * DAY_MS).toISOString();
    const to = new Date(Date.now() + 4 * DAY_MS).toISOString();
    await expectFilter({ scheduledFollowUp: { from, to } }, (lead) => {
      const at = lead.scheduledFollowUp;
      return at !== null && Date.parse(at) >= Date.parse(from) && Date.parse(at) < Date.parse(to);
    });
    await expectFilter({ scheduledFollowUp: { from } }, (lead) => {
      const at = lead.scheduledFollowUp;
      return at !== null && Date.parse(at) >= Date.parse(from);
    });
  });

  test('a range includes its lower bound and excludes its upper bound', async () => {
    const sample = (await allLeads()).find((lead) => lead.scheduledFollowUp !== null);
    if (!sample?.scheduledFollowUp) throw new Error('no lead with a follow-up');
    const at = sample.scheduledFollowUp;
    const justAfter = new Date(Date.parse(at) + 1).toISOString();
    expect(idsOf((await list({ scheduledFollowUp: { from: at, to: justAfter }, size: 1000 })).leads)).toContain(sample.id);
    expect(idsOf((await list({ scheduledFollowUp: { to: at }, size: 1000 })).leads)).not.toContain(sample.id);
  });

  test('createdAt range', async () => {
    const from = new Date(Date.now() - 20 * DAY_MS).toISOString();
    const to = new Date(Date.now() - 5 * DAY_MS).toISOString();
    await expectFilter({ createdAt: { from, to } }, (lead) => {
      const at = Date.parse(lead.createdAt);
      return at >= Date.parse(from) && at < Date.parse(to);
    });
  });

  test('a range bound that is not a date is refused as invalid input, not a crash', async () => {
    for (const [input, field] of [
      [{ createdAt: { from: 'yesterday' } }, 'input.createdAt.from'],
      [{ scheduledFollowUp: { to: '2026-13-45T00:00:00Z' } }, 'input.scheduledFollowUp.to'],
    ] as const) {
      const result = await send(harness, LeadListDocument, { input }, { token });
      expect(result.data ?? null).toBeNull();
      const error = expectCatalogueError(result, 'MOS-1001', 'Please enter a valid date and time.');
      expect(error.field).toBe(field);
    }
  });

  test('filters combine', async () => {
    await expectFilter(
      { leadStatuses: ['NEW', 'OPEN_CONTACTED', 'OPEN_NOT_CONTACTED'], isAssigned: false, product: ['VOICE_POD'] },
      (lead) =>
        ['NEW', 'OPEN_CONTACTED', 'OPEN_NOT_CONTACTED'].includes(lead.status) && !lead.isAssigned && lead.product.includes('VOICE_POD'),
    );
  });
});

describe('leadList search', () => {
  const matches = (text: string) => (lead: ListedLead) =>
    [lead.shop.name, lead.contact.name, lead.contact.number].some((value) => value.toLowerCase().includes(text.toLowerCase()));

  test('over shop name, ignoring case', async () => {
    await expectFilter({ search: 'KIRANA' }, matches('kirana'));
  });

  test('over contact name', async () => {
    await expectFilter({ search: 'Ramesh' }, matches('Ramesh'));
  });

  test('over phone number', async () => {
    const [sample] = await allLeads();
    if (!sample) throw new Error('no leads');
    const digits = sample.contact.number.slice(3, 9);
    const found = await expectFilter({ search: digits }, matches(digits));
    expect(idsOf(found)).toContain(sample.id);
  });

  test('% and _ are matched literally', async () => {
    const underscore = dataOf(await createLead(minimalInput(uniqueShop('Ghee_Mart')))).createLead;
    const lookalike = dataOf(await createLead(minimalInput(uniqueShop('GheeXMart')))).createLead;

    const byUnderscore = await list({ search: 'Ghee_Mart', size: 1000 });
    expect(idsOf(byUnderscore.leads)).toContain(underscore.id);
    expect(idsOf(byUnderscore.leads)).not.toContain(lookalike.id);
    expect(byUnderscore.leads.every((lead) => lead.shop.name.includes('Ghee_Mart'))).toBe(true);

    // No lead has a '%' anywhere (free text does not allow it), so a literal match finds none.
    expect((await list({ search: '%' })).pageInfo.totalElements).toBe(0);
    expect((await list({ search: 'Ghee%Mart' })).pageInfo.totalElements).toBe(0);
    expect((await list({ search: '\\' })).pageInfo.totalElements).toBe(0);
  });

  test('a blank search is no filter', async () => {
    const all = await allLeads();
    expect((await list({ search: '   ', size: 1000 })).pageInfo.totalElements).toBe(all.length);
  });
});

describe('leadList sorting', () => {
  const ratingRank = (rating: LeadRating | null) => (rating === 'HOT' ? 3 : rating === 'WARM' ? 2 : rating === 'COLD' ? 1 : 0);

  async function sorted(field: 'createdAt' | 'rating' | 'scheduledFollowUp', direction: 'ASC' | 'DESC') {
    const page = await list({ sort: { field, direction }, size: 1000 });
    expect(page.leads.length).toBe(page.pageInfo.totalElements);
    expect(page.leads.length).toBeGreaterThan(200);
    return page.leads;
  }

  function expectMonotonic<T>(values: T[], compare: (a: T, b: T) => number) {
    for (let i = 1; i < values.length; i++) {
      const a = values[i - 1] as T;
      const b = values[i] as T;
      expect(compare(a, b), `rows ${i - 1} and ${i} out of order: ${String(a)} then ${String(b)}`).toBeLessThanOrEqual(0);
    }
  }

  test('by createdAt, ascending and descending', async () => {
    const asc = await sorted('createdAt', 'ASC');
    expectMonotonic(asc.map((l) => Date.parse(l.createdAt)), (a, b) => a - b);
    const desc = await sorted('createdAt', 'DESC');
    expectMonotonic(desc.map((l) => Date.parse(l.createdAt)), (a, b) => b - a);
    expect(desc[0]?.createdAt).toBe(asc.at(-1)?.createdAt);
  });

  test('the default order is newest first', async () => {
    const leads = await allLeads();
    expectMonotonic(leads.map((l) => Date.parse(l.createdAt)), (a, b) => b - a);
  });

  test('by rating: HOT > WARM > COLD > none', async () => {
    const desc = await sorted('rating', 'DESC');
    expectMonotonic(desc.map((l) => ratingRank(l.rating)), (a, b) => b - a);
    expect(desc[0]?.rating).toBe('HOT');
    const asc = await sorted('rating', 'ASC');
    expectMonotonic(asc.map((l) => ratingRank(l.rating)), (a, b) => a - b);
    expect(asc.at(-1)?.rating).toBe('HOT');
    expect(new Set(asc.map((l) => l.rating))).toEqual(new Set(['HOT', 'WARM', 'COLD', null]));
  });

  test('by scheduledFollowUp, with unscheduled leads last either way', async () => {
    for (const direction of ['ASC', 'DESC'] as const) {
      const leads = await sorted('scheduledFollowUp', direction);
      const firstUnscheduled = leads.findIndex((l) => l.scheduledFollowUp === null);
      expect(firstUnscheduled).toBeGreaterThan(0);
      expect(leads.slice(firstUnscheduled).every((l) => l.scheduledFollowUp === null)).toBe(true);
      const times = leads.slice(0, firstUnscheduled).map((l) => Date.parse(l.scheduledFollowUp ?? ''));
      expectMonotonic(times, (a, b) => (direction === 'ASC' ? a - b : b - a));
    }
  });
});

describe('leadList pages', () => {
  test('pages cover every lead once, with consistent page info', async () => {
    const all = await allLeads();
    const size = 37;
    const seen: string[] = [];
    let page = 0;
    for (;;) {
      const result = await list({ page, size, sort: { field: 'rating', direction: 'DESC' } });
      expect(result.pageInfo).toEqual({ page, size, totalElements: all.length, hasMore: (page + 1) * size < all.length });
      expect(result.leads.length).toBe(Math.min(size, all.length - page * size));
      seen.push(...result.leads.map((lead) => lead.id));
      if (!result.pageInfo.hasMore) break;
      page++;
      expect(page).toBeLessThan(100);
    }
    expect(page).toBe(Math.ceil(all.length / size) - 1);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual(idsOf(all));
  });

  test('a page past the end is empty and says there is no more', async () => {
    const all = await allLeads();
    const result = await list({ page: 50, size: 10 });
    expect(result.leads).toEqual([]);
    expect(result.pageInfo).toEqual({ page: 50, size: 10, totalElements: all.length, hasMore: false });
  });

  test('the default page is the first 20', async () => {
    const result = await list({});
    expect(result.pageInfo.page).toBe(0);
    expect(result.pageInfo.size).toBe(20);
    expect(result.leads).toHaveLength(20);
    expect(result.pageInfo.hasMore).toBe(true);
  });

  test('a size over 1000 is refused, naming the field', async () => {
    const result = await gql(harness, 'query($input: LeadListInput!) { leadList(input: $input) { pageInfo { totalElements } } }', { input: { size: 5000 } }, { token });
    expect(expectCatalogueError(result, 'MOS-1001', 'Please enter 1000 or less.').field).toBe('input.size');
  });

  test('a size of 1000 gives one page of up to 1000 leads', async () => {
    const all = await allLeads();
    const result = await list({ size: 1000 });
    expect(result.pageInfo.size).toBe(1000);
    expect(result.leads).toHaveLength(Math.min(1000, all.length));
  });
});
