import { describe, expect, it } from 'vitest';
import { apiPaths, type TBookingEvent, type TOrderEvent, bookingApiPaths } from '@portal/contract';
import { dialectUnderTest, post } from '../../helper.js';
import { verifiedCustomer } from '../customers/customer-helper.js';
import { readEvents, streamServers } from '../partner-stream/stream-helper.js';
import { book, bookingRestaurant } from './reservations-helper.js';

/*
 * Bookings on the partner's event stream (the orders screen’s), over real HTTP. On
 * PostgreSQL the partner listens to one server process and the guest books through another on the
 * same database; with SQLite there is one process.
 */
const { listening, other: booking, address } = streamServers();

type StreamEvent = TOrderEvent | TBookingEvent;

/** Reads the stream's events until `until` holds for one, or the time runs out; `onListening` once the first is in. */
const readBookingEvents = (
  response: Response,
  until: (event: StreamEvent) => boolean,
  onListening: () => Promise<unknown>,
) =>
  readEvents<StreamEvent>(
    response,
    until,
    async (_event, index) => {
      if (index === 0) await onListening();
    },
    20_000,
  );

describe('bookings on the partner’s stream', () => {
  const where = dialectUnderTest === 'postgres' ? ', booked through another server process' : '';
  it(`brings a new booking and the count waiting to the open screen${where}`, async () => {
    const r = await bookingRestaurant(listening, { settings: { auto_confirm_max_covers: '2' } });
    const other = await bookingRestaurant(listening);
    const guest = await verifiedCustomer(listening);
    const response = await fetch(address(apiPaths.orderEvents), { headers: { token: r.token } });
    expect(response.status).toBe(200);
    let placed: { id: number } | undefined;
    const events = await readBookingEvents(
      response,
      (event) => event.type === 'bookings.pending' && event.count === 1,
      async () => {
        // Another restaurant's booking never reaches this screen.
        await book(booking, guest.token, {
          restaurant_id: other.publicId,
          date: '2026-11-27',
          time: '20:00',
          covers: '2',
        });
        placed = (
          await book(booking, guest.token, {
            restaurant_id: r.publicId,
            date: '2026-11-26',
            time: '20:00',
            covers: '4',
            note: 'Allergie aux noix',
          })
        ).data;
      },
    );
    expect(events.map((event) => event.type)).toEqual([
      'orders.waiting',
      'bookings.pending',
      'booking.created',
      'bookings.pending',
    ]);
    expect(events[1]).toEqual({ type: 'bookings.pending', count: 0 });
    expect(events[2]).toMatchObject({
      booking: { id: placed!.id, status: 'pending', covers: 4, note: 'Allergie aux noix', source: 'online' },
    });
  });

  it(`says how many bookings wait as soon as the screen connects, before any booking changes${where}`, async () => {
    const r = await bookingRestaurant(listening, { settings: { auto_confirm_max_covers: '2' } });
    const other = await bookingRestaurant(listening, { settings: { auto_confirm_max_covers: '2' } });
    const guest = await verifiedCustomer(listening);
    const placed = [
      await book(booking, guest.token, { restaurant_id: r.publicId, date: '2026-11-26', time: '20:00', covers: '4' }),
      await book(booking, guest.token, { restaurant_id: r.publicId, date: '2026-11-27', time: '20:00', covers: '3' }),
      // Two guests: confirmed at once, nothing to answer.
      await book(booking, guest.token, { restaurant_id: r.publicId, date: '2026-11-28', time: '20:00', covers: '2' }),
      // Another restaurant's booking waiting: never counted on this screen.
      await book(booking, guest.token, {
        restaurant_id: other.publicId,
        date: '2026-11-29',
        time: '20:00',
        covers: '4',
      }),
    ];
    expect(placed.map((answer) => answer.data?.status)).toEqual(['pending', 'pending', 'confirmed', 'pending']);
    const response = await fetch(address(apiPaths.orderEvents), { headers: { token: r.token } });
    expect(response.status).toBe(200);
    const events = await readBookingEvents(
      response,
      (event) => event.type === 'bookings.pending',
      async () => undefined,
    );
    // The counts come first, the orders' then the bookings', whatever announcements follow them.
    expect(events).toEqual([
      { type: 'orders.waiting', waiting: 0 },
      { type: 'bookings.pending', count: 2 },
    ]);
  });

  it('tells the screen when the restaurant answers a booking', async () => {
    const r = await bookingRestaurant(listening, { settings: { auto_confirm_max_covers: '2' } });
    const guest = await verifiedCustomer(listening);
    const pending = (
      await book(booking, guest.token, { restaurant_id: r.publicId, date: '2026-11-26', time: '19:00', covers: '3' })
    ).data;
    const response = await fetch(address(apiPaths.orderEvents), { headers: { token: r.token } });
    const events = await readBookingEvents(
      response,
      (event) => event.type === 'bookings.pending' && event.count === 0,
      async () =>
        post(
          booking.app,
          bookingApiPaths.changeBookingStatus,
          { booking_id: pending.id, status: 'confirmed' },
          r.token,
        ),
    );
    // The booking's own announcement may still reach a screen opened just after the guest's answer.
    expect(events.slice(-2)).toMatchObject([
      { type: 'booking.updated', booking: { id: pending.id, status: 'confirmed' } },
      { type: 'bookings.pending', count: 0 },
    ]);
  });
});
