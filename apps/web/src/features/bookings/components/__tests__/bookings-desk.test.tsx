import { bookingApiPaths } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/render';
import { BookingsPage } from '../bookings-page';
import {
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
 * The screen a host keeps open through a service: the day in the address, a search of the day's
 * guests, the day's book to print, and moving a booking from its drawer.
 */
setUpBookingsTests();

const hugo = booking({ id: 6, time: '20:30', first_name: 'Hélène', last_name: 'Petit', phone: '+33698765432' });

describe('the bookings desk', () => {
  it('keeps the day in the address: opened on it, and each day moved to is a step back', async () => {
    useFakeClock(parisInstant('18:00'));
    const { callsTo } = bookingsApi();
    const { user, router } = renderScreen(<BookingsPage />, {
      path: '/bookings',
      initialEntries: ['/bookings?date=2026-12-24'],
    });
    await screen.findByRole('listitem', { name: '20:00 Camille Durand' });
    expect(callsTo(bookingApiPaths.bookingBook)[0]?.url).toContain('date=2026-12-24');
    expect(screen.getByText('Jeudi 24 décembre')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Jour suivant' }));
    expect(router.state.location.search).toBe('?date=2026-12-25');
    await waitFor(() => expect(callsTo(bookingApiPaths.bookingBook).at(-1)?.url).toContain('date=2026-12-25'));
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByText('Jeudi 24 décembre')).toBeInTheDocument());
  });

  it('opens on today when the address names no real day', async () => {
    useFakeClock(parisInstant('18:00'));
    const { callsTo } = bookingsApi();
    renderScreen(<BookingsPage />, { path: '/bookings', initialEntries: ['/bookings?date=2026-02-30'] });
    await screen.findByRole('listitem', { name: '20:00 Camille Durand' });
    expect(callsTo(bookingApiPaths.bookingBook)[0]?.url).toContain('date=2026-11-26');
  });

  it('flags a guest who holds another booking that day, with its time', async () => {
    useFakeClock(parisInstant('18:00'));
    const lunch = booking({ id: 7, time: '12:30' });
    bookingsApi({
      [bookingApiPaths.bookingBook]: bookReply([lunch, booking(), hugo], {
        also_booked: { 7: ['20:00'], 5: ['12:30'] },
      }),
    });
    renderScreen(<BookingsPage />, { path: '/bookings' });
    const dinner = await screen.findByRole('listitem', { name: '20:00 Camille Durand' });
    expect(within(dinner).getByText('Aussi réservé à 12:30')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: '12:30 Camille Durand' })).getByText('Aussi réservé à 20:00'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: '20:30 Hélène Petit' })).queryByText(/Aussi réservé/),
    ).toBeNull();
  });

  it('filters the day’s list by guest name, without accents, or by phone as dialled', async () => {
    useFakeClock(parisInstant('18:00'));
    bookingsApi({ [bookingApiPaths.bookingBook]: bookReply([booking(), hugo]) });
    const { user } = renderScreen(<BookingsPage />, { path: '/bookings' });
    await screen.findByRole('listitem', { name: '20:30 Hélène Petit' });
    const search = screen.getByRole('searchbox', { name: 'Rechercher une réservation' });
    await user.type(search, 'helene');
    expect(screen.queryByRole('listitem', { name: '20:00 Camille Durand' })).toBeNull();
    expect(screen.getByRole('listitem', { name: '20:30 Hélène Petit' })).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, '06 12 34');
    expect(screen.getByRole('listitem', { name: '20:00 Camille Durand' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: '20:30 Hélène Petit' })).toBeNull();
    await user.type(search, '99');
    expect(screen.getByText('Aucune réservation ce jour ne correspond à « 06 12 3499 ».')).toBeInTheDocument();
  });

  it('asks for the shown day’s book as a PDF to print', async () => {
    useFakeClock(parisInstant('18:00'));
    const { callsTo } = bookingsApi({ [bookingApiPaths.bookingBookPdf]: { body: { status: 200 } } });
    const { user } = renderScreen(<BookingsPage />, {
      path: '/bookings',
      initialEntries: ['/bookings?date=2026-12-24'],
    });
    await screen.findByRole('listitem', { name: '20:00 Camille Durand' });
    await user.click(screen.getByRole('button', { name: 'Imprimer le carnet' }));
    await waitFor(() => expect(callsTo(bookingApiPaths.bookingBookPdf)).toHaveLength(1));
    expect(callsTo(bookingApiPaths.bookingBookPdf)[0]?.url).toContain('date=2026-12-24');
  });

  it('moves a booking from its drawer, and shows a full slot under the time with what was typed kept', async () => {
    useFakeClock(parisInstant('18:00'));
    const camille = booking();
    let moveReply: { body: unknown } = {
      body: {
        status: 201,
        code: 'SLOT_FULL',
        field: 'time',
        message: 'This time is full',
        fr_message: 'Ce créneau est complet',
      },
    };
    const { sentOnce, callsTo } = bookingsApi({
      [bookingApiPaths.bookingDetail]: detailReply(camille),
      [bookingApiPaths.tableList]: tablesReply(),
      [bookingApiPaths.moveBooking]: () => moveReply,
    });
    const { user } = renderScreen(<BookingsPage />, { path: '/bookings' });
    const drawer = await openBookingDrawer(user);
    await user.click(within(drawer).getByRole('button', { name: 'Déplacer' }));
    const time = within(drawer).getByRole('textbox', { name: 'Heure' });
    await user.clear(time);
    await user.type(time, '21:30');
    const covers = within(drawer).getByRole('textbox', { name: 'Couverts' });
    await user.clear(covers);
    await user.type(covers, '6');
    await user.click(within(drawer).getAllByRole('button', { name: 'Déplacer' }).at(-1)!);
    expect(await sentOnce(bookingApiPaths.moveBooking)).toMatchObject({
      booking_id: '5',
      date: '2026-11-26',
      time: '21:30',
      covers: '6',
    });
    expect(await within(drawer).findByText('Ce créneau est complet')).toBeInTheDocument();
    expect(time).toHaveValue('21:30');
    moveReply = okBooking({ ...camille, time: '21:30', covers: 6 });
    await user.click(within(drawer).getAllByRole('button', { name: 'Déplacer' }).at(-1)!);
    await waitFor(() => expect(callsTo(bookingApiPaths.moveBooking)).toHaveLength(2));
    await waitFor(() => expect(within(drawer).queryByRole('textbox', { name: 'Heure' })).toBeNull());
  });

  it('shows a table named in words as named, never “Table Table ronde”', async () => {
    useFakeClock(parisInstant('18:00'));
    bookingsApi({ [bookingApiPaths.bookingBook]: bookReply([booking({ tables: [{ id: 1, name: 'Table ronde' }] })]) });
    renderScreen(<BookingsPage />, { path: '/bookings' });
    const row = await screen.findByRole('listitem', { name: '20:00 Camille Durand' });
    expect(within(row).getByText('Table ronde')).toBeInTheDocument();
    expect(within(row).queryByText(/Table Table/)).toBeNull();
  });

  it('says which tables another booking holds during the meal', async () => {
    useFakeClock(parisInstant('18:00'));
    const camille = booking();
    const during = booking({
      id: 7,
      time: '20:30',
      first_name: 'Hugo',
      last_name: 'Petit',
      tables: [{ id: 2, name: 'T2' }],
    });
    const after = booking({
      id: 8,
      time: '21:30',
      first_name: 'Lea',
      last_name: 'Roy',
      tables: [{ id: 1, name: 'T1' }],
    });
    const gone = booking({
      id: 9,
      first_name: 'Max',
      status: 'cancelled_by_customer',
      tables: [{ id: 3, name: 'T3' }],
    });
    bookingsApi({
      [bookingApiPaths.bookingBook]: bookReply([camille, during, after, gone]),
      [bookingApiPaths.bookingDetail]: detailReply(camille),
      [bookingApiPaths.tableList]: tablesReply([
        { id: 1, name: 'T1', min_covers: 1, max_covers: 4, online: 1 },
        { id: 2, name: 'T2', min_covers: 1, max_covers: 4, online: 1 },
        { id: 3, name: 'T3', min_covers: 1, max_covers: 4, online: 1 },
      ]),
    });
    const { user } = renderScreen(<BookingsPage />, { path: '/bookings' });
    const drawer = await openBookingDrawer(user);
    expect(
      await within(drawer).findByRole('button', { name: 'T2 (1–4) — prise par Hugo Petit à 20:30' }),
    ).toBeInTheDocument();
    // The meal ends at 21:30: a booking arriving then, and a cancelled one, hold nothing.
    expect(within(drawer).getByRole('button', { name: 'T1 (1–4)' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'T3 (1–4)' })).toBeInTheDocument();
  });
});
