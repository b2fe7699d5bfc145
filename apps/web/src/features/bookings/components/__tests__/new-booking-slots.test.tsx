import { bookingApiPaths } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, setLocale } from '@/testing/render';
import { BookingsPage } from '../bookings-page';
import {
  booking,
  bookingsApi,
  bookReply,
  DAY,
  okBooking,
  parisInstant,
  setUpBookingsTests,
  signIn,
  useFakeClock,
} from './bookings-fixtures';

/*
 * A booking taken by phone: once the day and the party are known, the times that can still take
 * it are offered to pick (as guests are offered them), with the tables free then; another time
 * can still be typed, and the guest's last name is asked for.
 */
setUpBookingsTests();

const publicId = 'AlrkyFql';
const availabilityPath = bookingApiPaths.availability.replace(':public_id', publicId);
const ok = <T,>(data: T) => ({ body: { status: 200, message: 'OK', fr_message: 'OK', data } });
const slot = (time: string, available = true) => ({ time, available, offer: null });
const table = (id: number, name: string, max_covers: number) => ({ id, name, min_covers: 1, max_covers, online: 1 });

function signInWithPage() {
  signIn('manager');
  const userdata = JSON.parse(localStorage.getItem('userdata') ?? '{}') as Record<string, unknown>;
  localStorage.setItem('userdata', JSON.stringify({ ...userdata, public_id: publicId }));
}

function api() {
  return bookingsApi({
    [bookingApiPaths.bookingBook]: bookReply([booking({ time: '20:00', tables: [{ id: 1, name: '1' }] })]),
    [bookingApiPaths.tableList]: ok([table(1, '1', 4), table(2, '2', 4), table(3, '3', 2)]),
    [availabilityPath]: ({ url }) => {
      const covers = new URL(url, 'http://x').searchParams.get('covers');
      return ok({
        slots: covers === '6' ? [slot('19:00', false)] : [slot('19:00'), slot('19:30', false), slot('20:00')],
        imprint_per_cover: '0',
        min_notice_minutes: 60,
        max_party_online: 8,
        max_advance_days: 60,
      });
    },
    [bookingApiPaths.createBooking]: okBooking(booking({ id: 9, source: 'phone', time: '20:00' })),
  });
}

async function openModal() {
  const view = renderScreen(<BookingsPage />, { path: '/bookings' });
  await screen.findByRole('listitem', { name: '20:00 Camille Durand' });
  await view.user.click(screen.getByRole('button', { name: /Nouvelle réservation|New booking/ }));
  const dialog = await screen.findByRole('dialog', { name: /Nouvelle réservation|New booking/ });
  return { ...view, dialog };
}

describe('a booking taken by phone', () => {
  it('offers the free times for the party, and sends the one picked with the tables free then', async () => {
    useFakeClock(parisInstant('15:00'));
    signInWithPage();
    const { sentOnce, callsTo } = api();
    const { user, dialog } = await openModal();
    const offered = await within(dialog).findByRole('list', { name: 'Heures libres pour ce groupe' });
    expect(
      within(offered)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['19:00', '20:00']);
    expect(callsTo(availabilityPath).at(-1)?.url).toContain(`date=${DAY}`);
    await user.click(within(offered).getByRole('button', { name: '20:00' }));
    expect(within(dialog).getByRole('textbox', { name: 'Heure (HH:MM)' })).toHaveValue('20:00');
    expect(within(offered).getByRole('button', { name: '20:00' })).toHaveAttribute('aria-pressed', 'true');
    // Table 1 is held by the 20:00 booking; table 3 seats two.
    expect(await within(dialog).findByText('Tables libres à 20:00 : 2, 3')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'Bernard');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await sentOnce(bookingApiPaths.createBooking)).toMatchObject({
      date: DAY,
      time: '20:00',
      covers: '2',
      last_name: 'Bernard',
      source: 'phone',
    });
  });

  it('asks again when the party changes, and says when no time is left; another time can be typed', async () => {
    useFakeClock(parisInstant('15:00'));
    signInWithPage();
    const { sentOnce } = api();
    const { user, dialog } = await openModal();
    await within(dialog).findByRole('list', { name: 'Heures libres pour ce groupe' });
    const covers = within(dialog).getByRole('textbox', { name: 'Couverts' });
    await user.clear(covers);
    await user.type(covers, '6');
    expect(await within(dialog).findByText(/Plus aucune heure libre ce jour-là/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Heure (HH:MM)' }), '2215');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nom' }), 'Roux');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await sentOnce(bookingApiPaths.createBooking)).toMatchObject({ time: '22:15', covers: '6' });
  });

  it('asks for the last name before sending anything', async () => {
    useFakeClock(parisInstant('15:00'));
    signInWithPage();
    const { callsTo } = api();
    const { user, dialog } = await openModal();
    await user.click(await within(within(dialog).getByRole('list')).findByRole('button', { name: '19:00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    const lastName = within(dialog).getByRole('textbox', { name: 'Nom' });
    await waitFor(() => expect(lastName).toHaveAccessibleDescription('Saisissez le nom du client'));
    expect(callsTo(bookingApiPaths.createBooking)).toHaveLength(0);
  });

  it('offers them in English too, the day typed day first', async () => {
    await setLocale('en');
    useFakeClock(parisInstant('15:00'));
    signInWithPage();
    api();
    const { dialog } = await openModal();
    expect(within(dialog).getByRole('textbox', { name: 'Date' })).toHaveValue('26/11/2026');
    const offered = await within(dialog).findByRole('list', { name: 'Free times for this party' });
    expect(within(offered).getByRole('button', { name: '19:00' })).toBeInTheDocument();
  });
});
