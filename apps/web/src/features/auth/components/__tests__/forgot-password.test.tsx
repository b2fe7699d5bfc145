import { apiPaths } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, mockApi } from '@/testing/fetch-mock';
import { renderScreen, setLocale } from '@/testing/render';
import { ForgotPasswordForm } from '../forgot-password-form';
import { ResetPasswordForm } from '../reset-password-form';

const pending = { phone: '612345678', country_code: '+33', type: 'forgot' };

function renderReset() {
  return renderScreen(<ResetPasswordForm />, {
    path: '/forgotpasswordotp',
    initialEntries: [{ pathname: '/forgotpasswordotp', state: pending }],
    destinations: ['/', '/forgotppassword'],
  });
}

describe('ForgotPasswordForm', () => {
  it('sends the phone and carries it to the code screen', async () => {
    const api = mockApi({
      [apiPaths.forgotPassword]: { body: { status: 200, message: 'Code sent', fr_message: 'Code envoyé' } },
    });
    const { user, router } = renderScreen(<ForgotPasswordForm />, {
      path: '/forgotppassword',
      destinations: ['/forgotpasswordotp'],
    });

    await user.type(screen.getByLabelText('Numéro de téléphone'), '06 12 34 56 78');
    await user.click(screen.getByRole('button', { name: 'Recevoir un code' }));

    expect(await screen.findByRole('heading', { name: 'page:/forgotpasswordotp' })).toBeInTheDocument();
    expect(api.callsTo(apiPaths.forgotPassword)[0]?.body).toEqual({
      phone: '612345678',
      country_code: '33',
      lang: 'fr',
    });
    expect(router.state.location.state).toEqual(pending);
  });

  it('keeps the owner on the form with the reason when no code can be sent yet', async () => {
    mockApi({
      [apiPaths.forgotPassword]: failure(
        'OTP_SEND_LIMIT',
        'Too many codes were sent. Please try again in a few minutes.',
        'Trop de codes ont été envoyés. Réessayez dans quelques minutes.',
      ),
    });
    const { user, router } = renderScreen(<ForgotPasswordForm />, {
      path: '/forgotppassword',
      destinations: ['/forgotpasswordotp'],
    });

    await user.type(screen.getByLabelText('Numéro de téléphone'), '612345678');
    await user.click(screen.getByRole('button', { name: 'Recevoir un code' }));

    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Trop de codes ont été envoyés. Réessayez dans quelques minutes.',
      ),
    );
    expect(router.state.location.pathname).toBe('/forgotppassword');
    expect(screen.getByLabelText('Numéro de téléphone')).toHaveValue('612345678');
  });
});

describe('ResetPasswordForm', () => {
  it('refuses a confirmation that differs from the new password', async () => {
    const api = mockApi({});
    const { user } = renderReset();

    await user.type(screen.getByLabelText('Code de vérification'), '123456');
    await user.type(screen.getByLabelText('Nouveau mot de passe (8 caractères minimum)'), 'a-long-password');
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'another-password');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));

    const confirm = screen.getByLabelText('Confirmer le mot de passe');
    expect(confirm).toHaveAccessibleDescription('La confirmation du mot de passe ne correspond pas');
    expect(confirm).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('says it in English too: "Confirm password is not the same"', async () => {
    await setLocale('en');
    try {
      mockApi({});
      const { user } = renderReset();

      await user.type(screen.getByLabelText('Verification code'), '123456');
      await user.type(screen.getByLabelText('New password (at least 8 characters)'), 'a-long-password');
      await user.type(screen.getByLabelText('Confirm password'), 'another-password');
      await user.click(screen.getByRole('button', { name: 'Save the password' }));

      expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Confirm password is not the same');
    } finally {
      await setLocale('fr');
    }
  });

  it('requires the code, the new password and its confirmation', async () => {
    mockApi({});
    const { user } = renderReset();

    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));

    expect(screen.getByLabelText('Code de vérification')).toHaveAccessibleDescription(
      'Saisissez le code de vérification',
    );
    expect(screen.getByLabelText('Nouveau mot de passe (8 caractères minimum)')).toHaveAccessibleDescription(
      'Saisissez le mot de passe',
    );
    expect(screen.getByLabelText('Confirmer le mot de passe')).toHaveAccessibleDescription(
      'Saisissez la confirmation du mot de passe',
    );
  });

  it('changes the password and goes to the home page', async () => {
    const api = mockApi({
      [apiPaths.resetPassword]: {
        body: {
          status: 200,
          message: 'Your password was changed.',
          fr_message: 'Votre mot de passe a été modifié.',
        },
      },
    });
    const { user } = renderReset();

    await user.type(screen.getByLabelText('Code de vérification'), '123456');
    await user.type(screen.getByLabelText('Nouveau mot de passe (8 caractères minimum)'), 'a-long-password');
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));

    expect(await screen.findByRole('heading', { name: 'page:/' })).toBeInTheDocument();
    expect(screen.getByText('Votre mot de passe a été modifié.')).toBeInTheDocument();
    expect(api.callsTo(apiPaths.resetPassword)[0]?.body).toEqual({
      phone: '612345678',
      country_code: '33',
      otp: '123456',
      password: 'a-long-password',
      lang: 'fr',
    });
  });
});
