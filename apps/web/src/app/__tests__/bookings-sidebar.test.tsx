import { apiPaths, bookingApiPaths } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/fetch-mock';
import { profileReply } from '@/testing/profile-fixtures';
import { renderApp, setLocale } from '@/testing/render';
import { openPartnerStream } from '@/testing/partner-stream';
import { signIn } from '@/testing/sign-in';

/*
 * The sidebar says how many bookings wait for the restaurant, beside the orders waiting, as the
 * partner's stream tells it: every member sees it, staff included.
 */
const restaurant = { address: '10 Rue de Rivoli' };

afterEach(async () => {
  await setLocale('fr');
});

describe('the bookings entry of the sidebar', () => {
  it('shows the bookings waiting beside the orders waiting, and follows the stream', async () => {
    signIn('staff', restaurant);
    const { fetchMock } = mockApi({
      [apiPaths.restaurantDetails]: profileReply(),
      [bookingApiPaths.bookingBook]: {
        body: {
          status: 200,
          message: '',
          fr_message: '',
          data: {
            date: '2026-11-26',
            services: [],
            slots: [],
            bookings: [],
            counts: {},
            expected_covers: 0,
            also_booked: {},
          },
        },
      },
    });
    const push = openPartnerStream(fetchMock as unknown as typeof fetch, [
      { type: 'orders.waiting', waiting: 1 },
      { type: 'bookings.pending', count: 2 },
    ]);
    renderApp('/bookings');
    const nav = await screen.findByRole('navigation', { name: 'Menu partenaire' });
    const bookings = await within(nav).findByRole('link', { name: 'Réservations 2 réservations à confirmer' });
    expect(bookings).toHaveAttribute('href', '/bookings');
    expect(within(nav).getByRole('link', { name: 'Commandes 1 commande en attente' })).toBeInTheDocument();
    push({ type: 'bookings.pending', count: 0 });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Réservations' })).toBeInTheDocument());
    // The screen itself, so that no screen code is still loading when the test ends.
    expect(await screen.findByRole('heading', { level: 1, name: 'Réservations' })).toBeInTheDocument();
  });

  it('shows the bookings waiting from the counts the stream opens with, on a screen that reads no booking', async () => {
    signIn('owner', restaurant);
    const { fetchMock } = mockApi({ [apiPaths.restaurantDetails]: profileReply() });
    // What the server sends when a screen connects, before any order or booking changes.
    openPartnerStream(fetchMock as unknown as typeof fetch, [
      { type: 'orders.waiting', waiting: 0 },
      { type: 'bookings.pending', count: 3 },
    ]);
    renderApp('/qrcode');
    const nav = await screen.findByRole('navigation', { name: 'Menu partenaire' });
    expect(
      await within(nav).findByRole('link', { name: 'Réservations 3 réservations à confirmer' }),
    ).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Commandes' })).toBeInTheDocument();
    // The QR codes screen itself, so that no screen code is still loading when the test ends.
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
