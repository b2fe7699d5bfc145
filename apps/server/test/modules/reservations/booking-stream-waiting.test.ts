import { describe, expect, it } from 'vitest';
import { apiPaths, type TBookingEvent, type TOrderEvent } from '@portal/contract';
import { dialectUnderTest } from '../../helper.js';
import { enterCard, guaranteedBooking } from '../payments/guarantee-helper.js';
import { readEvents, streamServers } from '../partner-stream/stream-helper.js';
import { bookingBesideFullSlot, bookingRestaurant, moveBooking } from './reservations-helper.js';

/*
 * Every booking that waits for the restaurant reaches its open screen, whichever way it came to
 * wait: after the guest's card step, or as a guest's change request. On PostgreSQL the guest acts
 * through another server process.
 */
const { listening, other: guestSide, address } = streamServers();

type StreamEvent = TOrderEvent | TBookingEvent;

async function openStream(token: string) {
  const response = await fetch(address(apiPaths.orderEvents), { headers: { token } });
  expect(response.status).toBe(200);
  return response;
}

describe('bookings waiting for the restaurant on the partner’s stream', () => {
  const where = dialectUnderTest === 'postgres' ? ', the card saved through another server process' : '';
  it(`announces a large party's request once its card is saved${where}`, async () => {
    const made = await guaranteedBooking(guestSide, {
      covers: '6',
      settings: { auto_confirm_max_covers: '4' },
    });
    // Holding its covers for the card: nothing to answer yet.
    expect(made.booking.status).toBe('awaiting_guarantee');
    const events = await readEvents<StreamEvent>(
      await openStream(made.restaurant.token),
      (event) => event.type === 'bookings.pending' && event.count === 1,
      async (_event, index) => {
        if (index === 0) await enterCard(guestSide, made.booking.id);
      },
      20_000,
    );
    expect(events.slice(0, 2)).toEqual([
      { type: 'orders.waiting', waiting: 0 },
      { type: 'bookings.pending', count: 0 },
    ]);
    expect(events.slice(-2)).toMatchObject([
      { type: 'booking.updated', booking: { id: made.booking.id, status: 'pending', covers: 6 } },
      { type: 'bookings.pending', count: 1 },
    ]);
  });

  it('counts a guest’s change request among the bookings waiting', async () => {
    const r = await bookingRestaurant(listening);
    const { guest, booking } = await bookingBesideFullSlot(guestSide, r, 2, '21:00');
    const asked = await moveBooking(guestSide, guest.token, booking.id, '21:00', 3);
    expect(asked.data).toMatchObject({ status: 'confirmed', modification: { state: 'pending', time: '21:00' } });
    const events = await readEvents<StreamEvent>(
      await openStream(r.token),
      (event) => event.type === 'bookings.pending',
      async () => undefined,
    );
    expect(events[1]).toEqual({ type: 'bookings.pending', count: 1 });
  });
});
