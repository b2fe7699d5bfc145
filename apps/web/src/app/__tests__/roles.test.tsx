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
    ).toEqual(['/order', '/bookings', '/item_list', '/guests', '/reviews']);
    // Under two headings: the service (with today's dishes, to mark sold out) and the guests.
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Service', 'Clientèle']);
    const service = within(nav).getByRole('list', { name: 'Service' });
    expect(within(service).getByRole('link', { name: /^Commandes/ })).toBeInTheDocument();
    expect(within(service).getByRole('link', { name: /^Réservations/ })).toBeInTheDocument();
    expect(within(service).getByRole('link', { name: 'Plats du jour / épuisés' })).toHaveAttribute(
      'href',
      '/item_list',
    );
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
    // Every screen, in four groups under their headings; the dishes are in the menu's.
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Service', 'Carte', 'Clientèle', 'Gestion']);
    for (const [group, count] of [
      ['Service', 2],
      ['Carte', 5],
      ['Clientèle', 4],
      ['Gestion', 4],
    ] as const) {
      expect(within(within(nav).getByRole('list', { name: group })).getAllByRole('link'), group).toHaveLength(count);
    }
    expect(within(nav).getByRole('list', { name: 'Carte' })).toContainElement(
      within(nav).getByRole('link', { name: 'Mes plats' }),
    );
    expect(within(nav).getByRole('link', { name: 'Équipe' })).toHaveAttribute('href', '/team');
    expect(screen.getByRole('switch', { name: 'Établissement en ligne' })).toBeInTheDocument();
    // The QR codes screen itself, so that no screen code is still loading when the test ends.
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
