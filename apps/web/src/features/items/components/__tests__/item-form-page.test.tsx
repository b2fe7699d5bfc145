import { apiPaths } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, mockApi, type RecordedCall } from '@/testing/fetch-mock';
import {
  clearToasts,
  deferred,
  expectToast,
  makeAddon,
  makeItem,
  ok,
  referenceLists,
  renderMenuScreen,
} from '@/testing/menu-fixtures';
import { field, fill, pick } from '@/testing/form-fields';
import { setLocale } from '@/testing/render';
import { saveSmallestDish } from './item-form-fixtures';
import { ItemFormPage } from '../item-form-page';

const addonList = ok({ data: [makeAddon()] });

const savedReply = (call: RecordedCall) =>
  ok({
    message: 'Saved',
    fr_message: 'Enregistré',
    data: makeItem({ id: Number(call.body?.id) || 42 }),
    imageUrl: '/uploads/',
  });

function renderForm(url = '/item_add') {
  return renderMenuScreen(<ItemFormPage />, '/item_add', url, ['/item_list']);
}

const detail = makeItem({
  id: 5,
  item_name: 'Magret de canard',
  fr_item_name: 'Magret de canard',
  en_item_name: 'Duck breast',
  fr_description: 'Sauce au miel',
  en_description: 'Honey sauce',
  price: 24.5,
  discount: 10,
  buy_one_get_one_offer: 1,
  preparation_time: 20,
  tva_rate: 20,
  images: [
    { id: 31, file_name: 'a.webp', thumb_name: 'a-thumb.webp' },
    { id: 32, file_name: 'b.webp', thumb_name: 'b-thumb.webp' },
  ],
  type_of_service: [{ id: 2, label: 'À emporter' }],
  type_of_item: [{ id: 2, label: 'Plats' }],
  type_of_addon: [{ value: 1, name: 'Sauces' }],
  service_open_time: '12:00,19:00',
  service_close_time: '14:30,22:30',
});

afterEach(async () => {
  await setLocale('fr');
});

describe('ItemFormPage — a new dish', () => {
  it('checks the fields in the contract’s order, one toast at a time, then saves', async () => {
    const api = mockApi({
      [apiPaths.referenceLists]: referenceLists,
      [apiPaths.addonList]: addonList,
      [apiPaths.saveItem]: savedReply,
    });
    const { user, router } = renderForm();
    const save = await screen.findByRole('button', { name: 'Enregistrer' });

    // 1. Everything empty: the name comes first.
    await user.click(save);
    await expectToast('Saisissez le nom du plat (en français ou en anglais)');
    const frName = screen.getByLabelText('Nom du plat en français');
    expect(frName).toHaveAccessibleDescription('Saisissez le nom du plat (en français ou en anglais)');
    expect(frName).toHaveFocus();

    // 2. Then at least one service type.
    clearToasts();
    await fill(user, 'Nom du plat en français', 'Crème brûlée');
    await user.click(save);
    await expectToast('Choisissez au moins un type de service');
    await pick(user, 'Types de service', 'Sur place');

    // 3. Then at least one dish type.
    clearToasts();
    await user.click(save);
    await expectToast('Choisissez au moins un type de plat');
    await pick(user, 'Types de plat', 'Desserts');

    // 4. Then the price.
    clearToasts();
    await user.click(save);
    await expectToast('Saisissez un prix valide, par exemple 12,50');
    expect(screen.getByLabelText('Prix TTC (€)')).toHaveAccessibleDescription(
      'Saisissez un prix valide, par exemple 12,50',
    );
    await fill(user, 'Prix TTC (€)', '12,50');

    // 5. Then the preparation time.
    clearToasts();
    await user.click(save);
    await expectToast('Saisissez un temps de préparation entre 1 et 600 minutes');
    await fill(user, 'Temps de préparation (minutes)', '15');

    // 6. Then the service hours.
    clearToasts();
    await user.click(save);
    await expectToast(
      'Saisissez 1 à 3 horaires de service (HH:MM) ; chacun doit finir après son début (ou le lendemain matin, au plus tard à 6 h), sans chevauchement',
    );
    expect(api.callsTo(apiPaths.saveItem)).toHaveLength(0);
    await fill(user, 'Début du créneau 1', '12:00');
    await fill(user, 'Fin du créneau 1', '14:30');

    clearToasts();
    await user.click(save);
    await expectToast('Enregistré');
    expect(await screen.findByRole('heading', { name: 'page:/item_list' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/item_list');

    const sent = api.callsTo(apiPaths.saveItem);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.headers.token).toBe('partner-token');
    expect(sent[0]?.body).toEqual({
      id: '',
      item_name: '',
      fr_item_name: 'Crème brûlée',
      description: '',
      fr_description: '',
      type_of_service_id: '1',
      food_choice_id: '',
      type_of_item_id: '3',
      type_of_cuisines_id: '',
      types_of_addon_id: '',
      price: '12,50',
      discount: '',
      buy_one_get_one_offer: '0',
      preparation_time: '15',
      service_open_time: '12:00',
      service_close_time: '14:30',
      tva_rate: '10',
      sizes: '[]',
      max_per_order: '',
      allergens: '',
      lang: 'fr',
    });
  });

  it('offers up to 3 service slots, and removes one', async () => {
    mockApi({ [apiPaths.referenceLists]: referenceLists, [apiPaths.addonList]: addonList });
    const { user } = renderForm();

    const add = await screen.findByRole('button', { name: 'Ajouter un créneau' });
    expect(screen.getByRole('button', { name: 'Supprimer le créneau 1' })).toBeDisabled();
    await user.click(add);
    await user.click(add);
    expect(screen.getByLabelText('Début du créneau 3')).toBeInTheDocument();
    expect(add).toBeDisabled();

    await fill(user, 'Début du créneau 2', '19:00');
    await user.click(screen.getByRole('button', { name: 'Supprimer le créneau 1' }));
    expect(screen.queryByLabelText('Début du créneau 3')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Début du créneau 1')).toHaveValue('19:00');
    expect(add).toBeEnabled();
  });

  it('keeps what was typed and says so when the network fails', async () => {
    mockApi({
      [apiPaths.referenceLists]: referenceLists,
      [apiPaths.addonList]: addonList,
      [apiPaths.saveItem]: 'network-error',
    });
    const { user } = renderForm();

    await saveSmallestDish(user, 'fr', 'Tarte Tatin', '8.00');

    await expectToast('Problème de connexion, veuillez réessayer.');
    expect(screen.getByLabelText('Nom du plat en français')).toHaveValue('Tarte Tatin');
    expect(screen.getByLabelText('Prix TTC (€)')).toHaveValue('8.00');
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeEnabled();
  });

  it('shows a refusal of the server under the field it names, in English', async () => {
    await setLocale('en');
    mockApi({
      [apiPaths.referenceLists]: referenceLists,
      [apiPaths.addonList]: addonList,
      [apiPaths.saveItem]: failure(
        'REFERENCE_INVALID',
        'One of the chosen options no longer exists. Reload the page and choose again.',
        'L’une des options choisies n’existe plus. Rechargez la page et choisissez à nouveau.',
        { field: 'type_of_item_id' },
      ),
    });
    const { user } = renderForm();

    await saveSmallestDish(user, 'en', 'Apple pie', '8.50');

    await waitFor(() =>
      expect(field('Dish types')).toHaveAccessibleDescription(/One of the chosen options no longer exists/),
    );
    expect(screen.getByLabelText('Name of the dish in English')).toHaveValue('Apple pie');
  });
});

describe('ItemFormPage — editing a dish', () => {
  it('sends the sizes with their prices, the limit per order and the allergens, and shows a size’s problem', async () => {
    const api = mockApi({
      [apiPaths.referenceLists]: referenceLists,
      [apiPaths.addonList]: addonList,
      [apiPaths.itemDetail]: ok({
        data: {
          ...detail,
          sizes: [{ id: 8, name: 'Half 25 cl', fr_name: 'Demi 25 cl', label: 'Demi 25 cl', price: 3.5 }],
          allergens: [{ code: 'gluten', label: 'Céréales contenant du gluten' }],
        },
        imageUrl: '/uploads/',
      }),
      [apiPaths.saveItem]: savedReply,
    });
    const { user } = renderForm('/item_add?id=5');

    expect(await screen.findByLabelText('Taille 1 : nom en français')).toHaveValue('Demi 25 cl');
    expect(screen.getByLabelText('Taille 1 : prix (€)')).toHaveValue('3,50');
    // With sizes, the price is the first size's.
    expect(screen.getByLabelText('Prix TTC (€)')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Céréales contenant du gluten' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Ajouter une taille' }));
    await fill(user, 'Taille 2 : nom en français', 'Pinte 50 cl');
    await fill(user, 'Taille 2 : nom en anglais', 'Pint 50 cl');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await expectToast('Saisissez un prix valide pour chaque taille, par exemple 6,50');
    expect(screen.getByLabelText('Taille 2 : prix (€)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Saisissez un prix valide pour chaque taille, par exemple 6,50')).toHaveLength(2);
    expect(api.callsTo(apiPaths.saveItem)).toHaveLength(0);

    await fill(user, 'Taille 2 : prix (€)', '6,50');
    await fill(user, 'Quantité maximum par commande', '12');
    await user.click(screen.getByRole('checkbox', { name: 'Lait' }));
    clearToasts();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await expectToast('Enregistré');
    const body = api.callsTo(apiPaths.saveItem)[0]?.body ?? {};
    expect(JSON.parse(String(body.sizes))).toEqual([
      { id: '8', name: 'Half 25 cl', fr_name: 'Demi 25 cl', price: '3,50' },
      { name: 'Pint 50 cl', fr_name: 'Pinte 50 cl', price: '6,50' },
    ]);
    expect(body).toMatchObject({ max_per_order: '12', allergens: 'gluten,milk' });
  });
  it('loads the dish with getItemDetail (a reload works) and fills every field', async () => {
    const api = mockApi({
      [apiPaths.referenceLists]: referenceLists,
      [apiPaths.addonList]: addonList,
      [apiPaths.itemDetail]: ok({ data: detail, imageUrl: '/uploads/' }),
    });
    renderForm('/item_add?id=5');

    expect(await screen.findByRole('heading', { level: 1, name: 'Modifier le plat' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Nom du plat en français')).toHaveValue('Magret de canard');
    expect(screen.getByLabelText('Nom du plat en anglais')).toHaveValue('Duck breast');
    expect(screen.getByLabelText('Description en français')).toHaveValue('Sauce au miel');
    expect(screen.getByLabelText('Description en anglais')).toHaveValue('Honey sauce');
    expect(screen.getByLabelText('Prix TTC (€)')).toHaveValue('24,50');
    expect(screen.getByLabelText('Remise (%)')).toHaveValue('10');
    expect(screen.getByLabelText('Temps de préparation (minutes)')).toHaveValue('20');
    expect(screen.getByRole('radio', { name: '20 %' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Offre «\u00a01 acheté = 1 offert\u00a0»' })).toBeChecked();
    expect(screen.getByLabelText('Début du créneau 2')).toHaveValue('19:00');
    expect(screen.getByLabelText('Fin du créneau 2')).toHaveValue('22:30');
    expect(screen.getByRole('img', { name: 'Photo 2 du plat' })).toHaveAttribute('src', '/uploads/b-thumb.webp');
    expect(api.callsTo(apiPaths.itemDetail)[0]?.url).toBe(`${apiPaths.itemDetail}?id=5&lang=fr`);
  });

  it('sends the new photos with the fields and shows the upload progress', async () => {
    const reply = deferred<ReturnType<typeof savedReply>>();
    const api = mockApi({
      [apiPaths.referenceLists]: referenceLists,
      [apiPaths.addonList]: addonList,
      [apiPaths.itemDetail]: ok({ data: detail, imageUrl: '/uploads/' }),
      [apiPaths.saveItem]: (call) => reply.promise.then(() => savedReply(call)),
    });
    const { user } = renderForm('/item_add?id=5');

    await screen.findByDisplayValue('Magret de canard');
    const photo = new File(['fake image bytes'], 'magret.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Ajouter des photos'), photo);
    expect(screen.getByRole('button', { name: 'Retirer magret.jpg' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const progress = await screen.findByRole('progressbar', { name: 'Envoi en cours… 50\u00a0%' });
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    reply.resolve(undefined as never);

    await expectToast('Enregistré');
    const body = (await api.sentOnce(apiPaths.saveItem)) ?? {};
    expect(body).toMatchObject({
      id: '5',
      fr_item_name: 'Magret de canard',
      item_name: 'Duck breast',
      price: '24,50',
      discount: '10',
      buy_one_get_one_offer: '1',
      type_of_service_id: '2',
      type_of_item_id: '2',
      types_of_addon_id: '1',
      service_open_time: '12:00,19:00',
      service_close_time: '14:30,22:30',
      tva_rate: '20',
    });
    expect(body.file_name).toBeInstanceOf(File);
    expect((body.file_name as File).name).toBe('magret.jpg');
  });

  it('deletes a stored photo after confirmation', async () => {
    let images = detail.images;
    const api = mockApi({
      [apiPaths.referenceLists]: referenceLists,
      [apiPaths.addonList]: addonList,
      [apiPaths.itemDetail]: () => ok({ data: { ...detail, images }, imageUrl: '/uploads/' }),
      [apiPaths.deleteItemImage]: () => {
        images = images.slice(1);
        return { body: { status: 200, message: 'Image deleted', fr_message: 'Photo supprimée', data: { id: 31 } } };
      },
    });
    const { user } = renderForm('/item_add?id=5');

    await user.click(await screen.findByRole('button', { name: 'Supprimer la photo 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer la photo' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

    await expectToast('Photo supprimée');
    expect(api.callsTo(apiPaths.deleteItemImage)[0]?.url).toBe(`${apiPaths.deleteItemImage}?id=31&lang=fr`);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Supprimer la photo 2' })).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'Photo 1 du plat' })).toHaveAttribute('src', '/uploads/b-thumb.webp');
  });

  it('says so when the dish does not exist', async () => {
    mockApi({
      [apiPaths.referenceLists]: referenceLists,
      [apiPaths.addonList]: addonList,
      [apiPaths.itemDetail]: failure('NOT_FOUND', 'Not found', 'Introuvable'),
    });
    renderForm('/item_add?id=999');

    expect(await screen.findByText('Ce plat n’existe pas ou a été supprimé.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à mes plats' })).toHaveAttribute('href', '/item_list');
  });
});
