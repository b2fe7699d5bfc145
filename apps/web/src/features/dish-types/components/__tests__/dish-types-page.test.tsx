import { apiPaths, type TDishType } from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, mockApi, type RecordedCall } from '@/testing/fetch-mock';
import { clearToasts, expectToast, logInPartner, makeDishType } from '@/testing/menu-fixtures';
import { renderScreen, setLocale } from '@/testing/render';
import { DishTypesPage } from '../dish-types-page';

const starters = makeDishType(1, 'Entrées');
const mains = makeDishType(2, 'Plats');
const desserts = makeDishType(3, 'Desserts');
const drinks = {
  type_of_item_id: 4,
  typeofitemname: 'Boissons',
  en_typeofitemname: 'Drinks',
  fr_typeofitemname: 'Boissons',
};

/** A small stand-in of the server's dish-type list for one restaurant. */
function dishServer(initial: TDishType[] = [starters, mains, desserts]) {
  let list = initial.map((row) => ({ ...row }));
  let addable = [drinks];
  const reply = (message: string, fr: string) => ({
    body: {
      status: 200,
      message,
      fr_message: fr,
      data: list.map((row, index) => ({ ...row, newIndex: index })),
      dishdata: addable,
    },
  });
  return {
    [apiPaths.dishList]: () => reply('', ''),
    [apiPaths.dishOrder]: (call: RecordedCall) => {
      const ids = new URL(call.url, 'http://x').searchParams.get('item_id')!.split(',').map(Number);
      const all = [...list, ...addable.map((choice) => ({ ...choice, status: 1, newIndex: 0, is_own: 0 }))];
      list = [
        ...ids.map((id) => all.find((row) => row.type_of_item_id === id)!),
        ...list.filter((row) => !ids.includes(row.type_of_item_id)),
      ];
      addable = addable.filter((choice) => !ids.includes(choice.type_of_item_id));
      return reply('The order is saved.', 'L’ordre est enregistré.');
    },
    [apiPaths.changeDishTypeStatus]: (call: RecordedCall) => {
      list = list.map((row) =>
        row.type_of_item_id === call.body?.type_of_item_id ? { ...row, status: Number(call.body?.status) } : row,
      );
      return call.body?.status === '0'
        ? reply('The dish type is hidden from the menu.', 'Le type de plat est masqué sur la carte.')
        : reply('The dish type is shown on the menu.', 'Le type de plat est affiché sur la carte.');
    },
    [apiPaths.addDishType]: (call: RecordedCall) => {
      const fr = String(call.body?.fr_typeofitemname);
      if (list.some((row) => row.fr_typeofitemname === fr)) {
        return failure('DISH_TYPE_EXISTS', 'This dish type already exists', 'Ce type de plat existe déjà', {
          field: 'fr_typeofitemname',
        });
      }
      list = [...list, makeDishType(10, fr, { is_own: 1, en_typeofitemname: String(call.body?.typeofitemname) })];
      return reply('Dish type added', 'Type de plat ajouté');
    },
  };
}

function renderDishTypes() {
  logInPartner();
  return renderScreen(<DishTypesPage />, { path: '/dishtype' });
}

const rowNames = () =>
  within(screen.getByRole('list', { name: 'Types de plats, dans l’ordre de la carte' }))
    .getAllByRole('listitem')
    .map((row) => row.querySelector('p')?.textContent);

afterEach(async () => {
  await setLocale('fr');
});

describe('DishTypesPage', () => {
  it('reorders with the keyboard on the move buttons, then Save sends the ids in the new order', async () => {
    const api = mockApi(dishServer());
    const { user } = renderDishTypes();

    const up = await screen.findByRole('button', { name: 'Monter Desserts' });
    const save = screen.getByRole('button', { name: 'Enregistrer l’ordre' });
    expect(save).toBeDisabled();

    up.focus();
    await user.keyboard('{Enter}');
    expect(rowNames()).toEqual(['Entrées', 'Desserts', 'Plats']);
    expect(screen.getByRole('button', { name: 'Monter Desserts' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(rowNames()).toEqual(['Desserts', 'Entrées', 'Plats']);
    // At the top, the focus moves to the other button of the row.
    expect(screen.getByRole('button', { name: 'Descendre Desserts' })).toHaveFocus();
    expect(screen.getByText('Non enregistré')).toBeInTheDocument();
    expect(api.callsTo(apiPaths.dishOrder)).toHaveLength(0);

    await user.click(save);
    await expectToast('L’ordre est enregistré.');
    expect(api.callsTo(apiPaths.dishOrder)[0]?.url).toBe(`${apiPaths.dishOrder}?item_id=3%2C1%2C2&lang=fr`);
    await waitFor(() => expect(save).toBeDisabled());
    expect(rowNames()).toEqual(['Desserts', 'Entrées', 'Plats']);
  });

  it('asks before leaving with an order that is not saved, in the portal and when the tab closes', async () => {
    mockApi(dishServer());
    logInPartner();
    const { user, router } = renderScreen(<DishTypesPage />, { path: '/dishtype', destinations: ['/item_list'] });
    await user.click(await screen.findByRole('button', { name: 'Descendre Entrées' }));

    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(true);

    act(() => void router.navigate('/item_list'));
    const question = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer\u00a0?' });
    await user.click(within(question).getByRole('button', { name: 'Rester sur la page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/dishtype');
    expect(rowNames()).toEqual(['Plats', 'Entrées', 'Desserts']);

    act(() => void router.navigate('/item_list'));
    const again = await screen.findByRole('dialog', { name: 'Quitter sans enregistrer\u00a0?' });
    await user.click(within(again).getByRole('button', { name: 'Quitter sans enregistrer' }));
    expect(await screen.findByRole('heading', { name: 'page:/item_list' })).toBeInTheDocument();
  });

  it('leaves without asking when nothing changed', async () => {
    mockApi(dishServer());
    logInPartner();
    const { router } = renderScreen(<DishTypesPage />, { path: '/dishtype', destinations: ['/item_list'] });
    await screen.findByRole('button', { name: 'Descendre Entrées' });

    const closing = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(closing);
    expect(closing.defaultPrevented).toBe(false);
    act(() => void router.navigate('/item_list'));
    expect(await screen.findByRole('heading', { name: 'page:/item_list' })).toBeInTheDocument();
  });

  it('shows the saved order after a reload', async () => {
    const server = dishServer();
    mockApi(server);
    const first = renderDishTypes();
    await first.user.click(await screen.findByRole('button', { name: 'Descendre Entrées' }));
    await first.user.click(screen.getByRole('button', { name: 'Enregistrer l’ordre' }));
    await expectToast('L’ordre est enregistré.');
    first.unmount();

    renderDishTypes();
    await screen.findByRole('button', { name: 'Monter Plats' });
    expect(rowNames()).toEqual(['Plats', 'Entrées', 'Desserts']);
  });

  it('does not fetch again the list that a change has just answered', async () => {
    const api = mockApi(dishServer());
    const { user } = renderDishTypes();

    await user.click(await screen.findByRole('switch', { name: 'Afficher Plats sur la carte' }));
    await expectToast('Le type de plat est masqué sur la carte.');
    await user.click(screen.getByRole('button', { name: 'Descendre Entrées' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer l’ordre' }));
    await expectToast('L’ordre est enregistré.');

    // The answers of the change and of the new order are the list itself: one load is enough.
    expect(api.callsTo(apiPaths.dishList)).toHaveLength(1);
    expect(rowNames()).toEqual(['Plats', 'Entrées', 'Desserts']);
  });

  it('can undo a change that was not saved', async () => {
    mockApi(dishServer());
    const { user } = renderDishTypes();

    await user.click(await screen.findByRole('button', { name: 'Descendre Entrées' }));
    expect(rowNames()).toEqual(['Plats', 'Entrées', 'Desserts']);
    await user.click(screen.getByRole('button', { name: 'Annuler les changements' }));
    expect(rowNames()).toEqual(['Entrées', 'Plats', 'Desserts']);
  });

  it('hides a dish type the restaurant does not use', async () => {
    const api = mockApi(dishServer());
    const { user } = renderDishTypes();

    const toggle = await screen.findByRole('switch', { name: 'Afficher Plats sur la carte' });
    expect(toggle).toBeChecked();
    await user.click(toggle);

    await expectToast('Le type de plat est masqué sur la carte.');
    expect(api.callsTo(apiPaths.changeDishTypeStatus)[0]?.body).toEqual({
      type_of_item_id: 2,
      status: '0',
      lang: 'fr',
    });
    expect(screen.getByRole('switch', { name: 'Afficher Plats sur la carte' })).not.toBeChecked();
    expect(screen.getByText('Masqué')).toBeInTheDocument();
  });

  it('adds a dish type of its own, and refuses one without a name or one that exists', async () => {
    const api = mockApi(dishServer());
    const { user } = renderDishTypes();

    await screen.findByRole('button', { name: 'Monter Plats' });
    await user.click(screen.getByRole('button', { name: 'Ajouter le type de plat' }));
    await expectToast('Saisissez le nom du type de plat');
    expect(screen.getByLabelText('Nom en français')).toHaveFocus();
    expect(api.callsTo(apiPaths.addDishType)).toHaveLength(0);

    clearToasts();
    await user.type(screen.getByLabelText('Nom en français'), 'Plats');
    await user.click(screen.getByRole('button', { name: 'Ajouter le type de plat' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Nom en français')).toHaveAccessibleDescription('Ce type de plat existe déjà'),
    );

    await user.clear(screen.getByLabelText('Nom en français'));
    await user.type(screen.getByLabelText('Nom en français'), 'Suggestions du chef');
    await user.type(screen.getByLabelText('Nom en anglais'), 'Chef’s specials');
    await user.click(screen.getByRole('button', { name: 'Ajouter le type de plat' }));

    await expectToast('Type de plat ajouté');
    expect(api.callsTo(apiPaths.addDishType).at(-1)?.body).toEqual({
      typeofitemname: 'Chef’s specials',
      fr_typeofitemname: 'Suggestions du chef',
      lang: 'fr',
    });
    expect(rowNames()).toEqual(['Entrées', 'Plats', 'Desserts', 'Suggestions du chef']);
    expect(screen.getByText('Le vôtre')).toBeInTheDocument();
    expect(screen.getByLabelText('Nom en français')).toHaveValue('');
  });

  it('adds a platform dish type it did not have yet', async () => {
    const api = mockApi(dishServer());
    const { user } = renderDishTypes();

    await user.click(await screen.findByRole('button', { name: 'Ajouter Boissons à la carte' }));

    await expectToast('L’ordre est enregistré.');
    expect(api.callsTo(apiPaths.dishOrder)[0]?.url).toBe(`${apiPaths.dishOrder}?item_id=1%2C2%2C3%2C4&lang=fr`);
    expect(rowNames()).toEqual(['Entrées', 'Plats', 'Desserts', 'Boissons']);
    expect(screen.queryByRole('button', { name: 'Ajouter Boissons à la carte' })).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    await setLocale('en');
    const api = mockApi(dishServer());
    renderDishTypes();

    expect(await screen.findByRole('button', { name: 'Move Desserts up' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Move Desserts' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Show Plats on the menu' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save the order' })).toBeDisabled();
    expect(api.callsTo(apiPaths.dishList)[0]?.url).toBe(`${apiPaths.dishList}?lang=en`);
  });

  it('renames its own dish type, and on deleting one still used asks where its dishes go', async () => {
    const own = makeDishType(10, 'Bouchons', { is_own: 1, en_typeofitemname: 'Bouchons' });
    let list = [starters, mains, own];
    const reply = (message: string, fr: string) => ({
      body: { status: 200, message, fr_message: fr, data: list, dishdata: [] },
    });
    const api = mockApi({
      [apiPaths.dishList]: () => reply('', ''),
      [apiPaths.renameDishType]: (call) => {
        list = list.map((row) =>
          row.type_of_item_id === 10
            ? {
                ...row,
                typeofitemname: String(call.body?.fr_typeofitemname),
                fr_typeofitemname: String(call.body?.fr_typeofitemname),
              }
            : row,
        );
        return reply('Dish type renamed', 'Type de plat renommé');
      },
      [apiPaths.deleteDishType]: (call) => {
        if (!call.body?.move_to) {
          return failure('DISH_TYPE_IN_USE', 'Dishes still use this type', 'Des plats utilisent encore ce type', {
            field: 'move_to',
            count: 2,
          });
        }
        list = list.filter((row) => row.type_of_item_id !== 10);
        return reply('Dish type deleted', 'Type de plat supprimé');
      },
    });
    logInPartner();
    const { user } = renderScreen(<DishTypesPage />, { path: '/dishtype', initialEntries: ['/dishtype'] });

    // Platform dish types cannot be renamed.
    await user.click(await screen.findByRole('button', { name: 'Renommer Bouchons' }));
    expect(screen.queryByRole('button', { name: 'Renommer Plats' })).not.toBeInTheDocument();
    const renameDialog = await screen.findByRole('dialog', { name: 'Renommer le type de plat' });
    const frName = within(renameDialog).getByLabelText('Nom en français');
    await user.clear(frName);
    await user.type(frName, 'Mâchons');
    await user.click(within(renameDialog).getByRole('button', { name: 'Enregistrer' }));
    await expectToast('Type de plat renommé');
    expect(api.callsTo(apiPaths.renameDishType)[0]?.body).toMatchObject({
      type_of_item_id: 10,
      fr_typeofitemname: 'Mâchons',
      typeofitemname: 'Bouchons',
    });

    await user.click(await screen.findByRole('button', { name: 'Supprimer Mâchons' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Supprimer' }));
    const moveDialog = await screen.findByRole('dialog', { name: 'Supprimer le type de plat' });
    expect(within(moveDialog).getByText(/2 plats sont classés dans/)).toBeInTheDocument();
    const confirm = within(moveDialog).getByRole('button', { name: 'Déplacer et supprimer' });
    expect(confirm).toBeDisabled();
    await user.click(within(moveDialog).getByRole('textbox', { name: 'Déplacer les plats vers' }));
    await user.click(await screen.findByRole('option', { name: 'Plats' }));
    await user.click(confirm);

    await expectToast('Type de plat supprimé');
    expect(api.callsTo(apiPaths.deleteDishType).at(-1)?.body).toMatchObject({ type_of_item_id: 10, move_to: 2 });
    await waitFor(() => expect(screen.queryByText('Mâchons')).not.toBeInTheDocument());
  });
});
