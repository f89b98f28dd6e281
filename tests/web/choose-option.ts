import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** Picks a select's option by its text. The app's theme animates the list in, which jsdom never finishes: the list it opened is read. */
export async function chooseOption(user: ReturnType<typeof userEvent.setup>, label: RegExp | string, option: RegExp | string) {
  const select = await screen.findByRole('combobox', { name: label }, { timeout: 10_000 });
  await waitFor(() => expect(select).toBeEnabled());
  await user.click(select);
  const list = await waitFor(() => {
    const found = document.getElementById(select.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error(`the ${String(label)} list did not open`);
    return found;
  });
  await user.click(within(list).getByRole('option', { name: option, hidden: true }));
}
