import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInProviders, setLocale } from '@/testing/render';
import { DateField } from '../date-field';

/*
 * A date is typed day first in the screen's language, whatever the browser's own locale, and the
 * value given to the form stays "YYYY-MM-DD" (what the server reads).
 */
afterEach(async () => {
  await setLocale('fr');
});

async function setUp(initial = '') {
  const seen: string[] = [];
  function Form() {
    const [value, setValue] = useState(initial);
    return (
      <>
        <DateField
          label="Valable du"
          value={value}
          onChange={(next) => {
            seen.push(next);
            setValue(next);
          }}
        />
        <output>{value}</output>
        <button type="button" onClick={() => setValue('2027-01-02')}>
          Set
        </button>
      </>
    );
  }
  renderInProviders(<Form />);
  // The field's code arrives once the form is drawn: its calendar button says it is there.
  await screen.findByRole('button', { name: /calendrier|calendar/ });
  return { user: userEvent.setup({ delay: null }), seen, field: screen.getByRole('textbox', { name: 'Valable du' }) };
}

describe('the date field', () => {
  it('shows an ISO value day first and gives back ISO for what is typed day first', async () => {
    const { user, field, seen } = await setUp('2026-07-12');
    expect(field).toHaveValue('12/07/2026');
    expect(field).toHaveAttribute('placeholder', 'JJ/MM/AAAA');
    await user.clear(field);
    await user.type(field, '3.8.26');
    expect(seen.at(-1)).toBe('2026-08-03');
    await user.tab();
    expect(field).toHaveValue('03/08/2026');
  });

  it('says under the field when what is typed names no day, and gives that text to the form', async () => {
    const { user, field, seen } = await setUp();
    await user.type(field, '31/02/2026');
    await user.tab();
    expect(field).toHaveAccessibleDescription('Saisissez une date au format JJ/MM/AAAA');
    expect(seen.at(-1)).toBe('31/02/2026');
    await user.clear(field);
    await user.type(field, '28/02/2026');
    expect(field).not.toHaveAccessibleDescription();
    expect(seen.at(-1)).toBe('2026-02-28');
  });

  it('follows the screen’s language: English asks DD/MM/YYYY and keeps the value', async () => {
    const { field, seen } = await setUp('2026-12-12');
    await setLocale('en');
    expect(field).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    expect(field).toHaveValue('12/12/2026');
    expect(seen).toEqual([]);
    const user = userEvent.setup({ delay: null });
    await user.clear(field);
    await user.type(field, '12/13/2026');
    await user.tab();
    expect(field).toHaveAccessibleDescription('Enter a date as DD/MM/YYYY');
  });

  it('shows a value set from outside', async () => {
    const { user, field } = await setUp('2026-07-12');
    await user.click(screen.getByRole('button', { name: 'Set' }));
    expect(field).toHaveValue('02/01/2027');
  });

  it('picks a day in its calendar, in the screen’s language, and closes with Escape', async () => {
    const { user, field, seen } = await setUp('2026-12-12');
    await user.click(screen.getByRole('button', { name: 'Choisir la date dans le calendrier' }));
    const calendar = await screen.findByRole('dialog', { name: 'décembre 2026' });
    expect(screen.getByRole('button', { name: 'samedi 12 décembre 2026' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'samedi 12 décembre 2026' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'dimanche 13 décembre 2026' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(calendar).not.toBeInTheDocument();
    expect(field).toHaveValue('13/12/2026');
    expect(seen.at(-1)).toBe('2026-12-13');
    expect(field).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Choisir la date dans le calendrier' }));
    await user.click(await screen.findByRole('button', { name: 'Mois suivant' }));
    expect(screen.getByRole('dialog', { name: 'janvier 2027' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field).toHaveValue('13/12/2026');
  });
});
