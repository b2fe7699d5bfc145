import { reservationErrors, bookingApiPaths, loyaltyApiPaths } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure } from '@/testing/fetch-mock';
import { renderScreen } from '@/testing/render';
import { BookingsPage } from '../bookings-page';
import {
  DAY,
  booking,
  bookingsApi,
  bookReply,
  detailReply,
  okBooking,
  openBookingDrawer,
  parisInstant,
  setUpBookingsTests,
  tablesReply,
  useFakeClock,
} from './bookings-fixtures';

/*
 * A booking's drawer, opened from the book: the guest card, the answer to a change the guest asked
 * for, the tables (a refusal under them, the choice kept) and a suspected fraud's cancellation.
 */
setUpBookingsTests();

describe('the drawer', () => {
  it('shows the guest’s loyalty balance and uses a voucher at the table', async () => {
    useFakeClock(parisInstant('20:30'));
    const seated = booking({ status: 'seated' });
    const voucher = {
      id: 4,
      code: 'K7MX2PQA',
      name: 'Café offert',
      kind: 'dish',
      value: 0,
      points: 50,
      state: 'active',
      valid_until: parisInstant('23:00'),
    };
    const { sentOnce } = bookingsApi({
      [bookingApiPaths.bookingBook]: bookReply([seated]),
      [bookingApiPaths.bookingDetail]: detailReply(seated, { customer_id: 7 }),
      [bookingApiPaths.tableList]: tablesReply(),
      [loyaltyApiPaths.guestBenefits]: {
        body: {
          status: 200,
          message: 'OK',
          fr_message: 'OK',
          data: { enabled: true, balance: 85, vouchers: [voucher], history: [] },
        },
      },
      [loyaltyApiPaths.useVoucher]: {
        body: { status: 200, message: 'Voucher used', fr_message: 'Bon utilisé', data: { ...voucher, state: 'used' } },
      },
    });
    const { user } = renderScreen(<BookingsPage />, { path: '/bookings' });
    const drawer = await openBookingDrawer(user);
    const loyalty = await within(drawer).findByRole('group', { name: 'Fidélité' });
    expect(
      within(loyalty).getByText('85 points', { normalizer: (text) => text.replace(/\s/g, ' ') }),
    ).toBeInTheDocument();
    expect(within(loyalty).getByText(/Café offert/)).toHaveTextContent('K7MX2PQA');
    await user.click(within(loyalty).getByRole('button', { name: 'Utiliser à table' }));
    expect(await sentOnce(loyaltyApiPaths.useVoucher)).toMatchObject({ code: 'K7MX2PQA' });
  });

  it('says an offer was lost when the party came too late, on the list and in the drawer', async () => {
    useFakeClock(parisInstant('20:30'));
    const late = booking({
      status: 'seated',
      offer: { offer_id: 3, percent: 20, applies_to: 'food', lost: true },
    });
    bookingsApi({
      [bookingApiPaths.bookingBook]: bookReply([late]),
      [bookingApiPaths.bookingDetail]: detailReply(late),
      [bookingApiPaths.tableList]: tablesReply(),
    });
    const { user } = renderScreen(<BookingsPage />, { path: '/bookings' });
    const row = await screen.findByRole('listitem', { name: '20:00 Camille Durand' });
    expect(within(row).getByText(/perdue : arrivée plus de 15 min en retard/)).toBeInTheDocument();
    const drawer = await openBookingDrawer(user);
    const badge = within(drawer).getByText(/Offre -20 % sur la nourriture/);
    expect(badge.tagName).toBe('S');
    expect(within(drawer).getByText(/perdue : arrivée plus de 15 min en retard/)).toBeInTheDocument();
  });

  it('shows the guest card and answers the guest’s change request', async () => {
    useFakeClock(parisInstant('18:00'));
    const request = {
      id: 9,
      state: 'pending' as const,
      date: DAY,
      time: '21:00',
      covers: 6,
      proposed_time: null,
      created_at: parisInstant('11:00'),
    };
    const asked = booking({ modification: request });
    const { sentOnce } = bookingsApi({
      [bookingApiPaths.bookingBook]: bookReply([asked]),
      [bookingApiPaths.bookingDetail]: detailReply(asked),
      [bookingApiPaths.tableList]: tablesReply(),
      [bookingApiPaths.answerModificationRequest]: okBooking(asked),
    });
    const { user } = renderScreen(<BookingsPage />, { path: '/bookings' });
    const drawer = await openBookingDrawer(user);
    // The guest's French number as it is dialled in France, calling it.
    expect(within(drawer).getByRole('link', { name: '06 12 34 56 78' })).toHaveAttribute('href', 'tel:+33612345678');
    expect(within(drawer).getByText('3 visites')).toBeInTheDocument();
    expect(within(drawer).getByText('1 absence')).toBeInTheDocument();
    expect(within(drawer).getByText('Sans gluten')).toBeInTheDocument();
    expect(within(drawer).getByText('Pas d’empreinte')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Proposer un horaire' }));
    await user.type(within(drawer).getByRole('textbox', { name: 'Horaire proposé (HH:MM)' }), '21:30');
    await user.click(within(drawer).getByRole('button', { name: 'Proposer cet horaire' }));
    expect(await sentOnce(bookingApiPaths.answerModificationRequest)).toMatchObject({
      request_id: '9',
      action: 'propose_time',
      time: '21:30',
    });
  });

  it('assigns tables, and shows tables too small for the party under them with the choice kept', async () => {
    useFakeClock(parisInstant('18:00'));
    const party = booking();
    const { sentOnce } = bookingsApi({
      [bookingApiPaths.bookingDetail]: detailReply(party),
      [bookingApiPaths.tableList]: {
        body: {
          status: 200,
          message: 'OK',
          fr_message: 'OK',
          data: [
            { id: 1, name: 'T1', min_covers: 1, max_covers: 2, online: 1 },
            { id: 2, name: 'T2', min_covers: 2, max_covers: 4, online: 1 },
          ],
        },
      },
      [bookingApiPaths.assignTables]: failure(
        'TABLE_TOO_SMALL',
        reservationErrors.TABLE_TOO_SMALL.en,
        reservationErrors.TABLE_TOO_SMALL.fr,
        { field: 'table_ids' },
      ),
    });
    const { user } = renderScreen(<BookingsPage />, { path: '/bookings' });
    const drawer = await openBookingDrawer(user);
    const t1 = await within(drawer).findByRole('button', { name: 'T1 (1–2)' });
    await user.click(t1);
    expect(t1).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(drawer).getByRole('button', { name: 'Attribuer les tables' }));
    expect(await sentOnce(bookingApiPaths.assignTables)).toMatchObject({ booking_id: '5', table_ids: '1' });
    expect(await within(drawer).findByText(reservationErrors.TABLE_TOO_SMALL.fr)).toBeInTheDocument();
    expect(t1).toHaveAttribute('aria-pressed', 'true');
  });

  it('cancels a suspected fraud with its category and reason', async () => {
    useFakeClock(parisInstant('18:00'));
    const suspect = booking();
    const { sentOnce } = bookingsApi({
      [bookingApiPaths.bookingDetail]: detailReply(suspect),
      [bookingApiPaths.tableList]: tablesReply(),
      [bookingApiPaths.cancelSuspectedFraud]: okBooking({ ...suspect, status: 'cancelled_by_restaurant' }),
    });
    const { user } = renderScreen(<BookingsPage />, { path: '/bookings' });
    const drawer = await openBookingDrawer(user);
    // One cancel action, its reason chosen in its menu: no fraud link of its own.
    expect(within(drawer).queryByRole('button', { name: 'Annuler pour fraude suspectée' })).toBeNull();
    await user.click(await within(drawer).findByRole('button', { name: 'Annuler…' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Fraude suspectée' }));
    await user.click(within(drawer).getByRole('button', { name: 'Fausse identité' }));
    await user.type(within(drawer).getByRole('textbox', { name: 'Motif' }), 'Numéro inexistant');
    await user.click(within(drawer).getByRole('button', { name: 'Annuler la réservation' }));
    expect(await sentOnce(bookingApiPaths.cancelSuspectedFraud)).toMatchObject({
      booking_id: '5',
      reason_code: 'false_identity',
      reason: 'Numéro inexistant',
    });
  });
});
