import { describe, expect, it } from 'vitest';
import { bookingApiPaths } from '@portal/contract';
import { appOfFile, post } from '../../helper.js';
import { bookingWithCard, confirmGuarantee, guaranteedBooking } from './guarantee-helper.js';

const START = Date.parse('2026-11-25T10:00:00Z');

describe('payments: the guest confirms a card for a booking that no longer waits', () => {
  const t = appOfFile();

  it('answers with the booking’s status now, not that the card is saved, once the booking is cancelled', async () => {
    t.clock.current = START;
    const waiting = await guaranteedBooking(t);
    const cancelled = (
      await post(t.app, bookingApiPaths.cancelBooking, { booking_id: waiting.booking.id }, waiting.guest.token)
    ).json();
    expect(cancelled.data.status).toBe('cancelled_by_customer');
    const late = await confirmGuarantee(t, waiting.guest.token, waiting.booking.id);
    expect(late).toMatchObject({ status: 201, code: 'BOOKING_NOW_CANCELLED_BY_CUSTOMER' });

    const saved = await bookingWithCard(t, { date: '2026-11-28' });
    expect(await confirmGuarantee(t, saved.guest.token, saved.booking.id)).toMatchObject({
      status: 200,
      data: { status: 'confirmed' },
    });
    await post(t.app, bookingApiPaths.cancelBooking, { booking_id: saved.booking.id }, saved.guest.token);
    expect(await confirmGuarantee(t, saved.guest.token, saved.booking.id)).toMatchObject({
      status: 201,
      code: 'BOOKING_NOW_CANCELLED_BY_CUSTOMER',
    });
  });
});
