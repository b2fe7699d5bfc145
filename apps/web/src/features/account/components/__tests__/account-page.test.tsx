import { apiPaths } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { field } from '@/testing/form-fields';
import { expectToast, logInPartner, referenceLists } from '@/testing/menu-fixtures';
import { makeProfile, profileReply } from '@/testing/profile-fixtures';
import { renderApp, renderScreen, setLocale } from '@/testing/render';
import { AccountPage } from '../account-page';
import { accountApi, filled, openPage, retype, saved, sentFields } from './account-fixtures';

/*
 * The restaurant's profile as the partner edits it: every section shows what is stored, a refusal
 * goes under its field, a save sends the wire fields and shows the saved profile. The changes of
 * e-mail and phone, confirmed with a code, are in account-contact.test.tsx.
 */
afterEach(async () => {
  await setLocale('fr');
});

describe('AccountPage', () => {
  it('shows the stored profile in every section', async () => {
    accountApi();
    await openPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nom de l’établissement')).toHaveValue('Le Bistrot du Marché');
    expect(field('Adresse de l’établissement')).toHaveValue('10 Rue de Rivoli, 75004 Paris');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('bistrot@example.fr');
    expect(screen.getByLabelText('Numéro de téléphone')).toHaveValue('612345678');
    expect(screen.getByLabelText('Présentation en français')).toHaveValue('Un bistrot de marché');
    expect(screen.getByLabelText('Présentation en anglais')).toHaveValue('A market bistro');
    expect(screen.getByLabelText('Les propriétaires')).toHaveValue('Marie Perrin');
    expect(screen.getByRole('radio', { name: '€€€ Prix élevés' })).toBeChecked();
    // The lists offer every choice once loaded; the profile's own are checked.
    expect(await screen.findByRole('checkbox', { name: 'À emporter' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Sur place' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'En ligne' })).toBeChecked();
    expect(screen.getByLabelText('Capacité (couverts)')).toHaveValue('40');
    expect(screen.getByRole('switch', { name: 'Parking à proximité' })).toBeChecked();
    expect(screen.getByLabelText('Temps de préparation moyen (minutes)')).toHaveValue('25');
    expect(screen.getByLabelText('Fermeture du créneau 2')).toHaveValue('22:30');
    expect(screen.getByRole('combobox', { name: 'Lundi' })).toHaveValue('closed');
    expect(screen.getByRole('combobox', { name: 'Mardi' })).toHaveValue('usual');
    expect(screen.getByLabelText('Fermeture 1 : premier jour')).toHaveValue('01/08/2025');
    expect(screen.getByLabelText('Fermeture 1 : motif')).toHaveValue('Congés d’été');
    // The photos come just after the fields.
    expect(await screen.findByRole('img', { name: 'Photo 2 de l’établissement' })).toHaveAttribute(
      'src',
      '/uploads/terrasse-thumb.webp',
    );
    expect(screen.getByText('2 / 6 photos')).toBeInTheDocument();
    expect(screen.getByLabelText('Numéro SIRET')).toHaveValue('73282932000074');
    expect(screen.getByLabelText('Numéro de TVA intracommunautaire')).toHaveValue('FR44732829320');
    expect(screen.getByRole('link', { name: /^http:\/\/127\.0\.0\.1\/r\/k3Xq9/ })).toHaveAttribute('target', '_blank');
  });

  it('says when the profile cannot be read, and reads it again on request', async () => {
    let reads = 0;
    mockApi({
      [apiPaths.restaurantDetails]: () => {
        reads += 1;
        return reads === 1 ? 'network-error' : profileReply(filled);
      },
      [apiPaths.referenceLists]: referenceLists,
    });
    logInPartner();
    const { user } = renderScreen(<AccountPage />, { path: '/myaccount' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Problème de connexion, veuillez réessayer.');
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByDisplayValue('Le Bistrot du Marché')).toBeInTheDocument();
  });

  it('asks for a cuisine first and sends nothing while none is chosen', async () => {
    const api = mockApi({
      [apiPaths.restaurantDetails]: profileReply({ ...filled, cuisines: [] }),
      [apiPaths.referenceLists]: referenceLists,
      [apiPaths.editMyDetails]: saved(filled),
    });
    const { user } = await openPage();

    await user.click(await screen.findByRole('button', { name: 'Enregistrer' }));

    await expectToast('Choisissez au moins une cuisine');
    expect(field('Cuisines')).toHaveAccessibleDescription('Choisissez au moins une cuisine');
    expect(field('Cuisines')).toHaveFocus();
    expect(api.callsTo(apiPaths.editMyDetails)).toHaveLength(0);
  });

  it('refuses a SIRET that fails its check, under the field, in English too', async () => {
    await setLocale('en');
    const api = accountApi({
      [apiPaths.editMyDetails]: saved(filled),
    });
    const { user } = await openPage();

    await retype(user, 'SIRET number', '12345678901234');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await expectToast('The SIRET number must have 14 digits and be valid');
    expect(screen.getByLabelText('SIRET number')).toHaveAccessibleDescription(
      'The SIRET number must have 14 digits and be valid',
    );
    expect(api.callsTo(apiPaths.editMyDetails)).toHaveLength(0);
  });

  it('saves the wire fields, then shows the saved profile and the new name in the sidebar', async () => {
    const after = makeProfile({
      ...filled,
      name: 'Le Bistrot des Halles',
      weekly_hours: [
        { weekday: 1, open_time: '', close_time: '' },
        { weekday: 7, open_time: '12:00', close_time: '15:00' },
      ],
      restroGalleryImage: [{ id: 32, file_name: 'terrasse.webp', thumb_name: 'terrasse-thumb.webp' }],
    });
    const api = accountApi({
      [apiPaths.editMyDetails]: saved(after),
    });
    logInPartner();
    const { user } = renderApp('/myaccount');

    await screen.findByDisplayValue('Le Bistrot du Marché');
    await retype(user, 'Nom de l’établissement', 'Le Bistrot des Halles');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Dimanche' }), 'Autres horaires');
    await retype(user, 'Ouverture du créneau 1 (dimanche)', '12:00');
    await retype(user, 'Fermeture du créneau 1 (dimanche)', '15:00');
    await user.click(screen.getByRole('button', { name: 'Supprimer la photo 1' }));
    expect(screen.getByText('Supprimée à l’enregistrement')).toBeInTheDocument();
    expect(screen.getByText('1 / 6 photo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await expectToast('Votre profil est enregistré.');
    const [body] = sentFields(api.callsTo(apiPaths.editMyDetails));
    expect(body).toMatchObject({
      name: 'Le Bistrot des Halles',
      latitude: '48.8556',
      longitude: '2.3591',
      cuisines: '1',
      food_choices: '2',
      type_of_service: '1',
      payment_type: '1',
      price_range: '3',
      preprationTime: '25',
      open_time: '12:00,19:00',
      close_time: '14:30,22:30',
      capacity: '40',
      parking: '1',
      deleteimage: '31',
      siret: '73282932000074',
      otp: '',
      lang: 'fr',
    });
    expect(JSON.parse(String(body?.weekly_hours))).toEqual([
      { weekday: 1, open_time: '', close_time: '' },
      { weekday: 7, open_time: '12:00', close_time: '15:00' },
    ]);
    expect(JSON.parse(String(body?.closures))).toEqual([
      { start_date: '2025-08-01', end_date: '2025-08-15', reason: 'Congés d’été' },
    ]);

    // The sidebar reads the stored partner: it shows the new name at once.
    expect(
      within(screen.getByRole('navigation', { name: 'Menu partenaire' }).parentElement!).getByText(
        'Le Bistrot des Halles',
      ),
    ).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('userdata') ?? '{}').name).toBe('Le Bistrot des Halles');
    // The form is the saved profile: the deleted photo is gone, nothing is left unsaved.
    expect(screen.queryByText('Supprimée à l’enregistrement')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 1 de l’établissement' })).toHaveAttribute(
      'src',
      '/uploads/terrasse-thumb.webp',
    );
    expect(screen.getByRole('button', { name: 'Annuler les modifications' })).toBeDisabled();
  });

  it('forgets the chosen place when the address is typed again', async () => {
    const api = accountApi({
      [apiPaths.addressAutocomplete]: { body: { status: 200, message: '', fr_message: '', data: [] } },
    });
    const { user } = await openPage();

    await retype(user, 'Adresse de l’établissement', '3 place Bellecour');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await expectToast('Choisissez l’adresse parmi les suggestions');
    expect(field('Adresse de l’établissement')).toHaveAccessibleDescription(
      /Choisissez l’adresse parmi les suggestions/,
    );
    expect(api.callsTo(apiPaths.editMyDetails)).toHaveLength(0);
  });
});
