import { apiPaths, errorMessages, floorPlanApiPaths, reservationErrors, bookingApiPaths } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failure, mockApi } from '@/testing/fetch-mock';
import { profileReply } from '@/testing/profile-fixtures';
import { addBookingsTexts } from '@/shared/i18n/bookings-catalogue';
import { renderApp, renderScreen, setLocale } from '@/testing/render';
import { BookingSettingsPage } from '../booking-settings-page';
import { dinner, settingsReply, signIn } from './bookings-fixtures';

/*
 * /bookings/settings: the settings, services and tables of the owner and managers. What is sent
 * is what the contract reads; a refusal shows under its field and nothing typed is lost; staff
 * members do not get the screen.
 */
const list = (data: unknown[]) => ({ body: { status: 200, message: 'OK', fr_message: 'OK', data } });

const floorTable = (id: number, name: string) => ({
  id,
  name,
  min_covers: 2,
  max_covers: 4,
  online: 1,
  area: '',
  x: 100 * id,
  y: 200,
  shape: 'square',
  rotation: 0,
  blocked: 0,
});
/** The room: T3 and T4, put together for 6 to 8 guests. */
const floorReply = {
  body: {
    status: 200,
    message: 'OK',
    fr_message: 'OK',
    data: {
      areas: [''],
      tables: [floorTable(3, 'T3'), floorTable(4, 'T4'), floorTable(5, 'T5')],
      combinations: [{ id: 9, table_ids: [3, 4], min_covers: 6, max_covers: 8, online: 1 }],
    },
  },
};

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    [bookingApiPaths.reservationSettings]: settingsReply(),
    [bookingApiPaths.serviceList]: list([dinner]),
    [bookingApiPaths.tableList]: list([{ id: 3, name: 'T3', min_covers: 2, max_covers: 4, online: 1 }]),
    [floorPlanApiPaths.floorPlan]: floorReply,
    ...extra,
  });
}

// The app loads the bookings texts with the screen's code; the screens are rendered directly here.
beforeAll(() => addBookingsTexts());

afterEach(async () => {
  await setLocale('fr');
});

describe('booking settings', () => {
  it('saves the settings as the contract reads them', async () => {
    signIn('owner');
    const { sentOnce } = api({ [bookingApiPaths.saveReservationSettings]: settingsReply({ slot_minutes: 15 }) });
    const { user } = renderScreen(<BookingSettingsPage />, { path: '/bookings/settings' });
    const notice = await screen.findByRole('textbox', { name: 'Délai minimum (minutes)' });
    await user.click(screen.getByRole('radio', { name: '15 minutes' }));
    await user.clear(notice);
    await user.type(notice, '120');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));
    expect(await sentOnce(bookingApiPaths.saveReservationSettings)).toMatchObject({
      enabled: '1',
      slot_minutes: '15',
      min_notice_minutes: '120',
      durations_by_party: JSON.stringify([{ max_covers: 2, minutes: 75 }]),
      auto_confirm_max_covers: '6',
      imprint_per_cover: '0,00',
    });
  });

  it('shows the imprint the French way, or the English way, and says what a guest booking a large party is asked', async () => {
    signIn('owner');
    api({
      [bookingApiPaths.reservationSettings]: settingsReply({
        imprint_per_cover: '12.5',
        imprint_per_cover_cents: 1250,
        imprint_min_party: 6,
      }),
    });
    const { unmount } = renderScreen(<BookingSettingsPage />, { path: '/bookings/settings' });
    expect(await screen.findByRole('textbox', { name: 'Empreinte bancaire par couvert (€, 0 = aucune)' })).toHaveValue(
      '12,50',
    );
    expect(
      screen.getByText(
        /^Un client qui réserve en ligne pour 6 couverts ou plus enregistre une carte dans les 15 minutes, sinon la réservation est libérée\. Rien n’est prélevé en réservant\s: la page de la carte lui indique 12,50\s€ par couvert, .* après une absence ou une annulation à moins de 12 heures du repas\.$/,
      ),
    ).toBeInTheDocument();
    unmount();

    await setLocale('en');
    renderScreen(<BookingSettingsPage />, { path: '/bookings/settings' });
    expect(await screen.findByRole('textbox', { name: 'Card imprint per guest (€, 0 = none)' })).toHaveValue('12.50');
    expect(
      screen.getByText(
        'A guest booking online for 6 or more gives a card within 15 minutes, or the booking is released. Nothing is taken when booking: the card page shows €12.50 per guest, the total for the party, which you may charge after a no-show or a cancellation less than 12 hours before the meal.',
      ),
    ).toBeInTheDocument();
    // No amount: no card asked.
    const user = userEvent.setup();
    const amount = screen.getByRole('textbox', { name: 'Card imprint per guest (€, 0 = none)' });
    await user.clear(amount);
    await user.type(amount, '0');
    expect(screen.getByText('Guests are not asked for a card.')).toBeInTheDocument();
  });

  it('checks a value before sending it, under its field', async () => {
    signIn('owner');
    const { callsTo } = api();
    const { user } = renderScreen(<BookingSettingsPage />, { path: '/bookings/settings' });
    const duration = await screen.findByRole('textbox', { name: 'Durée d’un repas (minutes)' });
    await user.clear(duration);
    await user.type(duration, '10');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));
    expect(duration).toHaveAccessibleDescription(reservationErrors.DURATION_INVALID.fr);
    expect(callsTo(bookingApiPaths.saveReservationSettings)).toHaveLength(0);
  });

  it('a manager reads the imprint but cannot change it; a refused save says so and keeps what was typed', async () => {
    signIn('manager');
    const pair = errorMessages.FORBIDDEN_FOR_ROLE;
    const { callsTo } = api({
      [bookingApiPaths.saveReservationSettings]: {
        status: 403,
        body: failure('FORBIDDEN_FOR_ROLE', pair.en, pair.fr).body,
      },
    });
    const { user } = renderScreen(<BookingSettingsPage />, { path: '/bookings/settings' });
    const imprint = await screen.findByRole('textbox', { name: 'Empreinte bancaire par couvert (€, 0 = aucune)' });
    expect(imprint).toHaveAttribute('readonly');
    expect(screen.getByText('Seul le propriétaire modifie l’empreinte.')).toBeInTheDocument();
    const advance = screen.getByRole('textbox', { name: 'Réservable jusqu’à (jours à l’avance)' });
    await user.clear(advance);
    await user.type(advance, '90');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les réglages' }));
    await waitFor(() => expect(callsTo(bookingApiPaths.saveReservationSettings)).toHaveLength(1));
    // The role's refusal names no field: it shows above the button, the form as typed.
    expect(await screen.findByRole('alert')).toHaveTextContent(pair.fr);
    expect(advance).toHaveValue('90');
  });

  it('saves a new service with its days, and shows a service outside the opening hours under its first arrival', async () => {
    signIn('manager');
    const pair = reservationErrors.SERVICE_OUTSIDE_HOURS;
    const { sentOnce } = api({
      [bookingApiPaths.saveService]: failure('SERVICE_OUTSIDE_HOURS', pair.en, pair.fr, { field: 'first_slot' }),
    });
    const { user } = renderScreen(<BookingSettingsPage />, { path: '/bookings/settings' });
    await user.click(await screen.findByRole('button', { name: 'Nouveau service' }));
    const form = screen.getByRole('form', { name: 'Service' });
    await user.type(within(form).getByRole('textbox', { name: 'Nom (français)' }), 'Déjeuner');
    await user.click(within(form).getByRole('button', { name: 'Mar' }));
    await user.click(within(form).getByRole('button', { name: 'Mer' }));
    await user.type(within(form).getByRole('textbox', { name: 'Première arrivée (HH:MM)' }), '11:00');
    await user.type(within(form).getByRole('textbox', { name: 'Dernière arrivée (HH:MM)' }), '13:30');
    await user.type(within(form).getByRole('textbox', { name: 'Couverts servis en même temps' }), '30');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer le service' }));
    expect(await sentOnce(bookingApiPaths.saveService)).toMatchObject({
      id: '',
      fr_name: 'Déjeuner',
      weekdays: '2,3',
      first_slot: '11:00',
      last_slot: '13:30',
      capacity_covers: '30',
      pacing_covers: '',
    });
    const first = within(form).getByRole('textbox', { name: 'Première arrivée (HH:MM)' });
    await waitFor(() => expect(first).toHaveAccessibleDescription(pair.fr));
    expect(first).toHaveValue('11:00');
  });

  it('edits a table', async () => {
    signIn('owner');
    const { sentOnce } = api({
      [bookingApiPaths.saveTable]: {
        body: {
          status: 200,
          message: 'OK',
          fr_message: 'OK',
          data: { id: 3, name: 'T3', min_covers: 2, max_covers: 6, online: 0 },
        },
      },
    });
    const { user } = renderScreen(<BookingSettingsPage />, { path: '/bookings/settings' });
    await user.click(await screen.findByRole('button', { name: 'Modifier la table T3' }));
    const form = screen.getByRole('form', { name: 'Table' });
    const max = within(form).getByRole('textbox', { name: 'Maximum de couverts' });
    await user.clear(max);
    await user.type(max, '6');
    await user.click(within(form).getByRole('switch', { name: 'Proposée en ligne' }));
    await user.click(within(form).getByRole('button', { name: 'Enregistrer la table' }));
    expect(await sentOnce(bookingApiPaths.saveTable)).toMatchObject({
      id: '3',
      name: 'T3',
      min_covers: '2',
      max_covers: '6',
      online: '0',
    });
  });

  it('lists the tables put together and puts more together, a refusal under the tables', async () => {
    signIn('owner');
    const { sentOnce } = api({
      [floorPlanApiPaths.saveTableCombination]: failure(
        'COMBINATION_TAKEN',
        errorMessages.COMBINATION_TAKEN.en,
        errorMessages.COMBINATION_TAKEN.fr,
        { field: 'table_ids' },
      ),
    });
    const { user } = renderScreen(<BookingSettingsPage />, { path: '/bookings/settings' });
    const section = await screen.findByRole('region', { name: 'Tables réunies' });
    expect(await within(section).findByRole('listitem', { name: 'T3 + T4' })).toHaveTextContent('6 à 8 couverts');
    await user.click(within(section).getByRole('button', { name: 'Réunir des tables' }));
    const form = within(section).getByRole('form', { name: 'Tables réunies' });
    await user.click(within(form).getByRole('button', { name: 'T4' }));
    await user.click(within(form).getByRole('button', { name: 'T5' }));
    await user.type(within(form).getByRole('textbox', { name: 'Minimum de couverts' }), '5');
    await user.type(within(form).getByRole('textbox', { name: 'Maximum de couverts' }), '8');
    await user.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await sentOnce(floorPlanApiPaths.saveTableCombination)).toMatchObject({
      table_ids: '4,5',
      min_covers: '5',
      max_covers: '8',
      online: '1',
    });
    expect(await within(form).findByText(errorMessages.COMBINATION_TAKEN.fr)).toBeInTheDocument();
  });

  it('is not a staff member’s screen', async () => {
    signIn('staff');
    const { callsTo } = mockApi({ [apiPaths.restaurantDetails]: profileReply() });
    renderApp('/bookings/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Écran non disponible' })).toBeInTheDocument();
    expect(callsTo(bookingApiPaths.reservationSettings)).toHaveLength(0);
  });
});
