import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { startHarness, type Harness } from '../server/harness';
import { consumedProduct, deploymentRequest, fakeFetch, mappedDevice, posDeployment, productItem, refusal, type Handler } from './deployment-fake';
import { renderApp, signedInSession } from './render-app';

// Map Devices and Map Other QR Codes: devices picked from the agent's stock or typed by serial,
// the server's refusal shown at the serial field, QR codes linked by their id, and de-linking with
// a reason once confirmed.

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
}, 30_000);
afterAll(() => harness.close());
beforeEach(() => localStorage.clear());
afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const OPPORTUNITY = '4242';

async function open(path: string, title: string, handlers: Record<string, Handler>) {
  const { fetchFn, sent } = fakeFetch(harness.fetch, handlers);
  const view = renderApp(`${path}?opportunityId=${OPPORTUNITY}&requestId=req-1`, { fetchFn, session: await signedInSession(harness, 'EMP1001') });
  await screen.findByRole('heading', { name: title, level: 1 }, { timeout: 10_000 });
  return { ...view, sent };
}

const required = {
  ProductsRequiredAndInventory: () => ({
    data: {
      productsRequiredAndInventory: {
        items: [{ productId: 'PRD-POS-A910', productName: 'Android POS A910', productType: 'POS', hardwareSubTypeName: null, requiredQuantity: 1, deployedQuantity: 0, availableInventory: 2 }],
      },
    },
  }),
};

test('Map Devices: a device chosen from the stock list and one typed by serial are sent; a refusal shows at the serial field and the choice stays', async () => {
  const user = userEvent.setup();
  const listed = productItem({ id: 'pi-1', serialNumber: 'A9101001001' });
  const typed = productItem({ id: 'pi-2', serialNumber: 'A9101001002', productItemNumber: 'PI-A9101001002' });
  let refuse = true;
  const { sent } = await open('/deploymentMulti/mapDevices', 'Map Devices', {
    PosDeployment: () => posDeployment([], [deploymentRequest({ opportunityId: OPPORTUNITY })]),
    ...required,
    GetProductsConsumed: () => ({ data: { getProductsConsumed: { productsConsumedList: refuse ? [] : [consumedProduct({ productItemId: 'pi-1', serialNumber: 'A9101001001' })] } } }),
    GetProductItems: ({ input }) => {
      const search = typeof input.search === 'string' ? input.search : null;
      const stock = [listed, typed, productItem({ id: 'pi-x', productId: 'PRD-VOICE-POD', productName: 'Voice Pod', productType: 'SOUNDBOX', serialNumber: 'VP4G1001001' })];
      return { data: { getProductItems: { productItems: search ? stock.filter((i) => i.serialNumber === search) : [listed, stock[2]], pageInfo: { page: 0, size: 100, totalElements: 2, hasMore: false } } } };
    },
    ProductsConsumed: () =>
      refuse
        ? refusal('Serial A9101001002 is in transit and cannot be deployed.', 'input.productItemIds')
        : { data: { productsConsumed: { isProductsConsumed: true, productsConsumedList: [consumedProduct({ productItemId: 'pi-1' })] } } },
  });

  expect(await screen.findByText('Required 1 · deployed 0 · in your inventory 2', {}, { timeout: 10_000 })).toBeInTheDocument();
  const stock = screen.getByRole('region', { name: 'Devices in your inventory' });
  // Only the merchant's products are offered.
  await within(stock).findByRole('checkbox', { name: 'Android POS A910: A9101001001' });
  expect(within(stock).queryByRole('checkbox', { name: /Voice Pod/ })).toBeNull();
  // The stock is asked for by the request's product, working and not in transit.
  expect(sent.find((c) => c.operationName === 'GetProductItems' && !c.variables.input.search)?.variables.input).toMatchObject({ productId: 'PRD-POS-A910', inTransit: false, workingCondition: 'WORKING' });
  await user.click(within(stock).getByRole('checkbox', { name: 'Android POS A910: A9101001001' }));

  const serial = screen.getByRole('textbox', { name: 'Serial number' });
  await user.type(serial, 'NOSUCH123');
  await user.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('No device with this serial number is in your inventory.')).toBeInTheDocument();
  await user.clear(serial);
  await user.type(serial, 'A9101001002{Enter}');
  const chosen = await screen.findByRole('region', { name: 'Chosen devices' });
  await waitFor(() => expect(within(chosen).getByText('Android POS A910: A9101001002')).toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: 'Map chosen devices' }));
  const message = await screen.findByText('Serial A9101001002 is in transit and cannot be deployed.');
  expect(serial).toHaveAttribute('aria-invalid', 'true');
  expect(serial.getAttribute('aria-describedby')).toContain(message.id);
  expect(sent.find((c) => c.operationName === 'ProductsConsumed')?.variables.input).toEqual({ deploymentRequestId: 'req-1', productItemIds: ['pi-1', 'pi-2'] });
  expect(within(chosen).getAllByText(/Android POS A910: A91010010/)).toHaveLength(2);

  refuse = false;
  await user.click(screen.getByRole('button', { name: 'Remove A9101001002' }));
  await user.click(screen.getByRole('button', { name: 'Map chosen devices' }));
  const mapped = screen.getByRole('region', { name: 'Devices mapped to this request' });
  await waitFor(() => expect(within(mapped).getByText('Android POS A910: A9101001001')).toBeInTheDocument(), { timeout: 10_000 });
  expect(sent.filter((c) => c.operationName === 'ProductsConsumed').at(-1)?.variables.input).toEqual({ deploymentRequestId: 'req-1', productItemIds: ['pi-1'] });
}, 60_000);

test('Map Devices: once mapped, the deployed count and the stock are read again at once, and a mapped device is no longer offered; a typed serial of another product or not working is refused by its serial', async () => {
  const user = userEvent.setup();
  const first = productItem({ id: 'pi-1', serialNumber: 'A9101001001' });
  const second = productItem({ id: 'pi-2', serialNumber: 'A9101001002', productItemNumber: 'PI-A9101001002' });
  const soundbox = productItem({ id: 'pi-x', productId: 'PRD-VOICE-POD', productName: 'Voice Pod', productType: 'SOUNDBOX', serialNumber: 'VP4G1001001' });
  const broken = productItem({ id: 'pi-3', serialNumber: 'A9101001003', productItemNumber: 'PI-A9101001003', workingCondition: 'DAMAGED' });
  let mapped = false;
  const page = (items: ReturnType<typeof productItem>[]) => ({ data: { getProductItems: { productItems: items, pageInfo: { page: 0, size: 100, totalElements: items.length, hasMore: false } } } });
  await open('/deploymentMulti/mapDevices', 'Map Devices', {
    PosDeployment: () => posDeployment([], [deploymentRequest({ opportunityId: OPPORTUNITY, isProductsConsumed: mapped })]),
    ProductsRequiredAndInventory: () => ({
      data: {
        productsRequiredAndInventory: {
          items: [{ productId: 'PRD-POS-A910', productName: 'Android POS A910', productType: 'POS', hardwareSubTypeName: null, requiredQuantity: 1, deployedQuantity: mapped ? 1 : 0, availableInventory: mapped ? 1 : 2 }],
        },
      },
    }),
    GetProductsConsumed: () => ({ data: { getProductsConsumed: { productsConsumedList: mapped ? [consumedProduct({ productItemId: 'pi-1', serialNumber: 'A9101001001' })] : [] } } }),
    GetProductItems: ({ input }) => {
      if (typeof input.search === 'string') return page([soundbox, broken].filter((i) => i.serialNumber === input.search));
      return page(mapped ? [second] : [first, second]);
    },
    ProductsConsumed: () => {
      mapped = true;
      return { data: { productsConsumed: { isProductsConsumed: true, productsConsumedList: [consumedProduct({ productItemId: 'pi-1' })] } } };
    },
  });

  expect(await screen.findByText('Required 1 · deployed 0 · in your inventory 2', {}, { timeout: 10_000 })).toBeInTheDocument();
  const serial = screen.getByRole('textbox', { name: 'Serial number' });
  await user.type(serial, 'VP4G1001001{Enter}');
  expect(await screen.findByText('VP4G1001001 is not a Android POS A910.')).toBeInTheDocument();
  await user.clear(serial);
  await user.type(serial, 'A9101001003{Enter}');
  expect(await screen.findByText('A9101001003 is not marked as working. Only a working device can be deployed.')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Chosen devices' })).toBeNull();

  const stock = screen.getByRole('region', { name: 'Devices in your inventory' });
  await user.click(await within(stock).findByRole('checkbox', { name: 'Android POS A910: A9101001001' }));
  await user.click(screen.getByRole('button', { name: 'Map chosen devices' }));
  expect(await screen.findByText('Required 1 · deployed 1 · in your inventory 1', {}, { timeout: 10_000 })).toBeInTheDocument();
  await waitFor(() => expect(within(stock).queryByRole('checkbox', { name: 'Android POS A910: A9101001001' })).toBeNull());
  expect(within(stock).getByRole('checkbox', { name: 'Android POS A910: A9101001002' })).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Devices mapped to this request' })).getByText('Android POS A910: A9101001001')).toBeInTheDocument();
}, 60_000);

test('Map Devices: a serial scanned with the camera is chosen at once, as a typed one is', async () => {
  const user = userEvent.setup();
  const scanned = productItem({ id: 'pi-2', serialNumber: 'A9101001002', productItemNumber: 'PI-A9101001002' });
  // jsdom has no camera: this one gives a stream, and the detector reads the device's label.
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: vi.fn().mockResolvedValue({ getTracks: () => [{ stop: vi.fn() }] }) }, configurable: true });
  vi.stubGlobal(
    'BarcodeDetector',
    class {
      static getSupportedFormats = () => Promise.resolve(['code_128', 'qr_code']);
      detect = () => Promise.resolve([{ rawValue: 'A9101001002' }]);
    },
  );
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(HTMLMediaElement.HAVE_ENOUGH_DATA);
  await open('/deploymentMulti/mapDevices', 'Map Devices', {
    PosDeployment: () => posDeployment([], [deploymentRequest({ opportunityId: OPPORTUNITY })]),
    ...required,
    GetProductsConsumed: () => ({ data: { getProductsConsumed: { productsConsumedList: [] } } }),
    GetProductItems: ({ input }) => ({
      data: { getProductItems: { productItems: input.search === 'A9101001002' ? [scanned] : [], pageInfo: { page: 0, size: 100, totalElements: 1, hasMore: false } } },
    }),
  });

  await user.click(await screen.findByRole('button', { name: 'Scan serial number' }, { timeout: 10_000 }));
  const chosen = await screen.findByRole('region', { name: 'Chosen devices' }, { timeout: 10_000 });
  await waitFor(() => expect(within(chosen).getByText('Android POS A910: A9101001002')).toBeInTheDocument());
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Scan serial number' })).toBeNull());
}, 60_000);

test('Map Other QR Codes: a QR code typed by its id is linked to the terminal; de-linking asks for confirmation and a reason', async () => {
  const user = userEvent.setup();
  let linked = false;
  const request = () => deploymentRequest({ opportunityId: OPPORTUNITY, tid: '71000231', posId: 'POS-9' });
  const { sent } = await open('/deploymentMulti/linkPaymentDevices', 'Map Other QR Codes', {
    PosDeployment: () => posDeployment([], [request()]),
    DevicesToBeLinked: () => ({ data: { devicesToBeLinked: { devices: [mappedDevice({ isLinked: linked })] } } }),
    DeviceLinkingDetails: () => {
      linked = true;
      return { data: { deviceLinkingDetails: { isLinkingDone: true, mappedDevicesList: [mappedDevice({ isLinked: true })] } } };
    },
    DeviceDeLinkingDetails: () => {
      linked = false;
      return { data: { deviceDeLinkingDetails: { isDeLinked: true, mappedDevicesList: [mappedDevice({ isLinked: false })] } } };
    },
  });

  const device = await waitFor(
    () => {
      const found = document.querySelector<HTMLElement>('[data-device="SQRM1001001"]');
      if (!found) throw new Error('no device to link yet');
      return found;
    },
    { timeout: 10_000 },
  );
  expect(device).toHaveTextContent('Not linked');
  await user.type(screen.getByRole('textbox', { name: 'QR code id or serial' }), 'qr-77001');
  await user.click(screen.getByRole('button', { name: 'Link' }));
  await waitFor(() => expect(document.querySelector('[data-device="SQRM1001001"]')).toHaveAttribute('data-linked', 'true'), { timeout: 10_000 });
  expect(sent.find((c) => c.operationName === 'DeviceLinkingDetails')?.variables.input).toEqual({
    deploymentRequestId: 'req-1',
    devices: [{ serialNumber: 'SQRM1001001', productItemId: 'pi-q1', qrCodeId: 'QR-77001', tid: '71000231', posId: 'POS-9' }],
  });

  await user.click(screen.getByRole('button', { name: 'De-link SQRM1001001' }));
  const dialog = await screen.findByRole('dialog', { name: 'De-link this device?' });
  await user.click(within(dialog).getByRole('button', { name: 'De-link' }));
  expect(await within(dialog).findByText('Please give the reason.')).toBeInTheDocument();
  expect(sent.some((c) => c.operationName === 'DeviceDeLinkingDetails')).toBe(false);
  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Standee damaged');
  await user.click(within(dialog).getByRole('button', { name: 'De-link' }));
  await waitFor(() => expect(document.querySelector('[data-device="SQRM1001001"]')).toHaveAttribute('data-linked', 'false'), { timeout: 10_000 });
  expect(sent.find((c) => c.operationName === 'DeviceDeLinkingDetails')?.variables.input).toEqual({ deploymentRequestId: 'req-1', serialNumbers: ['SQRM1001001'], reason: 'Standee damaged' });
}, 60_000);
