import { MantineProvider, Switch, TextInput } from '@mantine/core';
import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';

/*
 * A drawn page is taken over as it is: the ids the server drew (a label's `for`, a field's
 * `aria-describedby`) are the ids after the take-over, and no field re-renders to change them.
 */
const form = (
  <StrictMode>
    <MantineProvider>
      <TextInput label="Nom du plat" description="Tel qu’il paraît sur la carte" />
      <Switch label="Disponible" />
    </MantineProvider>
  </StrictMode>
);

const idsOf = (container: HTMLElement) =>
  [...container.querySelectorAll('[id], [for], [aria-describedby]')].map((element) =>
    ['id', 'for', 'aria-describedby'].map((name) => element.getAttribute(name)).join(' '),
  );

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
});

it('keeps the ids the server drew the fields with once the app has taken them over', async () => {
  container = document.createElement('div');
  container.innerHTML = renderToString(form);
  document.body.append(container);
  const drawn = idsOf(container);
  expect(drawn.join(' ')).toMatch(/mantine-/);
  const label = container.querySelector('label[for]');
  expect(container.querySelector(`#${CSS.escape(label!.getAttribute('for')!)}`)?.tagName).toBe('INPUT');

  await act(async () => {
    root = hydrateRoot(container!, form);
  });

  expect(idsOf(container)).toEqual(drawn);
});
