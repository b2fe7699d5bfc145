import type { TAddon, TDishType, TItem, TItemListSection } from '@portal/contract';
import type { ReactElement } from 'react';
import { notifications } from '@mantine/notifications';
import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { renderScreen } from './render';

/** A logged-in partner, as the guards and the layout read it. */
export function logInPartner(): void {
  localStorage.setItem('Auth', '01');
  localStorage.setItem('token', 'partner-token');
  localStorage.setItem(
    'userdata',
    JSON.stringify({
      id: 7,
      name: 'Le Bistrot du Marché',
      address: '10 Rue de Rivoli',
      logo_image: '',
      status: 1,
      imageUrl: '/uploads/',
    }),
  );
}

/** A menu screen for a signed-in partner, at `url` of its route `path`; `destinations` are where it may go. */
export function renderMenuScreen(screen: ReactElement, path: string, url = path, destinations: string[] = []) {
  logInPartner();
  return renderScreen(screen, { path, initialEntries: [url], destinations });
}

export const ok = <T extends object>(body: T) => ({ body: { status: 200, message: '', fr_message: '', ...body } });

export function makeItem(overrides: Partial<TItem> = {}): TItem {
  return {
    id: 1,
    item_name: 'Crème brûlée',
    en_item_name: 'Crème brûlée',
    fr_item_name: 'Crème brûlée',
    description: 'À la vanille de Madagascar',
    en_description: 'With Madagascar vanilla',
    fr_description: 'À la vanille de Madagascar',
    price: 7.5,
    discount: 0,
    buy_one_get_one_offer: 0,
    preparation_time: 10,
    status: 1,
    tva_rate: 10,
    images: [],
    type_of_cuisines: [],
    type_of_service: [{ id: 1, label: 'Sur place' }],
    food_choices: [],
    type_of_item: [{ id: 3, label: 'Desserts' }],
    type_of_addon: [],
    service_open_time: '12:00',
    service_close_time: '14:30',
    sizes: [],
    max_per_order: null,
    allergens: [],
    sold_out: 0,
    sold_out_until: null,
    ...overrides,
  };
}

/**
 * A getitemslist answer as the server builds it: each dish under its first dish type, sections in
 * the order they first appear (the server's order is the restaurant's; tests pass dishes in it).
 */
export function itemList(items: TItem[]) {
  const sections: TItemListSection[] = [];
  for (const item of items) {
    const type = item.type_of_item[0];
    const id = type?.id ?? null;
    let section = sections.find((candidate) => candidate.dish_type_id === id);
    if (!section) {
      section = { dish_type_id: id, label: type?.label ?? '', hidden: 0, item_ids: [] };
      sections.push(section);
    }
    section.item_ids.push(item.id);
  }
  return ok({ data: items, sections, imageUrl: '/uploads/' });
}

export const referenceLists = ok({
  data: {
    type_of_cuisines: [
      { id: 1, label: 'Française' },
      { id: 2, label: 'Italienne' },
    ],
    food_choice: [
      { id: 1, label: 'Végétarien' },
      { id: 2, label: 'Sans gluten' },
    ],
    type_of_service: [
      { id: 1, label: 'Sur place' },
      { id: 2, label: 'À emporter' },
    ],
    type_of_item: [
      { id: 1, label: 'Entrées' },
      { id: 2, label: 'Plats' },
      { id: 3, label: 'Desserts' },
    ],
    payment_method: [{ id: 1, label: 'En ligne' }],
    tva_rates: [
      { id: 5.5, label: '5,5 %' },
      { id: 10, label: '10 %' },
      { id: 20, label: '20 %' },
    ],
  },
});

export function makeAddon(overrides: Partial<TAddon> = {}): TAddon {
  return {
    items_addon_id: 1,
    name: 'Sauces',
    en_name: 'Sauces',
    fr_name: 'Sauces',
    price: 0,
    choiceoff: 2,
    min_choice: 0,
    isrequired: 0,
    subaddon: [
      {
        subaddonNameEn: 'Mayonnaise',
        subaddonNameFr: 'Mayonnaise',
        price: 0,
        allergens: [{ code: 'eggs', label: 'Œufs' }],
      },
      { subaddonNameEn: 'Pepper sauce', subaddonNameFr: 'Sauce au poivre', price: 1.5, allergens: [] },
    ],
    newIndex: 0,
    ...overrides,
  };
}

export function makeDishType(id: number, name: string, overrides: Partial<TDishType> = {}): TDishType {
  return {
    type_of_item_id: id,
    typeofitemname: name,
    en_typeofitemname: name,
    fr_typeofitemname: name,
    status: 1,
    newIndex: id - 1,
    is_own: 0,
    ...overrides,
  };
}

/** The texts of the toasts on screen. */
export function toastTexts(): string[] {
  return Array.from(document.querySelectorAll('.mantine-Notification-description')).map(
    (node) => node.textContent ?? '',
  );
}

/** Waits for a toast with this text (what a user waits for, never a time). */
export async function expectToast(text: string): Promise<void> {
  await waitFor(() => expect(toastTexts()).toContain(text));
}

export function clearToasts(): void {
  act(() => notifications.clean());
}

/** A reply the test releases when it wants (to look at a screen while a call is running). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
