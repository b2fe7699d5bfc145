import { bookingApiPaths, reservationErrors } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failure, mockApi, type RecordedCall } from '@/testing/fetch-mock';
import { addBookingsTexts } from '@/shared/i18n/bookings-catalogue';
import { renderScreen, setLocale } from '@/testing/render';
import { BookingSettingsPage } from '../booking-settings-page';
import { dinner, settingsReply, signIn } from './bookings-fixtures';

/*
 * A change of a service or a table that strands bookings to come: the refusal lists them, the
 * restaurant saves all the same, and the bookings to move stay in view.
 */
const list = (data: unknown[]) => ({ body: { status: 200, message: 'OK', fr_message: 'OK', data } });
const affected = [{ id: 41, date: '2026-11-26', time: '21:30', name: 'Camille Martin', covers: 3 }];

/** The first save refused for the bookings it strands, the second (confirmed) saved with their list. */
function refusedThenSaved(code: 'SERVICE_CHANGE_AFFECTS_BOOKINGS' | 'TABLE_CHANGE_AFFECTS_BOOKINGS', data: unknown) {
  const pair = reservationErrors[code];
  return (call: RecordedCall) =>
    call.body?.confirm_affected === '1'
      ? { body: { status: 200, message: 'Saved', fr_message: 'Enregistré', data, affected_bookings: affected } }
      : failure(code, pair.en, pair.fr, { field: 'confirm_affected', affected_bookings: affected });
}

beforeAll(() => addBookingsTexts());

afterEach(async () => {
  await setLocale('fr');
});

describe('booking settings: changes that strand bookings to come', () => {
  it('lists the bookings a service change leaves outside it, saves all the same, and keeps them in view', async () => {
    signIn('owner');
    const { callsTo } = mockApi({
      [bookingApiPaths.reservationSettings]: settingsReply(),
      [bookingApiPaths.serviceList]: list([dinner]),
      [bookingApiPaths.tableList]: list([]),
      [bookingApiPaths.saveService]: refusedThenSaved('SERVICE_CHANGE_AFFECTS_BOOKINGS', {
        ...dinner,
        last_slot: '21:00',
      }),
    });
    const { user } = renderScreen(<BookingSettingsPage />, { path: '/bookings/settings' });
    await user.click(await screen.findByRole('button', { name: 'Modifier Dîner' }));
    const form = screen.getByRole('form', { name: 'Service' });
    const last = within(form).getByRole('textbox', { name: 'Dernière arrivée (HH:MM)' });
    await user.clear(last);
    await user.type(last, '21:00');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le service' }));

    expect(
      await within(form).findByText(/tombent hors des nouveaux jours ou horaires de ce service/),
    ).toBeInTheDocument();
    expect(within(form).getByText(/26 novembre à 21:30 · Camille Martin · 3\scouverts/)).toBeInTheDocument();
    expect(callsTo(bookingApiPaths.saveService)[0]?.body).toMatchObject({ last_slot: '21:00', confirm_affected: '' });

    await user.click(within(form).getByRole('button', { name: 'Enregistrer quand même' }));
    const moved = await screen.findByRole('status', { name: 'Réservations à déplacer' });
    expect(callsTo(bookingApiPaths.saveService)[1]?.body).toMatchObject({ last_slot: '21:00', confirm_affected: '1' });
    expect(within(moved).getByText(/26 novembre à 21:30 · Camille Martin · 3\scouverts/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Service' })).not.toBeInTheDocument();
    await user.click(within(moved).getByRole('button', { name: 'Fermer la liste' }));
    expect(screen.queryByRole('status', { name: 'Réservations à déplacer' })).not.toBeInTheDocument();
  });

  it('does the same for a table taken off the online book', async () => {
    signIn('owner');
    const table = { id: 3, name: 'T3', min_covers: 2, max_covers: 4, online: 1 };
    const { callsTo } = mockApi({
      [bookingApiPaths.reservationSettings]: settingsReply(),
      [bookingApiPaths.serviceList]: list([]),
      [bookingApiPaths.tableList]: list([table]),
      [bookingApiPaths.saveTable]: refusedThenSaved('TABLE_CHANGE_AFFECTS_BOOKINGS', { ...table, online: 0 }),
    });
    const { user } = renderScreen(<BookingSettingsPage />, { path: '/bookings/settings' });
    await user.click(await screen.findByRole('button', { name: 'Modifier la table T3' }));
    const form = screen.getByRole('form', { name: 'Table' });
    await user.click(within(form).getByRole('switch', { name: 'Proposée en ligne' }));
    await user.click(within(form).getByRole('button', { name: 'Enregistrer la table' }));
    expect(await within(form).findByText(/n’y tiendraient plus, ou ont été prises en ligne/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Enregistrer quand même' }));
    expect(await screen.findByRole('status', { name: 'Réservations à déplacer' })).toBeInTheDocument();
    expect(callsTo(bookingApiPaths.saveTable).map((call) => call.body?.confirm_affected)).toEqual(['', '1']);
  });
});
