import { apiPaths } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, type RecordedCall } from '@/testing/fetch-mock';
import { expectToast, itemList, makeItem, ok, renderMenuScreen } from '@/testing/menu-fixtures';
import { renderScreen, setLocale } from '@/testing/render';
import { signIn } from '@/testing/sign-in';
import { ItemListPage } from '../item-list-page';

function renderList(url = '/item_list') {
  return renderMenuScreen(<ItemListPage />, '/item_list', url, ['/item_add']);
}

const brulee = makeItem({
  id: 1,
  item_name: 'Crème brûlée',
  price: 12.5,
  images: [{ id: 9, file_name: 'brulee.webp', thumb_name: 'brulee-thumb.webp' }],
});
const magret = makeItem({
  id: 2,
  item_name: 'Magret de canard',
  en_item_name: 'Duck breast',
  fr_item_name: 'Magret de canard',
  price: 24,
  status: 0,
});

/** getitemslist answering in the language asked, like the server. */
function listHandler(items = [brulee, magret]) {
  return (call: RecordedCall) =>
    itemList(
      items.map((item) => ({
        ...item,
        item_name: call.body?.lang === 'en' ? item.en_item_name : item.fr_item_name,
      })),
    );
}

afterEach(async () => {
  await setLocale('fr');
});

describe('ItemListPage', () => {
  it('shows the dishes as cards, named and priced in French', async () => {
    const api = mockApi({ [apiPaths.itemList]: listHandler() });
    renderList();

    expect(await screen.findByRole('heading', { name: 'Crème brûlée' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Magret de canard' })).toBeInTheDocument();
    expect(screen.getByText(/^12,50\s€$/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Crème brûlée à la carte' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Magret de canard à la carte' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Modifier Crème brûlée' })).toHaveAttribute('href', '/item_add?id=1');
    expect(screen.getByRole('link', { name: 'Modifier Crème brûlée' }).querySelector('img')).toHaveAttribute(
      'src',
      '/uploads/brulee-thumb.webp',
    );
    expect(api.callsTo(apiPaths.itemList)[0]?.body).toEqual({ lang: 'fr' });
    expect(api.callsTo(apiPaths.itemList)[0]?.headers.token).toBe('partner-token');
  });

  it('shows names and prices in English when the UI is in English', async () => {
    await setLocale('en');
    const api = mockApi({ [apiPaths.itemList]: listHandler() });
    renderList();

    expect(await screen.findByRole('heading', { name: 'Duck breast' })).toBeInTheDocument();
    expect(screen.getByText('€24.00')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Duck breast on the menu' })).not.toBeChecked();
    expect(api.callsTo(apiPaths.itemList)[0]?.body).toEqual({ lang: 'en' });
  });

  it('switches a dish off with changeItemStatus, then reloads the list', async () => {
    let status = 1;
    const api = mockApi({
      [apiPaths.itemList]: () => itemList([{ ...brulee, status }]),
      [apiPaths.changeItemStatus]: (call) => {
        status = Number(call.body?.status);
        return {
          body: {
            status: 200,
            message: 'The dish is off the menu.',
            fr_message: 'Le plat n’est plus à la carte.',
            data: { id: 1, status },
          },
        };
      },
    });
    const { user } = renderList();

    const toggle = await screen.findByRole('switch', { name: 'Crème brûlée à la carte' });
    await user.click(toggle);

    await expectToast('Le plat n’est plus à la carte.');
    expect(api.callsTo(apiPaths.changeItemStatus)[0]?.body).toEqual({ id: 1, status: '0', lang: 'fr' });
    await waitFor(() => expect(api.callsTo(apiPaths.itemList)).toHaveLength(2));
    expect(screen.getByRole('switch', { name: 'Crème brûlée à la carte' })).not.toBeChecked();
    expect(screen.getByText('Hors carte')).toBeInTheDocument();
  });

  it('asks "Voulez-vous vraiment supprimer ce plat ?" and deletes only when confirmed', async () => {
    let items = [brulee, magret];
    const api = mockApi({
      [apiPaths.itemList]: () => itemList(items),
      [apiPaths.deleteItem]: () => {
        items = [magret];
        return { body: { status: 200, message: 'Item deleted', fr_message: 'Plat supprimé', data: { id: 1 } } };
      },
    });
    const { user } = renderList();

    await user.click(await screen.findByRole('button', { name: 'Supprimer Crème brûlée' }));
    let dialog = await screen.findByRole('dialog', { name: 'Supprimer le plat' });
    expect(within(dialog).getByText('Voulez-vous vraiment supprimer ce plat ?')).toBeInTheDocument();
    // The dialog names the dish, so that the owner knows which one goes.
    expect(within(dialog).getByText('Crème brûlée')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(apiPaths.deleteItem)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Supprimer Crème brûlée' }));
    dialog = await screen.findByRole('dialog', { name: 'Supprimer le plat' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

    await expectToast('Plat supprimé');
    expect(api.callsTo(apiPaths.deleteItem)[0]?.url).toBe(`${apiPaths.deleteItem}?id=1&lang=fr`);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Crème brûlée' })).not.toBeInTheDocument());
    expect(api.callsTo(apiPaths.itemList)).toHaveLength(2);
  });

  it('asks "Are you sure you wish to delete this item?" in English', async () => {
    await setLocale('en');
    const api = mockApi({
      [apiPaths.itemList]: listHandler([brulee]),
      [apiPaths.deleteItem]: {
        body: { status: 200, message: 'Item deleted', fr_message: 'Plat supprimé', data: { id: 1 } },
      },
    });
    const { user } = renderList();

    await user.click(await screen.findByRole('button', { name: 'Delete Crème brûlée' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the item' });
    expect(within(dialog).getByText('Are you sure you wish to delete this item?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await expectToast('Item deleted');
    expect(api.callsTo(apiPaths.deleteItem)).toHaveLength(1);
  });

  it('sends the search to the server and shows what it found', async () => {
    const api = mockApi({
      [apiPaths.itemList]: (call) => itemList(call.body?.search ? [brulee] : [brulee, magret]),
    });
    const { user, router } = renderList();

    await screen.findByRole('heading', { name: 'Magret de canard' });
    await user.type(screen.getByLabelText('Rechercher un plat'), 'creme{Enter}');

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Magret de canard' })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('?q=creme');
    expect(api.callsTo(apiPaths.itemList).at(-1)?.body).toEqual({ lang: 'fr', search: 'creme' });
    expect(screen.getByRole('heading', { name: 'Crème brûlée' })).toBeInTheDocument();
    expect(screen.getByText('Résultats pour « creme »')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Effacer la recherche' }));
    expect(await screen.findByRole('heading', { name: 'Magret de canard' })).toBeInTheDocument();
    expect(screen.getByLabelText('Rechercher un plat')).toHaveValue('');
  });

  it('says when a search finds nothing', async () => {
    mockApi({ [apiPaths.itemList]: itemList([]) });
    renderList('/item_list?q=pizza');

    expect(await screen.findByRole('heading', { name: 'Aucun plat trouvé' })).toBeInTheDocument();
    expect(screen.getByText('Aucun plat ne correspond à « pizza ».')).toBeInTheDocument();
    expect(screen.getByLabelText('Rechercher un plat')).toHaveValue('pizza');
  });

  it('invites to add the first dish when the menu is empty', async () => {
    mockApi({ [apiPaths.itemList]: itemList([]) });
    const { user } = renderList();

    expect(await screen.findByRole('heading', { name: 'Votre carte est vide' })).toBeInTheDocument();
    // Nothing to search in an empty menu.
    expect(screen.queryByLabelText('Rechercher un plat')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Ajouter mon premier plat' }));
    expect(await screen.findByRole('heading', { name: 'page:/item_add' })).toBeInTheDocument();
  });

  it('opens the form of a dish from its photo, and a new one from the round plus button', async () => {
    mockApi({ [apiPaths.itemList]: listHandler() });
    const { user, router } = renderList();

    await user.click(await screen.findByRole('link', { name: 'Modifier Magret de canard' }));
    expect(await screen.findByRole('heading', { name: 'page:/item_add' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=2');

    await router.navigate('/item_list');
    await user.click(await screen.findByRole('link', { name: 'Ajouter un plat' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/item_add'));
    expect(router.state.location.search).toBe('');
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    let fail = true;
    mockApi({
      [apiPaths.itemList]: () => (fail ? 'network-error' : itemList([brulee])),
    });
    const { user } = renderList();

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Problème de connexion, veuillez réessayer.')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { name: 'Crème brûlée' })).toBeInTheDocument();
  });

  it('keeps the switch as it was and says so when the network fails', async () => {
    mockApi({
      [apiPaths.itemList]: listHandler([brulee]),
      [apiPaths.changeItemStatus]: 'network-error',
    });
    const { user } = renderList();

    const toggle = await screen.findByRole('switch', { name: 'Crème brûlée à la carte' });
    await user.click(toggle);

    await expectToast('Problème de connexion, veuillez réessayer.');
    expect(screen.getByRole('switch', { name: 'Crème brûlée à la carte' })).toBeChecked();
  });

  it('files the dishes under the restaurant’s dish types, in its order', async () => {
    const salade = makeItem({ id: 3, item_name: 'Salade lyonnaise', type_of_item: [{ id: 2, label: 'Entrées' }] });
    const quenelle = makeItem({ id: 4, item_name: 'Quenelle', type_of_item: [{ id: 5, label: 'Plats' }] });
    mockApi({ [apiPaths.itemList]: itemList([salade, quenelle, brulee]) });
    renderList();

    const starters = await screen.findByRole('region', { name: 'Entrées' });
    expect(within(starters).getByRole('heading', { name: 'Salade lyonnaise' })).toBeInTheDocument();
    expect(within(starters).getByText('1 plat')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.filter((text) => ['Entrées', 'Plats', 'Desserts'].includes(text ?? ''))).toEqual([
      'Entrées',
      'Plats',
      'Desserts',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Desserts' })).getByRole('heading', { name: 'Crème brûlée' }),
    ).toBeInTheDocument();
  });

  it('marks a dish sold out for today in one tap, shows until when, and puts it back on sale', async () => {
    const comesBack = Date.parse('2026-06-11T02:00:00Z');
    let soldOutUntil: number | null = null;
    const api = mockApi({
      [apiPaths.itemList]: () =>
        itemList([{ ...brulee, sold_out: soldOutUntil ? 1 : 0, sold_out_until: soldOutUntil }]),
      [apiPaths.markItemSoldOut]: (call) => {
        soldOutUntil = call.body?.sold_out === '1' ? comesBack : null;
        return ok({
          message: '',
          fr_message: soldOutUntil ? 'Le plat est épuisé pour aujourd’hui.' : 'Le plat est de nouveau disponible.',
          data: { id: 1, sold_out: soldOutUntil ? 1 : 0, sold_out_until: soldOutUntil },
        });
      },
    });
    const { user } = renderList();

    await user.click(await screen.findByRole('button', { name: 'Épuisé aujourd’hui : Crème brûlée' }));
    await expectToast('Le plat est épuisé pour aujourd’hui.');
    expect(api.callsTo(apiPaths.markItemSoldOut)[0]?.body).toEqual({ id: 1, sold_out: '1', lang: 'fr' });
    await waitFor(() => expect(api.callsTo(apiPaths.itemList).length).toBeGreaterThan(1));
    expect(await screen.findByText(/^Épuisé jusqu’à 4\sh$/)).toBeInTheDocument();
    // Sold out is not switched off.
    expect(screen.getByRole('switch', { name: 'Crème brûlée à la carte' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Remettre en vente : Crème brûlée' }));
    await expectToast('Le plat est de nouveau disponible.');
    await waitFor(() => expect(screen.queryByText(/^Épuisé jusqu’à 4\sh$/)).not.toBeInTheDocument());
  });

  it('gives a staff member today’s dishes: the sold-out button, and nothing that edits the menu', async () => {
    signIn('staff');
    let soldOut = 0;
    const api = mockApi({
      [apiPaths.itemList]: () => itemList([{ ...brulee, sold_out: soldOut }, magret]),
      [apiPaths.markItemSoldOut]: (call) => {
        soldOut = Number(call.body?.sold_out);
        return ok({ data: { id: 1, sold_out: soldOut, sold_out_until: null } });
      },
    });
    const { user } = renderScreen(<ItemListPage />, { path: '/item_list', destinations: ['/item_add'] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Plats du jour' })).toBeInTheDocument();
    expect(screen.getByText(/Marquez-le épuisé : il revient de lui-même à 4 h\./)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Crème brûlée' })).toBeInTheDocument();
    // Only what is on the menu today: the dish switched off is not shown.
    expect(screen.queryByRole('heading', { name: 'Magret de canard' })).not.toBeInTheDocument();
    // No switch, no delete, no link to the forms (the photo opens nothing), no add button.
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Supprimer|Ajouter/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Épuisé aujourd’hui : Crème brûlée' }));
    expect(await screen.findByText('Épuisé')).toBeInTheDocument();
    expect(api.callsTo(apiPaths.markItemSoldOut)[0]?.body).toEqual({ id: 1, sold_out: '1', lang: 'fr' });
    expect(api.callsTo(apiPaths.markItemSoldOut)[0]?.headers.token).toBe('member-token');
    expect(screen.getByRole('button', { name: 'Remettre en vente : Crème brûlée' })).toBeInTheDocument();
  });

  it('prices a dish with sizes from its smallest price', async () => {
    const beer = makeItem({
      id: 5,
      item_name: 'Bière blonde',
      price: 3.5,
      sizes: [
        { id: 1, name: 'Half 25 cl', fr_name: 'Demi 25 cl', label: 'Demi 25 cl', price: 3.5 },
        { id: 2, name: 'Pint 50 cl', fr_name: 'Pinte 50 cl', label: 'Pinte 50 cl', price: 6.5 },
      ],
    });
    mockApi({ [apiPaths.itemList]: itemList([beer]) });
    renderList();

    expect(await screen.findByText(/^dès 3,50\s€$/)).toBeInTheDocument();
    expect(screen.getByText('2 tailles')).toBeInTheDocument();
  });
});
