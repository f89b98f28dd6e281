import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { RETRY_DELAYS_MS, type Outbox } from '../../src/app/offline/outbox';
import { leads, opportunityDocuments } from '../../src/server/db/schema';
import { insertOpportunity } from '../server/opportunity-rows';
import { startHarness, type Harness } from '../server/harness';
import { formsWithSteps } from '../server/step-flows';
import { memoryOutboxStore } from '../../src/app/offline/outbox-store';
import { newLead, phoneOf, shopName, tabsOfOnePhone } from './outbox-phone';
import { signedInSession } from './render-app';
import { jpegBytes } from '../support/image-files';

// The outbox against the real server: saves kept while the network is down are sent in order once
// it is back, each acting once even when the first attempt reached the server and its answer was lost.

let harness: Harness;
let phone: ReturnType<typeof phoneOf>;
beforeAll(async () => {
  // The steps under test start the journey (tests/server/step-flows.ts): the step order is tests/server/step-order.test.ts's.
  harness = await startHarness({ forms: formsWithSteps('CapturePhoto') });
  phone = phoneOf(harness);
});
afterAll(() => harness.close());

async function leadsNamed(name: string, employeeId = 'EMP1001') {
  return harness.database.db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.shopName, name), eq(leads.ownerEmployeeId, employeeId)));
}

const settled = async (outbox: Outbox) => {
  await outbox.send();
  return outbox.view().items;
};

test('saves kept while the network is down are sent in the order they were made once it is back, and each makes one lead', async () => {
  const { outbox, net } = await phone('EMP1001');
  const first = shopName('Sai Krupa Stores');
  const second = shopName('Ganesh Kirana');
  net.set('down');
  await outbox.add(newLead(first));
  await outbox.add(newLead(second));
  expect((await settled(outbox)).map((item) => item.label)).toEqual([`Create Lead: ${first}`, `Create Lead: ${second}`]);
  expect(await leadsNamed(first)).toHaveLength(0);

  net.set('up');
  expect(await settled(outbox)).toEqual([]);
  expect(await leadsNamed(first)).toHaveLength(1);
  expect(await leadsNamed(second)).toHaveLength(1);
});

test('the item being sent shows how much of it has gone out, where the way it is sent can tell', async () => {
  const seen: { sending: string | null; progress: number | null }[] = [];
  // The phone's outbox, once made: the fetch below reads it while the phone is being made.
  const made: { outbox?: Outbox } = {};
  const record = () => {
    const view = made.outbox?.view();
    if (view) seen.push({ sending: view.sending, progress: view.progress });
  };
  const { outbox } = await phone('EMP1001', {
    sendContext: (onProgress) => ({
      fetch: async (input, init) => {
        onProgress(0.5);
        record();
        onProgress(1);
        record();
        return harness.fetch(input, init);
      },
    }),
  });
  made.outbox = outbox;
  const item = newLead(shopName('Shree Photo Studio'));
  await outbox.add(item);
  expect(await settled(outbox)).toEqual([]);
  expect(seen).toEqual([
    { sending: item.id, progress: 0.5 },
    { sending: item.id, progress: 1 },
  ]);
  expect(outbox.view()).toMatchObject({ sending: null, progress: null });
});

test('two tabs of the app on one phone lose no save and send each save once', async () => {
  const store = memoryOutboxStore();
  const tab = tabsOfOnePhone();
  const first = await phone('EMP1001', { store, tabs: tab() });
  const second = await phone('EMP1001', { store, tabs: tab() });
  const one = shopName('First Tab Stores');
  const two = shopName('Second Tab Stores');
  first.net.set('down');
  second.net.set('down');
  // Each tab keeps a save from what is stored, not from what it last read: neither overwrites the other's.
  await first.outbox.add(newLead(one));
  await second.outbox.add(newLead(two));
  const labels = [`Create Lead: ${one}`, `Create Lead: ${two}`];
  await vi.waitFor(() => expect(first.outbox.view().items.map((item) => item.label)).toEqual(labels));
  expect(second.outbox.view().items.map((item) => item.label)).toEqual(labels);

  first.net.set('up');
  second.net.set('up');
  const before = first.net.requests() + second.net.requests();
  await Promise.all([first.outbox.send(), second.outbox.send()]);
  expect(first.net.requests() + second.net.requests() - before).toBe(2);
  expect(await leadsNamed(one)).toHaveLength(1);
  expect(await leadsNamed(two)).toHaveLength(1);
  await vi.waitFor(() => expect(first.outbox.view().items).toEqual([]));
  expect(second.outbox.view().items).toEqual([]);
});

test('a save whose answer was lost is sent again with the same id and acts once', async () => {
  const { outbox, net, retries } = await phone('EMP1001');
  const name = shopName('Laxmi Traders');
  net.set('answer lost');
  await outbox.add(newLead(name));
  // The server made the lead, the phone never heard: the save waits, and is tried again later.
  expect(await settled(outbox)).toHaveLength(1);
  expect(await leadsNamed(name)).toHaveLength(1);
  expect(retries).toEqual([RETRY_DELAYS_MS[0]]);

  expect(await settled(outbox)).toEqual([]);
  expect(await leadsNamed(name)).toHaveLength(1);
});

test('a photo waits as a Blob of its bytes, and is sent again after a lost answer as the very request of its first attempt: stored once', async () => {
  const { outbox, net } = await phone('EMP1001');
  const opportunityId = await insertOpportunity(harness, { leadId: null, status: 'INITIATED' });
  const bytes = jpegBytes({ size: 40_000 });
  const dataUrl = `data:image/jpeg;base64,${Buffer.from(bytes).toString('base64')}`;
  const page = { pageNumber: 1, dataUrl, fileName: 'IMG_2042.jpg', contentType: 'image/jpeg' };
  net.set('answer lost');
  await outbox.add({
    id: crypto.randomUUID(),
    operation: 'CreateOpportunityDocument',
    variables: { input: { opportunityId: String(opportunityId), document: { documentType: 'PHOTOGRAPH', documentSubType: 'SHOPPHOTO', documentMode: 'LIVEPHOTO', documentPages: [page] } } },
    label: 'Photo: Shop',
    journey: null,
  });
  // The server stored it, the phone never heard: the photo waits, as its bytes.
  const [waiting] = await settled(outbox);
  const kept = (waiting?.variables.input as { document: { documentPages: { dataUrl: unknown }[] } }).document.documentPages[0]?.dataUrl;
  expect(kept).toBeInstanceOf(Blob);
  expect((kept as Blob).size).toBe(bytes.length);

  // Sent again under the same id: a request that differed from the first would be refused (IDEMPOTENCY_KEY_REUSED).
  expect(await settled(outbox)).toEqual([]);
  const stored = await harness.database.db.select({ id: opportunityDocuments.id }).from(opportunityDocuments).where(eq(opportunityDocuments.opportunityId, opportunityId));
  expect(stored).toHaveLength(1);
});

test("a refused save stops there with the server's message, later saves of its journey wait, and other saves go on", async () => {
  const { outbox, net } = await phone('EMP1001');
  const refused = shopName('Refused Mart');
  const behind = shopName('Behind Mart');
  const other = shopName('Other Mart');
  net.set('down');
  await outbox.add(newLead(refused, { journey: 'lead-a' }, '12345'));
  await outbox.add(newLead(behind, { journey: 'lead-a' }));
  await outbox.add(newLead(other));
  net.set('up');

  const items = await settled(outbox);
  expect(items.map((item) => [item.label, item.failure?.message ?? null])).toEqual([
    [`Create Lead: ${refused}`, 'Please enter a valid 10-digit mobile number.'],
    [`Create Lead: ${behind}`, null],
  ]);
  expect(await leadsNamed(other)).toHaveLength(1);
  expect(await leadsNamed(behind)).toHaveLength(0);

  // Discarding the refused save lets the one behind it go.
  const refusedItem = items[0];
  if (!refusedItem) throw new Error('no refused item');
  await outbox.discard(refusedItem.id);
  expect(await settled(outbox)).toEqual([]);
  expect(await leadsNamed(behind)).toHaveLength(1);
  expect(await leadsNamed(refused)).toHaveLength(0);
});

test('a save of an operation this build does not know is not sent: the agent is told to discard it, and its journey waits', async () => {
  const { outbox } = await phone('EMP1001');
  const behind = shopName('Behind Unknown Mart');
  await outbox.add({ ...newLead(shopName('Unknown Mart'), { journey: 'lead-b' }), operation: 'RetiredOperation' });
  await outbox.add(newLead(behind, { journey: 'lead-b' }));
  const items = await settled(outbox);
  expect(items.map((item) => item.failure?.message ?? null)).toEqual(['This version of the app cannot send this change. Please discard it and make it again.', null]);
  expect(await leadsNamed(behind)).toHaveLength(0);
});

test('retrying a refused save sends it again as a new request', async () => {
  const { outbox } = await phone('EMP1001');
  const name = shopName('Retry Mart');
  await outbox.add(newLead(name, {}, '12345'));
  const [refused] = await settled(outbox);
  expect(refused?.failure?.title).toBeTruthy();
  await outbox.retry(refused?.id ?? '');
  const [again] = outbox.view().items;
  expect(again?.id).not.toBe(refused?.id);
  expect(again?.failure?.message).toBe('Please enter a valid 10-digit mobile number.');
});

test("each agent's saves are their own: another agent on the same phone neither sees nor sends them", async () => {
  const first = await phone('EMP1001');
  const name = shopName('Agent One Mart');
  first.net.set('down');
  await first.outbox.add(newLead(name));
  expect(first.outbox.view().items).toHaveLength(1);

  // Another agent signs in on the same phone: same storage, another session.
  const second = await signedInSession(harness, 'EMP1002');
  const secondSession = second.get();
  const firstSession = first.session.get();
  if (!secondSession || !firstSession) throw new Error('no sessions');
  first.session.set(secondSession);
  first.net.set('up');
  await first.outbox.send();
  expect(first.outbox.view().items).toEqual([]);
  expect(await leadsNamed(name)).toHaveLength(0);
  expect(await leadsNamed(name, 'EMP1002')).toHaveLength(0);

  // The first agent signs in again: the save is theirs, and goes once the network is there.
  first.net.set('down');
  first.session.set(firstSession);
  await expect.poll(() => first.outbox.view().items.length).toBe(1);
  first.net.set('up');
  expect(await settled(first.outbox)).toEqual([]);
  expect(await leadsNamed(name)).toHaveLength(1);
});

test('without a signed-in agent nothing is sent, and a save cannot be kept for nobody', async () => {
  const { outbox, session } = await phone('EMP1001');
  const name = shopName('Signed Out Mart');
  const signedIn = session.get();
  if (!signedIn) throw new Error('no session');
  session.set({ ...signedIn, accessToken: '' });
  await outbox.add(newLead(name));
  expect(await settled(outbox)).toHaveLength(1);
  expect(await leadsNamed(name)).toHaveLength(0);
  session.clear();
  await expect(outbox.add(newLead(shopName('Nobody Mart')))).rejects.toThrow();
});
