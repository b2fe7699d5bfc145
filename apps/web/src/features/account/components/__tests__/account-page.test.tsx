import { apiPaths, type TRestaurantProfile } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, mockApi, type RecordedCall } from '@/testing/fetch-mock';
import { clearToasts, expectToast, logInPartner, referenceLists } from '@/testing/menu-fixtures';
import { makeProfile, profileReply } from '@/testing/profile-fixtures';
import { renderApp, renderScreen, setLocale } from '@/testing/render';
import { AccountPage } from '../account-page';

/** A profile filled in: a closed Monday, a closure, two photos, a legal identity. */
const filled = makeProfile({
  name: 'Le Bistrot du Marché',
  description: 'A market bistro',
  fr_description: 'Un bistrot de marché',
  owner_details: 'Marie Perrin',
  cuisines: [{ id: 1, label: 'Française' }],
  food_choices: [{ id: 2, label: 'Sans gluten' }],
  type_of_service: [{ id: 1, label: 'Sur place' }],
  payment_type: [{ id: 1, label: 'En ligne' }],
  price_range: 3,
  capacity: 40,
  parking: 1,
  prepration_time: 25,
  open_time: '12:00,19:00',
  close_time: '14:30,22:30',
  weekly_hours: [{ weekday: 1, open_time: '', close_time: '' }],
  closures: [{ id: 4, start_date: '2025-08-01', end_date: '2025-08-15', reason: 'Congés d’été' }],
  restroGalleryImage: [
    { id: 31, file_name: 'salle.webp', thumb_name: 'salle-thumb.webp' },
    { id: 32, file_name: 'terrasse.webp', thumb_name: 'terrasse-thumb.webp' },
  ],
  legal_name: 'SARL Le Marché',
  siret: '73282932000074',
  vat_number: 'FR44732829320',
  allergen_notice: 'Liste des allergènes sur demande.',
  public_url: 'http://127.0.0.1/r/k3Xq9',
});

const saved = (profile: TRestaurantProfile) => ({
  body: { status: 200, message: 'Your profile is saved.', fr_message: 'Votre profil est enregistré.', data: profile },
});

/** The screen, once the profile is in the form. */
async function openPage() {
  logInPartner();
  const view = renderScreen(<AccountPage />, { path: '/myaccount' });
  await screen.findByDisplayValue('Le Bistrot du Marché');
  return view;
}

type User = Awaited<ReturnType<typeof openPage>>['user'];

/** The text field of a labelled input (a multi-select's label also names its list). */
function field(label: string): HTMLElement {
  const input = screen
    .getAllByLabelText(label)
    .find((element) => element.tagName === 'INPUT' || element.tagName === 'TEXTAREA');
  if (!input) throw new Error(`No field labelled ${label}`);
  return input;
}

/**
 * Replaces a field's value at once: selects it all and pastes over it, as a partner does. One
 * change, so one render of the whole form (a render of this screen is what the test waits on).
 */
async function retype(user: User, label: string | HTMLElement, text: string) {
  const input = typeof label === 'string' ? field(label) : label;
  await user.tripleClick(input);
  await user.paste(text);
}

const sentFields = (calls: RecordedCall[]) => calls.map((call) => call.body ?? {});

afterEach(async () => {
  await setLocale('fr');
});

describe('AccountPage', () => {
  it('shows the stored profile in every section', async () => {
    mockApi({ [apiPaths.restaurantDetails]: profileReply(filled), [apiPaths.referenceLists]: referenceLists });
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
    expect(screen.getByLabelText('Fermeture 1 : premier jour')).toHaveValue('2025-08-01');
    expect(screen.getByLabelText('Fermeture 1 : motif')).toHaveValue('Congés d’été');
    expect(screen.getByRole('img', { name: 'Photo 2 de l’établissement' })).toHaveAttribute(
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
    const api = mockApi({
      [apiPaths.restaurantDetails]: profileReply(filled),
      [apiPaths.referenceLists]: referenceLists,
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
    const api = mockApi({
      [apiPaths.restaurantDetails]: profileReply(filled),
      [apiPaths.referenceLists]: referenceLists,
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

  it('confirms a new e-mail with the code sent to it, sending the same save again with the code', async () => {
    const codes: string[] = [];
    const api = mockApi({
      [apiPaths.restaurantDetails]: profileReply(filled),
      [apiPaths.referenceLists]: referenceLists,
      [apiPaths.editMyDetails]: (call) => {
        const otp = String(call.body?.otp ?? '');
        codes.push(otp);
        if (otp === '')
          return failure(
            'CONTACT_CODE_SENT',
            'We sent a code to your new contact details: enter it to confirm the change',
            'Nous avons envoyé un code à vos nouvelles coordonnées\u00a0: saisissez-le pour confirmer le changement',
            { field: 'otp' },
          );
        if (otp !== '123456')
          return failure(
            'INVALID_OTP',
            'Verification code entered is incorrect',
            'Le code de vérification saisi est incorrect',
            { field: 'otp' },
          );
        return saved(makeProfile({ ...filled, email: 'halles@example.fr' }));
      },
    });
    const { user } = await openPage();

    await retype(user, 'Adresse e-mail', 'halles@example.fr');
    // A new e-mail alone asks for no password.
    expect(screen.queryByLabelText('Mot de passe actuel')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirmez vos nouvelles coordonnées' });
    // (Text queries read the non-breaking space before the colon as a space.)
    expect(
      within(dialog).getByText(
        'Nous avons envoyé un code à vos nouvelles coordonnées : saisissez-le pour confirmer le changement',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('halles@example.fr')).toBeInTheDocument();

    await retype(user, within(dialog).getByLabelText('Code de vérification'), '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Code de vérification')).toHaveAccessibleDescription(
        'Le code de vérification saisi est incorrect',
      ),
    );

    clearToasts();
    await retype(user, within(dialog).getByLabelText('Code de vérification'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));

    await expectToast('Votre profil est enregistré.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(codes).toEqual(['', '111111', '123456']);
    expect(sentFields(api.callsTo(apiPaths.editMyDetails)).map((body) => body.email)).toEqual([
      'halles@example.fr',
      'halles@example.fr',
      'halles@example.fr',
    ]);
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('halles@example.fr');
  });

  it('asks again for the code already sent when the save is repeated within the minute', async () => {
    const api = mockApi({
      [apiPaths.restaurantDetails]: profileReply(filled),
      [apiPaths.referenceLists]: referenceLists,
      [apiPaths.editMyDetails]: () =>
        api.callsTo(apiPaths.editMyDetails).length === 1
          ? failure('CONTACT_CODE_SENT', 'We sent a code', 'Nous avons envoyé un code', { field: 'otp' })
          : failure(
              'OTP_COOLDOWN',
              'A code was sent less than a minute ago. Please wait before asking again.',
              'Un code a été envoyé il y a moins d’une minute. Patientez avant d’en redemander un.',
              { retry_after: 40 },
            ),
    });
    const { user } = await openPage();

    await retype(user, 'Adresse e-mail', 'halles@example.fr');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmez vos nouvelles coordonnées' });
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const again = await screen.findByRole('dialog', { name: 'Confirmez vos nouvelles coordonnées' });
    expect(within(again).getByText('halles@example.fr')).toBeInTheDocument();
    expect(within(again).getByLabelText('Code de vérification')).toHaveValue('');
  });

  it('asks for the current password only for a new phone, and shows its refusal under it', async () => {
    mockApi({
      [apiPaths.restaurantDetails]: profileReply(filled),
      [apiPaths.referenceLists]: referenceLists,
      [apiPaths.editMyDetails]: failure(
        'CURRENT_PASSWORD_REQUIRED',
        'Enter your current password to change your phone number',
        'Saisissez votre mot de passe actuel pour changer de numéro de téléphone',
        { field: 'current_password' },
      ),
    });
    const { user } = await openPage();
    expect(screen.queryByLabelText('Mot de passe actuel')).not.toBeInTheDocument();

    await retype(user, 'Numéro de téléphone', '698765432');
    expect(await screen.findByLabelText('Mot de passe actuel')).toHaveAttribute('autocomplete', 'current-password');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await expectToast('Saisissez votre mot de passe actuel pour changer de numéro de téléphone');
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveAccessibleDescription(
      /Saisissez votre mot de passe actuel pour changer de numéro de téléphone/,
    );
    expect(screen.getByLabelText('Mot de passe actuel')).toHaveFocus();
  });

  it('sends the current password with the save and again with the code', async () => {
    const api = mockApi({
      [apiPaths.restaurantDetails]: profileReply(filled),
      [apiPaths.referenceLists]: referenceLists,
      [apiPaths.editMyDetails]: (call) =>
        String(call.body?.otp ?? '') === ''
          ? failure('CONTACT_CODE_SENT', 'We sent a code', 'Nous avons envoyé un code', { field: 'otp' })
          : saved(makeProfile({ ...filled, phone: '698765432' })),
    });
    const { user } = await openPage();

    await retype(user, 'Numéro de téléphone', '698765432');
    await retype(user, 'Mot de passe actuel', 'tarte aux pralines');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmez vos nouvelles coordonnées' });
    await retype(user, within(dialog).getByLabelText('Code de vérification'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmer' }));

    await expectToast('Votre profil est enregistré.');
    expect(
      sentFields(api.callsTo(apiPaths.editMyDetails)).map((body) => [body.phone, body.current_password, body.otp]),
    ).toEqual([
      ['698765432', 'tarte aux pralines', ''],
      ['698765432', 'tarte aux pralines', '123456'],
    ]);
    // The saved number is the form's: the password is asked no more.
    await waitFor(() => expect(screen.queryByLabelText('Mot de passe actuel')).not.toBeInTheDocument());
  });

  it('names the password field in English, and sends none once the phone is the saved one again', async () => {
    await setLocale('en');
    const api = mockApi({
      [apiPaths.restaurantDetails]: profileReply(filled),
      [apiPaths.referenceLists]: referenceLists,
      [apiPaths.editMyDetails]: saved(filled),
    });
    const { user } = await openPage();

    await retype(user, 'Phone number', '698765432');
    expect(await screen.findByLabelText('Current password')).toHaveAccessibleDescription(
      'To change your phone number, confirm with your password.',
    );
    await retype(user, 'Current password', 'tarte aux pralines');
    await retype(user, 'Phone number', '612345678');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await expectToast('Your profile is saved.');
    expect(sentFields(api.callsTo(apiPaths.editMyDetails))).toEqual([
      expect.objectContaining({ phone: '612345678', current_password: '' }),
    ]);
  });

  it('forgets the chosen place when the address is typed again', async () => {
    const api = mockApi({
      [apiPaths.restaurantDetails]: profileReply(filled),
      [apiPaths.referenceLists]: referenceLists,
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
