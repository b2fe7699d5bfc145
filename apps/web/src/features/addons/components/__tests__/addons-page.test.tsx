import { apiPaths } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, type RecordedCall } from '@/testing/fetch-mock';
import { clearToasts, deferred, expectToast, logInPartner, makeAddon, ok } from '@/testing/menu-fixtures';
import { fill as fillField } from '@/testing/form-fields';
import { renderScreen, setLocale } from '@/testing/render';
import { AddonsPage } from '../addons-page';

const sauces = makeAddon({ items_addon_id: 1, name: 'Sauces', en_name: 'Sauces', fr_name: 'Sauces' });
const cuisson = makeAddon({
  items_addon_id: 2,
  name: 'Cuisson',
  en_name: 'Cooking',
  fr_name: 'Cuisson',
  choiceoff: 1,
  min_choice: 1,
  isrequired: 1,
  subaddon: [
    { subaddonNameEn: 'Rare', subaddonNameFr: 'Saignant', price: 0, allergens: [] },
    { subaddonNameEn: 'Medium', subaddonNameFr: 'À point', price: 0, allergens: [] },
  ],
  newIndex: 1,
});
const sides = makeAddon({
  items_addon_id: 3,
  name: 'Accompagnements',
  en_name: 'Sides',
  fr_name: 'Accompagnements',
  newIndex: 2,
});

function renderAddons() {
  logInPartner();
  return renderScreen(<AddonsPage />, { path: '/addons' });
}

type User = ReturnType<typeof renderAddons>['user'];

/** Replaces a field's text (emptied when `text` is). */
const fill = (user: User, label: string, text: string) => fillField(user, label, text, { clear: true });

const savedReply = (call: RecordedCall) =>
  ok({
    message: 'Add-on saved',
    fr_message: 'Supplément enregistré',
    data: makeAddon({ items_addon_id: Number(call.body?.items_addon_id) || 9, name: String(call.body?.fr_name) }),
  });

afterEach(async () => {
  await setLocale('fr');
});

describe('AddonsPage — the form', () => {
  it('asks for the title first, then for how many can be chosen', async () => {
    const api = mockApi({ [apiPaths.addonList]: ok({ data: [] }) });
    const { user } = renderAddons();

    expect(await screen.findByText('Aucun supplément')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer le supplément' }));
    await expectToast('Saisissez le titre du supplément');
    expect(screen.getByLabelText('Titre en français')).toHaveAccessibleDescription('Saisissez le titre du supplément');
    expect(screen.getByLabelText('Titre en français')).toHaveFocus();

    clearToasts();
    await fill(user, 'Titre en français', 'Sauces');
    await fill(user, 'Nombre de choix maximum', '');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le supplément' }));
    await expectToast('Saisissez le nombre d’options au choix');
    expect(api.callsTo(apiPaths.saveAddon)).toHaveLength(0);
  });

  it('wants at least as many options as can be chosen', async () => {
    const api = mockApi({ [apiPaths.addonList]: ok({ data: [] }) });
    const { user } = renderAddons();

    await screen.findByText('Aucun supplément');
    await fill(user, 'Titre en français', 'Sauces');
    await fill(user, 'Nombre de choix maximum', '2');
    await fill(user, 'Option 1 : nom en français', 'Mayonnaise');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le supplément' }));

    await expectToast('Ajoutez au moins autant d’options que le nombre au choix');
    expect(api.callsTo(apiPaths.saveAddon)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Ajouter une option' }));
    await fill(user, 'Option 2 : nom en français', 'Ketchup');
    await fill(user, 'Option 2 : prix (€)', '0,50');
    await fill(user, 'Nombre de choix minimum', '3');
    clearToasts();
    await user.click(screen.getByRole('button', { name: 'Enregistrer le supplément' }));

    await expectToast(
      'Le nombre minimum de choix doit être compris entre 0 et le nombre au choix (au moins 1 si obligatoire)',
    );
    expect(screen.getByLabelText('Nombre de choix minimum')).toHaveFocus();
    expect(api.callsTo(apiPaths.saveAddon)).toHaveLength(0);
  });

  it('sends one request for a double click, and stays busy until it returns', async () => {
    const reply = deferred<void>();
    const api = mockApi({
      [apiPaths.addonList]: ok({ data: [] }),
      [apiPaths.saveAddon]: (call) => reply.promise.then(() => savedReply(call)),
    });
    const { user } = renderAddons();

    await screen.findByText('Aucun supplément');
    await fill(user, 'Titre en français', 'Sauces');
    await fill(user, 'Titre en anglais', 'Sauces');
    await fill(user, 'Nombre de choix maximum', '2');
    await fill(user, 'Option 1 : nom en français', 'Mayonnaise');
    await user.click(screen.getByRole('button', { name: 'Ajouter une option' }));
    await fill(user, 'Option 2 : nom en français', 'Sauce au poivre');
    await fill(user, 'Option 2 : nom en anglais', 'Pepper sauce');
    await fill(user, 'Option 2 : prix (€)', '1,50');
    await user.click(screen.getByRole('radio', { name: 'Obligatoire' }));
    expect(screen.getByLabelText('Nombre de choix minimum')).toHaveValue('1');

    const save = screen.getByRole('button', { name: 'Enregistrer le supplément' });
    await user.dblClick(save);
    await user.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    expect(api.callsTo(apiPaths.saveAddon)).toHaveLength(1);

    reply.resolve();
    await expectToast('Supplément enregistré');
    const body = (await api.sentOnce(apiPaths.saveAddon)) ?? {};
    // The options go as one JSON list; the add-on's own fields as form fields.
    expect(JSON.parse(String(body.subaddon))).toEqual([
      { subaddonNameEn: '', subaddonNameFr: 'Mayonnaise', price: '', allergens: '' },
      { subaddonNameEn: 'Pepper sauce', subaddonNameFr: 'Sauce au poivre', price: '1,50', allergens: '' },
    ]);
    expect(body).toMatchObject({
      items_addon_id: '',
      fr_name: 'Sauces',
      name: 'Sauces',
      choiceoff: '2',
      min_choice: '1',
      isrequired: '1',
      price: '',
      lang: 'fr',
    });
    // The form is ready for the next add-on.
    await waitFor(() => expect(screen.getByLabelText('Titre en français')).toHaveValue(''));
  });
});

describe('AddonsPage — the list', () => {
  it('loads an add-on into the form when clicked, saves it under its id, and "New add-on" clears the form', async () => {
    const api = mockApi({
      [apiPaths.addonList]: ok({ data: [sauces, cuisson] }),
      [apiPaths.saveAddon]: savedReply,
    });
    const { user } = renderAddons();

    await user.click(await screen.findByRole('button', { name: 'Cuisson' }));
    expect(screen.getByRole('heading', { name: 'Modifier le supplément' })).toBeInTheDocument();
    expect(screen.getByLabelText('Titre en français')).toHaveValue('Cuisson');
    expect(screen.getByLabelText('Titre en anglais')).toHaveValue('Cooking');
    expect(screen.getByLabelText('Option 2 : nom en français')).toHaveValue('À point');
    expect(screen.getByRole('radio', { name: 'Obligatoire' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Enregistrer le supplément' }));
    await expectToast('Supplément enregistré');
    expect(api.callsTo(apiPaths.saveAddon)[0]?.body).toMatchObject({
      items_addon_id: '2',
      fr_name: 'Cuisson',
      choiceoff: '1',
    });

    await user.click(screen.getByRole('button', { name: 'Sauces' }));
    expect(screen.getByLabelText('Titre en français')).toHaveValue('Sauces');
    await user.click(screen.getByRole('button', { name: 'Nouveau supplément' }));
    expect(screen.getByRole('heading', { name: 'Créer un supplément' })).toBeInTheDocument();
    expect(screen.getByLabelText('Titre en français')).toHaveValue('');
    expect(screen.getByLabelText('Option 1 : nom en français')).toHaveValue('');
  });

  it('deletes an add-on only after confirmation', async () => {
    let list = [sauces, cuisson];
    const api = mockApi({
      [apiPaths.addonList]: () => ok({ data: list }),
      [apiPaths.deleteAddon]: () => {
        list = [cuisson];
        return { body: { status: 200, message: 'Add-on deleted', fr_message: 'Supplément supprimé', data: { id: 1 } } };
      },
    });
    const { user } = renderAddons();

    await user.click(await screen.findByRole('button', { name: 'Supprimer Sauces' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le supplément' });
    expect(within(dialog).getByText(/Voulez-vous vraiment supprimer le supplément « Sauces »/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));

    await expectToast('Supplément supprimé');
    expect(api.callsTo(apiPaths.deleteAddon)[0]?.url).toBe(`${apiPaths.deleteAddon}?items_addon_id=1&lang=fr`);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sauces' })).not.toBeInTheDocument());
  });

  it('saves the new order as soon as an add-on is moved', async () => {
    const api = mockApi({
      [apiPaths.addonList]: ok({ data: [sauces, cuisson, sides] }),
      [apiPaths.addonOrder]: () => ({
        body: {
          status: 200,
          message: 'The order is saved.',
          fr_message: 'L’ordre est enregistré.',
          data: [cuisson, sauces, sides],
        },
      }),
    });
    const { user } = renderAddons();

    const list = await screen.findByRole('list', { name: 'Suppléments, dans l’ordre d’affichage' });
    expect(screen.getByRole('button', { name: 'Monter Sauces' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Descendre Sauces' }));

    await expectToast('L’ordre est enregistré.');
    expect(api.callsTo(apiPaths.addonOrder)[0]?.url).toBe(`${apiPaths.addonOrder}?items_addon_id=2%2C1%2C3&lang=fr`);
    const names = within(list)
      .getAllByRole('listitem')
      .map((row) => within(row).getAllByRole('button')[1]?.textContent);
    expect(names).toEqual(['Cuisson', 'Sauces', 'Accompagnements']);
    // The focus follows the moved add-on.
    expect(screen.getByRole('button', { name: 'Descendre Sauces' })).toHaveFocus();
  });

  it('puts the list back and says so when the new order cannot be saved', async () => {
    mockApi({
      [apiPaths.addonList]: ok({ data: [sauces, cuisson] }),
      [apiPaths.addonOrder]: 'network-error',
    });
    const { user } = renderAddons();

    const list = await screen.findByRole('list', { name: 'Suppléments, dans l’ordre d’affichage' });
    await user.click(screen.getByRole('button', { name: 'Monter Cuisson' }));

    await expectToast('Problème de connexion, veuillez réessayer.');
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Sauces'));
  });

  it('works in English', async () => {
    await setLocale('en');
    const api = mockApi({ [apiPaths.addonList]: ok({ data: [{ ...cuisson, name: 'Cooking' }] }) });
    const { user } = renderAddons();

    expect(await screen.findByRole('button', { name: 'Cooking' })).toBeInTheDocument();
    expect(screen.getByText('Choose up to 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save the add-on' }));
    await expectToast('Enter the add-on title');
    expect(api.callsTo(apiPaths.addonList)[0]?.url).toBe(`${apiPaths.addonList}?lang=en`);
  });
});
