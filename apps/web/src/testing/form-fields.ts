import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The text field of a labelled input (a multi-select's label also names its list). */
export function field(label: string): HTMLElement {
  const input = screen
    .getAllByLabelText(label)
    .find((element) => element.tagName === 'INPUT' || element.tagName === 'TEXTAREA');
  if (!input) throw new Error(`No field labelled ${label}`);
  return input;
}

/**
 * Types a whole value at once (one change, like a paste): a big form re-renders less. `clear`
 * empties the field first (and leaves it empty when `text` is).
 */
export async function fill(user: UserEvent, label: string, text: string, { clear = false } = {}) {
  const input = field(label);
  if (clear) {
    await user.clear(input);
    if (!text) return;
  }
  await user.click(input);
  await user.paste(text);
}

/** Picks an option of a Mantine multi-select by its label. */
export async function pick(user: UserEvent, label: string, option: string) {
  await user.click(field(label));
  await user.click(await screen.findByRole('option', { name: option }));
  await user.keyboard('{Escape}');
}
