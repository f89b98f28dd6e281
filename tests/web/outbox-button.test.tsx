import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { AppServicesProvider } from '../../src/app/app-services';
import { OutboxButton } from '../../src/app/offline/outbox-button';
import { outboxTexts } from '../../src/app/offline/outbox-texts';
import { startHarness, type Harness } from '../server/harness';
import { aloneServices } from './alone-services';
import { newLead, phoneOf, shopName, type Phone } from './outbox-phone';

// The header's count of saves waiting on the phone, and the list behind it: what waits, what the
// server refused and why, Send now, Retry and Discard, against the real server.

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

function renderButton(phone: Phone) {
  const services = { ...aloneServices(), outbox: async () => phone.outbox };
  render(
    <MantineProvider>
      <AppServicesProvider services={services}>
        <OutboxButton />
      </AppServicesProvider>
    </MantineProvider>,
  );
}

test('the count shows what waits; the list sends it, retries a refused save, and discards it for good only when confirmed', async () => {
  const user = userEvent.setup();
  const phone = await phoneOf(harness)('EMP1001');
  const refused = shopName('Refused Mart');
  const waiting = shopName('Waiting Mart');
  await phone.outbox.add(newLead(refused, {}, '12345'));
  await phone.outbox.send();
  phone.net.set('down');
  await phone.outbox.add(newLead(waiting));
  renderButton(phone);

  await user.click(await screen.findByRole('button', { name: outboxTexts.buttonLabel(2) }));
  const list = await screen.findByRole('dialog', { name: outboxTexts.title });
  const refusedEntry = within(list).getByText(`Create Lead: ${refused}`).closest<HTMLElement>('[data-outbox-item]');
  const waitingEntry = within(list).getByText(`Create Lead: ${waiting}`).closest<HTMLElement>('[data-outbox-item]');
  if (!refusedEntry || !waitingEntry) throw new Error('the list does not show both saves');
  expect(within(refusedEntry).getByRole('alert').textContent).toMatch(/Please enter a valid 10-digit mobile number\.$/);
  expect(within(waitingEntry).getByText(outboxTexts.waiting)).toBeInTheDocument();
  expect(within(waitingEntry).queryByRole('button', { name: outboxTexts.retry })).toBeNull();

  phone.net.set('up');
  await user.click(within(list).getByRole('button', { name: outboxTexts.sendNow }));
  await screen.findByRole('button', { name: outboxTexts.buttonLabel(1) });
  expect(within(list).queryByText(`Create Lead: ${waiting}`)).toBeNull();

  const before = phone.net.requests();
  await user.click(within(list).getByRole('button', { name: outboxTexts.retry }));
  // Sent again, and refused again: the server's answer stays on the save.
  await waitFor(() => expect(phone.net.requests()).toBe(before + 1));
  await waitFor(() => expect(within(list).getByRole('alert').textContent).toMatch(/Please enter a valid 10-digit mobile number\.$/));

  await user.click(within(list).getByRole('button', { name: outboxTexts.discard }));
  expect(within(list).getByText(outboxTexts.discardWarning)).toBeInTheDocument();
  await user.click(within(list).getByRole('button', { name: outboxTexts.keepIt }));
  expect(within(list).getByText(`Create Lead: ${refused}`)).toBeInTheDocument();
  await user.click(within(list).getByRole('button', { name: outboxTexts.discard }));
  await user.click(within(list).getByRole('button', { name: outboxTexts.confirmDiscard }));
  expect(await within(list).findByText(outboxTexts.empty)).toBeInTheDocument();
  expect(phone.outbox.view().items).toEqual([]);
});

test('the save being sent shows how much of it has gone out', async () => {
  const user = userEvent.setup();
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const phone = await phoneOf(harness)('EMP1001', {
    sendContext: (onProgress) => ({
      fetch: async (input, init) => {
        onProgress(0.4);
        await held;
        return harness.fetch(input, init);
      },
    }),
  });
  const name = shopName('Progress Mart');
  await phone.outbox.add(newLead(name));
  renderButton(phone);
  await user.click(await screen.findByRole('button', { name: outboxTexts.buttonLabel(1) }));
  const list = await screen.findByRole('dialog', { name: outboxTexts.title });
  const sent = phone.outbox.send();
  const bar = await within(list).findByRole('progressbar', { name: outboxTexts.sendingItem(`Create Lead: ${name}`) });
  expect(bar.getAttribute('aria-valuenow')).toBe('40');
  release();
  await sent;
  expect(await within(list).findByText(outboxTexts.empty)).toBeInTheDocument();
});
