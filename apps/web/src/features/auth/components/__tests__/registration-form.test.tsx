import { apiPaths } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, mockApi } from '@/testing/fetch-mock';
import { fillIn, renderScreen } from '@/testing/render';
import { RegistrationForm } from '../registration-form';

const rivoli = {
  label: '10 Rue de Rivoli 75004 Paris',
  street: '10 Rue de Rivoli',
  postcode: '75004',
  city: 'Paris',
  latitude: 48.8556,
  longitude: 2.3601,
};

function renderRegistration(url = '/restaurantregistration') {
  return renderScreen(<RegistrationForm />, {
    path: '/restaurantregistration',
    initialEntries: [url],
    destinations: ['/otpverification'],
  });
}

const suggestions = { body: { status: 200, message: '', fr_message: '', data: [rivoli] } };

describe('RegistrationForm', () => {
  it('checks the business name first', async () => {
    const api = mockApi({});
    const { user } = renderRegistration();

    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    const name = screen.getByLabelText('Nom de l’établissement');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAccessibleDescription('Saisissez le nom de l’établissement');
    // The other fields are flagged too, below it.
    expect(screen.getByText('Saisissez l’adresse')).toBeInTheDocument();
    expect(screen.getByText('Saisissez l’adresse e-mail')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('requires the address to be chosen from the suggestions, then sends the form', async () => {
    const api = mockApi({
      [apiPaths.addressAutocomplete]: suggestions,
      [apiPaths.signup]: {
        body: {
          status: 200,
          token: 'verify-token',
          message: 'Your account was created.',
          fr_message: 'Votre compte a été créé.',
        },
      },
    });
    const { user, router } = renderRegistration();

    await fillIn(user, screen.getByLabelText('Nom de l’établissement'), 'Le Bistrot du Marché');
    await fillIn(user, screen.getByLabelText('Adresse de l’établissement'), '10 rue de rivoli');
    await fillIn(user, screen.getByLabelText('Adresse e-mail'), 'chef@bistrot.fr');
    await fillIn(user, screen.getByLabelText('Numéro de téléphone'), '06 12 34 56 78');
    await fillIn(user, screen.getByLabelText('Mot de passe (8 caractères minimum)'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    const address = screen.getByLabelText('Adresse de l’établissement');
    expect(await screen.findByText('Choisissez l’adresse parmi les suggestions')).toBeInTheDocument();
    expect(address).toHaveFocus();
    expect(api.callsTo(apiPaths.signup)).toHaveLength(0);

    // The suggestions were asked for (France only, debounced) and one is chosen.
    await user.click(address);
    await user.click(await screen.findByRole('option', { name: rivoli.label }));
    expect(address).toHaveValue(rivoli.label);
    expect(api.callsTo(apiPaths.addressAutocomplete).at(-1)?.url).toContain('limit=6');

    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(await screen.findByRole('heading', { name: 'page:/otpverification' })).toBeInTheDocument();
    expect(api.callsTo(apiPaths.signup)[0]?.body).toEqual({
      name: 'Le Bistrot du Marché',
      address: rivoli.label,
      latitude: rivoli.latitude,
      longitude: rivoli.longitude,
      email: 'chef@bistrot.fr',
      phone: '612345678',
      country_code: '+33',
      password: 'a-long-password',
      device_id: 'web-device',
      device_type: 'web',
      device_token: 'web-token',
      lang: 'fr',
    });
    expect(router.state.location.state).toEqual({ phone: '612345678', country_code: '+33', type: 'partner' });
    expect(localStorage.getItem('token')).toBe('verify-token');
    expect(localStorage.getItem('name')).toBe('Le Bistrot du Marché');
    expect(localStorage.getItem('address')).toBe(rivoli.label);
    expect(localStorage.getItem('userdata')).toBeNull();
  });

  it('forgets the chosen coordinates when the address is typed again', async () => {
    mockApi({ [apiPaths.addressAutocomplete]: suggestions });
    const { user } = renderRegistration();

    const address = screen.getByLabelText('Adresse de l’établissement');
    await fillIn(user, address, '10 rue de rivoli');
    await user.click(await screen.findByRole('option', { name: rivoli.label }));
    await fillIn(user, address, ' bis');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(await screen.findByText('Choisissez l’adresse parmi les suggestions')).toBeInTheDocument();
  });

  it('prefills the e-mail typed on the landing page', () => {
    mockApi({});
    renderRegistration('/restaurantregistration?email=chef%40bistrot.fr');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveValue('chef@bistrot.fr');
  });

  it('shows "e-mail already exists" under the e-mail field', async () => {
    mockApi({
      [apiPaths.addressAutocomplete]: suggestions,
      [apiPaths.signup]: failure('EMAIL_EXISTS', 'E-mail Already Exists', 'Cette adresse e-mail est déjà utilisée', {
        field: 'email',
      }),
    });
    const { user } = renderRegistration('/restaurantregistration?email=chef%40bistrot.fr');

    await fillIn(user, screen.getByLabelText('Nom de l’établissement'), 'Le Bistrot');
    await fillIn(user, screen.getByLabelText('Adresse de l’établissement'), '10 rue de rivoli');
    await user.click(await screen.findByRole('option', { name: rivoli.label }));
    await fillIn(user, screen.getByLabelText('Numéro de téléphone'), '612345678');
    await fillIn(user, screen.getByLabelText('Mot de passe (8 caractères minimum)'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Adresse e-mail')).toHaveAccessibleDescription(
        'Cette adresse e-mail est déjà utilisée',
      ),
    );
    expect(screen.getByLabelText('Nom de l’établissement')).toHaveValue('Le Bistrot');
  });
});
