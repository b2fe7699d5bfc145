import { apiPaths } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failure } from '@/testing/fetch-mock';
import { clearToasts, expectToast } from '@/testing/menu-fixtures';
import { makeProfile } from '@/testing/profile-fixtures';
import { setLocale } from '@/testing/render';
import { accountApi, filled, openPage, retype, saved, sentFields } from './account-fixtures';

/*
 * A new e-mail or phone number on the profile is confirmed with a code sent to it; a new phone
 * also asks for the current password, sent with the save and again with the code.
 */
afterEach(async () => {
  await setLocale('fr');
});

describe('the profile’s contact details', () => {
  it('confirms a new e-mail with the code sent to it, sending the same save again with the code', async () => {
    const codes: string[] = [];
    const api = accountApi({
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
    const api = accountApi({
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
    accountApi({
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
    const api = accountApi({
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
    const api = accountApi({
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
});
