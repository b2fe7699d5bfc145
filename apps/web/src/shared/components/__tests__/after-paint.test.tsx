import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInProviders } from '@/testing/render';
import { afterFirstPaint } from '../after-paint';

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

function RealField({ label, value, onChange }: FieldProps) {
  return (
    <label>
      {label}
      <input data-real="yes" value={value} onChange={(event) => onChange(event.currentTarget.value)} />
    </label>
  );
}

function setUp() {
  let arrive: (component: typeof RealField) => void = () => undefined;
  const code = new Promise<typeof RealField>((resolve) => {
    arrive = resolve;
  });
  const Field = afterFirstPaint<FieldProps>(
    () => code,
    ({ label, value, onChange }) => (
      <label>
        {label}
        <input value={value} onChange={(event) => onChange(event.currentTarget.value)} />
      </label>
    ),
  );
  function Form() {
    const [value, setValue] = useState('');
    return (
      <>
        <Field label="Nombre de choix" value={value} onChange={setValue} />
        <output>{value}</output>
      </>
    );
  }
  return { Form, arrive: (component: typeof RealField) => act(async () => arrive(component)) };
}

describe('a field loaded after the first paint', () => {
  it('takes what is typed before its code arrives, then shows it in the real field, focus kept', async () => {
    const { Form, arrive } = setUp();
    const user = userEvent.setup({ delay: null });
    renderInProviders(<Form />);

    const early = screen.getByLabelText('Nombre de choix');
    expect(early).not.toHaveAttribute('data-real');
    await user.type(early, '3');
    expect(screen.getByRole('status')).toHaveTextContent('3');

    await arrive(RealField);
    const real = screen.getByLabelText('Nombre de choix');
    expect(real).toHaveAttribute('data-real', 'yes');
    expect(real).toHaveValue('3');
    expect(real).toHaveFocus();
    await user.type(real, '4');
    expect(screen.getByRole('status')).toHaveTextContent('34');
  });

  it('is drawn at once by the real field once its code has arrived for another form', async () => {
    const { Form, arrive } = setUp();
    const first = renderInProviders(<Form />);
    await arrive(RealField);
    first.unmount();

    renderInProviders(<Form />);
    expect(screen.getByLabelText('Nombre de choix')).toHaveAttribute('data-real', 'yes');
  });
});

describe('a field loaded when the visitor reaches for it', () => {
  function setUpOnUse() {
    let arrive: (component: typeof RealField) => void = () => undefined;
    const load = vi.fn(
      () =>
        new Promise<typeof RealField>((resolve) => {
          arrive = resolve;
        }),
    );
    const Field = afterFirstPaint<FieldProps>(
      load,
      ({ label, value }) => (
        <label>
          {label}
          <input value={value} readOnly />
        </label>
      ),
      { loadOn: 'use' },
    );
    function Form() {
      const [value, setValue] = useState('FR');
      return (
        <>
          <button type="button">Avant</button>
          <Field label="Indicatif" value={value} onChange={setValue} />
        </>
      );
    }
    return { Form, load, arrive: (component: typeof RealField) => act(async () => arrive(component)) };
  }

  it('asks for no code at first paint, then loads it on focus and hands the focus to the real field', async () => {
    const { Form, load, arrive } = setUpOnUse();
    const user = userEvent.setup({ delay: null });
    renderInProviders(<Form />);
    expect(load).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Avant' }));
    await user.tab();
    expect(load).toHaveBeenCalledTimes(1);
    await arrive(RealField);
    const real = screen.getByLabelText('Indicatif');
    expect(real).toHaveAttribute('data-real', 'yes');
    expect(real).toHaveValue('FR');
    expect(real).toHaveFocus();
  });

  it('presses the real field again when the placeholder was pressed before the code arrived', async () => {
    const { Form, arrive } = setUpOnUse();
    const user = userEvent.setup({ delay: null });
    renderInProviders(<Form />);
    const clicks = vi.fn();
    document.addEventListener('click', clicks);

    await user.click(screen.getByLabelText('Indicatif'));
    clicks.mockClear();
    await arrive(RealField);
    expect(screen.getByLabelText('Indicatif')).toHaveFocus();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(clicks.mock.calls[0]?.[0].target).toHaveAttribute('data-real', 'yes');
    document.removeEventListener('click', clicks);
  });
});
