import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';
import { CreateProductTransferDocument, GetProductTransfersDocument } from '../../generated/graphql';
import { demoSerial } from '../../src/server/seed/demo-inventory';
import { dataOf, send } from '../server/call';
import { demoAgent, signInAs, startHarness, type Harness } from '../server/harness';
import { itemsMatching } from '../server/inventory-calls';
import { renderApp, signedInSession } from './render-app';

// What an agent sees on /inventoryManagement: their items with every detail, found by a serial typed
// or scanned; stock sent to another agent with a courier and tracking number; the receiver's side.

let harness: Harness;
let ashaToken: string;
let rohitToken: string;
beforeAll(async () => {
  harness = await startHarness();
  ashaToken = (await signInAs(harness, demoAgent('EMP1001').email)).accessToken;
  rohitToken = (await signInAs(harness, demoAgent('EMP1002').email)).accessToken;
});
afterAll(() => harness.close());
afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LOAD = { timeout: 15_000 };

/** Puts a serial in the search box as a paste would (what a scanner app on the phone does). */
async function searchFor(user: ReturnType<typeof userEvent.setup>, serial: string) {
  const box = await screen.findByRole('searchbox', { name: 'Search by serial number' }, LOAD);
  await user.clear(box);
  await user.click(box);
  await user.paste(serial);
}

async function openAs(employeeId: string, path = '/inventoryManagement') {
  return renderApp(path, { fetchFn: harness.fetch, session: await signedInSession(harness, employeeId) });
}

test("the agent's items show type, name, serials, condition, receiving date and quantity, and a typed serial finds one", async () => {
  const user = userEvent.setup();
  await openAs('EMP1001');
  expect(await screen.findByText('20 items', {}, LOAD)).toBeInTheDocument();
  const serial = demoSerial('PRD-POS-A910', 'EMP1001', 2);
  const [stored] = await itemsMatching(harness, ashaToken, serial);
  const card = screen.getByRole('article', { name: serial });
  expect(within(card).getByText('POS terminal')).toBeInTheDocument();
  expect(within(card).getByText(stored?.productName ?? '')).toBeInTheDocument();
  expect(within(card).getByText(stored?.secondarySerialNumber ?? '')).toBeInTheDocument();
  expect(within(card).getByText('Working')).toBeInTheDocument();
  expect(within(card).getByText('Quantity on hand:')).toBeInTheDocument();
  expect(within(card).getByText('Received on:')).toBeInTheDocument();

  await searchFor(user, serial.toLowerCase());
  expect(await screen.findByText('1 item', {}, LOAD)).toBeInTheDocument();
  expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([serial]);

  await searchFor(user, demoSerial('PRD-POS-A910', 'EMP1002', 1));
  expect(await screen.findByText('No item of yours has this serial number.', {}, LOAD)).toBeInTheDocument();
});

test('without a camera, Scan says so in plain words and typing still works', async () => {
  const user = userEvent.setup();
  await openAs('EMP1001');
  await screen.findByText('20 items', {}, LOAD);
  await user.click(screen.getByRole('button', { name: 'Scan serial number' }));
  const dialog = await screen.findByRole('dialog', { name: 'Scan serial number' });
  expect(within(dialog).getByText('This browser cannot use a camera here. Please type the serial number.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await searchFor(user, demoSerial('PRD-VOICE-POD', 'EMP1001', 1));
  expect(await screen.findByText('1 item', {}, LOAD)).toBeInTheDocument();
});

test('a refused camera is explained, and a scanned serial fills the search and gives the camera back', async () => {
  const user = userEvent.setup();
  const serial = demoSerial('PRD-SQR-MINI', 'EMP1001', 3);
  const stop = vi.fn();
  const getUserMedia = vi.fn().mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError')).mockResolvedValue({ getTracks: () => [{ stop }] });
  // jsdom has no camera: this one refuses once, then gives a stream whose track can be stopped.
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  vi.stubGlobal(
    'BarcodeDetector',
    class {
      static getSupportedFormats = () => Promise.resolve(['code_128', 'qr_code']);
      detect = () => Promise.resolve([{ rawValue: ` ${serial} ` }]);
    },
  );
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(HTMLMediaElement.HAVE_ENOUGH_DATA);

  await openAs('EMP1001');
  await screen.findByText('20 items', {}, LOAD);
  await user.click(screen.getByRole('button', { name: 'Scan serial number' }));
  expect(
    await screen.findByText("The camera is not allowed for this app. Please allow it in the browser's settings, or type the serial number.", {}, LOAD),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close' }));

  await user.click(screen.getByRole('button', { name: 'Scan serial number' }));
  await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search by serial number' })).toHaveValue(serial), LOAD);
  expect(await screen.findByText('1 item', {}, LOAD)).toBeInTheDocument();
  expect(screen.queryByRole('dialog', { name: 'Scan serial number' })).toBeNull();
  expect(stop).toHaveBeenCalled();
});

test('the agent sends an item to another agent with courier and tracking, after the form says what is missing', async () => {
  const user = userEvent.setup();
  const serial = demoSerial('PRD-VOICE-POD', 'EMP1001', 2);
  await openAs('EMP1001');
  await searchFor(user, serial);
  await screen.findByText('1 item', {}, LOAD);
  await user.click(screen.getByRole('checkbox', { name: `Select ${serial}` }));
  await user.click(screen.getByRole('button', { name: 'Send 1 item' }));
  const dialog = await screen.findByRole('dialog', { name: 'Send stock' });
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(within(dialog).getByText('Please choose where to send the items.')).toBeInTheDocument();
  expect(within(dialog).getByText('Please enter the courier name.')).toBeInTheDocument();
  expect(within(dialog).getByText('Please enter the tracking number.')).toBeInTheDocument();

  await user.type(within(dialog).getByRole('combobox', { name: 'Send to' }), 'Rohit');
  await user.click(await screen.findByRole('option', { name: 'Rohit Nair (EMP1002)', hidden: true }, LOAD));
  await user.type(within(dialog).getByRole('textbox', { name: 'Courier name' }), 'Blue Dart');
  await user.type(within(dialog).getByRole('textbox', { name: 'Tracking number' }), 'AB 12');
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(within(dialog).getByText('Please enter a tracking number of 4 to 40 letters, digits or hyphens.')).toBeInTheDocument();
  await user.clear(within(dialog).getByRole('textbox', { name: 'Tracking number' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Tracking number' }), 'BD-99120');
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await screen.findByText('1 item is on the way to Rohit Nair (EMP1002).', {}, LOAD)).toBeInTheDocument();
  const card = await screen.findByRole('article', { name: serial });
  await waitFor(() => expect(within(card).getByText('In transit')).toBeInTheDocument(), LOAD);
  expect(within(card).queryByRole('checkbox')).toBeNull();

  const outgoing = dataOf(await send(harness, GetProductTransfersDocument, { input: { direction: 'OUTGOING' } }, { token: ashaToken })).getProductTransfers.productTransfers;
  expect(outgoing[0]).toMatchObject({ serialNumber: serial, status: 'IN_TRANSIT', courierName: 'Blue Dart', trackingNumber: 'BD-99120' });
});

test('the receiver sees the incoming transfer with its courier details, receives it, and finds the item among theirs', async () => {
  const user = userEvent.setup();
  const serial = demoSerial('PRD-VOICE-POD', 'EMP1001', 4);
  const [item] = await itemsMatching(harness, ashaToken, serial);
  dataOf(
    await send(
      harness,
      CreateProductTransferDocument,
      { input: { productItemIds: [item?.id ?? ''], destinationLocationId: 'LOC-BLR-02', courierName: 'Blue Dart', trackingNumber: 'BD-99121' } },
      { token: ashaToken },
    ),
  );
  await openAs('EMP1002', '/inventoryManagement?tab=transfers');
  const incoming = await screen.findByRole('article', { name: serial }, LOAD);
  expect(within(incoming).getByText('From: Asha Verma (EMP1001)')).toBeInTheDocument();
  expect(within(incoming).getByText('Courier: Blue Dart')).toBeInTheDocument();
  expect(within(incoming).getByText('Tracking number: BD-99121')).toBeInTheDocument();
  expect(within(incoming).getByText('In transit')).toBeInTheDocument();
  await user.click(within(incoming).getByRole('button', { name: 'Receive' }));
  expect(await screen.findByText('The item is now in your inventory.', {}, LOAD)).toBeInTheDocument();
  await waitFor(() => expect(within(screen.getByRole('article', { name: serial })).getByText('Received')).toBeInTheDocument(), LOAD);
  expect(within(screen.getByRole('article', { name: serial })).queryByRole('button', { name: 'Receive' })).toBeNull();

  await user.click(screen.getByRole('tab', { name: 'My items' }));
  await searchFor(user, serial);
  expect(await screen.findByText('1 item', {}, LOAD)).toBeInTheDocument();
  expect((await itemsMatching(harness, rohitToken, serial)).map((i) => i.location?.id)).toEqual(['LOC-BLR-02']);
  expect(await itemsMatching(harness, ashaToken, serial)).toEqual([]);
});

test('the sender cancels an outgoing transfer while it is in transit', async () => {
  const user = userEvent.setup();
  const serial = demoSerial('PRD-VOICE-POD', 'EMP1001', 3);
  const [item] = await itemsMatching(harness, ashaToken, serial);
  await send(
    harness,
    CreateProductTransferDocument,
    { input: { productItemIds: [item?.id ?? ''], destinationLocationId: 'WH-MUM-CENTRAL', courierName: 'DTDC', trackingNumber: 'D-5501' } },
    { token: ashaToken },
  );
  await openAs('EMP1001', '/inventoryManagement?tab=transfers');
  await user.click(await screen.findByRole('button', { name: 'Outgoing' }, LOAD));
  const card = await screen.findByRole('article', { name: serial }, LOAD);
  expect(within(card).getByText('To: Mumbai central warehouse')).toBeInTheDocument();
  // A tap by mistake changes nothing: the agent confirms first, and can keep the transfer.
  await user.click(within(card).getByRole('button', { name: 'Cancel transfer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this transfer?' });
  expect(within(dialog).getByText('The item comes back to your inventory. This cannot be undone.')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Keep the transfer' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect((await itemsMatching(harness, ashaToken, serial))[0]?.inTransit).toBe(true);
  await user.click(within(card).getByRole('button', { name: 'Cancel transfer' }));
  await user.click(within(await screen.findByRole('dialog', { name: 'Cancel this transfer?' })).getByRole('button', { name: 'Cancel transfer' }));
  expect(await screen.findByText('The transfer was cancelled: the item is back in your inventory.', {}, LOAD)).toBeInTheDocument();
  await waitFor(() => expect(within(screen.getByRole('article', { name: serial })).getByText('Cancelled')).toBeInTheDocument(), LOAD);
  expect((await itemsMatching(harness, ashaToken, serial))[0]?.inTransit).toBe(false);
});

test("an item's working condition is changed from its card, and shows at once", async () => {
  const user = userEvent.setup();
  const serial = demoSerial('PRD-SQR-MINI', 'EMP1001', 4);
  await openAs('EMP1001');
  await searchFor(user, serial);
  await screen.findByText('1 item', {}, LOAD);
  const card = screen.getByRole('article', { name: serial });
  expect(within(card).getByText('Working')).toBeInTheDocument();
  await user.click(within(card).getByRole('button', { name: 'Change condition' }));
  const dialog = await screen.findByRole('dialog', { name: `Condition of ${serial}` });
  expect(within(dialog).getByText('Only a working device can be deployed to a merchant.')).toBeInTheDocument();
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Condition' }), 'DAMAGED');
  await user.click(within(dialog).getByRole('button', { name: 'Save condition' }));
  expect(await screen.findByText(`${serial} is now marked damaged.`, {}, LOAD)).toBeInTheDocument();
  await waitFor(() => expect(within(screen.getByRole('article', { name: serial })).getByText('Damaged')).toBeInTheDocument(), LOAD);
  expect((await itemsMatching(harness, ashaToken, serial))[0]?.workingCondition).toBe('DAMAGED');
});

test('the sender corrects the courier and tracking number of a transfer in transit; one to the warehouse says when it is received there', async () => {
  const user = userEvent.setup();
  const serial = demoSerial('PRD-SQR-MINI', 'EMP1001', 3);
  const [item] = await itemsMatching(harness, ashaToken, serial);
  const sent = dataOf(
    await send(
      harness,
      CreateProductTransferDocument,
      { input: { productItemIds: [item?.id ?? ''], destinationLocationId: 'WH-MUM-CENTRAL', courierName: 'Blue Dart', trackingNumber: 'BD-0001' } },
      { token: ashaToken },
    ),
  ).createProductTransfer.productTransfers[0];
  await openAs('EMP1001', '/inventoryManagement?tab=transfers');
  await user.click(await screen.findByRole('button', { name: 'Outgoing' }, LOAD));
  const card = await screen.findByRole('article', { name: serial }, LOAD);
  // 24 hours after it was sent (the sandbox warehouse's delay).
  const due = new Date(new Date(sent?.createdDate ?? '').getTime() + 24 * 60 * 60 * 1000);
  expect(card.querySelector('[data-expected-receipt]')?.getAttribute('data-expected-receipt')).toBe(due.toISOString());
  expect(within(card).getByText(/^The warehouse receives it by /)).toBeInTheDocument();

  await user.click(within(card).getByRole('button', { name: 'Correct courier details' }));
  const dialog = await screen.findByRole('dialog', { name: 'Correct courier details' });
  expect(within(dialog).getByRole('textbox', { name: 'Courier name' })).toHaveValue('Blue Dart');
  await user.clear(within(dialog).getByRole('textbox', { name: 'Tracking number' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Tracking number' }), 'x');
  await user.click(within(dialog).getByRole('button', { name: 'Save courier details' }));
  expect(within(dialog).getByText('Please enter a tracking number of 4 to 40 letters, digits or hyphens.')).toBeInTheDocument();
  await user.clear(within(dialog).getByRole('textbox', { name: 'Courier name' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Courier name' }), 'DTDC');
  await user.clear(within(dialog).getByRole('textbox', { name: 'Tracking number' }));
  await user.type(within(dialog).getByRole('textbox', { name: 'Tracking number' }), 'D-7788');
  await user.click(within(dialog).getByRole('button', { name: 'Save courier details' }));
  expect(await screen.findByText('The courier details were corrected.', {}, LOAD)).toBeInTheDocument();
  await waitFor(() => expect(within(screen.getByRole('article', { name: serial })).getByText('Courier: DTDC')).toBeInTheDocument(), LOAD);
  expect(within(screen.getByRole('article', { name: serial })).getByText('Tracking number: D-7788')).toBeInTheDocument();
});
