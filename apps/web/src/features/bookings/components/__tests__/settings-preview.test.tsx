import { bookingApiPaths, floorPlanApiPaths, reservationErrors } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failure, mockApi } from '@/testing/fetch-mock';
import { addBookingsTexts } from '@/shared/i18n/bookings-catalogue';
import { renderScreen, setLocale } from '@/testing/render';
import { BookingSettingsPage } from '../booking-settings-page';
import { dinner, settingsReply, signIn } from './bookings-fixtures';

/*
 * The settings' preview asks the public availability call what guests can book. A restaurant that
 * does not take bookings online yet is refused there: the preview says what guests read, it is not
 * a failure of the screen. A call that fails still says so, with a retry.
 */
const publicId = 'AlrkyFql';
const availabilityPath = bookingApiPaths.availability.replace(':public_id', publicId);
const list = (data: unknown[]) => ({ body: { status: 200, message: 'OK', fr_message: 'OK', data } });

function api(availability: Parameters<typeof mockApi>[0][string]) {
  return mockApi({
    [bookingApiPaths.reservationSettings]: settingsReply({ enabled: 0 }),
    [bookingApiPaths.serviceList]: list([dinner]),
    [bookingApiPaths.tableList]: list([]),
    [floorPlanApiPaths.floorPlan]: {
      body: { status: 200, message: 'OK', fr_message: 'OK', data: { areas: [''], tables: [], combinations: [] } },
    },
    [availabilityPath]: availability,
  });
}

/** The owner of a restaurant with its public id, which the preview needs. */
function signInOwner() {
  signIn('owner');
  const userdata = JSON.parse(localStorage.getItem('userdata') ?? '{}') as Record<string, unknown>;
  localStorage.setItem('userdata', JSON.stringify({ ...userdata, public_id: publicId }));
}

beforeAll(() => addBookingsTexts());

afterEach(async () => {
  await setLocale('fr');
});

describe('the preview of the bookable times', () => {
  it('says what guests read when the restaurant does not take bookings online, without an error', async () => {
    signInOwner();
    const closed = reservationErrors.RESERVATIONS_CLOSED;
    const { callsTo } = api(failure('RESERVATIONS_CLOSED', closed.en, closed.fr));
    renderScreen(<BookingSettingsPage />, { path: '/bookings/settings' });
    expect(await screen.findByText(closed.fr)).toBeInTheDocument();
    expect(callsTo(availabilityPath)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Une erreur est survenue')).not.toBeInTheDocument();
  });

  it('says so in English too', async () => {
    await setLocale('en');
    signInOwner();
    const closed = reservationErrors.RESERVATIONS_CLOSED;
    api(failure('RESERVATIONS_CLOSED', closed.en, closed.fr));
    renderScreen(<BookingSettingsPage />, { path: '/bookings/settings' });
    expect(await screen.findByText(closed.en)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a failed call as an error the owner can retry', async () => {
    signInOwner();
    const { callsTo } = api({ status: 500, body: { status: 500 } });
    const { user } = renderScreen(<BookingSettingsPage />, { path: '/bookings/settings' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Une erreur est survenue')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    await expect.poll(() => callsTo(availabilityPath).length).toBe(2);
  });
});
