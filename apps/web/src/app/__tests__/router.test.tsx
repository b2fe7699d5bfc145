import { apiPaths } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { profileReply } from '@/testing/profile-fixtures';
import { renderApp, setLocale } from '@/testing/render';

const partner = { id: 7, name: 'Le Bistrot du Marché', address: '10 Rue de Rivoli', logo_image: '', status: 1 };

function logIn(overrides: Record<string, unknown> = {}) {
  localStorage.setItem('Auth', '01');
  localStorage.setItem('token', 'partner-token');
  localStorage.setItem('userdata', JSON.stringify({ ...partner, imageUrl: '/uploads/', ...overrides }));
  localStorage.setItem('name', partner.name);
  localStorage.setItem('id', '7');
}

/** The item list a partner lands on: empty, as for a new restaurant. */
const emptyItemList = {
  [apiPaths.itemList]: {
    body: { status: 200, message: '', fr_message: '', data: [], sections: [], imageUrl: '/uploads/' },
  },
  [apiPaths.restaurantDetails]: profileReply(),
};

const protectedPaths = [
  '/myaccount',
  '/item_list',
  '/addons',
  '/item_add',
  '/orders',
  '/order',
  '/report',
  '/dishtype',
  '/qrcode',
];

afterEach(async () => {
  await setLocale('fr');
});

describe('route guards', () => {
  it.each(protectedPaths)('sends a visitor from %s to /home', async (path) => {
    mockApi({});
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: /devenant partenaire/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('treats stored user data it cannot read as signed out', async () => {
    logIn({ id: '7', status: 'online' });
    mockApi({});
    const { router } = renderApp('/item_list');
    expect(await screen.findByRole('heading', { name: /devenant partenaire/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('sends a logged-in partner from the login page to /home, which shows the item list', async () => {
    logIn();
    mockApi(emptyItemList);
    const { router } = renderApp('/restaurantlogin');
    expect(await screen.findByRole('heading', { name: 'Votre carte est vide' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it.each(['/restaurantregistration', '/otpverification', '/forgotppassword', '/forgotpasswordotp'])(
    'keeps a logged-in partner away from %s',
    async (path) => {
      logIn();
      mockApi({});
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    },
  );

  it.each(['/RESTAURANTLOGIN', '/RestaurantLogin'])('matches %s case-insensitively', async (path) => {
    mockApi({});
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Connexion partenaire' })).toBeInTheDocument();
    expect(screen.getByLabelText('Numéro de téléphone')).toBeInTheDocument();
  });

  it('sends unknown paths home, or to the item list when logged in', async () => {
    mockApi(emptyItemList);
    const visitor = renderApp('/no-such-page');
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/home'));
    visitor.unmount();

    logIn();
    const partnerView = renderApp('/no-such-page');
    await waitFor(() => expect(partnerView.router.state.location.pathname).toBe('/item_list'));
  });

  it.each([
    ['/item_add', 'Ajouter un plat'],
    ['/item_add?id=5', 'Modifier le plat'],
    ['/addons', 'Suppléments'],
    ['/dishtype', 'Types de plats'],
  ])('opens the menu screen %s', async (url, title) => {
    logIn();
    mockApi({
      [apiPaths.referenceLists]: (call) => ({
        body: { status: 201, code: 'INTERNAL', message: 'x', fr_message: 'x', url: call.url },
      }),
      [apiPaths.addonList]: { body: { status: 200, message: '', fr_message: '', data: [] } },
      [apiPaths.itemDetail]: {
        body: { status: 201, code: 'NOT_FOUND', message: 'Not found', fr_message: 'Introuvable' },
      },
      [apiPaths.dishList]: { body: { status: 200, message: '', fr_message: '', data: [], dishdata: [] } },
    });
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('shows each partner screen with its own title', async () => {
    logIn();
    mockApi({});
    renderApp('/qrcode');
    expect(await screen.findByRole('heading', { level: 1, name: 'Vos QR codes' })).toBeInTheDocument();
  });
});

describe('partner layout', () => {
  it('shows the business and its menu, and keeps the item search in the URL', async () => {
    logIn();
    mockApi(emptyItemList);
    const { user, router } = renderApp('/item_list');

    const menu = screen.getByRole('navigation', { name: 'Menu partenaire' });
    for (const name of [
      'Mes plats',
      'Mon compte',
      'Suppléments',
      'Commandes',
      'Rapport des revenus',
      'QR code',
      'Types de plats',
    ]) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getAllByText(partner.name).length).toBeGreaterThan(0);
    expect(screen.getByRole('switch', { name: 'Établissement en ligne' })).toBeChecked();

    await user.type(screen.getByLabelText('Rechercher un plat'), 'tarte{Enter}');
    expect(router.state.location.search).toBe('?q=tarte');
  });

  it('turns the business offline and remembers it', async () => {
    logIn();
    // The server's status, as the profile reads it back.
    let status = 1;
    const api = mockApi({
      ...emptyItemList,
      [apiPaths.restaurantDetails]: () => profileReply({ status }),
      [apiPaths.changeStatus]: () => {
        status = 0;
        return {
          body: {
            status: 200,
            message: 'Offline',
            fr_message: 'Votre établissement est hors ligne.',
            data: { status: 0, paused_until: null, paused_by_member: null, taking_orders: false },
          },
        };
      },
    });
    const { user } = renderApp('/item_list');

    const toggle = await screen.findByRole('switch', { name: 'Établissement en ligne' });
    await user.click(toggle);

    await waitFor(() => expect(screen.getByRole('switch', { name: 'Établissement en ligne' })).not.toBeChecked());
    expect(JSON.parse(localStorage.getItem('userdata') ?? '{}').status).toBe(0);
    expect(api.callsTo(apiPaths.changeStatus)[0]?.body).toEqual({ status: '0', lang: 'fr' });
    expect(api.callsTo(apiPaths.changeStatus)[0]?.headers.token).toBe('partner-token');
  });

  it('logs out on a 401 and asks to sign in again', async () => {
    logIn();
    localStorage.setItem('locale', 'fr');
    mockApi({
      ...emptyItemList,
      [apiPaths.changeStatus]: { status: 401, body: { status: 201, message: 'x', fr_message: 'x' } },
    });
    const { user, router } = renderApp('/item_list');

    await user.click(await screen.findByRole('switch', { name: 'Établissement en ligne' }));

    expect(await screen.findByRole('heading', { name: 'Connexion partenaire' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/restaurantlogin');
    expect(screen.getByText('Votre session a expiré. Veuillez vous reconnecter.')).toBeInTheDocument();
    expect(localStorage.getItem('userdata')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('logs out, even when the server cannot be reached, and keeps the language', async () => {
    logIn();
    mockApi({ ...emptyItemList, [apiPaths.logout]: 'network-error' });
    const { user, router } = renderApp('/item_list');
    await setLocale('en');

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { name: /becoming a partner/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(localStorage.getItem('userdata')).toBeNull();
    expect(localStorage.getItem('Auth')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('locale')).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
  });
});

describe('public pages', () => {
  it('switches the language and stores it', async () => {
    mockApi({});
    const { user } = renderApp('/restaurantlogin');

    await user.click(screen.getByRole('button', { name: 'EN – English' }));

    expect(await screen.findByRole('heading', { name: 'Partner sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number')).toBeInTheDocument();
    expect(localStorage.getItem('locale')).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('shows the privacy policy and the terms in French and in English', async () => {
    mockApi({});
    const { user, router } = renderApp('/privacypolicy');

    expect(await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeInTheDocument();
    expect(screen.getByText(/7 décembre 2026/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'EN – English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();

    await router.navigate('/termscondition');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of use and legal information' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'A. Legal notice' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'B. Terms of use' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'C. Data protection policy' })).toBeInTheDocument();
    // The legal notice names the publisher, its office, registration and director, and the host.
    const publisher = screen.getByRole('region', { name: 'Publisher of the service' });
    expect(publisher).toHaveTextContent('Tablée SAS');
    expect(publisher).toHaveTextContent('Registered office: 18 rue de la République, 69002 Lyon, France');
    expect(publisher).toHaveTextContent('Registration: RCS Lyon 912 483 153');
    expect(publisher).toHaveTextContent('Publication director: Claire Martin');
    expect(publisher).not.toHaveTextContent(/on request/);
    expect(screen.getByRole('region', { name: 'Hosting' })).toHaveTextContent('OVH SAS');
  });

  it('shows the footer links and version', async () => {
    mockApi({});
    renderApp('/home');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute(
      'href',
      '/privacypolicy',
    );
    expect(within(footer).getByRole('link', { name: 'Conditions d’utilisation' })).toHaveAttribute(
      'href',
      '/termscondition',
    );
    expect(within(footer).getByText('Version 3.0.5')).toBeInTheDocument();
    expect(within(footer).getByText(/© 2016-2020/)).toBeInTheDocument();
  });
});
