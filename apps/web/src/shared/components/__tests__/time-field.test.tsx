import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInProviders, setLocale } from '@/testing/render';
import { TimeField } from '../time-field';

/* A time is typed on the 24-hour clock whatever the browser's locale; the value stays "HH:MM". */
afterEach(async () => {
  await setLocale('fr');
});

async function setUp(initial = '') {
  const seen: string[] = [];
  function Form() {
    const [value, setValue] = useState(initial);
    return (
      <TimeField
        label="Ouverture"
        value={value}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
    );
  }
  renderInProviders(<Form />);
  // The field's code arrives once the form is drawn: it then asks for HH:MM.
  const field = await screen.findByPlaceholderText('HH:MM');
  return { user: userEvent.setup({ delay: null }), seen, field };
}

describe('the time field', () => {
  it('understands 19h30 and 1930 and writes them 19:30', async () => {
    const { user, field, seen } = await setUp('12:00');
    expect(field).toHaveValue('12:00');
    expect(field).toHaveAttribute('placeholder', 'HH:MM');
    await user.clear(field);
    await user.type(field, '19h30');
    expect(seen.at(-1)).toBe('19:30');
    await user.tab();
    expect(field).toHaveValue('19:30');
    await user.clear(field);
    await user.type(field, '0705');
    await user.tab();
    expect(field).toHaveValue('07:05');
    expect(seen.at(-1)).toBe('07:05');
  });

  it('refuses a time off the 24-hour clock under the field, in the screen’s language', async () => {
    const { user, field, seen } = await setUp();
    await user.type(field, '7h75');
    await user.tab();
    expect(field).toHaveAccessibleDescription('Saisissez une heure au format HH:MM (de 00:00 à 23:59)');
    await user.clear(field);
    await user.type(field, '25:00');
    expect(seen.at(-1)).toBe('25:00');
    await setLocale('en');
    await user.tab();
    expect(field).toHaveAccessibleDescription('Enter a time as HH:MM (from 00:00 to 23:59)');
  });
});
