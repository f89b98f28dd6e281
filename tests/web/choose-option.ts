import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

type User = ReturnType<typeof userEvent.setup>;

/**
 * Opens a select and gives the list it controls. The app's theme animates the list in, which jsdom
 * never finishes, and each select keeps its own list in the page: the one this select opened is read.
 */
export async function openedList(user: User, select: HTMLElement): Promise<HTMLElement> {
  await user.click(select);
  return waitFor(() => {
    const found = document.getElementById(select.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error(`the list of ${select.id} did not open`);
    return found;
  });
}

/** Picks a select's option by its text, once the select can be used. */
export async function chooseOption(user: User, label: RegExp | string, option: RegExp | string) {
  const select = await screen.findByRole('combobox', { name: label }, { timeout: 10_000 });
  await waitFor(() => expect(select).toBeEnabled());
  await user.click(within(await openedList(user, select)).getByRole('option', { name: option, hidden: true }));
}
