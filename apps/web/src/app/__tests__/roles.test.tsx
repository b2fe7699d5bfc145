import { apiPaths } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { profileReply } from '@/testing/profile-fixtures';
import { renderApp, setLocale } from '@/testing/render';
import { signIn } from '@/testing/sign-in';

/*
 * Each member sees only what their role allows: the sidebar lists their screens,
 * a screen reached by its address that is not theirs says so in their language, and a member who
 * does not edit the menu lands on the orders.
 */
/** The restaurant the members sign in to. */
const restaurant = { name: 'Le Bistrot du Marché', address: '10 Rue de Rivoli' };

const api = { [apiPaths.restaurantDetails]: profileReply() };

afterEach(async () => {
  await setLocale('fr');
});

describe('what a role sees', () => {
  it('tells a staff member, in French, that the report is not theirs, and lists only their screens', async () => {
    signIn('staff', restaurant);
    mockApi(api);
    renderApp('/report');
    expect(await screen.findByRole('heading', { level: 1, name: 'Écran non disponible' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Votre rôle (Équipier) ne donne pas accès à cet écran.');
    expect(screen.getByRole('link', { name: 'Aller à mes écrans' })).toHaveAttribute('href', '/order');
    const nav = screen.getByRole('navigation', { name: 'Menu partenaire' });
    // Each entry by where it leads: the orders' entry also shows the waiting count once it arrives.
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/order', '/bookings', '/reviews', '/guests']);
    expect(within(nav).getByRole('link', { name: /^Commandes/ })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /^Réservations/ })).toBeInTheDocument();
    expect(screen.getByText('Léa Martin · Équipier')).toBeInTheDocument();
    // Staff may pause taking orders, not open or close the restaurant.
    expect(screen.getByRole('button', { name: 'Mettre en pause' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Établissement en ligne' })).not.toBeInTheDocument();
  });

  it('says it in English too', async () => {
    await setLocale('en');
    signIn('manager', restaurant);
    mockApi(api);
    renderApp('/team');
    expect(await screen.findByRole('heading', { level: 1, name: 'Screen not available' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your role (Manager) does not open this screen.');
    const nav = screen.getByRole('navigation', { name: 'Partner menu' });
    expect(within(nav).queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Earnings report' })).toBeInTheDocument();
  });

  it('sends a staff member from /home to the orders', async () => {
    signIn('staff', restaurant);
    mockApi({
      ...api,
      [apiPaths.orderList]: {
        body: {
          status: 200,
          message: '',
          fr_message: '',
          data: { status: 1, complete_result_data: [], pagination: { page: 1, per_page: 25, total: 0, waiting: 0 } },
        },
      },
    });
    const { router } = renderApp('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/order'));
    // The orders screen itself, so that no screen code is still loading when the test ends.
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('shows the owner the team screen in the menu', async () => {
    signIn('owner', restaurant);
    mockApi(api);
    renderApp('/qrcode');
    const nav = await screen.findByRole('navigation', { name: 'Menu partenaire' });
    expect(within(nav).getByRole('link', { name: 'Équipe' })).toHaveAttribute('href', '/team');
    expect(screen.getByRole('switch', { name: 'Établissement en ligne' })).toBeInTheDocument();
    // The QR codes screen itself, so that no screen code is still loading when the test ends.
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
