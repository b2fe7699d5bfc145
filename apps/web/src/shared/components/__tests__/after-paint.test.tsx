import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
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
