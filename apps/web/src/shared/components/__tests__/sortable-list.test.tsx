import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '@/shared/i18n';
import { renderInProviders } from '@/testing/render';
import { SortableList } from '../sortable-list';

const ROW_HEIGHT = 50;

/** jsdom has no layout: rows get stacked boxes so that dnd-kit can measure them. */
function stubLayout() {
  const original = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest<HTMLElement>('[data-sortable-id]');
    if (!row?.parentElement) return original.call(this);
    const index = Array.from(row.parentElement.children).indexOf(row);
    const top = index * ROW_HEIGHT;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      right: 300,
      bottom: top + ROW_HEIGHT - 4,
      width: 300,
      height: ROW_HEIGHT - 4,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

function Harness({ onReorder }: { onReorder: (names: string[]) => void }) {
  const [items, setItems] = useState(['Entrées', 'Plats', 'Desserts']);
  return (
    <SortableList
      label="Types de plats"
      items={items}
      getId={(name) => name}
      getName={(name) => name}
      onReorder={(next) => {
        setItems(next);
        onReorder(next);
      }}
      renderItem={(name) => <span>{name}</span>}
    />
  );
}

beforeEach(() => stubLayout());
afterEach(async () => {
  await act(async () => {
    await changeLocale('fr');
  });
});

describe('SortableList', () => {
  it('moves a row with the keyboard on its drag handle (Space, arrows, Space), and says so', async () => {
    const onReorder = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderInProviders(<Harness onReorder={onReorder} />);

    // The move buttons work from the first paint; the drag handle appears once dragging has loaded.
    const handle = await screen.findByRole('button', { name: 'Déplacer Entrées' });
    expect(handle).toHaveAttribute('aria-roledescription', 'élément déplaçable');
    expect(handle).toHaveAccessibleDescription(/appuyez sur Espace ou Entrée/);

    handle.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByText('Entrées : position 2 sur 3.')).toBeInTheDocument();
    await user.keyboard(' ');

    expect(onReorder).toHaveBeenCalledWith(['Plats', 'Entrées', 'Desserts']);
    const rows = within(screen.getByRole('list', { name: 'Types de plats' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Plats', 'Entrées', 'Desserts']);
    expect(await screen.findByText('Entrées déposé en position 2 sur 3.')).toBeInTheDocument();
  });

  it('cancels a keyboard move with Escape', async () => {
    const onReorder = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderInProviders(<Harness onReorder={onReorder} />);

    (await screen.findByRole('button', { name: 'Déplacer Plats' })).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');

    expect(onReorder).not.toHaveBeenCalled();
    expect(await screen.findByText('Déplacement de Plats annulé.')).toBeInTheDocument();
  });
});
