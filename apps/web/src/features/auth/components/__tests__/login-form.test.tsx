import { apiPaths } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, mockApi } from '@/testing/fetch-mock';
import { fillIn, renderScreen, setLocale } from '@/testing/render';
import { LoginForm } from '../login-form';

const destinations = ['/order', '/home', '/otpverification'];

function renderLogin() {
  return renderScreen(<LoginForm />, { path: '/restaurantlogin', destinations });
}

/** Types a phone and a password, then sends the form. */
async function signInWith(user: ReturnType<typeof renderLogin>['user'], phone: string, password: string) {
  await fillIn(user, screen.getByLabelText('Numéro de téléphone'), phone);
  await fillIn(user, screen.getByLabelText('Mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

const partner = {
  id: 7,
  name: 'Le Bistrot du Marché',
  address: '10 Rue de Rivoli, 75004 Paris',
  logo_image: '',
  status: 1,
};

afterEach(async () => {
  await setLocale('fr');
});

/** The server's refusal of a wrong phone or password, under the password field. */
const wrongPassword = failure(
  'INVALID_CREDENTIALS',
  'Username and password is incorrect',
  'Le nom d’utilisateur ou le mot de passe est incorrect',
  { field: 'password' },
);

describe('LoginForm', () => {
  it('asks for the phone number before calling the server', async () => {
    const api = mockApi({});
    const { user } = renderLogin();

    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByText('Saisissez le numéro de téléphone')).toBeInTheDocument();
    expect(screen.getByText('Saisissez le mot de passe')).toBeInTheDocument();
    expect(screen.getByLabelText('Numéro de téléphone')).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('rejects a phone number that is too short', async () => {
    mockApi({});
    const { user } = renderLogin();

    await signInWith(user, '0612', 'secret');

    expect(await screen.findByText('Le numéro de téléphone n’est pas valide')).toBeInTheDocument();
    // What was typed stays.
    expect(screen.getByLabelText('Numéro de téléphone')).toHaveValue('0612');
  });

  it('shows a refused login under the password field, in French', async () => {
    mockApi({
      [apiPaths.login]: wrongPassword,
    });
    const { user } = renderLogin();

    await signInWith(user, '06 12 34 56 78', 'wrong-password');

    const password = screen.getByLabelText('Mot de passe');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription('Le nom d’utilisateur ou le mot de passe est incorrect'),
    );
    expect(password).toHaveValue('wrong-password');
    expect(password).toBeInvalid();
    expect(screen.getByLabelText('Numéro de téléphone')).not.toHaveAccessibleDescription();
  });

  it('shows a refused login under the password field, in English', async () => {
    await setLocale('en');
    const api = mockApi({
      [apiPaths.login]: wrongPassword,
    });
    const { user } = renderLogin();

    await fillIn(user, screen.getByLabelText('Phone number'), '612345678');
    await fillIn(user, screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Username and password is incorrect'),
    );
    expect(api.callsTo(apiPaths.login)[0]?.body).toMatchObject({ lang: 'en' });
  });

  it('stores the session and opens today’s orders when the partner is approved', async () => {
    const api = mockApi({
      [apiPaths.login]: {
        body: {
          status: 200,
          message: 'Welcome back!',
          fr_message: 'Bon retour parmi nous !',
          token: 'partner-token',
          data: partner,
          is_verified: 1,
          admin_aproval: 1,
          imageUrl: '/uploads/',
        },
      },
    });
    const { user, router } = renderLogin();

    await signInWith(user, '06 12 34 56 78', 'correct horse');

    expect(await screen.findByRole('heading', { name: 'page:/order' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/order');
    expect(localStorage.getItem('Auth')).toBe('01');
    expect(localStorage.getItem('token')).toBe('partner-token');
    expect(localStorage.getItem('name')).toBe(partner.name);
    expect(localStorage.getItem('address')).toBe(partner.address);
    expect(localStorage.getItem('id')).toBe('7');
    expect(JSON.parse(localStorage.getItem('userdata') ?? 'null')).toEqual({ ...partner, imageUrl: '/uploads/' });
    // Leading zero removed, country code without the plus.
    expect(api.callsTo(apiPaths.login)[0]?.body).toEqual({
      phone: '612345678',
      country_code: '33',
      password: 'correct horse',
      lang: 'fr',
    });
  });

  it('opens the orders for a team member too, and stores their role', async () => {
    mockApi({
      [apiPaths.login]: {
        body: {
          status: 200,
          message: 'Welcome back!',
          fr_message: 'Bon retour parmi nous !',
          token: 'member-token',
          data: partner,
          is_verified: 1,
          admin_aproval: 1,
          imageUrl: '/uploads/',
          role: 'manager',
          member: { id: 3, name: 'Marc Dubois' },
        },
      },
    });
    const { user, router } = renderLogin();

    await signInWith(user, '07 12 34 56 78', 'service du soir');

    expect(await screen.findByRole('heading', { name: 'page:/order' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/order');
    expect(localStorage.getItem('role')).toBe('manager');
  });

  it('shows the approval popup, stores nothing and goes home when closed', async () => {
    mockApi({
      [apiPaths.login]: {
        body: {
          status: 200,
          message: 'Your account is awaiting approval.',
          fr_message: 'Votre compte est en attente de validation.',
          token: '',
          data: null,
          is_verified: 1,
          admin_aproval: 0,
        },
      },
    });
    const { user, router } = renderLogin();

    await signInWith(user, '612345678', 'correct horse');

    const dialog = await screen.findByRole('dialog', { name: 'En attente de validation' });
    expect(localStorage.getItem('userdata')).toBeNull();
    expect(localStorage.getItem('Auth')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Compris' }));
    expect(await screen.findByRole('heading', { name: 'page:/home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('sends an unverified partner to the code screen with the verification token', async () => {
    mockApi({
      [apiPaths.login]: failure(
        'ACCOUNT_NOT_VERIFIED',
        'Your account is not verified yet. Enter the verification code we sent to your phone and e-mail.',
        'Votre compte n’est pas encore vérifié. Saisissez le code de vérification envoyé par SMS et par e-mail.',
        { token: 'verify-token', data: null, is_verified: 0, admin_aproval: 0 },
      ),
    });
    const { user, router } = renderLogin();

    await signInWith(user, '612345678', 'correct horse');

    expect(await screen.findByRole('heading', { name: 'page:/otpverification' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ phone: '612345678', country_code: '+33', type: 'partner' });
    expect(localStorage.getItem('token')).toBe('verify-token');
    expect(localStorage.getItem('userdata')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('pendingVerification') ?? 'null')).toEqual({
      phone: '612345678',
      country_code: '+33',
      type: 'partner',
    });
  });

  it('keeps what was typed and says so when the network fails', async () => {
    mockApi({ [apiPaths.login]: 'network-error' });
    const { user } = renderLogin();

    await signInWith(user, '612345678', 'correct horse');

    expect(await screen.findByText('Problème de connexion, veuillez réessayer.')).toBeInTheDocument();
    expect(screen.getByLabelText('Numéro de téléphone')).toHaveValue('612345678');
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('correct horse');
  });

  it('says "too many attempts" on HTTP 429', async () => {
    mockApi({ [apiPaths.login]: { status: 429, body: { statusCode: 429, error: 'Too Many Requests' } } });
    const { user } = renderLogin();

    await signInWith(user, '612345678', 'correct horse');

    expect(await screen.findByText('Trop de tentatives. Réessayez plus tard.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('correct horse');
  });

  it('says when to try again as the server words it', async () => {
    mockApi({
      [apiPaths.login]: {
        status: 429,
        body: {
          status: 201,
          code: 'RATE_LIMITED',
          retry_after: 420,
          message: 'Too many attempts. Please try again in 7 minutes.',
          fr_message: 'Trop de tentatives. Réessayez dans 7\u00a0minutes.',
        },
      },
    });
    const { user } = renderLogin();

    await signInWith(user, '612345678', 'correct horse');

    expect(await screen.findByText(/Réessayez dans 7\s+minutes\./)).toBeInTheDocument();
  });
});
