import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// A deployment request taken to completion as the agent does it on the phone: from the Deployment
// screen, each request's card opens its next screen (Map Devices, Map Other QR Codes, Test
// Transactions, Complete Deployment). A request's card is found by text it shows (its store's name,
// or its device's).

/** A deployment request's card on the Deployment screen, by text it shows. */
export const requestCard = (page: Page, text: string) => page.locator('article[data-deployment-request]').filter({ hasText: text });

/** Opens the Deployment screen of the opportunity, then the screen `action` leads to from the request's card. */
export async function openRequestStep(page: Page, serverUrl: string, opportunityId: string, request: string, action: string, title: string) {
  await page.goto(new URL(`/deploymentMulti?opportunityId=${opportunityId}`, serverUrl).href);
  await requestCard(page, request).getByRole('link', { name: action }).tap();
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
}

/** A small JPEG made by the browser, as the camera hands one over. */
async function photo(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#2f9e44';
    context.fillRect(0, 0, 640, 480);
    context.fillStyle = '#fff';
    context.fillText('Charge slip', 40, 40);
    return canvas.toDataURL('image/jpeg', 0.8).split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

async function takeProofPhoto(page: Page, section: Locator) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), section.getByRole('button', { name: 'Take photo' }).tap()]);
  await chooser.setFiles({ name: 'slip.jpg', mimeType: 'image/jpeg', buffer: await photo(page) });
  await section.getByRole('img', { name: /Proof photo/ }).waitFor();
}

/** On Map Devices: types the device's serial, adds it and maps it; it is then among the request's devices. */
export async function mapTypedSerial(page: Page, serial: string) {
  await page.getByRole('textbox', { name: 'Serial number' }).fill(serial);
  await page.getByRole('button', { name: 'Add', exact: true }).tap();
  await page.getByRole('region', { name: 'Chosen devices' }).getByText(serial).waitFor();
  await page.getByRole('button', { name: 'Map chosen devices' }).tap();
  await page.getByRole('region', { name: 'Devices mapped to this request' }).getByText(serial).waitFor();
}

/**
 * On Map Other QR Codes: links the QR code by its serial to the request's terminal; `tid`, for a
 * merchant the acquirer gave no terminal id yet, is the one the agent types from the merchant's slip.
 */
export async function linkQrCode(page: Page, serial: string, tid?: string) {
  if (tid) await page.getByRole('textbox', { name: 'TID of the terminal to link to' }).fill(tid);
  await page.getByRole('textbox', { name: 'QR code id or serial' }).fill(serial);
  await page.getByRole('button', { name: 'Link', exact: true }).tap();
  await expect.poll(() => page.locator(`[data-device="${serial}"]`).getAttribute('data-linked')).toBe('true');
}

/** On Test Transactions: records a test with its reference, ₹1 and a proof photo. */
export async function recordTestTransaction(page: Page, name: 'Card test transaction' | 'UPI test transaction', reference: string) {
  const section = page.getByRole('region', { name });
  await section.getByRole('textbox', { name: /Transaction reference/ }).fill(reference);
  await section.getByRole('textbox', { name: /Amount/ }).fill('1');
  await takeProofPhoto(page, section);
  await section.getByRole('button', { name: `Save ${name.toLowerCase()}` }).tap();
  await section.getByText(/^Done /).waitFor();
}

/** On Complete Deployment: completes it, first without the merchant's acknowledgement (refused with the spec's words), then with it. */
export async function completeWithAcknowledgement(page: Page) {
  await page.getByRole('textbox', { name: 'Closure remarks' }).fill('Installed at the billing counter and shown to the merchant');
  await page.getByRole('button', { name: 'Complete', exact: true }).tap();
  await expect.poll(() => page.getByRole('alert').textContent()).toContain('Acknowledgement not received.');
  await page.getByRole('checkbox', { name: /The merchant acknowledges/ }).check();
  await page.getByRole('button', { name: 'Complete', exact: true }).tap();
}
