import { type BookingStatus, type TBooking, reservationErrors, bookingApiPaths } from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failure } from '@/testing/fetch-mock';
import { expectToast } from '@/testing/menu-fixtures';
import { renderScreen, setLocale } from '@/testing/render';
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
  settingsReply,
  setUpBookingsTests,
  signIn,
  useFakeClock,
} from './bookings-fixtures';

/*
 * The day's book as the restaurant uses it during service: the actions call the right call with
 * the right payload, a late arrival turns red 15 minutes after its time (a clock ticking in the
 * screen, driven here by fake timers), and refusals show where the partner typed. The drawer and
 * the live events have their own files.
 */
const MINUTE = 60_000;

setUpBookingsTests();

/** The book drawn, once Camille Durand's 20:00 booking shows. */
async function renderBook() {
  const { user } = renderScreen(<BookingsPage />, { path: '/bookings' });
  const row = await screen.findByRole('listitem', { name: '20:00 Camille Durand' });
  return { user, row };
}

/** The book with `shown` alone, whose status change the server answers with `status`. */
async function renderStatusChange(shown: TBooking, status: BookingStatus) {
  const api = bookingsApi({
    [bookingApiPaths.bookingBook]: bookReply([shown]),
    [bookingApiPaths.changeBookingStatus]: okBooking({ ...shown, status }),
  });
  return { ...api, ...(await renderBook()) };
}

describe('the day’s book', () => {
  it('opens on today in Paris, shows the covers per slot, and moves to the next day', async () => {
    // 23:30 UTC on the 25th is already the 26th in Paris.
    useFakeClock(Date.UTC(2026, 10, 25, 23, 30));
    const { callsTo } = bookingsApi();
    const { user } = renderScreen(<BookingsPage />, { path: '/bookings' });
    expect(await screen.findByRole('listitem', { name: '20:00 Camille Durand' })).toBeInTheDocument();
    expect(callsTo(bookingApiPaths.bookingBook)[0]?.url).toContain(`date=${DAY}`);
    expect(screen.getByText('10 / 40 couverts')).toBeInTheDocument();
    expect(screen.getByText('6 / 12 arrivées')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Jour suivant' }));
    await waitFor(() => expect(callsTo(bookingApiPaths.bookingBook).at(-1)?.url).toContain('date=2026-11-27'));
  });

  it('confirms a booking that waits for the restaurant with one click', async () => {
    useFakeClock(parisInstant('18:00'));
    const { user, row, sentOnce } = await renderStatusChange(booking({ status: 'pending' }), 'confirmed');
    // A pending booking is confirmed or refused, nothing else.
    expect(within(row).queryByRole('button', { name: 'Installer' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Confirmer' }));
    expect(await sentOnce(bookingApiPaths.changeBookingStatus)).toMatchObject({
      booking_id: '5',
      status: 'confirmed',
    });
  });

  it('refuses with a reason: none typed is said under the field, nothing sent; then the reason goes with the call', async () => {
    useFakeClock(parisInstant('18:00'));
    const { user, row, callsTo, sentOnce } = await renderStatusChange(booking({ status: 'pending' }), 'refused');
    await user.click(within(row).getByRole('button', { name: 'Refuser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuser la réservation' });
    await user.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Motif (le client le lira)' });
    expect(reason).toHaveAccessibleDescription(reservationErrors.BOOKING_REASON_REQUIRED.fr);
    expect(callsTo(bookingApiPaths.changeBookingStatus)).toHaveLength(0);
    await user.type(reason, 'Complet ce soir');
    await user.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    expect(await sentOnce(bookingApiPaths.changeBookingStatus)).toMatchObject({
      booking_id: '5',
      status: 'refused',
      reason: 'Complet ce soir',
    });
  });

  it('records a cancellation the guest phoned in after a confirmation that says when it is late', async () => {
    useFakeClock(parisInstant('18:00'));
    const { user, row, callsTo, sentOnce } = await renderStatusChange(
      booking({ guarantee: 'card_saved' }),
      'cancelled_by_customer',
    );
    await user.click(await within(row).findByRole('button', { name: 'Annuler…' }));
    await user.click(await screen.findByRole('menuitem', { name: 'À la demande du client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annulé par le client' });
    // 2 hours before the 20:00 meal, with a card.
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Annulation tardive : moins de 12 h avant le repas. Une indemnité pourra être prélevée sur la carte enregistrée.',
    );
    expect(callsTo(bookingApiPaths.changeBookingStatus)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer l’annulation' }));
    expect(await sentOnce(bookingApiPaths.changeBookingStatus)).toMatchObject({
      booking_id: '5',
      status: 'cancelled_by_customer',
    });
  });

  it('says a cancellation the guest phoned in exactly 12 hours before the meal is free', async () => {
    useFakeClock(parisInstant('08:00'));
    bookingsApi({ [bookingApiPaths.bookingBook]: bookReply([booking({ guarantee: 'card_saved' })]) });
    const { user, row } = await renderBook();
    await user.click(await within(row).findByRole('button', { name: 'Annuler…' }));
    await user.click(await screen.findByRole('menuitem', { name: 'À la demande du client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annulé par le client' });
    expect(within(dialog).getByText('Plus de 12 h avant le repas : l’annulation est gratuite.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('turns a confirmed guest not seated red 15 minutes after their time, and only then offers the no-show', async () => {
    useFakeClock(parisInstant('20:14'));
    bookingsApi();
    const { row } = await renderBook();
    expect(within(row).queryByText('En retard')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Absent' })).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(MINUTE);
    });
    expect(within(row).getByText('En retard')).toBeInTheDocument();
    expect(row).toHaveAttribute('data-late', 'true');
    expect(within(row).getByRole('button', { name: 'Absent' })).toBeInTheDocument();
  });

  it('offers seating only from an hour before the guest’s time and honoured only from their time', async () => {
    // Tomorrow's guest at 20:00, the screen at 20:00 today: only cancelling is offered.
    useFakeClock(parisInstant('20:00') - 24 * 60 * MINUTE);
    bookingsApi();
    const { row } = await renderBook();
    expect(await within(row).findByRole('button', { name: 'Annuler…' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Installer' })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Honorée' })).not.toBeInTheDocument();

    // 18:59 on the day: still too early to seat.
    await act(async () => {
      vi.setSystemTime(parisInstant('18:59'));
      vi.advanceTimersByTime(15_000);
    });
    expect(within(row).queryByRole('button', { name: 'Installer' })).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(MINUTE);
    });
    expect(within(row).getByRole('button', { name: 'Installer' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Honorée' })).not.toBeInTheDocument();

    // 20:00: the guest's time, honoured can be noted.
    await act(async () => {
      vi.advanceTimersByTime(60 * MINUTE);
    });
    expect(within(row).getByRole('button', { name: 'Honorée' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Absent' })).not.toBeInTheDocument();
  });

  it('a seated guest never turns red', async () => {
    useFakeClock(parisInstant('21:00'));
    bookingsApi({ [bookingApiPaths.bookingBook]: bookReply([booking({ status: 'seated' })]) });
    const { row } = await renderBook();
    expect(within(row).queryByText('En retard')).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Honorée' })).toBeInTheDocument();
  });

  it('says a booking’s tables as tables, in the row and in the drawer', async () => {
    useFakeClock(parisInstant('18:00'));
    signIn('staff');
    const two = booking({
      tables: [
        { id: 1, name: '1' },
        { id: 2, name: '2' },
      ],
      source: 'phone',
    });
    bookingsApi({
      [bookingApiPaths.bookingBook]: bookReply([
        two,
        booking({ id: 6, time: '20:30', first_name: 'Hugo', last_name: 'Petit', tables: [{ id: 3, name: '3' }] }),
      ]),
      [bookingApiPaths.bookingDetail]: detailReply(two),
    });
    const { user, row } = await renderBook();
    expect(within(row).getByText('Tables 1 + 2')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: '20:30 Hugo Petit' })).getByText('Table 3')).toBeInTheDocument();
    const drawer = await openBookingDrawer(user);
    expect(within(drawer).getByText('Tables 1 + 2')).toBeInTheDocument();
  });

  it('keeps what was typed in a new booking and shows a full slot under the time', async () => {
    useFakeClock(parisInstant('18:00'));
    const { sentOnce } = bookingsApi({
      [bookingApiPaths.createBooking]: failure(
        'SLOT_FULL',
        reservationErrors.SLOT_FULL.en,
        reservationErrors.SLOT_FULL.fr,
        {
          field: 'time',
        },
      ),
    });
    const { user } = await renderBook();
    await user.click(screen.getByRole('button', { name: 'Nouvelle réservation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle réservation' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Heure (HH:MM)' }), '20:30');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'Bernard');
    await user.click(within(dialog).getByRole('radio', { name: 'Sans réservation (installé tout de suite)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await sentOnce(bookingApiPaths.createBooking)).toMatchObject({
      date: DAY,
      time: '20:30',
      covers: '2',
      last_name: 'Bernard',
      source: 'walk_in',
      country_code: '33',
    });
    const time = within(dialog).getByRole('textbox', { name: 'Heure (HH:MM)' });
    await waitFor(() => expect(time).toHaveAccessibleDescription(reservationErrors.SLOT_FULL.fr));
    expect(time).toHaveValue('20:30');
    expect(within(dialog).getByRole('textbox', { name: 'Nom' })).toHaveValue('Bernard');
  });

  it('seats a walk-in now: today and the time it is, sent as a walk-in', async () => {
    useFakeClock(parisInstant('20:12'));
    const { sentOnce } = bookingsApi({
      [bookingApiPaths.createBooking]: okBooking(booking({ status: 'seated', source: 'walk_in' })),
    });
    const { user } = await renderBook();
    await user.click(screen.getByRole('button', { name: 'Jour suivant' }));
    await user.click(screen.getByRole('button', { name: 'Nouvelle réservation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle réservation' });
    await user.click(within(dialog).getByRole('radio', { name: 'Sans réservation (installé tout de suite)' }));
    expect(within(dialog).getByRole('textbox', { name: 'Heure (HH:MM)' })).toHaveValue('20:12');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'Roux');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await sentOnce(bookingApiPaths.createBooking)).toMatchObject({
      date: DAY,
      time: '20:12',
      source: 'walk_in',
      last_name: 'Roux',
      phone: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nouvelle réservation' })).not.toBeInTheDocument());
  });

  it('refreshes the book when another device changed the booking first', async () => {
    useFakeClock(parisInstant('18:00'));
    const pending = booking({ status: 'pending' });
    let book = bookReply([pending]);
    const { callsTo } = bookingsApi({
      [bookingApiPaths.bookingBook]: () => book,
      [bookingApiPaths.changeBookingStatus]: () => {
        book = bookReply([{ ...pending, status: 'refused' }]);
        const code = 'BOOKING_NOW_REFUSED';
        const pair = reservationErrors[code];
        return failure(code, pair.en, pair.fr, { current_status: 'refused' });
      },
    });
    const { user, row } = await renderBook();
    await user.click(within(row).getByRole('button', { name: 'Confirmer' }));
    await expectToast(reservationErrors.BOOKING_NOW_REFUSED.fr);
    await waitFor(() => expect(within(row).getByText('refusée')).toBeInTheDocument());
    expect(callsTo(bookingApiPaths.bookingBook).length).toBeGreaterThan(1);
  });
});

describe('empty days', () => {
  it('sends a manager to the settings when bookings are turned off', async () => {
    useFakeClock(parisInstant('18:00'));
    bookingsApi({ [bookingApiPaths.reservationSettings]: settingsReply({ enabled: 0 }) });
    renderScreen(<BookingsPage />, { path: '/bookings' });
    expect(await screen.findByRole('heading', { name: 'Les réservations sont désactivées' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ouvrir les réglages' })).toHaveAttribute('href', '/bookings/settings');
  });

  it('says when no service is held that day, in English too', async () => {
    useFakeClock(parisInstant('18:00'));
    await setLocale('en');
    bookingsApi({ [bookingApiPaths.bookingBook]: bookReply([], { services: [], slots: [] }) });
    renderScreen(<BookingsPage />, { path: '/bookings' });
    expect(await screen.findByRole('heading', { name: 'No service on this day' })).toBeInTheDocument();
  });

  it('a staff member sees the book, without the settings, and never reads them', async () => {
    useFakeClock(parisInstant('18:00'));
    signIn('staff');
    const { callsTo } = bookingsApi();
    renderScreen(<BookingsPage />, { path: '/bookings' });
    await screen.findByRole('listitem', { name: '20:00 Camille Durand' });
    expect(screen.queryByRole('link', { name: 'Réglages' })).not.toBeInTheDocument();
    expect(callsTo(bookingApiPaths.reservationSettings)).toHaveLength(0);
  });
});
